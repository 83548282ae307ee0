import { Stack } from '@chakra-ui/react';
import { SkeletonBlock } from './Skeleton';

/** A page's (or a panel's) placeholder while its code or data loads: blocks where content will be. */
export function PageSkeleton() {
  return (
    <Stack gap="4" py="2" role="status" aria-label="Loading">
      <SkeletonBlock h="7" w="50%" />
      <SkeletonBlock h="4" w="75%" />
      <SkeletonBlock h="36" rounded="xl" />
      <SkeletonBlock h="36" rounded="xl" />
    </Stack>
  );
}
