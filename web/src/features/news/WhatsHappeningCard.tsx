import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql } from '../../gql';
import { NewsQuery } from './documents';
import { newsTitle, SIDEBAR_NEWS_FETCHED, SIDEBAR_NEWS_REFRESH_MS, SIDEBAR_NEWS_SHOWN } from './format';
import { relativeTime } from '../../lib/format';

const WhatsHappeningCard_story = graphql(`
  fragment WhatsHappeningCard_story on NewsItem {
    id
    title
    source
    url
    publishedAt
    isDemo
  }
`);

/** The right sidebar's 'What's happening': four stories (five fetched), refreshed every 3 minutes. */
export function WhatsHappeningCard() {
  const { data, error } = useQuery(NewsQuery, {
    variables: { first: SIDEBAR_NEWS_FETCHED },
    pollInterval: SIDEBAR_NEWS_REFRESH_MS,
  });
  const stories = data?.news.edges.slice(0, SIDEBAR_NEWS_SHOWN).map((edge) => getFragmentData(WhatsHappeningCard_story, edge.node)) ?? [];
  return (
    <Card.Root as="section" aria-labelledby="whats-happening-heading" rounded="2xl">
      <Card.Header pb="1">
        <Heading as="h2" id="whats-happening-heading" size="md">
          What's happening
        </Heading>
      </Card.Header>
      <Card.Body pt="1" gap="3">
        {stories.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" py="2" role={error ? 'alert' : undefined}>
            {error && !data ? 'Failed to fetch latest news' : 'Loading news...'}
          </Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {stories.map((story) => (
              <li key={story.id}>
                <HStack gap="1.5" fontSize="xs" color="fg.muted">
                  <Text truncate>{story.source}</Text>
                  <Text aria-hidden>·</Text>
                  <Text flexShrink={0}>
                    <time dateTime={story.publishedAt}>{relativeTime(story.publishedAt)}</time>
                  </Text>
                  {story.isDemo && <Badge size="xs" colorPalette="orange">Sample</Badge>}
                </HStack>
                <Link
                  href={story.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  fontSize="sm"
                  fontWeight="semibold"
                  lineHeight="short"
                  title={story.title}
                  _hover={{ color: 'brand.fg' }}
                >
                  {newsTitle(story.title)}
                </Link>
              </li>
            ))}
          </Stack>
        )}
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium" fontSize="sm">
          <RouterLink to="/news">View all news</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
