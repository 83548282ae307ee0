import { Box, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function Logo() {
  return (
    // The name starts with the words shown (WCAG 2.5.3), and the link is a finger's height.
    <RouterLink to="/" aria-label="Civic Network home">
      <HStack gap="2" minH="11">
        {/* Green-white-green mark, after the national flag. */}
        <HStack gap="0" rounded="md" overflow="hidden" h="7" w="7" flexShrink={0} aria-hidden>
          <Box bg="brand.solid" h="full" flex="1" />
          <Box bg="white" h="full" flex="1" borderBlockWidth="1px" borderColor="brand.solid" />
          <Box bg="brand.solid" h="full" flex="1" />
        </HStack>
        <Text fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
          Civic <Text as="span" color="brand.fg">Network</Text>
        </Text>
      </HStack>
    </RouterLink>
  );
}
