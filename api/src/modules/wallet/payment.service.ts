import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { AppDeps, Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { Ledger, walletBalance } from './ledger.js';
import { ProviderError, webhookSignatureValid } from './paystack/client.js';
import { requireProvider, setWebhookReceiver } from './paystack/provider.js';
import { afterCredit } from './withdrawal.service.js';

/** Top-ups: ₦100 to ₦1,000,000 at a time. */
export const TOP_UP_LIMITS = { min: 10_000, max: 100_000_000 };
const START_RULE = { points: 20, durationSeconds: 3600, message: 'Too many payments started. Please try again later.' };

export type PaymentRow = {
  reference: string;
  user_id: string;
  purpose: 'top_up' | 'donation';
  amount: string | number;
  recipient_id: string | null;
  message: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  authorization_url: string;
  created_at: Date;
};

export type PaymentView = {
  reference: string;
  purpose: 'top_up' | 'donation';
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  authorizationUrl: string;
  recipientId: string | null;
  createdAt: Date;
};

export const paymentView = (row: PaymentRow): PaymentView => ({
  reference: row.reference,
  purpose: row.purpose,
  amount: Number(row.amount),
  status: row.status,
  authorizationUrl: row.authorization_url,
  recipientId: row.recipient_id,
  createdAt: new Date(row.created_at),
});

const amountSchema = (min: number, max: number, minMessage: string) =>
  z
    .number(minMessage)
    .int('Amounts are whole kobo')
    .min(min, minMessage)
    .max(max, `At most ₦${(max / 100).toLocaleString('en-NG')} at a time`);
const topUpSchema = z.object({
  amount: amountSchema(TOP_UP_LIMITS.min, TOP_UP_LIMITS.max, 'Minimum top-up amount is ₦100'),
  idempotencyKey: z.string().trim().min(8).max(100).nullish(),
});
const referenceSchema = z.object({ reference: z.string('Payment not found').trim().min(1).max(60) });
const sandboxSchema = z.object({ reference: z.string().trim().min(1).max(60), pay: z.boolean() });

/** The provider's failures, in words a member can act on (its own message when it refused). */
export function providerFailure(error: unknown, fallback: string) {
  if (error instanceof ProviderError) {
    return appError(error.definitive ? 'BAD_USER_INPUT' : 'NOT_AVAILABLE', error.definitive ? error.message : fallback);
  }
  return error;
}

/**
 * Money coming in through the provider: a top-up of one's own wallet, or a donation paid by
 * card when the wallet is short. A payment is opened with Paystack (initialize), the member pays
 * on its checkout page, and the charge is credited once it is verified with Paystack — by the
 * webhook or by the member coming back, whichever is first; the idempotency key
 * `paystack:charge:<reference>` makes it once however often either arrives.
 */
export class PaymentService {
  constructor(private readonly ctx: Context) {}

  async startTopUp(input: unknown): Promise<PaymentView> {
    const { amount, idempotencyKey } = parseInput(topUpSchema, input);
    return this.open('top_up', amount, null, null, idempotencyKey ?? null);
  }

  /**
   * Opens a payment with the provider; the member is sent to its authorizationUrl. With an
   * idempotency key, a repeat (even one sent at the same time) gets the first payment back,
   * before any rate limit: the key is looked up under a lock held for the key alone.
   */
  async open(
    purpose: 'top_up' | 'donation',
    amount: number,
    recipientId: string | null,
    message: string | null,
    idempotencyKey: string | null = null,
  ): Promise<PaymentView> {
    const viewer = requireViewer(this.ctx);
    requireProvider(this.ctx.deps);
    if (!idempotencyKey) return this.openNew(this.ctx.em, purpose, amount, recipientId, message, null);
    const key = `${viewer.id}:${idempotencyKey}`;
    return this.ctx.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`payment:${key}`]);
      const [first] = (await em.execute('select * from payments where idempotency_key = ?', [key])) as PaymentRow[];
      if (!first) return this.openNew(em, purpose, amount, recipientId, message, key);
      if (first.purpose !== purpose || Number(first.amount) !== amount || first.recipient_id !== recipientId) {
        throw badInput('This idempotency key was already used for a different request', 'idempotencyKey');
      }
      return paymentView(first);
    });
  }

  private async openNew(
    em: EntityManager,
    purpose: 'top_up' | 'donation',
    amount: number,
    recipientId: string | null,
    message: string | null,
    idempotencyKey: string | null,
  ): Promise<PaymentView> {
    const viewer = requireViewer(this.ctx);
    const { client } = requireProvider(this.ctx.deps);
    await this.ctx.deps.limits.consume('payment:start', START_RULE, viewer.id);
    const reference = `${purpose === 'top_up' ? 'top' : 'don'}_${randomUUID().replace(/-/g, '')}`;
    const callbackUrl = `${this.ctx.deps.config.publicUrl}/wallet/return?reference=${reference}`;
    let session: { authorizationUrl: string };
    try {
      session = await client.initializeTransaction({
        email: viewer.email,
        amount,
        reference,
        callbackUrl,
        metadata: { purpose, userId: viewer.id, recipientId },
      });
    } catch (error) {
      throw providerFailure(error, 'The payment provider is not answering. Please try again.');
    }
    const [row] = await em.execute(
      `insert into payments (reference, user_id, purpose, amount, recipient_id, message, authorization_url, idempotency_key)
       values (?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [reference, viewer.id, purpose, amount, recipientId, message, session.authorizationUrl, idempotencyKey],
    );
    return paymentView(row as PaymentRow);
  }

  /** One of the viewer's payments, as it stands (no provider call). */
  async find(input: unknown): Promise<PaymentView> {
    const viewer = requireViewer(this.ctx);
    const { reference } = parseInput(referenceSchema, input);
    const row = await findPayment(this.ctx.em, reference);
    if (!row || row.user_id !== viewer.id) throw notFound('Payment not found');
    return paymentView(row);
  }

  /** The member came back from the checkout: verify with the provider and credit once. */
  async confirm(input: unknown): Promise<{ payment: PaymentView; balance: number }> {
    const viewer = requireViewer(this.ctx);
    const { reference } = parseInput(referenceSchema, input);
    const row = await findPayment(this.ctx.em, reference);
    if (!row || row.user_id !== viewer.id) throw notFound('Payment not found');
    if (row.status === 'pending') await verifyAndCredit(this.ctx.deps, this.ctx.em, reference);
    const fresh = (await findPayment(this.ctx.em, reference))!;
    return { payment: paymentView(fresh), balance: await walletBalance(this.ctx.em, viewer.id) };
  }

  /** Sandbox only: the checkout page's Pay (or Cancel) button, standing in for the provider's page. */
  async completeSandbox(input: unknown): Promise<PaymentView> {
    const viewer = requireViewer(this.ctx);
    const { reference, pay } = parseInput(sandboxSchema, input);
    const { sandbox } = requireProvider(this.ctx.deps);
    if (!sandbox) throw appError('FORBIDDEN', 'Only the sandbox has a checkout page here');
    const row = await findPayment(this.ctx.em, reference);
    if (!row || row.user_id !== viewer.id) throw notFound('Payment not found');
    if (!sandbox.charges.has(reference)) throw badInput('This sandbox payment has expired (the server restarted). Please start again.');
    if (row.status === 'pending') await sandbox.completeCharge(reference, pay ? 'success' : 'failed');
    if (!pay) await this.ctx.em.execute(`update payments set status = 'failed', updated_at = now() where reference = ? and status = 'pending'`, [reference]);
    return paymentView((await findPayment(this.ctx.em, reference))!);
  }
}

export async function findPayment(em: EntityManager, reference: string): Promise<PaymentRow | null> {
  const [row] = await em.execute('select * from payments where reference = ?', [reference]);
  return (row as PaymentRow) ?? null;
}

/**
 * Asks the provider how a charge ended and credits it if it succeeded for the amount asked:
 * provider clearing → the payer's wallet (top-up) or the recipient's (donation, which counts
 * as their earnings). Safe to call any number of times, from anywhere.
 */
export async function verifyAndCredit(deps: AppDeps, em: EntityManager, reference: string): Promise<'credited' | 'already' | 'failed' | 'pending' | 'unknown'> {
  const payment = await findPayment(em, reference);
  if (!payment) return 'unknown';
  let charge;
  try {
    charge = await requireProvider(deps).client.verifyTransaction(reference);
  } catch (error) {
    deps.logger.warn({ err: error, reference }, 'payment verification failed');
    return 'pending';
  }
  if (charge.status === 'failed' || charge.status === 'abandoned' || charge.status === 'reversed') {
    await em.execute(`update payments set status = 'failed', updated_at = now() where reference = ? and status = 'pending'`, [reference]);
    return 'failed';
  }
  if (charge.status !== 'success') return 'pending';
  const amount = Number(payment.amount);
  if (charge.amount !== amount || charge.currency !== 'NGN') {
    deps.logger.error({ reference, expected: amount, charged: charge.amount, currency: charge.currency }, 'charge amount differs from the payment; not credited');
    return 'unknown';
  }
  const beneficiary = payment.purpose === 'donation' ? payment.recipient_id! : payment.user_id;
  const outcome = await new Ledger(em).run(
    {
      kind: payment.purpose === 'donation' ? 'donation' : 'top_up',
      key: `paystack:charge:${reference}`,
      args: { reference, amount },
      userId: payment.user_id,
      counterpartyId: payment.purpose === 'donation' ? payment.recipient_id : null,
      paymentReference: reference,
      memo: payment.message,
    },
    async (tx) => {
      await tx.em.execute(`update payments set status = 'succeeded', updated_at = now() where reference = ?`, [reference]);
      await tx.post([
        { account: 'provider_clearing', amount: -amount },
        { account: 'wallet', userId: beneficiary, amount },
      ]);
    },
    async () => undefined,
  );
  if (outcome.replayed) return 'already';
  if (payment.purpose === 'donation') await afterCredit(deps, beneficiary, outcome.transactionId);
  return 'credited';
}

/**
 * POST /api/paystack/webhook: Paystack's signed events. A bad signature is refused (401); any
 * signed event is acknowledged (200) once handled, so Paystack stops retrying. Charges are
 * verified with the API before crediting, never taken from the event alone.
 */
export async function handleWebhook(deps: AppDeps, rawBody: Buffer, signature: string | undefined): Promise<{ status: number; body: unknown }> {
  const { secretKey } = requireProvider(deps);
  if (!webhookSignatureValid(secretKey, rawBody, signature)) return { status: 401, body: { message: 'Invalid signature' } };
  let event: { event?: string; data?: { reference?: string; status?: string } };
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { status: 400, body: { message: 'Invalid JSON' } };
  }
  const reference = String(event.data?.reference ?? '');
  const em = deps.orm.em.fork();
  if (event.event === 'charge.success' && reference) {
    await verifyAndCredit(deps, em, reference);
  } else if (event.event?.startsWith('transfer.') && reference) {
    const { settleWithdrawal } = await import('./withdrawal.service.js');
    await settleWithdrawal(em, reference, event.event.slice('transfer.'.length));
  }
  return { status: 200, body: { received: true } };
}

setWebhookReceiver(handleWebhook);
