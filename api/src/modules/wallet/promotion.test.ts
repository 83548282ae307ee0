import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestApp } from '../../../test/harness.js';
import { expectLedgerConsistent, sqlOf, startWalletTestApp, topUp } from '../../../test/wallet.js';
import type { FakePaystack } from './paystack/fake.js';
import { settleDuePromotions, settleImpressions } from './promotion.service.js';

let app: TestApp;
let paystack: FakePaystack;
let close: () => Promise<void>;
let sql: ReturnType<typeof sqlOf>;
beforeAll(async () => {
  ({ app, paystack, close } = await startWalletTestApp());
  sql = sqlOf(app);
});
afterAll(async () => {
  await close?.();
});

const PROMOTE = `mutation($input: PromotePostInput!) { promotePost(input: $input) {
  id budget spent inEscrow status impressions estimatedReach costPerDay costPerImpression startDate endDate targetAudience { type location { states lgas wards } } } }`;
const WALLET = `{ wallet { balance inEscrow } }`;
const FEED = `query($place: String) { feed(kind: WARD, place: $place, first: 10) { edges { node { id content isPromoted } } } }`;

async function writePost(userId: string, content: string, ward?: string) {
  const [row] = await sql(
    `insert into posts (id, author_id, content, state_code, lga_code, ward_code, created_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, now()) returning id`,
    [userId, content, ward?.slice(0, 2) ?? null, ward?.slice(0, 5) ?? null, ward ?? null],
  );
  return String(row.id);
}

async function twoWards() {
  const rows = await sql(`select state_code || '/' || lga_code || '/' || code as ward from geo_wards order by state_code, lga_code, code limit 2`);
  return rows.map((row) => String(row.ward)) as [string, string];
}

const livesIn = (userId: string, ward: string) =>
  sql('update users set state = ?, lga = ?, ward = ? where id = ?', [ward.slice(0, 2), ward.slice(0, 5), ward, userId]);

