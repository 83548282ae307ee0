import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ExternalLink } from '../../components/ExternalLink';
import { FactList } from '../../components/FactList';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import type { ModerationActionKind, OfficialQuery as OfficialData } from '../../gql/graphql';
import { useViewer } from '../auth/viewer';
import { useViewerPowers } from '../auth/viewerPowers';
import { FollowOfficialMutation, OfficialQuery, UnfollowOfficialMutation } from './documents';
import { sourceSite } from './format';
import { OfficialAdmin } from './OfficialAdmin';
import { PartyTag } from './PartyTag';
import { reportActionError } from '../../lib/signIn';
import { useRequireSignIn } from '../auth/useRequireSignIn';
import { calendarDate, lagosDate } from '../../lib/format';
import { touchHeight } from '../../app/theme';

// Leaflet comes with the map, after the record has shown.
const WardMap = lazyRetry(() => import('../map/WardMap').then((module) => ({ default: module.WardMap })));

type Official = NonNullable<OfficialData['official']>;

const NO_UNITS: never[] = [];

/** What an administrator's change did, as the record's history says it. */
const CHANGE_LABEL: Partial<Record<ModerationActionKind, string>> = {
  ADD_OFFICIAL: 'Added',
  CORRECT_OFFICIAL: 'Corrected',
  END_OFFICIAL_TERM: 'Term ended',
  LINK_OFFICIAL: 'Account linked and verified',
  UNLINK_OFFICIAL: 'Account unlinked',
};

function FollowOfficialButton({ official }: { official: Official }) {
  const requireSignIn = useRequireSignIn();
  const [follow, following] = useMutation(FollowOfficialMutation);
  const [unfollow, unfollowing] = useMutation(UnfollowOfficialMutation);
  const pending = following.loading || unfollowing.loading;
  const toggle = async () => {
    if (!requireSignIn('Please log in to follow officials')) return;
    try {
      const variables = { officialId: official.id };
      await (official.viewerFollows ? unfollow({ variables }) : follow({ variables }));
    } catch (error) {
      reportActionError(error, { title: 'Could not update', description: 'Please try again.' });
    }
  };
  return (
    <Button
      size="sm"
      minW="24"
      colorPalette="brand"
      variant={official.viewerFollows ? 'outline' : 'solid'}
      disabled={pending}
      onClick={() => void toggle()}
      aria-label={official.viewerFollows ? `Unfollow ${official.fullName}` : `Follow ${official.fullName}`}
    >
      {official.viewerFollows ? 'Following' : 'Follow'}
    </Button>
  );
}

/** What the seat covers: the constituency's LGAs, or the state, or Nigeria. */
function seatArea(official: Official): string {
  const constituency = official.federalConstituency ?? official.senatorialDistrict;
  if (constituency) return `${constituency.lgas.map((lga) => lga.displayName).join(', ')} (${official.state?.displayName})`;
  return official.state?.displayName ?? 'Nigeria';
}

