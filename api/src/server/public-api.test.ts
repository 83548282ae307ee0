import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInClient, startTestApp, type TestApp } from '../../test/harness.js';

const DASHBOARD = 'https://dashboard.example'; // a newsroom's page on another origin
const SUMMARY = '{ electionSummary(type: PRESIDENTIAL) { resultsUploaded totalValidVotes leadingParty } }';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A raw graphql-transport-ws socket, as a dashboard's page would open it. */
async function socket(baseUrl: string, headers: Record<string, string>) {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', { headers });
  const messages: any[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  await once(ws, 'open');
  ws.send(JSON.stringify({ type: 'connection_init' }));
  const until = async (predicate: () => boolean) => {
    for (let waited = 0; !predicate(); waited += 20) {
      if (waited > 5000) throw new Error('timed out waiting for a message');
      await pause(20);
    }
  };
  await until(() => messages.some((m) => m.type === 'connection_ack'));
  return { ws, messages, until };
}

describe('a third-party page on another origin', () => {
  it('reads results anonymously across origins, and never acts with the member cookie the browser holds', async () => {
    const member = await signedInClient(app);
    // The browser's preflight: any origin may post JSON, never with credentials.
    const preflight = await fetch(`${app.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: DASHBOARD, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    // Its read, carrying the member's cookie as a careless browser would: answered, as a visitor.
    const query = `{ me { id email } ${SUMMARY.slice(1, -1)} }`;
    const read = await member.client.request('POST', '/graphql', { query }, { origin: DASHBOARD });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    expect(read.body.data.me).toBeNull();
    expect(read.body.data.electionSummary).toEqual({ resultsUploaded: 157422, totalValidVotes: 24025940, leadingParty: 'APC' });
    // Nor can it act: a post as the member is refused, and nothing is written.
    const post = await member.client.request('POST', '/graphql', { query: 'mutation { createPost(input: { content: "Posted by another site" }) { id } }' }, { origin: DASHBOARD });
    expect(post.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const [{ count }] = await app.em().getConnection().execute(`select count(*)::int as count from posts where content = 'Posted by another site'`);
    expect(count).toBe(0);
    // Without Origin, a browser's Sec-Fetch-Site says where it came from.
    const noOrigin = await member.client.request('POST', '/graphql', { query: '{ me { id } }' }, { 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.body.data.me).toBeNull();
    // The same cookie from our own pages is the member.
    const own = await member.client.request('POST', '/graphql', { query: '{ me { id } }' }, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(own.body.data.me).toEqual({ id: member.user.id });

    // Its socket follows public subscriptions, but holds no member's subscription.
    const live = await socket(app.baseUrl, { origin: DASHBOARD, cookie: member.client.cookie });
    live.ws.send(JSON.stringify({ id: 'mine', type: 'subscribe', payload: { query: 'subscription { viewerEvents { type } }' } }));
    live.ws.send(JSON.stringify({ id: 'results', type: 'subscribe', payload: { query: 'subscription { resultsUpdated(type: PRESIDENTIAL) { electionId } }' } }));
    await live.until(() => live.messages.some((m) => m.id === 'mine'));
    expect(live.messages.find((m) => m.id === 'mine')).toMatchObject({ type: 'next', payload: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
    await pause(300);
    expect(live.messages.filter((m) => m.id === 'results')).toEqual([]); // subscribed, waiting for sheets
    live.ws.close();
  });
});

describe('public reads over GET', () => {
  it('answer with Cache-Control and an ETag, and 304 when the cache already holds the answer', async () => {
    const url = `${app.baseUrl}/graphql?query=${encodeURIComponent(SUMMARY)}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await first.json()).data.electionSummary.leadingParty).toBe('APC');
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Geography changes never while running: an hour; several fields take the shortest.
    const states = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ states { code } }')}`);
    expect(states.headers.get('cache-control')).toBe('public, max-age=3600');
    const both = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent(`{ states { code } ${SUMMARY.slice(1, -1)} }`)}`);
    expect(both.headers.get('cache-control')).toBe('public, max-age=5');
    // A field not marked public is revalidated every time; a mutation is never a GET.
    const feed = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ feed(kind: BLOWING, first: 1) { edges { cursor } } }')}`);
    expect(feed.headers.get('cache-control')).toBe('public, no-cache');
    const mutation = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('mutation { logout }')}`);
    expect(mutation.status).toBe(405);
    expect(mutation.headers.get('cache-control')).toBe('no-store');
  });

  it('are anonymous even with a member cookie, so what a cache keeps is what anyone reads', async () => {
    const member = await signedInClient(app);
    const read = await member.client.request('GET', `/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(read.body.data.me).toBeNull();
    expect(read.headers.get('set-cookie')).toBeNull();
  });

  it('take persisted queries (APQ): the hash alone once the query is known', async () => {
    const query = '{ elections(type: PRESIDENTIAL) { name source } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }));
    const unknown = await (await fetch(`${app.baseUrl}/graphql?extensions=${extensions}`)).json();
    expect(unknown.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent(query)}&extensions=${extensions}`);
    expect(registered.status).toBe(200);
    const byHash = await fetch(`${app.baseUrl}/graphql?extensions=${extensions}`);
    expect(byHash.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await byHash.json()).data.elections[0]).toEqual({ name: '2023 Presidential Election', source: 'DECLARED' });
  });
});

describe('settings and limits', () => {
  it('answers introspection in production, within the same limits, unless turned off', async () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1025' };
    const open = await startTestApp({ env: production });
    const closed = await startTestApp({ env: { ...production, GRAPHQL_INTROSPECTION: 'false' } });
    try {
      const ask = (target: TestApp, query: string) => target.client().gql(query);
      expect((await ask(open, '{ __schema { queryType { name } } }')).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      // Sandbox's own query is deeper than the depth limit (graphql-armor leaves introspection out of it); the rest apply.
      const manyAliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: __schema { queryType { name } }`).join(' ')} }`;
      expect((await ask(open, manyAliases)).errors?.[0].message).toMatch(/aliases/i);
      expect((await ask(closed, '{ __schema { queryType { name } } }')).errors?.[0].message).toMatch(/introspection/i);
      const overGet = await fetch(`${closed.baseUrl}/graphql?query=${encodeURIComponent('{ __type(name: "Query") { name } }')}`);
      expect((await overGet.json()).errors[0].message).toMatch(/introspection/i);
      // The SDL download follows the setting.
      const sdl = await fetch(`${open.baseUrl}/api/schema.graphql`);
      expect(sdl.headers.get('access-control-allow-origin')).toBe('*');
      expect(await sdl.text()).toContain('resultsUpdated(');
      expect((await fetch(`${closed.baseUrl}/api/schema.graphql`)).status).toBe(404);
      const settings = await open.client().gql('{ publicApi { introspection liveTickMs anonymousRequestsPerMinute maxDepth } }');
      expect(settings.data.publicApi).toEqual({ introspection: true, liveTickMs: 1000, anonymousRequestsPerMinute: 1000000, maxDepth: 10 });
    } finally {
      await Promise.all([open.close(), closed.close()]);
    }
  });

  it('limits clients without a session per address, over HTTP and sockets, and not members', async () => {
    const limited = await startTestApp({ env: { ANONYMOUS_REQUESTS_PER_MINUTE: '3', ANONYMOUS_SOCKETS_PER_ADDRESS: '2' } });
    try {
      const visitor = limited.client();
      for (let i = 0; i < 3; i++) expect((await visitor.gql('{ states { code } }')).errors).toBeUndefined();
      const refused = await visitor.request('POST', '/graphql', { query: '{ states { code } }' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.errors[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
      const member = await signedInClient(limited);
      for (let i = 0; i < 4; i++) expect((await member.client.gql('{ me { id } }')).data.me).toEqual({ id: member.user.id });

      const sockets = await Promise.all([socket(limited.baseUrl, {}), socket(limited.baseUrl, {})]);
      const third = new WebSocket(limited.baseUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
      third.on('open', () => third.send(JSON.stringify({ type: 'connection_init' })));
      const [code] = (await once(third, 'close')) as [number];
      expect(code).toBe(4429);
      const members = await socket(limited.baseUrl, { cookie: member.client.cookie }); // a member's socket is not counted here
      for (const open of [...sockets, members]) open.ws.close();
    } finally {
      await limited.close();
    }
  });
});
