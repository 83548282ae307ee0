import { SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { LgasQuery, StatesQuery, WardsQuery } from '../geo/documents';
import { ownCode } from '../geo/location';
import { PLACE_DEPTH, type PlaceKind } from './tabs';

interface PlaceChooserProps {
  kind: PlaceKind;
  /** The place shown now, as a code ('' for none). */
  value: string;
  /** Called once the place is as deep as the feed needs (a state for State, a ward for Ward). */
  onChange: (code: string) => void;
}

/** Which state, LGA or ward a place feed shows, for readers who have no place of their own or want another. */
export function PlaceChooser({ kind, value, onChange }: PlaceChooserProps) {
  const depth = PLACE_DEPTH[kind];
  // The levels above the one the feed needs are kept here until it is chosen.
  const [state, setState] = useState(value.slice(0, 2));
  const [lga, setLga] = useState(value.length >= 5 ? value.slice(0, 5) : '');
  const ward = value.length >= 8 ? value.slice(0, 8) : '';

  const states = useQuery(StatesQuery);
  const lgas = useQuery(LgasQuery, { variables: { stateCode: state }, skip: !state || depth === 'state' });
  const wards = useQuery(WardsQuery, { variables: { stateCode: state, lgaCode: ownCode(lga) }, skip: !lga || depth !== 'ward' });

  return (
    <SimpleGrid role="group" aria-label="Choose a place" columns={{ base: 1, sm: depth === 'state' ? 1 : depth === 'lga' ? 2 : 3 }} gap="2">
      <FormField label="State">
        <SelectField
          value={state}
          noneLabel="Choose a state"
          options={(states.data?.states ?? []).map((s) => ({ value: s.code, label: s.displayName }))}
          onChange={(code) => {
            setState(code);
            setLga('');
            if (depth === 'state' && code) onChange(code);
          }}
        />
      </FormField>
      {depth !== 'state' && (
        <FormField label="LGA" disabled={!state}>
          <SelectField
            value={lga}
            noneLabel="Choose an LGA"
            options={(lgas.data?.lgas ?? []).map((l) => ({ value: l.fullCode, label: l.displayName }))}
            onChange={(code) => {
              setLga(code);
              if (depth === 'lga' && code) onChange(code);
            }}
          />
        </FormField>
      )}
      {depth === 'ward' && (
        <FormField label="Ward" disabled={!lga}>
          <SelectField
            value={ward}
            noneLabel="Choose a ward"
            options={(wards.data?.wards ?? []).map((w) => ({ value: w.fullCode, label: w.displayName }))}
            onChange={(code) => code && onChange(code)}
          />
        </FormField>
      )}
    </SimpleGrid>
  );
}
