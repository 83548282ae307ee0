import { once } from 'node:events';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startPeerOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { subscriptionStats } from '../../platform/graphql-ws-fanout.js';
import { topics } from '../../shared/pubsub.js';

let app: TestApp;
/** A second instance on the same database and Redis: a load balancer spreads members across both. */
let peer: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  peer = await startPeerOf(app);
});
afterAll(async () => {
  await peer?.close();
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const START = `mutation($userId: ID!) { startConversation(userId: $userId) { id } }`;
const SEND = `mutation($id: ID!, $content: String!) { sendMessage(conversationId: $id, content: $content) { id content senderId isRead } }`;
const MESSAGE_ADDED = (id: string) => `subscription { messageAdded(conversationId: "${id}") { id content senderId sender { firstName } } }`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 250)); // subscriptions reach Redis
const until = async (done: () => boolean) => {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};


async function pair() {
  const ada = await signedInClient(app, { firstName: 'Ada' });
  const bello = await signedInClient(app, { firstName: 'Bello' });
  const started = await ada.client.gql(START, { userId: bello.user.id });
  expect(started.errors).toBeUndefined();
  return { ada, bello, conversationId: started.data.startConversation.id as string };
}

describe('direct messages', () => {
  it('pushes a message sent on one instance to the other participant subscribed on another', async () => {
    const { ada, bello, conversationId } = await pair();
    const bellosTab = bello.client.tab(peer.baseUrl);
    const live = bellosTab.subscribe(MESSAGE_ADDED(conversationId));
    await live.ready;
    await settle();

    const sent = await ada.client.gql(SEND, { id: conversationId, content: '  Are you voting at Ilupeju ward on Saturday?  ' });
    expect(sent.data.sendMessage).toMatchObject({ content: 'Are you voting at Ilupeju ward on Saturday?', senderId: ada.user.id, isRead: false });
    await live.until(() => live.events.length === 1);
    expect(live.events[0].messageAdded).toEqual({
      id: sent.data.sendMessage.id,
      content: 'Are you voting at Ilupeju ward on Saturday?',
      senderId: ada.user.id,
      sender: { firstName: 'Ada' },
    });
    expect(live.errors).toEqual([]);
    await bellosTab.closeSockets();
  });

  it('delivers each tab the selection it wrote: variables, fragments, aliases, skipped and included fields', async () => {
    const { ada, bello, conversationId } = await pair();
    // One document text, as the web app sends it, with different variables per tab.
    const document = `subscription Live($id: ID!, $withSender: Boolean!) {
      added: messageAdded(conversationId: $id) { ...Shown text: content senderId @skip(if: true) sender @include(if: $withSender) { name: displayName } }
    }
    fragment Shown on Message { id isRead }`;
    const withSender = bello.client.subscribe(document, { id: conversationId, withSender: true });
    const withoutSender = bello.client.subscribe(document, { id: conversationId, withSender: false });
    await Promise.all([withSender.ready, withoutSender.ready]);
    await settle();

    const sent = await ada.client.gql(SEND, { id: conversationId, content: 'Collation starts at the ward centre by 4pm' });
    await withSender.until(() => withSender.events.length === 1);
    await withoutSender.until(() => withoutSender.events.length === 1);
    const shown = { id: sent.data.sendMessage.id, isRead: false, text: 'Collation starts at the ward centre by 4pm' };
    expect(withSender.events).toEqual([{ added: { ...shown, sender: { name: 'Ada Okafor' } } }]);
    expect(withoutSender.events).toEqual([{ added: shown }]);
    expect([...withSender.errors, ...withoutSender.errors]).toEqual([]);
    await bello.client.closeSockets();
  });

  it("refuses a non-participant's subscription to the conversation, in subscribe, before any event", async () => {
    const { ada, conversationId } = await pair();
    const eve = await signedInClient(app, { firstName: 'Eve' });
    const snoop = eve.client.subscribe(MESSAGE_ADDED(conversationId));
    await snoop.until(() => snoop.errors.length > 0);
    expect(JSON.stringify(snoop.errors)).toContain('Conversation not found');
    const visitor = app.client().subscribe(MESSAGE_ADDED(conversationId));
    await visitor.until(() => visitor.errors.length > 0);
    expect(JSON.stringify(visitor.errors)).toContain('Unauthorized');

    await ada.client.gql(SEND, { id: conversationId, content: 'Private' });
    await settle();
    expect(snoop.events).toEqual([]);
    const read = await eve.client.gql(`query($id: ID!) { messages(conversationId: $id) { edges { node { id } } } }`, { id: conversationId });
    expect(read.errors?.[0].message).toBe('Conversation not found');
    await eve.client.closeSockets();
  });

  it('executes each event once per distinct subscription: two tabs of one member share one execution', async () => {
    const { ada, bello, conversationId } = await pair();
    const tabs = [bello.client.tab(), bello.client.tab(), ada.client.tab()];
    const streams = tabs.map((tab) => tab.subscribe(MESSAGE_ADDED(conversationId)));
    await Promise.all(streams.map((s) => s.ready));
    await settle();
    const before = { ...subscriptionStats };
    await ada.client.gql(SEND, { id: conversationId, content: 'Polling unit opens at 8:30' });
    await Promise.all(streams.map((s) => s.until(() => s.events.length === 1)));
    expect(subscriptionStats.events - before.events).toBe(3); // three sockets got it
    expect(subscriptionStats.executions - before.executions).toBe(2); // Bello's two tabs shared one
    await Promise.all(tabs.map((tab) => tab.closeSockets()));
  });

  it('writes graphql-ws frames byte for byte, and nothing for an operation the client completed', async () => {
    const { ada, bello, conversationId } = await pair();
    const socket = new WebSocket(app.baseUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', {
      headers: { cookie: bello.client.cookie },
    });
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    await once(socket, 'open');
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await until(() => frames.length === 1);
    expect(JSON.parse(frames.shift()!)).toEqual({ type: 'connection_ack' });
    const query = `subscription($id: ID!) { messageAdded(conversationId: $id) { id content senderId } }`;
    for (const id of ['kept "1"', 'completed']) socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables: { id: conversationId } } }));
    await settle();
    socket.send(JSON.stringify({ id: 'completed', type: 'complete' }));
    await settle();

    const sent = await ada.client.gql(SEND, { id: conversationId, content: 'Collation starts at 6' });
    await until(() => frames.length === 1);
    await settle();
    const payload = { data: { messageAdded: { id: sent.data.sendMessage.id, content: 'Collation starts at 6', senderId: ada.user.id } } };
    expect(frames).toEqual([JSON.stringify({ id: 'kept "1"', type: 'next', payload })]);
    socket.close();
  });

  it('ends both participants\' live subscriptions to their conversation when one blocks the other', async () => {
    const { ada, bello, conversationId } = await pair();
    const adasTab = ada.client.tab(peer.baseUrl);
    const adas = adasTab.subscribe(MESSAGE_ADDED(conversationId));
    const bellos = bello.client.subscribe(MESSAGE_ADDED(conversationId));
    const receipts = bello.client.subscribe(`subscription { messagesRead(conversationId: "${conversationId}") { readerId } }`);
    await Promise.all([adas.ready, bellos.ready, receipts.ready]);
    await settle();
    await ada.client.gql(SEND, { id: conversationId, content: 'Before the block' });
    await bellos.until(() => bellos.events.length === 1);
    expect([adas.completed, bellos.completed, receipts.completed]).toEqual([false, false, false]);

    const blocked = await bello.client.gql(`mutation($id: ID!) { blockUser(userId: $id, reason: "Spam") }`, { id: ada.user.id });
    expect(blocked.errors).toBeUndefined();
    await until(() => adas.completed && bellos.completed && receipts.completed);
    const refused = await ada.client.gql(SEND, { id: conversationId, content: 'After the block' });
    expect(refused.errors?.[0].message).toBe('You cannot message this member');
    expect(bellos.events.map((e) => e.messageAdded.content)).toEqual(['Before the block']);
    await Promise.all([adasTab.closeSockets(), bello.client.closeSockets()]);
  });

  it('sends each event as its recipients see it, built once: no private field of the sender ever crosses Redis', async () => {
    const { ada, bello, conversationId } = await pair();
    const secrets = { phone: '+2348030000001', unit: '24/16/05/001', account: '0123456789', bank: 'Secret Bank' };
    await sql(
      `update users set phone_number = ?, polling_unit = ?, account_number = ?, bank_name = ?, show_polling_unit = false, last_name = 'Okafor' where id = ?`,
      [secrets.phone, secrets.unit, secrets.account, secrets.bank, ada.user.id],
    );
    const [{ email }] = await sql(`select email from users where id = ?`, [ada.user.id]);
    const redis = new Redis(app.deps.config.redisUrl!);
    const published: { channel: string; message: string }[] = [];
    redis.on('pmessage', (_pattern: string, channel: string, message: string) => published.push({ channel, message }));
    await redis.psubscribe(`${app.deps.config.redisKeyPrefix}*`);
    const messages = bello.client.subscribe(`subscription { messageAdded(conversationId: "${conversationId}") { id content senderId conversationId isRead
      sender { id handle displayName avatarUrl email phoneNumber pollingUnit } } }`);
    const notifications = bello.client.subscribe(`subscription { notificationAdded { type message read contentId fromUser { id displayName email } } }`);
    const counts = bello.client.subscribe(`subscription { unreadCountsChanged { notifications messages } }`);
    await Promise.all([messages.ready, notifications.ready, counts.ready]);
    await settle();

    const sent = await ada.client.gql(SEND, { id: conversationId, content: 'The result sheet is posted at the unit' });
    await messages.until(() => messages.events.length === 1);
    await notifications.until(() => notifications.events.length === 1);
    await counts.until(() => counts.events.length >= 1);
    // What the recipient sees: the sender's card, and null for what only the sender may read.
    expect(messages.events[0].messageAdded).toEqual({
      id: sent.data.sendMessage.id, content: 'The result sheet is posted at the unit', senderId: ada.user.id, conversationId, isRead: false,
      sender: { id: ada.user.id, handle: ada.user.handle, displayName: 'Ada Okafor', avatarUrl: `/api/users/${ada.user.id}/avatar.svg`, email: null, phoneNumber: null, pollingUnit: null },
    });
    expect(notifications.events[0].notificationAdded).toEqual({
      type: 'MESSAGE', message: 'Ada Okafor sent you a message', read: false, contentId: conversationId,
      fromUser: { id: ada.user.id, displayName: 'Ada Okafor', email: null },
    });
    expect(counts.events.at(-1).unreadCountsChanged).toEqual({ notifications: 1, messages: 1 });

    await settle();
    const ours = published.filter(({ channel }) => /(message|notification|unread):/.test(channel));
    expect(ours.map(({ channel }) => channel.slice(app.deps.config.redisKeyPrefix.length).split(':')[0]).sort()).toEqual(['message', 'notification', 'unread']);
    for (const { message } of ours) {
      for (const secret of [email, ...Object.values(secrets), '$argon2']) expect(message).not.toContain(secret);
    }
    const cardKeys = ['customProfileImage', 'firstName', 'handle', 'id', 'lastName', 'profileImageUrl'];
    const [messageEvent, notificationEvent] = ['message', 'notification'].map((kind) => JSON.parse(ours.find(({ channel }) => channel.includes(`${kind}:`))!.message));
    expect(Object.keys(messageEvent.sender).sort()).toEqual(cardKeys);
    expect(Object.keys(notificationEvent.fromUser).sort()).toEqual(cardKeys);
    redis.disconnect();
    await bello.client.closeSockets();
  });

  it("lets go of the conversation's Redis channel as soon as the last subscriber leaves", async () => {
    const { ada, bello, conversationId } = await pair();
    const redis = new Redis(app.deps.config.redisUrl!);
    const channel = `${app.deps.config.redisKeyPrefix}${topics.conversation(ada.user.id, bello.user.id)}`;
    const subscribers = async () => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]);
    const tab = bello.client.tab();
    const stream = tab.subscribe(MESSAGE_ADDED(conversationId));
    await stream.ready;
    await settle();
    expect(await subscribers()).toBe(1);
    await tab.closeSockets();
    await settle();
    expect(await subscribers()).toBe(0);
    redis.disconnect();
  });

  it('refuses an empty or over-long message and stores nothing', async () => {
    const { ada, conversationId } = await pair();
    const empty = await ada.client.request('POST', '/api/messages', { conversationId, content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Message cannot be empty');
    const long = await ada.client.gql(SEND, { id: conversationId, content: 'x'.repeat(2001) });
    expect(long.errors?.[0].message).toBe('Message too long (at most 2000 characters)');
    expect((await sql('select count(*)::int as n from messages where conversation_id = ?', [conversationId]))[0].n).toBe(0);
    const self = await ada.client.gql(START, { userId: ada.user.id });
    expect(self.errors?.[0].message).toBe('You cannot message yourself');
  });

  it('counts unread messages, marks them read, and tells the sender (read receipt)', async () => {
    const { ada, bello, conversationId } = await pair();
    const receipts = ada.client.subscribe(`subscription { messagesRead(conversationId: "${conversationId}") { readerId readAt } }`);
    await receipts.ready;
    await settle();
    for (const content of ['One', 'Two']) await ada.client.gql(SEND, { id: conversationId, content });

    const list = await bello.client.gql(`{ conversations { edges { node { id unreadCount otherParticipant { firstName } lastMessage { content } } } } unreadCounts { messages } }`);
    expect(list.data.conversations.edges[0].node).toEqual({
      id: conversationId,
      unreadCount: 2,
      otherParticipant: { firstName: 'Ada' },
      lastMessage: { content: 'Two' },
    });
    expect(list.data.unreadCounts.messages).toBe(2);

    const read = await bello.client.gql(`mutation($id: ID!) { markConversationRead(conversationId: $id) }`, { id: conversationId });
    expect(read.data.markConversationRead).toBe(2);
    await receipts.until(() => receipts.events.length === 1);
    expect(receipts.events[0].messagesRead.readerId).toBe(bello.user.id);
    expect((await bello.client.gql(`{ unreadCounts { messages } }`)).data.unreadCounts.messages).toBe(0);
    const thread = await ada.client.gql(`query($id: ID!) { messages(conversationId: $id) { edges { node { content isRead } } } }`, { id: conversationId });
    expect(thread.data.messages.edges.map((e: any) => e.node)).toEqual([
      { content: 'Two', isRead: true },
      { content: 'One', isRead: true },
    ]);
    await ada.client.closeSockets();
  });

  it('pages a thread newest first with cursors, and shows a conversation to the other member only once it has a message', async () => {
    const { ada, bello, conversationId } = await pair();
    const listed = async (client: TestClient) =>
      (await client.gql(`{ conversations { edges { node { id } } } }`)).data.conversations.edges.map((e: any) => e.node.id);
    expect(await listed(ada.client)).toEqual([conversationId]);
    expect(await listed(bello.client)).toEqual([]);
    for (let i = 1; i <= 5; i++) await bello.client.request('POST', '/api/messages', { conversationId, content: `Message ${i}` });
    expect(await listed(bello.client)).toEqual([conversationId]);

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: any = await ada.client.gql(
        `query($id: ID!, $after: String) { messages(conversationId: $id, first: 2, after: $after) { edges { node { content } } pageInfo { hasNextPage endCursor } } }`,
        { id: conversationId, after },
      );
      seen.push(...page.data.messages.edges.map((e: any) => e.node.content));
      after = page.data.messages.pageInfo.hasNextPage ? page.data.messages.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(['Message 5', 'Message 4', 'Message 3', 'Message 2', 'Message 1']);
  });

  it("speaks the spec's REST shapes", async () => {
    const { ada, bello, conversationId } = await pair();
    const sent = await ada.client.request('POST', '/api/messages', { conversationId, content: 'Hello from Surulere' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ conversationId, senderId: ada.user.id, content: 'Hello from Surulere' });

    const conversations = await bello.client.request('GET', '/api/conversations');
    expect(conversations.body).toEqual([
      expect.objectContaining({
        id: conversationId,
        otherParticipant: { id: ada.user.id, firstName: 'Ada', lastName: 'Okafor', profileImageUrl: null, ward: null, pollingUnit: null },
        lastMessage: { content: 'Hello from Surulere', createdAt: expect.any(String) },
        unreadCount: 1,
      }),
    ]);
    const messages = await bello.client.request('GET', `/api/conversations/${conversationId}/messages`);
    expect(messages.body).toEqual([
      { id: sent.body.id, conversationId, senderId: ada.user.id, content: 'Hello from Surulere', isRead: false, createdAt: expect.any(String) },
    ]);
    expect((await app.client().request('GET', '/api/conversations')).status).toBe(401);
    const eve = await signedInClient(app);
    expect((await eve.client.request('GET', `/api/conversations/${conversationId}/messages`)).status).toBe(404);
    const opened = await eve.client.request('POST', '/api/conversations', { userId: bello.user.id });
    expect(opened.body.otherParticipant.id).toBe(bello.user.id);
  });

  it('stops messages across a block, either way', async () => {
    const { ada, bello, conversationId } = await pair();
    const blocked = await bello.client.request('POST', `/api/users/${ada.user.id}/block`, { reason: 'Harassment or bullying' });
    expect(blocked.status).toBe(200);
    const sent = await ada.client.request('POST', '/api/messages', { conversationId, content: 'Hello?' });
    expect(sent.status).toBe(403);
    expect(sent.body.message).toBe('You cannot message this member');
    expect((await bello.client.gql(SEND, { id: conversationId, content: 'Bye' })).errors?.[0].message).toBe('You cannot message this member');
    expect((await ada.client.gql(START, { userId: bello.user.id })).errors?.[0].message).toBe('You cannot message this member');
    expect((await ada.client.request('GET', '/api/conversations')).body).toEqual([]);
  });

  it('limits how fast one member sends', async () => {
    const { ada, conversationId } = await pair();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await ada.client.request('POST', '/api/messages', { conversationId, content: `Spam ${i}` })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await sql('select count(*)::int as n from messages where conversation_id = ?', [conversationId]))[0].n).toBe(30);
  });
});
