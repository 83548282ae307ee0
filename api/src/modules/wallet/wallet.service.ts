import { requireViewer } from '../../shared/auth.js';
import type { AppDeps, Context } from '../../shared/context.js';
import type { PeriodicJob } from '../../shared/jobs.js';
import { badInput } from '../../shared/errors.js';
import { pageArgsSchema, toPage, type Page } from '../../shared/pagination.js';
import { parseInput } from '../../shared/validation.js';
import { provider } from './paystack/provider.js';
import { estimatedReach, settleDuePromotions, settleImpressions, type PromotionRow } from './promotion.service.js';
import { reconcilePending, type WithdrawalRow } from './withdrawal.service.js';
import {
  Promotion,
  Wallet,
  WalletEntry,
  Withdrawal,
  type AudienceType,
  type LedgerKind,
  type MoneyStatus,
  type PaymentsMode,
  type PromotionStatus,
  type PromotionType,
} from './wallet.types.js';

const DAY_MS = 86_400_000;
const historySchema = pageArgsSchema({ default: 20, max: 50 });

/** The viewer's wallet: balances as the ledger has them, and its movements. */
export class WalletService {
  constructor(private readonly ctx: Context) {}

  async wallet(): Promise<Wallet> {
    const viewer = requireViewer(this.ctx);
    const [row] = await this.ctx.em.execute(
      `select u.wallet_balance, u.total_earnings,
         (select coalesce(sum(escrow_balance), 0) from post_promotions where user_id = u.id and status = 'active') as in_escrow,
         (select coalesce(sum(amount), 0) from withdrawals where user_id = u.id and status = 'pending') as pending
       from users u where u.id = ?`,
      [viewer.id],
    );
    return Object.assign(new Wallet(), {
      balance: Number(row.wallet_balance),
      totalEarnings: Number(row.total_earnings),
      inEscrow: Number(row.in_escrow),
      pendingWithdrawals: Number(row.pending),
      mode: provider(this.ctx.deps).mode as PaymentsMode,
    });
  }

  async history(input: unknown): Promise<Page<WalletEntry>> {
    const viewer = requireViewer(this.ctx);
    const args = parseInput(historySchema, input);
    const params: unknown[] = [viewer.id];
    let after = '';
    if (args.after) {
      const [at, id] = Buffer.from(args.after, 'base64url').toString('utf8').split('|');
      if (Number.isNaN(Date.parse(at ?? '')) || !/^\d{1,18}$/.test(id ?? '')) throw badInput('That cursor is not from this list', 'after');
      after = 'and (e.created_at, e.id) < (?::timestamptz, ?::bigint)';
      params.push(at, id);
    }
    const rows = await this.ctx.em.execute(
      `select e.id, t.kind, e.amount, t.memo, e.created_at, e.created_at::text as at,
         case when t.kind = 'donation' then
           (select coalesce(nullif(trim(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')), ''), o.handle) from users o
            where o.id = case when e.amount < 0 then t.counterparty_id else t.user_id end)
         end as counterparty_name
       from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
       where e.user_id = ? and e.account = 'wallet' ${after}
       order by e.created_at desc, e.id desc limit ?`,
      [...params, args.first + 1],
    );
    return toPage(
      rows,
      args.first,
      (row) => Buffer.from(`${row.at}|${row.id}`).toString('base64url'),
      (row) =>
        Object.assign(new WalletEntry(), {
          id: String(row.id),
          kind: row.kind as LedgerKind,
          amount: Number(row.amount),
          counterpartyName: row.counterparty_name ?? null,
          memo: row.memo ?? null,
          createdAt: new Date(row.created_at),
        }),
    );
  }
}

export function promotionView(row: PromotionRow): Promotion {
  const budget = Number(row.budget);
  const days = Math.max(1, Math.round((new Date(row.end_date).getTime() - new Date(row.start_date).getTime()) / DAY_MS));
  const audience = row.target_audience;
  return Object.assign(new Promotion(), {
    id: row.id,
    promotionType: row.promotion_type as PromotionType,
    budget,
    spent: Number(row.spent),
    inEscrow: Number(row.escrow_balance),
    refunded: Number(row.refunded),
    status: row.status as PromotionStatus,
    targetAudience: {
      type: audience.type as AudienceType,
      membershipTypes: audience.membershipTypes ?? [],
      partyAffiliations: audience.partyAffiliations ?? [],
      location: audience.location ?? { states: [], lgas: [], wards: [] },
    },
    impressions: row.impressions,
    clicks: row.clicks,
    costPerImpression: Number(row.cost_per_impression),
    estimatedReach: estimatedReach(budget, Number(row.cost_per_impression)),
    costPerDay: Math.floor(budget / days),
    startDate: new Date(row.start_date),
    endDate: new Date(row.end_date),
  });
}

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return Object.assign(new Withdrawal(), {
    id: row.id,
    amount: Number(row.amount),
    narration: row.narration,
    status: row.status as MoneyStatus,
    failureReason: row.failure_reason,
    bankName: row.bank_name,
    accountNumber: `******${row.account_number.slice(-4)}`,
    accountName: row.account_name,
    automatic: row.automatic,
    createdAt: new Date(row.created_at),
  });
}

/**
 * The wallet's background work, once a period across replicas (`shared/jobs.ts`): charging the
 * impressions feeds recorded, then ending promotions that are due (out of budget included); and
 * asking the provider about withdrawals it has been quiet on.
 */
export function walletJobs(deps: AppDeps, everyMs = deps.config.payments.jobsEveryMs): PeriodicJob[] {
  if (deps.config.payments.mode === 'off') return [];
  // The first check waits a whole period: nothing is due in the first seconds after a start.
  return [
    {
      name: 'wallet-promotions',
      everyMs,
      firstDelayMs: everyMs,
      async run() {
        await settleImpressions(deps);
        await settleDuePromotions(deps);
      },
    },
    { name: 'wallet-withdrawals', everyMs, firstDelayMs: everyMs, run: () => reconcilePending(deps) },
  ];
}
