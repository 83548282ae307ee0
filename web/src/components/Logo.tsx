import { Box, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Phones under 360 px wide (320 is the narrowest still sold): the header gives its name room there. */
export const NARROW = '@media (max-width: 359.98px)';
/** Phones under 390 px wide: the header's name is 16 px there. */
const UNDER_390 = '@media (max-width: 389.98px)';

/** `compact`: beside a member's three buttons, so on a phone under 360 px the name goes without the flag. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    // The name starts with the words shown (WCAG 2.5.3), and the link is a finger's height.
    <RouterLink to="/" aria-label="Civic Network home">
      <HStack gap="2" minH="11">
        {/* Green-white-green mark, after the national flag. */}
        <HStack gap="0" rounded="md" overflow="hidden" h="7" w="7" flexShrink={0} aria-hidden css={compact ? { [NARROW]: { display: 'none' } } : undefined}>
          <Box bg="brand.solid" h="full" flex="1" />
          <Box bg="white" h="full" flex="1" borderBlockWidth="1px" borderColor="brand.solid" />
          <Box bg="brand.solid" h="full" flex="1" />
        </HStack>
        {/* One line, never squeezed into two by the buttons beside it (the header leaves it room). */}
        <Text fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg" whiteSpace="nowrap" flexShrink={0} css={{ [UNDER_390]: { fontSize: 'md' } }}>
          Civic <Text as="span" color="brand.fg">Network</Text>
        </Text>
      </HStack>
    </RouterLink>
  );
}
