import { Box, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { LgasQuery, StatesQuery, WardsQuery } from './documents';
import { ownCode, withLevel, type LocationCodes, type LocationLevel } from './location';
import { PlaceSearch } from './PlaceSearch';
import { SearchableSelect } from './SearchableSelect';
import { useWardPollingUnits } from './useWardPollingUnits';

interface LocationPickerProps {
  value: LocationCodes;
  onChange: (value: LocationCodes) => void;
  /** 'ward' stops at the ward (choosing a ward to look at); the default goes down to the polling unit. */
  depth?: 'ward' | 'pollingUnit';
  /** A message per level, e.g. the server's 'That ward is not in the chosen LGA'. */
  errors?: Partial<Record<LocationLevel, string | null | undefined>>;
}

interface LevelFieldProps {
  label: string;
  plural: string;
  error: string | null | undefined;
  /** How this level's list is loading. */
  list: { loading: boolean; error?: unknown };
  /** The level above, while it is not chosen: 'a state'. */
  waitingFor?: string | false;
  hint?: string;
  children: ReactNode;
}

/** One level: disabled until the level above is chosen, then saying how its list is loading. */
function LevelField({ label, plural, error, list, waitingFor, hint, children }: LevelFieldProps) {
  return (
    <FormField
      label={label}
      disabled={Boolean(waitingFor)}
      error={error ?? (list.error ? `Could not load the ${plural}. Check your connection and reload the page.` : null)}
      helper={waitingFor ? `Choose ${waitingFor} first` : list.loading ? `Loading ${plural}…` : hint}
    >
      {children}
    </FormField>
  );
}

/**
 * State → LGA → ward → polling unit, each picked from INEC's lists, one level loaded at a time.
 * Changing a level clears the levels below it; a lower level waits for the one above.
 */
export function LocationPicker({ value, onChange, depth = 'pollingUnit', errors = {} }: LocationPickerProps) {
  const withPollingUnit = depth === 'pollingUnit';

  const states = useQuery(StatesQuery);
  const lgas = useQuery(LgasQuery, { variables: { stateCode: value.state }, skip: !value.state });
  const wards = useQuery(WardsQuery, {
    variables: { stateCode: value.state, lgaCode: ownCode(value.lga) },
    skip: !value.lga,
  });
  const units = useWardPollingUnits(withPollingUnit ? value.ward : '');

  const stateOptions = (states.data?.states ?? []).map((state) => ({ value: state.code, label: state.displayName }));
  const lgaOptions = (lgas.data?.lgas ?? []).map((lga) => ({ value: lga.fullCode, label: lga.displayName }));
  const wardOptions = (wards.data?.wards ?? []).map((ward) => ({ value: ward.fullCode, label: ward.displayName }));
  const unitOptions = units.units.map((unit) => ({ value: unit.puCode, label: `${unit.code} · ${unit.displayName}` }));

  const stateName = stateOptions.find((option) => option.value === value.state)?.label;
  const lgaName = lgaOptions.find((option) => option.value === value.lga)?.label;

  const pick = (picked: LocationCodes) => onChange(withPollingUnit ? picked : { ...picked, pollingUnit: '' });

  return (
    <Stack gap="4">
      <PlaceSearch
        stateCode={value.state}
        lgaFullCode={value.lga}
        scopeName={[lgaName, stateName].filter(Boolean).join(', ') || null}
        onPick={pick}
      />
      <HStack gap="3" color="fg.muted" fontSize="xs" textTransform="uppercase" letterSpacing="wider" aria-hidden>
        <Box flex="1" borderTopWidth="1px" />
        or choose step by step
        <Box flex="1" borderTopWidth="1px" />
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <LevelField label="State" plural="states" error={errors.state} list={states}>
          <SelectField
            value={value.state}
            onChange={(code) => onChange(withLevel(value, 'state', code))}
            options={stateOptions}
            noneLabel="Choose a state"
            tap="state"
          />
        </LevelField>
        <LevelField label="LGA" plural="LGAs" error={errors.lga} list={lgas} waitingFor={!value.state && 'a state'}>
          <SelectField
            value={value.lga}
            onChange={(code) => onChange(withLevel(value, 'lga', code))}
            options={lgaOptions}
            noneLabel="Choose an LGA"
          />
        </LevelField>
        <LevelField
          label="Ward"
          plural="wards"
          error={errors.ward}
          list={wards}
          waitingFor={!value.lga && 'an LGA'}
          hint="Type part of the name to narrow the list"
        >
          <SearchableSelect
            choices={wardOptions}
            value={value.ward}
            onChange={(code) => onChange(withLevel(value, 'ward', code))}
            placeholder="Choose a ward"
            itemName="ward"
          />
        </LevelField>
        {withPollingUnit && (
          <LevelField
            label="Polling unit"
            plural="polling units"
            error={errors.pollingUnit}
            list={units}
            waitingFor={!value.ward && 'a ward'}
            hint="Type the unit number or part of its name"
          >
            <SearchableSelect
              choices={unitOptions}
              value={value.pollingUnit}
              onChange={(code) => onChange(withLevel(value, 'pollingUnit', code))}
              placeholder="Choose a polling unit"
              itemName="polling unit"
            />
          </LevelField>
        )}
      </SimpleGrid>
    </Stack>
  );
}
