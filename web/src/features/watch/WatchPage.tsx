import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { SectionCard } from '../../components/SectionCard';
import { PageSkeleton } from '../../components/PageSkeleton';
import { getFragmentData, graphql } from '../../gql';
import type { WatchPageQuery as WatchPageData } from '../../gql/graphql';
import { ViewerPowersFields } from '../auth/documents';
import { AreaBrowser } from './AreaBrowser';
import { FlaggedUnits } from './FlaggedUnits';
import { IncidentList } from './IncidentList';
import { ReportIncidentDialog } from './ReportIncidentDialog';
import { ReviewQueue } from './ReviewQueue';
import { OwnUnitSummary, UnitPanel } from './UnitPanel';
import { useRequireSignIn } from '../auth/useRequireSignIn';
import { COARSE, touchHeight } from '../../app/theme';

export const WatchPageQuery = graphql(`
  query WatchPage($place: String, $electionId: ID) {
    me {
      ...ViewerPowers
      state
      lga
      ward
      pollingUnit
    }
    electionSummary(electionId: $electionId) {
      election {
        id
        name
        status
        source
        candidates {
          party {
            abbreviation
          }
        }
      }
    }
    watchSummary(place: $place, electionId: $electionId) {
      electionId
      area {
        name
      }
      ...AreaBrowser_summary
    }
  }
`);

// The same selection as the page's watchSummary, which each event replaces.
const WatchUpdatedSubscription = graphql(`
  subscription WatchUpdated($place: String, $electionId: ID) {
    watchUpdated(place: $place, electionId: $electionId) {
      electionId
      area {
        name
      }
      ...AreaBrowser_summary
    }
  }
`);

/** When the live connection fails, the page reloads its counts this often. */
export const FALLBACK_POLL_MS = 30_000;

export type WatchViewer = { id: string; role: string | null; isAdmin: boolean; ward: string | null; lga: string | null; state: string | null; pollingUnit: string | null };

/** Who may verify or dismiss reports: moderators (administrators) and accredited observers. */
export const canReview = (viewer: WatchViewer | null) => !!viewer && (viewer.isAdmin || viewer.role === 'OBSERVER');

/**
 * /watch: what members report and read at polling units during an election, by area (Nigeria,
 * state, LGA, ward, unit), kept current by the watchUpdated subscription; the member's own unit
 * and ward first. `?place=` is the area, `?unit=` a unit's drill-down, `?election=` pins one election.
 */
export default function WatchPage() {
  const [params, setParams] = useSearchParams();
  const place = params.get('place') || 'NG';
  const unit = params.get('unit');
  const pinned = params.get('election');
  const [liveFailed, setLiveFailed] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(WatchPageQuery, {
    variables: { place, electionId: pinned },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    pollInterval: liveFailed ? FALLBACK_POLL_MS : 0,
  });
  const page = data ?? previousData;
  const summary = page?.watchSummary ?? null;
  const electionId = summary?.electionId ?? null;
  const [pushed, setPushed] = useState<WatchPageData['watchSummary'] | null>(null);
  /** Moves each time the watch moves here, so the lists below read again. */
  const [moved, setMoved] = useState(0);
  const [reporting, setReporting] = useState(false);
  const requireSignIn = useRequireSignIn();

  useEffect(() => setPushed(null), [place, data]);
  useSubscription(WatchUpdatedSubscription, {
    variables: { place, electionId },
    skip: !electionId,
    onData: ({ data: event }) => {
      const update = event.data?.watchUpdated;
      if (!update) return;
      setLiveFailed(false);
      setPushed(update);
      setMoved((n) => n + 1);
    },
    onError: () => setLiveFailed(true),
  });

  const go = useMemo(
    () => (next: { place?: string; unit?: string | null }) => {
      const search = new URLSearchParams(params);
      if (next.place !== undefined) search.set('place', next.place);
      if (next.unit) search.set('unit', next.unit);
      else search.delete('unit');
      setParams(search);
      window.scrollTo?.({ top: 0 });
    },
    [params, setParams],
  );

  const openPlace = useCallback((code: string) => go({ place: code, unit: null }), [go]);
  const openUnit = useCallback((code: string) => go({ unit: code }), [go]);

  if (loading && !page) return <PageSkeleton />;
  const viewer: WatchViewer | null = page?.me ? { ...page.me, ...getFragmentData(ViewerPowersFields, page.me) } : null;
  const election = page?.electionSummary.election ?? null;
  const current = pushed && pushed.electionId === electionId ? pushed : summary;

  return (
    <PageContainer maxW="4xl">
      <Stack gap="5">
        <Stack gap="1">
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
            <Heading as="h1" size="2xl">
              Polling-unit watch
            </Heading>
            {current && <Badge colorPalette={liveFailed ? 'gray' : 'green'}>{liveFailed ? 'Refreshing every 30 s' : 'Live'}</Badge>}
          </HStack>
          <Text color="fg.muted">
            What voters report and read at their polling units{election && !pinned ? `: ${election.name}` : ''}. Reporters are never named.
          </Text>
        </Stack>

        {!current ? (
          <Card.Root rounded="2xl">
            <Card.Body gap="2">
              <Heading as="h2" size="md">
                {error && !error.message.match(/no election/i) ? 'Could not load the watch' : 'No election to watch'}
              </Heading>
              <Text color="fg.muted">
                {error && !error.message.match(/no election/i)
                  ? 'Check your connection and try again.'
                  : 'Reports and result sheets open when an election is under way.'}
              </Text>
              {error && (
                <Button alignSelf="flex-start" variant="outline" onClick={() => void refetch()}>
                  Try again
                </Button>
              )}
            </Card.Body>
          </Card.Root>
        ) : (
          <>
            <OwnUnitCard viewer={viewer} electionId={current.electionId} onOpen={(code) => go({ place: code.slice(0, 8), unit: code })} />
            <HStack gap="2" wrap="wrap">
              <Button colorPalette="brand" onClick={() => requireSignIn('Please log in to report an incident') && setReporting(true)}>
                Report an incident
              </Button>
              {viewer && canReview(viewer) && (
                <Button asChild variant="outline">
                  <a href="#review">Review reports</a>
                </Button>
              )}
            </HStack>
            {unit && (
              <UnitPanel
                puCode={unit}
                electionId={current.electionId}
                parties={election?.candidates.map((c) => c.party.abbreviation) ?? []}
                moved={moved}
                onClose={() => go({ unit: null })}
                onReport={() => requireSignIn('Please log in to report an incident') && setReporting(true)}
              />
            )}
            <AreaBrowser summary={current} viewer={viewer} onPlace={openPlace} onUnit={openUnit} />
            <FlaggedUnits place={unit ?? place} electionId={current.electionId} moved={moved} onUnit={(code) => go({ place: code.slice(0, 8), unit: code })} />
            <IncidentList place={unit ?? place} placeName={unit ? null : current.area.name} electionId={current.electionId} viewer={viewer} moved={moved} />
            <OpenData electionId={current.electionId} />
            {viewer && canReview(viewer) && (
              <Box id="review">
                <ReviewQueue viewerId={viewer.id} />
              </Box>
            )}
          </>
        )}
      </Stack>
      {reporting && current && (
        <ReportIncidentDialog
          electionId={current.electionId}
          initialUnit={unit ?? viewer?.pollingUnit ?? ''}
          onClose={() => setReporting(false)}
          onReported={() => setMoved((n) => n + 1)}
        />
      )}
    </PageContainer>
  );
}

