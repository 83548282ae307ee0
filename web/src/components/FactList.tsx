import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
}

/** Label and value pairs as a description list: side by side from tablet width, stacked on phones. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box as="dl">
      {facts.map((fact, index) => (
        <Box
          key={index}
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }}
          columnGap="4"
          rowGap="0.5"
          py="2.5"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: '0' }}
        >
          <Text as="dt" color="fg.muted" fontSize="sm">
            {fact.label}
          </Text>
          <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
            {fact.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
