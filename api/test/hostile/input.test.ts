import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.js';
import { createLogger } from '../../src/shared/logger.js';
import { capturedLog, person, signedInClient, startTestApp, type TestApp, type TestClient } from '../harness.js';

/**
 * Text an attacker (or a broken keyboard) sends: control characters, and text that looks blank.
 * Every text input refuses control characters with a clear message and stores nothing; text
 * made only of invisible characters counts as empty; nothing a member typed reaches the log.
 */
let app: TestApp;
const log = capturedLog();
let member: { client: TestClient; user: { id: string } };
let peer: { client: TestClient; user: { id: string } };
let postId: string;
let conversationId: string;

const MARK = 'Zainab-secret-7731';
const NUL = `${MARK} \u0000 end`;
const CONTROL_MESSAGE = 'Text may not contain control characters';

beforeAll(async () => {
  app = await startTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: log.destination });
  member = await signedInClient(app);
  peer = await signedInClient(app);
  const post = await member.client.request('POST', '/api/posts', { content: 'A post to comment on' });
  postId = post.body.id;
  const conversation = await member.client.request('POST', '/api/conversations', { userId: peer.user.id });
  conversationId = conversation.body.id;
});
afterAll(async () => {
  await app?.close();
});

const count = async (table: string) =>
  Number((await app.em().getConnection().execute(`select count(*)::int as n from ${table}`))[0].n);

