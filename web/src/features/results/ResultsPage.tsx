import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ScrollingTabList } from '../../components/ScrollingTabList';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { SelectField } from '../../components/SelectField';
import type { ElectionType } from '../../gql/graphql';
import { DrillDown } from './DrillDown';
import { ELECTION_TYPES, STATUS_LABEL, typeFromParam, typeLabel } from './format';
import { LiveUpdateList, PartyCard, StateCard, StateGrid, StatCards, SummaryBanner, VoteBars } from './ResultsParts';
import { useResultsPortal } from './useResultsPortal';
import { DataAge } from '../../components/DataAge';
import { ResultsPortalQuery } from './useResultsPortal';

const TABS = ['overview', 'parties', 'states', 'types', 'live'] as const;
type Tab = (typeof TABS)[number];
const STATES_SHOWN = 6;

/** /results (signed in): SPEC §2's portal, kept live by subscriptions. */
export default function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const type = typeFromParam(params.get('type'));
  const electionId = params.get('election');
  const [tab, setTab] = useState<Tab>('overview');
  const portal = useResultsPortal(type, electionId);
  const set = (next: { type?: ElectionType | null; election?: string | null }) => {
    const search = new URLSearchParams();
    const nextType = next.type === undefined ? type : next.type;
    if (nextType) search.set('type', nextType.toLowerCase());
    const nextElection = next.election === undefined ? electionId : next.election;
    if (nextElection) search.set('election', nextElection);
    setParams(search);
  };

  return (
    <PageContainer maxW="6xl">
      <Flex gap="3" mb="5" wrap="wrap" align="end" justify="space-between">
        <Stack gap="1">
          <Heading as="h1" size="2xl">Election Results</Heading>
          <Text color="fg.muted" fontSize="sm">Results as polling-unit sheets arrive, by state and party.</Text>
          <DataAge query={ResultsPortalQuery} variables={{ type, electionId }} />
        </Stack>
        <Flex gap="2" wrap="wrap" align="center" w={{ base: 'full', md: 'auto' }}>
          <Box flex={{ base: '1', md: 'none' }} minW="40">
            <SelectField
              label="Election type"
              value={type?.toLowerCase() ?? ''}
              onChange={(value) => set({ type: typeFromParam(value), election: null })}
              noneLabel="All elections"
              tap="election-type"
              options={ELECTION_TYPES.map((t) => ({ value: t.value.toLowerCase(), label: t.label }))}
            />
          </Box>
          {/* data-tap: the drawn page's Refresh and tabs, tapped before the app took over, are replayed here (api/src/server/takeover.ts). */}
          <Button variant="outline" data-tap="results-refresh" onClick={() => void portal.refetch()} loading={portal.loading && !!portal.data}>
            Refresh
          </Button>
        </Flex>
      </Flex>
      <ResultsBody portal={portal} type={type} tab={tab} onTab={setTab} onPick={set} />
      <Text mt="8" fontSize="xs" color="fg.muted" textAlign="center">
        Data from INEC's official results portal (IReV) and INEC's declarations. New results arrive live; if the live
        connection drops, the page refreshes every 30 seconds.
      </Text>
    </PageContainer>
  );
}

interface BodyProps {
  portal: ReturnType<typeof useResultsPortal>;
  type: ElectionType | null;
  tab: Tab;
  onTab: (tab: Tab) => void;
  onPick: (next: { type?: ElectionType | null; election?: string | null }) => void;
}

