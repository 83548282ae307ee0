import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * Who may see a post, the same over every read path: the post itself and a repost's embedded
 * original, over REST and GraphQL, the author's feed, and the viewer's notifications about it.
 * One row per reason a post is hidden.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const POST = `query($id: ID!) { post(id: $id) { id originalPost { id } } }`;
const FEED = `query($place: String) { feed(kind: AUTHOR, place: $place, first: 50) { edges { node { id } } } }`;
const BLOCK = `mutation($userId: ID!) { blockUser(userId: $userId) }`;
const NOTIFICATIONS = `{ notifications(first: 20) { edges { node { type postId } } } unreadCounts { notifications } }`;

type Member = Awaited<ReturnType<typeof signedInClient>>;
const cases: { name: string; hidden: boolean; arrange: (author: Member, viewer: Member, postId: string) => Promise<unknown> }[] = [
  { name: 'visible', hidden: false, arrange: async () => {} },
  {
    name: 'removed by a moderator',
    hidden: true,
    arrange: (_a, _v, postId) => sql('update posts set is_moderated = true, is_removed = true where id = ?', [postId]),
  },
  {
    name: 'on a private profile the viewer does not follow',
    hidden: true,
    arrange: (author) => sql('update users set is_private_profile = true where id = ?', [author.user.id]),
  },
  { name: 'whose author blocked the viewer', hidden: true, arrange: (author, viewer) => author.client.gql(BLOCK, { userId: viewer.user.id }) },
  { name: 'whose author the viewer blocked', hidden: true, arrange: (author, viewer) => viewer.client.gql(BLOCK, { userId: author.user.id }) },
];

describe('who may see a post', { timeout: 120_000 }, () => {
  it.each(cases)('a post $name: the same answer over REST and GraphQL, alone, as a repost’s original, and in a feed', async ({ hidden, arrange }) => {
    const author = await signedInClient(app, { firstName: 'Author' });
    const viewer = await signedInClient(app, { firstName: 'Viewer' });
    const reposter = await signedInClient(app, { firstName: 'Reposter' });
    const original = await author.client.request('POST', '/api/posts', { content: `Collation at Ikeja LGA is starting, @${viewer.user.handle}` });
    expect(original.status).toBe(200);
    const postId = original.body.id as string;
    const repost = await reposter.client.request('POST', `/api/posts/${postId}/repost`, { comment: 'Watch this' });
    expect(repost.status).toBe(200);
    await arrange(author, viewer, postId);

    const restPost = await viewer.client.request('GET', `/api/posts/${postId}`);
    expect(restPost.status).toBe(hidden ? 404 : 200);
    const restRepost = await viewer.client.request('GET', `/api/posts/${repost.body.id}`);
    expect(restRepost.status).toBe(200);
    expect(restRepost.body.originalPostId).toBe(postId);
    expect(restRepost.body.originalPost?.id ?? null).toBe(hidden ? null : postId);

    const gqlPost = await viewer.client.gql(POST, { id: postId });
    if (hidden) expect(gqlPost.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    else expect(gqlPost.data.post.id).toBe(postId);
    const gqlRepost = await viewer.client.gql(POST, { id: repost.body.id });
    expect(gqlRepost.data.post.originalPost?.id ?? null).toBe(hidden ? null : postId);

    const feed = await viewer.client.gql(FEED, { place: author.user.id });
    expect(feed.errors).toBeUndefined();
    expect(feed.data.feed.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(hidden ? [] : [postId]);

    // The viewer was mentioned in it: the notification is listed and counted only while the post can be seen.
    const notified = await viewer.client.gql(NOTIFICATIONS);
    expect(notified.data.notifications.edges.map((edge: { node: unknown }) => edge.node)).toEqual(hidden ? [] : [{ type: 'MENTION', postId }]);
    expect(notified.data.unreadCounts.notifications).toBe(hidden ? 0 : 1);
  });
});
