import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
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

// A level's areas or units, dozens to a list: styled once here, each row plain elements.
const AREA_ROWS_CSS = {
  '& > div': { p: '3', borderWidth: '1px', rounded: 'lg', bg: 'bg' },
  '& > button': {
    textAlign: 'left',
    p: '2.5',
    borderWidth: '1px',
    borderLeftWidth: '4px',
    borderLeftColor: 'border',
    rounded: 'md',
    bg: 'bg',
    _hover: { bg: 'bg.muted' },
  },
  '& [data-part=head]': { display: 'flex', justifyContent: 'space-between', gap: '2' },
  '& > div > [data-part=head]': { flexWrap: 'wrap' },
  '& [data-part=name]': { fontSize: 'sm', fontWeight: 'semibold' },
  '& > button [data-part=name]': { truncate: true },
  '& [data-part=note]': { fontSize: 'xs', color: 'fg.muted' },
  '& > div > [data-part=note]': { mt: '1' },
  '& [data-part=sheet]': { display: 'flex', flexDirection: 'column', gap: '1', mt: '1' },
  '& [data-part=votes]': { fontSize: 'sm' },
  '& [data-part=sheet] a > span': { fontSize: 'xs', color: 'brand.fg', textDecoration: 'underline' },
} satisfies SystemStyleObject;

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
              <Stack gap="2" css={AREA_ROWS_CSS}>
                {view.pollingUnits.map((unit) => (
                  <div key={unit.puCode}>
                    <div data-part="head">
                      <p data-part="name">{unit.name}</p>
                      <p data-part="note">{unit.puCode}</p>
                    </div>
                    {unit.current ? (
                      <div data-part="sheet">
                        <p data-part="note">
                          Registered {formatNumber(unit.current.registered)} · accredited {formatNumber(unit.current.accredited)} ·
                          rejected {formatNumber(unit.current.rejected)} · uploaded {lagosDate(unit.current.uploadedAt, 'dateTime')}
                          {unit.verified ? ' · verified' : ''}
                          {unit.current.source === 'replay' ? ' · replay figures, not this unit’s real sheet' : ''}
                        </p>
                        <p data-part="votes">
                          {unit.current.results.map((r) => `${r.party} ${formatNumber(r.votes)}`).join(' · ') || 'No votes'}
                        </p>
                        {unit.current.sheetUrl && (
                          <a href={unit.current.sheetUrl} target="_blank" rel="noreferrer">
                            <span>Result sheet (EC8A)</span>
                          </a>
                        )}
                      </div>
                    ) : (
                      <p data-part="note">No result uploaded yet</p>
                    )}
                  </div>
                ))}
              </Stack>
            ) : view.children.length ? (
              <Stack gap="1.5" css={AREA_ROWS_CSS}>
                {view.children.map((child) => {
                  const status = AREA_STATUS[child.status];
                  const leader = child.results[0];
                  return (
                    <button
                      type="button"
                      key={child.code}
                      onClick={() => open({ code: child.code, name: child.name })}
                      style={leader ? { borderLeftColor: leader.color } : undefined}
                    >
                      <div data-part="head">
                        <p data-part="name">{child.name}</p>
                        <Badge size="sm" colorPalette={status.palette}>{status.label}</Badge>
                      </div>
                      <p data-part="note">
                        {formatNumber(child.reportingUnits)}/{formatNumber(child.totalPollingUnits)} units ·{' '}
                        {child.results.slice(0, 3).map((r) => `${r.party} ${formatNumber(r.votes)}`).join(' · ') || 'no votes yet'}
                      </p>
                    </button>
                  );
                })}
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
