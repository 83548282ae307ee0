import express, { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import type { AppDeps } from '../../shared/context.js';
import { restIdempotencyKey } from '../../shared/idempotency.js';
import { DonationService } from './donation.service.js';
import { handleWebhook, PaymentService } from './payment.service.js';
import { PromotionService } from './promotion.service.js';
import { promotionView, WalletService, withdrawalView } from './wallet.service.js';
import { WithdrawalService } from './withdrawal.service.js';

/** The banking form and the withdrawal form send naira as typed (SPEC §5); the ledger keeps kobo. */
const nairaToKobo = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : value);

/**
 * SPEC §7 Banking and the promote call, plus the wallet calls the spec leaves unshown (top-up,
 * donations), on the same services as GraphQL. Amounts are kobo except where the spec's forms
 * send naira: withdraw `amount` and update-account `minimumWithdrawalAmount`. An `Idempotency-Key`
 * header makes a retried withdrawal, promotion, donation or top-up return the first result.
 */
export function walletRest(route: RestRoute): Router {
  return Router()
    .get('/banks', route(async (ctx) => new WithdrawalService(ctx).banks()))
    .post('/banking/verify-account', route(async (ctx, req) => new WithdrawalService(ctx).verify(req.body ?? {})))
    .post(
      '/banking/update-account',
      route(async (ctx, req) => {
        const body = req.body ?? {};
        const service = new WithdrawalService(ctx);
        const user =
          body.isAutoWithdrawal === true || ('autoWithdrawal' in body && !('accountNumber' in body))
            ? await service.setAutoWithdrawal({
                autoWithdrawal: body.autoWithdrawal,
                minimumWithdrawalAmount: nairaToKobo(body.minimumWithdrawalAmount),
              })
            : await service.saveAccount({ accountNumber: body.accountNumber, bankCode: body.bankCode });
        return {
          message: 'Bank account updated successfully.',
          bankName: user.bankName,
          bankCode: user.bankCode,
          accountNumber: user.accountNumber,
          accountName: user.accountName,
          autoWithdrawal: user.autoWithdrawal,
          minimumWithdrawalAmount: user.minimumWithdrawalAmount,
        };
      }),
    )
    .post(
      '/banking/withdraw',
      route(async (ctx, req, res) => {
        const withdrawal = await new WithdrawalService(ctx).withdraw({
          amount: nairaToKobo(req.body?.amount),
          narration: req.body?.narration ?? null,
          idempotencyKey: restIdempotencyKey(req),
        });
        res.status(202);
        return { message: 'Your withdrawal is being processed.', withdrawal: withdrawalView(withdrawal) };
      }),
    )
    .get('/banking/withdrawals', route(async (ctx, req) => {
      const page = await new WithdrawalService(ctx).list({ after: typeof req.query.cursor === 'string' ? req.query.cursor : null });
      return page.edges.map(({ node }) => withdrawalView(node));
    }))
    .post(
      '/posts/:id/promote',
      route(async (ctx, req, res) => {
        const body = req.body ?? {};
        const promotion = await new PromotionService(ctx).promote({
          postId: String(req.params.id),
          promotionType: body.promotionType,
          budget: body.budget,
          endDate: body.endDate,
          durationDays: body.durationDays,
          targetAudience: body.targetAudience,
          idempotencyKey: restIdempotencyKey(req),
        });
        res.status(201);
        return promotionView(promotion);
      }),
    )
    .get('/wallet', route(async (ctx) => new WalletService(ctx).wallet()))
    .get('/wallet/transactions', route(async (ctx, req) => {
      const page = await new WalletService(ctx).history({ after: typeof req.query.cursor === 'string' ? req.query.cursor : null });
      return { transactions: page.edges.map(({ node }) => node), nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null };
    }))
    .post(
      '/wallet/top-up',
      route(async (ctx, req) => new PaymentService(ctx).startTopUp({ ...(req.body ?? {}), idempotencyKey: restIdempotencyKey(req) })),
    )
    .post('/wallet/confirm', route(async (ctx, req) => new PaymentService(ctx).confirm(req.body ?? {})))
    .post(
      '/donations',
      route(async (ctx, req) =>
        new DonationService(ctx).donate({ payWith: 'wallet', ...(req.body ?? {}), idempotencyKey: restIdempotencyKey(req) }),
      ),
    );
}

/** Paystack's webhook, with its raw body (the signature covers the exact bytes); mounted before the JSON parser. */
export function paystackWebhookRoute(deps: AppDeps): Router {
  return Router().post('/paystack/webhook', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    try {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const reply = await handleWebhook(deps, body, req.get('x-paystack-signature'));
      res.status(reply.status).json(reply.body);
    } catch (error) {
      deps.logger.error({ err: error }, 'paystack webhook failed');
      res.status(500).json({ message: 'Try again' }); // Paystack retries
    }
  });
}