function ResultsBody({ portal, type, tab, onTab, onPick }: BodyProps) {
  const [stateFilter, setStateFilter] = useState('');
  const [allStates, setAllStates] = useState(false);
  const [drill, setDrill] = useState<string | null>(null);
  const { data, error } = portal;
  const states = useMemo(() => data?.states ?? [], [data]);
  if (!data && !error) return <PageSkeleton />;

  const summary = data?.summary;
  const election = summary?.election ?? null;
  const sameType = (data?.elections ?? []).filter((e) => !type || e.type === type);
  const filtered = stateFilter ? states.filter((s) => s.code === stateFilter) : states;
  const shown = allStates || stateFilter ? filtered : filtered.slice(0, STATES_SHOWN);
  const national = {
    results: (data?.parties ?? []).map((p) => ({ ...p, votes: p.totalVotes })),
  };
  const openState = (code: string) => {
    setDrill(code);
    onTab('states');
  };

  return (
    <Stack gap="5">
      {error && (
        <Card.Root rounded="xl" borderColor="border.error" role="alert">
          <Card.Body p="4" gap="2">
            <Text fontWeight="semibold">Failed to fetch election summary</Text>
            <Text fontSize="sm" color="fg.muted">Showing what was loaded before, if anything. Try Refresh.</Text>
          </Card.Body>
        </Card.Root>
      )}
      {sameType.length > 1 && (
        <Box maxW="md">
          <SelectField
            label="Election"
            value={election?.id ?? ''}
            onChange={(value) => onPick({ election: value || null })}
            options={sameType.map((e) => ({ value: e.id, label: `${e.name} · ${STATUS_LABEL[e.status]}` }))}
          />
        </Box>
      )}
      {summary && election ? (
        <>
          <SummaryBanner summary={summary} live={portal.live} />
          <StatCards summary={summary} />
        </>
      ) : (
        <Card.Root rounded="xl">
          <Card.Body p="5">
            <Text color="fg.muted">No election results available{type ? ` for ${typeLabel(type).toLowerCase()} elections` : ''}</Text>
          </Card.Body>
        </Card.Root>
      )}

      {/* A tab's content is drawn when first opened, not all five with the page. */}
      <Tabs.Root value={tab} onValueChange={(e) => onTab(e.value as Tab)} variant="plain" colorPalette="brand" lazyMount>
        <ScrollingTabList selected={tab}>
          {[
            ['overview', 'Results Overview'],
            ['parties', 'Party Analysis'],
            ['states', 'State Results'],
            ['types', 'Election Types'],
            ['live', 'Live Updates'],
          ].map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} data-tap={`results-tab:${value}`} flexShrink={0} px="3" minH="11" rounded="lg" _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}>
              {label}
            </Tabs.Trigger>
          ))}
        </ScrollingTabList>

        <Tabs.Content value="overview" pt="4">
          <Stack gap="5">
            <Card.Root rounded="2xl" as="section" aria-label="Votes by party">
              <Card.Body gap="3" p={{ base: '4', md: '5' }}>
                <Heading as="h2" size="md">Votes by party</Heading>
                {national.results.length ? (
                  <VoteBars parties={national.results.slice(0, 6)} />
                ) : (
                  <Text color="fg.muted">No results available yet</Text>
                )}
              </Card.Body>
            </Card.Root>
            <Stack gap="2" as="section" aria-label="Progress by state">
              <Heading as="h2" size="md">Progress by state</Heading>
              <Text fontSize="xs" color="fg.muted">Each state in its leading party's colour, with the share of polling units in.</Text>
              <StateGrid states={states} onSelect={election && election.source !== 'DECLARED' ? openState : undefined} />
            </Stack>
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="parties" pt="4">
          {data?.parties.length ? (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
              {data.parties.map((party) => (
                <PartyCard key={party.party} party={party} />
              ))}
            </SimpleGrid>
          ) : (
            <Text color="fg.muted">No party analysis available</Text>
          )}
        </Tabs.Content>

        <Tabs.Content value="states" pt="4">
          <Stack gap="4">
            {drill && election && <DrillDown key={drill} electionId={election.id} code={drill} onClose={() => setDrill(null)} />}
            <Box maxW="xs">
              <SelectField
                label="State"
                value={stateFilter}
                onChange={setStateFilter}
                noneLabel="All states"
                options={states.map((s) => ({ value: s.code, label: s.name }))}
              />
            </Box>
            {shown.length ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {shown.map((state) => (
                  <StateCard
                    key={state.code}
                    state={state}
                    onOpen={election && election.source !== 'DECLARED' ? () => setDrill(state.code) : undefined}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <Text color="fg.muted">No state results available</Text>
            )}
            {!stateFilter && !allStates && filtered.length > STATES_SHOWN && (
              <Button variant="outline" alignSelf="center" onClick={() => setAllStates(true)}>
                Show all {filtered.length} states
              </Button>
            )}
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="types" pt="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {ELECTION_TYPES.map((t) => {
              const latest = (data?.elections ?? []).find((e) => e.type === t.value);
              return (
                <Card.Root key={t.value} rounded="xl" as="article" aria-label={t.label}>
                  <Card.Body p="4" gap="2">
                    <Heading as="h3" size="sm">{t.label}</Heading>
                    <Text fontSize="sm" color="fg.muted">{t.description}</Text>
                    <Text fontSize="xs">{latest ? `${latest.name} · ${STATUS_LABEL[latest.status]}` : 'No election of this type in our data yet'}</Text>
                    <Button size="sm" alignSelf="start" onClick={() => { onPick({ type: t.value, election: null }); onTab('overview'); }}>
                      View Results
                    </Button>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </Tabs.Content>

        <Tabs.Content value="live" pt="4">
          <LiveUpdateList updates={data?.liveUpdates ?? []} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
