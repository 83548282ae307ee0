import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startPeerOf, startTestApp, type TestApp } from '../../test/harness.js';
import { RawSocket } from '../../test/raw-socket.js';
import { loadConfig } from '../config.js';
import { LIMITS } from './limits.js';
import { keepSocketsAlive } from './subscriptions.js';

let app: TestApp;
/** A second instance on the same database and Redis prefix: what a load balancer would spread users across. */
let peer: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  peer = await startPeerOf(app);
});
afterAll(async () => {
  await peer?.close();
  await app?.close();
});

const VIEWER_EVENTS = `subscription { viewerEvents { type at } }`;

describe('viewerEvents subscription', () => {
  it('closes every open tab of the browser that signed out (4401), on every instance, and not the same member on another device', async () => {
    expect(app.deps.pubsub.kind).toBe('redis');
    const { client: tabOne, who } = await signedInClient(app);
    const phone = app.client();
    await phone.request('POST', '/api/auth/login', { email: who.email, password: who.password });
    // Another tab of the browser on this instance, one routed to the other, and the phone.
    const [tabTwo, peerTab, phoneSocket] = await Promise.all(
      [new RawSocket(app.baseUrl, tabOne.cookie), new RawSocket(peer.baseUrl, tabOne.cookie), new RawSocket(app.baseUrl, phone.cookie)].map((s) => s.init()),
    );
    const phoneEvents = phoneSocket.subscribe(VIEWER_EVENTS);
    for (const socket of [tabTwo, peerTab]) socket.subscribe(VIEWER_EVENTS);
    await new Promise((resolve) => setTimeout(resolve, 200)); // let the subscriptions reach Redis

    await tabOne.gql(`mutation { logout }`);
    await tabTwo.until(() => tabTwo.closed !== null);
    await peerTab.until(() => peerTab.closed !== null);
    expect([tabTwo.closed, peerTab.closed]).toEqual([
      { code: 4401, reason: 'Signed out' },
      { code: 4401, reason: 'Signed out' },
    ]);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(phoneSocket.closed).toBeNull();
    expect(phoneSocket.of(phoneEvents)).toEqual([]);
    expect((await phone.gql(`{ me { email } }`)).data.me.email).toBe(who.email);
    await phoneSocket.close();
  });

  it('refuses a visitor at subscribe time with UNAUTHENTICATED', async () => {
    const visitor = app.client().subscribe(VIEWER_EVENTS);
    await visitor.until(() => visitor.errors.length > 0);
    expect(visitor.errors[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('WebSocket keep-alive', () => {
  it('pings every socket each round and closes the one that stopped answering', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(server, 'listening');
    const stop = keepSocketsAlive(server, 200, 10);
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answering = new WebSocket(url);
    const silent = new WebSocket(url, { autoPong: false });
    let pings = 0;
    answering.on('ping', () => (pings += 1));
    await Promise.all([once(answering, 'open'), once(silent, 'open')]);
    const [code] = (await once(silent, 'close')) as [number];
    expect(code).toBe(1006); // terminated, without a closing handshake
    expect(pings).toBeGreaterThanOrEqual(1);
    expect(pings).toBeLessThanOrEqual(3); // once a round (200 ms), not once a tick
    expect(answering.readyState).toBe(WebSocket.OPEN);
    stop();
    answering.close();
    server.close();
  });
});

describe('query limits and error handling', () => {
  const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;

  it('refuses too many aliases over HTTP with a validation error', async () => {
    const result = await app.client().gql(aliases);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Aliases limit of 15 exceeded, found 16.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect((await app.client().gql(`{ a0: me { id } }`)).errors).toBeUndefined();
  });

  it('applies the same limits to WebSocket operations', async () => {
    const { client } = await signedInClient(app);
    const flood = client.subscribe(
      `subscription { ${Array.from({ length: 16 }, (_, i) => `a${i}: viewerEvents { type }`).join(' ')} }`,
    );
    await flood.until(() => flood.errors.length > 0);
    expect(flood.errors[0]).toContainEqual(
      expect.objectContaining({
        message: 'Aliases limit of 15 exceeded, found 16.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    );
    await client.closeSockets();
  });

  it('answers a GraphQL body it cannot read with a message, and runs nothing', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const malformed = await post('{"query":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Invalid request body' });
    const huge = await post(JSON.stringify({ query: `{ __typename }`, variables: { padding: 'x'.repeat(LIMITS.maxBodyBytes) } }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'Request too large' });
    const compressed = await post('{}', { 'content-encoding': 'gzip' });
    expect(compressed.status).toBe(415);
    // The connection the refused bodies came on is not reused; the next request is answered.
    expect((await (await post(JSON.stringify({ query: `{ __typename }` }))).json()).data).toEqual({ __typename: 'Query' });
  });

  it('takes a POST only as JSON, which a page on another site cannot send without a preflight (CSRF)', async () => {
    const member = await signedInClient(app);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: member.client.cookie },
        body: JSON.stringify({ query: 'mutation { logout }' }),
      });
      expect(res.status).toBe(400);
    }
    expect((await member.client.gql('{ me { id } }')).data.me).toEqual({ id: member.user.id }); // still signed in
  });

  it('refuses state-changing REST calls from another site and non-JSON bodies', async () => {
    const crossSite = await app
      .client()
      .request('POST', '/api/auth/forgot-password', { email: 'a@b.ng' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const form = await fetch(`${app.baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a@b.ng',
    });
    expect(form.status).toBe(415);
    expect(app.deps.mailer.outbox).toHaveLength(0);
  });

  it('answers malformed JSON and unknown API paths with a message', async () => {
    const bad = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Invalid request body' });
    const missing = await app.client().request('GET', '/api/nothing-here');
    expect(missing).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});

describe('transport security', () => {
  it('tells browsers to keep to HTTPS when the request came over TLS through the trusted proxy, and not over plain HTTP', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    for (const [path, init] of [
      ['/api/health', {}],
      ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) }],
      ['/', {}],
    ] as const) {
      const overTls = await fetch(app.baseUrl + path, { ...init, headers: { ...('headers' in init ? init.headers : {}), ...tls } });
      expect(overTls.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      const plain = await fetch(app.baseUrl + path, init);
      expect(plain.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('configuration', () => {
  it('refuses to start in production without a database or mail server', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Missing configuration in production: DATABASE_URL, SMTP_URL',
    );
  });

  it('explains a malformed variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
