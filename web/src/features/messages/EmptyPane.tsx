import { Center, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ChatIcon } from '../../components/icons';

/** A pane's empty state: an icon, the spec's wording, and a hint. */
export function EmptyPane({ icon, title, children }: { icon: typeof ChatIcon; title: string; children?: ReactNode }) {
  return (
    <Stack flex="1" align="center" justify="center" textAlign="center" gap="2" px="6" py="10">
      <Center boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg">
        <Icon as={icon} boxSize="6" />
      </Center>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children && (
        <Text fontSize="sm" color="fg.muted" maxW="xs">
          {children}
        </Text>
      )}
    </Stack>
  );
}
