import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FactList } from '../../components/FactList';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../components/toast';
import type { ValidatePollingUnitQuery as ValidationData } from '../../gql/graphql';
import { EMPTY_LOCATION, isCompleteLocation } from '../geo/location';
import { LocationPicker } from '../geo/LocationPicker';
import { ValidatePollingUnitQuery } from './documents';

type Validation = ValidationData['validatePollingUnit'];

/** Checks a state/LGA/ward/unit combination against INEC's delimitation; needs all four. */
export function PollingUnitCheck() {
  const client = useApolloClient();
  const [location, setLocation] = useState(EMPTY_LOCATION);
  // The unit that was found valid; a new choice hides it until checked again.
  const [valid, setValid] = useState<Validation | null>(null);
  const [checking, setChecking] = useState(false);
  const complete = isCompleteLocation(location);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    setChecking(true);
    try {
      const { data } = await client.query({ query: ValidatePollingUnitQuery, variables: location, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No validation returned');
      const validation = data.validatePollingUnit;
      if (validation.valid) {
        setValid(validation);
      } else {
        toast({
          type: 'error',
          title: 'Invalid Polling Unit',
          description: `Polling unit not found in INEC database. ${validation.reason ?? ''}`.trim(),
        });
      }
    } catch {
      toast({ type: 'error', title: 'Error', description: 'Failed to validate polling unit' });
    } finally {
      setChecking(false);
    }
  };

  const shown = valid?.pollingUnit?.puCode === location.pollingUnit ? valid : null;
  return (
    <SectionCard title="Validate a polling unit" description="Check that a polling unit is in INEC's 2023 list of polling units.">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <LocationPicker value={location} onChange={setLocation} />
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!complete}
            loading={checking}
            loadingText="Validating"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          >
            Validate Polling Unit
          </Button>
          {!complete && (
            <Text fontSize="sm" color="fg.muted">Choose the state, LGA, ward and polling unit to validate.</Text>
          )}
        </Stack>
      </form>
      {shown?.pollingUnit && (
        <Box as="section" aria-labelledby="valid-unit" bg="brand.subtle" rounded="xl" p="4">
          <Heading as="h3" size="sm" id="valid-unit" color="brand.fg">Valid polling unit</Heading>
          <FactList
            facts={[
              { label: 'Polling unit', value: `${shown.pollingUnit.displayName} (${shown.pollingUnit.puCode})` },
              { label: 'Ward', value: shown.ward && `${shown.ward.displayName} (${shown.ward.fullCode})` },
              { label: 'LGA', value: shown.lga && `${shown.lga.displayName} (${shown.lga.fullCode})` },
            ]}
          />
        </Box>
      )}
    </SectionCard>
  );
}
