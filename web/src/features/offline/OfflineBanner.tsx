import { Box, Text } from '@chakra-ui/react';
import { useOnline } from '../../components/useOnline';

/** Under the header while the device is offline: what still works, so nobody waits on a dead screen. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box role="status" bg="orange.100" color="orange.900" borderBottomWidth="1px" borderColor="orange.300" px="4" py="2">
      <Text maxW="5xl" mx="auto" fontSize="sm">
        <Text as="strong">You're offline.</Text> Screens you've opened still show what they last loaded. Posts and
        messages you write wait here and are sent when you're back online.
      </Text>
    </Box>
  );
}
