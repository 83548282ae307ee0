import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { AppDeps, Context } from '../../shared/context.js';
import { badInput } from '../../shared/errors.js';
import { pageArgsSchema, timeCursor, toPage, type Page } from '../../shared/pagination.js';
import { parseInput } from '../../shared/validation.js';
import { insufficientFunds, isOverdraft, Ledger } from './ledger.js';
import { ProviderError, type Bank } from './paystack/client.js';
import { requireProvider } from './paystack/provider.js';
import { providerFailure } from './payment.service.js';
import { requireActiveMember } from '../user/user.standing.js';

/** SPEC §5 and §9: withdrawals from ₦50 (5,000 kobo); the automatic minimum too. */
export const MIN_WITHDRAWAL = 5_000;
const MAX_WITHDRAWAL = 500_000_000; // ₦5,000,000 per transfer
const WITHDRAW_RULE = { points: 10, durationSeconds: 3600, message: 'Too many withdrawals. Please try again later.' };
const VERIFY_RULE = { points: 20, durationSeconds: 3600, message: 'Too many account checks. Please try again later.' };
/** A withdrawal still pending this long is checked with the provider. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

export type WithdrawalStatus = 'pending' | 'succeeded' | 'failed';
export type WithdrawalRow = {
  id: string;
  user_id: string;
  amount: string | number;
  narration: string | null;
  bank_name: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  recipient_code: string | null;
  transfer_code: string | null;
  status: WithdrawalStatus;
  failure_reason: string | null;
  automatic: boolean;
  created_at: Date;
  updated_at: Date;
};

const accountNumber = z
  .string('Account number must be at least 10 digits')
  .trim()
  .regex(/^\d{10,}$/, 'Account number must be at least 10 digits')
  .max(20, 'Account number must be at most 20 digits');
const bankCode = z.string('Bank code is required').trim().min(1, 'Bank code is required').max(10, 'Bank code is required');
const verifySchema = z.object({ accountNumber, bankCode });
const listSchema = pageArgsSchema({ default: 10, max: 50 });
/** Naira as the member types it, or kobo: the callers say which (GraphQL kobo, the REST shim naira). */
const withdrawSchema = z.object({
  amount: z
    .number('Minimum withdrawal amount is ₦50')
    .int('Amounts are whole kobo')
    .min(MIN_WITHDRAWAL, 'Minimum withdrawal amount is ₦50')
    .max(MAX_WITHDRAWAL, 'At most ₦5,000,000 per withdrawal'),
  narration: z.string().trim().max(100, 'Narration is at most 100 characters').nullish(),
  idempotencyKey: z.string().trim().min(8).max(100).nullish(),
});
const autoSchema = z.object({
  autoWithdrawal: z.boolean(),
  minimumWithdrawalAmount: z
    .number('Minimum amount must be at least ₦50')
    .int('Amounts are whole kobo')
    .min(MIN_WITHDRAWAL, 'Minimum amount must be at least ₦50')
    .max(MAX_WITHDRAWAL, 'At most ₦5,000,000'),
});

let bankCache: { at: number; banks: Bank[] } | null = null;

/**
 * Bank accounts and withdrawals. An account is saved only as the provider resolves it (the
 * name comes from the bank, never from the form). A withdrawal moves the money from the wallet
 * to "payouts in flight" in one transaction, then asks the provider for a transfer; it stays
 * pending until the provider says how it ended. A refused or failed transfer gives the money
 * back to the wallet; an unknown outcome (timeout) is checked with the provider first.
 */
export class WithdrawalService {
  constructor(private readonly ctx: Context) {}

  async banks(): Promise<Bank[]> {
    const { client } = requireProvider(this.ctx.deps);
    if (bankCache && Date.now() - bankCache.at < 3600_000) return bankCache.banks;
    try {
      const banks = (await client.banks()).sort((a, b) => a.name.localeCompare(b.name));
      bankCache = { at: Date.now(), banks };
      return banks;
    } catch (error) {
      throw providerFailure(error, 'The bank list is not available right now. Please try again.');
    }
  }

