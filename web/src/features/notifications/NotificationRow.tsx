import { Box, chakra, Circle, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { ChatIcon, HeartFilledIcon, RepostIcon } from '../../components/icons';
import { UserAvatar } from '../../components/UserAvatar';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { NotificationRow_NotificationFragment, NotificationType } from '../../gql/graphql';
import { AtIcon, MailIcon, UserPlusIcon } from './icons';
import { relativeTime } from '../../lib/format';

const NotificationRow_notification = graphql(`
  fragment NotificationRow_notification on Notification {
    id
    type
    message
    read
    createdAt
    contentType
    contentId
    postId
    fromUser {
      id
      displayName
      avatarUrl
    }
  }
`);

const KINDS: Record<NotificationType, { icon: typeof ChatIcon; color: string }> = {
  FOLLOW: { icon: UserPlusIcon, color: 'brand.solid' },
  FOLLOW_REQUEST: { icon: UserPlusIcon, color: 'orange.500' },
  LIKE: { icon: HeartFilledIcon, color: 'red.500' },
  COMMENT: { icon: ChatIcon, color: 'blue.500' },
  REPLY: { icon: ChatIcon, color: 'blue.500' },
  MENTION: { icon: AtIcon, color: 'purple.500' },
  REPOST: { icon: RepostIcon, color: 'green.600' },
  MESSAGE: { icon: MailIcon, color: 'teal.600' },
};

/** The sentence with the actor's name in bold ('**Ngozi Okafor** liked your post'). */
function Sentence({ notification }: { notification: NotificationRow_NotificationFragment }) {
  const { message, fromUser } = notification;
  if (!message.startsWith(fromUser.displayName)) return <>{message}</>;
  return (
    <>
      <Text as="span" fontWeight="semibold">
        {fromUser.displayName}
      </Text>
      {message.slice(fromUser.displayName.length)}
    </>
  );
}

interface NotificationRowProps {
  notification: FragmentType<typeof NotificationRow_notification>;
  onOpen: (notification: NotificationRow_NotificationFragment) => void;
}

/** One notification: the actor's picture with what happened, the sentence, when; unread ones highlighted with a dot. */
export function NotificationRow({ onOpen, ...props }: NotificationRowProps) {
  const notification = getFragmentData(NotificationRow_notification, props.notification);
  const kind = KINDS[notification.type];
  const unread = !notification.read;
  return (
    <Box as="li" listStyleType="none">
      <chakra.button
        type="button"
        onClick={() => onOpen(notification)}
        display="flex"
        w="full"
        textAlign="start"
        alignItems="flex-start"
        gap="3"
        px={{ base: '3', md: '4' }}
        py="3"
        rounded="xl"
        cursor="pointer"
        bg={unread ? 'brand.subtle' : 'transparent'}
        _hover={{ bg: unread ? 'brand.muted' : 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
        data-unread={unread || undefined}
      >
        <Box position="relative" flexShrink={0}>
          <UserAvatar name={notification.fromUser.displayName} src={notification.fromUser.avatarUrl} size="md" />
          <Circle size="5" bg="bg" position="absolute" bottom="-1" right="-1" borderWidth="1px">
            <Icon as={kind.icon} boxSize="3" color={kind.color} />
          </Circle>
        </Box>
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontSize="sm" lineHeight="short" overflowWrap="anywhere" color={unread ? 'fg' : 'fg.muted'}>
            <Sentence notification={notification} />
          </Text>
          <Text asChild fontSize="xs" color={unread ? 'brand.fg' : 'fg.subtle'}>
            <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt)}</time>
          </Text>
        </Stack>
        <HStack alignSelf="center" flexShrink={0} w="2.5">
          {unread && <Circle size="2.5" bg="brand.solid" aria-label="Unread" role="img" />}
        </HStack>
      </chakra.button>
    </Box>
  );
}

/** Grey rows in the shape of a notification while the list loads. */
export function NotificationPlaceholders({ count = 5 }: { count?: number }) {
  return (
    <Stack role="status" aria-label="Loading notifications" gap="1">
      {Array.from({ length: count }, (_, index) => (
        <HStack key={index} gap="3" px={{ base: '3', md: '4' }} py="3" aria-hidden>
          <Box boxSize="10" rounded="full" bg="bg.emphasized" animation="pulse" flexShrink={0} />
          <Stack gap="1.5" flex="1">
            <Box h="3" w="70%" rounded="sm" bg="bg.emphasized" animation="pulse" />
            <Box h="2.5" w="20%" rounded="sm" bg="bg.muted" animation="pulse" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
