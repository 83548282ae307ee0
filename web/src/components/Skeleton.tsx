import { Box, Stack, type BoxProps } from '@chakra-ui/react';

/** A grey block where content is coming, the size of what will replace it (no jump when it does). */
export function SkeletonBlock(props: BoxProps) {
  return <Box bg="bg.muted" rounded="md" animation="pulse" {...props} />;
}

/** Placeholder post cards, the height of a text post, while a list of posts loads. */
export function PostSkeletons({ count = 3, label = 'Loading posts' }: { count?: number; label?: string }) {
  return (
    <Stack gap="3" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} bg="bg" borderWidth="1px" rounded="xl" p={{ base: '3.5', md: '4' }} h="148px">
          <Stack direction="row" gap="3" align="center">
            <SkeletonBlock boxSize="10" rounded="full" />
            <Stack gap="1.5" flex="1">
              <SkeletonBlock h="3.5" w="40%" />
              <SkeletonBlock h="3" w="25%" />
            </Stack>
          </Stack>
          <SkeletonBlock h="3.5" mt="4" />
          <SkeletonBlock h="3.5" mt="2" w="70%" />
        </Box>
      ))}
    </Stack>
  );
}
