import { ApolloLink } from '@apollo/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo/client';
import { AppProviders } from '../../app/providers';
import type { PushTopic } from '../../gql/graphql';
import { server } from '../../test/server';
import { DevicePushSwitch } from './DevicePushSwitch';
import { PushTopicsQuery, SetPushTopicMutation, SubscribeWebPushMutation, WebPushKeyQuery, WebPushSubscribedQuery } from './documents';

const SERVER_KEY = 'BPublicKeyOfTheServer';
const ENDPOINT = 'https://push.example.ng/send/phone-1';

/**
 * The browser's side, as a phone's Chrome gives it: notification permission, and the service
 * worker's push manager, which hands out a subscription for the server's key.
 */
function browserWithPush(permission: NotificationPermission) {
  const asked: string[] = [];
  const subscribedWith: unknown[] = [];
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      asked.push('notifications');
      notification.permission = 'granted';
      return 'granted' as const;
    }),
  };
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
    unsubscribe: async () => true,
  };
  const pushManager = {
    getSubscription: async () => (subscribedWith.length ? subscription : null),
    subscribe: async (options: unknown) => {
      subscribedWith.push(options);
      return subscription;
    },
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { asked, subscribedWith };
}

function renderSwitch() {
  render(
    <AppProviders client={createApolloClient({ httpUri: `${window.location.origin}/graphql`, subscriptionLink: ApolloLink.empty() })}>
      <DevicePushSwitch />
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notifications on this device', () => {
  it('asks for permission only when turned on, then registers the subscription with the server', async () => {
    const browser = browserWithPush('default');
    const registered: unknown[] = [];
    server.use(
      graphql.query(WebPushKeyQuery, () => HttpResponse.json({ data: { webPushKey: SERVER_KEY } })),
      graphql.query(WebPushSubscribedQuery, () => HttpResponse.json({ data: { webPushSubscribed: false } })),
      graphql.mutation(SubscribeWebPushMutation, ({ variables }) => {
        registered.push(variables.subscription);
        return HttpResponse.json({ data: { subscribeWebPush: true } });
      }),
    );
    const user = userEvent.setup();
    renderSwitch();
    const toggle = await screen.findByRole('checkbox', { name: /Notifications on this device/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/Your browser will ask first/)).toBeVisible();
    expect(browser.asked).toEqual([]);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.asked).toEqual(['notifications']);
    expect(browser.subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey: SERVER_KEY }]);
    expect(registered).toEqual([{ endpoint: ENDPOINT, p256dh: 'p256dh-key', auth: 'auth-secret' }]);
  });

  it('once on, lets the member switch off one kind of notification, and keeps the others on', async () => {
    const browser = browserWithPush('granted');
    browser.subscribedWith.push({}); // subscribed on an earlier visit
    let topics: { topic: PushTopic; enabled: boolean }[] = [
      { topic: 'MESSAGES', enabled: true },
      { topic: 'MENTIONS', enabled: true },
      { topic: 'COMMENTS', enabled: true },
      { topic: 'FOLLOWERS', enabled: true },
    ];
    const changes: unknown[] = [];
    server.use(
      graphql.query(WebPushKeyQuery, () => HttpResponse.json({ data: { webPushKey: SERVER_KEY } })),
      graphql.query(WebPushSubscribedQuery, () => HttpResponse.json({ data: { webPushSubscribed: true } })),
      graphql.query(PushTopicsQuery, () => HttpResponse.json({ data: { pushTopics: topics } })),
      graphql.mutation(SetPushTopicMutation, ({ variables }) => {
        changes.push(variables);
        topics = topics.map((row) => (row.topic === variables.topic ? { ...row, enabled: variables.enabled } : row));
        return HttpResponse.json({ data: { setPushTopic: topics } });
      }),
    );
    const user = userEvent.setup();
    renderSwitch();
    const messages = await screen.findByRole('checkbox', { name: /^Messages/ });
    expect(screen.getByRole('checkbox', { name: /Notifications on this device/ })).toBeChecked();
    expect(messages).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^New followers/ })).toBeChecked();

    await user.click(messages);
    await waitFor(() => expect(messages).not.toBeChecked());
    expect(changes).toEqual([{ topic: 'MESSAGES', enabled: false }]);
    expect(screen.getByRole('checkbox', { name: /^Mentions/ })).toBeChecked();
  });

  it('says so, and stays off, when notifications are blocked for the site', async () => {
    browserWithPush('denied');
    server.use(graphql.query(WebPushKeyQuery, () => HttpResponse.json({ data: { webPushKey: SERVER_KEY } })));
    renderSwitch();
    expect(await screen.findByText(/Blocked for this site in your browser's settings/)).toBeVisible();
    const toggle = screen.getByRole('checkbox', { name: /Notifications on this device/ });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
  });

  it("says when the browser can't show notifications at all", async () => {
    renderSwitch();
    expect(await screen.findByText(/This browser can't show notifications from websites/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Notifications on this device/ })).toBeDisabled();
  });
});
