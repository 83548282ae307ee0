import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { BlockService } from '../social/block.service.js';
import { User } from '../user/user.entity.js';
import { requireActiveMember } from '../user/user.standing.js';
import { insufficientFunds, isOverdraft, Ledger } from './ledger.js';
import { PaymentService, type PaymentView } from './payment.service.js';
import { afterCredit } from './withdrawal.service.js';

/** SPEC §5 and §9: donations from ₦100; the dialog's quick amounts are naira. */
export const MIN_DONATION = 10_000;
export const DONATION_QUICK_AMOUNTS_NAIRA = [1000, 2500, 5000, 10000, 25000, 50000];
const MAX_DONATION = 100_000_000;
const DONATE_RULE = { points: 30, durationSeconds: 3600, message: 'Too many donations. Please try again later.' };

const donateSchema = z.object({
  recipientId: z.uuid('Profile not found'),
  amount: z
    .number('Minimum donation amount is ₦100')
    .int('Amounts are whole kobo')
    .min(MIN_DONATION, 'Minimum donation amount is ₦100')
    .max(MAX_DONATION, 'At most ₦1,000,000 at a time'),
  message: z.string().trim().max(280, 'A message is at most 280 characters').nullish(),
  payWith: z.enum(['wallet', 'provider']),
  idempotencyKey: z.string().trim().min(8).max(100).nullish(),
});

export type DonationOutcome = {
  recipientId: string;
  amount: number;
  /** Paid from the wallet now; or a payment to finish on the provider's checkout page. */
  paidFrom: 'wallet' | 'provider';
  transactionId: string | null;
  payment: PaymentView | null;
};

/**
 * Donations between members: from the donor's wallet straight to the recipient's wallet (where
 * it counts as their earnings), or, when the wallet is short, paid by card through the provider
 * and credited to the recipient when the charge is verified. Not to oneself, nor across a block.
 */
export class DonationService {
  constructor(private readonly ctx: Context) {}

  async donate(input: unknown): Promise<DonationOutcome> {
    const viewer = requireActiveMember(this.ctx);
    const data = parseInput(donateSchema, input);
    if (data.recipientId === viewer.id) throw badInput('You cannot donate to yourself', 'recipientId');
    const recipient = await this.ctx.em.findOne(User, { id: data.recipientId, deletedAt: null, deactivatedAt: null });
    if (!recipient) throw notFound('Profile not found');
    if (await new BlockService(this.ctx).blockedBetween(recipient.id)) throw appError('FORBIDDEN', 'You cannot donate to this member');
    const message = data.message || null;
    const admit = () => this.ctx.deps.limits.consume('wallet:donate', DONATE_RULE, viewer.id);

    if (data.payWith === 'provider') {
      const payment = await new PaymentService(this.ctx).open('donation', data.amount, recipient.id, message, data.idempotencyKey ?? null);
      return { recipientId: recipient.id, amount: data.amount, paidFrom: 'provider', transactionId: null, payment };
    }
    let outcome;
    try {
      outcome = await new Ledger(this.ctx.em).run(
        {
          kind: 'donation',
          key: `${viewer.id}:${data.idempotencyKey ?? randomUUID()}`,
          args: { recipientId: recipient.id, amount: data.amount, message },
          userId: viewer.id,
          counterpartyId: recipient.id,
          memo: message,
          admit,
        },
        (tx) =>
          tx.post([
            { account: 'wallet', userId: viewer.id, amount: -data.amount },
            { account: 'wallet', userId: recipient.id, amount: data.amount },
          ]),
        async () => undefined,
      );
    } catch (error) {
      if (isOverdraft(error)) throw insufficientFunds('Your wallet balance is less than this donation. Pay with Paystack instead.');
      throw error;
    }
    if (!outcome.replayed) await afterCredit(this.ctx.deps, recipient.id, outcome.transactionId);
    return { recipientId: recipient.id, amount: data.amount, paidFrom: 'wallet', transactionId: outcome.transactionId, payment: null };
  }
}
