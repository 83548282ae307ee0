import { Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { Feed } from './feed/Feed';
import { BackToFeed } from './BackToFeed';

/** /topic/{name}: every live post tagged #name, newest first, open to everyone. */
export default function TopicPage() {
  const name = (useParams().name ?? '').toLowerCase();
  return (
    <PageContainer maxW="2xl">
      <Stack gap="4">
        <BackToFeed />
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="brand.fg" overflowWrap="anywhere">
            #{name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Posts tagged #{name}, newest first
          </Text>
        </Stack>
        <Feed key={name} kind={'TOPIC' as const} place={name} />
      </Stack>
    </PageContainer>
  );
}
