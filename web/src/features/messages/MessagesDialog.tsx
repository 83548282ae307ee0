import { Box, CloseButton, Dialog, Flex, Portal, useMediaQuery } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ChatIcon } from '../../components/icons';
import { graphql } from '../../gql';
import { useViewer } from '../auth/viewer';
import { useUnreadCounts } from '../notifications/unread';
import { ConversationList } from './ConversationList';
import { ConversationsQuery } from './documents';
import { EmptyPane } from './EmptyPane';
import { Thread } from './Thread';
import { DataAge } from '../../components/DataAge';

export const CONVERSATIONS_PAGE = 20;

/** The open conversation, also when the list does not have it. */
export const ConversationQuery = graphql(`
  query Conversation($id: ID!) {
    conversation(id: $id) {
      id
      ...ConversationItem_conversation
      ...Thread_conversation
    }
  }
`);

interface MessagesDialogProps {
  /** Open on this conversation (a profile's Message button, a message notification). */
  initialConversationId: string | null;
  onClose: () => void;
}

/**
 * Conversations on the left, the open one on the right; the first is opened when none is chosen.
 * On a phone the list comes first and a conversation takes the whole width, with a way back.
 */
export default function MessagesDialog({ initialConversationId, onClose }: MessagesDialogProps) {
  const { viewer } = useViewer();
  const [wide] = useMediaQuery(['(min-width: 48rem)'], { ssr: false });
  const [chosenId, setChosenId] = useState(initialConversationId);

  const list = useQuery(ConversationsQuery, {
    variables: { first: CONVERSATIONS_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const [moreFailed, setMoreFailed] = useState(false);

  // A message outside the open conversation raises the unread count: the list refreshes to
  // show it (it may be a conversation this dialog has not seen yet).
  const unreadMessages = useUnreadCounts().messages;
  const lastUnread = useRef(unreadMessages);
  useEffect(() => {
    if (unreadMessages > lastUnread.current) void list.refetch().catch(() => {});
    lastUnread.current = unreadMessages;
  }, [unreadMessages]); // eslint-disable-line react-hooks/exhaustive-deps

  const listed = list.data?.conversations.edges.map((edge) => edge.node);
  const openId = chosenId ?? (wide ? (listed?.[0]?.id ?? null) : null);
  // The open conversation, also when the list does not have it (one the other member opened, still empty).
  const open = useQuery(ConversationQuery, { variables: { id: openId ?? '' }, skip: !openId });
  const openConversation = openId ? open.data?.conversation : undefined;
  const conversations =
    listed && openConversation && !listed.some((c) => c.id === openConversation.id) ? [openConversation, ...listed] : listed;

  const page = list.data?.conversations.pageInfo;
  const loadingMore = list.networkStatus === NetworkStatus.fetchMore;
  const canLoadMore = Boolean(page?.hasNextPage) && !loadingMore && !moreFailed;
  const loadMore = () => {
    if (page?.endCursor && canLoadMore) list.fetchMore({ variables: { after: page.endCursor } }).catch(() => setMoreFailed(true));
  };

  // Phones show one pane: the thread once a conversation is open, else the list.
  const showList = wide || openId === null;
  const showThread = wide || openId !== null;

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} size={{ base: 'full', md: 'xl' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            maxW={{ md: '4xl' }}
            w="full"
            // 'full' on phones sets a minimum height that 'xl' does not undo.
            h={{ base: '100dvh', md: 'min(44rem, calc(100dvh - 4rem))' }}
            minH={{ base: '100dvh', md: '0' }}
            overflow="hidden"
            rounded={{ base: 'none', md: 'xl' }}
          >
            <Dialog.Header px="4" py="3" borderBottomWidth="1px">
              <Dialog.Title fontSize="lg">Messages</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
            <Dialog.Body p="0" display="flex" flex="1" minH="0">
              <Box
                as="nav"
                aria-label="Conversation list"
                w={{ base: 'full', md: '72' }}
                flexShrink={0}
                borderEndWidth={{ md: '1px' }}
                overflowY="auto"
                display={showList ? 'flex' : 'none'}
                flexDirection="column"
              >
                <DataAge query={ConversationsQuery} px="4" pt="2" />
                <ConversationList
                  conversations={conversations}
                  viewerId={viewer?.id ?? ''}
                  selectedId={openId}
                  onSelect={setChosenId}
                  failed={Boolean(list.error)}
                  onRetry={() => void list.refetch().catch(() => {})}
                  canLoadMore={canLoadMore}
                  loadingMore={loadingMore}
                  onLoadMore={loadMore}
                />
              </Box>
              <Flex flex="1" minW="0" direction="column" display={showThread ? 'flex' : 'none'} bg="bg">
                {openConversation && viewer ? (
                  <Thread
                    key={openConversation.id}
                    conversation={openConversation}
                    viewerId={viewer.id}
                    onBack={wide ? undefined : () => setChosenId(null)}
                    onClose={onClose}
                  />
                ) : openId && !open.error ? (
                  <Box flex="1" />
                ) : (
                  <EmptyPane icon={ChatIcon} title="Select a conversation to start messaging">
                    {listed?.length === 0 ? 'Start a conversation!' : undefined}
                  </EmptyPane>
                )}
              </Flex>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
