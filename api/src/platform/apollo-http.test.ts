import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeOnNode, readJsonBody } from './apollo-http.js';

// The contract `/graphql` relies on in the installed Apollo Server (see apollo-http.ts), on a
// schema and server of this test's own.

type Ctx = { who: string; made: number };
let contexts = 0;
const apollo = new ApolloServer<Ctx>({
  typeDefs: `type Query { hello(name: String): String, who: String, made: Int } type Mutation { touch: Boolean }`,
  resolvers: {
    Query: { hello: (_: unknown, { name }: { name: string }) => `hello ${name}`, who: (_: unknown, __: unknown, ctx: Ctx) => ctx.who, made: (_: unknown, __: unknown, ctx: Ctx) => ctx.made },
    Mutation: { touch: () => true },
  },
  csrfPrevention: false,
});
const server = http.createServer((req, res) =>
  readJsonBody(req, res, 1_000, (body) => {
    const context = { who: String(req.headers['x-who'] ?? 'nobody'), made: ++contexts };
    void executeOnNode(apollo, req, res, body, context, (text) => res.end(text));
  }),
);
let url = '';

beforeAll(async () => {
  await apollo.start();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await apollo.stop();
});

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(url, { method: 'POST', headers, body });

describe('executeHTTPGraphQLRequest on node http', () => {
  it('executes a JSON POST with its variables, the context made once for the request', async () => {
    const before = contexts;
    const response = await post(JSON.stringify({ query: 'query($n: String) { hello(name: $n) who made }', variables: { n: 'Ada' } }), {
      'content-type': 'application/json',
      'x-who': 'Ada',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(await response.json()).toEqual({ data: { hello: 'hello Ada', who: 'Ada', made: before + 1 } });
    expect(contexts).toBe(before + 1);
  });

  it('executes a query from the query string of a GET, and refuses a mutation there (405)', async () => {
    const query = encodeURIComponent('{ hello(name: "Obi") }');
    const get = await fetch(`${url}?query=${query}`);
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { hello: 'hello Obi' } });
    const mutation = await fetch(`${url}?query=${encodeURIComponent('mutation { touch }')}`);
    expect(mutation.status).toBe(405);
  });

  it('answers 400 with errors for a document that does not parse, and for a POST that is not JSON', async () => {
    const bad = await post(JSON.stringify({ query: '{ hello(' }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    const text = await post('{ hello }', { 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
  });

  it('refuses a body over the limit with 413 before Apollo sees it, and one that is not JSON with 400', async () => {
    const before = contexts;
    expect((await post(JSON.stringify({ query: `{ hello(name: "${'x'.repeat(2_000)}") }` }))).status).toBe(413);
    expect((await post('{ not json')).status).toBe(400);
    expect(contexts).toBe(before);
  });
});
