import type { NotificationRow_NotificationFragment } from '../../gql/graphql';

/** Where opening a notification leads: a page, or the Messages dialog on a conversation. */
export type NotificationTarget = { path: string } | { conversationId: string };

/**
 * Follows open the member's profile; a follow request, the requests in Settings; a message, its
 * conversation; likes, comments, replies, mentions and reposts, the post.
 */
export function notificationTarget(notification: NotificationRow_NotificationFragment, profileHref: (id: string) => string): NotificationTarget {
  switch (notification.type) {
    case 'MESSAGE':
      return { conversationId: notification.contentId };
    case 'FOLLOW_REQUEST':
      return { path: '/profile/settings' };
    case 'FOLLOW':
      return { path: profileHref(notification.fromUser.id) };
    default:
      return { path: notification.postId ? `/post/${notification.postId}` : profileHref(notification.fromUser.id) };
  }
}
