import { Box, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { ToolsIcon } from './icons';

interface ComingSoonProps {
  /** The feature's name, shown as the heading. */
  feature: string;
  description?: string;
}

/** Placeholder for screens that later slices build; one component for all of them. */
export function ComingSoon({ feature, description }: ComingSoonProps) {
  return (
    <Box
      as="section"
      aria-label={feature}
      bg="bg"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="brand.emphasized"
      rounded="xl"
      px={{ base: '5', md: '8' }}
      py={{ base: '8', md: '12' }}
    >
      <VStack gap="3" textAlign="center" maxW="md" mx="auto">
        <Box bg="brand.subtle" color="brand.fg" rounded="full" p="3">
          <Icon as={ToolsIcon} boxSize="6" />
        </Box>
        <Heading as="h2" size="lg">
          {feature}
        </Heading>
        <Text color="fg.muted">
          {description ?? 'This part of the network is being built and will be here soon.'}
        </Text>
        <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wider">
          Coming soon
        </Text>
      </VStack>
    </Box>
  );
}
