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
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`;
const PROFILE = `query($id: ID!) { user(id: $id) { id displayName followersCount followingCount isFollowing isFollowRequested
  canSeeProfile partyAffiliation pollingUnit ward location { ward { displayName } pollingUnit { puCode } } } }`;

async function member(profile: Record<string, unknown> = {}) {
  const signed = await signedInClient(app);
  if (Object.keys(profile).length) {
    const saved = await signed.client.gql(UPDATE, { input: profile });
    expect(saved.errors).toBeUndefined();
  }
  return signed;
}
const profileOf = async (client: TestClient, id: string) => (await client.gql(PROFILE, { id })).data?.user;
const counts = async (id: string) =>
  (await sql('select followers_count, following_count from users where id = ?', [id]))[0];

describe('following', () => {
  it('counts a follow once however many times it is clicked at once, and undoes it exactly', async () => {
    const fan = await member();
    const star = await member();
    const clicks = await Promise.all(Array.from({ length: 10 }, () => fan.client.request('POST', `/api/users/${star.user.id}/follow`)));
    expect(clicks.every((c) => c.status === 200)).toBe(true);
    expect(await counts(star.user.id)).toEqual({ followers_count: 1, following_count: 0 });
    expect(await counts(fan.user.id)).toEqual({ followers_count: 0, following_count: 1 });
    expect((await fan.client.request('GET', `/api/users/${star.user.id}/is-following`)).body).toEqual({ isFollowing: true });
    const followers = await app.client().gql(`query($id: ID!) { followers(userId: $id) { edges { node { id } } } }`, { id: star.user.id });
    expect(followers.data.followers.edges.map((e: any) => e.node.id)).toEqual([fan.user.id]);
    await Promise.all(Array.from({ length: 5 }, () => fan.client.request('DELETE', `/api/users/${star.user.id}/follow`)));
    expect(await counts(star.user.id)).toEqual({ followers_count: 0, following_count: 0 });
  });

  it('refuses following oneself, and a visitor', async () => {
    const me = await member();
    const self = await me.client.request('POST', `/api/users/${me.user.id}/follow`);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot follow yourself');
    expect((await app.client().request('POST', `/api/users/${me.user.id}/follow`)).status).toBe(401);
  });

  it('puts the followed member’s posts in the Following feed', async () => {
    const fan = await member();
    const star = await member();
    const post = await star.client.request('POST', '/api/posts', { content: 'For my followers' });
    await fan.client.request('POST', `/api/users/${star.user.id}/follow`);
    const feed = await fan.client.request('GET', '/api/posts/followers');
    expect(feed.body.map((p: any) => p.id)).toContain(post.body.id);
  });
});

describe('private profiles', () => {
  it('show posts, lists and location only to followers the owner accepted', async () => {
    const owner = await member({ state: '24', lga: '16', ward: '05', isPrivateProfile: true });
    const post = await owner.client.request('POST', '/api/posts', { content: 'Only for my people' });
    const stranger = await member();
    const seen = await profileOf(stranger.client, owner.user.id);
    expect(seen).toMatchObject({ canSeeProfile: false, ward: null, location: null });
    expect((await stranger.client.request('GET', `/api/posts/${post.body.id}`)).status).toBe(404);
    expect((await stranger.client.request('GET', '/api/posts/ward/24/16/05')).body.map((p: any) => p.id)).not.toContain(post.body.id);

    const asked = await stranger.client.request('POST', `/api/users/${owner.user.id}/follow`);
    expect(asked.body).toEqual({ isFollowing: false, isRequested: true, followersCount: 0 });
    const requests = await owner.client.request('GET', '/api/users/follow-requests');
    expect(requests.body.map((u: any) => u.id)).toEqual([stranger.user.id]);
    await owner.client.request('POST', `/api/users/${stranger.user.id}/follow-request/accept`);

    expect(await profileOf(stranger.client, owner.user.id)).toMatchObject({
      canSeeProfile: true,
      isFollowing: true,
      followersCount: 1,
      location: { ward: { displayName: 'Ilupeju' } },
    });
    expect((await stranger.client.request('GET', `/api/posts/${post.body.id}`)).status).toBe(200);
  });

  it('turn the waiting follow requests into follows when the owner makes the profile public', async () => {
    const owner = await member({ isPrivateProfile: true });
    const [first, second] = [await member(), await member()];
    for (const fan of [first, second]) {
      expect((await fan.client.request('POST', `/api/users/${owner.user.id}/follow`)).body).toMatchObject({ isRequested: true });
    }
    const made = await owner.client.gql(`mutation { updateProfile(input: { isPrivateProfile: false }) { isPrivateProfile followersCount } }`);
    expect(made.data.updateProfile).toEqual({ isPrivateProfile: false, followersCount: 2 });

    // Each requester now follows: no longer "Requested", and pressing the button would unfollow, not ask again.
    for (const fan of [first, second]) {
      expect(await profileOf(fan.client, owner.user.id)).toMatchObject({ isFollowing: true, isFollowRequested: false, followersCount: 2 });
    }
    expect((await owner.client.request('GET', '/api/users/follow-requests')).body).toEqual([]);
    expect(await counts(first.user.id)).toMatchObject({ following_count: 1 });

    // Turning it private again asks newcomers first; those who follow keep following.
    await owner.client.gql(UPDATE, { input: { isPrivateProfile: true } });
    const late = await member();
    expect((await late.client.request('POST', `/api/users/${owner.user.id}/follow`)).body).toMatchObject({ isFollowing: false, isRequested: true });
    expect(await profileOf(first.client, owner.user.id)).toMatchObject({ isFollowing: true, canSeeProfile: true });
  });
});

describe('party and polling unit', () => {
  it('stay hidden from others until the member shows them; choosing a party records consent', async () => {
    const owner = await member({ state: '24', lga: '16', ward: '05', pollingUnit: '001', partyAffiliation: 'LP' });
    const [stored] = await sql('select party_consent_at from users where id = ?', [owner.user.id]);
    expect(stored.party_consent_at).not.toBeNull();
    const other = await member();
    expect(await profileOf(other.client, owner.user.id)).toMatchObject({ partyAffiliation: null, pollingUnit: null, location: { pollingUnit: null } });
    await owner.client.gql(UPDATE, { input: { showPartyAffiliation: true, showPollingUnit: true } });
    expect(await profileOf(other.client, owner.user.id)).toMatchObject({
      partyAffiliation: 'LP',
      pollingUnit: '24/16/05/001',
      location: { pollingUnit: { puCode: '24/16/05/001' } },
    });
    await owner.client.gql(UPDATE, { input: { partyAffiliation: null } });
    expect((await sql('select party_consent_at from users where id = ?', [owner.user.id]))[0].party_consent_at).toBeNull();
  });
});

describe('suggestions', () => {
  it('ranks the same polling unit, ward, LGA and state first, with labels, leaving out followed and blocked', async () => {
    const home = { state: '12', lga: '03', ward: '02' }; // a quiet corner for this test alone
    const [unit] = await sql(`select code from geo_polling_units where state_code = '12' and lga_code = '03' and ward_code = '02' limit 1`);
    const [otherWard] = await sql(`select code from geo_wards where state_code = '12' and lga_code = '03' and code <> '02' limit 1`);
    const [otherLga] = await sql(`select code from geo_lgas where state_code = '12' and code <> '03' limit 1`);
    const viewer = await member({ ...home, pollingUnit: unit.code });
    const samePu = await member({ ...home, pollingUnit: unit.code });
    const sameWard = await member(home);
    const sameLga = await member({ ...home, ward: otherWard.code });
    const sameState = await member({ state: '12', lga: otherLga.code });
    const followed = await member(home);
    const blocked = await member(home);
    await viewer.client.request('POST', `/api/users/${followed.user.id}/follow`);
    await blocked.client.request('POST', `/api/users/${viewer.user.id}/block`, { reason: 'Spam' });
    const res = await viewer.client.request('GET', '/api/friends/suggestions');
    const labelled = res.body.map((s: any) => [s.id, s.matchType]);
    expect(labelled.slice(0, 4)).toEqual([
      [samePu.user.id, 'Same Polling Unit'],
      [sameWard.user.id, 'Same Ward'],
      [sameLga.user.id, 'Same LGA'],
      [sameState.user.id, 'Same State'],
    ]);
    const ids = res.body.map((s: any) => s.id);
    expect(ids).not.toContain(followed.user.id);
    expect(ids).not.toContain(blocked.user.id);
    expect(ids).not.toContain(viewer.user.id);
    expect(res.body.slice(4).every((s: any) => s.matchType === 'Similar Location')).toBe(true);
    const visitors = await app.client().request('GET', '/api/friends/suggestions-public');
    expect(visitors.status).toBe(200);
    expect(visitors.body.length).toBeGreaterThan(0);
  });
});

describe('search', () => {
  it('finds members by name or handle from 2 characters, and leaves out blocked ones', async () => {
    const [a, b] = [await member(), await member()];
    await sql(`update users set first_name = 'Chiamaka', last_name = 'Okonkwo-Test' where id = ?`, [a.user.id]);
    await sql(`update users set first_name = 'Okonkwo', last_name = 'Adeyemi' where id = ?`, [b.user.id]);
    const searcher = await member();
    const found = await searcher.client.request('GET', '/api/users/search?q=okonkwo');
    const ids = found.body.map((u: any) => u.id);
    expect(ids.indexOf(b.user.id)).toBeLessThan(ids.indexOf(a.user.id)); // a first name starting with it ranks first
    await a.client.request('POST', `/api/users/${searcher.user.id}/block`, {});
    expect((await searcher.client.request('GET', '/api/users/search?q=okonkwo')).body.map((u: any) => u.id)).not.toContain(a.user.id);
    expect((await searcher.client.request('GET', '/api/users/search?q=zzzzqx')).body).toEqual([]);
    const short = await searcher.client.request('GET', '/api/users/search?q= a ');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Search needs at least 2 characters');
  });
});

describe('@mentions', () => {
  const BY_HANDLE = `query($handle: String!) { memberByHandle(handle: $handle) { id displayName handle } }`;
  const lookUp = async (client: TestClient, handle: string) => {
    const result = await client.gql(BY_HANDLE, { handle });
    expect(result.errors).toBeUndefined();
    return result.data.memberByHandle;
  };

  it('finds the member a @handle names, with or without the @ and in any case, for the link to their profile', async () => {
    const named = await member();
    const reader = await member();
    const [{ handle }] = await sql('select handle from users where id = ?', [named.user.id]);
    expect(await lookUp(reader.client, handle)).toEqual({ id: named.user.id, displayName: 'Chiamaka Okafor', handle });
    expect(await lookUp(reader.client, `@${handle.toUpperCase()}`)).toMatchObject({ id: named.user.id });
    expect(await lookUp(app.client(), `@${handle}`)).toMatchObject({ id: named.user.id }); // visitors read posts too
    expect(await lookUp(reader.client, '@nobodyhasthishandle')).toBeNull();
    expect(await lookUp(reader.client, '@not a handle!')).toBeNull();
  });

  it('answers null for a member on either side of a block, and for a deactivated one', async () => {
    const named = await member();
    const blocker = await member();
    const [{ handle }] = await sql('select handle from users where id = ?', [named.user.id]);
    await blocker.client.request('POST', `/api/users/${named.user.id}/block`, { reason: 'Spam' });
    expect(await lookUp(blocker.client, handle)).toBeNull();
    expect(await lookUp(named.client, (await sql('select handle from users where id = ?', [blocker.user.id]))[0].handle)).toBeNull();
    await named.client.request('POST', '/api/user/deactivate-account');
    expect(await lookUp(app.client(), handle)).toBeNull();
  });
});

describe('account control', () => {
  it('deactivation hides the member until they sign in again', async () => {
    const { client, user, who } = await member();
    const post = await client.request('POST', '/api/posts', { content: 'Back soon' });
    const other = await member();
    expect((await client.request('POST', '/api/user/deactivate-account')).body).toEqual({ success: true });
    expect((await client.request('GET', '/api/auth/user')).body).toBeNull();
    expect((await other.client.request('GET', `/api/users/profile/${user.id}`)).body.message).toBe('Profile not found');
    expect((await other.client.request('GET', `/api/posts/${post.body.id}`)).status).toBe(404);
    await client.request('POST', '/api/auth/login', { email: who.email, password: who.password });
    expect((await other.client.request('GET', `/api/users/profile/${user.id}`)).status).toBe(200);
  });

  it('deletion removes email, phone, name and bio from every table, and ends every session', async () => {
    const { client, user, who } = await member({ phoneNumber: '+234 803 555 0199', bio: 'Unique-bio-marker-7731' });
    await sql(`update users set first_name = 'Zebedeefirst', last_name = 'Quagmirelast' where id = ?`, [user.id]);
    const friend = await member();
    await client.request('POST', `/api/users/${friend.user.id}/follow`);
    const theirPost = await friend.client.request('POST', '/api/posts', { content: 'Hello' });
    await client.request('POST', `/api/posts/${theirPost.body.id}/like`);
    await client.request('POST', '/api/comments', { postId: theirPost.body.id, content: 'Nice one Zebedeefirst' });
    const second = client.tab(); // another tab shares the cookie; a fresh login is another session
    expect((await client.request('DELETE', '/api/user/delete-account')).body).toEqual({ success: true });

    const columns = await sql(`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`);
    for (const needle of [who.email, '803 555 0199', 'Zebedeefirst', 'Quagmirelast', 'Unique-bio-marker-7731']) {
      for (const { table_name, column_name } of columns) {
        const [hit] = await sql(`select count(*)::int as n from "${table_name}" where "${column_name}"::text ilike ?`, [`%${needle}%`]);
        expect(hit.n, `${needle} in ${table_name}.${column_name}`).toBe(0);
      }
    }
    expect((await second.request('GET', '/api/auth/user')).body).toBeNull();
    expect((await app.client().request('POST', '/api/auth/login', { email: who.email, password: who.password })).status).toBe(401);
    expect(await counts(friend.user.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect((await friend.client.request('GET', `/api/posts/${theirPost.body.id}`)).body).toMatchObject({ likesCount: 0, commentsCount: 0 });
  });

  it('exports every field the member has, and their posts, follows and sessions', async () => {
    const { client, user } = await member({ bio: 'Export me', state: '24', lga: '16' });
    await client.request('POST', '/api/posts', { content: 'In the export' });
    const res = await client.request('GET', '/api/user/export');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const stored = await app.em().getConnection().execute('select * from users where id = ?', [user.id]);
    const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
    const fields = Object.keys(stored[0]).filter((c) => c !== 'password_hash').map(camel);
    expect(Object.keys(res.body.profile)).toEqual(expect.arrayContaining(fields.filter((f) => f !== 'deletedAt')));
    expect(res.body.profile).toMatchObject({ bio: 'Export me', email: expect.any(String), phoneNumber: null });
    expect(res.body.posts.map((p: any) => p.content)).toEqual(['In the export']);
    expect(res.body.sessions.length).toBe(1);
  });
});
