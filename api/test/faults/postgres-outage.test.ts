import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../services.js';
import { signedInClient, startTestApp, type TestApp } from '../harness.js';

/**
 * PostgreSQL made unreachable for one instance: it reaches the machine's server through a TCP
 * relay that this test cuts (connections dropped, new ones refused) and freezes (connections
 * taken, nothing passed on) and then restores.
 */
class Relay {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private frozen = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open() {
    this.frozen = false;
    if (this.server?.listening) return;
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client)).on('error', () => {});
      if (this.frozen) return; // taken and never answered
      const upstream = connect(this.target.port, this.target.host);
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream)).on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as { port: number }).port;
  }

  /** PostgreSQL gone: open connections drop, new ones are refused. */
  async cut() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server!.close(resolve));
  }

  /** PostgreSQL frozen: new connections are taken and never answered. */
  freeze() {
    this.frozen = true;
    for (const socket of this.sockets) socket.destroy();
  }

  /** PostgreSQL answers again; what was taken while frozen is dropped, as a real restart would. */
  thaw() {
    this.frozen = false;
    for (const socket of this.sockets) socket.destroy();
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => (this.server?.listening ? this.server.close(resolve) : resolve(null)));
  }
}

let owner: TestApp;
let app: TestApp;
let relay: Relay;

beforeAll(async () => {
  owner = await startTestApp(); // makes the database; `app` reaches it through the relay
  const direct = new URL(owner.deps.config.databaseUrl!);
  relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
  await relay.open();
  const relayed = new URL(databaseUrl(direct.toString(), owner.database));
  relayed.host = `127.0.0.1:${relay.port}`;
  app = await startTestApp({ database: owner.database, env: { DATABASE_URL: relayed.toString(), REDIS_KEY_PREFIX: owner.deps.config.redisKeyPrefix } });
});
afterAll(async () => {
  await relay?.open(); // let the app close its pool cleanly
  await app?.close();
  await relay?.close();
  await owner?.close();
});

async function timed<T>(work: () => Promise<T>) {
  const started = Date.now();
  const result = await work();
  return { ...result, ms: Date.now() - started };
}

async function eventually(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not recover in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('when PostgreSQL is unreachable', { timeout: 120_000 }, () => {
  it('answers 503 with a clear message within seconds, over REST and GraphQL, and recovers by itself', async () => {
    const { client } = await signedInClient(app);
    const post = () => client.request('POST', '/api/posts', { content: 'Queue at PU 004 moving fast' });
    expect((await post()).status).toBe(200);

    for (const outage of ['cut', 'frozen'] as const) {
      if (outage === 'cut') await relay.cut();
      else relay.freeze();

      const rest = await timed(post);
      expect(rest, outage).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a moment.' } });
      expect(rest.headers.get('retry-after')).toBe('5');
      // The pool's acquire timeout is three seconds; a loaded test machine adds some.
      expect(rest.ms, outage).toBeLessThan(8_000);

      const graphql = await timed(() => client.request('POST', '/graphql', { query: '{ me { id } }' }));
      expect(graphql.status, JSON.stringify(graphql.body)).toBe(503);
      expect(graphql.body.errors[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(graphql.ms, outage).toBeLessThan(8_000);

      const ready = await client.request('GET', '/api/ready');
      expect(ready, outage).toMatchObject({ status: 503, body: { ready: false, postgres: 'down' } });

      // Back: the same instance serves again without a restart.
      if (outage === 'cut') await relay.open();
      else relay.thaw();
      await eventually(async () => (await client.request('GET', '/api/ready')).status === 200);
      expect((await post()).status, outage).toBe(200);
    }
  });
});
