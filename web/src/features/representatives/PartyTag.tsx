import { Box, HStack, Text } from '@chakra-ui/react';

/** The party in its colour: a swatch beside the abbreviation, so the text keeps its contrast. */
export function PartyTag({ party, color }: { party: string; color: string }) {
  return (
    <HStack gap="1.5" flexShrink={0}>
      <Box w="2.5" h="2.5" rounded="full" bg={color} aria-hidden />
      <Text as="span" fontSize="sm" fontWeight="semibold">
        {party}
      </Text>
    </HStack>
  );
}
