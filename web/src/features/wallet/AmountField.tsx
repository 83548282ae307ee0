import { Input, InputGroup } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helper?: string;
  autoFocus?: boolean;
}

/** A naira amount as people type it (₦ shown, digits and a decimal point). */
export function AmountField({ label, value, onChange, error, helper, autoFocus }: AmountFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper}>
      <InputGroup startElement="₦">
        <Input inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} autoFocus={autoFocus} placeholder="0" />
      </InputGroup>
    </FormField>
  );
}
