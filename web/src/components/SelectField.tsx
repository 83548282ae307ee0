import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Label of the empty choice (value ''), listed first. */
  noneLabel?: string;
  /** Its name where no visible label (a FormField's) gives it one. */
  label?: string;
  /** The server-drawn look-alike's `data-tap`: a tap on it before the app took over opens this one (api/src/server/takeover.ts). */
  tap?: string;
}

/** A native select (light, and the phone's own picker), with an optional empty choice. */
export function SelectField({ value, onChange, options, noneLabel, label, tap }: SelectFieldProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={label} data-tap={tap} value={value} onChange={(e) => onChange(e.target.value)}>
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
