import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../../shared/context.js';
import { appError } from '../../../shared/errors.js';
import { PaystackClient } from './client.js';
import { FakePaystack } from './fake.js';

export type PaymentsMode = 'paystack' | 'sandbox' | 'off';

export type Provider = {
  mode: PaymentsMode;
  client: PaystackClient;
  /** The key Paystack signs webhooks with. */
  secretKey: string;
  /** The sandbox's in-process stand-in for Paystack (null with a real key). */
  sandbox: FakePaystack | null;
};

const providers = new WeakMap<AppDeps, Provider>();
/** Webhook receivers, set by the wallet module (so the sandbox can deliver its webhooks in-process). */
let receiveWebhook: ((deps: AppDeps, rawBody: Buffer, signature: string | undefined) => Promise<unknown>) | null = null;
export const setWebhookReceiver = (receiver: NonNullable<typeof receiveWebhook>) => {
  receiveWebhook = receiver;
};

/**
 * The payment provider of this app: Paystack with PAYSTACK_SECRET_KEY; otherwise the sandbox,
 * the same client answered in-process by a stand-in for Paystack's API (no money moves; the web
 * app labels it). Sandbox charges are paid on the app's own checkout page; its transfers
 * succeed a few seconds after they are made, by webhook, like Paystack's.
 */
export function provider(deps: AppDeps): Provider {
  let made = providers.get(deps);
  if (made) return made;
  const { payments, publicUrl } = deps.config;
  if (payments.mode === 'paystack') {
    made = { mode: 'paystack', client: new PaystackClient(payments.paystackBaseUrl, payments.paystackSecretKey!), secretKey: payments.paystackSecretKey!, sandbox: null };
  } else {
    const secretKey = `sk_sandbox_${randomBytes(16).toString('hex')}`;
    const sandbox = new FakePaystack(secretKey, {
      checkoutUrl: (reference) => `${publicUrl}/wallet/checkout?reference=${encodeURIComponent(reference)}`,
      deliver: async (raw, signature) => {
        await receiveWebhook?.(deps, Buffer.from(raw), signature);
      },
      autoSettleMs: deps.config.env === 'test' ? undefined : 3000,
    });
    made = { mode: payments.mode, client: new PaystackClient('https://sandbox.invalid', secretKey, sandbox.fetch), secretKey, sandbox };
  }
  providers.set(deps, made);
  return made;
}

/** The provider, unless money features are off (production without a key or an explicit sandbox). */
export function requireProvider(deps: AppDeps): Provider {
  const made = provider(deps);
  if (made.mode === 'off') throw appError('NOT_AVAILABLE', 'Payments are not available yet. Please try again later.');
  return made;
}
