import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PostSkeletons } from '../../components/Skeleton';
import { FeedQuery } from '../posts/documents';
import { FEED_PAGE_SIZE } from '../posts/limits';
import { PostCard } from '../posts/PostCard';
import { useNearScreen } from '../../lib/useNearScreen';

interface AuthorPostsProps {
  userId: string;
  /** Said when there are none: the owner is told differently. */
  emptyText: string;
}

/** The member's posts, newest first (the AUTHOR feed), the next page loading near the end. */
export function AuthorPosts({ userId, emptyText }: AuthorPostsProps) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(FeedQuery, {
    variables: { kind: 'AUTHOR', place: userId, first: FEED_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.feed.pageInfo;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const canLoadMore = Boolean(page?.hasNextPage) && !loadingMore;
  const loadMore = () => {
    if (canLoadMore && page?.endCursor) void fetchMore({ variables: { after: page.endCursor } }).catch(() => undefined);
  };
  const sentinel = useNearScreen<HTMLDivElement>(loadMore, canLoadMore);

  let body;
  if (!data) {
    body = error ? (
      <Stack align="center" gap="2" py="6">
        <Text color="fg.muted">Posts could not be loaded.</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Stack>
    ) : (
      <PostSkeletons />
    );
  } else if (data.feed.edges.length === 0) {
    body = (
      <Text color="fg.muted" textAlign="center" py="8" bg="bg" rounded="xl" borderWidth="1px">
        {emptyText}
      </Text>
    );
  } else {
    body = (
      <>
        {data.feed.edges.map(({ node }) => (
          <PostCard key={node.id} post={node} />
        ))}
        <div ref={sentinel} aria-hidden />
        {page?.hasNextPage && (
          <Center>
            <Button size="sm" variant="outline" loading={loadingMore} onClick={loadMore}>
              Load more posts
            </Button>
          </Center>
        )}
      </>
    );
  }

  return (
    <Stack as="section" aria-labelledby="posts-heading" gap="3">
      <Heading as="h2" id="posts-heading" size="md" px="1">
        Posts
      </Heading>
      {body}
    </Stack>
  );
}
