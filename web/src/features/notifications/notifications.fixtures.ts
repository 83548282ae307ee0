import { graphql, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { NotificationRow_NotificationFragment } from '../../gql/graphql';
import { server } from '../../test/server';
import { NotificationsQuery, UnreadCountsQuery } from './documents';

type Notification = NotificationRow_NotificationFragment & { __typename: 'Notification' };

const people = {
  ngozi: { __typename: 'User' as const, id: 'u3', displayName: 'Ngozi Okafor', avatarUrl: '/avatars/u3.png' },
  tunde: { __typename: 'User' as const, id: 'u4', displayName: 'Tunde Bakare', avatarUrl: '/avatars/u4.png' },
};

/** A notification from Ngozi (unless `fromUser` says otherwise), two minutes old. */
export function makeNotification(overrides: Partial<NotificationRow_NotificationFragment> & Pick<NotificationRow_NotificationFragment, 'id' | 'type' | 'message'>): Notification {
  return {
    __typename: 'Notification',
    read: false,
    createdAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    contentType: 'POST',
    contentId: 'p1',
    postId: 'p1',
    fromUser: people.ngozi,
    ...overrides,
  };
}

/** One of each type, newest first; the follow and the repost already read. */
export const everyType: Notification[] = [
  makeNotification({ id: 'n1', type: 'LIKE', message: 'Ngozi Okafor liked your post' }),
  makeNotification({ id: 'n2', type: 'COMMENT', message: 'Ngozi Okafor commented on your post' }),
  makeNotification({ id: 'n3', type: 'REPLY', message: 'Ngozi Okafor replied to your comment', contentType: 'COMMENT', contentId: 'c1' }),
  makeNotification({ id: 'n4', type: 'MENTION', message: 'Ngozi Okafor mentioned you in a post' }),
  makeNotification({ id: 'n5', type: 'REPOST', message: 'Tunde Bakare reposted your post', fromUser: people.tunde, read: true }),
  makeNotification({ id: 'n6', type: 'FOLLOW', message: 'Tunde Bakare started following you', fromUser: people.tunde, contentType: 'USER', contentId: 'u4', postId: null, read: true }),
  makeNotification({ id: 'n7', type: 'FOLLOW_REQUEST', message: 'Ngozi Okafor asked to follow you', contentType: 'USER', contentId: 'u3', postId: null }),
  makeNotification({ id: 'n8', type: 'MESSAGE', message: 'Tunde Bakare sent you a message', fromUser: people.tunde, contentType: 'CONVERSATION', contentId: 'c-9', postId: null }),
];

const connection = (nodes: Notification[], hasNextPage = false) => ({
  __typename: 'NotificationConnection',
  edges: nodes.map((node) => ({ __typename: 'NotificationEdge', cursor: `cursor-${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: nodes.length ? `cursor-${nodes.at(-1)!.id}` : null },
});

/** Serves pages of notifications: `pages[0]` first, then the page after each cursor. */
export function serveNotifications(...pages: Notification[][]) {
  const requests: (string | null)[] = [];
  server.use(
    graphql.query(NotificationsQuery, ({ variables }) => {
      requests.push(variables.after ?? null);
      const index = variables.after ? pages.findIndex((page) => `cursor-${page.at(-1)?.id}` === variables.after) + 1 : 0;
      return HttpResponse.json({ data: { notifications: connection(pages[index] ?? [], index < pages.length - 1) } });
    }),
  );
  return requests;
}

export function serveUnreadCounts(counts: { notifications: number; messages: number }) {
  const unreadCounts = { __typename: 'UnreadCounts', ...counts };
  server.use(graphql.query(UnreadCountsQuery, () => HttpResponse.json({ data: { unreadCounts } })));
}

/** Every 'load more' sentinel is on screen at once (jsdom has no IntersectionObserver); undo with vi.unstubAllGlobals. */
export function stubSentinelsOnScreen() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        queueMicrotask(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
      }
      disconnect() {}
    },
  );
}