describe('control characters', () => {
  const rest: [string, string, () => [string, unknown]][] = [
    ['a post', 'POST', () => ['/api/posts', { content: NUL }]],
    ['a comment', 'POST', () => ['/api/comments', { postId, content: NUL }]],
    ['a message', 'POST', () => ['/api/messages', { conversationId, content: NUL }]],
    ['a bio', 'PUT', () => ['/api/auth/profile', { bio: NUL }]],
    ['a first name', 'PUT', () => ['/api/auth/profile', { firstName: NUL }]],
    ['a search', 'GET', () => [`/api/users/search?q=${encodeURIComponent(NUL)}`, undefined]],
    ['a sign-up', 'POST', () => ['/api/auth/register', { ...person(), firstName: NUL }]],
  ];
  for (const [what, method, request] of rest) {
    it(`refuses ${what} over REST with 400 and a clear message`, async () => {
      const before = await Promise.all(['posts', 'comments', 'messages', 'users'].map(count));
      const [path, body] = request();
      const res = await member.client.request(method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CONTROL_MESSAGE);
      expect(await Promise.all(['posts', 'comments', 'messages', 'users'].map(count))).toEqual(before);
      const [{ bio, first_name }] = await app.em().getConnection().execute('select bio, first_name from users where id = ?', [member.user.id]);
      expect(`${bio} ${first_name}`).not.toContain(MARK);
    });
  }

  it('refuses them over GraphQL with BAD_USER_INPUT naming the field', async () => {
    const results = await Promise.all([
      member.client.gql(`mutation($input: CreatePostInput!) { createPost(input: $input) { id } }`, { input: { content: NUL } }),
      member.client.gql(`mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }`, { input: { postId, content: NUL } }),
      member.client.gql(`mutation($c: ID!, $t: String!) { sendMessage(conversationId: $c, content: $t) { id } }`, { c: conversationId, t: NUL }),
      member.client.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, { input: { lastName: NUL } }),
      member.client.gql(`query($q: String!) { searchUsers(query: $q) { id } }`, { q: NUL }),
      member.client.gql(`mutation { createPost(input: { content: "tab\\tok but bell \\u0007 is not" }) { id } }`),
    ]);
    for (const result of results) {
      expect(result.errors?.[0]).toMatchObject({ message: CONTROL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(results.map((result) => result.errors?.[0].extensions?.field)).toEqual([
      'content',
      'content',
      'content',
      'lastName',
      'query',
      'content',
    ]);
  });

  it('keeps line breaks and tabs, which are ordinary text', async () => {
    const res = await member.client.request('POST', '/api/posts', { content: 'Line one\nLine two\r\n\tindented' });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe('Line one\nLine two\r\n\tindented');
  });
});

describe('invisible text', () => {
  it('treats a post, comment, message or name made only of invisible characters as empty', async () => {
    const invisible = '\u200b\u200b\u200b';
    const before = await Promise.all(['posts', 'comments', 'messages'].map(count));
    const post = await member.client.request('POST', '/api/posts', { content: invisible });
    expect(post).toMatchObject({ status: 400, body: { message: 'Post content cannot be empty' } });
    const comment = await member.client.request('POST', '/api/comments', { postId, content: '\u2060\ufeff \u200d' });
    expect(comment).toMatchObject({ status: 400, body: { message: 'Comment cannot be empty' } });
    const message = await member.client.request('POST', '/api/messages', { conversationId, content: '\u200c\u3164' });
    expect(message).toMatchObject({ status: 400, body: { message: 'Message cannot be empty' } });
    const name = await member.client.request('PUT', '/api/auth/profile', { firstName: '\u200b' });
    expect(name.status).toBe(400);
    expect(await Promise.all(['posts', 'comments', 'messages'].map(count))).toEqual(before);
    // Invisible characters inside visible text are left alone (emoji sequences use them).
    const family = await member.client.request('POST', '/api/posts', { content: 'Family 👨\u200d👩\u200d👧' });
    expect(family).toMatchObject({ status: 200, body: { content: 'Family 👨\u200d👩\u200d👧' } });
  });
});

describe('the log', () => {
  it('holds none of the text members sent, even when the database refuses a statement', async () => {
    // An unexpected database error whose statement carries a member's words and email address.
    const failing = app.em().getConnection().execute('select ?::uuid as id, ? as email', [MARK, 'ada.obi@example.ng']);
    const error = await failing.catch((caught: unknown) => caught);
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.error({ err: error, email: 'ada.obi@example.ng' }, 'unexpected error');
    const line = JSON.parse(lines[0]);
    expect(line.err.code).toBe('22P02'); // invalid_text_representation: what went wrong is kept
    expect(line.err.message).toMatch(/invalid input syntax for type uuid/);
    expect(lines[0]).not.toContain(MARK);
    expect(lines[0]).not.toContain('ada.obi');

    // And nothing the requests above sent reached the app's own log.
    expect(log.text).not.toContain(MARK);
  });
});

/**
 * Every query and mutation that takes text, called with a control character in each text
 * argument (and each text field of its input), by a member and by an administrator: none may
 * answer with a server error. What a member can send is what the schema accepts, so the schema
 * is the list.
 */
describe('control characters anywhere in the schema', () => {
  const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));

  function sample(type: GraphQLInputType, depth = 0): unknown {
    if (isNonNullType(type)) return sample(type.ofType, depth);
    if (isListType(type)) return [sample(type.ofType, depth)];
    if (isEnumType(type)) return type.getValues()[0].value;
    if (isInputObjectType(type)) {
      if (depth > 3) return null;
      return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, sample(field.type, depth + 1)]));
    }
    if (isScalarType(type)) {
      switch (type.name) {
        case 'String':
        case 'ID':
          return NUL;
        case 'Boolean':
          return false;
        case 'DateTime':
          return new Date(Date.now() + 86_400_000).toISOString();
        default:
          return 1;
      }
    }
    return null;
  }
  const takesText = (type: GraphQLInputType, depth = 0): boolean => {
    const named = getNamedType(type);
    if (isScalarType(named)) return named.name === 'String' || named.name === 'ID';
    return isInputObjectType(named) && depth < 3 && Object.values(named.getFields()).some((field) => takesText(field.type, depth + 1));
  };
  const operations = (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
    return Object.values(root.getFields())
      .filter((field) => field.args.some((arg) => takesText(arg.type)))
      .map((field) => {
        const variables = Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type)]));
        const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
        const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
        return { name: field.name, query: `${kind} (${declared}) { ${field.name}(${passed})${selection} }`, variables };
      });
  });

  it('covers the schema', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  for (const role of ['member', 'administrator'] as const) {
    it(`answers every text-taking operation without a server error, as ${role}`, async () => {
      const { client, user } = await signedInClient(app);
      if (role === 'administrator') {
        await app.em().getConnection().execute(`update users set role = 'super_admin' where id = ?`, [user.id]);
      }
      const failures: string[] = [];
      for (const operation of operations) {
        const res = await client.request('POST', '/graphql', { query: operation.query, variables: operation.variables });
        const codes = (res.body?.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
        if (res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) failures.push(`${operation.name}: ${res.status} ${JSON.stringify(res.body?.errors?.[0])}`);
      }
      expect(failures).toEqual([]);
      expect(log.text).not.toContain(MARK);
    });
  }
});
