import { Badge, Box, IconButton } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { ChatIcon } from '../../components/icons';
import { closeMessages, openMessages, useMessagesDialog } from './dialogState';

const MessagesDialog = lazyRetry(() => import('./MessagesDialog'));

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The header's Messages button with the unread badge; it also hosts the dialog, which profiles open too. */
export function MessagesButton({ unread }: { unread: number }) {
  const dialog = useMessagesDialog();
  useConversationFromLink();
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        rounded="full"
        aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
        // The drawn header's look-alike, tapped before the app took over, is replayed here (api/src/server/takeover.ts).
        data-tap="messages"
        onClick={() => openMessages()}
      >
        <Box position="relative" as="span" display="inline-flex" p="1">
          <ChatIcon boxSize="5" />
          {unread > 0 && (
            // Beside the bubble's top-right corner, not over it: the icon stays readable.
            <Badge
              aria-hidden
              data-testid="unread-badge"
              position="absolute"
              top="-2"
              left="75%"
              minW="4.5"
              h="4.5"
              px="1"
              justifyContent="center"
              rounded="full"
              fontSize="2xs"
              bg="red.500"
              color="white"
              borderWidth="2px"
              borderColor="bg"
              boxSizing="content-box"
            >
              {badgeText(unread)}
            </Badge>
          )}
        </Box>
      </IconButton>
      {dialog.open && (
        <LoadBoundary what="Messages" variant="overlay" onClose={closeMessages}>
          <MessagesDialog key={dialog.openedAt} initialConversationId={dialog.conversationId} onClose={closeMessages} />
        </LoadBoundary>
      )}
    </>
  );
}

/** A pushed message's notification opens the app at `?conversation=<id>`: its conversation opens, and the link is put away. */
function useConversationFromLink() {
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversation');
  useEffect(() => {
    if (!conversationId) return;
    openMessages(conversationId);
    setParams(
      (current) => {
        current.delete('conversation');
        return current;
      },
      { replace: true },
    );
  }, [conversationId, setParams]);
}
