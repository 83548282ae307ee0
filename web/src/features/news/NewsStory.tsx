import { Badge, Box, Heading, HStack, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { relativeTime } from '../../lib/format';
import { touchHeight } from '../../app/theme';

const NewsStory_story = graphql(`
  fragment NewsStory_story on NewsItem {
    id
    title
    description
    source
    url
    urlToImage
    publishedAt
    isDemo
  }
`);

/** One story on the news page or tab: source and age, headline linking out (new tab), summary, picture. Its headline is one level under the list's. */
export function NewsStory({ headingLevel, ...props }: { story: FragmentType<typeof NewsStory_story>; headingLevel: 'h2' | 'h3' }) {
  const story = getFragmentData(NewsStory_story, props.story);
  return (
    <Box as="article" aria-label={story.title} py="4" px={{ base: '3', md: '4' }} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack align="start" gap="3">
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
            <Text fontWeight="semibold" color="fg">{story.source}</Text>
            <Text as="span" aria-hidden>·</Text>
            <time dateTime={story.publishedAt}>{relativeTime(story.publishedAt)}</time>
            {story.isDemo && <Badge size="sm" colorPalette="orange">Sample</Badge>}
          </HStack>
          <Heading as={headingLevel} size="sm" lineHeight="short">
            <Link href={story.url} target="_blank" rel="noopener noreferrer" _hover={{ color: 'brand.fg', textDecoration: 'underline' }} css={touchHeight}>
              {story.title}
            </Link>
          </Heading>
          {story.description && (
            <Text fontSize="sm" color="fg.muted" lineClamp={3}>
              {story.description}
            </Text>
          )}
        </Stack>
        {story.urlToImage && (
          <Image
            src={story.urlToImage}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
            boxSize={{ base: '16', md: '20' }}
            objectFit="cover"
            rounded="lg"
            flexShrink={0}
            bg="bg.muted"
            onError={(event) => {
              event.currentTarget.style.display = 'none';
            }}
          />
        )}
      </HStack>
    </Box>
  );
}

export function NewsStoryPlaceholder() {
  return (
    <Stack gap="2" py="4" px={{ base: '3', md: '4' }} borderBottomWidth="1px" aria-hidden>
      <Skeleton h="3" w="32" />
      <Skeleton h="4" w="full" />
      <Skeleton h="4" w="2/3" />
    </Stack>
  );
}
