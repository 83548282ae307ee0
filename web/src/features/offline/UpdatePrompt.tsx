import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useWaitingUpdate } from './serviceWorker';

/** Offered when a new version has downloaded: it applies on Reload, never by itself mid-session. */
export function UpdatePrompt() {
  const update = useWaitingUpdate();
  if (!update) return null;
  return (
    <Box role="status" bg="brand.50" borderBottomWidth="1px" borderColor="brand.200" px="4" py="2">
      <HStack maxW="5xl" mx="auto" justify="space-between" gap="3">
        <Text fontSize="sm">A new version of Civic Network is ready.</Text>
        <Button size="xs" colorPalette="brand" onClick={update}>
          Reload
        </Button>
      </HStack>
    </Box>
  );
}
