import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Shown on a post its author (or an administrator) still sees after a moderator hid it. */
export function ModeratedNotice({ reason, isAuthor }: { reason: string | null | undefined; isAuthor: boolean }) {
  return (
    <Box role="status" bg="bg.warning" color="fg.warning" rounded="xl" p="4" fontSize="sm">
      <Text fontWeight="semibold">
        {isAuthor ? 'A moderator hid this post. Only you can see it.' : 'Hidden by a moderator.'}
      </Text>
      <Text mt="1">Reason: {reason || 'Not given.'}</Text>
      {isAuthor && (
        <Link asChild mt="1" color="fg.warning" textDecoration="underline">
          <RouterLink to="/safety">See your account status</RouterLink>
        </Link>
      )}
    </Box>
  );
}
