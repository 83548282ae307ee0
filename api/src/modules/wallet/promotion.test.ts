import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestApp } from '../../../test/harness.js';
import { expectLedgerConsistent, sqlOf, startWalletTestApp, topUp } from '../../../test/wallet.js';
import type { FakePaystack } from './paystack/fake.js';
import { settleDuePromotions } from './promotion.service.js';

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

    // A neighbour in the ward sees it, badged, among the ward's own posts; once charged.
    const neighbour = await signedInClient(app, { firstName: 'Ngozi' });
    await livesIn(neighbour.user.id, ward);
    const local = await signedInClient(app);
    await writePost(local.user.id, 'Borehole fixed on Adeola street', ward);
    const seen = await neighbour.client.gql(FEED);
    const nodes = seen.data.feed.edges.map((edge: any) => edge.node);
    expect(nodes).toContainEqual({ id: postId, content: 'Town hall on the new market road, Saturday 10am', isPromoted: true });
    await neighbour.client.gql(FEED); // again: already shown to this member, not charged twice
    const [promotion] = await sql('select spent, impressions, escrow_balance from post_promotions where post_id = ?', [postId]);
    expect({ spent: Number(promotion.spent), impressions: promotion.impressions, escrow: Number(promotion.escrow_balance) }).toEqual({
      spent: 50, impressions: 1, escrow: 9_950,
    });

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
