import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { motion } from 'framer-motion';
import { useMemo, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ResultsPortalQuery } from '../../gql/graphql';
import { AREA_STATUS, formatNumber, formatPercent, STATUS_LABEL, STATUS_PALETTE } from './format';
import { lagosDate, relativeTime } from '../../lib/format';

/** A party's votes in an area, or in the whole election (its total votes). */
interface PartyVotes {
  party: string;
  candidate?: string | null;
  color: string;
  votes: number;
  percentage: number;
}

// Bars come several to a card and dozens to a page: the list is styled once, at its container,
// and each bar is plain elements (a styled element each would cost a style computation each).
const VOTE_BARS_CSS = {
  '& > div': { display: 'flex', flexDirection: 'column', gap: '1' },
  '& [data-part=head]': { display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' },
  '& [data-part=party]': { fontWeight: 'semibold', truncate: true },
  '& [data-part=dot]': { display: 'inline-block', w: '2.5', h: '2.5', rounded: 'full', mr: '1.5' },
  '& [data-part=votes]': { flexShrink: 0, fontVariantNumeric: 'tabular-nums' },
  '& [data-part=muted]': { color: 'fg.muted', fontWeight: 'normal' },
  '& [data-part=track]': { h: '2', bg: 'bg.muted', rounded: 'full', overflow: 'hidden' },
} satisfies SystemStyleObject;

/** Each party's share as a bar in its colour; the widths animate as figures move. */
export function VoteBars({ parties, gap = '3' }: { parties: readonly PartyVotes[]; gap?: '2' | '3' }) {
  return (
    <Stack gap={gap} css={VOTE_BARS_CSS}>
      {parties.map((party) => (
        <div key={party.party} aria-label={`${party.party} ${formatNumber(party.votes)} votes`}>
          <div data-part="head">
            <p data-part="party">
              <span data-part="dot" style={{ background: party.color }} />
              {party.party}
              {party.candidate && <span data-part="muted"> · {party.candidate}</span>}
            </p>
            <p data-part="votes">
              {formatNumber(party.votes)} <span data-part="muted">({formatPercent(party.percentage)})</span>
            </p>
          </div>
          <div data-part="track">
            <motion.div
              initial={false}
              animate={{ width: `${Math.min(100, party.percentage)}%` }}
              transition={{ duration: 0.6, ease: 'easeOut' }}
              style={{ height: '100%', background: party.color, borderRadius: 9999 }}
            />
          </div>
        </div>
      ))}
    </Stack>
  );
}

const SummaryBanner_summary = graphql(`
  fragment SummaryBanner_summary on ElectionSummary {
    election {
      id
      name
      description
      status
      source
      sourceNote
      replayClock
    }
  }
`);

/** Which figures these are: INEC's declaration, a replay, or sheets as they arrive. */
export function SummaryBanner({ live, ...props }: { summary: FragmentType<typeof SummaryBanner_summary>; live: boolean }) {
  const summary = getFragmentData(SummaryBanner_summary, props.summary);
  const election = summary.election;
  if (!election) return null;
  const replay = election.source === 'REPLAY';
  return (
    <Card.Root rounded="2xl" bg={replay ? 'orange.subtle' : 'brand.subtle'} borderColor={replay ? 'orange.muted' : 'brand.muted'}>
      <Card.Body gap="2" p={{ base: '4', md: '5' }}>
        <Flex gap="2" wrap="wrap" align="center">
          <Heading as="h2" size="lg">{election.name}</Heading>
          <Badge colorPalette={STATUS_PALETTE[election.status]}>{STATUS_LABEL[election.status]}</Badge>
          {replay && <Badge colorPalette="orange" variant="solid">Replay — not live results</Badge>}
          {election.source === 'DECLARED' && <Badge colorPalette="green" variant="outline">INEC declared</Badge>}
          {live && election.status === 'ONGOING' && <Badge colorPalette="red" variant="solid">● Live</Badge>}
        </Flex>
        <Text fontSize="sm">{election.description}</Text>
        {replay && election.replayClock && (
          <Text fontSize="sm" fontWeight="semibold" data-testid="replay-clock">
            Replay clock: {lagosDate(election.replayClock, 'dateTime')} (Lagos time, 2023)
          </Text>
        )}
        {election.sourceNote && (
          <Text fontSize="xs" color="fg.muted">{election.sourceNote}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

// Four cards on the portal and on the home page's results tab: styled once by their grid (Chakra's
// card recipe), each card plain elements.
function useStatCardsCss(): SystemStyleObject {
  const card = useSlotRecipe({ key: 'card' });
  return useMemo(
    () => ({
      '& > section': { ...card().root, borderRadius: 'xl', p: '4', gap: '1' },
      '& [data-part=label]': { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' },
      '& [data-part=value]': {
        fontSize: { base: 'lg', sm: 'xl', md: '2xl' },
        fontWeight: 'bold',
        fontVariantNumeric: 'tabular-nums',
        lineHeight: 'short',
        whiteSpace: 'nowrap',
      },
      '& [data-part=detail]': { fontSize: 'xs', color: 'fg.muted' },
    }),
    [card],
  );
}

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <section aria-label={label}>
      <p data-part="label">{label}</p>
      <p data-part="value">{value}</p>
      {detail && <p data-part="detail">{detail}</p>}
    </section>
  );
}

const StatCards_summary = graphql(`
  fragment StatCards_summary on ElectionSummary {
    resultsUploaded
    resultsVerified
    totalPollingUnits
    uploadProgress
    totalValidVotes
    voterTurnout
    leadingParty
    lastUpdated
    election {
      id
      source
    }
  }
`);

/** SPEC §2's four cards. */
export function StatCards(props: { summary: FragmentType<typeof StatCards_summary> }) {
  const summary = getFragmentData(StatCards_summary, props.summary);
  const css = useStatCardsCss();
  const verified =
    summary.resultsVerified === null || summary.resultsVerified === undefined
      ? { value: '—', detail: 'Not tracked for declared results' }
      : {
          value: formatNumber(summary.resultsVerified),
          detail: `${formatPercent(summary.resultsUploaded ? (summary.resultsVerified / summary.resultsUploaded) * 100 : 0)} of uploads`,
        };
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" css={css}>
      <StatCard
        label="Results Uploaded"
        value={formatNumber(summary.resultsUploaded)}
        detail={`of ${formatNumber(summary.totalPollingUnits)} units · ${formatPercent(summary.uploadProgress)}`}
      />
      <StatCard label="Results Verified" value={verified.value} detail={verified.detail} />
      <StatCard
        label="Total Valid Votes"
        value={formatNumber(summary.totalValidVotes)}
        detail={summary.voterTurnout !== null && summary.voterTurnout !== undefined ? `Turnout ${formatPercent(summary.voterTurnout)}` : undefined}
      />
      <StatCard
        label="Leading Party"
        value={summary.leadingParty ?? '—'}
        detail={
          !summary.lastUpdated
            ? 'No results yet'
            : summary.election?.source === 'DECLARED'
              ? `Declared ${lagosDate(summary.lastUpdated, 'dateTime')}`
              : `Updated ${relativeTime(summary.lastUpdated)}`
        }
      />
    </SimpleGrid>
  );
}

const StateGrid_state = graphql(`
  fragment StateGrid_state on AreaResult {
    code
    name
    uploadProgress
    # The leader here, the top three on the card (StateCard_state asks the same): 3 of up to 18
    # parties per state, in the page, the cache and every push on election night.
    results(first: 3) {
      party
      color
    }
  }
`);

// Thirty-seven tiles: styled once here, each tile plain elements.
const STATE_TILES_CSS = {
  '& > *': { textAlign: 'left', p: '2', rounded: 'md', borderWidth: '1px', borderLeftWidth: '4px', borderLeftColor: 'border', bg: 'bg' },
  '& > button': { cursor: 'pointer', _hover: { bg: 'bg.muted' } },
  '& [data-part=name]': { display: 'block', fontSize: 'xs', fontWeight: 'semibold', truncate: true },
  '& [data-part=figures]': { display: 'block', fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
} satisfies SystemStyleObject;

/** Every state as a tile in its leader's colour, with the share of units in: the progress grid. */
export function StateGrid({ onSelect, ...props }: { states: readonly FragmentType<typeof StateGrid_state>[]; onSelect?: (code: string) => void }) {
  const states = getFragmentData(StateGrid_state, props.states);
  if (!states.length) return <Text color="fg.muted">No state results available</Text>;
  const Tile = onSelect ? 'button' : 'div';
  return (
    <SimpleGrid columns={{ base: 3, sm: 4, md: 6, lg: 8 }} gap="1.5" role="list" aria-label="Upload progress by state" css={STATE_TILES_CSS}>
      {states.map((state) => {
        const leader = state.results[0];
        return (
          <Tile
            key={state.code}
            role="listitem"
            onClick={onSelect ? () => onSelect(state.code) : undefined}
            aria-label={`${state.name}: ${formatPercent(state.uploadProgress)} uploaded${leader ? `, ${leader.party} leading` : ''}`}
            style={leader ? { borderLeftColor: leader.color } : undefined}
          >
            <span data-part="name">{state.name}</span>
            <span data-part="figures">
              {formatPercent(state.uploadProgress)} · {leader?.party ?? '—'}
            </span>
          </Tile>
        );
      })}
    </SimpleGrid>
  );
}

const StateCard_state = graphql(`
  fragment StateCard_state on AreaResult {
    code
    name
    status
    reportingUnits
    totalPollingUnits
    reportingLGAs
    totalLGAs
    voterTurnout
    results(first: 3) {
      party
      candidate
      color
      votes
      percentage
    }
  }
`);

/** A state's row on the State Results tab: status, progress and its top three parties. */
export function StateCard({ onOpen, ...props }: { state: FragmentType<typeof StateCard_state>; onOpen?: () => void }) {
  const state = getFragmentData(StateCard_state, props.state);
  const status = AREA_STATUS[state.status];
  return (
    <Card.Root rounded="xl" as="article" aria-label={state.name}>
      <Card.Body p="4" gap="3">
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h3" size="sm">{state.name}</Heading>
          <Badge colorPalette={status.palette}>{status.label}</Badge>
        </Flex>
        <Text fontSize="xs" color="fg.muted">
          {formatNumber(state.reportingUnits)} of {formatNumber(state.totalPollingUnits)} units
          {state.totalLGAs ? ` · ${state.reportingLGAs} of ${state.totalLGAs} LGAs` : ''} · turnout {formatPercent(state.voterTurnout)}
        </Text>
        {state.results.length ? (
          <VoteBars parties={state.results.slice(0, 3)} gap="2" />
        ) : (
          <Text fontSize="sm" color="fg.muted">No results available yet</Text>
        )}
        {onOpen && (
          <Button size="xs" variant="outline" alignSelf="start" onClick={onOpen}>
            LGAs, wards and polling units
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const STRONGHOLDS_SHOWN = 3;

const PartyCard_party = graphql(`
  fragment PartyCard_party on PartyAnalysis {
    party
    partyName
    candidate
    color
    totalVotes
    percentage
    statesWon
    strongholds
  }
`);

/** SPEC §2 Party Analysis: votes, share, states won and strongholds (3, then '+N more'). */
export function PartyCard(props: { party: FragmentType<typeof PartyCard_party> }) {
  const party = getFragmentData(PartyCard_party, props.party);
  const [all, setAll] = useState(false);
  const extra = party.strongholds.length - STRONGHOLDS_SHOWN;
  return (
    <Card.Root rounded="xl" as="article" aria-label={party.partyName} borderTopWidth="4px" borderTopColor={party.color}>
      <Card.Body p="4" gap="2">
        <Flex justify="space-between" align="baseline" gap="2">
          <Heading as="h3" size="sm">{party.party}</Heading>
          <Text fontSize="sm" fontWeight="bold" fontVariantNumeric="tabular-nums">{formatPercent(party.percentage)}</Text>
        </Flex>
        <Text fontSize="xs" color="fg.muted">{party.partyName}{party.candidate ? ` · ${party.candidate}` : ''}</Text>
        <Text fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums">{formatNumber(party.totalVotes)} votes</Text>
        <Text fontSize="sm">States won: {party.statesWon}</Text>
        {party.strongholds.length > 0 && (
          <HStack gap="1" wrap="wrap">
            {(all ? party.strongholds : party.strongholds.slice(0, STRONGHOLDS_SHOWN)).map((name) => (
              <Badge key={name} variant="subtle">{name}</Badge>
            ))}
            {extra > 0 && !all && (
              <Button size="2xs" variant="ghost" onClick={() => setAll(true)}>+{extra} more</Button>
            )}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function LiveUpdateList({ updates }: { updates: ResultsPortalQuery['liveUpdates'] }) {
  if (!updates.length) return <Text color="fg.muted">No live updates available</Text>;
  const palette = { RESULT: 'blue', ANNOUNCEMENT: 'green', UPDATE: 'orange' } as const;
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label="Live updates">
      {updates.map((update) => (
        <Box as="li" key={update.id} p="3" rounded="lg" borderWidth="1px" bg="bg">
          <Flex gap="2" align="center" mb="1">
            <Badge size="sm" colorPalette={palette[update.type]}>{update.type.toLowerCase()}</Badge>
            <Text fontSize="xs" color="fg.muted">{relativeTime(update.timestamp)}</Text>
          </Flex>
          <Text fontSize="sm">{update.message}</Text>
        </Box>
      ))}
    </Stack>
  );
}