  /** Resolves an account number with the bank: its name, as the bank has it. */
  async verify(input: unknown): Promise<{ accountName: string; accountNumber: string; bankCode: string; bankName: string }> {
    const viewer = requireViewer(this.ctx);
    const data = parseInput(verifySchema, input);
    const bank = (await this.banks()).find((b) => b.code === data.bankCode);
    if (!bank) throw badInput('Please select a bank', 'bankCode');
    await this.ctx.deps.limits.consume('bank:verify', VERIFY_RULE, viewer.id);
    try {
      const resolved = await requireProvider(this.ctx.deps).client.resolveAccount(data.accountNumber, data.bankCode);
      return { accountName: resolved.accountName, accountNumber: data.accountNumber, bankCode: bank.code, bankName: bank.name };
    } catch (error) {
      throw providerFailure(error, 'Account verification is not available right now. Please try again.');
    }
  }

  /** Saves the account the bank resolves (verification again, so an unverified name can't be stored). */
  async saveAccount(input: unknown) {
    const viewer = requireViewer(this.ctx);
    const account = await this.verify(input);
    await this.ctx.em.execute(
      'update users set bank_name = ?, bank_code = ?, account_number = ?, account_name = ?, updated_at = now() where id = ?',
      [account.bankName, account.bankCode, account.accountNumber, account.accountName, viewer.id],
    );
    await this.ctx.em.refresh(viewer);
    return viewer;
  }

  async setAutoWithdrawal(input: unknown) {
    const viewer = requireViewer(this.ctx);
    const data = parseInput(autoSchema, input);
    if (data.autoWithdrawal && !viewer.accountNumber) throw badInput('Add and verify a bank account first', 'autoWithdrawal');
    await this.ctx.em.execute('update users set auto_withdrawal = ?, minimum_withdrawal_amount = ?, updated_at = now() where id = ?', [
      data.autoWithdrawal,
      data.minimumWithdrawalAmount,
      viewer.id,
    ]);
    await this.ctx.em.refresh(viewer);
    if (data.autoWithdrawal) await autoWithdraw(this.ctx.deps, viewer.id, `auto:settings:${randomUUID()}`);
    return viewer;
  }

  async withdraw(input: unknown): Promise<WithdrawalRow> {
    const viewer = requireActiveMember(this.ctx);
    const data = parseInput(withdrawSchema, input);
    const key = `${viewer.id}:${data.idempotencyKey ?? randomUUID()}`;
    const admit = () => this.ctx.deps.limits.consume('wallet:withdraw', WITHDRAW_RULE, viewer.id);
    return withdraw(this.ctx.deps, this.ctx.em, viewer.id, data.amount, data.narration ?? null, key, false, admit);
  }

  async list(input: unknown): Promise<Page<WithdrawalRow>> {
    const viewer = requireViewer(this.ctx);
    const args = parseInput(listSchema, input);
    const params: unknown[] = [viewer.id];
    let after = '';
    if (args.after) {
      const { at, id } = timeCursor.decode(args.after);
      after = 'and (created_at, id) < (?::timestamptz, ?::uuid)';
      params.push(at, id);
    }
    const rows = (await this.ctx.em.execute(
      `select *, created_at::text as at from withdrawals where user_id = ? ${after} order by created_at desc, id desc limit ?`,
      [...params, args.first + 1],
    )) as WithdrawalRow[];
    return toPage(rows, args.first, (row) => timeCursor.encode((row as WithdrawalRow & { at: string }).at, row.id), (row) => row);
  }
}

const findWithdrawal = async (em: EntityManager, id: string) =>
  ((await em.execute('select * from withdrawals where id = ?', [id]))[0] as WithdrawalRow | undefined) ?? null;

/**
 * Takes the money out of the wallet into payouts in flight (refused if the wallet is short),
 * then sends it. The key makes a repeated request return the first withdrawal.
 */
