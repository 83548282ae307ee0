import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FeedKind } from '../../../gql/graphql';
import { AlertIcon } from '../icons';

interface FeedMessageProps {
  title?: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'warning';
}

/** A feed's message in place of posts: empty, failed, or missing location. */
export function FeedMessage({ title, children, action, tone = 'neutral' }: FeedMessageProps) {
  const warning = tone === 'warning';
  return (
    <Stack
      as="section"
      aria-label={title}
      align="center"
      textAlign="center"
      gap="2"
      px="5"
      py="8"
      rounded="xl"
      borderWidth="1px"
      bg={warning ? 'orange.subtle' : 'bg'}
      borderColor={warning ? 'orange.muted' : undefined}
    >
      {warning && <AlertIcon boxSize="6" color="orange.fg" />}
      {title && (
        <Heading as="h3" size="md">
          {title}
        </Heading>
      )}
      <Text color="fg.muted" maxW="sm">
        {children}
      </Text>
      {action}
    </Stack>
  );
}

const NOTICES: Record<'STATE' | 'LGA' | 'WARD', { title: string; text: string }> = {
  STATE: { title: 'State Information Required', text: 'Please update your state information to see posts from your state.' },
  LGA: {
    title: 'LGA Information Required',
    text: 'Please update your local government area information to see posts from your LGA.',
  },
  WARD: { title: 'Ward Information Required', text: 'Please update your ward information to see posts from your ward.' },
};

/** A location feed asked for by a member who has not saved that level of their location. */
export function LocationNotice({ kind }: { kind: FeedKind }) {
  const notice = NOTICES[kind as keyof typeof NOTICES];
  if (!notice) return null;
  return (
    <FeedMessage
      tone="warning"
      title={notice.title}
      action={
        <Button asChild colorPalette="brand" size="sm" mt="2">
          <RouterLink to="/profile/settings">Update your location</RouterLink>
        </Button>
      }
    >
      {notice.text}
    </FeedMessage>
  );
}

/** SPEC §2 empty states. */
export function FeedEmptyState({ kind, place }: { kind: FeedKind; place: string | null }) {
  if (kind === 'BLOWING') return <FeedMessage>No trending posts yet. Engage with posts to see them here!</FeedMessage>;
  if (kind === 'FOLLOWING') return <FeedMessage>Follow some people to see their posts in your timeline.</FeedMessage>;
  if (kind === 'TOPIC') return <FeedMessage>{`No posts about ${place ?? 'this topic'} yet. Write one and tag it!`}</FeedMessage>;
  return <FeedMessage>{place ? `Be the first to post in ${place}.` : 'No posts to show'}</FeedMessage>;
}
