import { Box, Button, Center, Flex, HStack, IconButton, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { Link as RouterLink } from 'react-router-dom';
import { addToList } from '../../apollo/typePolicies';
import { useSocketFallback } from '../../apollo/useSocketFallback';
import { ArrowLeftIcon, ChatIcon } from '../../components/icons';
import { UserAvatar } from '../../components/UserAvatar';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { Thread_MessageFragment } from '../../gql/graphql';
import { refetchUnreadCounts } from '../notifications/unread';
import { ConversationsQuery, MarkConversationReadMutation, MessagesReadSubscription, SendMessageMutation } from './documents';
import { EmptyPane } from './EmptyPane';
import { MessageComposer } from './MessageComposer';
import { DataAge } from '../../components/DataAge';
import { isUnreachable } from '../../apollo/errors';
import { isOnline } from '../../apollo/connectivity';
import { enqueue } from '../offline/outbox';
import { useNearScreen } from '../../lib/useNearScreen';
import { relativeTime } from '../../lib/format';
import { reportActionError } from '../../lib/signIn';
import { COARSE, touchTarget } from '../../app/theme';

const ReportDialog = lazyRetry(() => import('../moderation/ReportDialog').then((m) => ({ default: m.ReportDialog })));

const Bubble_message = graphql(`
  fragment Bubble_message on Message {
    id
    content
    createdAt
  }
`);

/** A message as the thread places it (who sent it, when, whether read) and its bubble shows it. */
const Thread_message = graphql(`
  fragment Thread_message on Message {
    id
    conversationId
    senderId
    createdAt
    isRead
    ...Bubble_message
  }
`);

const Thread_conversation = graphql(`
  fragment Thread_conversation on Conversation {
    id
    otherParticipant {
      id
      displayName
      handle
      avatarUrl
    }
  }
`);

export const MessagesQuery = graphql(`
  query Messages($conversationId: ID!, $first: Int!, $after: String) {
    messages(conversationId: $conversationId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...Thread_message
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const MessageAddedSubscription = graphql(`
  subscription MessageAdded($conversationId: ID!) {
    messageAdded(conversationId: $conversationId) {
      ...Thread_message
    }
  }
`);

export const THREAD_PAGE = 30;
/** Messages closer together than this from one sender share one timestamp. */
const GROUP_MS = 5 * 60_000;

const threadVariables = (conversationId: string) => ({ conversationId, first: THREAD_PAGE });

/** Puts a message at the bottom of its thread (once: the sender gets it from the mutation and the subscription). */
function addToThread(cache: ApolloCache, message: Thread_MessageFragment) {
  addToList(cache, { field: 'messages', args: { conversationId: message.conversationId }, item: message, at: 'top' });
  cache.modify({
    id: cache.identify({ __typename: 'Conversation', id: message.conversationId }),
    fields: {
      lastMessage: (_, { toReference }) => toReference(message, true) ?? null,
      lastMessageAt: () => message.createdAt,
    },
  });
}

interface BubbleProps {
  message: FragmentType<typeof Bubble_message>;
  mine: boolean;
  /** The last of a run from one sender: when it was sent. */
  showTime: boolean;
  /** The viewer's last message, read by the other member. */
  seen: boolean;
}

function Bubble({ mine, showTime, seen, ...props }: BubbleProps) {
  const message = getFragmentData(Bubble_message, props.message);
  const [reporting, setReporting] = useState(false);
  return (
    <Stack as="li" listStyleType="none" gap="0.5" align={mine ? 'flex-end' : 'flex-start'} data-mine={mine || undefined}>
      <Box
        maxW={{ base: '85%', md: '75%' }}
        px="3.5"
        py="2"
        rounded="2xl"
        roundedBottomRight={mine ? 'md' : '2xl'}
        roundedBottomLeft={mine ? '2xl' : 'md'}
        bg={mine ? 'brand.solid' : 'bg.muted'}
        color={mine ? 'brand.contrast' : 'fg'}
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        fontSize="sm"
      >
        {message.content}
      </Box>
      {(showTime || seen) && (
        <Text fontSize="2xs" color="fg.subtle" px="1">
          {showTime && <time dateTime={message.createdAt}>{relativeTime(message.createdAt)}</time>}
          {showTime && seen && ' · '}
          {seen && (
            <Text as="span" color="fg.muted" fontWeight="medium">
              Seen
            </Text>
          )}
          {showTime && !mine && (
            <>
              {' · '}
              <Button variant="plain" size="2xs" h="auto" p="0" fontSize="2xs" color="fg.muted" css={touchTarget} onClick={() => setReporting(true)}>
                Report
              </Button>
            </>
          )}
        </Text>
      )}
      {reporting && (
        <LoadBoundary what="Report" variant="overlay" onClose={() => setReporting(false)}>
          <ReportDialog contentType="message" contentId={message.id} onClose={() => setReporting(false)} />
        </LoadBoundary>
      )}
    </Stack>
  );
}

interface ThreadProps {
  conversation: FragmentType<typeof Thread_conversation>;
  viewerId: string;
  /** Back to the list: phones, where the thread takes the whole width. */
  onBack?: () => void;
  /** Leaving the dialog for the other member's profile. */
  onClose: () => void;
}

/**
 * One conversation: oldest at the top (older pages load on scrolling up), the viewer's messages on
 * the right, 'Seen' under their last one once read; new messages arrive live and it is marked read
 * while open.
 */
export function Thread({ viewerId, onBack, onClose, ...props }: ThreadProps) {
  const conversation = getFragmentData(Thread_conversation, props.conversation);
  const client = useApolloClient();
  const conversationId = conversation.id;
  const other = conversation.otherParticipant;
  const query = useQuery(MessagesQuery, {
    variables: threadVariables(conversationId),
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  useSocketFallback(query);
  const [sendMessage] = useMutation(SendMessageMutation);
  const [markConversationRead] = useMutation(MarkConversationReadMutation, { variables: { conversationId } });

  const markRead = useCallback(async () => {
    try {
      const { data } = await markConversationRead();
      client.cache.modify({ id: client.cache.identify(conversation), fields: { unreadCount: () => 0 } });
      if (data?.markConversationRead) await client.refetchQueries({ include: refetchUnreadCounts });
    } catch {
      // Still unread on the server: the badge stays, and the next open tries again.
    }
  }, [client, conversation, markConversationRead]);

  useEffect(() => {
    void markRead();
  }, [conversationId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per opened conversation

  // Written to the cache (the default) before addToThread lists it.
  useSubscription(MessageAddedSubscription, {
    variables: { conversationId },
    onData: ({ data }) => {
      const message = getFragmentData(Thread_message, data.data?.messageAdded);
      if (!message) return;
      addToThread(client.cache, message);
      if (message.senderId !== viewerId) void markRead();
    },
  });

  useSubscription(MessagesReadSubscription, {
    variables: { conversationId },
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const read = data.data?.messagesRead;
      if (!read || read.readerId === viewerId) return;
      const thread = client.cache.readQuery({ query: MessagesQuery, variables: threadVariables(conversationId) });
      for (const edge of thread?.messages.edges ?? []) {
        const node = getFragmentData(Thread_message, edge.node);
        if (node.senderId === viewerId && !node.isRead) {
          client.cache.modify({ id: client.cache.identify(node), fields: { isRead: () => true } });
        }
      }
    },
  });

  const send = async (content: string) => {
    // Offline, the message waits in the outbox and is sent when the network returns.
    const later = () => enqueue({ kind: 'message', label: `to ${other.displayName}: ${content.slice(0, 50)}`, variables: { conversationId, content } });
    if (!isOnline()) return later();
    try {
      const { data } = await sendMessage({
        variables: { conversationId, content, idempotencyKey: crypto.randomUUID() },
        refetchQueries: [ConversationsQuery],
      });
      if (data) addToThread(client.cache, getFragmentData(Thread_message, data.sendMessage));
    } catch (error) {
      if (isUnreachable(error)) return later();
      reportActionError(error, { title: 'Error', description: 'Failed to send message' });
      throw error;
    }
  };

  const edges = query.data?.messages.edges;
  const messages = edges ? [...edges].reverse().map((edge) => getFragmentData(Thread_message, edge.node)) : [];
  const page = query.data?.messages.pageInfo;
  const loadingOlder = query.networkStatus === NetworkStatus.fetchMore;
  const canLoadOlder = Boolean(page?.hasNextPage) && !loadingOlder;
  const lastMine = [...messages].reverse().find((message) => message.senderId === viewerId);
  const newest = messages.at(-1);

  // Scrolling: stay at the bottom for new messages while the reader is there (or sent it);
  // when older ones load above, keep the reader's place.
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef<number | null>(null);
  const loadOlder = () => {
    const element = scroller.current;
    if (!page?.endCursor || !canLoadOlder || !element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    query.fetchMore({ variables: { after: page.endCursor } }).catch(() => (fromBottom.current = null));
  };
  const sentinel = useNearScreen<HTMLDivElement>(loadOlder, canLoadOlder);
  const oldestId = messages[0]?.id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldestId]);
  const bottomKey = `${newest?.id}:${Boolean(lastMine?.isRead)}`;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (atBottom.current || newest?.senderId === viewerId)) element.scrollTop = element.scrollHeight;
  }, [bottomKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Flex direction="column" flex="1" minH="0" aria-label={`Conversation with ${other.displayName}`} role="region">
      <HStack gap="2" px="3" py="2" borderBottomWidth="1px" minH="14">
        {onBack && (
          <IconButton aria-label="Back to conversations" variant="ghost" size="sm" rounded="full" onClick={onBack}>
            <ArrowLeftIcon />
          </IconButton>
        )}
        <UserAvatar name={other.displayName} src={other.avatarUrl} />
        <Stack gap="0" minW="0">
          {/* A finger's 44 px, over the handle below (not a target) rather than a taller header. */}
          <Link asChild fontWeight="semibold" fontSize="sm" color="fg" truncate css={{ [COARSE]: { minH: '11', my: '-3' } }}>
            <RouterLink to={`/profile/${other.id}`} onClick={onClose}>
              {other.displayName}
            </RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted" truncate>
            @{other.handle}
          </Text>
          <DataAge query={MessagesQuery} variables={{ conversationId }} />
        </Stack>
      </HStack>

      <Box
        ref={scroller}
        flex="1"
        minH="0"
        overflowY="auto"
        px="3"
        py="3"
        onScroll={(event) => {
          const element = event.currentTarget;
          atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
        }}
      >
        <Box ref={sentinel} aria-hidden />
        {loadingOlder && (
          <Center py="2" role="status" aria-label="Loading older messages">
            <Spinner size="sm" color="brand.solid" />
          </Center>
        )}
        {!edges ? (
          query.error ? (
            <EmptyPane icon={ChatIcon} title="Messages could not be loaded">
              Check your connection and try again.
            </EmptyPane>
          ) : (
            <Center h="full" role="status" aria-label="Loading messages">
              <Spinner color="brand.solid" />
            </Center>
          )
        ) : messages.length === 0 ? (
          <EmptyPane icon={ChatIcon} title="Start a conversation!">
            Say hello to {other.displayName}.
          </EmptyPane>
        ) : (
          <Stack as="ol" gap="1.5" aria-label="Messages">
            {messages.map((message, index) => {
              const next = messages[index + 1];
              const endsGroup =
                !next ||
                next.senderId !== message.senderId ||
                new Date(next.createdAt).getTime() - new Date(message.createdAt).getTime() > GROUP_MS;
              return (
                <Bubble
                  key={message.id}
                  message={message}
                  mine={message.senderId === viewerId}
                  showTime={endsGroup}
                  seen={message === lastMine && message.isRead}
                />
              );
            })}
          </Stack>
        )}
      </Box>

      <MessageComposer onSend={send} recipient={other.displayName} draftName={`message.${conversationId}`} />
    </Flex>
  );
}
