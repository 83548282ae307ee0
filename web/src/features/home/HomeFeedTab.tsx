import { Heading, Stack, Text } from '@chakra-ui/react';
import type { FeedKind, ViewerFieldsFragment } from '../../gql/graphql';
import { Composer } from '../posts/composer/Composer';
import { Feed } from '../posts/feed/Feed';

interface HomeFeedTabProps {
  kind: FeedKind;
  title: string;
  description: string;
  /** Members get the composer above the feed; visitors only read. */
  viewer: ViewerFieldsFragment | null;
}

export function HomeFeedTab({ kind, title, description, viewer }: HomeFeedTabProps) {
  return (
    <Stack gap="3">
      <Stack gap="0" px="1">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
      {viewer && <Composer viewer={viewer} />}
      {/* Keyed by feed so a tab switch starts with that feed's own scroll and paging state. */}
      <Feed key={kind} kind={kind} />
    </Stack>
  );
}
