import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { PostQuery } from '../posts/PostPage';
import { MarkAllNotificationsReadMutation, MarkNotificationReadMutation } from './documents';
import { everyType, makeNotification, serveNotifications, serveUnreadCounts, stubSentinelsOnScreen } from './notifications.fixtures';
import { notificationTarget } from './target';

// Each subscription gets only its own events, as from the server.
vi.mock('../../apollo/client', async (importOriginal) =>
  (await import('../../apollo/testing')).withRoutedSubscriptions(await importOriginal()),
);

const rows = async () => within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('button');
const unreadDot = (row: HTMLElement) => within(row).queryByRole('img', { name: 'Unread' });

describe('notifications tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every type with the actor’s picture, the sentence and when; unread ones highlighted with a dot', async () => {
    serveNotifications(everyType);
    serveUnreadCounts({ notifications: 6, messages: 0 });
    renderApp('/?tab=notifications', { viewer: ada });

    const list = await rows();
    expect(list).toHaveLength(everyType.length);
    everyType.forEach((notification, index) => {
      expect(list[index]).toHaveTextContent(notification.message);
      expect(list[index]).toHaveTextContent('2m ago');
      expect(list[index].querySelector('img')).toHaveAttribute('src', notification.fromUser.avatarUrl);
      if (notification.read) {
        expect(unreadDot(list[index])).toBeNull();
        expect(list[index]).not.toHaveAttribute('data-unread');
      } else {
        expect(unreadDot(list[index])).toBeVisible();
        expect(list[index]).toHaveAttribute('data-unread');
      }
    });
    // The bell, in the tabs and the header, carries the red dot.
    expect(screen.getByRole('tab', { name: 'Notifications, unread', selected: true })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Notifications, unread' })).toHaveAttribute('href', '/?tab=notifications');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  });

  it('marks one read when opened and goes to its post', async () => {
    serveNotifications(everyType);
    const marked: string[] = [];
    const postsAsked: string[] = [];
    server.use(
      graphql.mutation(MarkNotificationReadMutation, ({ variables }) => {
        const id = String(variables.id);
        marked.push(id);
        const markNotificationRead = { __typename: 'Notification', id, read: true };
        return HttpResponse.json({ data: { markNotificationRead } });
      }),
      graphql.query(PostQuery, ({ variables }) => {
        postsAsked.push(String(variables.id));
        return HttpResponse.json({ errors: [{ message: 'Post not found', extensions: { code: 'NOT_FOUND' } }] });
      }),
    );
    const user = userEvent.setup();
    renderApp('/?tab=notifications', { viewer: ada });

    await user.click((await rows())[0]);
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    expect(postsAsked).toContain('p1');
    await waitFor(() => expect(marked).toEqual(['n1']));
  });

  it('leads each type to its place', () => {
    const profileHref = (id: string) => `/profile/${id}?returnTo=x`;
    const targets = everyType.map((notification) => notificationTarget(notification, profileHref));
    expect(targets).toEqual([
      { path: '/post/p1' },
      { path: '/post/p1' },
      { path: '/post/p1' },
      { path: '/post/p1' },
      { path: '/post/p1' },
      { path: '/profile/u4?returnTo=x' },
      { path: '/profile/settings' },
      { conversationId: 'c-9' },
    ]);
  });

  it('marks all as read', async () => {
    serveNotifications(everyType);
    serveUnreadCounts({ notifications: 6, messages: 0 });
    let markedAll = false;
    server.use(
      graphql.mutation(MarkAllNotificationsReadMutation, () => {
        markedAll = true;
        serveUnreadCounts({ notifications: 0, messages: 0 });
        return HttpResponse.json({ data: { markAllNotificationsRead: 6 } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/?tab=notifications', { viewer: ada });

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(async () => (await rows()).forEach((row) => expect(unreadDot(row)).toBeNull()));
    expect(markedAll).toBe(true);
    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('puts a new notification on top the moment it arrives, and lights the bell', async () => {
    serveNotifications(everyType.filter((n) => n.read));
    const { subscriptionEvents } = renderApp('/?tab=blowing', { viewer: ada });
    expect(await screen.findByRole('tab', { name: 'Notifications' })).toBeVisible();

    // Elsewhere on the home page, the bell lights up when a count changes.
    subscriptionEvents.next({ data: { unreadCountsChanged: { __typename: 'UnreadCounts', notifications: 1, messages: 0 } } });
    expect(await screen.findByRole('tab', { name: 'Notifications, unread' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Notifications, unread' })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Notifications, unread' }));
    expect(await rows()).toHaveLength(2);
    const liked = makeNotification({ id: 'n-new', type: 'LIKE', message: 'Ngozi Okafor liked your post', createdAt: new Date().toISOString() });
    subscriptionEvents.next({ data: { notificationAdded: liked } });
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    const [first] = await rows();
    expect(first).toHaveTextContent('Ngozi Okafor liked your postJust now');
    expect(unreadDot(first)).toBeVisible();
  });

  it('says so when there are none', async () => {
    serveNotifications([]);
    renderApp('/?tab=notifications', { viewer: ada });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('loads the next page on scrolling to the end', async () => {
    stubSentinelsOnScreen();
    const older = [makeNotification({ id: 'n9', type: 'COMMENT', message: 'Tunde Bakare commented on your post' })];
    const requests = serveNotifications(everyType, older);
    renderApp('/?tab=notifications', { viewer: ada });

    await waitFor(async () => expect(await rows()).toHaveLength(everyType.length + 1));
    expect((await rows()).at(-1)).toHaveTextContent('Tunde Bakare commented on your post');
    expect(requests).toEqual([null, 'cursor-n8']);
  });
});
