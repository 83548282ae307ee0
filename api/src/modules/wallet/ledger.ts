import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { appError, badInput } from '../../shared/errors.js';

/** Money is integer kobo everywhere (100 kobo = ₦1); never a float. */
export type Kobo = number;

export type TransactionKind =
  | 'top_up'
  | 'donation'
  | 'promotion_fund'
  | 'promotion_impression'
  | 'promotion_settle'
  | 'withdrawal'
  | 'withdrawal_paid'
  | 'withdrawal_reversal';

/**
 * The ledger's accounts: each member's wallet; the escrow of one promotion; the payout of one
 * withdrawal while the bank transfer is in flight; the platform's revenue; and the provider
 * clearing account, the other side of money that entered (charges) or left (paid transfers)
 * through the payment provider. Only provider clearing goes below zero.
 */
export type Account =
  | { account: 'wallet'; userId: string }
  | { account: 'promotion_escrow'; promotionId: string }
  | { account: 'payouts_in_flight'; withdrawalId: string }
  | { account: 'platform_revenue' }
  | { account: 'provider_clearing' };
export type Leg = Account & { amount: Kobo };

export type Posting = {
  kind: TransactionKind;
  /** Unique per movement: replaying it returns the first result; other arguments are refused. */
  key: string;
  /** What the key was used for; hashed, so the same key with different arguments is caught. */
  args: unknown;
  userId?: string | null;
  counterpartyId?: string | null;
  promotionId?: string | null;
  withdrawalId?: string | null;
  paymentReference?: string | null;
  memo?: string | null;
  /**
   * Runs once the key is claimed, before any money moves (a rate limit): a replay of a key
   * already used never reaches it, so a retried payment always gets its first answer.
   */
  admit?: () => Promise<void>;
};

/** One open ledger transaction: post its legs and write the records it belongs to, in its database transaction. */
export type LedgerTx = {
  id: string;
  em: EntityManager;
  post(legs: Leg[]): Promise<void>;
};

export type Outcome<T> = { result: T; transactionId: string; replayed: boolean };

class KeyTaken extends Error {}

const ACCOUNT_ORDER = ['wallet', 'promotion_escrow', 'payouts_in_flight', 'platform_revenue', 'provider_clearing'];
const holderOf = (leg: Leg) =>
  leg.account === 'wallet' ? leg.userId : leg.account === 'promotion_escrow' ? leg.promotionId : leg.account === 'payouts_in_flight' ? leg.withdrawalId : '';

/** Stable JSON (sorted keys), so the same arguments always hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (kind: TransactionKind, args: unknown) =>
  createHash('sha256').update(`${kind}:${canonical(args)}`).digest('hex');

/** Whether a database error is the CHECK that refuses an overdraft of a wallet (or of an escrow). */
export function isOverdraft(error: unknown, constraint = 'users_wallet_balance_non_negative'): boolean {
  for (let e: any = error; e; e = e.cause ?? e.previous) {
    if (String(e.message ?? '').includes(constraint) || e.constraint === constraint) return true;
    if (e === e.cause) break;
  }
  return false;
}

/** INSUFFICIENT_FUNDS with the spec's title; the message says what the money was for. */
export const insufficientFunds = (message = 'Your wallet balance is too low for this.') =>
  appError('INSUFFICIENT_FUNDS', message, { title: 'Insufficient Funds' });

/**
 * Records money movements. `run` opens one database transaction, claims the idempotency key
 * (concurrent callers with the same key wait on its unique index, then see it taken), lets
 * `work` write its records and post balanced legs, and commits; the database checks the sum,
 * the balances and the history (see the migration). A taken key with the same arguments
 * returns `replay(firstTransactionId)`; with other arguments it is refused. A refused
 * overdraft, or a refusal by `admit`, rolls everything back and records nothing, so the same
 * key may be tried again.
 */
export class Ledger {
  constructor(private readonly em: EntityManager) {}

  async run<T>(
    posting: Posting,
    work: (tx: LedgerTx) => Promise<T>,
    replay: (transactionId: string) => Promise<T>,
  ): Promise<Outcome<T>> {
    const hash = requestHash(posting.kind, posting.args);
    try {
      return await this.em.transactional(async (em) => {
        const id = randomUUID();
        const claimed = await em.execute(
          `insert into ledger_transactions (id, kind, idempotency_key, request_hash, user_id, counterparty_id, promotion_id,
             withdrawal_id, payment_reference, memo)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing returning id`,
          [
            id,
            posting.kind,
            posting.key,
            hash,
            posting.userId ?? null,
            posting.counterpartyId ?? null,
            posting.promotionId ?? null,
            posting.withdrawalId ?? null,
            posting.paymentReference ?? null,
            posting.memo ?? null,
          ],
        );
        if (!claimed.length) throw new KeyTaken();
        await posting.admit?.();
        const result = await work({ id, em, post: (legs) => postLegs(em, id, legs) });
        return { result, transactionId: id, replayed: false };
      });
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const [first] = await this.em.execute(
        'select id, kind, request_hash from ledger_transactions where idempotency_key = ?',
        [posting.key],
      );
      if (first.kind !== posting.kind || first.request_hash !== hash) {
        throw badInput('This idempotency key was already used for a different request', 'idempotencyKey');
      }
      return { result: await replay(String(first.id)), transactionId: String(first.id), replayed: true };
    }
  }
}

/** Inserts the legs in one statement, wallets first in id order (so two transfers never lock two wallets in opposite orders). */
async function postLegs(em: EntityManager, transactionId: string, legs: Leg[]) {
  const nonZero = legs.filter((leg) => leg.amount !== 0);
  for (const leg of nonZero) {
    if (!Number.isSafeInteger(leg.amount)) throw new Error(`ledger amounts are integer kobo, got ${leg.amount}`);
  }
  if (nonZero.reduce((sum, leg) => sum + leg.amount, 0) !== 0) throw new Error('ledger legs must sum to zero');
  if (!nonZero.length) return;
  const sorted = [...nonZero].sort(
    (a, b) => ACCOUNT_ORDER.indexOf(a.account) - ACCOUNT_ORDER.indexOf(b.account) || holderOf(a).localeCompare(holderOf(b)),
  );
  const params: unknown[] = [];
  for (const leg of sorted) {
    params.push(
      transactionId,
      leg.account,
      leg.account === 'wallet' ? leg.userId : null,
      leg.account === 'promotion_escrow' ? leg.promotionId : null,
      leg.account === 'payouts_in_flight' ? leg.withdrawalId : null,
      leg.amount,
    );
  }
  await em.execute(
    `insert into ledger_entries (transaction_id, account, user_id, promotion_id, withdrawal_id, amount)
     values ${sorted.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
    params,
  );
}

/** A wallet's balance as the ledger has it (users.wallet_balance, which the ledger alone moves). */
export async function walletBalance(em: EntityManager, userId: string): Promise<Kobo> {
  const [row] = await em.execute('select wallet_balance, total_earnings from users where id = ?', [userId]);
  return row ? Number(row.wallet_balance) : 0;
}
