import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { makeProfile, serveProfile } from '../people/people.fixtures';
import { serveUnreadCounts, stubSentinelsOnScreen } from '../notifications/notifications.fixtures';
import { closeMessages } from './dialogState';
import { ConversationsQuery, SendMessageMutation } from './documents';
import { StartConversationMutation } from './MessageButton';
import type { SendMessageMutationVariables } from '../../gql/graphql';
import { bola, bolaThread, makeConversation, makeMessage, serveMessaging, setScreenWidth, withBola, withChidi } from './messages.fixtures';
import { outboxItems } from '../offline/outbox';

// Each subscription gets only its own events, as from the server.
vi.mock('../../apollo/client', async (importOriginal) =>
  (await import('../../apollo/testing')).withRoutedSubscriptions(await importOriginal()),
);

async function openMessages(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Messages/ }));
  return screen.findByRole('dialog', { name: 'Messages' });
}

const thread = () => screen.findByRole('list', { name: 'Messages' });
const bubbles = async () => within(await thread()).getAllByRole('listitem');

describe('messages dialog', () => {
  let restoreWidth = () => {};
  beforeEach(() => {
    restoreWidth = setScreenWidth(1280);
  });
  afterEach(() => {
    restoreWidth();
    closeMessages();
    vi.unstubAllGlobals();
  });

  it('opens from the header on the first conversation: oldest at the top, the viewer’s on the right, Seen, marked read', async () => {
    serveUnreadCounts({ notifications: 0, messages: 1 });
    const { read } = serveMessaging({ conversations: [withBola, withChidi], threads: { c1: bolaThread } });
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });

    expect(await screen.findByRole('button', { name: 'Messages, 1 unread' })).toBeVisible();
    const dialog = await openMessages(user);
    const list = await within(dialog).findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('Bola Ade');
    expect(first).toHaveTextContent('You: See you at the town hall');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).toHaveTextContent('Chidi Eze');
    expect(second).toHaveTextContent('Thanks for the update');
    expect(second).toHaveTextContent('1h ago');

    const messages = await bubbles();
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringContaining('Is the ward meeting on Saturday?'),
      expect.stringContaining('Yes, Saturday at 10'),
      expect.stringContaining('See you at the town hall'),
    ]);
    expect(messages.map((m) => m.hasAttribute('data-mine'))).toEqual([true, false, true]);
    expect(messages[2]).toHaveTextContent('Seen');
    expect(messages[0]).not.toHaveTextContent('Seen');
    await waitFor(() => expect(read).toEqual(['c1']));
  });

  it('loads older messages above when the reader reaches the top', async () => {
    stubSentinelsOnScreen();
    const older = [makeMessage('m0', 'u2', 'Good morning, Ada', { createdAt: new Date(Date.now() - 90 * 60_000).toISOString() })];
    serveMessaging({ conversations: [withBola], threads: { c1: [bolaThread, older] } });
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });
    await openMessages(user);

    await waitFor(async () => expect(await bubbles()).toHaveLength(4));
    expect((await bubbles())[0]).toHaveTextContent('Good morning, Ada');
    expect((await bubbles())[3]).toHaveTextContent('See you at the town hall');
  });

  it('sends with Enter, clears the field, and shows the message at the bottom; blank text can’t be sent', async () => {
    serveMessaging({ conversations: [withBola], threads: { c1: bolaThread } });
    const sent: { conversationId: string; content: string }[] = [];
    server.use(
      graphql.mutation<object, SendMessageMutationVariables>('SendMessage', ({ variables }) => {
        sent.push({ conversationId: String(variables.conversationId), content: variables.content });
        return HttpResponse.json({
          data: { sendMessage: makeMessage('m4', ada.id, variables.content, { createdAt: new Date().toISOString() }) },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });
    const dialog = await openMessages(user);
    await bubbles();

    const field = within(dialog).getByRole('textbox', { name: 'Message' });
    const send = within(dialog).getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(field, '   ');
    expect(send).toBeDisabled();
    await user.clear(field);
    await user.type(field, '  I will bring the flyers  {Enter}');

    await waitFor(async () => expect(await bubbles()).toHaveLength(4));
    expect(sent).toEqual([{ conversationId: 'c1', content: 'I will bring the flyers' }]);
    expect(field).toHaveValue('');
    const last = (await bubbles()).at(-1)!;
    expect(last).toHaveTextContent('I will bring the flyers');
    expect(last).toHaveAttribute('data-mine');
    // Read receipts belong to the newest of the viewer's messages.
    expect(last).not.toHaveTextContent('Seen');
  });

  it('keeps a message the api could not be reached for in the outbox, waiting to send', async () => {
    serveMessaging({ conversations: [withBola], threads: { c1: bolaThread } });
    server.use(graphql.mutation(SendMessageMutation, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });
    const dialog = await openMessages(user);
    await bubbles();

    const field = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Hello?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(outboxItems()).toEqual([expect.objectContaining({ kind: 'message', variables: { conversationId: 'c1', content: 'Hello?' } })]);
    expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument();
  });

  it('says Error / Failed to send message when the server refuses it, and keeps the text', async () => {
    serveMessaging({ conversations: [withBola], threads: { c1: bolaThread } });
    server.use(
      graphql.mutation(SendMessageMutation, () =>
        HttpResponse.json({ errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });
    const dialog = await openMessages(user);
    await bubbles();

    const field = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Hello?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Failed to send message')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    await waitFor(() => expect(field).toHaveValue('Hello?'));
    expect(await bubbles()).toHaveLength(3);
  });

  it('counts characters near the 2,000 limit and refuses more', async () => {
    serveMessaging({ conversations: [withBola], threads: { c1: bolaThread } });
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });
    const dialog = await openMessages(user);
    const field = within(dialog).getByRole('textbox', { name: 'Message' });

    await user.click(field);
    await user.paste('a'.repeat(1799));
    expect(within(dialog).queryByText(/\/2,000$/)).not.toBeInTheDocument();
    await user.paste('a');
    expect(within(dialog).getByText('1,800/2,000')).toBeInTheDocument();
    await user.paste('a'.repeat(201));
    expect(within(dialog).getByText('2,001/2,000')).toHaveAttribute('data-level', 'danger');
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('shows the other member’s new message the moment it arrives, and marks it read', async () => {
    const { read } = serveMessaging({ conversations: [withBola], threads: { c1: bolaThread } });
    const user = userEvent.setup();
    const { subscriptionEvents } = renderApp('/', { viewer: ada });
    await openMessages(user);
    await bubbles();
    await waitFor(() => expect(read).toEqual(['c1']));

    const reply = makeMessage('m5', 'u2', 'Great, thank you!', { createdAt: new Date().toISOString() });
    subscriptionEvents.next({ data: { messageAdded: reply } });
    await waitFor(async () => expect(await bubbles()).toHaveLength(4));
    const last = (await bubbles()).at(-1)!;
    expect(last).toHaveTextContent('Great, thank you!');
    expect(last).not.toHaveAttribute('data-mine');
    await waitFor(() => expect(read).toEqual(['c1', 'c1']));
    // The list's preview follows.
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('button')).toHaveTextContent('Great, thank you!');
  });

  it('says Seen once the other member reads the viewer’s message', async () => {
    const unread = bolaThread.map((m) => (m.senderId === ada.id ? { ...m, isRead: false } : m));
    serveMessaging({ conversations: [withBola], threads: { c1: unread } });
    const user = userEvent.setup();
    const { subscriptionEvents } = renderApp('/', { viewer: ada });
    await openMessages(user);
    expect((await bubbles()).at(-1)).not.toHaveTextContent('Seen');

    subscriptionEvents.next({ data: { messagesRead: { __typename: 'MessagesRead', conversationId: 'c1', readerId: 'u2' } } });
    await waitFor(async () => expect((await bubbles()).at(-1)).toHaveTextContent('Seen'));
  });

  it('keeps Seen when the send’s own answer arrives after the other member read the message', async () => {
    serveMessaging({ conversations: [withBola], threads: { c1: bolaThread } });
    let answer = () => {};
    let listsFetched = 0;
    server.use(
      graphql.query(ConversationsQuery, () => {
        listsFetched += 1; // and on to the fixtures' answer
      }),
      graphql.mutation<object, SendMessageMutationVariables>('SendMessage', ({ variables }) => {
        const sent = makeMessage('m4', ada.id, variables.content, { createdAt: new Date().toISOString(), isRead: false });
        // The answer waits until the test lets it go: after the echo and the receipt.
        return new Promise((resolve) => (answer = () => resolve(HttpResponse.json({ data: { sendMessage: sent } }))));
      }),
    );
    const user = userEvent.setup();
    const { subscriptionEvents } = renderApp('/', { viewer: ada });
    const dialog = await openMessages(user);
    await bubbles();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'See you there{Enter}');

    const echo = makeMessage('m4', ada.id, 'See you there', { createdAt: new Date().toISOString(), isRead: false });
    subscriptionEvents.next({ data: { messageAdded: echo } });
    await waitFor(async () => expect((await bubbles()).at(-1)).toHaveTextContent('See you there'));
    subscriptionEvents.next({ data: { messagesRead: { __typename: 'MessagesRead', conversationId: 'c1', readerId: 'u2' } } });
    await waitFor(async () => expect((await bubbles()).at(-1)).toHaveTextContent('Seen'));
    const listsBefore = listsFetched;
    answer();
    // The send refetches the list once its answer is in: by then the answer has been handled.
    await waitFor(() => expect(listsFetched).toBeGreaterThan(listsBefore));
    expect((await bubbles()).at(-1)).toHaveTextContent('Seen');
  });

  it('has the spec’s empty states', async () => {
    serveMessaging({ conversations: [], threads: {} });
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });
    const dialog = await openMessages(user);
    expect(await within(dialog).findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Select a conversation to start messaging' })).toBeInTheDocument();
    expect(within(dialog).getByText('Start a conversation!')).toBeInTheDocument();
  });

  it('starts a conversation from a profile’s Message button and opens it', async () => {
    const fresh = makeConversation('c7', bola);
    serveProfile(makeProfile());
    serveMessaging({ conversations: [fresh, withChidi], threads: {} });
    const started: string[] = [];
    server.use(
      graphql.mutation(StartConversationMutation, ({ variables }) => {
        started.push(String(variables.userId));
        return HttpResponse.json({ data: { startConversation: fresh } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile/u2', { viewer: ada });

    await user.click(await screen.findByRole('button', { name: 'Message Bola Ade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    expect(started).toEqual(['u2']);
    const region = await within(dialog).findByRole('region', { name: 'Conversation with Bola Ade' });
    expect(await within(region).findByRole('heading', { name: 'Start a conversation!' })).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Message Bola Ade');
  });

  it('on a phone, lists the conversations first, then opens one full width with a way back', async () => {
    restoreWidth();
    restoreWidth = setScreenWidth(360);
    const { read } = serveMessaging({ conversations: [withBola, withChidi], threads: { c1: bolaThread } });
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });
    const dialog = await openMessages(user);

    const list = await within(dialog).findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('button')[0]).not.toHaveAttribute('aria-current');
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    expect(read).toEqual([]);

    await user.click(within(list).getByRole('button', { name: /Bola Ade/ }));
    expect(await within(dialog).findByRole('region', { name: 'Conversation with Bola Ade' })).toBeVisible();
    // The list makes way (hidden, so out of the accessibility tree).
    expect(within(dialog).queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    await waitFor(() => expect(read).toEqual(['c1']));

    await user.click(within(dialog).getByRole('button', { name: 'Back to conversations' }));
    expect(within(dialog).getByRole('list', { name: 'Conversations' })).toBeVisible();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
  });
});
