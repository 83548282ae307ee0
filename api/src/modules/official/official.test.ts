import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { createLogger } from '../../shared/logger.js';
import { readOfficials, seedOfficials } from './official.seeder.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const ILUPEJU_UNIT = '24/16/05/001'; // Lagos › Mushin › Ilupeju: Lagos West, Mushin I
const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

async function member(role: 'user' | 'admin' | 'super_admin' = 'user') {
  const signed = await signedInClient(app);
  if (role !== 'user') await sql('update users set role = ? where id = ?', [role, signed.user.id]);
  return signed;
}

const OFFICIAL = 'id fullName party partyColor title seatName sourceUrl asOf electedOn isActive isVerified followersCount viewerFollows';
const REPRESENTATIVES = `query($pu: String!) { representatives(pollingUnit: $pu) {
  senatorialDistrict { displayName } federalConstituency { displayName } notes
  seats { office seatName holder { ${OFFICIAL} } }
} }`;

async function seatsOf(client: TestClient, pu: string) {
  const { data, errors } = await client.gql(REPRESENTATIVES, { pu });
  expect(errors).toBeUndefined();
  return data.representatives;
}

async function officialId(office: string, where: string, params: unknown[]): Promise<string> {
  const [row] = await sql(`select id from government_officials where office = ? and is_active and ${where}`, [office, ...params]);
  return String(row.id);
}

describe('the record loaded from the file', () => {
  it('holds every row of officials_2023.csv once, each with its source and as-of date', async () => {
    const rows = await readOfficials();
    expect(rows).toHaveLength(222);
    const loaded = await sql(`select office, source_url, as_of::text, elected_on::text from government_officials where seed_key is not null`);
    expect(loaded).toHaveLength(222);
    expect(loaded.filter((o) => !/^https?:\/\/\S+$/.test(o.source_url) || !o.as_of)).toEqual([]);
    const byOffice = loaded.reduce<Record<string, number>>((n, o) => ({ ...n, [o.office]: (n[o.office] ?? 0) + 1 }), {});
    expect(byOffice).toEqual({ president: 1, vice_president: 1, governor: 36, deputy_governor: 2, senator: 100, representative: 82 });
    // A dated record: each loaded row speaks as of its election.
    expect(loaded.every((o) => o.as_of === o.elected_on)).toBe(true);
  });

  it('is loaded once: starting again adds nothing and keeps what administrators changed', async () => {
    await sql(`update government_officials set full_name = 'Corrected Name' where office = 'governor' and state_code = '01'`);
    expect(await seedOfficials(app.deps.orm, createLogger('silent'))).toBe(0);
    const [abia] = await sql(`select full_name from government_officials where office = 'governor' and state_code = '01'`);
    expect(abia.full_name).toBe('Corrected Name');
  });
});

