import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../../test/harness.js';
import { IDEMPOTENCY_TTL_HOURS } from './idempotency.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const count = async (text: string, params: unknown[]) => Number((await sql(text, params))[0].n);

const CREATE_POST = `mutation($input: CreatePostInput!, $key: String) { createPost(input: $input, idempotencyKey: $key) { id content } }`;
const CREATE_COMMENT = `mutation($input: CreateCommentInput!, $key: String) { createComment(input: $input, idempotencyKey: $key) { id } }`;
const LIKE = `mutation($id: ID!, $key: String) { likePost(id: $id, idempotencyKey: $key) { liked likesCount } }`;
const UNLIKE = `mutation($id: ID!, $key: String) { unlikePost(id: $id, idempotencyKey: $key) { liked likesCount } }`;
const FOLLOW = `mutation($id: ID!, $key: String) { follow(userId: $id, idempotencyKey: $key) { isFollowing followersCount } }`;
const SEND = `mutation($id: ID!, $content: String!, $key: String) { sendMessage(conversationId: $id, content: $content, idempotencyKey: $key) { id } }`;

describe('idempotency keys', () => {
  it('makes one post however often the same write is sent, one after another or all at once', async () => {
    const { client, user } = await signedInClient(app);
    const key = randomUUID();
    const input = { content: 'Queue at the Ilupeju polling unit is moving' };
    const first = await client.gql(CREATE_POST, { input, key });
    expect(first.errors).toBeUndefined();
    const again = await client.gql(CREATE_POST, { input, key });
    expect(again.data.createPost).toEqual(first.data.createPost);

    const burstKey = randomUUID();
    const burst = await Promise.all(
      [1, 2, 3].map(() => client.gql(CREATE_POST, { input: { content: 'Results posted at the ward centre' }, key: burstKey })),
    );
    expect(burst.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(new Set(burst.map((r) => r.data.createPost.id)).size).toBe(1);

    expect(await count('select count(*) as n from posts where author_id = ?', [user.id])).toBe(2);
    expect(await count('select posts_count as n from users where id = ?', [user.id])).toBe(2);
    // Without a key each send is a post of its own, as before.
    await client.gql(CREATE_POST, { input });
    await client.gql(CREATE_POST, { input });
    expect(await count('select count(*) as n from posts where author_id = ?', [user.id])).toBe(4);
  });

  it('refuses a key sent again with a different request, changing nothing', async () => {
    const { client, user } = await signedInClient(app);
    const key = randomUUID();
    await client.gql(CREATE_POST, { input: { content: 'First words' }, key });
    const reused = await client.gql(CREATE_POST, { input: { content: 'Other words' }, key });
    expect(reused.errors?.[0]).toMatchObject({
      message: 'This idempotency key was already used for a different request',
      extensions: { code: 'BAD_USER_INPUT', field: 'idempotencyKey' },
    });
    const asComment = await client.gql(CREATE_COMMENT, { input: { postId: randomUUID(), content: 'First words' }, key });
    expect(asComment.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    const tooShort = await client.gql(CREATE_POST, { input: { content: 'Hi' }, key: 'abc' });
    expect(tooShort.errors?.[0]).toMatchObject({ message: 'An idempotency key has 8 to 100 characters', extensions: { field: 'idempotencyKey' } });
    expect(await count('select count(*) as n from posts where author_id = ?', [user.id])).toBe(1);
  });

  it('keeps nothing of a refused write, so the member can fix it and send the same key again', async () => {
    const { client, user } = await signedInClient(app);
    const key = randomUUID();
    const empty = await client.gql(CREATE_POST, { input: { content: '   ' }, key });
    expect(empty.errors?.[0].message).toBe('Post content cannot be empty');
    const fixed = await client.gql(CREATE_POST, { input: { content: 'Now with words' }, key });
    expect(fixed.data.createPost.content).toBe('Now with words');
    expect(await count('select count(*) as n from posts where author_id = ?', [user.id])).toBe(1);
  });

  it("keeps each member's keys apart", async () => {
    const ada = await signedInClient(app);
    const bello = await signedInClient(app);
    const key = randomUUID();
    const input = { content: 'Same words, same key' };
    const adas = await ada.client.gql(CREATE_POST, { input, key });
    const bellos = await bello.client.gql(CREATE_POST, { input, key });
    expect(bellos.errors).toBeUndefined();
    expect(bellos.data.createPost.id).not.toBe(adas.data.createPost.id);
  });

  it('makes one comment through the REST shim with an Idempotency-Key header', async () => {
    const { client } = await signedInClient(app);
    const post = (await client.gql(CREATE_POST, { input: { content: 'Who is collating tonight?' } })).data.createPost;
    const key = randomUUID();
    const body = { postId: post.id, content: 'The ward officer, from 6pm' };
    const first = await client.request('POST', '/api/comments', body, { 'Idempotency-Key': key });
    const second = await client.request('POST', '/api/comments', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(await count('select count(*) as n from comments where post_id = ?', [post.id])).toBe(1);
    expect(await count('select comments_count as n from posts where id = ?', [post.id])).toBe(1);
  });

  it('sends one message and one notification for a message sent twice', async () => {
    const ada = await signedInClient(app);
    const bello = await signedInClient(app);
    const started = await ada.client.gql(`mutation($userId: ID!) { startConversation(userId: $userId) { id } }`, { userId: bello.user.id });
    const id = started.data.startConversation.id;
    const key = randomUUID();
    const sends = await Promise.all([1, 2].map(() => ada.client.gql(SEND, { id, content: 'See you at the collation centre', key })));
    expect(sends[0].data.sendMessage.id).toBe(sends[1].data.sendMessage.id);
    const again = await ada.client.request('POST', '/api/messages', { conversationId: id, content: 'See you at the collation centre' }, { 'Idempotency-Key': key });
    expect(again.body.id).toBe(sends[0].data.sendMessage.id);
    expect(await count('select count(*) as n from messages where conversation_id = ?', [id])).toBe(1);
    const unread = await bello.client.gql(`{ unreadCounts { messages } }`);
    expect(unread.data.unreadCounts.messages).toBe(1);
  });

  it('answers a repeated like with how things stand now, never undoing a later unlike', async () => {
    const author = await signedInClient(app);
    const fan = await signedInClient(app);
    const post = (await author.client.gql(CREATE_POST, { input: { content: 'Vote early' } })).data.createPost;
    const likeKey = randomUUID();
    expect((await fan.client.gql(LIKE, { id: post.id, key: likeKey })).data.likePost).toEqual({ liked: true, likesCount: 1 });
    expect((await fan.client.gql(UNLIKE, { id: post.id, key: randomUUID() })).data.unlikePost).toEqual({ liked: false, likesCount: 0 });
    // The like's response was lost and the outbox sends it again.
    expect((await fan.client.gql(LIKE, { id: post.id, key: likeKey })).data.likePost).toEqual({ liked: false, likesCount: 0 });
    expect(await count('select count(*) as n from likes where post_id = ?', [post.id])).toBe(0);
    const rest = await fan.client.request('POST', `/api/posts/${post.id}/like`, undefined, { 'Idempotency-Key': randomUUID() });
    expect(rest.body).toEqual({ liked: true, likesCount: 1 });
  });

  it('follows once, with one notification, when the follow is sent three times at once', async () => {
    const fan = await signedInClient(app);
    const star = await signedInClient(app);
    const key = randomUUID();
    const follows = await Promise.all([1, 2, 3].map(() => fan.client.gql(FOLLOW, { id: star.user.id, key })));
    expect(follows.map((r) => r.data.follow)).toEqual(Array(3).fill({ isFollowing: true, followersCount: 1 }));
    expect(await count(`select count(*) as n from notifications where user_id = ? and type = 'follow'`, [star.user.id])).toBe(1);
    const unfollowKey = randomUUID();
    for (let i = 0; i < 2; i++) {
      const gone = await fan.client.request('DELETE', `/api/users/${star.user.id}/follow`, undefined, { 'Idempotency-Key': unfollowKey });
      expect(gone.body).toMatchObject({ isFollowing: false, followersCount: 0 });
    }
  });

  it(`forgets a key after ${IDEMPOTENCY_TTL_HOURS} hours, pruning the member's expired keys on their next keyed write`, async () => {
    const { client, user } = await signedInClient(app);
    const old = randomUUID();
    const input = { content: 'Posted last month' };
    const first = await client.gql(CREATE_POST, { input, key: old });
    await sql(`update idempotency_keys set created_at = now() - make_interval(hours => ?) where user_id = ?`, [IDEMPOTENCY_TTL_HOURS + 1, user.id]);
    const later = await client.gql(CREATE_POST, { input, key: old });
    expect(later.data.createPost.id).not.toBe(first.data.createPost.id);
    await sql(`update idempotency_keys set created_at = now() - make_interval(hours => ?) where user_id = ?`, [IDEMPOTENCY_TTL_HOURS + 1, user.id]);
    await client.gql(CREATE_POST, { input: { content: 'Another day' }, key: randomUUID() });
    expect(await count('select count(*) as n from idempotency_keys where user_id = ?', [user.id])).toBe(1);
  });
});
