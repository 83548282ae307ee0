import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';
import proxyAddr from 'proxy-addr';

export type CookieOptions = {
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  path?: string;
  /** Milliseconds; omitted for a cookie that ends with the browser session. */
  maxAge?: number;
};

/**
 * One HTTP request and its response, as services see them: a header, a cookie, cookies to set
 * (the client's address is the context's `ip`). GraphQL over HTTP (served by node's http,
 * outside express) and the REST shim (express) hand services the same thing.
 */
export class HttpExchange {
  private cookies: Record<string, string | undefined> | undefined;

  /** `withoutCookies`: a request that acts as nobody reads none of the cookies it came with. */
  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    private readonly withoutCookies = false,
  ) {}

  header(name: string): string | undefined {
    const value = this.req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  cookie(name: string): string | undefined {
    this.cookies ??= parseCookie((!this.withoutCookies && this.req.headers.cookie) || '');
    return this.cookies[name];
  }

  setCookie(name: string, value: string, { maxAge, path = '/', ...options }: CookieOptions): void {
    const lifetime = maxAge === undefined ? {} : { maxAge: Math.floor(maxAge / 1000), expires: new Date(Date.now() + maxAge) };
    this.appendSetCookie(stringifySetCookie({ name, value, path, ...options, ...lifetime }));
  }

  clearCookie(name: string, { maxAge: _ignored, path = '/', ...options }: CookieOptions): void {
    this.appendSetCookie(stringifySetCookie({ name, value: '', path, ...options, expires: new Date(1) }));
  }

  private appendSetCookie(line: string) {
    const existing = this.res.getHeader('set-cookie');
    const lines = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
    this.res.setHeader('set-cookie', [...lines, line]);
  }
}

const trustCache = new Map<string, (address: string, hop: number) => boolean>();

function trusted(trustProxy: string) {
  let trust = trustCache.get(trustProxy);
  if (!trust) {
    trust = proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()).filter(Boolean));
    trustCache.set(trustProxy, trust);
  }
  return trust;
}

/**
 * Whether the browser reached us over TLS: this socket is, or the proxy it came through (one
 * TRUST_PROXY names) says so in X-Forwarded-Proto, as express computes `req.protocol`.
 */
export function cameOverTls(req: IncomingMessage, trustProxy: string): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof forwarded !== 'string' || !trusted(trustProxy)(req.socket.remoteAddress ?? '', 0)) return false;
  return forwarded.split(',')[0].trim().toLowerCase() === 'https';
}

/**
 * The client's address: the socket's, or the nearest forwarded one not in TRUST_PROXY (a
 * comma-separated list of addresses, ranges or names such as 'loopback'), as express computes it.
 */
export function clientIp(req: IncomingMessage, trustProxy: string): string {
  return proxyAddr(req, trusted(trustProxy)) ?? 'unknown';
}
