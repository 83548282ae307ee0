import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { SectionCard } from '../../components/SectionCard';
import { graphql } from '../../gql';
import { sheetSourceLabel } from './labels';
import { formatCount } from '../../lib/format';

const FlaggedUnitsQuery = graphql(`
  query FlaggedUnits($place: String, $electionId: ID) {
    flaggedUnits(place: $place, electionId: $electionId, first: 20) {
      puCode
      largestGap
      officialSource
      differences {
        figure
        label
        gap
      }
      pollingUnit {
        displayName
        ward {
          displayName
        }
      }
    }
  }
`);

interface FlaggedUnitsProps {
  place: string;
  electionId: string;
  moved: number;
  onUnit: (puCode: string) => void;
}

/** The area's flagged units, the widest disagreement first: the public list newsrooms read. */
export function FlaggedUnits({ place, electionId, moved, onUnit }: FlaggedUnitsProps) {
  const { data, previousData, refetch } = useQuery(FlaggedUnitsQuery, { variables: { place, electionId }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (moved) void refetch().catch(() => undefined);
  }, [moved, refetch]);
  const units = (data ?? previousData)?.flaggedUnits ?? [];
  if (!units.length) return null;
  return (
    <SectionCard title="Flagged units" description="Where members’ readings of the posted sheet differ from each other or from the official sheet.">
      <List.Root as="ol" listStyle="none" ms="0" gap="2">
        {units.map((unit) => (
          <List.Item key={unit.puCode}>
            <Button variant="outline" w="full" h="auto" py="2" justifyContent="flex-start" textAlign="start" whiteSpace="normal" onClick={() => onUnit(unit.puCode)}>
              <Stack gap="0.5">
                <Text fontWeight="semibold">
                  {unit.pollingUnit.displayName} · {unit.pollingUnit.ward.displayName}
                </Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {unit.differences.map((d) => `${d.label} (gap ${formatCount(d.gap)})`).join(', ')}
                  {unit.officialSource ? ` · against the ${sheetSourceLabel(unit.officialSource)}` : ' · between members'}
                </Text>
              </Stack>
            </Button>
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}
