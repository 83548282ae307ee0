import { Badge, Box, Button, Center, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { UserAvatar } from '../../components/UserAvatar';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ConversationItem_ConversationFragment } from '../../gql/graphql';
import { EmptyPane } from './EmptyPane';
import { ChatIcon } from '../../components/icons';
import { useNearScreen } from '../../lib/useNearScreen';
import { relativeTime } from '../../lib/format';

const ConversationItem_conversation = graphql(`
  fragment ConversationItem_conversation on Conversation {
    id
    lastMessageAt
    unreadCount
    otherParticipant {
      id
      displayName
      avatarUrl
    }
    lastMessage {
      id
      content
      senderId
    }
  }
`);

function preview(conversation: ConversationItem_ConversationFragment, viewerId: string) {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  return last.senderId === viewerId ? `You: ${last.content}` : last.content;
}

interface ItemProps {
  conversation: FragmentType<typeof ConversationItem_conversation>;
  viewerId: string;
  selected: boolean;
  onSelect: (id: string) => void;
}

function ConversationItem({ viewerId, selected, onSelect, ...props }: ItemProps) {
  const conversation = getFragmentData(ConversationItem_conversation, props.conversation);
  const { otherParticipant: other, unreadCount } = conversation;
  const unread = unreadCount > 0;
  return (
    <Box as="li" listStyleType="none">
      <chakra.button
        type="button"
        onClick={() => onSelect(conversation.id)}
        aria-current={selected || undefined}
        display="flex"
        alignItems="center"
        gap="3"
        w="full"
        textAlign="start"
        px="3"
        py="2.5"
        rounded="lg"
        cursor="pointer"
        bg={selected ? 'brand.subtle' : 'transparent'}
        _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
      >
        <UserAvatar name={other.displayName} src={other.avatarUrl} size="md" />
        <Stack gap="0" flex="1" minW="0">
          <HStack gap="2" justify="space-between">
            <Text fontWeight={unread ? 'bold' : 'semibold'} fontSize="sm" truncate>
              {other.displayName}
            </Text>
            {conversation.lastMessageAt && (
              <Text asChild fontSize="xs" color="fg.subtle" flexShrink={0}>
                <time dateTime={conversation.lastMessageAt}>{relativeTime(conversation.lastMessageAt)}</time>
              </Text>
            )}
          </HStack>
          <HStack gap="2" justify="space-between">
            <Text
              fontSize="sm"
              truncate
              color={unread ? 'fg' : 'fg.muted'}
              fontWeight={unread ? 'medium' : 'normal'}
              fontStyle={conversation.lastMessage ? undefined : 'italic'}
            >
              {preview(conversation, viewerId)}
            </Text>
            {unread && (
              <Badge colorPalette="red" variant="solid" rounded="full" size="sm" flexShrink={0} aria-label={`${unreadCount} unread`}>
                {unreadCount > 99 ? '99+' : unreadCount}
              </Badge>
            )}
          </HStack>
        </Stack>
      </chakra.button>
    </Box>
  );
}

interface ConversationListProps {
  conversations: readonly ({ id: string } & FragmentType<typeof ConversationItem_conversation>)[] | undefined;
  viewerId: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  failed: boolean;
  onRetry: () => void;
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The viewer's conversations, latest activity first, more as the list scrolls. */
export function ConversationList(props: ConversationListProps) {
  const { conversations, viewerId, selectedId, onSelect, failed, onRetry, canLoadMore, loadingMore, onLoadMore } = props;
  const sentinel = useNearScreen<HTMLDivElement>(onLoadMore, canLoadMore);

  if (!conversations) {
    return failed ? (
      <Stack align="center" py="10" px="4" gap="3" textAlign="center">
        <Text fontSize="sm" color="fg.muted">
          Conversations could not be loaded.
        </Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    ) : (
      <Center py="10" role="status" aria-label="Loading conversations">
        <Spinner color="brand.solid" />
      </Center>
    );
  }
  if (conversations.length === 0) {
    return (
      <EmptyPane icon={ChatIcon} title="No conversations yet">
        Open a member’s profile and tap Message to start one.
      </EmptyPane>
    );
  }
  return (
    <Box p="2">
      <Stack as="ul" gap="0.5" aria-label="Conversations">
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            viewerId={viewerId}
            selected={conversation.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </Stack>
      <Box ref={sentinel} aria-hidden />
      {loadingMore && (
        <Center py="3" role="status" aria-label="Loading more conversations">
          <Spinner size="sm" color="brand.solid" />
        </Center>
      )}
    </Box>
  );
}
