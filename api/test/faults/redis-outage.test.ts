import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../harness.js';

/**
 * Redis killed and frozen under two instances that share it, with a member writing on one and
 * another subscribed on the other. A Redis of this test's own: the machine's is everyone's.
 */
let redis: { port: number; process: ChildProcess };
let app: TestApp;
let peer: TestApp;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startRedis(port: number) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {}); // refused until the server listens
  for (let attempt = 0; ; attempt++) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return child;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const killed = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

beforeAll(async () => {
  const port = await freePort();
  redis = { port, process: await startRedis(port) };
  const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
  app = await startTestApp({ env });
  peer = await startTestApp({ database: app.database, env: { ...env, REDIS_KEY_PREFIX: app.deps.config.redisKeyPrefix } });
});
afterAll(async () => {
  redis?.process.kill('SIGCONT');
  await peer?.close();
  await app?.close();
  redis?.process.kill('SIGKILL');
});

const SEND = `mutation($id: ID!, $content: String!) { sendMessage(conversationId: $id, content: $content) { id } }`;
const MESSAGE_ADDED = (id: string) => `subscription { messageAdded(conversationId: "${id}") { id content } }`;

/** Every answer the members got, to show none was a server error. */
const statuses: number[] = [];
async function writeEverything(ada: TestClient, conversationId: string, label: string, email: string, password: string) {
  const started = Date.now();
  const sent = await ada.request('POST', '/graphql', { query: SEND, variables: { id: conversationId, content: `message ${label}` } });
  statuses.push(sent.status);
  expect(sent.body.errors, label).toBeUndefined();
  const posted = await ada.request('POST', '/api/posts', { content: `post ${label}` });
  statuses.push(posted.status);
  expect(posted.status, label).toBe(200);
  const visitor = app.client();
  const login = await visitor.request('POST', '/api/auth/login', { email, password });
  statuses.push(login.status);
  expect(login.status, label).toBe(200);
  return Date.now() - started;
}

const ready = async (instance: TestApp) => {
  const { status, body } = await instance.client().request('GET', '/api/ready');
  return { status, body };
};

async function eventually(check: () => Promise<boolean> | boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not recover in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('when Redis fails', { timeout: 120_000 }, () => {
  it('keeps signing in, posting and messaging working, loses no message and recovers by itself', async () => {
    const ada = await signedInClient(app, { firstName: 'Ada' });
    const bello = await signedInClient(app, { firstName: 'Bello' });
    const started = await ada.client.gql(`mutation($userId: ID!) { startConversation(userId: $userId) { id } }`, { userId: bello.user.id });
    const conversationId = started.data.startConversation.id as string;
    // Bello listens on the other instance.
    const inbox = bello.client.tab(peer.baseUrl).subscribe<{ messageAdded: { content: string } }>(MESSAGE_ADDED(conversationId));
    await inbox.ready;
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscription reaches Redis
    const write = (label: string) => writeEverything(ada.client, conversationId, label, bello.who.email, bello.who.password);
    await eventually(async () => (await ready(app)).status === 200, 60_000); // the geography is in memory
    expect(await ready(app)).toMatchObject({ status: 200, body: { ready: true, postgres: 'up', redis: 'up' } });

    await write('before');

    // Killed: every write still succeeds at once; readiness reports Redis down yet stays ready (writes work).
    redis.process.kill('SIGKILL');
    await killed(redis.process);
    // (Signing in alone takes seconds on a loaded test machine; a hang would last the outage.)
    for (const label of ['killed 1', 'killed 2']) expect(await write(label)).toBeLessThan(10_000);
    expect(await ready(app)).toMatchObject({ status: 200, body: { ready: true, postgres: 'up', redis: 'down' } });
    expect(await ready(peer)).toMatchObject({ status: 200, body: { redis: 'down' } });

    // Back, empty: both instances reconnect, and what was sent meanwhile reaches Bello.
    redis.process = await startRedis(redis.port);
    await eventually(async () => (await ready(app)).body.redis === 'up' && (await ready(peer)).body.redis === 'up');
    await write('after the restart');

    // Frozen: the connection stays open and nothing answers; writes finish while it stays frozen.
    redis.process.kill('SIGSTOP');
    for (const label of ['frozen 1', 'frozen 2']) expect(await write(label)).toBeLessThan(10_000);
    expect(await ready(peer)).toMatchObject({ status: 200, body: { redis: 'down' } });
    redis.process.kill('SIGCONT');
    await eventually(async () => (await ready(app)).body.redis === 'up' && (await ready(peer)).body.redis === 'up');
    await write('after the thaw');

    const expected = ['before', 'killed 1', 'killed 2', 'after the restart', 'frozen 1', 'frozen 2', 'after the thaw'].map((label) => `message ${label}`);
    await eventually(() => inbox.events.length >= expected.length);
    expect(inbox.events.map((event) => event.messageAdded.content)).toEqual(expected); // each once, in order
    expect(inbox.errors).toEqual([]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
