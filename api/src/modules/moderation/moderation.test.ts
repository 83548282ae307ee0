import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { createSuperAdmin } from '../../cli/create-super-admin.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const ILUPEJU = { state: '24', lga: '16', ward: '05' };

async function member(role: 'user' | 'admin' | 'super_admin' = 'user') {
  const signed = await signedInClient(app);
  if (role !== 'user') await sql('update users set role = ? where id = ?', [role, signed.user.id]);
  const saved = await signed.client.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ward } }`, {
    input: ILUPEJU,
  });
  expect(saved.errors).toBeUndefined();
  return signed;
}

async function write(client: TestClient, content: string): Promise<string> {
  const res = await client.gql(`mutation($input: CreatePostInput!) { createPost(input: $input) { id } }`, { input: { content } });
  expect(res.errors).toBeUndefined();
  return res.data.createPost.id;
}

async function report(client: TestClient, contentType: string, contentId: string, reason = 'misinformation', description?: string) {
  return client.gql(`mutation($input: ReportInput!) { reportContent(input: $input) }`, {
    input: { contentType, contentId, reason, description },
  });
}

const MODERATE = `mutation($input: ModerateInput!) { moderate(input: $input) {
  id action reason duration isActive isReversible expiresAt moderator { id } targetUser { id } } }`;
const moderate = (client: TestClient, input: Record<string, unknown>) => client.gql(MODERATE, { input });
const REVERSE = `mutation($id: ID!, $reason: String!) { reverseModerationAction(id: $id, reason: $reason) { id isActive reversalReason reversedBy { id } } }`;
const QUEUE = `query($order: QueueOrder, $first: Int, $after: String) { moderationQueue(order: $order, first: $first, after: $after) {
  edges { cursor node { id contentType contentId reportsCount reasons { reason label count }
    reports { reason reasonLabel description reporter { id } }
    content { text author { id } context postId isModerated moderationReason } } }
  pageInfo { hasNextPage endCursor } } }`;
const MY_REPORTS = `{ myReports { edges { node { contentType contentId reasonLabel outcome summary contentPreview reviewedAt } } } }`;
const STANDING = `{ myStanding { suspendedUntil actions { edges { node { action reason isActive contentPreview postId moderator { id } } } } } }`;

const feedIds = async (client: TestClient, kind: string, place?: string) =>
  (
    await client.gql(`query($kind: FeedKind!, $place: String) { feed(kind: $kind, place: $place, first: 50) { edges { node { id } } } }`, {
      kind,
      place,
    })
  ).data.feed.edges.map(
    (e: any) => e.node.id,
  );
const queueIds = async (client: TestClient, order = 'NEWEST') =>
  (await client.gql(QUEUE, { order, first: 50 })).data.moderationQueue.edges.map((e: any) => e.node.contentId);

describe('roles', () => {
  it('makes the first super admin from the command, promotes an existing account, and shows it in /api/admin/status', async () => {
    const email = `first.admin.${Date.now()}@example.ng`;
    const made = await createSuperAdmin(app.deps.orm, { email, password: 'a-long-password', firstName: 'Ngozi', lastName: 'Eze' });
    expect(made).toMatchObject({ created: true, promoted: true, user: { email, role: 'super_admin' } });
    const again = await createSuperAdmin(app.deps.orm, { email });
    expect(again).toMatchObject({ created: false, promoted: false });
    await expect(createSuperAdmin(app.deps.orm, { email: `nobody.${Date.now()}@example.ng` })).rejects.toThrow(/give a password/);

    const admin = app.client();
    const login = await admin.request('POST', '/api/auth/login', { email, password: 'a-long-password' });
    expect(login.status).toBe(200);
    expect((await admin.request('GET', '/api/admin/status')).body).toEqual({ isAdmin: true, isSuperAdmin: true });
    expect((await app.client().request('GET', '/api/admin/status')).body).toEqual({ isAdmin: false, isSuperAdmin: false });
    const plain = await member();
    expect((await plain.client.gql('{ adminStatus { isAdmin isSuperAdmin } }')).data.adminStatus).toEqual({
      isAdmin: false,
      isSuperAdmin: false,
    });
    const audit = await sql(`select action, details from moderation_actions where target_user_id = ?`, [made.user.id]);
    expect(audit).toEqual([{ action: 'set_role', details: { role: 'super_admin', previousRole: 'user' } }]);
  });

  it('lets only a super admin grant roles, never their own', async () => {
    const boss = await member('super_admin');
    const admin = await member('admin');
    const plain = await member();
    const SET = `mutation($userId: ID!, $role: Role!) { setRole(userId: $userId, role: $role, reason: "Election-week moderator") { role isAdmin } }`;
    for (const caller of [plain, admin]) {
      const refused = await caller.client.gql(SET, { userId: plain.user.id, role: 'ADMIN' });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await sql('select role from users where id = ?', [plain.user.id]))[0].role).toBe('user');
    const granted = await boss.client.gql(SET, { userId: plain.user.id, role: 'ADMIN' });
    expect(granted.data.setRole).toEqual({ role: 'ADMIN', isAdmin: true });
    expect((await plain.client.request('GET', '/api/admin/status')).body).toEqual({ isAdmin: true, isSuperAdmin: false });
    const self = await boss.client.gql(SET, { userId: boss.user.id, role: 'USER' });
    expect(self.errors?.[0].message).toBe('You cannot change your own role');
    const team = await admin.client.gql('{ administrators { id role } }');
    expect(team.data.administrators).toEqual(
      expect.arrayContaining([{ id: boss.user.id, role: 'SUPER_ADMIN' }, { id: plain.user.id, role: 'ADMIN' }]),
    );
    expect((await app.client().gql('{ administrators { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses every admin query and mutation to a plain member with FORBIDDEN, and reversal to an admin', async () => {
    const plain = await member();
    const admin = await member('admin');
    const author = await member();
    const postId = await write(author.client, 'A post nobody should touch');
    const calls = [
      [QUEUE, {}],
      ['{ moderationLog { edges { node { id } } } }', {}],
      [MODERATE, { input: { contentType: 'POST', contentId: postId, action: 'HIDE', reason: 'x' } }],
      [REVERSE, { id: postId, reason: 'x' }],
      ['mutation($id: ID!) { adminDeletePost(id: $id) }', { id: postId }],
      ['mutation($id: ID!) { boostPost(id: $id) { id } }', { id: postId }],
    ] as const;
    for (const [query, variables] of calls) {
      const res = await plain.client.gql(query, variables);
      expect(res.errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
    }
    const reversal = await admin.client.gql(REVERSE, { id: postId, reason: 'x' });
    expect(reversal.errors?.[0]).toMatchObject({ message: 'Only super administrators can do this', extensions: { code: 'FORBIDDEN' } });
    expect((await plain.client.request('DELETE', `/api/admin/posts/${postId}`)).status).toBe(403);
    expect((await plain.client.request('POST', `/api/admin/posts/${postId}/boost`)).status).toBe(403);
    expect(await sql('select is_moderated, is_deleted, is_boosted_to_blowing from posts where id = ?', [postId])).toEqual([
      { is_moderated: false, is_deleted: false, is_boosted_to_blowing: false },
    ]);
  });
});

describe('reports', () => {
  it('merges a member’s repeated report, groups reporters by content, and sorts newest or most reported first', async () => {
    const admin = await member('admin');
    const author = await member();
    const [a, b, c] = [await member(), await member(), await member()];
    const busy = await write(author.client, 'INEC has moved the election to Monday (false)');
    const quiet = await write(author.client, 'Buy followers cheap');

    expect((await report(a.client, 'post', busy, 'spam')).data.reportContent).toBe(true);
    expect((await report(a.client, 'post', busy, 'misinformation', 'The date is wrong')).errors).toBeUndefined();
    await report(b.client, 'post', busy, 'misinformation');
    await report(c.client, 'post', quiet, 'spam');
    expect(await sql('select reason, description from content_reports where reporter_id = ?', [a.user.id])).toEqual([
      { reason: 'misinformation', description: 'The date is wrong' },
    ]);

    const newest = await queueIds(admin.client);
    expect(newest.indexOf(quiet)).toBeLessThan(newest.indexOf(busy));
    const most = await queueIds(admin.client, 'MOST_REPORTED');
    expect(most.indexOf(busy)).toBeLessThan(most.indexOf(quiet));
    const { data } = await admin.client.gql(QUEUE, { first: 50 });
    const group = data.moderationQueue.edges.find((e: any) => e.node.contentId === busy).node;
    expect(group).toMatchObject({
      id: `post:${busy}`,
      contentType: 'POST',
      reportsCount: 2,
      reasons: [{ reason: 'misinformation', label: 'False information about voting or results', count: 2 }],
      content: { text: 'INEC has moved the election to Monday (false)', author: { id: author.user.id }, postId: busy, isModerated: false },
    });
    expect(group.reports.map((r: any) => r.reporter.id).sort()).toEqual([a.user.id, b.user.id].sort());

    // A post many report: all counted, the ten newest shown.
    const viral = await write(author.client, 'Share before they delete it');
    const crowd = await Promise.all(Array.from({ length: 12 }, () => signedInClient(app)));
    for (const [i, m] of crowd.entries()) await report(m.client, 'post', viral, i < 8 ? 'misinformation' : 'hate');
    const { data: after } = await admin.client.gql(QUEUE, { order: 'MOST_REPORTED', first: 1 });
    expect(after.moderationQueue.edges[0].node).toMatchObject({
      contentId: viral,
      reportsCount: 12,
      reasons: [
        { reason: 'misinformation', count: 8 },
        { reason: 'hate', count: 4 },
      ],
    });
    expect(after.moderationQueue.edges[0].node.reports).toHaveLength(10);

    // Pages of one: the second page continues where the first ended.
    const first = await admin.client.gql(QUEUE, { order: 'MOST_REPORTED', first: 1 });
    const second = await admin.client.gql(QUEUE, { order: 'MOST_REPORTED', first: 1, after: first.data.moderationQueue.pageInfo.endCursor });
    expect(second.data.moderationQueue.edges[0].node.contentId).not.toBe(first.data.moderationQueue.edges[0].node.contentId);
  });

  it('takes comments, messages one received and profiles, with context; not one’s own, not others’ messages', async () => {
    const admin = await member('admin');
    const [ada, bola, eve] = [await member(), await member(), await member()];
    const postId = await write(ada.client, 'Polling units open at 8:30');
    const comment = await bola.client.gql(`mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }`, {
      input: { postId, content: 'Go and vote for my party or else' },
    });
    const commentId = comment.data.createComment.id;
    const conversation = await bola.client.gql(`mutation($userId: ID!) { startConversation(userId: $userId) { id } }`, { userId: ada.user.id });
    const conversationId = conversation.data.startConversation.id;
    const SEND = `mutation($id: ID!, $content: String!) { sendMessage(conversationId: $id, content: $content) { id } }`;
    await bola.client.gql(SEND, { id: conversationId, content: 'Hello Ada' });
    const message = await bola.client.gql(SEND, { id: conversationId, content: 'Send me your PVC number now' });
    const messageId = message.data.sendMessage.id;

    expect((await report(ada.client, 'comment', commentId, 'violence')).errors).toBeUndefined();
    expect((await report(ada.client, 'message', messageId, 'spam')).errors).toBeUndefined();
    expect((await report(ada.client, 'user', bola.user.id, 'impersonation', 'Pretends to be INEC')).errors).toBeUndefined();
    expect((await report(bola.client, 'message', messageId, 'spam')).errors?.[0].message).toBe('Message not found'); // the sender
    expect((await report(eve.client, 'message', messageId, 'spam')).errors?.[0].message).toBe('Message not found');
    expect((await report(ada.client, 'post', postId, 'spam')).errors?.[0].message).toBe('You cannot report your own post');
    expect((await report(ada.client, 'post', postId, 'rude')).errors?.[0].message).toBe('Choose a reason from the list');

    const { data } = await admin.client.gql(QUEUE, { first: 50 });
    const content = (id: string) => data.moderationQueue.edges.find((e: any) => e.node.contentId === id).node.content;
    expect(content(commentId)).toMatchObject({ text: 'Go and vote for my party or else', context: 'Polling units open at 8:30', postId });
    expect(content(messageId)).toMatchObject({ text: 'Send me your PVC number now', context: 'Chiamaka Okafor: Hello Ada' });
    expect(content(bola.user.id)).toMatchObject({ author: { id: bola.user.id } });
  });

  it('keeps the REST shim’s report and answers 429 with the message once a member reports too much', async () => {
    const author = await member();
    const reporter = await member();
    const ids = [];
    for (let i = 0; i < 21; i++) ids.push(await write(author.client, `Post number ${i}`));
    for (const id of ids.slice(0, 20)) {
      const res = await reporter.client.request('POST', '/api/reports', {
        contentType: 'post',
        contentId: id,
        reason: 'inappropriate',
        description: '',
      });
      expect(res.body).toEqual({ success: true });
    }
    const refused = await reporter.client.request('POST', '/api/reports', { contentType: 'post', contentId: ids[20], reason: 'spam' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have sent many reports. Please try again later.');
    expect(await sql('select count(*)::int as n from content_reports where reporter_id = ?', [reporter.user.id])).toEqual([{ n: 20 }]);
  });
});

describe('hiding a post', () => {
  it('takes it out of every feed and page, tells the author why and the reporter the outcome; a super admin reverses it', async () => {
    const admin = await member('admin');
    const boss = await member('super_admin');
    const author = await member();
    const reporter = await member();
    const reader = await member();
    const postId = await write(author.client, 'Results are already decided, stay home #Ilupeju');
    const repost = await reader.client.gql(`mutation($id: ID!) { repost(id: $id) { id } }`, { id: postId });
    await report(reporter.client, 'post', postId, 'misinformation');

    const hidden = await moderate(admin.client, { contentType: 'POST', contentId: postId, action: 'HIDE', reason: 'False claim about results' });
    expect(hidden.data.moderate).toMatchObject({ action: 'HIDE', reason: 'False claim about results', isActive: true, moderator: { id: admin.user.id } });

    for (const kind of ['BLOWING', 'WARD', 'LGA', 'STATE']) expect(await feedIds(reader.client, kind)).not.toContain(postId);
    expect(await feedIds(app.client(), 'BLOWING')).not.toContain(postId);
    expect(await feedIds(reader.client, 'TOPIC', 'ilupeju')).not.toContain(postId);
    expect(await feedIds(reader.client, 'AUTHOR', author.user.id)).not.toContain(postId);
    expect((await reader.client.request('GET', `/api/posts/${postId}`)).status).toBe(404);
    const reposted = await reader.client.gql(`query($id: ID!) { post(id: $id) { originalPost { id } } }`, { id: repost.data.repost.id });
    expect(reposted.data.post.originalPost).toBeNull();
    const trending = await reader.client.request('GET', '/api/topics/trending');
    expect(trending.body.map((t: any) => t.name)).not.toContain('ilupeju');
    expect(await queueIds(admin.client)).not.toContain(postId);

    // The author still sees it, with the reason, and in their standing.
    const own = await author.client.gql(`query($id: ID!) { post(id: $id) { isModerated moderationReason } }`, { id: postId });
    expect(own.data.post).toEqual({ isModerated: true, moderationReason: 'False claim about results' });
    const standing = await author.client.gql(STANDING);
    expect(standing.data.myStanding.actions.edges[0].node).toEqual({
      action: 'HIDE',
      reason: 'False claim about results',
      isActive: true,
      contentPreview: 'Results are already decided, stay home #Ilupeju',
      postId,
      moderator: null, // members do not learn which moderator acted
    });
    const mine = await reporter.client.gql(MY_REPORTS);
    expect(mine.data.myReports.edges[0].node).toMatchObject({ outcome: 'ACTION_TAKEN', summary: 'A moderator hid this post.' });

    const reversed = await boss.client.gql(REVERSE, { id: hidden.data.moderate.id, reason: 'The claim was satire, clearly labelled' });
    expect(reversed.data.reverseModerationAction).toMatchObject({ isActive: false, reversedBy: { id: boss.user.id } });
    expect(await feedIds(reader.client, 'WARD')).toContain(postId);
    expect(await feedIds(reader.client, 'TOPIC', 'ilupeju')).toContain(postId);
    expect((await reader.client.request('GET', `/api/posts/${postId}`)).status).toBe(200);
    const after = await reporter.client.gql(MY_REPORTS);
    expect(after.data.myReports.edges[0].node.summary).toBe('A moderator hid this post. The decision was later reversed on appeal.');
    const again = await boss.client.gql(REVERSE, { id: hidden.data.moderate.id, reason: 'twice' });
    expect(again.errors?.[0].message).toBe('This action was already reversed, or cannot be reversed');
    const log = await admin.client.gql(`query($id: ID!) { moderationLog(targetUserId: $id) { edges { node { action reason isActive reversalReason moderator { id } reversedBy { id } } } } }`, {
      id: author.user.id,
    });
    expect(log.data.moderationLog.edges[0].node).toEqual({
      action: 'HIDE',
      reason: 'False claim about results',
      isActive: false,
      reversalReason: 'The claim was satire, clearly labelled',
      moderator: { id: admin.user.id },
      reversedBy: { id: boss.user.id },
    });
  });

  it('removes a post from its author too, and a removed comment from the thread', async () => {
    const admin = await member('admin');
    const author = await member();
    const commenter = await member();
    const postId = await write(author.client, 'Tribal slur here');
    const comment = await commenter.client.gql(`mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }`, {
      input: { postId: await write(author.client, 'A fair post'), content: 'Threatening reply' },
    });
    const commentId = comment.data.createComment.id;
    expect((await moderate(admin.client, { contentType: 'POST', contentId: postId, action: 'REMOVE', reason: 'Hate speech' })).errors).toBeUndefined();
    expect((await moderate(admin.client, { contentType: 'COMMENT', contentId: commentId, action: 'HIDE', reason: 'Threat' })).errors).toBeUndefined();
    expect((await author.client.request('GET', `/api/posts/${postId}`)).status).toBe(404);
    const [{ post_id }] = await sql('select post_id from comments where id = ?', [commentId]);
    const thread = async (client: TestClient) => (await client.request('GET', `/api/posts/${post_id}/comments`)).body.map((c: any) => c.id);
    expect(await thread(author.client)).toEqual([]);
    expect(await thread(commenter.client)).toEqual([commentId]); // a hidden comment stays with its author, with the reason
    expect(await thread(admin.client)).toEqual([commentId]);
    await moderate(admin.client, { contentType: 'COMMENT', contentId: commentId, action: 'REMOVE', reason: 'Threat' });
    expect(await thread(commenter.client)).toEqual([]);
  });

  it('dismisses reports: the reporter sees no action, and a super admin can reopen them', async () => {
    const admin = await member('admin');
    const boss = await member('super_admin');
    const author = await member();
    const reporter = await member();
    const postId = await write(author.client, 'I support candidate X');
    await report(reporter.client, 'post', postId, 'other', 'I disagree');
    const dismissed = await moderate(admin.client, { contentType: 'POST', contentId: postId, action: 'DISMISS' });
    expect(dismissed.errors).toBeUndefined();
    expect(await queueIds(admin.client)).not.toContain(postId);
    const mine = await reporter.client.gql(MY_REPORTS);
    expect(mine.data.myReports.edges[0].node).toMatchObject({
      outcome: 'NO_ACTION',
      summary: 'A moderator reviewed this post and found it within the rules.',
      contentPreview: 'I support candidate X',
    });
    await boss.client.gql(REVERSE, { id: dismissed.data.moderate.id, reason: 'Dismissed by mistake' });
    expect(await queueIds(admin.client)).toContain(postId);
  });

  it('needs a reason the member will read, and a duration for a suspension', async () => {
    const admin = await member('admin');
    const author = await member();
    const postId = await write(author.client, 'Something');
    const noReason = await moderate(admin.client, { contentType: 'POST', contentId: postId, action: 'HIDE', reason: '  ' });
    expect(noReason.errors?.[0]).toMatchObject({ message: 'Give a reason: the member will see it', extensions: { field: 'reason' } });
    const noDuration = await moderate(admin.client, { contentType: 'POST', contentId: postId, action: 'SUSPEND', reason: 'Spam' });
    expect(noDuration.errors?.[0].message).toBe('Choose how long the suspension lasts');
    const profileHide = await moderate(admin.client, { contentType: 'USER', contentId: author.user.id, action: 'HIDE', reason: 'x' });
    expect(profileHide.errors?.[0].message).toBe('A profile cannot be hidden: warn, suspend or ban the member');
    // An official's record is corrected from the representatives page, never reported or acted on from the queue.
    const [official] = await sql(`select id from government_officials where office = 'president'`);
    const reported = await report(author.client, 'OFFICIAL', official.id);
    expect(reported.errors?.[0]).toMatchObject({ message: 'Choose what to report', extensions: { field: 'contentType' } });
    const officialHide = await moderate(admin.client, { contentType: 'OFFICIAL', contentId: official.id, action: 'HIDE', reason: 'x' });
    expect(officialHide.errors?.[0]).toMatchObject({ message: 'Choose what to act on', extensions: { field: 'contentType' } });
    expect(await sql('select count(*)::int as n from content_reports where content_id = ?', [official.id])).toEqual([{ n: 0 }]);
    expect(await sql('select count(*)::int as n from moderation_actions where content_id in (?, ?)', [postId, official.id])).toEqual([{ n: 0 }]);
  });
});

describe('members', () => {
  it('refuses a suspended member’s posts, comments, reposts, messages and promotions with a clear message, storing nothing, until it ends', async () => {
    const admin = await member('admin');
    const boss = await member('super_admin');
    const troll = await member();
    const other = await member();
    const postId = await write(other.client, 'Town hall on Friday');
    const ownPost = await write(troll.client, 'Written before the suspension');
    const conversation = await troll.client.gql(`mutation($userId: ID!) { startConversation(userId: $userId) { id } }`, { userId: other.user.id });
    const before = await sql(
      `select (select count(*) from posts where author_id = ?)::int as posts, (select count(*) from comments where author_id = ?)::int as comments,
       (select count(*) from messages where sender_id = ?)::int as messages`,
      [troll.user.id, troll.user.id, troll.user.id],
    );

    const suspended = await moderate(admin.client, {
      contentType: 'USER',
      contentId: troll.user.id,
      action: 'SUSPEND',
      reason: 'Repeated spam in ward feeds',
      durationHours: 72,
    });
    expect(suspended.data.moderate).toMatchObject({ action: 'SUSPEND', duration: 72, targetUser: { id: troll.user.id } });

    const attempts = [
      await troll.client.request('POST', '/api/posts', { content: 'Spam again' }),
      await troll.client.request('POST', '/api/comments', { postId, content: 'Spam comment' }),
      await troll.client.request('POST', `/api/posts/${postId}/repost`, { comment: 'Spam' }),
      await troll.client.request('POST', '/api/messages', { conversationId: conversation.data.startConversation.id, content: 'Spam DM' }),
      await troll.client.request('POST', `/api/posts/${ownPost}/promote`, {
        promotionType: 'political',
        budget: 10_000,
        endDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        targetAudience: { type: 'blowing' },
      }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(
        /^Your account is suspended until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Lagos time\)\. You can still read, but you cannot post, comment, send messages or promote posts until then\.$/,
      );
    }
    const gql = await troll.client.gql(`mutation($input: CreatePostInput!) { createPost(input: $input) { id } }`, { input: { content: 'x' } });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', suspendedUntil: suspended.data.moderate.expiresAt });
    const afterTries = await sql(
      `select (select count(*) from posts where author_id = ?)::int as posts, (select count(*) from comments where author_id = ?)::int as comments,
       (select count(*) from messages where sender_id = ?)::int as messages`,
      [troll.user.id, troll.user.id, troll.user.id],
    );
    expect(afterTries).toEqual(before);
    expect(await sql('select count(*)::int as n from post_promotions where post_id = ?', [ownPost])).toEqual([{ n: 0 }]);
    expect((await troll.client.gql(STANDING)).data.myStanding.suspendedUntil).toBe(suspended.data.moderate.expiresAt);
    expect(await feedIds(troll.client, 'WARD')).toContain(postId); // reading goes on

    // A suspension ends by itself…
    await sql(`update users set suspended_until = now() - interval '1 minute' where id = ?`, [troll.user.id]);
    await sql(`update moderation_actions set expires_at = now() - interval '1 minute' where id = ?`, [suspended.data.moderate.id]);
    expect((await troll.client.request('POST', '/api/posts', { content: 'Back, and civil' })).status).toBe(200);
    // …or when a super admin reverses it.
    const again = await moderate(admin.client, { contentType: 'USER', contentId: troll.user.id, action: 'SUSPEND', reason: 'Again', durationHours: 24 });
    expect((await troll.client.request('POST', '/api/posts', { content: 'Refused' })).status).toBe(403);
    await boss.client.gql(REVERSE, { id: again.data.moderate.id, reason: 'Wrong member' });
    expect((await troll.client.request('POST', '/api/posts', { content: 'Allowed again' })).status).toBe(200);
  });

  it('signs a banned member out everywhere and refuses their sign-in; reversal lets them back', async () => {
    const admin = await member('admin');
    const boss = await member('super_admin');
    const banned = await member();
    const tab = banned.client.tab();
    const postId = await write(banned.client, 'Vote buying: ₦5,000 per PVC, DM me');
    await report(admin.client, 'post', postId, 'spam');
    const ban = await moderate(admin.client, { contentType: 'POST', contentId: postId, action: 'BAN', reason: 'Vote buying' });
    expect(ban.data.moderate).toMatchObject({ action: 'BAN', targetUser: { id: banned.user.id } });

    expect((await tab.request('GET', '/api/auth/user')).body).toBeNull();
    expect((await banned.client.request('POST', '/api/posts', { content: 'still here?' })).status).toBe(401);
    const login = await app.client().request('POST', '/api/auth/login', { email: banned.who.email, password: banned.who.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account has been banned for breaking the community rules.');

    await boss.client.gql(REVERSE, { id: ban.data.moderate.id, reason: 'Account was hacked; owner verified' });
    const back = await app.client().request('POST', '/api/auth/login', { email: banned.who.email, password: banned.who.password });
    expect(back.status).toBe(200);
  });

  it('warns a member (they read it in their standing) and keeps admins from acting on those above them', async () => {
    const admin = await member('admin');
    const otherAdmin = await member('admin');
    const boss = await member('super_admin');
    const plain = await member();
    const warned = await moderate(admin.client, { contentType: 'USER', contentId: plain.user.id, action: 'WARN', reason: 'Mind your language' });
    expect(warned.errors).toBeUndefined();
    expect((await plain.client.gql(STANDING)).data.myStanding).toMatchObject({
      suspendedUntil: null,
      actions: { edges: [{ node: { action: 'WARN', reason: 'Mind your language', moderator: null } }] },
    });
    const onAdmin = await moderate(admin.client, { contentType: 'USER', contentId: otherAdmin.user.id, action: 'SUSPEND', reason: 'x', durationHours: 24 });
    expect(onAdmin.errors?.[0]).toMatchObject({ message: 'Only super administrators can act against administrators', extensions: { code: 'FORBIDDEN' } });
    const onBoss = await moderate(admin.client, { contentType: 'USER', contentId: boss.user.id, action: 'BAN', reason: 'x' });
    expect(onBoss.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const onSelf = await moderate(admin.client, { contentType: 'USER', contentId: admin.user.id, action: 'WARN', reason: 'x' });
    expect(onSelf.errors?.[0].message).toBe('You cannot act against your own account');
    const byBoss = await moderate(boss.client, { contentType: 'USER', contentId: otherAdmin.user.id, action: 'WARN', reason: 'Be careful' });
    expect(byBoss.errors).toBeUndefined();
  });
});

describe('admin post actions', () => {
  it('Admin Delete and boost to blowing over REST, both in the audit log', async () => {
    const admin = await member('admin');
    const author = await member();
    const doomed = await write(author.client, 'Delete me');
    const lifted = await write(author.client, 'Voter registration closes Friday');
    expect((await admin.client.request('DELETE', `/api/admin/posts/${doomed}`)).body).toEqual({ success: true });
    expect((await author.client.request('GET', `/api/posts/${doomed}`)).status).toBe(404);
    const boost = await admin.client.request('POST', `/api/admin/posts/${lifted}/boost`);
    expect(boost.body).toMatchObject({ id: lifted, isBoostedToBlowing: true });
    const twice = await admin.client.request('POST', `/api/admin/posts/${lifted}/boost`);
    expect(twice).toMatchObject({ status: 400, body: { message: 'This post is already boosted to the blowing feed' } });
    const log = await admin.client.gql(`query($id: ID!) { moderationLog(targetUserId: $id) { edges { node { action contentId isReversible } } } }`, {
      id: author.user.id,
    });
    expect(log.data.moderationLog.edges.map((e: any) => e.node)).toEqual([
      { action: 'BOOST', contentId: lifted, isReversible: false },
      { action: 'DELETE', contentId: doomed, isReversible: false },
    ]);
  });
});
