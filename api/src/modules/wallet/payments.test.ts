import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestApp, type TestClient } from '../../../test/harness.js';
import { expectLedgerConsistent, sqlOf, startWalletTestApp, topUp, TEST_SECRET } from '../../../test/wallet.js';
import { signWebhook } from './paystack/client.js';
import type { FakePaystack } from './paystack/fake.js';

let app: TestApp;
let paystack: FakePaystack;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, paystack, close } = await startWalletTestApp());
});
afterAll(async () => {
  await close?.();
});

const WALLET = `{ wallet { balance totalEarnings inEscrow pendingWithdrawals mode history(first: 10) { edges { node { kind amount counterpartyName memo createdAt } } } } }`;
const balance = async (client: TestClient) => (await client.gql(WALLET)).data.wallet.balance as number;
const WITHDRAW = `mutation($amount: SafeInt!, $narration: String, $key: String) {
  withdraw(amount: $amount, narration: $narration, idempotencyKey: $key) { id amount status failureReason accountNumber accountName narration } }`;
const SAVE_ACCOUNT = `mutation($n: String!, $b: String!) { saveBankAccount(accountNumber: $n, bankCode: $b) { bankName accountNumber accountName bankCode } }`;

async function withBankAccount() {
  const member = await signedInClient(app);
  const number = `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  paystack.accounts.set(`058:${number}`, 'CHIAMAKA OKAFOR');
  const saved = await member.client.gql(SAVE_ACCOUNT, { n: number, b: '058' });
  expect(saved.errors).toBeUndefined();
  return { ...member, accountNumber: number };
}

describe('top-ups through Paystack', () => {
  it('credits a paid top-up once, however many times the webhook arrives, and the return visit finds it credited', async () => {
    const { client, user } = await signedInClient(app);
    const started = await client.gql(`mutation { startTopUp(amount: 250000) { reference authorizationUrl status amount } }`);
    expect(started.data.startTopUp).toMatchObject({ status: 'PENDING', amount: 250_000 });
    expect(started.data.startTopUp.authorizationUrl).toContain('checkout.paystack.test');
    const { reference } = started.data.startTopUp;
    expect(await balance(client)).toBe(0); // nothing until it is paid
    const PAYMENT = `query($r: String!) { payment(reference: $r) { amount purpose status } }`;
    expect((await client.gql(PAYMENT, { r: reference })).data.payment).toEqual({ amount: 250_000, purpose: 'top_up', status: 'PENDING' });
    const stranger = await signedInClient(app);
    expect((await stranger.client.gql(PAYMENT, { r: reference })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    await paystack.completeCharge(reference); // the webhook, once
    await paystack.sendWebhook('charge.success', { reference, amount: 250_000, status: 'success' }); // and again
    await paystack.sendWebhook('charge.success', { reference, amount: 250_000, status: 'success' }); // three times
    const confirmed = await client.gql(`mutation($r: String!) { confirmPayment(reference: $r) { balance payment { status } } }`, { r: reference });
    expect(confirmed.data.confirmPayment).toEqual({ balance: 250_000, payment: { status: 'SUCCEEDED' } });

    const wallet = (await client.gql(WALLET)).data.wallet;
    expect(wallet).toMatchObject({ balance: 250_000, totalEarnings: 0, mode: 'PAYSTACK' });
    expect(wallet.history.edges.map(({ node: { createdAt, ...rest } }: any) => rest)).toEqual([{ kind: 'TOP_UP', amount: 250_000, counterpartyName: null, memo: null }]);
    expect(Date.parse(wallet.history.edges[0].node.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const [{ count }] = await sqlOf(app)(`select count(*)::int as count from ledger_transactions where user_id = ? and kind = 'top_up'`, [user.id]);
    expect(count).toBe(1);
    await expectLedgerConsistent(app);
  });

  it('refuses a webhook without a valid signature, and credits nothing the provider has not confirmed', async () => {
    const { client } = await signedInClient(app);
    const started = await client.gql(`mutation { startTopUp(amount: 50000) { reference } }`);
    const { reference } = started.data.startTopUp;
    const body = JSON.stringify({ event: 'charge.success', data: { reference, amount: 50_000, status: 'success' } });
    const forged = await fetch(`${app.baseUrl}/api/paystack/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook('sk_test_someone_else', body) },
      body,
    });
    expect(forged.status).toBe(401);
    // Correctly signed, but the charge is not paid at Paystack: verification says so, nothing is credited.
    const early = await fetch(`${app.baseUrl}/api/paystack/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(TEST_SECRET, body) },
      body,
    });
    expect(early.status).toBe(200);
    expect(await balance(client)).toBe(0);
    const tooSmall = await client.gql(`mutation { startTopUp(amount: 5000) { reference } }`);
    expect(tooSmall.errors?.[0]).toMatchObject({ message: 'Minimum top-up amount is ₦100', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('bank accounts', () => {
  it('lists banks, verifies an account with the bank, and saves only what the bank resolved', async () => {
    const { client } = await signedInClient(app);
    const banks = await client.request('GET', '/api/banks');
    expect(banks.status).toBe(200);
    expect(banks.body).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });

    paystack.accounts.set('058:0123456789', 'NGOZI ADEBAYO');
    const verified = await client.request('POST', '/api/banking/verify-account', { accountNumber: '0123456789', bankCode: '058' });
    expect(verified.body).toMatchObject({ accountName: 'NGOZI ADEBAYO', bankName: 'Guaranty Trust Bank' });

    const unknown = await client.request('POST', '/api/banking/verify-account', { accountNumber: '0009999999', bankCode: '058' });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Could not resolve account name. Check parameters or try again.' } });
    const short = await client.request('POST', '/api/banking/verify-account', { accountNumber: '12345', bankCode: '058' });
    expect(short.body.message).toBe('Account number must be at least 10 digits');

    // The name sent is ignored: the bank's is stored.
    const saved = await client.request('POST', '/api/banking/update-account', {
      bankName: 'Guaranty Trust Bank', bankCode: '058', accountNumber: '0123456789', accountName: 'SOMEONE ELSE',
    });
    expect(saved.body).toMatchObject({ message: 'Bank account updated successfully.', accountName: 'NGOZI ADEBAYO', accountNumber: '0123456789' });
    const refused = await client.request('POST', '/api/banking/update-account', { bankCode: '058', accountNumber: '0001112223' });
    expect(refused.status).toBe(400);
    const me = await client.gql('{ me { accountName accountNumber bankName } }');
    expect(me.data.me).toEqual({ accountName: 'NGOZI ADEBAYO', accountNumber: '0123456789', bankName: 'Guaranty Trust Bank' });
  });
});

describe('withdrawals', () => {
  it('holds the money while the transfer is pending and pays it out when the bank confirms', async () => {
    const member = await withBankAccount();
    await topUp(member.client, paystack, 100_000);
    paystack.transferMode = 'pending';
    const rest = await member.client.request('POST', '/api/banking/withdraw', { amount: 300, narration: 'School fees' });
    expect(rest.status).toBe(202);
    expect(rest.body).toMatchObject({ message: 'Your withdrawal is being processed.', withdrawal: { amount: 30_000, status: 'pending', narration: 'School fees' } });
    expect(rest.body.withdrawal.accountNumber).toBe(`******${member.accountNumber.slice(-4)}`);
    expect((await member.client.gql(WALLET)).data.wallet).toMatchObject({ balance: 70_000, pendingWithdrawals: 30_000 });
    await expectLedgerConsistent(app);

    await paystack.settleTransfer(rest.body.withdrawal.id, 'success');
    expect((await member.client.gql(WALLET)).data.wallet).toMatchObject({ balance: 70_000, pendingWithdrawals: 0 });
    const list = await member.client.gql(`{ withdrawals(first: 5) { edges { node { status amount createdAt } } } }`);
    expect(list.data.withdrawals.edges).toMatchObject([{ node: { status: 'SUCCEEDED', amount: 30_000 } }]);
    expect(Date.now() - Date.parse(list.data.withdrawals.edges[0].node.createdAt)).toBeLessThan(60_000);
    // A late failure event for a paid transfer changes nothing.
    await paystack.sendWebhook('transfer.failed', { reference: rest.body.withdrawal.id, status: 'failed' });
    expect(await balance(member.client)).toBe(70_000);
    await expectLedgerConsistent(app);
  });

  it('gives the money back when the provider refuses, fails with a 500, drops the connection, or the bank fails the transfer', async () => {
    const member = await withBankAccount();
    await topUp(member.client, paystack, 100_000);

    paystack.transferMode = 'refuse';
    const refused = await member.client.gql(WITHDRAW, { amount: 10_000 });
    expect(refused.data.withdraw).toMatchObject({ status: 'FAILED', failureReason: 'Your balance is not enough to fulfil this request' });
    expect(await balance(member.client)).toBe(100_000);

    paystack.transferMode = 'error'; // a 500: unknown outcome, so it asks; Paystack never heard of it
    const errored = await member.client.gql(WITHDRAW, { amount: 20_000 });
    expect(errored.data.withdraw.status).toBe('FAILED');
    expect(await balance(member.client)).toBe(100_000);

    paystack.transferMode = 'drop'; // Paystack took it but the answer was lost: it stays pending, money held
    const dropped = await member.client.gql(WITHDRAW, { amount: 40_000 });
    expect(dropped.data.withdraw.status).toBe('PENDING');
    expect(await balance(member.client)).toBe(60_000);
    await paystack.settleTransfer(dropped.data.withdraw.id, 'failed'); // the bank fails it
    expect(await balance(member.client)).toBe(100_000);
    const status = await sqlOf(app)('select status from withdrawals where id = ?', [dropped.data.withdraw.id]);
    expect(status[0].status).toBe('failed');
    await expectLedgerConsistent(app);
    paystack.transferMode = 'pending';
  });

  it('refuses withdrawals below ₦50, beyond the balance, or without a verified account, and changes nothing', async () => {
    const member = await withBankAccount();
    await topUp(member.client, paystack, 20_000);
    const small = await member.client.request('POST', '/api/banking/withdraw', { amount: 49 });
    expect(small).toMatchObject({ status: 400, body: { message: 'Minimum withdrawal amount is ₦50' } });
    const big = await member.client.gql(WITHDRAW, { amount: 30_000 });
    expect(big.errors?.[0].extensions?.code).toBe('INSUFFICIENT_FUNDS');
    const stranger = await signedInClient(app);
    const noAccount = await stranger.client.gql(WITHDRAW, { amount: 5_000 });
    expect(noAccount.errors?.[0].message).toBe('Add and verify a bank account first');
    expect(await balance(member.client)).toBe(20_000);
  });

  it('replays a withdrawal sent twice with one key, and sends the bank one transfer', async () => {
    const member = await withBankAccount();
    await topUp(member.client, paystack, 50_000);
    const before = paystack.calls.filter((call) => call === 'POST /transfer').length;
    const [a, b] = await Promise.all([
      member.client.gql(WITHDRAW, { amount: 10_000, key: 'withdraw-key-0001' }),
      member.client.gql(WITHDRAW, { amount: 10_000, key: 'withdraw-key-0001' }),
    ]);
    expect(a.data.withdraw.id).toBe(b.data.withdraw.id);
    expect(await balance(member.client)).toBe(40_000);
    expect(paystack.calls.filter((call) => call === 'POST /transfer').length - before).toBe(1);
  });

  it('withdraws automatically once donations bring the wallet to the minimum', async () => {
    const member = await withBankAccount();
    const set = await member.client.request('POST', '/api/banking/update-account', { autoWithdrawal: true, minimumWithdrawalAmount: 150, isAutoWithdrawal: true });
    expect(set.body).toMatchObject({ autoWithdrawal: true, minimumWithdrawalAmount: 15_000 });
    const donor = await signedInClient(app);
    await topUp(donor.client, paystack, 100_000);
    const donate = `mutation($to: ID!, $amount: SafeInt!) { donate(recipientId: $to, amount: $amount) { paidFrom amount } }`;
    await donor.client.gql(donate, { to: member.user.id, amount: 10_000 });
    expect(await balance(member.client)).toBe(10_000); // below ₦150
    await donor.client.gql(donate, { to: member.user.id, amount: 10_000 });
    const wallet = (await member.client.gql(WALLET)).data.wallet;
    expect(wallet).toMatchObject({ balance: 0, totalEarnings: 20_000, pendingWithdrawals: 20_000 });
    await expectLedgerConsistent(app);
  });
});

describe('donations', () => {
  it('pays from the wallet into the recipient’s earnings, or by card when the wallet is short', async () => {
    const ada = await signedInClient(app, { firstName: 'Ada', lastName: 'Obi' });
    const bello = await signedInClient(app, { firstName: 'Bello', lastName: 'Musa' });
    await topUp(ada.client, paystack, 30_000);
    const donate = `mutation($to: ID!, $amount: SafeInt!, $payWith: DonationSource, $message: String) {
      donate(recipientId: $to, amount: $amount, payWith: $payWith, message: $message) { paidFrom amount payment { reference authorizationUrl } } }`;
    const fromWallet = await ada.client.gql(donate, { to: bello.user.id, amount: 25_000, message: 'For the ward meeting' });
    expect(fromWallet.data.donate).toEqual({ paidFrom: 'WALLET', amount: 25_000, payment: null });

    const short = await ada.client.gql(donate, { to: bello.user.id, amount: 10_000 });
    expect(short.errors?.[0].extensions?.code).toBe('INSUFFICIENT_FUNDS');
    const byCard = await ada.client.gql(donate, { to: bello.user.id, amount: 10_000, payWith: 'PROVIDER' });
    expect(byCard.data.donate.paidFrom).toBe('PROVIDER');
    await paystack.completeCharge(byCard.data.donate.payment.reference);

    const belloWallet = (await bello.client.gql(WALLET)).data.wallet;
    expect(belloWallet).toMatchObject({ balance: 35_000, totalEarnings: 35_000 });
    expect(belloWallet.history.edges.map(({ node: { createdAt, ...rest } }: any) => rest)).toContainEqual({
      kind: 'DONATION', amount: 25_000, counterpartyName: 'Ada Obi', memo: 'For the ward meeting',
    });
    expect(await balance(ada.client)).toBe(5_000);

    const self = await ada.client.gql(donate, { to: ada.user.id, amount: 10_000 });
    expect(self.errors?.[0].message).toBe('You cannot donate to yourself');
    const tiny = await ada.client.gql(donate, { to: bello.user.id, amount: 9_999 });
    expect(tiny.errors?.[0].message).toBe('Minimum donation amount is ₦100');
    await expectLedgerConsistent(app);
  });
});

describe('a retried payment gets its first answer, whatever the rate limits', () => {
  it('answers fifty identical donations sent at once with the one donation they made, none refused', async () => {
    const donor = await signedInClient(app);
    const recipient = await signedInClient(app);
    await topUp(donor.client, paystack, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        donor.client.request('POST', '/api/donations', { recipientId: recipient.user.id, amount: 10_000 }, { 'idempotency-key': 'donation-burst-0001' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.body.transactionId)).size).toBe(1);
    expect(await balance(donor.client)).toBe(90_000);
    expect(await balance(recipient.client)).toBe(10_000);
    await expectLedgerConsistent(app);
  });

  it('replays a finished withdrawal after the limit is spent, and still refuses a new one', async () => {
    const member = await withBankAccount();
    await topUp(member.client, paystack, 200_000);
    const first = await member.client.gql(WITHDRAW, { amount: 5_000, key: 'withdraw-retry-0000' });
    expect(first.errors).toBeUndefined();
    for (let i = 1; i < 10; i++) expect((await member.client.gql(WITHDRAW, { amount: 5_000, key: `withdraw-retry-000${i}` })).errors).toBeUndefined();
    const eleventh = await member.client.gql(WITHDRAW, { amount: 5_000, key: 'withdraw-retry-0010' });
    expect(eleventh.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const retried = await member.client.request('POST', '/api/banking/withdraw', { amount: 50 }, { 'idempotency-key': 'withdraw-retry-0000' });
    expect(retried.status).toBe(202);
    expect(retried.body.withdrawal.id).toBe(first.data.withdraw.id);
    expect(await balance(member.client)).toBe(150_000);
  });

  it('gives a retried top-up the payment it opened, after the limit is spent, and refuses its key for another amount', async () => {
    const { client } = await signedInClient(app);
    const START = `mutation($amount: SafeInt!, $key: String) { startTopUp(amount: $amount, idempotencyKey: $key) { reference authorizationUrl } }`;
    const [a, b] = await Promise.all([
      client.gql(START, { amount: 20_000, key: 'top-up-retry-0000' }),
      client.gql(START, { amount: 20_000, key: 'top-up-retry-0000' }),
    ]);
    expect(a.data.startTopUp).toEqual(b.data.startTopUp);
    for (let i = 1; i < 20; i++) expect((await client.gql(START, { amount: 20_000 })).errors).toBeUndefined();
    expect((await client.gql(START, { amount: 20_000 })).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const retried = await client.request('POST', '/api/wallet/top-up', { amount: 20_000 }, { 'idempotency-key': 'top-up-retry-0000' });
    expect(retried).toMatchObject({ status: 200, body: { reference: a.data.startTopUp.reference } });
    const other = await client.gql(START, { amount: 30_000, key: 'top-up-retry-0000' });
    expect(other.errors?.[0]).toMatchObject({ message: 'This idempotency key was already used for a different request' });
    const [{ count }] = await sqlOf(app)(`select count(*)::int as count from payments where reference = ?`, [a.data.startTopUp.reference]);
    expect(count).toBe(1);
  });
});
