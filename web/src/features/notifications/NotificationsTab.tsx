import { Box, Button, Center, Heading, HStack, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readApiError } from '../../apollo/errors';
import { addToList } from '../../apollo/typePolicies';
import { useSocketFallback } from '../../apollo/useSocketFallback';
import { BellIcon } from '../../components/icons';
import type { NotificationRow_NotificationFragment } from '../../gql/graphql';
import { openMessages } from '../messages/dialogState';
import { useProfileHref } from '../posts/PostCard';
import {
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  NotificationAddedSubscription,
  NotificationsQuery,
} from './documents';
import { CheckAllIcon } from './icons';
import { NotificationPlaceholders, NotificationRow } from './NotificationRow';
import { notificationTarget } from './target';
import { refetchUnreadCounts, useUnreadCounts } from './unread';
import { useNearScreen } from '../../lib/useNearScreen';
import { reportActionError } from '../../lib/signIn';

export const NOTIFICATIONS_PAGE = 20;

function Frame({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby="notifications-heading" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden">
      <HStack justify="space-between" gap="3" px={{ base: '3', md: '4' }} py="3" borderBottomWidth="1px">
        <Heading as="h2" size="md" id="notifications-heading">
          Notifications
        </Heading>
        {action}
      </HStack>
      <Box p={{ base: '1.5', md: '2' }}>{children}</Box>
    </Box>
  );
}

function EmptyState() {
  return (
    <Stack align="center" textAlign="center" gap="2" px="5" py="10">
      <Center boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg">
        <Icon as={BellIcon} boxSize="6" />
      </Center>
      <Heading as="h3" size="sm">
        No notifications yet
      </Heading>
      <Text color="fg.muted" fontSize="sm" maxW="xs">
        When someone follows you, likes, comments on, reposts or mentions your posts, or messages you, it shows up here.
      </Text>
    </Stack>
  );
}

/**
 * The home page's notifications tab: newest first, more on scroll, new ones arriving on top as
 * they happen. Opening one marks it read and goes to what it is about.
 */
export default function NotificationsTab() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const profileHref = useProfileHref();
  const query = useQuery(NotificationsQuery, {
    variables: { first: NOTIFICATIONS_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, error, networkStatus, fetchMore, refetch } = query;
  useSocketFallback(query);
  const [moreFailed, setMoreFailed] = useState(false);
  const unread = useUnreadCounts();

  // The answer is written to the cache first, then put on top once: a new message refreshes its
  // conversation's notification rather than adding one.
  useSubscription(NotificationAddedSubscription, {
    onData: ({ data: event }) => {
      const added = event.data?.notificationAdded;
      if (added) addToList(client.cache, { field: 'notifications', item: added, at: 'top' });
    },
  });

  const [markRead] = useMutation(MarkNotificationReadMutation, { refetchQueries: refetchUnreadCounts });
  const [markAllRead, { loading: markingAll }] = useMutation(MarkAllNotificationsReadMutation, {
    refetchQueries: refetchUnreadCounts,
    update(cache) {
      for (const { node } of data?.notifications.edges ?? []) {
        if (!node.read) cache.modify({ id: cache.identify(node), fields: { read: () => true } });
      }
    },
  });

  const open = (notification: NotificationRow_NotificationFragment) => {
    if (!notification.read) {
      // Read at once here; should the server fail, the next load shows it unread again.
      client.cache.modify({ id: client.cache.identify(notification), fields: { read: () => true } });
      void markRead({ variables: { id: notification.id } }).catch(() => {});
    }
    const target = notificationTarget(notification, profileHref);
    if ('conversationId' in target) openMessages(target.conversationId);
    else navigate(target.path);
  };

  const list = data?.notifications;
  const page = list?.pageInfo;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const canLoadMore = Boolean(page?.hasNextPage) && !loadingMore && !moreFailed;
  const sentinel = useNearScreen<HTMLDivElement>(() => {
    if (!page?.endCursor || !canLoadMore) return;
    fetchMore({ variables: { after: page.endCursor } }).catch(() => setMoreFailed(true));
  }, canLoadMore);

  const anyUnread = unread.notifications > 0 || (list?.edges.some(({ node }) => !node.read) ?? false);
  const markAll = anyUnread && (
    <Button
      size="xs"
      variant="ghost"
      colorPalette="brand"
      loading={markingAll}
      onClick={() =>
        void markAllRead().catch((failure: unknown) =>
          reportActionError(failure, { title: 'Error', description: 'Failed to mark notifications as read' }),
        )
      }
    >
      <CheckAllIcon /> Mark all as read
    </Button>
  );

  if (!list) {
    return (
      <Frame>
        {error ? (
          <Stack align="center" py="8" gap="3" textAlign="center">
            <Text color="fg.muted" fontSize="sm">
              {readApiError(error).message ?? 'Failed to load notifications. Check your connection and try again.'}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <NotificationPlaceholders />
        )}
      </Frame>
    );
  }

  return (
    <Frame action={markAll}>
      {list.edges.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack as="ul" gap="1" aria-label="Notifications">
          {list.edges.map(({ node }) => (
            <NotificationRow key={node.id} notification={node} onOpen={open} />
          ))}
        </Stack>
      )}
      <Box ref={sentinel} aria-hidden />
      {loadingMore && (
        <Center role="status" gap="2" py="4" color="fg.muted" fontSize="sm">
          <Spinner size="sm" color="brand.solid" /> Loading more notifications...
        </Center>
      )}
      {moreFailed && (
        <Center py="3">
          <Button size="sm" variant="outline" onClick={() => setMoreFailed(false)}>
            Couldn’t load more notifications. Try again
          </Button>
        </Center>
      )}
    </Frame>
  );
}