describe('representatives of a polling unit', () => {
  it('lists every seat from the President to the House member, by name, with sources; a seat without a holder has none', async () => {
    const result = await seatsOf(app.client(), ILUPEJU_UNIT);
    expect(result.senatorialDistrict.displayName).toBe('Lagos West');
    expect(result.federalConstituency.displayName).toBe('Mushin I');
    expect(result.seats.map((s: any) => [s.office, s.seatName, s.holder?.fullName ?? null])).toEqual([
      ['PRESIDENT', 'President of Nigeria', 'Bola Ahmed Tinubu'],
      ['VICE_PRESIDENT', 'Vice President of Nigeria', 'Kashim Shettima'],
      ['GOVERNOR', 'Governor of Lagos', 'Babajide Sanwo-Olu'],
      ['DEPUTY_GOVERNOR', 'Deputy Governor of Lagos', null],
      ['SENATOR', 'Senator for Lagos West', 'Idiat Adebule'],
      ['REPRESENTATIVE', 'Member of the House of Representatives for Mushin I', 'Alli Taofik'],
    ]);
    const senator = result.seats[4].holder;
    expect(senator).toMatchObject({ party: 'APC', partyColor: '#E53E3E', title: 'Senator', asOf: '2023-02-25', isActive: true });
    expect(senator.sourceUrl).toMatch(/^https:\/\//);
    expect(result.notes.join(' ')).toMatch(/not a live roster/);
    expect(result.notes.join(' ')).toMatch(/State House of Assembly are not listed/);
  });

  it('has no governor in the FCT, and says why', async () => {
    const result = await seatsOf(app.client(), '37/01/01/001');
    expect(result.seats.map((s: any) => s.office)).toEqual(['PRESIDENT', 'VICE_PRESIDENT', 'SENATOR', 'REPRESENTATIVE']);
    expect(result.notes.join(' ')).toMatch(/The FCT has no governor/);
  });

  it('refuses a malformed code, and answers NOT_FOUND for a unit INEC does not have', async () => {
    const bad = await app.client().gql(REPRESENTATIVES, { pu: 'Lagos' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await app.client().gql(REPRESENTATIVES, { pu: '24/16/05/999' });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await app.client().request('GET', '/api/representatives?pollingUnit=24/16/05/999')).status).toBe(404);
    expect((await app.client().request('GET', '/api/representatives')).status).toBe(400);
  });

  it('REST: the same seats, holders with their seat and source', async () => {
    const res = await app.client().request('GET', `/api/representatives?pollingUnit=${ILUPEJU_UNIT}`);
    expect(res.status).toBe(200);
    expect(res.body.federalConstituency).toMatchObject({ id: 239, displayName: 'Mushin I' });
    const senator = res.body.seats.find((s: any) => s.office === 'senator');
    expect(senator.holder).toMatchObject({
      fullName: 'Idiat Adebule',
      seatName: 'Senator for Lagos West',
      senatorialDistrict: { displayName: 'Lagos West' },
      asOf: '2023-02-25',
    });
    expect(senator.holder.sourceUrl).toMatch(/^https:\/\//);
    const one = await app.client().request('GET', `/api/officials/${senator.holder.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ fullName: 'Idiat Adebule', changes: [], extent: { wardsPlaced: expect.any(Number) } });
    expect((await app.client().request('GET', '/api/officials/not-an-id')).status).toBe(404);
  });

  it("names a constituency's holder, or none", async () => {
    const { data } = await app.client().gql(`{ senatorialDistrict(id: 70) { senator { fullName } }
      federalConstituency(id: 239) { representative { fullName } } other: federalConstituency(id: 2) { representative { fullName } } }`);
    expect(data.senatorialDistrict.senator.fullName).toBe('Idiat Adebule');
    expect(data.federalConstituency.representative.fullName).toBe('Alli Taofik');
    expect(data.other.representative).toBeNull(); // Aba North/Aba South: not in the file
  });
});

describe("administrators' curation", () => {
  it('logs a correction with its reason and shows it on the record with its date', async () => {
    const admin = await member('admin');
    const id = await officialId('senator', 'senatorial_district_id = ?', [68]); // Lagos Central
    const corrected = await admin.client.gql(
      `mutation($input: CorrectOfficialInput!) { correctOfficial(input: $input) { fullName asOf changes { action reason at } } }`,
      { input: { id, fullName: 'Wasiu Sanni Eshinlokun', reason: 'Full name as the Senate lists it' } },
    );
    expect(corrected.errors).toBeUndefined();
    const record = corrected.data.correctOfficial;
    expect(record.fullName).toBe('Wasiu Sanni Eshinlokun');
    expect(record.asOf).toBe(lagosToday());
    expect(record.changes).toEqual([{ action: 'CORRECT_OFFICIAL', reason: 'Full name as the Senate lists it', at: expect.any(String) }]);
    expect(Date.now() - Date.parse(record.changes[0].at)).toBeLessThan(60_000);

    // Anyone reads the change and its date; administrators read it in the moderation log too.
    const visitor = await app.client().gql(`query($id: ID!) { official(id: $id) { fullName changes { action reason } } }`, { id });
    expect(visitor.data.official).toEqual({
      fullName: 'Wasiu Sanni Eshinlokun',
      changes: [{ action: 'CORRECT_OFFICIAL', reason: 'Full name as the Senate lists it' }],
    });
    const log = await admin.client.gql(`{ moderationLog(first: 5) { edges { node { contentType contentId action reason moderator { id } } } } }`);
    expect(log.data.moderationLog.edges[0].node).toEqual({
      contentType: 'OFFICIAL',
      contentId: id,
      action: 'CORRECT_OFFICIAL',
      reason: 'Full name as the Senate lists it',
      moderator: { id: admin.user.id },
    });
    const [row] = await sql(`select details from moderation_actions where content_id = ?`, [id]);
    expect(row.details).toMatchObject({ before: { fullName: 'Wasiu Eshinlokun' }, after: { fullName: 'Wasiu Sanni Eshinlokun' }, changed: ['fullName'] });
  });

  it('ends a term (the seat then has no holder) and records the next holder, one at a time', async () => {
    const admin = await member('admin');
    const agege = '24/01/01/001';
    const before = await seatsOf(app.client(), agege);
    const holder = before.seats.find((s: any) => s.office === 'REPRESENTATIVE').holder;
    expect(holder).not.toBeNull();
    const ended = await admin.client.gql(
      `mutation($id: ID!) { endOfficialTerm(id: $id, termEnd: "2024-05-01", reason: "Tribunal nullified the election") { isActive termEnd } }`,
      { id: holder.id },
    );
    expect(ended.data.endOfficialTerm).toEqual({ isActive: false, termEnd: '2024-05-01' });
    expect((await seatsOf(app.client(), agege)).seats.find((s: any) => s.office === 'REPRESENTATIVE').holder).toBeNull();

    const ADD = `mutation($input: AddOfficialInput!) { addOfficial(input: $input) { id fullName seatName asOf } }`;
    const input = {
      office: 'REPRESENTATIVE',
      federalConstituencyId: 226,
      fullName: 'Ada Example',
      party: 'lp',
      electedOn: '2024-06-01',
      sourceUrl: 'https://example.ng/rerun-result',
      asOf: '2024-06-02',
      reason: 'Winner of the rerun',
    };
    const added = await admin.client.gql(ADD, { input });
    expect(added.errors).toBeUndefined();
    expect(added.data.addOfficial).toMatchObject({ fullName: 'Ada Example', seatName: 'Member of the House of Representatives for Agege', asOf: '2024-06-02' });
    const after = (await seatsOf(app.client(), agege)).seats.find((s: any) => s.office === 'REPRESENTATIVE').holder;
    expect(after).toMatchObject({ fullName: 'Ada Example', party: 'LP', partyColor: '#38A169' });

    const twice = await admin.client.gql(ADD, { input: { ...input, fullName: 'Someone Else' } });
    expect(twice.errors?.[0]).toMatchObject({ message: 'This seat already has a holder: end their term first', extensions: { field: 'office' } });
    const actions = await sql(`select action from moderation_actions where content_type = 'official' and content_id in (?, ?) order by created_at`, [
      holder.id,
      added.data.addOfficial.id,
    ]);
    expect(actions.map((a) => a.action)).toEqual(['end_official_term', 'add_official']);
  });

  it.each([
    ['a source that is not a web address', { sourceUrl: 'the newspaper' }, 'sourceUrl', 'Give the web address of the source, starting http:// or https://'],
    ['an as-of date in the future', { asOf: '2999-01-01' }, 'asOf', 'The as-of date cannot be in the future'],
    ['a date that does not exist', { electedOn: '2023-02-30' }, 'electedOn', 'The election date is not a real date'],
    ['no reason', { reason: ' ' }, 'reason', 'Say why: the moderation log keeps it'],
    ['no change', { party: 'APC' }, 'id', 'Nothing to correct: change a field of the record'],
  ])('refuses a correction with %s, and changes nothing', async (_case, change, field, message) => {
    const admin = await member('admin');
    const id = await officialId('senator', 'senatorial_district_id = ?', [69]); // Lagos East
    const before = await sql(`select * from government_officials where id = ?`, [id]);
    const result = await admin.client.gql(`mutation($input: CorrectOfficialInput!) { correctOfficial(input: $input) { id } }`, {
      input: { id, reason: 'Checked the source', ...change },
    });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await sql(`select * from government_officials where id = ?`, [id])).toEqual(before);
  });

  it('lets no plain member edit officials or link accounts, over GraphQL or REST; an administrator cannot link either', async () => {
    const plain = await member();
    const admin = await member('admin');
    const id = await officialId('governor', 'state_code = ?', ['24']);
    const before = await sql(`select * from government_officials where id = ?`, [id]);
    const attempts = [
      [`mutation($id: ID!) { correctOfficial(input: { id: $id, fullName: "Someone Else", reason: "Because I say so" }) { id } }`, { id }],
      [`mutation($id: ID!) { endOfficialTerm(id: $id, reason: "Because I say so") { id } }`, { id }],
      [`mutation($id: ID!) { linkOfficialAccount(id: $id, account: "anyone", reason: "Because I say so") { id } }`, { id }],
      [`mutation($id: ID!) { unlinkOfficialAccount(id: $id, reason: "Because I say so") { id } }`, { id }],
      [
        `mutation { addOfficial(input: { office: DEPUTY_GOVERNOR, stateCode: "24", fullName: "Someone", party: "APC", sourceUrl: "https://example.ng", reason: "Because I say so" }) { id } }`,
        {},
      ],
    ] as const;
    for (const [query, variables] of attempts) {
      const result = await plain.client.gql(query, variables);
      expect(result.errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
    }
    const link = await admin.client.gql(attempts[2][0], attempts[2][1]);
    expect(link.errors?.[0]).toMatchObject({ message: 'Only super administrators can do this', extensions: { code: 'FORBIDDEN' } });
    const rest = await plain.client.request('PATCH', `/api/officials/${id}`, { fullName: 'Someone Else', reason: 'Because I say so' });
    expect(rest.status).toBe(403);
    expect((await plain.client.request('POST', `/api/officials/${id}/account`, { account: plain.user.handle, reason: 'Because I say so' })).status).toBe(403);
    expect(await sql(`select * from government_officials where id = ?`, [id])).toEqual(before);
    expect(await sql(`select 1 from moderation_actions where content_id = ?`, [id])).toEqual([]);
  });
});

describe('following an official', () => {
  it("brings the verified account's posts into the follower's Following feed", async () => {
    const boss = await member('super_admin');
    const senatorAccount = await member();
    const follower = await member();
    const id = await officialId('senator', 'senatorial_district_id = ?', [70]); // Lagos West

    const followed = await follower.client.gql(`mutation($id: ID!) { followOfficial(officialId: $id) { followersCount viewerFollows } }`, { id });
    expect(followed.data.followOfficial).toEqual({ followersCount: 1, viewerFollows: true });
    const again = await follower.client.request('POST', `/api/officials/${id}/follow`);
    expect(again.body).toMatchObject({ followersCount: 1, viewerFollows: true });

    const post = await senatorAccount.client.gql(`mutation { createPost(input: { content: "Town hall at Ilupeju on Saturday" }) { id } }`);
    expect(post.errors).toBeUndefined();
    const FOLLOWING = `{ feed(kind: FOLLOWING, first: 20) { edges { node { id } } } }`;
    const feedIds = async () => (await follower.client.gql(FOLLOWING)).data.feed.edges.map((e: any) => e.node.id);
    expect(await feedIds()).not.toContain(post.data.createPost.id); // not linked yet: not the official's

    const linked = await boss.client.gql(
      `mutation($id: ID!, $account: String!) { linkOfficialAccount(id: $id, account: $account, reason: "Confirmed by the Senate's office") {
        isVerified linkedAccount { id } } }`,
      { id, account: `@${senatorAccount.user.handle}` },
    );
    expect(linked.data.linkOfficialAccount).toEqual({ isVerified: true, linkedAccount: { id: senatorAccount.user.id } });
    expect(await feedIds()).toContain(post.data.createPost.id);
    const badge = await app.client().gql(`query($u: ID!) { user(id: $u) { official { seatName } } }`, { u: senatorAccount.user.id });
    expect(badge.data.user.official).toEqual({ seatName: 'Senator for Lagos West' });

    const unfollowed = await follower.client.gql(`mutation($id: ID!) { unfollowOfficial(officialId: $id) { followersCount viewerFollows } }`, { id });
    expect(unfollowed.data.unfollowOfficial).toEqual({ followersCount: 0, viewerFollows: false });
    expect(await feedIds()).not.toContain(post.data.createPost.id);
  });

  it('needs a member, and an official that exists', async () => {
    const id = await officialId('president', 'true', []);
    const visitor = await app.client().gql(`mutation($id: ID!) { followOfficial(officialId: $id) { id } }`, { id });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { client } = await member();
    const missing = await client.gql(`mutation { followOfficial(officialId: "00000000-0000-4000-8000-000000000000") { id } }`);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
