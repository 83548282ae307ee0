import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../../../test/harness.js';
import { insufficientFunds, isOverdraft, Ledger } from './ledger.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);

/** Money in from the provider, as a verified charge posts it. */
async function fund(userId: string, amount: number) {
  await new Ledger(app.em()).run(
    { kind: 'top_up', key: `test-fund:${randomUUID()}`, args: { amount }, userId },
    (tx) => tx.post([{ account: 'wallet', userId, amount }, { account: 'provider_clearing', amount: -amount }]),
    async () => undefined,
  );
}

/** Wallet to wallet, refusing an overdraft as the services do. */
function transfer(from: string, to: string, amount: number, key: string = randomUUID()) {
  return new Ledger(app.em())
    .run(
      { kind: 'donation', key: `${from}:${key}`, args: { to, amount }, userId: from, counterpartyId: to },
      async (tx) => {
        await tx.post([{ account: 'wallet', userId: from, amount: -amount }, { account: 'wallet', userId: to, amount }]);
        return tx.id;
      },
      async (id) => id,
    )
    .catch((error) => {
      throw isOverdraft(error) ? insufficientFunds() : error;
    });
}

async function balances(userId: string) {
  const [row] = await sql(
    `select u.wallet_balance::bigint as wallet, u.total_earnings::bigint as earnings,
       (select coalesce(sum(amount), 0) from ledger_entries e where e.account = 'wallet' and e.user_id = u.id)::bigint as ledger,
       (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
         where e.account = 'wallet' and e.user_id = u.id and t.kind = 'donation' and e.amount > 0)::bigint as received
     from users u where u.id = ?`,
    [userId],
  );
  return { wallet: Number(row.wallet), earnings: Number(row.earnings), ledger: Number(row.ledger), received: Number(row.received) };
}

const ledgerTotal = async () => Number((await sql('select coalesce(sum(amount), 0)::bigint as total from ledger_entries'))[0].total);
const unbalanced = () =>
  sql('select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0');

describe('the ledger', () => {
  it('moves money between wallets, keeps walletBalance and totalEarnings equal to the entries, and sums to zero', async () => {
    const ada = await signedInClient(app, { firstName: 'Ada' });
    const bello = await signedInClient(app, { firstName: 'Bello' });
    await fund(ada.user.id, 50_000);
    await transfer(ada.user.id, bello.user.id, 12_500);

    expect(await balances(ada.user.id)).toEqual({ wallet: 37_500, earnings: 0, ledger: 37_500, received: 0 });
    expect(await balances(bello.user.id)).toEqual({ wallet: 12_500, earnings: 12_500, ledger: 12_500, received: 12_500 });
    expect(await ledgerTotal()).toBe(0);
    expect(await unbalanced()).toEqual([]);

    // What the owner reads is the ledger's figure.
    const me = await ada.client.gql('{ me { walletBalance totalEarnings } }');
    expect(me.data.me).toEqual({ walletBalance: 37_500, totalEarnings: 0 });
  });

  it('never lets a wallet go below zero, however many debits race: the ones that fit succeed, the rest are refused', async () => {
    const ada = await signedInClient(app);
    const bello = await signedInClient(app);
    await fund(ada.user.id, 100_000);
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => transfer(ada.user.id, bello.user.id, 3_000)));
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(succeeded).toBe(33);
    expect(refused).toHaveLength(67);
    for (const r of refused) expect((r as PromiseRejectedResult).reason.extensions.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(ada.user.id)).toMatchObject({ wallet: 1_000, ledger: 1_000 });
    expect(await balances(bello.user.id)).toMatchObject({ wallet: 99_000, ledger: 99_000, earnings: 99_000 });
    const [{ count }] = await sql(`select count(*)::int as count from ledger_transactions where user_id = ? and kind = 'donation'`, [ada.user.id]);
    expect(count).toBe(33); // refused debits leave nothing behind
    expect(await ledgerTotal()).toBe(0);
  });

  it('makes one transaction of one idempotency key sent 50 times at once, and refuses the key with other arguments', async () => {
    const ada = await signedInClient(app);
    const bello = await signedInClient(app);
    await fund(ada.user.id, 20_000);
    const key = randomUUID();
    const ids = await Promise.all(Array.from({ length: 50 }, () => transfer(ada.user.id, bello.user.id, 5_000, key)));
    expect(new Set(ids.map((outcome) => outcome.transactionId)).size).toBe(1);
    expect(ids.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    expect(ids.every((outcome) => outcome.result === ids[0].transactionId)).toBe(true);
    expect(await balances(ada.user.id)).toMatchObject({ wallet: 15_000, ledger: 15_000 });

    await expect(transfer(ada.user.id, bello.user.id, 6_000, key)).rejects.toMatchObject({
      message: 'This idempotency key was already used for a different request',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await balances(ada.user.id)).toMatchObject({ wallet: 15_000 });
  });

  it('lets a key refused for want of funds be tried again once the wallet has them', async () => {
    const ada = await signedInClient(app);
    const bello = await signedInClient(app);
    await expect(transfer(ada.user.id, bello.user.id, 5_000, 'retry-me')).rejects.toMatchObject({
      extensions: { code: 'INSUFFICIENT_FUNDS' },
    });
    await fund(ada.user.id, 5_000);
    const outcome = await transfer(ada.user.id, bello.user.id, 5_000, 'retry-me');
    expect(outcome.replayed).toBe(false);
    expect(await balances(ada.user.id)).toMatchObject({ wallet: 0, ledger: 0 });
  });

  it('is append-only and balanced by the database itself, and only the ledger moves a wallet', async () => {
    const ada = await signedInClient(app);
    await fund(ada.user.id, 1_000);
    await expect(sql('update ledger_entries set amount = amount * 2')).rejects.toThrow(/append-only/);
    await expect(sql('delete from ledger_transactions')).rejects.toThrow(/append-only/);
    await expect(sql('update users set wallet_balance = 999999 where id = ?', [ada.user.id])).rejects.toThrow(/only through the ledger/);
    await expect(
      new Ledger(app.em()).run(
        { kind: 'top_up', key: randomUUID(), args: {}, userId: ada.user.id },
        // Bypasses the legs check to show the database refusing an unbalanced transaction at commit.
        (tx) => tx.em.execute(`insert into ledger_entries (transaction_id, account, user_id, amount) values (?, 'wallet', ?, 700)`, [tx.id, ada.user.id]),
        async () => undefined,
      ),
    ).rejects.toThrow(/does not balance/);
    expect(await balances(ada.user.id)).toMatchObject({ wallet: 1_000, ledger: 1_000 });
    expect(await ledgerTotal()).toBe(0);
  });
});
