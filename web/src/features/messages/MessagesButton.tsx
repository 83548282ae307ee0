import { Badge, Box, IconButton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ChatIcon } from '../../components/icons';
import { closeMessages, openMessages, useMessagesDialog } from './dialogState';

const MessagesDialog = lazy(() => import('./MessagesDialog'));

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The header's Messages button with the unread badge; it also hosts the dialog, which profiles open too. */
export function MessagesButton({ unread }: { unread: number }) {
  const dialog = useMessagesDialog();
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        rounded="full"
        aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
        onClick={() => openMessages()}
      >
        <Box position="relative" as="span" display="inline-flex" p="1">
          <ChatIcon boxSize="5" />
          {unread > 0 && (
            <Badge
              aria-hidden
              position="absolute"
              top="-1"
              right="-1.5"
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
        <Suspense fallback={null}>
          <MessagesDialog key={dialog.openedAt} initialConversationId={dialog.conversationId} onClose={closeMessages} />
        </Suspense>
      )}
    </>
  );
}
