import { Box, Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { NewsQuery } from './documents';
import { NEWS_PAGE_FRESH_MS, NEWS_PAGE_SIZE } from './format';
import { NewsStory, NewsStoryPlaceholder } from './NewsStory';

/**
 * Latest News, ten stories at a time (SPEC §2, §4): 'Load more stories' asks for the next ten
 * and goes away when the server has no more. Shared by the /news page and the home news tab.
 */
export function NewsList({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(NewsQuery, {
    variables: { first: NEWS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    pollInterval: NEWS_PAGE_FRESH_MS,
  });
  const [moreFailed, setMoreFailed] = useState(false);
  const news = data?.news;
  const stories = news?.edges.map((edge) => edge.node) ?? [];
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const samples = stories.some((story) => story.isDemo);

  const loadMore = () => {
    const after = news?.pageInfo.endCursor;
    if (!after || loadingMore) return;
    setMoreFailed(false);
    fetchMore({ variables: { after } }).catch(() => setMoreFailed(true));
  };

  return (
    <Box as="section" aria-labelledby="latest-news-heading" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden">
      <HStack justify="space-between" px={{ base: '3', md: '4' }} py="3" borderBottomWidth="1px">
        <Heading as={headingLevel} size={headingLevel === 'h1' ? 'xl' : 'md'} id="latest-news-heading">
          Latest News
        </Heading>
      </HStack>
      {samples && (
        <Text role="note" fontSize="sm" bg="orange.subtle" color="orange.fg" px={{ base: '3', md: '4' }} py="2">
          Sample stories: no news feeds are set up on this server yet, so these civic explainers stand in for the news.
        </Text>
      )}
      {!news && error ? (
        <Stack align="center" textAlign="center" gap="3" py="10" px="4">
          <Text role="alert" fontWeight="semibold">Failed to fetch news</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Stack>
      ) : !news ? (
        <Box aria-busy="true" aria-label="Loading news">
          {Array.from({ length: 4 }, (_, i) => (
            <NewsStoryPlaceholder key={i} />
          ))}
        </Box>
      ) : stories.length === 0 ? (
        <Stack align="center" textAlign="center" gap="1" py="10" px="4">
          <Text fontWeight="semibold">No stories yet</Text>
          <Text fontSize="sm" color="fg.muted" maxW="xs">
            The news feeds have not been read yet. Stories appear here within a few minutes.
          </Text>
        </Stack>
      ) : (
        <Box>
          {stories.map((story) => (
            <NewsStory key={story.id} story={story} headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'} />
          ))}
        </Box>
      )}
      {news?.pageInfo.hasNextPage && (
        <Center flexDirection="column" gap="2" p="4" borderTopWidth="1px">
          {moreFailed && <Text role="alert" fontSize="sm" color="fg.error">Failed to fetch news</Text>}
          <Button variant="outline" colorPalette="brand" loading={loadingMore} loadingText="Loading" onClick={loadMore} w={{ base: 'full', sm: 'auto' }}>
            Load more stories
          </Button>
        </Center>
      )}
    </Box>
  );
}
