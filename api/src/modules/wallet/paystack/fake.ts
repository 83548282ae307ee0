import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook, type ChargeStatus, type FetchLike, type TransferStatus } from './client.js';

/** Nigerian banks and their CBN / NIP codes, as Paystack lists them. */
export const NIGERIAN_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Globus Bank', code: '00103' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Jaiz Bank', code: '301' },
  { name: 'Keystone Bank', code: '082' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Moniepoint MFB', code: '50515' },
  { name: 'OPay Digital Services Limited (OPay)', code: '999992' },
  { name: 'PalmPay', code: '999991' },
  { name: 'Polaris Bank', code: '076' },
  { name: 'Providus Bank', code: '101' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Unity Bank', code: '215' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
];

const SANDBOX_NAMES = ['ADAEZE OKONKWO', 'BELLO MUSA', 'CHIDI EZE', 'FUNMILAYO ADEYEMI', 'HALIMA YUSUF', 'TUNDE BAKARE'];

type StoredCharge = { reference: string; amount: number; email: string; status: ChargeStatus; metadata: unknown; currency: 'NGN' };
type StoredTransfer = { reference: string; amount: number; recipient: string; status: TransferStatus; transferCode: string; reason?: string };

/** What the next transfer call does: answer pending/success, refuse (400), fail (500) or drop the connection. */
export type TransferMode = 'pending' | 'success' | 'refuse' | 'error' | 'drop';

type Reply = { status: number; body: unknown };
const ok = (data: unknown, message = 'OK'): Reply => ({ status: 200, body: { status: true, message, data } });
const no = (status: number, message: string): Reply => ({ status, body: { status: false, message } });

/**
 * A local stand-in for Paystack's HTTP API, speaking its protocol (paths, JSON envelopes,
 * Bearer key, kobo amounts, signed webhooks). The tests run the real client against it over
 * HTTP; without a key, the app's sandbox provider answers from it in-process. Charges are
 * completed by `completeCharge` (the tests, or the sandbox checkout page); transfers follow
 * `transferMode` and are settled by `settleTransfer` (or, with `autoSettleMs`, by themselves).
 */
export class FakePaystack {
  readonly charges = new Map<string, StoredCharge>();
  readonly transfers = new Map<string, StoredTransfer>();
  /** 'bankCode:accountNumber' → account name; other 10-digit numbers get a made-up name, '000…' none. */
  readonly accounts = new Map<string, string>();
  transferMode: TransferMode = 'pending';
  /** Calls seen, for the tests: 'POST /transfer', ... */
  readonly calls: string[] = [];
  private server: http.Server | null = null;

  constructor(
    readonly secretKey: string,
    private readonly options: {
      checkoutUrl: (reference: string) => string;
      /** Delivers a webhook (raw body and signature), as Paystack POSTs it to the merchant. */
      deliver?: (rawBody: string, signature: string) => Promise<void>;
      autoSettleMs?: number;
    },
  ) {}

  /** One API call; the HTTP server and the in-process fetch both come here. */
  async handle(method: string, url: URL, authorization: string | undefined, body: any): Promise<Reply> {
    const path = url.pathname.replace(/\/+$/, '');
    this.calls.push(`${method} ${path}`);
    if (authorization !== `Bearer ${this.secretKey}`) return no(401, 'Invalid key');
    if (method === 'GET' && path === '/bank') return ok(NIGERIAN_BANKS.map((bank, id) => ({ id, ...bank, active: true, currency: 'NGN' })));
    if (method === 'GET' && path === '/bank/resolve') return this.resolve(url.searchParams);
    if (method === 'POST' && path === '/transaction/initialize') return this.initialize(body);
    let match = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const charge = this.charges.get(decodeURIComponent(match[1]));
      return charge ? ok(charge, 'Verification successful') : no(400, 'Transaction reference not found');
    }
    if (method === 'POST' && path === '/transferrecipient') {
      if (!body?.account_number || !body?.bank_code || body?.type !== 'nuban') return no(400, 'Invalid recipient');
      const code = `RCP_${createHash('sha1').update(`${body.bank_code}:${body.account_number}`).digest('hex').slice(0, 12)}`;
      return ok({ recipient_code: code, active: true, name: body.name });
    }
    if (method === 'POST' && path === '/transfer') return this.transfer(body);
    match = /^\/transfer\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const transfer = this.transfers.get(decodeURIComponent(match[1]));
      return transfer ? ok(this.transferJson(transfer)) : no(404, 'Transfer not found');
    }
    return no(404, 'Not found');
  }

  private resolve(query: URLSearchParams): Reply {
    const number = query.get('account_number') ?? '';
    const bank = query.get('bank_code') ?? '';
    if (!/^\d{10}$/.test(number) || !NIGERIAN_BANKS.some((b) => b.code === bank)) {
      return no(422, 'Could not resolve account name. Check parameters or try again.');
    }
    const known = this.accounts.get(`${bank}:${number}`);
    if (!known && number.startsWith('000')) return no(422, 'Could not resolve account name. Check parameters or try again.');
    const name = known ?? SANDBOX_NAMES[Number(number.slice(-2)) % SANDBOX_NAMES.length];
    return ok({ account_number: number, account_name: name, bank_id: 1 }, 'Account number resolved');
  }

  private initialize(body: any): Reply {
    const amount = Number(body?.amount);
    if (!Number.isInteger(amount) || amount < 100) return no(400, 'Invalid Amount Sent');
    if (!body?.email) return no(400, 'Invalid Email Address Passed');
    const reference = String(body.reference ?? randomBytes(8).toString('hex'));
    if (this.charges.has(reference)) return no(400, 'Duplicate Transaction Reference');
    this.charges.set(reference, { reference, amount, email: body.email, status: 'ongoing', metadata: body.metadata ?? null, currency: 'NGN' });
    return ok(
      { authorization_url: this.options.checkoutUrl(reference), access_code: randomBytes(6).toString('hex'), reference },
      'Authorization URL created',
    );
  }

  private transfer(body: any): Reply | Promise<Reply> {
    const amount = Number(body?.amount);
    if (!Number.isInteger(amount) || amount <= 0 || !body?.recipient) return no(400, 'Invalid transfer details');
    const reference = String(body.reference);
    const existing = this.transfers.get(reference);
    if (existing) return ok(this.transferJson(existing), 'Transfer has been queued'); // Paystack dedupes on reference
    const mode = this.transferMode;
    if (mode === 'refuse') return no(400, 'Your balance is not enough to fulfil this request');
    if (mode === 'error') return no(500, 'An error occurred');
    const transfer: StoredTransfer = {
      reference,
      amount,
      recipient: body.recipient,
      status: mode === 'success' ? 'success' : 'pending',
      transferCode: `TRF_${randomBytes(6).toString('hex')}`,
      reason: body.reason,
    };
    this.transfers.set(reference, transfer);
    if (mode === 'drop') throw new Error('socket hang up'); // accepted there, but the answer never arrives
    if (mode === 'pending' && this.options.autoSettleMs !== undefined) {
      setTimeout(() => void this.settleTransfer(reference, 'success').catch(() => {}), this.options.autoSettleMs).unref();
    }
    return ok(this.transferJson(transfer), 'Transfer has been queued');
  }

  private transferJson(transfer: StoredTransfer) {
    return {
      reference: transfer.reference,
      status: transfer.status,
      transfer_code: transfer.transferCode,
      amount: transfer.amount,
      recipient: transfer.recipient,
      currency: 'NGN',
      reason: transfer.reason ?? null,
    };
  }

  /** The payer finished (or gave up on) the checkout: the charge is settled and charge.success is sent. */
  async completeCharge(reference: string, status: 'success' | 'failed' = 'success'): Promise<void> {
    const charge = this.charges.get(reference);
    if (!charge) throw new Error(`no charge ${reference}`);
    charge.status = status;
    if (status === 'success') await this.sendWebhook('charge.success', { ...charge, id: Date.now(), paid_at: new Date().toISOString() });
  }

  async settleTransfer(reference: string, status: 'success' | 'failed' | 'reversed'): Promise<void> {
    const transfer = this.transfers.get(reference);
    if (!transfer) throw new Error(`no transfer ${reference}`);
    transfer.status = status;
    await this.sendWebhook(`transfer.${status}`, this.transferJson(transfer));
  }

  async sendWebhook(event: string, data: unknown): Promise<void> {
    if (!this.options.deliver) return;
    const raw = JSON.stringify({ event, data });
    await this.options.deliver(raw, signWebhook(this.secretKey, raw));
  }

  /** The client's fetch, answered in-process (the sandbox provider). */
  readonly fetch: FetchLike = async (url, init) => {
    const reply = await this.handle(init.method, new URL(url), init.headers.authorization, init.body ? JSON.parse(init.body) : undefined);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };

  /** Serves the API over HTTP on a free loopback port (the tests); resolves to its base URL. */
  async listen(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        try {
          const text = Buffer.concat(chunks).toString('utf8');
          const reply = await this.handle(req.method ?? 'GET', new URL(req.url ?? '/', 'http://fake'), req.headers.authorization, text ? JSON.parse(text) : undefined);
          res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
        } catch {
          req.socket.destroy(); // 'drop': the caller never learns what happened
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
  }
}
