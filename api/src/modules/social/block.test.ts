import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const BLOCKED = `query($first: Int, $after: String) { blockedMembers(first: $first, after: $after) {
  edges { cursor node { reason blockedAt user { id displayName handle } } } pageInfo { hasNextPage endCursor } } }`;
const PROFILE = `query($id: ID!) { user(id: $id) { id displayName } }`;

const block = (client: TestClient, userId: string, reason: string) =>
  client.gql(`mutation($userId: ID!, $reason: String) { blockUser(userId: $userId, reason: $reason) }`, { userId, reason });
const blockedOf = async (client: TestClient, variables: Record<string, unknown> = {}) => {
  const result = await client.gql(BLOCKED, variables);
  expect(result.errors).toBeUndefined();
  return result.data.blockedMembers;
};
const namesOf = (page: any) => page.edges.map((e: any) => e.node.user.displayName);

describe('blocked members', () => {
  it('lists whom the viewer blocked, newest first with the reason, and not who blocked them', async () => {
    const me = await signedInClient(app, { firstName: 'Bisi', lastName: 'Adewale' });
    const spammer = await signedInClient(app, { firstName: 'Spam', lastName: 'Account' });
    const troll = await signedInClient(app, { firstName: 'Loud', lastName: 'Troll' });
    const stranger = await signedInClient(app, { firstName: 'Some', lastName: 'Stranger' });
    expect((await blockedOf(me.client)).edges).toEqual([]);

    expect((await block(me.client, spammer.user.id, 'Spam')).data.blockUser).toBe(true);
    expect((await block(me.client, troll.user.id, 'Harassment or bullying')).data.blockUser).toBe(true);
    await block(stranger.client, me.user.id, 'Spam'); // blocking me puts nobody on my list

    const page = await blockedOf(me.client);
    expect(page.edges.map((e: any) => e.node)).toEqual([
      { reason: 'Harassment or bullying', blockedAt: expect.any(String), user: { id: troll.user.id, displayName: 'Loud Troll', handle: expect.any(String) } },
      { reason: 'Spam', blockedAt: expect.any(String), user: { id: spammer.user.id, displayName: 'Spam Account', handle: expect.any(String) } },
    ]);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(namesOf(await blockedOf(stranger.client))).toEqual(['Bisi Adewale']);
    expect(namesOf(await blockedOf(spammer.client))).toEqual([]);
  });

  it('pages with cursors, and unblocking takes the member off the list and shows their profile again', async () => {
    const me = await signedInClient(app);
    const others = await Promise.all(Array.from({ length: 3 }, (_, i) => signedInClient(app, { firstName: `Member${'abc'[i]}` })));
    for (const other of others) await block(me.client, other.user.id, 'Spam');

    const first = await blockedOf(me.client, { first: 2 });
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await blockedOf(me.client, { first: 2, after: first.pageInfo.endCursor });
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const listed = [...first.edges, ...rest.edges].map((e: any) => e.node.user.id);
    expect(listed).toEqual(others.map((o) => o.user.id).reverse());

    const [unblocked] = others;
    expect((await me.client.gql(PROFILE, { id: unblocked.user.id })).errors?.[0].message).toBe('Profile not found');
    expect((await me.client.gql(`mutation($id: ID!) { unblockUser(userId: $id) }`, { id: unblocked.user.id })).data.unblockUser).toBe(true);
    expect((await blockedOf(me.client)).edges.map((e: any) => e.node.user.id)).toEqual([others[2].user.id, others[1].user.id]);
    expect((await me.client.gql(PROFILE, { id: unblocked.user.id })).data.user.id).toBe(unblocked.user.id);

    const bad = await me.client.gql(BLOCKED, { after: 'nonsense' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'That cursor is not from this list' });
  });

  it('is for signed-in members only', async () => {
    const result = await app.client().gql(BLOCKED);
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