export async function withdraw(
  deps: AppDeps,
  em: EntityManager,
  userId: string,
  amount: number,
  narration: string | null,
  key: string,
  automatic: boolean,
  admit?: () => Promise<void>,
): Promise<WithdrawalRow> {
  requireProvider(deps);
  const [user] = await em.execute('select bank_name, bank_code, account_number, account_name from users where id = ?', [userId]);
  if (!user?.account_number || !user.bank_code || !user.account_name) {
    throw badInput('Add and verify a bank account first', 'bank');
  }
  const id = randomUUID();
  let outcome;
  try {
    outcome = await new Ledger(em).run(
      { kind: 'withdrawal', key, args: { amount, narration }, userId, withdrawalId: id, memo: narration, admit },
      async (tx) => {
        const [row] = await tx.em.execute(
          `insert into withdrawals (id, user_id, amount, narration, bank_name, bank_code, account_number, account_name, automatic)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
          [id, userId, amount, narration, user.bank_name ?? user.bank_code, user.bank_code, user.account_number, user.account_name, automatic],
        );
        await tx.post([
          { account: 'wallet', userId, amount: -amount },
          { account: 'payouts_in_flight', withdrawalId: id, amount },
        ]);
        return row as WithdrawalRow;
      },
      async (transactionId) => {
        const [row] = await em.execute(
          'select w.* from withdrawals w join ledger_transactions t on t.withdrawal_id = w.id where t.id = ?',
          [transactionId],
        );
        return row as WithdrawalRow;
      },
    );
  } catch (error) {
    if (isOverdraft(error)) throw insufficientFunds('Your wallet balance is less than this withdrawal.');
    throw error;
  }
  if (outcome.replayed) return outcome.result;
  await dispatch(deps, em, outcome.result);
  return (await findWithdrawal(em, id))!;
}

/** Asks the provider for the transfer (reference = the withdrawal's id, so a repeat is deduplicated there). */
async function dispatch(deps: AppDeps, em: EntityManager, withdrawal: WithdrawalRow) {
  const { client } = requireProvider(deps);
  try {
    const recipient =
      withdrawal.recipient_code ??
      (await client.createTransferRecipient({
        name: withdrawal.account_name,
        accountNumber: withdrawal.account_number,
        bankCode: withdrawal.bank_code,
      }));
    await em.execute('update withdrawals set recipient_code = ?, updated_at = now() where id = ?', [recipient, withdrawal.id]);
    const transfer = await client.initiateTransfer({
      amount: Number(withdrawal.amount),
      recipient,
      reference: withdrawal.id,
      reason: withdrawal.narration,
    });
    await em.execute('update withdrawals set transfer_code = ?, updated_at = now() where id = ?', [transfer.transferCode, withdrawal.id]);
    await settleWithdrawal(em, withdrawal.id, transfer.status);
  } catch (error) {
    if (error instanceof ProviderError && error.definitive) {
      await settleWithdrawal(em, withdrawal.id, 'failed', error.message);
      return;
    }
    deps.logger.warn({ err: error, withdrawalId: withdrawal.id }, 'transfer outcome unknown; checking with the provider');
    await reconcile(deps, em, withdrawal.id);
  }
}

/** Asks the provider what became of a pending withdrawal's transfer; one it never received is given back. */
export async function reconcile(deps: AppDeps, em: EntityManager, withdrawalId: string): Promise<void> {
  try {
    const transfer = await requireProvider(deps).client.verifyTransfer(withdrawalId);
    await settleWithdrawal(em, withdrawalId, transfer.status);
    await em.execute(`update withdrawals set updated_at = now() where id = ? and status = 'pending'`, [withdrawalId]);
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) {
      await settleWithdrawal(em, withdrawalId, 'failed', 'The transfer could not be made. The money is back in your wallet.');
    } else {
      deps.logger.warn({ err: error, withdrawalId }, 'transfer status unknown; will check again');
    }
  }
}

/**
 * Applies a transfer's outcome once: success pays the money out (payouts in flight → provider
 * clearing); failed or reversed gives it back to the wallet. Both use one idempotency key per
 * withdrawal, so only the first outcome ever moves money. A reversal after a success gives it back too.
 */
export async function settleWithdrawal(em: EntityManager, withdrawalId: string, status: string, reason?: string) {
  const withdrawal = await findWithdrawal(em, withdrawalId);
  if (!withdrawal) return;
  const amount = Number(withdrawal.amount);
  const ledger = new Ledger(em);
  const none = async () => undefined;
  const failed = status === 'failed' || status === 'reversed' || status === 'rejected' || status === 'abandoned' || status === 'blocked';
  if (withdrawal.status === 'pending' && (status === 'success' || failed)) {
    const paid = status === 'success';
    try {
      await ledger.run(
        { kind: paid ? 'withdrawal_paid' : 'withdrawal_reversal', key: `payout:${withdrawalId}:outcome`, args: { withdrawalId }, userId: withdrawal.user_id, withdrawalId },
        async (tx) => {
          await tx.em.execute(`update withdrawals set status = ?, failure_reason = ?, updated_at = now() where id = ?`, [
            paid ? 'succeeded' : 'failed',
            paid ? null : (reason ?? `The bank transfer ${status === 'reversed' ? 'was reversed' : 'failed'}. The money is back in your wallet.`),
            withdrawalId,
          ]);
          await tx.post([
            { account: 'payouts_in_flight', withdrawalId, amount: -amount },
            paid ? { account: 'provider_clearing', amount } : { account: 'wallet', userId: withdrawal.user_id, amount },
          ]);
        },
        none,
      );
    } catch (error) {
      // The other outcome got there first (same key, other kind): nothing more to move.
      if ((error as { extensions?: { field?: string } }).extensions?.field !== 'idempotencyKey') throw error;
    }
  } else if (withdrawal.status === 'succeeded' && status === 'reversed') {
    await ledger.run(
      { kind: 'withdrawal_reversal', key: `payout:${withdrawalId}:returned`, args: { withdrawalId }, userId: withdrawal.user_id, withdrawalId },
      async (tx) => {
        await tx.em.execute(`update withdrawals set status = 'failed', failure_reason = ?, updated_at = now() where id = ?`, [
          'The bank reversed the transfer. The money is back in your wallet.',
          withdrawalId,
        ]);
        await tx.post([
          { account: 'provider_clearing', amount: -amount },
          { account: 'wallet', userId: withdrawal.user_id, amount },
        ]);
      },
      none,
    );
  }
}

/** After earnings arrive: with auto-withdrawal on and the wallet at its minimum, the whole balance is sent to the bank. */
export async function afterCredit(deps: AppDeps, userId: string, transactionId: string) {
  await autoWithdraw(deps, userId, `auto:${transactionId}`).catch((error) =>
    deps.logger.warn({ err: error, userId }, 'automatic withdrawal failed'),
  );
}

async function autoWithdraw(deps: AppDeps, userId: string, key: string) {
  const em = deps.orm.em.fork();
  const [user] = await em.execute(
    'select wallet_balance, auto_withdrawal, minimum_withdrawal_amount, account_number from users where id = ?',
    [userId],
  );
  if (!user?.auto_withdrawal || !user.account_number) return;
  const balance = Number(user.wallet_balance);
  if (balance < Math.max(MIN_WITHDRAWAL, Number(user.minimum_withdrawal_amount))) return;
  try {
    await withdraw(deps, em, userId, Math.min(balance, MAX_WITHDRAWAL), 'Automatic withdrawal', key, true);
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code !== 'INSUFFICIENT_FUNDS') throw error; // spent meanwhile
  }
}

/** Pending withdrawals the provider hasn't told us about for a while: ask it. */
export async function reconcilePending(deps: AppDeps): Promise<number> {
  const em = deps.orm.em.fork();
  const rows = await em.execute(
    `select id from withdrawals where status = 'pending' and updated_at < now() - make_interval(secs => ?) order by updated_at limit 50`,
    [RECONCILE_AFTER_MS / 1000],
  );
  for (const row of rows) await reconcile(deps, em, String(row.id));
  return rows.length;
}
