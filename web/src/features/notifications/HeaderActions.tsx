import { Box, HStack, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BellIcon } from '../../components/icons';
import { MessagesButton } from '../messages/MessagesButton';
import { bellLabel, UnreadDot } from './UnreadDot';
import { useLiveUnreadCounts } from './unread';

/**
 * A member's bell (to the notifications tab, red dot while any are unread) and Messages button
 * (unread badge), kept current by `unreadCountsChanged`. Loaded after the first paint.
 */
export default function HeaderActions() {
  const unread = useLiveUnreadCounts();
  return (
    // Side by side on a phone (the header's name needs the room), 2 px apart from md up.
    <HStack gap={{ base: '0', md: '0.5' }}>
      <IconButton asChild variant="ghost" size="sm" rounded="full" aria-label={bellLabel(unread.notifications)}>
        <RouterLink to="/?tab=notifications">
          <Box position="relative" as="span" display="inline-flex" p="1">
            <BellIcon boxSize="5" />
            {unread.notifications > 0 && <UnreadDot top="0.5" right="0.5" />}
          </Box>
        </RouterLink>
      </IconButton>
      <MessagesButton unread={unread.messages} />
    </HStack>
  );
}
