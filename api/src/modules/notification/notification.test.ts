import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startPeerOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';

let app: TestApp;
let peer: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  peer = await startPeerOf(app);
});
afterAll(async () => {
  await peer?.close();
  await app?.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
const LIST = `{ notifications { edges { node { type read message contentType contentId postId fromUser { id firstName } } } } unreadCounts { notifications } }`;
const list = async (client: TestClient) => (await client.gql(LIST)).data;
const types = async (client: TestClient) => (await list(client)).notifications.edges.map((e: any) => e.node.type);

async function member(firstName: string) {
  return signedInClient(app, { firstName, lastName: 'Adeyemi' });
}

describe('notifications', () => {
  it('lights the bell on another instance the moment a post is liked, once however often it is re-liked', async () => {
    const author = await member('Funke');
    const fan = await member('Tunde');
    const post = await author.client.request('POST', '/api/posts', { content: 'Collect your PVC before Friday' });
    const authorsTab = author.client.tab(peer.baseUrl);
    const added = authorsTab.subscribe(`subscription { notificationAdded { type message fromUser { firstName } postId } }`);
    const counts = authorsTab.subscribe(`subscription { unreadCountsChanged { notifications messages } }`);
    await Promise.all([added.ready, counts.ready]);
    await settle();

    expect((await fan.client.request('POST', `/api/posts/${post.body.id}/like`)).status).toBe(200);
    await added.until(() => added.events.length === 1);
    expect(added.events[0].notificationAdded).toEqual({
      type: 'LIKE',
      message: 'Tunde Adeyemi liked your post',
      fromUser: { firstName: 'Tunde' },
      postId: post.body.id,
    });
    await counts.until(() => counts.events.length >= 1);
    expect(counts.events.at(-1).unreadCountsChanged).toEqual({ notifications: 1, messages: 0 });

    await fan.client.request('DELETE', `/api/posts/${post.body.id}/like`);
    await fan.client.request('POST', `/api/posts/${post.body.id}/like`);
    await settle();
    expect(added.events).toHaveLength(1);
    expect(await types(author.client)).toEqual(['LIKE']);
    await authorsTab.closeSockets();
  });

  it('notifies follows, comments, replies, mentions and reposts, and never oneself', async () => {
    const author = await member('Amina');
    const other = await member('Chidi');
    const handle = (await author.client.gql(`{ me { handle } }`)).data.me.handle;
    const post = await author.client.request('POST', '/api/posts', { content: 'Who is observing in Ward 5?' });
    await author.client.request('POST', `/api/posts/${post.body.id}/like`); // one's own like: nothing

    await other.client.request('POST', `/api/users/${author.user.id}/follow`);
    const comment = await other.client.request('POST', '/api/comments', { postId: post.body.id, content: 'I am' });
    const mine = await author.client.request('POST', '/api/comments', { postId: post.body.id, content: 'Great' });
    await other.client.request('POST', '/api/comments', { postId: post.body.id, parentCommentId: mine.body.id, content: 'See you there' });
    await other.client.request('POST', '/api/posts', { content: `Thanks @${handle} for organising` });
    await other.client.request('POST', `/api/posts/${post.body.id}/repost`, { comment: 'Join us' });
    await other.client.request('POST', `/api/comments/${mine.body.id}/like`);

    const { notifications, unreadCounts } = await list(author.client);
    expect(notifications.edges.map((e: any) => e.node.type)).toEqual(['LIKE', 'REPOST', 'MENTION', 'REPLY', 'COMMENT', 'FOLLOW']);
    expect(unreadCounts.notifications).toBe(6);
    const byType = Object.fromEntries(notifications.edges.map((e: any) => [e.node.type, e.node]));
    expect(byType.FOLLOW).toMatchObject({ contentType: 'USER', contentId: other.user.id, message: 'Chidi Adeyemi started following you' });
    expect(byType.COMMENT).toMatchObject({ contentType: 'COMMENT', contentId: comment.body.id, postId: post.body.id });
    expect(byType.REPLY.message).toBe('Chidi Adeyemi replied to your comment');
    expect(byType.MENTION.message).toBe('Chidi Adeyemi mentioned you in a post');
    expect(byType.LIKE.message).toBe('Chidi Adeyemi liked your comment');
    expect(await types(other.client)).toEqual([]); // replying to Amina on her own post tells only Amina
  });

  it('marks one or all read, only the viewer’s own, and drops what a deleted post was about', async () => {
    const author = await member('Ngozi');
    const fans = await Promise.all(['Ife', 'Musa', 'Ebere'].map(member));
    const post = await author.client.request('POST', '/api/posts', { content: 'Results sheet from PU 003' });
    for (const fan of fans) await fan.client.request('POST', `/api/posts/${post.body.id}/like`);
    const ids = (await author.client.gql(`{ notifications { edges { node { id } } } }`)).data.notifications.edges.map((e: any) => e.node.id);
    expect(ids).toHaveLength(3);

    const stranger = await member('Bayo');
    const theirs = await stranger.client.gql(`mutation($id: ID!) { markNotificationRead(id: $id) { id } }`, { id: ids[0] });
    expect(theirs.errors?.[0].message).toBe('Notification not found');
    const one = await author.client.gql(`mutation($id: ID!) { markNotificationRead(id: $id) { read } }`, { id: ids[0] });
    expect(one.data.markNotificationRead.read).toBe(true);
    expect((await list(author.client)).unreadCounts.notifications).toBe(2);
    expect((await author.client.request('POST', '/api/notifications/read-all')).body).toEqual({ read: 2 });
    expect((await list(author.client)).unreadCounts.notifications).toBe(0);

    await author.client.request('DELETE', `/api/posts/${post.body.id}`);
    expect(await types(author.client)).toEqual([]);
  });

  it('sends nothing across a block, and hides what came before it', async () => {
    const author = await member('Kemi');
    const troll = await member('Troll');
    const post = await author.client.request('POST', '/api/posts', { content: 'Peaceful elections' });
    await troll.client.request('POST', `/api/posts/${post.body.id}/like`);
    expect(await types(author.client)).toEqual(['LIKE']);
    expect((await author.client.request('POST', `/api/users/${troll.user.id}/block`, { reason: 'Spam' })).status).toBe(200);
    expect(await types(author.client)).toEqual([]);
    await troll.client.request('POST', `/api/users/${author.user.id}/follow`);
    await author.client.request('DELETE', `/api/users/${troll.user.id}/block`);
    expect(await types(author.client)).toEqual(['LIKE']);
  });

  it('tells a member about a message once per conversation until read, and speaks the REST shape', async () => {
    const ada = await member('Ada');
    const bello = await member('Bello');
    const conversation = await ada.client.request('POST', '/api/conversations', { userId: bello.user.id });
    for (const content of ['Hi', 'Are you there?']) {
      await ada.client.request('POST', '/api/messages', { conversationId: conversation.body.id, content });
    }
    const rest = await bello.client.request('GET', '/api/notifications');
    expect(rest.body).toEqual([
      {
        id: expect.any(String),
        type: 'message',
        read: false,
        message: 'Ada Adeyemi sent you a message',
        contentType: 'conversation',
        contentId: conversation.body.id,
        postId: null,
        createdAt: expect.any(String),
        fromUser: { id: ada.user.id, firstName: 'Ada', lastName: 'Adeyemi', email: null, customProfileImage: null, profileImageUrl: null },
      },
    ]);
    expect((await bello.client.request('GET', '/api/notifications/unread-count')).body).toEqual({ notifications: 1, messages: 2 });
    await bello.client.request('POST', `/api/conversations/${conversation.body.id}/read`);
    expect((await bello.client.request('GET', '/api/notifications/unread-count')).body).toEqual({ notifications: 0, messages: 0 });
    expect((await app.client().request('GET', '/api/notifications')).status).toBe(401);
    const refused = app.client().subscribe(`subscription { notificationAdded { id } }`);
    await refused.until(() => refused.errors.length > 0);
    expect(JSON.stringify(refused.errors)).toContain('Unauthorized');
  });
});
