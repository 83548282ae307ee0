import { useApolloClient } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useOnline } from '../../components/useOnline';
import { discard, useOutbox, type OutboxItem } from './outbox';

/** What waits, in the member's words: what they wrote is quoted; a like or a follow says what it does. */
function describe(item: OutboxItem): string {
  switch (item.kind) {
    case 'post':
      return `Post: “${item.label}”`;
    case 'message':
      return `Message: “${item.label}”`;
    case 'comment':
      return `${item.variables.input.parentCommentId ? 'Reply' : 'Comment'}: “${item.label}”`;
    case 'like':
    case 'follow':
      return item.label;
  }
}

/**
 * What the member wrote offline, "waiting to send", under the header; sent in order when the app
 * is back online. What the server refused stays, with its words, until discarded.
 */
export function OutboxPanel() {
  const client = useApolloClient();
  const online = useOnline();
  const items = useOutbox();
  const waiting = items.filter((item) => !item.refused).length;

  useEffect(() => {
    // The sending code (and its documents) loads only when something waits.
    if (online && waiting > 0) void import('./sendOutbox').then(({ sendOutbox }) => sendOutbox(client));
  }, [online, waiting, client]);

  if (items.length === 0) return null;
  return (
    <Box as="section" aria-label="Waiting to send" bg="bg.subtle" borderBottomWidth="1px" px="4" py="2">
      <Stack maxW="5xl" mx="auto" gap="1">
        {waiting > 0 && (
          <Text fontSize="sm" fontWeight="semibold">
            Waiting to send ({waiting}){online ? ': sending…' : ': sends when you are back online'}
          </Text>
        )}
        {items.map((item) => (
          <HStack key={item.key} justify="space-between" gap="2" fontSize="sm">
            <Text truncate color={item.refused ? 'fg.error' : 'fg.muted'}>
              {describe(item)}{item.refused ? ` — not sent: ${item.refused}` : ' · waiting to send'}
            </Text>
            {item.refused && (
              <Button size="xs" variant="outline" onClick={() => discard(item.key)}>
                Discard
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