describe('promoted posts', () => {
  it('moves the budget to escrow, shows the post to the targeted ward with a Promoted badge, charges each viewer once, and refunds the rest at the end', async () => {
    const [ward, elsewhere] = await twoWards();
    const author = await signedInClient(app, { firstName: 'Amaka' });
    await topUp(author.client, paystack, 100_000);
    const postId = await writePost(author.user.id, 'Town hall on the new market road, Saturday 10am');

    const promoted = await author.client.gql(PROMOTE, {
      input: {
        postId,
        promotionType: 'CIVIC',
        budget: 10_000,
        durationDays: 7,
        targetAudience: { type: 'LOCATION', location: { states: [ward.slice(0, 2)], lgas: [ward.slice(0, 5)], wards: [ward, ward] } },
        idempotencyKey: 'promote-key-0001',
      },
    });
    expect(promoted.errors).toBeUndefined();
    expect(promoted.data.promotePost).toMatchObject({
      budget: 10_000, spent: 0, inEscrow: 10_000, status: 'ACTIVE', estimatedReach: 200, costPerDay: 1_428, costPerImpression: 50,
      targetAudience: { type: 'LOCATION', location: { states: [ward.slice(0, 2)], lgas: [ward.slice(0, 5)], wards: [ward] } },
    });
    const { startDate, endDate } = promoted.data.promotePost;
    expect(Date.parse(endDate) - Date.parse(startDate)).toBe(7 * 86_400_000);
    expect((await author.client.gql(WALLET)).data.wallet).toEqual({ balance: 90_000, inEscrow: 10_000 });

    // A neighbour in the ward sees it, badged, among the ward's own posts. Reading moves no money.
    const neighbour = await signedInClient(app, { firstName: 'Ngozi' });
    await livesIn(neighbour.user.id, ward);
    const local = await signedInClient(app);
    await writePost(local.user.id, 'Borehole fixed on Adeola street', ward);
    const moneyMoves = async () => (await sql('select count(*)::int as n from ledger_entries'))[0].n;
    const movesBefore = await moneyMoves();
    const seen = await neighbour.client.gql(FEED);
    const nodes = seen.data.feed.edges.map((edge: any) => edge.node);
    expect(nodes).toContainEqual({ id: postId, content: 'Town hall on the new market road, Saturday 10am', isPromoted: true });
    await neighbour.client.gql(FEED); // again: already shown to this member
    const figures = async () => {
      const [row] = await sql('select spent, impressions, escrow_balance from post_promotions where post_id = ?', [postId]);
      return { spent: Number(row.spent), impressions: row.impressions, escrow: Number(row.escrow_balance) };
    };
    expect(await figures()).toEqual({ spent: 0, impressions: 0, escrow: 10_000 });
    expect(await moneyMoves()).toBe(movesBefore);

    // The wallet's job charges the impression, once, however many instances settle at the same moment.
    await Promise.all([settleImpressions(app.deps), settleImpressions(app.deps)]);
    await settleImpressions(app.deps);
    expect(await figures()).toEqual({ spent: 50, impressions: 1, escrow: 9_950 });

    // Someone in another ward doesn't see it.
    const faraway = await signedInClient(app);
    await livesIn(faraway.user.id, elsewhere);
    await writePost(local.user.id, 'Meanwhile elsewhere', elsewhere);
    const notThere = await faraway.client.gql(FEED);
    expect(notThere.data.feed.edges.map((edge: any) => edge.node.id)).not.toContain(postId);

    // The author reads the figures on the post; the badge shows on the post page.
    const mine = await author.client.gql(`query($id: ID!) { post(id: $id) { isPromoted promotion { spent impressions inEscrow } } }`, { id: postId });
    expect(mine.data.post).toEqual({ isPromoted: true, promotion: { spent: 50, impressions: 1, inEscrow: 9_950 } });
    const theirs = await neighbour.client.gql(`query($id: ID!) { post(id: $id) { isPromoted promotion { spent } } }`, { id: postId });
    expect(theirs.data.post).toEqual({ isPromoted: true, promotion: null });
    const restOwn = await author.client.request('GET', `/api/posts/${postId}`);
    expect(restOwn.body).toMatchObject({ isPromoted: true, promotionType: 'civic', promotionBudget: 10_000, promotionSpent: 50, promotionImpressions: 1 });
    const restTheirs = await neighbour.client.request('GET', `/api/posts/${postId}`);
    expect(restTheirs.body).toMatchObject({ isPromoted: true, promotionBudget: null, promotionTargetAudience: null });

    // The end date passes: the unspent ₦99.50 goes back to the wallet, once.
    await sql(`update post_promotions set start_date = now() - interval '8 days', end_date = now() - interval '1 second' where post_id = ?`, [postId]);
    await settleDuePromotions(app.deps);
    await settleDuePromotions(app.deps);
    expect((await author.client.gql(WALLET)).data.wallet).toEqual({ balance: 99_950, inEscrow: 0 });
    const ended = await author.client.gql(`query($id: ID!) { post(id: $id) { isPromoted promotion { status refunded spent } } }`, { id: postId });
    expect(ended.data.post).toEqual({ isPromoted: false, promotion: { status: 'COMPLETED', refunded: 9_950, spent: 50 } });
    const [{ revenue }] = await sql(`select coalesce(sum(amount), 0)::bigint as revenue from ledger_entries where account = 'platform_revenue'`);
    expect(Number(revenue)).toBeGreaterThanOrEqual(50);
    await expectLedgerConsistent(app);
  });

  it('takes every audience with the places null or left out when it needs none, over GraphQL and REST, and reaches only its members', async () => {
    const [ward] = await twoWards();
    const author = await signedInClient(app);
    await topUp(author.client, paystack, 100_000);
    const post = (text: string) => writePost(author.user.id, text);
    const [forAll, forMovement, forParty, forPlace, partyViaRest, placeViaRest] = await Promise.all(
      ['Everyone read this', 'Obidients, a word', 'APC members, a word', 'Neighbours, a word', 'PDP members, a word', 'One state, a word'].map(post),
    );
    const input = (postId: string, targetAudience: object) => ({ postId, promotionType: 'CIVIC', budget: 5_000, durationDays: 1, targetAudience });

    // GraphQL, as the web sends it: location null for the audiences that aren't places.
    for (const [postId, audience, type] of [
      [forAll, { type: 'BLOWING', membershipTypes: [], partyAffiliations: [], location: null }, 'BLOWING'],
      [forMovement, { type: 'MEMBERSHIP', membershipTypes: ['OBIDIENT'], location: null }, 'MEMBERSHIP'],
      [forParty, { type: 'PARTY', partyAffiliations: ['APC'] }, 'PARTY'],
      [forPlace, { type: 'LOCATION', location: { states: [ward.slice(0, 2)], lgas: [], wards: [] } }, 'LOCATION'],
    ] as const) {
      const result = await author.client.gql(PROMOTE, { input: input(postId, audience) });
      expect(result.errors, type).toBeUndefined();
      expect(result.data.promotePost.targetAudience.type).toBe(type);
    }
    // A place audience still needs its places.
    const noPlaces = await author.client.gql(PROMOTE, { input: input(partyViaRest, { type: 'LOCATION', location: null }) });
    expect(noPlaces.errors?.[0]).toMatchObject({ message: 'Add at least one state for location targeting', extensions: { code: 'BAD_USER_INPUT' } });

    // REST, with null and absent places alike.
    const rest = (postId: string, targetAudience: object) =>
      author.client.request('POST', `/api/posts/${postId}/promote`, { promotionType: 'political', budget: 5_000, durationDays: 1, targetAudience });
    const party = await rest(partyViaRest, { type: 'party', partyAffiliations: ['PDP'], membershipTypes: null, location: null });
    expect(party).toMatchObject({ status: 201, body: { targetAudience: { type: 'party', partyAffiliations: ['PDP'], location: { states: [] } } } });
    const place = await rest(placeViaRest, { type: 'location', location: { states: [ward.slice(0, 2)] } });
    expect(place).toMatchObject({ status: 201, body: { targetAudience: { type: 'location', location: { states: [ward.slice(0, 2)], lgas: [] } } } });
    const blowingNull = await rest(await post('Read this too'), { type: 'blowing', location: null });
    expect(blowingNull.status).toBe(201);
    expect((await author.client.gql(WALLET)).data.wallet).toEqual({ balance: 100_000 - 7 * 5_000, inEscrow: 7 * 5_000 });

    // Who is reached: an Obidient APC member elsewhere sees the promotions for everyone, the movement and the party; not the places'.
    const reader = await signedInClient(app);
    const [{ code: otherState }] = await sql('select code from geo_states where code <> ? order by code limit 1', [ward.slice(0, 2)]);
    await sql(`update users set membership_type = 'obidient', party_affiliation = 'APC', state = ? where id = ?`, [otherState, reader.user.id]);
    await sql(`insert into posts (id, author_id, content, state_code, created_at) values (gen_random_uuid(), ?, 'News from my state', ?, now())`, [
      reader.user.id, otherState,
    ]);
    // Each page of the reader's state feed carries one promotion they haven't been shown.
    for (let i = 0; i < 6; i++) await reader.client.gql(`{ feed(kind: STATE, first: 10) { edges { node { id } } } }`);
    const shown = await sql(
      'select pp.post_id from promotion_impressions i join post_promotions pp on pp.id = i.promotion_id where i.viewer_id = ?',
      [reader.user.id],
    );
    const seen = new Set(shown.map((row) => String(row.post_id)));
    expect(seen.has(forAll) && seen.has(forMovement) && seen.has(forParty)).toBe(true);
    expect(seen.has(forPlace) || seen.has(placeViaRest) || seen.has(partyViaRest)).toBe(false);
    await expectLedgerConsistent(app);
  });

  it('offers all 18 parties on the ballot to target, refuses a code that is no party, and reaches a supporter of a smaller party', async () => {
    const author = await signedInClient(app);
    await topUp(author.client, paystack, 20_000);
    const { parties } = (await author.client.gql('{ parties { abbreviation name } }')).data;
    expect(parties).toHaveLength(18);
    expect(parties).toContainEqual({ abbreviation: 'YPP', name: 'Young Progressives Party' });
    expect(parties.map((p: { abbreviation: string }) => p.abbreviation)).not.toContain('Non-partisan');

    const toParties = (postId: string, partyAffiliations: string[]) => ({
      input: { postId, promotionType: 'POLITICAL', budget: 5_000, durationDays: 1, targetAudience: { type: 'PARTY', partyAffiliations } },
    });
    const refused = await author.client.gql(PROMOTE, toParties(await writePost(author.user.id, 'To the undecided'), ['Non-partisan']));
    expect(refused.errors?.[0]).toMatchObject({ message: 'Unknown party', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await author.client.gql(WALLET)).data.wallet).toEqual({ balance: 20_000, inEscrow: 0 });
    const forSmallParties = await writePost(author.user.id, 'YPP and ZLP members, a word');
    expect((await author.client.gql(PROMOTE, toParties(forSmallParties, ['YPP', 'ZLP']))).errors).toBeUndefined();

    // A YPP member's feed carries it, one unseen promotion a page.
    const supporter = await signedInClient(app);
    const [{ code: state }] = await sql('select code from geo_states order by code limit 1');
    await sql(`update users set party_affiliation = 'YPP', state = ? where id = ?`, [state, supporter.user.id]);
    await sql(`insert into posts (id, author_id, content, state_code, created_at) values (gen_random_uuid(), ?, 'From my state', ?, now())`, [
      supporter.user.id, state,
    ]);
    const seenBySupporter = async () =>
      (await sql('select 1 from promotion_impressions i join post_promotions pp on pp.id = i.promotion_id where i.viewer_id = ? and pp.post_id = ?', [
        supporter.user.id, forSmallParties,
      ])).length > 0;
    for (let page = 0; page < 10 && !(await seenBySupporter()); page++) {
      await supporter.client.gql(`{ feed(kind: STATE, first: 10) { edges { node { id } } } }`);
    }
    expect(await seenBySupporter()).toBe(true);
    await expectLedgerConsistent(app);
  });

  it('shows a promotion only while its budget covers the impressions not yet charged, and never charges past the budget', async () => {
    // The earlier tests' promotions end, so this one is the only candidate.
    await sql(`update post_promotions set start_date = now() - interval '40 days', end_date = now() - interval '1 second' where status = 'active'`);
    await settleDuePromotions(app.deps);
    const author = await signedInClient(app);
    await topUp(author.client, paystack, 10_000);
    const postId = await writePost(author.user.id, 'Two impressions worth');
    const promoted = await author.client.gql(PROMOTE, {
      input: { postId, promotionType: 'CIVIC', budget: 5_000, durationDays: 1, targetAudience: { type: 'BLOWING' } },
    });
    const promotionId = promoted.data.promotePost.id;
    await sql('update post_promotions set cost_per_impression = 2500 where id = ?', [promotionId]);

    // Readers of their ward's feed, where the post (placed nowhere) appears only as promoted.
    const [ward] = await twoWards();
    const readers = await Promise.all([0, 1, 2].map(() => signedInClient(app)));
    await writePost(readers[0].user.id, 'Ward news', ward);
    const shownTo = [];
    for (const reader of readers) {
      await livesIn(reader.user.id, ward);
      const page = await reader.client.gql(FEED);
      shownTo.push(page.data.feed.edges.some((edge: any) => edge.node.id === postId));
    }
    expect(shownTo).toEqual([true, true, false]);
    // A page read at the very moment the budget ran out recorded one more: it is settled uncharged.
    await sql('insert into promotion_impressions (promotion_id, viewer_id) values (?, ?)', [promotionId, readers[2].user.id]);

    expect(await settleImpressions(app.deps)).toBe(2);
    await settleDuePromotions(app.deps);
    const [row] = await sql('select spent, impressions, refunded, status from post_promotions where id = ?', [promotionId]);
    expect({ ...row, spent: Number(row.spent), refunded: Number(row.refunded) }).toEqual({ spent: 5_000, impressions: 2, refunded: 0, status: 'completed' });
    const unsettled = await sql('select count(*)::int as n from promotion_impressions where promotion_id = ? and settled_at is null', [promotionId]);
    expect(unsettled[0].n).toBe(0);
    await expectLedgerConsistent(app);
  });

  it("answers 'Invalid Budget' and 'Insufficient Funds' as the spec words them, and only the author may promote", async () => {
    const author = await signedInClient(app);
    const postId = await writePost(author.user.id, 'Vote wisely');
    const input = { postId, promotionType: 'POLITICAL', durationDays: 3, targetAudience: { type: 'BLOWING' } };
    const low = await author.client.gql(PROMOTE, { input: { ...input, budget: 4_999 } });
    expect(low.errors?.[0]).toMatchObject({ message: 'Minimum promotion budget is ₦50.', extensions: { code: 'BAD_USER_INPUT', title: 'Invalid Budget' } });
    const broke = await author.client.gql(PROMOTE, { input: { ...input, budget: 10_000 } });
    expect(broke.errors?.[0]).toMatchObject({
      message: 'Please add funds to your wallet to promote this post.',
      extensions: { code: 'INSUFFICIENT_FUNDS', title: 'Insufficient Funds' },
    });
    const viaRest = await author.client.request('POST', `/api/posts/${postId}/promote`, {
      promotionType: 'political', budget: 10_000, endDate: new Date(Date.now() + 3 * 86_400_000).toISOString(), targetAudience: { type: 'blowing' },
    });
    expect(viaRest).toMatchObject({ status: 402, body: { message: 'Please add funds to your wallet to promote this post.', title: 'Insufficient Funds' } });
    // A suspended member can't spend on reach (the moderation check every money write shares).
    await topUp(author.client, paystack, 20_000);
    await sql(`update users set suspended_until = now() + interval '3 days' where id = ?`, [author.user.id]);
    const suspended = await author.client.gql(PROMOTE, { input: { ...input, budget: 10_000 } });
    expect(suspended.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(suspended.errors?.[0].message).toMatch(/suspended/);
    expect((await author.client.gql(WALLET)).data.wallet.balance).toBe(20_000);
    const other = await signedInClient(app);
    await topUp(other.client, paystack, 20_000);
    const notMine = await other.client.gql(PROMOTE, { input: { ...input, budget: 10_000 } });
    expect(notMine.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await other.client.gql(WALLET)).data.wallet.balance).toBe(20_000);
  });

  it('200 promotions and withdrawals at once against one wallet worth less than all of them: exact balance, never negative, nothing lost or doubled', async () => {
    // The per-member rate limits would refuse most of this burst; here the ledger is under test.
    const consume = app.deps.limits.consume;
    app.deps.limits.consume = async () => {};
    try {
      const member = await signedInClient(app);
      const number = `2${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
      paystack.accounts.set(`044:${number}`, 'TUNDE BAKARE');
      await member.client.gql(`mutation($n: String!) { saveBankAccount(accountNumber: $n, bankCode: "044") { accountName } }`, { n: number });
      await topUp(member.client, paystack, 300_000);
      paystack.transferMode = 'pending';
      const posts = await Promise.all(Array.from({ length: 100 }, (_, i) => writePost(member.user.id, `Campaign message ${i}`)));

      const calls = [
        ...posts.map((postId) => () =>
          member.client.gql(PROMOTE, { input: { postId, promotionType: 'POLITICAL', budget: 5_000, durationDays: 1, targetAudience: { type: 'BLOWING' } } }),
        ),
        ...posts.map(() => () => member.client.gql(`mutation { withdraw(amount: 5000) { id status } }`)),
      ].sort(() => Math.random() - 0.5);
      const results = await Promise.all(calls.map((call) => call()));
      const ok = results.filter((r) => !r.errors);
      const refused = results.filter((r) => r.errors);
      expect(refused.every((r) => r.errors![0].extensions?.code === 'INSUFFICIENT_FUNDS')).toBe(true);
      expect(ok).toHaveLength(60); // ₦3,000 / ₦50

      const [row] = await sql(
        `select wallet_balance,
           (select count(*) from post_promotions where user_id = ?)::int as promotions,
           (select count(*) from withdrawals where user_id = ?)::int as withdrawals,
           (select count(*) from ledger_transactions where user_id = ? and kind in ('promotion_fund', 'withdrawal'))::int as transactions
         from users where id = ?`,
        [member.user.id, member.user.id, member.user.id, member.user.id],
      );
      expect(Number(row.wallet_balance)).toBe(300_000 - ok.length * 5_000);
      expect(row.promotions + row.withdrawals).toBe(ok.length);
      expect(row.transactions).toBe(ok.length);
      await expectLedgerConsistent(app);

      // Half the transfers fail at the bank: that money comes back, the rest is paid out.
      const withdrawals = await sql(`select id from withdrawals where user_id = ? order by id`, [member.user.id]);
      for (const [i, w] of withdrawals.entries()) await paystack.settleTransfer(String(w.id), i % 2 ? 'failed' : 'success');
      const failed = withdrawals.filter((_, i) => i % 2).length;
      const [after] = await sql('select wallet_balance from users where id = ?', [member.user.id]);
      expect(Number(after.wallet_balance)).toBe(300_000 - ok.length * 5_000 + failed * 5_000);
      await expectLedgerConsistent(app);
    } finally {
      app.deps.limits.consume = consume;
    }
  });
});

describe('a retried promotion', () => {
  it('gets the promotion it made after the limit is spent, and a new one is still refused', async () => {
    const member = await signedInClient(app);
    await topUp(member.client, paystack, 200_000);
    const posts = await Promise.all(Array.from({ length: 21 }, (_, i) => writePost(member.user.id, `Town hall ${i}`)));
    const input = (postId: string) => ({ postId, promotionType: 'POLITICAL', budget: 5_000, durationDays: 1, targetAudience: { type: 'BLOWING' } });
    const promote = (postId: string, key: string) => member.client.gql(PROMOTE, { input: { ...input(postId), idempotencyKey: key } });
    const first = await promote(posts[0], 'promote-retry-00');
    expect(first.errors).toBeUndefined();
    for (let i = 1; i < 20; i++) expect((await promote(posts[i], `promote-retry-${String(i).padStart(2, '0')}`)).errors).toBeUndefined();
    expect((await promote(posts[20], 'promote-retry-20')).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const retried = await promote(posts[0], 'promote-retry-00');
    expect(retried.errors).toBeUndefined();
    expect(retried.data.promotePost.id).toBe(first.data.promotePost.id);
    expect((await member.client.gql(WALLET)).data.wallet.balance).toBe(100_000);
  });
});
