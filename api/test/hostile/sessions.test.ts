import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startPeerOf, startTestApp, type TestApp } from '../harness.js';
import { RawSocket } from '../raw-socket.js';

/**
 * A socket must not outlive the session it was opened with. Whatever ends it (signing out,
 * a password reset, deactivation, deletion, a ban) closes every socket of that session on every
 * instance with 4401, and a suspension closes the member's sockets with 4403 (they reconnect
 * as who they now are); nothing is delivered on them after. Two instances share PostgreSQL and
 * Redis: the socket is on one, the session ends through the other.
 */
let app: TestApp;
let peer: TestApp;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  peer = await startPeerOf(app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await peer?.close();
  await app?.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300)); // subscriptions reach Redis
const MESSAGE_ADDED = `subscription($c: ID!) { messageAdded(conversationId: $c) { content } }`;

/** A member with a live conversation: their socket on the peer instance, listening; the other member writes through `app`. */
async function listening() {
  const member = await signedInClient(app);
  const friend = await signedInClient(app);
  const conversationId = (await member.client.request('POST', '/api/conversations', { userId: friend.user.id })).body.id as string;
  const socket = await new RawSocket(peer.baseUrl, member.client.cookie).init();
  sockets.push(socket);
  const live = socket.subscribe(MESSAGE_ADDED, { c: conversationId });
  await settle();
  await friend.client.request('POST', '/api/messages', { conversationId, content: 'before' });
  await socket.until(() => socket.of(live).some((m) => m.type === 'next'));
  return { ...member, friend, conversationId, socket, live };
}

/** After the session ended: the socket was closed with `code`, and the friend's next message reached nobody on it. */
async function expectClosed(
  { socket, live, friend, conversationId }: Awaited<ReturnType<typeof listening>>,
  code: number,
  reason: string,
) {
  await socket.until(() => socket.closed !== null);
  expect(socket.closed).toEqual({ code, reason });
  await friend.client.request('POST', '/api/messages', { conversationId, content: 'after' });
  await settle();
  expect(socket.of(live).filter((m) => m.type === 'next').map((m) => m.payload.data.messageAdded.content)).toEqual(['before']);
}

describe('a socket ends with its session, on every instance', () => {
  it('signing out closes the sockets of that session (4401), and not those of the same member on another device', async () => {
    const member = await listening();
    const phone = app.client();
    await phone.request('POST', '/api/auth/login', { email: member.who.email, password: member.who.password });
    const phoneSocket = await new RawSocket(peer.baseUrl, phone.cookie).init();
    sockets.push(phoneSocket);
    const phoneLive = phoneSocket.subscribe(MESSAGE_ADDED, { c: member.conversationId });
    await settle();

    await member.client.request('GET', '/api/logout');
    await expectClosed(member, 4401, 'Signed out');
    // The phone's session is alive: its socket stays open and got the message.
    expect(phoneSocket.closed).toBeNull();
    await phoneSocket.until(() => phoneSocket.of(phoneLive).some((m) => m.type === 'next' && m.payload.data.messageAdded.content === 'after'));
  });

  it('signing out over GraphQL does the same', async () => {
    const member = await listening();
    await member.client.gql(`mutation { logout }`);
    await expectClosed(member, 4401, 'Signed out');
  });

  it('a password reset closes every socket of the member (4401)', async () => {
    const member = await listening();
    await app.client().request('POST', '/api/auth/forgot-password', { email: member.who.email });
    const mail = [...app.deps.mailer.outbox].reverse().find((sent) => sent.to === member.who.email)!;
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    const reset = await app.client().request('POST', '/api/auth/reset-password', { token, password: 'a-new-password' });
    expect(reset.status).toBe(200);
    await expectClosed(member, 4401, 'Password changed');
  });

  it('deactivating the account closes its sockets (4401)', async () => {
    const member = await listening();
    expect((await member.client.request('POST', '/api/user/deactivate-account')).status).toBe(200);
    await expectClosed(member, 4401, 'Account deactivated');
  });

  it('deleting the account closes its sockets (4401)', async () => {
    const member = await listening();
    expect((await member.client.request('DELETE', '/api/user/delete-account')).status).toBe(200);
    await expectClosed(member, 4401, 'Account deleted');
  });

  for (const [action, code, reason] of [
    ['SUSPEND', 4403, 'Account suspended'],
    ['BAN', 4403, 'Account banned'],
  ] as const) {
    it(`${action === 'BAN' ? 'a ban' : 'a suspension'} closes the member's sockets (${code})`, async () => {
      const member = await listening();
      const admin = await signedInClient(app);
      await app.em().getConnection().execute(`update users set role = 'admin' where id = ?`, [admin.user.id]);
      const moderated = await admin.client.gql(
        `mutation($input: ModerateInput!) { moderate(input: $input) { id } }`,
        { input: { contentType: 'USER', contentId: member.user.id, action, reason: 'Threats', durationHours: 24 } },
      );
      expect(moderated.errors).toBeUndefined();
      await expectClosed(member, code, reason);
    });
  }

  it('a suspended member reconnects as suspended: a write over the new socket is refused', async () => {
    const member = await listening();
    const admin = await signedInClient(app);
    await app.em().getConnection().execute(`update users set role = 'admin' where id = ?`, [admin.user.id]);
    await admin.client.gql(`mutation($input: ModerateInput!) { moderate(input: $input) { id } }`, {
      input: { contentType: 'USER', contentId: member.user.id, action: 'SUSPEND', reason: 'Threats', durationHours: 24 },
    });
    await member.socket.until(() => member.socket.closed !== null);
    const again = await new RawSocket(peer.baseUrl, member.client.cookie).init();
    sockets.push(again);
    const post = again.subscribe(`mutation { createPost(input: { content: "Still posting" }) { id } }`);
    const answer = await again.answer(post);
    expect(answer.payload.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(answer.payload.errors[0].message).toMatch(/suspended/);
  });
});

