import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';

/**
 * A push service as browsers' are (RFC 8030 with VAPID, RFC 8292): it takes an encrypted POST
 * with a signed Authorization header and a TTL, and answers 201; a device that is gone answers 410
 * and a broken one 500. It keeps what it was sent, for the test to decrypt as the device would.
 */
export class FakePushService {
  readonly received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const vapid = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(req.headers.authorization ?? '');
      const status = req.method !== 'POST' || !vapid || !req.headers.ttl ? 400 : req.url?.startsWith('/gone') ? 410 : req.url?.startsWith('/broken') ? 500 : 201;
      res.writeHead(status).end();
    });
  });

  origin = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async until(count: number, ms = 15_000) {
    const deadline = Date.now() + ms;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`the push service got ${this.received.length} pushes, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close() {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

/** A browser's push subscription: its own P-256 key pair and auth secret (RFC 8291). */
export function device(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    keys,
    auth,
    subscription: { endpoint, p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts an aes128gcm push body as the receiving browser does (RFC 8291 §3.4, RFC 8188), written here from the RFCs. */
export function decrypt(body: Buffer, receiver: { keys: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.keys.getPublicKey(), senderPublicKey]);
  const ikm = hkdf(receiver.auth, receiver.keys.computeSecret(senderPublicKey), info, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2); // the last record's delimiter, then zero padding
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}