const DOWNLOADS = [
  ['incidents.csv', 'Incident reports (CSV)'],
  ['incidents.geojson', 'Incident reports (GeoJSON)'],
  ['crowd-figures.csv', 'Crowd figures (CSV)'],
  ['crowd-figures.geojson', 'Crowd figures (GeoJSON)'],
] as const;

/** The election's watch as files, for newsrooms and observers: no reporters, words or photos. */
function OpenData({ electionId }: { electionId: string }) {
  return (
    <SectionCard
      title="Open data"
      description="This election’s incident reports (without reporters, descriptions or photos) and every unit’s crowd figures beside the official sheet. Also as GraphQL: incidents, crowdFigures."
    >
      {/* Rows of 44 px links need no gap between them. */}
      <HStack gap="3" wrap="wrap" css={{ [COARSE]: { rowGap: '0' } }}>
        {DOWNLOADS.map(([file, label]) => (
          <Link key={file} href={`/api/watch/open-data/${electionId}/${file}`} download colorPalette="brand" color="colorPalette.fg" fontSize="sm" css={touchHeight}>
            {label}
          </Link>
        ))}
      </HStack>
    </SectionCard>
  );
}

/** The member's own unit first: a link to its drill-down, or how to set it. */
function OwnUnitCard({ viewer, electionId, onOpen }: { viewer: WatchViewer | null; electionId: string; onOpen: (code: string) => void }) {
  if (!viewer) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Link asChild colorPalette="brand" color="colorPalette.fg">
          <RouterLink to="/login">Sign in</RouterLink>
        </Link>{' '}
        to report incidents, confirm what others report and enter your unit’s result sheet.
      </Text>
    );
  }
  if (!viewer.pollingUnit) {
    return (
      <Card.Root rounded="2xl" bg="brand.subtle" borderColor="brand.muted" as="section" aria-label="Your polling unit">
        <Card.Body gap="2">
          <Text fontSize="sm">
            Save your polling unit in your profile: your unit and ward then come first here, your confirmations count towards
            corroboration, and you can enter your unit’s result sheet.
          </Text>
          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold" alignSelf="flex-start">
            <RouterLink to="/profile/settings">Go to profile settings</RouterLink>
          </Link>
        </Card.Body>
      </Card.Root>
    );
  }
  return <OwnUnitSummary puCode={viewer.pollingUnit} electionId={electionId} onOpen={() => onOpen(viewer.pollingUnit!)} />;
}
