import { Badge, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { getFragmentData, graphql } from '../../gql';
import type { UnitPanel_WatchFragment, WatchFiguresFieldsFragment } from '../../gql/graphql';
import { PollingUnitPlaces } from '../geo/documents';
import { WatchFiguresFields } from './documents';
import { count, CROWD_LABEL, CROWD_PALETTE, sheetSourceLabel } from './labels';
import { SheetDialog } from './SheetDialog';
import { formatCount } from '../../lib/format';

const UnitPanel_watch = graphql(`
  fragment UnitPanel_watch on UnitWatch {
    puCode
    electionId
    crowdStatus
    submissions
    agreeing
    largestGap
    officialSource
    viewerCanSubmit
    crowd {
      ...WatchFiguresFields
    }
    official {
      ...WatchFiguresFields
    }
    viewerReading {
      ...WatchFiguresFields
    }
    readings {
      submissions
      viewerSubmitted
      photoUrls
      figures {
        ...WatchFiguresFields
      }
    }
    differences {
      figure
      label
      gap
      values {
        source
        value
        submissions
        sheetSource
      }
    }
    incidents {
      total
      open
      corroborated
      verified
    }
    pollingUnit {
      ...PollingUnitPlaces
    }
    ...SheetDialog_watch
  }
`);

const OwnUnitSummary_watch = graphql(`
  fragment OwnUnitSummary_watch on UnitWatch {
    puCode
    crowdStatus
    incidents {
      total
    }
    pollingUnit {
      puCode
      displayName
    }
  }
`);

const UnitWatchQuery = graphql(`
  query UnitWatch($pollingUnit: String!, $electionId: ID) {
    unitWatch(pollingUnit: $pollingUnit, electionId: $electionId) {
      puCode
      ...UnitPanel_watch
      ...OwnUnitSummary_watch
    }
  }
`);

function useUnitWatch(puCode: string, electionId: string, moved = 0) {
  const query = useQuery(UnitWatchQuery, { variables: { pollingUnit: puCode, electionId }, fetchPolicy: 'cache-and-network' });
  const { refetch } = query;
  useEffect(() => {
    if (moved) void refetch().catch(() => undefined);
  }, [moved, refetch]);
  return query;
}

/** The figures as rows: the totals, then every party either side gives. */
function figureRows(official: WatchFiguresFieldsFragment | null, crowd: WatchFiguresFieldsFragment | null) {
  const parties = [...new Set([...(official?.votes ?? []), ...(crowd?.votes ?? [])].map((v) => v.party))];
  const vote = (f: WatchFiguresFieldsFragment | null, party: string) => (f ? (f.votes.find((v) => v.party === party)?.votes ?? 0) : null);
  return [
    { key: 'registered', label: 'Registered', official: official?.registered ?? null, crowd: crowd?.registered ?? null },
    { key: 'accredited', label: 'Accredited', official: official?.accredited ?? null, crowd: crowd?.accredited ?? null },
    { key: 'rejected', label: 'Rejected', official: official?.rejected ?? null, crowd: crowd?.rejected ?? null },
    { key: 'totalValid', label: 'Total valid', official: official?.totalValid ?? null, crowd: crowd?.totalValid ?? null },
    ...parties.map((party) => ({ key: party, label: party, official: vote(official, party), crowd: vote(crowd, party) })),
  ];
}

const shown = (n: number | null) => (n === null ? '—' : formatCount(n));

/** Official, crowd and flagged figures side by side, a row a figure; what disagrees is marked. */
function SideBySide({ watch }: { watch: UnitPanel_WatchFragment }) {
  const differs = new Map(watch.differences.map((d) => [d.figure, d]));
  /** What else members read for a figure that differs; the gap when only the official sheet differs. */
  const flagged = (key: string, crowd: number | null) => {
    const difference = differs.get(key);
    if (!difference) return '';
    const others = difference.values.filter((v) => v.source === 'CROWD' && v.value !== crowd);
    return others.length ? others.map((v) => `${shown(v.value)} (${v.submissions})`).join(', ') : `gap ${shown(difference.gap)}`;
  };
  return (
    <Table.Root size="sm" fontSize="xs" maxW="xl" aria-label={`Figures at ${getFragmentData(PollingUnitPlaces, watch.pollingUnit).displayName}`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Figure</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Official</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Crowd</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Flagged</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {figureRows(getFragmentData(WatchFiguresFields, watch.official) ?? null, getFragmentData(WatchFiguresFields, watch.crowd) ?? null).map((row) => (
          <Table.Row key={row.key} bg={differs.has(row.key) ? 'red.subtle' : undefined} aria-label={differs.has(row.key) ? `${row.label}: differs` : row.label}>
            <Table.Cell fontWeight={differs.has(row.key) ? 'semibold' : undefined}>{row.label}</Table.Cell>
            <Table.Cell textAlign="end">{shown(row.official)}</Table.Cell>
            <Table.Cell textAlign="end">{shown(row.crowd)}</Table.Cell>
            <Table.Cell textAlign="end" color="red.700">
              {flagged(row.key, row.crowd)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Each figure the sheets disagree on, with every value and who gives it. */
function Differences({ watch }: { watch: UnitPanel_WatchFragment }) {
  if (!watch.differences.length) return null;
  return (
    <Stack gap="1" as="section" aria-label="Differences">
      <Text fontWeight="semibold" color="red.700">
        Flagged: the sheets differ on {count(watch.differences.length, 'figure')}
      </Text>
      {watch.differences.map((d) => (
        <Text key={d.figure} fontSize="sm">
          {d.label}:{' '}
          {d.values
            .map((v) =>
              v.source === 'CROWD' ? `${shown(v.value)} (${count(v.submissions ?? 0, 'member')})` : `${shown(v.value)} (${sheetSourceLabel(v.sheetSource)})`,
            )
            .join(' vs ')}{' '}
          — a gap of {shown(d.gap)}
        </Text>
      ))}
    </Stack>
  );
}

interface UnitPanelProps {
  puCode: string;
  electionId: string;
  /** The election's parties, for the sheet form. */
  parties: readonly string[];
  moved: number;
  onClose: () => void;
  onReport: () => void;
}

/** A unit's drill-down: the verdict, official and crowd figures side by side, the differences, and what a member there can do. */
export function UnitPanel({ puCode, electionId, parties, moved, onClose, onReport }: UnitPanelProps) {
  const { data, previousData, error } = useUnitWatch(puCode, electionId, moved);
  const [entering, setEntering] = useState(false);
  const watch = getFragmentData(UnitPanel_watch, (data ?? previousData)?.unitWatch);
  if (!watch) {
    return <Text color={error ? 'fg.error' : 'fg.muted'}>{error ? 'This polling unit could not be loaded.' : 'Loading the polling unit…'}</Text>;
  }
  const unit = getFragmentData(PollingUnitPlaces, watch.pollingUnit);
  return (
    <Card.Root rounded="2xl" as="section" aria-label={`Polling unit ${unit.displayName}`}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0">
            <Heading as="h2" size="md">
              {unit.displayName}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              {unit.puCode} · {unit.ward.displayName} ward · {unit.lga.displayName} · {unit.state.displayName}
            </Text>
          </Stack>
          <Button size="xs" variant="ghost" onClick={onClose}>
            Close
          </Button>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={CROWD_PALETTE[watch.crowdStatus]} size="lg">
            {CROWD_LABEL[watch.crowdStatus]}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {count(watch.submissions, 'reading')}
            {watch.submissions > 1 ? `, ${watch.agreeing} agreeing` : ''} · {count(watch.incidents.total, 'report')}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {watch.official ? `Official: the ${sheetSourceLabel(watch.officialSource)}.` : 'No official sheet yet.'} Crowd: the figures most
          members registered here read on the posted sheet.
        </Text>
        <SideBySide watch={watch} />
        <Differences watch={watch} />
        <HStack gap="2" wrap="wrap">
          {watch.viewerCanSubmit && (
            <Button colorPalette="brand" size="sm" onClick={() => setEntering(true)}>
              {watch.viewerReading ? 'Correct your reading of the sheet' : 'Enter the result sheet'}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onReport}>
            Report an incident here
          </Button>
        </HStack>
      </Card.Body>
      {entering && <SheetDialog watch={watch} parties={parties} onClose={() => setEntering(false)} />}
    </Card.Root>
  );
}

/** The member's own unit, first on the page: its verdict and reports, and a way in. */
export function OwnUnitSummary({ puCode, electionId, onOpen }: { puCode: string; electionId: string; onOpen: () => void }) {
  const { data, previousData } = useUnitWatch(puCode, electionId);
  const watch = getFragmentData(OwnUnitSummary_watch, (data ?? previousData)?.unitWatch);
  return (
    <Card.Root rounded="2xl" as="section" aria-label="Your polling unit" bg="brand.subtle" borderColor="brand.muted">
      <Card.Body gap="2">
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          Your polling unit
        </Text>
        <Heading as="h2" size="md">
          {watch?.pollingUnit.displayName ?? puCode}
        </Heading>
        {watch && (
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={CROWD_PALETTE[watch.crowdStatus]}>{CROWD_LABEL[watch.crowdStatus]}</Badge>
            <Text fontSize="sm">{count(watch.incidents.total, 'report')}</Text>
          </HStack>
        )}
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onOpen}>
          Open your unit
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
