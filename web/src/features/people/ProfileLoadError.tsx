import { Button, Stack, Text } from '@chakra-ui/react';
import { PageContainer } from '../../components/PageContainer';

/** A profile that failed to load for another reason than not being there: say so, and offer to try again. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageContainer maxW="xl">
      <Stack align="center" gap="3" py="12">
        <Text color="fg.muted">The profile could not be loaded.</Text>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </PageContainer>
  );
}
