import { createHmac, timingSafeEqual } from 'node:crypto';

export type Bank = { name: string; code: string };
export type ChargeStatus = 'success' | 'failed' | 'abandoned' | 'pending' | 'ongoing' | 'processing' | 'reversed' | 'queued';
export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed' | 'otp' | 'received' | 'abandoned' | 'blocked' | 'rejected';
export type Charge = { reference: string; status: ChargeStatus; amount: number; currency: string };
export type Transfer = { reference: string; status: TransferStatus; transferCode: string | null; amount: number };

/**
 * A failure of the provider. `definitive` when the provider answered and refused (a 4xx with
 * its message): nothing happened there. Otherwise (network error, timeout, 5xx) the outcome
 * is unknown and must be checked before money is given back.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly definitive: boolean,
  ) {
    super(message);
  }
}

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<Response>;

const TIMEOUT_MS = 15_000;

/**
 * Paystack's REST API (https://paystack.com/docs/api/): banks, account resolution, transaction
 * initialize/verify, transfer recipients, transfers and their verification. Amounts are kobo.
 * Every call carries the secret key; `fetchImpl` lets the sandbox answer in-process.
 */
export class PaystackClient {
  constructor(
    private readonly baseUrl: string,
    private readonly secretKey: string,
    private readonly fetchImpl: FetchLike = (url, init) => fetch(url, init),
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.baseUrl + path, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`The payment provider could not be reached (${(error as Error).message})`, null, false);
    }
    type Envelope = { status?: boolean; message?: string; data?: T };
    const json = (await response.json().catch(() => null)) as Envelope | null;
    if (response.ok && json?.status === true) return json.data as T;
    const message = json?.message || response.statusText || 'The payment provider refused the request';
    throw new ProviderError(message, response.status, response.status >= 400 && response.status < 500);
  }

  async banks(): Promise<Bank[]> {
    const data = await this.call<{ name: string; code: string; active?: boolean; currency?: string }[]>(
      'GET',
      '/bank?country=nigeria&currency=NGN&perPage=100',
    );
    return data.filter((bank) => bank.active !== false).map((bank) => ({ name: bank.name, code: bank.code }));
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string; accountNumber: string }> {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const data = await this.call<{ account_name: string; account_number: string }>('GET', `/bank/resolve?${query}`);
    return { accountName: data.account_name, accountNumber: data.account_number };
  }

  async initializeTransaction(input: {
    email: string;
    amount: number;
    reference: string;
    callbackUrl: string;
    metadata?: Record<string, unknown>;
  }): Promise<{ authorizationUrl: string; reference: string }> {
    const data = await this.call<{ authorization_url: string; reference: string }>('POST', '/transaction/initialize', {
      email: input.email,
      amount: input.amount,
      currency: 'NGN',
      reference: input.reference,
      callback_url: input.callbackUrl,
      metadata: input.metadata,
    });
    return { authorizationUrl: data.authorization_url, reference: data.reference };
  }

  async verifyTransaction(reference: string): Promise<Charge> {
    const data = await this.call<{ reference: string; status: ChargeStatus; amount: number; currency: string }>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    return { reference: data.reference, status: data.status, amount: Number(data.amount), currency: data.currency };
  }

  async createTransferRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<string> {
    const data = await this.call<{ recipient_code: string }>('POST', '/transferrecipient', {
      type: 'nuban',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: 'NGN',
    });
    return data.recipient_code;
  }

  async initiateTransfer(input: { amount: number; recipient: string; reference: string; reason?: string | null }): Promise<Transfer> {
    const data = await this.call<{ reference: string; status: TransferStatus; transfer_code: string; amount: number }>(
      'POST',
      '/transfer',
      { source: 'balance', amount: input.amount, recipient: input.recipient, reference: input.reference, reason: input.reason || undefined },
    );
    return { reference: data.reference, status: data.status, transferCode: data.transfer_code ?? null, amount: Number(data.amount) };
  }

  async verifyTransfer(reference: string): Promise<Transfer> {
    const data = await this.call<{ reference: string; status: TransferStatus; transfer_code: string; amount: number }>(
      'GET',
      `/transfer/verify/${encodeURIComponent(reference)}`,
    );
    return { reference: data.reference, status: data.status, transferCode: data.transfer_code ?? null, amount: Number(data.amount) };
  }
}

/** Paystack signs each webhook: HMAC-SHA512 of the raw body with the secret key, hex, in x-paystack-signature. */
export function signWebhook(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function webhookSignatureValid(secretKey: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signWebhook(secretKey, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
