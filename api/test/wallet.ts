import { expect } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { FakePaystack } from '../src/modules/wallet/paystack/fake.js';

export const TEST_SECRET = 'sk_test_4f6a0c3e9b1d2a7f5e8c6b4a2d0f9e1c';

/**
 * The app with the real Paystack client pointed at a local fake of Paystack's HTTP API, which
 * POSTs its signed webhooks back to the app over HTTP, as Paystack would.
 */
export async function startWalletTestApp(): Promise<{ app: TestApp; paystack: FakePaystack; close(): Promise<void> }> {
  let baseUrl = '';
  const paystack = new FakePaystack(TEST_SECRET, {
    checkoutUrl: (reference) => `https://checkout.paystack.test/${reference}`,
    deliver: async (raw, signature) => {
      const response = await fetch(`${baseUrl}/api/paystack/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body: raw,
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  });
  const paystackUrl = await paystack.listen();
  const app = await startTestApp({ env: { PAYSTACK_SECRET_KEY: TEST_SECRET, PAYSTACK_BASE_URL: paystackUrl } });
  baseUrl = app.baseUrl;
  return {
    app,
    paystack,
    async close() {
      await app.close();
      await paystack.close();
    },
  };
}

const START_TOP_UP = `mutation($amount: SafeInt!) { startTopUp(amount: $amount) { reference authorizationUrl status amount } }`;

/** Tops a member's wallet up the whole way: start, pay at the (fake) checkout, webhook. */
export async function topUp(client: TestClient, paystack: FakePaystack, amount: number): Promise<string> {
  const started = await client.gql(START_TOP_UP, { amount });
  expect(started.errors).toBeUndefined();
  const { reference } = started.data.startTopUp;
  await paystack.completeCharge(reference);
  return reference;
}

export const sqlOf = (app: TestApp) => (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);

/** The ledger's invariants, checked against the whole database. */
export async function expectLedgerConsistent(app: TestApp) {
  const sql = sqlOf(app);
  const [row] = await sql(`select
      (select coalesce(sum(amount), 0) from ledger_entries)::bigint as total,
      (select count(*) from (select 1 from ledger_entries group by transaction_id having sum(amount) <> 0) x)::int as unbalanced,
      (select count(*) from users u where u.wallet_balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.account = 'wallet' and e.user_id = u.id))::int as wallets_off,
      (select count(*) from users where wallet_balance < 0)::int as negative,
      (select count(*) from post_promotions p where p.escrow_balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.promotion_id = p.id)
         or p.escrow_balance <> p.budget - p.spent - p.refunded)::int as escrows_off,
      (select coalesce(sum(amount), 0) from ledger_entries where account = 'payouts_in_flight')::bigint as in_flight,
      (select coalesce(sum(amount), 0) from withdrawals where status = 'pending')::bigint as pending`);
  expect({
    total: Number(row.total),
    unbalanced: row.unbalanced,
    walletsOff: row.wallets_off,
    negative: row.negative,
    escrowsOff: row.escrows_off,
    inFlight: Number(row.in_flight),
  }).toEqual({ total: 0, unbalanced: 0, walletsOff: 0, negative: 0, escrowsOff: 0, inFlight: Number(row.pending) });
}
