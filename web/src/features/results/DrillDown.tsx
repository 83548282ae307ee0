import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { PageSkeleton } from '../../components/PageSkeleton';
import { getFragmentData, graphql } from '../../gql';
import { AREA_STATUS, formatNumber, formatPercent } from './format';
import { VoteBars } from './ResultsParts';
import { lagosDate } from '../../lib/format';

// An area as the portal's states are asked for (the same figures at every level).
const DrillDown_area = graphql(`
  fragment DrillDown_area on AreaResult {
    code
    level
    name
    status
    reportingUnits
    totalPollingUnits
    uploadProgress
    reportingLGAs
    totalLGAs
    registeredVoters
    accreditedVoters
    validVotes
    voterTurnout
    leadingParty
    lastUpdated
    results {
      party
      partyName
      candidate
      color
      votes
      percentage
    }
  }
`);

export const ResultsAreaQuery = graphql(`
  query ResultsArea($electionId: ID!, $code: String!) {
    resultsArea(electionId: $electionId, code: $code) {
      area {
        ...DrillDown_area
      }
      children {
        ...DrillDown_area
      }
      pollingUnits {
        puCode
        name
        verified
        current {
          id
          registered
          accredited
          rejected
          validVotes
          uploadedAt
          sheetUrl
          source
          results {
            party
            votes
            color
            percentage
          }
        }
      }
    }
  }
`);

const LEVEL_OF_CHILDREN = { NATIONAL: 'States', STATE: 'LGAs', LGA: 'Wards', WARD: 'Polling units' } as const;

/** State → LGA → ward → polling unit, one level at a time, with a trail back up. */
export function DrillDown({ electionId, code, onClose }: { electionId: string; code: string; onClose: () => void }) {
  const [trail, setTrail] = useState<{ code: string; name: string }[]>([{ code, name: '' }]);
  const current = trail[trail.length - 1];
  const { data, error, loading } = useQuery(ResultsAreaQuery, {
    variables: { electionId, code: current.code },
    fetchPolicy: 'cache-and-network',
  });
  const answer = data?.resultsArea;
  const view = useMemo(
    () => answer && { ...answer, area: getFragmentData(DrillDown_area, answer.area), children: getFragmentData(DrillDown_area, answer.children) },
    [answer],
  );
  const open = (next: { code: string; name: string }) => setTrail([...trail, next]);
  // The first step is known by its code until its figures arrive with its name.
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    if (view) setNames((known) => (known[view.area.code] ? known : { ...known, [view.area.code]: view.area.name }));
  }, [view]);

  return (
    <Card.Root rounded="2xl" as="section" aria-label="Results drill-down">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Flex gap="2" wrap="wrap" align="center" justify="space-between">
          <HStack gap="1" wrap="wrap" as="nav" aria-label="Drill-down trail">
            {trail.map((step, i) => (
              <Button
                key={step.code}
                size="xs"
                variant={i === trail.length - 1 ? 'solid' : 'ghost'}
                onClick={() => setTrail(trail.slice(0, i + 1))}
              >
                {step.name || names[step.code] || step.code}
              </Button>
            ))}
          </HStack>
          <Button size="xs" variant="outline" onClick={onClose}>Close</Button>
        </Flex>
        {loading && !view && <PageSkeleton />}
        {error && !view && <Text color="fg.error">Failed to fetch state results</Text>}
        {view && (
          <>
            <Stack gap="1">
              <Heading as="h3" size="md">{view.area.name}</Heading>
              <Text fontSize="sm" color="fg.muted">
                {formatNumber(view.area.reportingUnits)} of {formatNumber(view.area.totalPollingUnits)} units in ·{' '}
                {formatNumber(view.area.validVotes)} valid votes · turnout {formatPercent(view.area.voterTurnout)}
              </Text>
            </Stack>
            <VoteBars parties={view.area.results.slice(0, 4)} gap="2" />
            <Heading as="h4" size="sm">{LEVEL_OF_CHILDREN[view.area.level]}</Heading>
            {view.area.level === 'WARD' ? (
              <Stack gap="2">
                {view.pollingUnits.map((unit) => (
                  <Box key={unit.puCode} p="3" borderWidth="1px" rounded="lg" bg="bg">
                    <Flex justify="space-between" gap="2" wrap="wrap">
                      <Text fontSize="sm" fontWeight="semibold">{unit.name}</Text>
                      <Text fontSize="xs" color="fg.muted">{unit.puCode}</Text>
                    </Flex>
                    {unit.current ? (
                      <Stack gap="1" mt="1">
                        <Text fontSize="xs" color="fg.muted">
                          Registered {formatNumber(unit.current.registered)} · accredited {formatNumber(unit.current.accredited)} ·
                          rejected {formatNumber(unit.current.rejected)} · uploaded {lagosDate(unit.current.uploadedAt, 'dateTime')}
                          {unit.verified ? ' · verified' : ''}
                          {unit.current.source === 'replay' ? ' · replay figures, not this unit’s real sheet' : ''}
                        </Text>
                        <Text fontSize="sm">
                          {unit.current.results.map((r) => `${r.party} ${formatNumber(r.votes)}`).join(' · ') || 'No votes'}
                        </Text>
                        {unit.current.sheetUrl && (
                          <a href={unit.current.sheetUrl} target="_blank" rel="noreferrer">
                            <Text as="span" fontSize="xs" color="brand.fg" textDecoration="underline">Result sheet (EC8A)</Text>
                          </a>
                        )}
                      </Stack>
                    ) : (
                      <Text fontSize="xs" color="fg.muted" mt="1">No result uploaded yet</Text>
                    )}
                  </Box>
                ))}
              </Stack>
            ) : view.children.length ? (
              <Stack gap="1.5">
                {view.children.map((child) => (
                  <Box
                    as="button"
                    key={child.code}
                    onClick={() => open({ code: child.code, name: child.name })}
                    textAlign="left"
                    p="2.5"
                    borderWidth="1px"
                    borderLeftWidth="4px"
                    borderLeftColor={child.results[0]?.color ?? 'border'}
                    rounded="md"
                    bg="bg"
                    _hover={{ bg: 'bg.muted' }}
                  >
                    <Flex justify="space-between" gap="2">
                      <Text fontSize="sm" fontWeight="semibold" truncate>{child.name}</Text>
                      <Badge size="sm" colorPalette={AREA_STATUS[child.status].palette}>{AREA_STATUS[child.status].label}</Badge>
                    </Flex>
                    <Text fontSize="xs" color="fg.muted">
                      {formatNumber(child.reportingUnits)}/{formatNumber(child.totalPollingUnits)} units ·{' '}
                      {child.results.slice(0, 3).map((r) => `${r.party} ${formatNumber(r.votes)}`).join(' · ') || 'no votes yet'}
                    </Text>
                  </Box>
                ))}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Figures below state level are not in INEC's declared data for this election.
              </Text>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