/** Public: one official's record, where the seat is, and the follow button. */
export default function OfficialPage() {
  const { officialId = '' } = useParams();
  const { viewer } = useViewer();
  const { data, loading, error } = useQuery(OfficialQuery, { variables: { id: officialId } });
  const powers = useViewerPowers({ skip: !viewer });
  if (loading && !data) return <PageSkeleton />;
  const official = data?.official;
  if (!official) {
    return (
      <PageContainer maxW="3xl">
        <Text role="alert" color={error ? 'fg.error' : 'fg.muted'}>
          {error ? 'Could not load this official. Check your connection and try again.' : 'There is no such official in our record.'}
        </Text>
      </PageContainer>
    );
  }
  const term = official.termStart || official.termEnd
    ? `${official.termStart ? calendarDate(official.termStart) : 'Not recorded'} – ${official.termEnd ? calendarDate(official.termEnd) : 'in office'}`
    : official.isActive ? 'In office (start not recorded)' : 'Ended';

  return (
    <PageContainer maxW="3xl">
      <Stack gap="5">
        <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start" css={touchHeight}>
          <RouterLink to="/representatives">← Your representatives</RouterLink>
        </Link>
        <Card.Root rounded="2xl" as="section" aria-labelledby="official-name" borderTopWidth="4px" borderTopColor={official.partyColor}>
          <Card.Body gap="3">
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" fontWeight="semibold">
              {official.seatName}
            </Text>
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <Heading as="h1" size="2xl" id="official-name" overflowWrap="anywhere">
                {official.fullName}
              </Heading>
              <FollowOfficialButton official={official} />
            </HStack>
            <HStack gap="3" wrap="wrap">
              <PartyTag party={official.party} color={official.partyColor} />
              {!official.isActive && <Badge colorPalette="orange">Term ended</Badge>}
              {official.isVerified && official.linkedAccount && (
                <Badge colorPalette="brand" variant="solid" asChild>
                  <RouterLink to={`/profile/${official.linkedAccount.id}`}>Verified account @{official.linkedAccount.handle}</RouterLink>
                </Badge>
              )}
              <Text fontSize="sm" color="fg.muted">
                {official.followersCount} {official.followersCount === 1 ? 'follower' : 'followers'}
              </Text>
            </HStack>
            <FactList
              facts={[
                { label: 'Office', value: official.title },
                { label: 'Seat covers', value: seatArea(official) },
                { label: 'Party', value: `${official.party} (the ticket INEC declared them elected on)` },
                { label: 'Election', value: official.electedOn ? calendarDate(official.electedOn) : 'Not recorded' },
                { label: 'Term', value: term },
                { label: 'Record as of', value: calendarDate(official.asOf) },
                { label: 'Source', value: <ExternalLink href={official.sourceUrl} css={touchHeight}>{sourceSite(official.sourceUrl)}</ExternalLink> },
                ...(official.note ? [{ label: 'Note', value: official.note }] : []),
              ]}
            />
            <Text fontSize="xs" color="fg.muted">
              A dated record of who INEC declared elected, from the source cited: not a live roster. Seats change through courts,
              defections and by-elections.
            </Text>
          </Card.Body>
        </Card.Root>

        <Stack as="section" aria-labelledby="official-map" gap="2">
          <Heading as="h2" size="md" id="official-map">
            Where the seat is
          </Heading>
          {official.extent ? (
            <>
              <LoadBoundary what="the map" fallback={<Box h={{ base: '320px', md: '460px' }} rounded="xl" bg="bg.muted" />}>
                <WardMap units={NO_UNITS} ownUnit="" extent={official.extent} label={`Map of the area ${official.seatName} covers`} />
              </LoadBoundary>
              <Text fontSize="xs" color="fg.muted">
                Approximate: the box around the centres of {official.extent.wardsPlaced} of its {official.extent.wardsTotal} wards,
                placed from their polling units' names.
              </Text>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No polling unit of this seat has a known position, so it is not on the map.
            </Text>
          )}
        </Stack>

        {official.changes.length > 0 && (
          <Stack as="section" aria-labelledby="official-history" gap="2">
            <Heading as="h2" size="md" id="official-history">
              Changes to this record
            </Heading>
            <Stack as="ul" gap="2">
              {official.changes.map((change) => (
                <Box as="li" key={change.at} listStyleType="none" fontSize="sm">
                  <Text>
                    <Text as="span" fontWeight="semibold">
                      {CHANGE_LABEL[change.action] ?? 'Changed'} on {lagosDate(change.at, 'dateTime')}
                    </Text>
                    {change.reason ? `: ${change.reason}` : ''}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Stack>
        )}

        {powers.isAdmin && <OfficialAdmin official={official} isSuperAdmin={powers.isSuperAdmin} />}
      </Stack>
    </PageContainer>
  );
}
