import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Fragment, useState } from 'react';
import { readApiError } from '../../../apollo/errors';
import { PostSkeletons } from '../../../components/Skeleton';
import type { FeedKind } from '../../../gql/graphql';
import { FeedQuery } from '../documents';
import { AD_EVERY, FEED_PAGE_SIZE, FIRST_SCREEN_POSTS, STAGED_POSTS_STEP } from '../limits';
import { PostCard } from '../PostCard';
import { feedBottomAd, feedMiddleAd } from './ads';
import { FeedEmptyState, FeedMessage, LocationNotice } from './FeedNotices';
import { SponsoredCard } from './SponsoredCard';
import { DataAge } from '../../../components/DataAge';
import { useNearScreen } from '../../../lib/useNearScreen';
import { useStagedCount } from '../../../lib/useStagedCount';

/**
 * One home feed: posts with an advert after every fifth and one at the end, the next page
 * loading as the reader nears the bottom. Cached posts show at once while the feed refreshes.
 * `place` names a topic for the TOPIC feed (location feeds show the member's own place).
 */
export function Feed({ kind, place }: { kind: FeedKind; place?: string }) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(FeedQuery, {
    variables: { kind, place, first: FEED_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const [moreFailed, setMoreFailed] = useState(false);
  const feed = data?.feed;
  const page = feed?.pageInfo;
  const edges = feed?.edges ?? [];
  // On the app's first screen, the drawn page's posts at once and the rest in later tasks; the
  // next page is asked for, and the end shown, once every post of this one is drawn.
  const drawn = useStagedCount(edges.length, FIRST_SCREEN_POSTS, STAGED_POSTS_STEP);
  const complete = drawn === edges.length;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const canLoadMore = complete && Boolean(page?.hasNextPage) && !loadingMore && !moreFailed;

  const loadMore = () => {
    if (!page?.endCursor || !canLoadMore) return;
    fetchMore({ variables: { after: page.endCursor } }).catch(() => setMoreFailed(true));
  };
  const sentinel = useNearScreen<HTMLDivElement>(loadMore, canLoadMore);

  if (!feed) {
    if (error) {
      return (
        <FeedMessage title="Failed to load posts" action={<Button size="sm" variant="outline" onClick={() => void refetch()}>Try again</Button>}>
          {readApiError(error).message ?? 'Check your connection and try again.'}
        </FeedMessage>
      );
    }
    return <PostSkeletons />;
  }
  if (feed.needsLocation) return <LocationNotice kind={kind} />;

  const refreshing = networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.refetch;
  return (
    <Stack gap="3">
      <DataAge query={FeedQuery} variables={{ kind, place }} />
      {refreshing && (
        <Text role="status" textAlign="center" fontSize="sm" color="brand.fg" bg="brand.subtle" rounded="full" py="1.5">
          Refreshing posts...
        </Text>
      )}
      {edges.length === 0 && <FeedEmptyState kind={kind} place={feed.place?.displayName ?? null} />}
      {edges.slice(0, drawn).map(({ node }, index) => (
        <Fragment key={node.id}>
          <PostCard post={node} showMenu={kind !== 'BLOWING'} />
          {(index + 1) % AD_EVERY === 0 && <SponsoredCard item={feedMiddleAd((index + 1) / AD_EVERY - 1)} />}
        </Fragment>
      ))}
      <Box ref={sentinel} aria-hidden />
      {loadingMore && <PostSkeletons count={1} label="Loading more posts" />}
      {moreFailed && (
        <Center>
          <Button size="sm" variant="outline" onClick={() => setMoreFailed(false)}>
            Couldn’t load more posts. Try again
          </Button>
        </Center>
      )}
      {complete && !page?.hasNextPage && !endsWithBottomAd(edges.length) && <SponsoredCard item={feedBottomAd} />}
    </Stack>
  );
}

/**
 * Whether `count` posts already end with the bottom notice, as their last middle one: the same
 * card would otherwise show twice, one under the other.
 */
const endsWithBottomAd = (count: number) =>
  count > 0 && count % AD_EVERY === 0 && feedMiddleAd(count / AD_EVERY - 1).id === feedBottomAd.id;
