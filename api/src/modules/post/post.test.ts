import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const ILUPEJU = { state: '24', lga: '16', ward: '05' }; // Lagos › Mushin › Ilupeju
const POST_FIELDS = `id content likesCount commentsCount repostsCount sharesCount viewsCount isLiked isEdited isRepost
  author { id displayName } location { ward { displayName } } originalPost { id } repostComment`;
const FEED = `query($kind: FeedKind!, $place: String, $first: Int, $after: String) {
  feed(kind: $kind, place: $place, first: $first, after: $after) {
    edges { cursor node { id content author { id } } } pageInfo { hasNextPage endCursor } place { code displayName } needsLocation } }`;

/** A signed-in member living in Ilupeju ward unless told otherwise. */
async function member(location: Record<string, string> | null = ILUPEJU) {
  const signed = await signedInClient(app);
  if (location) {
    const saved = await signed.client.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ward } }`, {
      input: location,
    });
    expect(saved.errors).toBeUndefined();
  }
  return signed;
}

async function write(client: TestClient, content: string, extra: Record<string, unknown> = {}) {
  const result = await client.gql(`mutation($input: CreatePostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`, {
    input: { content, ...extra },
  });
  expect(result.errors).toBeUndefined();
  return result.data.createPost;
}

const feedIds = async (client: TestClient, kind: string, place?: string) =>
  (await client.gql(FEED, { kind, place, first: 50 })).data.feed.edges.map((e: any) => e.node.id);

describe('writing a post', () => {
  it('puts it in the ward, LGA, state and blowing feeds, with where it was written', async () => {
    const { client } = await member();
    const post = await write(client, 'Our ward meeting is on Saturday #IlupejuDecides');
    expect(post).toMatchObject({ likesCount: 0, isLiked: false, location: { ward: { displayName: 'Ilupeju' } } });
    for (const kind of ['WARD', 'LGA', 'STATE', 'BLOWING']) expect(await feedIds(client, kind)).toContain(post.id);
    const ward = await client.gql(FEED, { kind: 'WARD' });
    expect(ward.data.feed.place).toEqual({ code: '24/16/05', displayName: 'Ilupeju' });
    const visitor = app.client();
    expect(await feedIds(visitor, 'LGA', '24/16')).toContain(post.id);
    expect(await feedIds(visitor, 'WARD', '24/01/01')).not.toContain(post.id); // another ward
    const trending = await visitor.request('GET', '/api/topics/trending');
    expect(trending.body).toContainEqual(expect.objectContaining({ name: 'ilupejudecides', recentPosts: 1 }));
  });

  it('lists a #topic’s live posts newest first for anyone, whatever the case it was written in', async () => {
    const { client } = await member();
    const older = await write(client, 'Collect your PVC at the ward office #PVCWeek');
    const newer = await write(client, 'Ward office open till 5 #pvcweek #Ilupeju');
    const gone = await write(client, 'Wrong date #PVCWeek');
    await client.request('DELETE', `/api/posts/${gone.id}`);
    const visitor = app.client();
    const topic = await visitor.gql(FEED, { kind: 'TOPIC', place: '#PvcWeek', first: 1 });
    expect(topic.data.feed).toMatchObject({ place: { code: 'pvcweek', displayName: '#pvcweek' }, pageInfo: { hasNextPage: true } });
    expect(topic.data.feed.edges.map((e: any) => e.node.id)).toEqual([newer.id]);
    const next = await visitor.gql(FEED, { kind: 'TOPIC', place: 'pvcweek', first: 5, after: topic.data.feed.pageInfo.endCursor });
    expect(next.data.feed.edges.map((e: any) => e.node.id)).toEqual([older.id]);
    expect(await feedIds(visitor, 'TOPIC', 'nobodysaidthis')).toEqual([]);
    const rest = await visitor.request('GET', '/api/posts/topic/ilupeju');
    expect(rest.body.map((p: any) => p.id)).toEqual([newer.id]);
    const bad = await visitor.gql(FEED, { kind: 'TOPIC', place: '#1st' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'That is not a topic', extensions: { field: 'place' } });
  });

  it('tells a member without a location that the location feeds need one', async () => {
    const { client } = await member(null);
    const { data } = await client.gql(FEED, { kind: 'LGA' });
    expect(data.feed).toMatchObject({ edges: [], needsLocation: true, place: null });
  });

  it.each([
    [{ content: '   ' }, 'content', 'Post content cannot be empty'],
    [{ content: 'x'.repeat(5001) }, 'content', 'Posts can be at most 5000 characters'],
    [{ content: 'hi', imageUrl: 'https://tracker.example/p.gif' }, 'imageUrl', 'The image must be a file uploaded here'],
    [
      { content: 'hi', imageUrl: '/uploads/abcdefghijklmnopqrstuvwx.webp', videoUrl: '/uploads/abcdefghijklmnopqrstuv34.mp4' },
      'videoUrl',
      'A post can have an image or a video, not both',
    ],
  ])('refuses %o and stores nothing', async (input, field, message) => {
    const { client, user } = await member();
    const res = await client.request('POST', '/api/posts', input);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
    expect(await sql('select count(*)::int as n from posts where author_id = ?', [user.id])).toEqual([{ n: 0 }]);
  });

  it('takes an image uploaded here and shows it on the post', async () => {
    const { client } = await member();
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b7a3e' } }).jpeg().toBuffer();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'ward-meeting.jpg');
    const uploaded = await fetch(`${client.baseUrl}/api/upload/post`, { method: 'POST', headers: { cookie: client.cookie }, body: form });
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const post = await client.request('POST', '/api/posts', { content: 'Photos from the meeting', imageUrl });
    expect(post.status).toBe(200);
    expect(post.body.imageUrl).toBe(imageUrl);
    expect((await fetch(`${client.baseUrl}${imageUrl}`)).headers.get('content-type')).toMatch(/^image\//);
  });

  it('lets only super administrators post a video', async () => {
    const { client } = await member();
    const res = await client.request('POST', '/api/posts', { content: 'Watch', videoUrl: '/uploads/abcdefghijklmnopqrstuv34.mp4', videoDuration: 20 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only super administrators can upload videos');
  });

  it('sends a visitor to sign in', async () => {
    const res = await app.client().request('POST', '/api/posts', { content: 'Hello' });
    expect(res.status).toBe(401);
  });
});

describe('editing, deleting and boosting', () => {
  it('lets the author edit up to the post limit, and nobody else', async () => {
    const author = await member();
    const other = await member();
    const post = await write(author.client, 'First draft');
    const edited = await author.client.request('PUT', `/api/posts/${post.id}`, { content: 'y'.repeat(5000) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ isEdited: true, content: 'y'.repeat(5000) });
    const refused = await other.client.request('PUT', `/api/posts/${post.id}`, { content: 'Hijacked' });
    expect(refused.status).toBe(403);
    expect((await author.client.request('GET', `/api/posts/${post.id}`)).body.content).toBe('y'.repeat(5000));
  });

  it('deletes the author’s own post from every feed; the post page then says Post Not Found', async () => {
    const author = await member();
    const post = await write(author.client, 'Going soon');
    const other = await member();
    expect((await other.client.request('DELETE', `/api/posts/${post.id}`)).status).toBe(403);
    expect((await author.client.request('DELETE', `/api/posts/${post.id}`)).body).toEqual({ success: true });
    expect(await feedIds(author.client, 'WARD')).not.toContain(post.id);
    const page = await app.client().request('GET', `/api/posts/${post.id}`);
    expect(page.status).toBe(404);
    expect(page.body.message).toBe('Post Not Found');
  });

  it('lets an administrator delete any post and boost one to blowing, once', async () => {
    const author = await member();
    const admin = await member();
    await sql(`update users set role = 'admin' where id = ?`, [admin.user.id]);
    const post = await write(author.client, 'Boost me');
    expect((await author.client.request('POST', `/api/admin/posts/${post.id}/boost`)).status).toBe(403);
    const boosted = await admin.client.request('POST', `/api/admin/posts/${post.id}/boost`);
    expect(boosted.body.isBoostedToBlowing).toBe(true);
    const again = await admin.client.request('POST', `/api/admin/posts/${post.id}/boost`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This post is already boosted to the blowing feed');
    const [{ hot_score: boostedScore }] = await sql('select hot_score from posts where id = ?', [post.id]);
    const fresh = await write(author.client, 'Not boosted');
    const [{ hot_score: freshScore }] = await sql('select hot_score from posts where id = ?', [fresh.id]);
    expect(boostedScore).toBeGreaterThan(freshScore); // written earlier, yet ranked above
    expect((await admin.client.request('DELETE', `/api/admin/posts/${fresh.id}`)).body).toEqual({ success: true });
    expect((await author.client.request('GET', `/api/posts/${fresh.id}`)).status).toBe(404);
  });

  it('names the boosting administrator to administrators only, over GraphQL and REST', async () => {
    const author = await member();
    const admin = await member();
    await sql(`update users set role = 'admin' where id = ?`, [admin.user.id]);
    const post = await write(author.client, 'Boosted by someone');
    await admin.client.request('POST', `/api/admin/posts/${post.id}/boost`);
    const BOOSTED = `query($id: ID!) { post(id: $id) { isBoostedToBlowing boostedAt boostedBy } }`;
    expect((await admin.client.gql(BOOSTED, { id: post.id })).data.post).toMatchObject({ isBoostedToBlowing: true, boostedBy: admin.user.id });
    expect((await author.client.gql(BOOSTED, { id: post.id })).data.post).toMatchObject({ isBoostedToBlowing: true, boostedBy: null });
    expect((await admin.client.request('GET', `/api/posts/${post.id}`)).body).toMatchObject({ boostedBy: admin.user.id });
    expect((await author.client.request('GET', `/api/posts/${post.id}`)).body).toMatchObject({ isBoostedToBlowing: true, boostedBy: null });
  });

  it('keeps a post out of Blowing when its author asks (autoPostToBlowing false) until an administrator boosts it', async () => {
    const author = await member();
    const admin = await member();
    await sql(`update users set role = 'admin' where id = ?`, [admin.user.id]);
    const everywhere = await write(author.client, 'For the whole country');
    const local = await author.client.gql(`mutation { createPost(input: { content: "For my ward only", autoPostToBlowing: false }) { id autoPostToBlowing } }`);
    expect(local.data.createPost.autoPostToBlowing).toBe(false);
    const viaRest = await author.client.request('POST', '/api/posts', { content: 'Also ward only', autoPostToBlowing: false });
    expect(viaRest.body).toMatchObject({ autoPostToBlowing: false });
    expect((await author.client.request('GET', `/api/posts/${everywhere.id}`)).body).toMatchObject({ autoPostToBlowing: true });
    const bad = await author.client.request('POST', '/api/posts', { content: 'Odd', autoPostToBlowing: 'yes' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Auto-post to Blowing must be true or false' } });

    const blowing = await feedIds(author.client, 'BLOWING');
    expect(blowing).toContain(everywhere.id);
    expect(blowing).not.toContain(local.data.createPost.id);
    expect(blowing).not.toContain(viaRest.body.id);
    expect(await feedIds(author.client, 'WARD')).toEqual(expect.arrayContaining([local.data.createPost.id, viaRest.body.id]));
    await admin.client.request('POST', `/api/admin/posts/${local.data.createPost.id}/boost`);
    expect(await feedIds(author.client, 'BLOWING')).toContain(local.data.createPost.id);
  });
});

describe('likes', () => {
  it('keeps likesCount equal to the rows in likes after 100 concurrent likes and unlikes', async () => {
    const author = await member();
    const post = await write(author.client, 'Like race');
    const fans = await Promise.all(Array.from({ length: 10 }, () => member(null)));
    const calls = Array.from({ length: 100 }, (_, i) =>
      fans[i % 10].client.request(i % 3 === 0 ? 'DELETE' : 'POST', `/api/posts/${post.id}/like`),
    );
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [{ rows }] = await sql('select count(*)::int as rows from likes where post_id = ?', [post.id]);
    const [{ likes_count }] = await sql('select likes_count from posts where id = ?', [post.id]);
    expect(likes_count).toBe(rows);
    const shown = await fans[0].client.gql(`query($id: ID!) { post(id: $id) { likesCount isLiked } }`, { id: post.id });
    expect(shown.data.post.likesCount).toBe(rows);
  }, 90_000); // eleven sign-ups (argon2) and a hundred requests: slow on a busy machine, and the counts are what matter

  it('shows the viewer’s own like, and a second like changes nothing', async () => {
    const { client } = await member();
    const post = await write(client, 'Mine');
    await client.request('POST', `/api/posts/${post.id}/like`);
    const twice = await client.request('POST', `/api/posts/${post.id}/like`);
    expect(twice.body).toEqual({ liked: true, likesCount: 1 });
    const feed = await client.request('GET', '/api/posts/ward/24/16/05');
    expect(feed.body.find((p: any) => p.id === post.id)).toMatchObject({ isLiked: true, likesCount: 1 });
    expect((await app.client().request('POST', `/api/posts/${post.id}/like`)).status).toBe(401);
  });
});

describe('comments and replies', () => {
  it('threads replies under comments and keeps the counts exact', async () => {
    const author = await member();
    const reader = await member();
    const post = await write(author.client, 'Thoughts on the new polling unit?');
    const comment = await reader.client.request('POST', '/api/comments', { postId: post.id, content: 'It is closer now' });
    expect(comment.status).toBe(200);
    const reply = await author.client.request('POST', `/api/comments/${comment.body.id}/reply`, {
      postId: post.id,
      content: '@' + reader.user.handle + ' glad to hear',
    });
    expect(reply.body).toMatchObject({ parentCommentId: comment.body.id });
    await reader.client.request('POST', `/api/comments/${reply.body.id}/like`);
    const thread = await app.client().request('GET', `/api/posts/${post.id}/comments`);
    expect(thread.body).toHaveLength(1);
    expect(thread.body[0]).toMatchObject({ content: 'It is closer now', repliesCount: 1 });
    expect(thread.body[0].replies[0]).toMatchObject({ content: expect.stringContaining('glad'), likesCount: 1 });
    const [mention] = await sql(`select mentioned_id from mentions where content_type = 'comment' and content_id = ?`, [reply.body.id]);
    expect(mention.mentioned_id).toBe(reader.user.id);
    expect((await author.client.gql(`query($id: ID!) { post(id: $id) { commentsCount } }`, { id: post.id })).data.post.commentsCount).toBe(2);
    await reader.client.request('DELETE', `/api/comments/${comment.body.id}`);
    expect((await author.client.gql(`query($id: ID!) { post(id: $id) { commentsCount } }`, { id: post.id })).data.post.commentsCount).toBe(0);
  });

  it.each([
    ['  ', 'Comment cannot be empty'],
    ['x'.repeat(501), 'Comment too long'],
  ])('refuses %j with the spec’s words and stores nothing', async (content, message) => {
    const { client } = await member();
    const post = await write(client, 'Comment on me');
    const res = await client.request('POST', '/api/comments', { postId: post.id, content });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await sql('select count(*)::int as n from comments where post_id = ?', [post.id])).toEqual([{ n: 0 }]);
  });
});

describe('views, reposts and shares', () => {
  it('counts a view once per member and once per visitor session', async () => {
    const author = await member();
    const post = await write(author.client, 'Seen?');
    expect((await author.client.request('POST', `/api/posts/${post.id}/view`)).body).toEqual({ newView: true, viewsCount: 1 });
    expect((await author.client.request('POST', `/api/posts/${post.id}/view`)).body).toEqual({ newView: false, viewsCount: 1 });
    const visitor = app.client();
    expect((await visitor.request('POST', `/api/posts/${post.id}/view`)).body.newView).toBe(true);
    expect((await visitor.request('POST', `/api/posts/${post.id}/view`)).body).toEqual({ newView: false, viewsCount: 2 });
  });

  it('reposts once with a comment of at most 280 characters, and counts shares', async () => {
    const author = await member();
    const fan = await member();
    const post = await write(author.client, 'Original');
    const long = await fan.client.request('POST', `/api/posts/${post.id}/repost`, { comment: 'z'.repeat(281) });
    expect(long.status).toBe(400);
    const repost = await fan.client.request('POST', `/api/posts/${post.id}/repost`, { comment: 'Read this' });
    expect(repost.body).toMatchObject({ isRepost: true, repostComment: 'Read this', originalPost: { id: post.id, repostsCount: 1 } });
    const twice = await fan.client.request('POST', `/api/posts/${post.id}/repost`, {});
    expect(twice.body.message).toBe('You have already reposted this post');
    const shared = await app.client().request('POST', `/api/posts/${post.id}/share`, { target: 'whatsapp' });
    expect(shared.body).toMatchObject({ sharesCount: 1, shareUrl: expect.stringContaining(`/post/${post.id}`) });
  });
});

describe('reposts of originals that are gone', () => {
  const REPOST = `query($id: ID!) { post(id: $id) { id isRepost repostComment originalPost { id content } } }`;

  it('answer originalPost null in GraphQL once the original is deleted or removed by a moderator, in feeds and on the post page', async () => {
    const author = await member();
    const fan = await member();
    const deleted = await write(author.client, 'Deleted soon');
    const removed = await write(author.client, 'Removed soon');
    const kept = await write(author.client, 'Still here');
    const repostOf = async (id: string) => (await fan.client.request('POST', `/api/posts/${id}/repost`, { comment: 'Look' })).body.id;
    const [ofDeleted, ofRemoved, ofKept] = [await repostOf(deleted.id), await repostOf(removed.id), await repostOf(kept.id)];

    expect((await fan.client.gql(REPOST, { id: ofDeleted })).data.post.originalPost).toEqual({ id: deleted.id, content: 'Deleted soon' });
    expect((await author.client.request('DELETE', `/api/posts/${deleted.id}`)).body).toEqual({ success: true });
    await sql('update posts set is_moderated = true, moderation_reason = ? where id = ?', ['Misinformation', removed.id]);

    for (const client of [fan.client, app.client()]) {
      const page = async (id: string) => (await client.gql(REPOST, { id })).data.post;
      expect(await page(ofDeleted)).toEqual({ id: ofDeleted, isRepost: true, repostComment: 'Look', originalPost: null });
      expect(await page(ofRemoved)).toMatchObject({ isRepost: true, originalPost: null });
      expect(await page(ofKept)).toMatchObject({ isRepost: true, originalPost: { id: kept.id, content: 'Still here' } });
    }
    const feed = await fan.client.gql(`{ feed(kind: WARD, first: 50) { edges { node { id originalPost { id } } } } }`);
    const originals = Object.fromEntries(feed.data.feed.edges.map((e: any) => [e.node.id, e.node.originalPost]));
    expect(originals).toMatchObject({ [ofDeleted]: null, [ofRemoved]: null, [ofKept]: { id: kept.id } });
    // The REST shim agrees for a deleted original.
    expect((await fan.client.request('GET', `/api/posts/${ofDeleted}`)).body).toMatchObject({ isRepost: true, originalPost: null });
  });

  it('answer originalPost null to someone on either side of a block with the original’s author', async () => {
    const author = await member();
    const fan = await member();
    const reader = await member();
    const post = await write(author.client, 'Not for blocked eyes');
    const repost = (await fan.client.request('POST', `/api/posts/${post.id}/repost`, {})).body.id;
    expect((await reader.client.gql(REPOST, { id: repost })).data.post.originalPost).toMatchObject({ id: post.id });
    await author.client.request('POST', `/api/users/${reader.user.id}/block`, { reason: 'Spam' });
    expect((await reader.client.gql(REPOST, { id: repost })).data.post.originalPost).toBeNull();
    expect((await fan.client.gql(REPOST, { id: repost })).data.post.originalPost).toMatchObject({ id: post.id });
  });
});

describe('a member’s own posts (the profile’s AUTHOR feed)', () => {
  it('lists a member’s posts by their id, newest first, and refuses what is not an id', async () => {
    const author = await member();
    const other = await member();
    const first = await write(author.client, 'My first post');
    const second = await write(author.client, 'My second post');
    await write(other.client, 'Someone else');
    expect(await feedIds(other.client, 'AUTHOR', author.user.id)).toEqual([second.id, first.id]);
    expect(await feedIds(app.client(), 'AUTHOR', author.user.id)).toEqual([second.id, first.id]);
    const bad = await other.client.gql(FEED, { kind: 'AUTHOR', place: 'someone' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Choose whose posts to show' });
  });
});

describe('blocking and reporting', () => {
  it('hides each side’s posts from the other, in feeds and on the post page', async () => {
    const blocker = await member();
    const blocked = await member();
    const theirs = await write(blocked.client, 'You will not see this');
    const mine = await write(blocker.client, 'Nor this');
    const res = await blocker.client.request('POST', `/api/users/${blocked.user.id}/block`, { reason: 'Inappropriate content' });
    expect(res.body).toEqual({ success: true });
    expect(await feedIds(blocker.client, 'WARD')).not.toContain(theirs.id);
    expect(await feedIds(blocked.client, 'WARD')).not.toContain(mine.id);
    expect((await blocker.client.request('GET', `/api/posts/${theirs.id}`)).status).toBe(404);
    expect(await feedIds(app.client(), 'WARD', '24/16/05')).toEqual(expect.arrayContaining([theirs.id, mine.id]));
  });

  it('takes a report with a reason from the list, once', async () => {
    const author = await member();
    const reporter = await member();
    const post = await write(author.client, 'Rigging is fine actually');
    const reasons = (await app.client().gql(`{ reportReasons { value label } }`)).data.reportReasons;
    expect(reasons).toContainEqual({ value: 'misinformation', label: 'False information about voting or results' });
    const bad = await reporter.client.request('POST', '/api/reports', { contentType: 'post', contentId: post.id, reason: 'because' });
    expect(bad.body.message).toBe('Choose a reason from the list');
    for (let i = 0; i < 2; i++) {
      await reporter.client.request('POST', '/api/reports', { contentType: 'post', contentId: post.id, reason: 'inappropriate', description: 'x' });
    }
    expect(await sql(`select count(*)::int as n from content_reports where content_id = ? and status = 'pending'`, [post.id])).toEqual([{ n: 1 }]);
  });
});

describe('feed pages', () => {
  it('pages through 45 posts with cursors, newest first, without repeats or gaps, even with equal times', async () => {
    const { client, user } = await member({ state: '37', lga: '02', ward: '03' });
    // Written in bulk (the API allows 30 posts in 10 minutes): five share each timestamp.
    const rows = await sql(
      `insert into posts (id, author_id, content, state_code, lga_code, ward_code, created_at)
       select gen_random_uuid(), ?, 'Post ' || i, '37', '37/02', '37/02/03', now() - (i / 5) * interval '1 minute'
       from generate_series(0, 44) i returning id, content`,
      [user.id],
    );
    const group = (row: any) => Math.floor(Number(row.content.slice(5)) / 5); // 0 is the newest minute
    const written = rows
      .sort((a: any, b: any) => group(a) - group(b) || (a.id < b.id ? 1 : -1))
      .map((r: any) => r.id);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const { data }: { data?: any } = await client.gql(FEED, { kind: 'WARD', first: 20, after });
      seen.push(...data.feed.edges.map((e: any) => e.node.id));
      after = data.feed.pageInfo.hasNextPage ? data.feed.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(written);
    const bad = await client.gql(FEED, { kind: 'WARD', after: 'nonsense' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'That cursor is not from this feed', extensions: { field: 'after' } });
  });
  it('shows each post, repost and author in a feed exactly as on the post page, in GraphQL and REST', async () => {
    const author = await member({ state: '37', lga: '03', ward: '01' });
    const fan = await member({ state: '37', lga: '03', ward: '01' });
    const original = await write(author.client, 'Edited later #Abuja');
    await author.client.request('PUT', `/api/posts/${original.id}`, { content: 'Edited now #Abuja' });
    const repost = await fan.client.request('POST', `/api/posts/${original.id}/repost`, { comment: 'Worth reading' });
    await fan.client.request('POST', `/api/posts/${original.id}/like`);
    const fields = `id content createdAt editedAt isEdited isRepost isLiked likesCount repostsCount repostComment targetFeed
      author { id displayName initials avatarUrl handle createdAt followersCount }
      originalPost { id content createdAt isEdited author { id displayName createdAt } }`;
    const { data } = await fan.client.gql(`{ feed(kind: WARD, first: 2) { edges { node { ${fields} } } } }`);
    const shown = data.feed.edges.map((e: any) => e.node);
    expect(shown.map((p: any) => p.id)).toEqual([repost.body.id, original.id]);
    for (const post of shown) {
      const page = await fan.client.gql(`query($id: ID!) { post(id: $id) { ${fields} } }`, { id: post.id });
      expect(post).toEqual(page.data.post);
    }
    expect(shown[1]).toMatchObject({ isEdited: true, isLiked: true, likesCount: 1, repostsCount: 1, editedAt: expect.any(String) });
    expect(new Date(shown[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const rest = await fan.client.request('GET', '/api/posts/ward/37/03/01');
    const restPage = await fan.client.request('GET', `/api/posts/${repost.body.id}`);
    expect(rest.body[0]).toEqual(restPage.body);
    expect(rest.body[0].author).not.toHaveProperty('passwordHash');
  });
});
