import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print, visit } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.js';
import { LIMITS } from '../../src/server/limits.js';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../harness.js';
import { RawSocket } from '../raw-socket.js';
import { hostile } from './documents.js';

/**
 * Documents built to cost the server: many aliases, duplicated fields, deep nesting, huge
 * texts, and more subscriptions and sockets than anyone needs. Each is refused with a clear
 * error, over HTTP and over WebSocket alike, and a socket that sent one keeps working.
 */
let app: TestApp;
let ada: { client: TestClient; user: { id: string } };
let bello: { client: TestClient; user: { id: string } };
let conversationId: string;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  ada = await signedInClient(app);
  bello = await signedInClient(app);
  conversationId = (await ada.client.request('POST', '/api/conversations', { userId: bello.user.id })).body.id;
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await app?.close();
});

const socket = async (cookie = '') => {
  const opened = new RawSocket(app.baseUrl, cookie);
  sockets.push(opened);
  return opened.init();
};

describe('hostile documents over HTTP', () => {
  for (const [name, { query, message }] of Object.entries(hostile)) {
    it(`refuses ${name} with a clear error and runs nothing`, async () => {
      const res = await ada.client.request('POST', '/graphql', { query });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors.length).toBeGreaterThanOrEqual(1);
      expect(res.body.errors[0].message).toMatch(message);
      expect(res.body.errors[0].message).not.toMatch(/call stack/i);
      expect(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST']).toContain(res.body.errors[0].extensions.code);
    });
  }

  it('reports a bad variable as BAD_USER_INPUT', async () => {
    const res = await ada.client.request('POST', '/graphql', {
      query: `query($first: Int!) { searchUsers(query: "Chiamaka", first: $first) { id } }`,
      variables: { first: 'many' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('hostile documents over WebSocket', () => {
  it('refuses each on its own operation, keeps the socket open and its other subscription delivering', async () => {
    const ws = await socket(ada.client.cookie);
    const live = ws.subscribe(`subscription($c: ID!) { messageAdded(conversationId: $c) { content } }`, { c: conversationId });
    for (const [name, { query, message }] of Object.entries(hostile)) {
      const id = ws.subscribe(query);
      const answer = await ws.answer(id);
      expect(answer.type, name).toBe('error');
      expect(answer.payload[0].message, name).toMatch(message);
      expect(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST'], name).toContain(answer.payload[0].extensions.code);
      expect(ws.isOpen, name).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 250)); // the subscription reaches Redis
    await bello.client.request('POST', '/api/messages', { conversationId, content: 'Still here?' });
    await ws.until(() => ws.of(live).some((m) => m.type === 'next'));
    expect(ws.of(live).find((m) => m.type === 'next')!.payload).toEqual({ data: { messageAdded: { content: 'Still here?' } } });
    expect(ws.closed).toBeNull();
  });

  it('answers a document that does not parse with its syntax error, without dropping the socket', async () => {
    const ws = await socket();
    const id = ws.subscribe(`{ ${'['.repeat(10)} }`);
    const answer = await ws.answer(id);
    expect(answer.type).toBe('error');
    expect(answer.payload[0]).toMatchObject({ message: 'Syntax Error: Expected Name, found "[".', extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(ws.isOpen).toBe(true);
  });

  it('classifies a bad variable as BAD_USER_INPUT, as HTTP does', async () => {
    const ws = await socket(ada.client.cookie);
    const subscription = ws.subscribe(`subscription($c: ID!) { messageAdded(conversationId: $c) { id } }`, { c: { not: 'an id' } });
    const query = ws.subscribe(`query($first: Int!) { searchUsers(query: "Chiamaka", first: $first) { id } }`, { first: 'many' });
    for (const id of [subscription, query]) {
      const answer = await ws.answer(id);
      const errors = answer.type === 'error' ? answer.payload : answer.payload.errors;
      expect(errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(errors[0].message).toMatch(/^Variable "\$(c|first)"/);
    }
    expect(ws.isOpen).toBe(true);
  });

  it(`holds at most ${LIMITS.maxSubscriptionsPerSocket} subscriptions on one socket; the next is refused and the socket stays open`, async () => {
    const ws = await socket();
    const ids = Array.from({ length: LIMITS.maxSubscriptionsPerSocket }, () => ws.subscribe(`subscription { resultsUpdated { __typename } }`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ids.flatMap((id) => ws.of(id))).toEqual([]); // all still running
    const extra = ws.subscribe(`subscription { resultsUpdated { __typename } }`);
    const answer = await ws.answer(extra);
    expect(answer.type).toBe('error');
    expect(answer.payload[0]).toMatchObject({
      message: `Too many subscriptions on this connection (at most ${LIMITS.maxSubscriptionsPerSocket})`,
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(ws.isOpen).toBe(true);
    // Ending one makes room for another.
    ws.send({ id: ids[0], type: 'complete' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = ws.subscribe(`query { __typename }`);
    expect((await ws.answer(again)).payload).toEqual({ data: { __typename: 'Query' } });
  });

  it(`opens at most ${LIMITS.maxSocketsPerSession} sockets for one session; the next is closed with 4429`, async () => {
    const { client } = await signedInClient(app);
    const open = await Promise.all(Array.from({ length: LIMITS.maxSocketsPerSession }, () => socket(client.cookie)));
    expect(open.every((ws) => ws.isOpen && ws.closed === null)).toBe(true);
    const extra = await socket(client.cookie);
    await extra.until(() => extra.closed !== null);
    expect(extra.closed).toEqual({ code: 4429, reason: 'Too many open connections for this session' });
    // Another member is not affected, and a closed socket makes room.
    expect((await socket(ada.client.cookie)).closed).toBeNull();
    await open[0].close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await socket(client.cookie)).closed).toBeNull();
  });
});

describe('the web app', () => {
  it("sends only documents inside the limits (each operation of web/src/gql, with its fragments)", async () => {
    const generated = readFileSync(path.join(repoRoot, 'web/src/gql/gql.ts'), 'utf8');
    const documents = [...generated.matchAll(/^ {4}"((?:[^"\\]|\\.)*)": typeof types/gm)].map((m) => parse(JSON.parse(`"${m[1]}"`)));
    const fragments = new Map(documents.flatMap((d) => d.definitions).filter((d) => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]));
    // Subscriptions too (over HTTP they are refused for being subscriptions, after the limits).
    const operations = documents.flatMap((d) => d.definitions).filter((d) => d.kind === 'OperationDefinition');
    expect(operations.length).toBeGreaterThan(50);
    const refused: string[] = [];
    for (const operation of operations) {
      const needed = new Set<string>();
      const pending = [operation as never];
      while (pending.length) {
        visit(pending.pop()!, {
          FragmentSpread(spread) {
            if (needed.has(spread.name.value)) return;
            needed.add(spread.name.value);
            pending.push(fragments.get(spread.name.value) as never);
          },
        });
      }
      // As Apollo Client sends it: __typename in every selection set below the root, without the
      // client-only @unmask (codegen's migration marker).
      const withTypename = (node: never) =>
        visit(node, {
          Directive: (directive) => (directive.name.value === 'unmask' ? null : undefined),
          SelectionSet: (set, _key, parent) =>
            parent && (parent as { kind: string }).kind === 'OperationDefinition'
              ? undefined
              : { ...set, selections: [...set.selections, { kind: 'Field', name: { kind: 'Name', value: '__typename' } }] },
        });
      const query = [operation, ...[...needed].map((name) => fragments.get(name)!)].map((d) => print(withTypename(d as never))).join('\n');
      const res = await ada.client.request('POST', '/graphql', { query });
      const codes = (res.body?.errors ?? []).map((e: { extensions: { code: string } }) => e.extensions.code);
      if (codes.some((code: string) => code === 'GRAPHQL_PARSE_FAILED' || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_REQUEST')) {
        refused.push(`${(operation as { name?: { value: string } }).name?.value}: ${res.body.errors[0].message}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
