import { Box, type BoxProps } from '@chakra-ui/react';

/** The red dot on the bell (SPEC §2: bell only, red dot); decorative, the control's name says it. */
export function UnreadDot(props: BoxProps) {
  return (
    <Box
      as="span"
      aria-hidden
      position="absolute"
      top="1"
      right="1"
      boxSize="2.5"
      rounded="full"
      bg="red.500"
      borderWidth="2px"
      borderColor="bg"
      data-testid="unread-dot"
      {...props}
    />
  );
}

/** The bell's accessible name: 'Notifications', or 'Notifications, unread' while some are. */
export const bellLabel = (unread: number) => (unread > 0 ? 'Notifications, unread' : 'Notifications');
