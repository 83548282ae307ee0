import { randomBytes } from 'node:crypto';
import type { Context } from '../../shared/context.js';

const COOKIE = 'civic_visitor';

/**
 * A random id for a visitor's browser session (a session cookie, HttpOnly), so a visitor's
 * view of a post counts once per session as the spec asks. Null over WebSocket.
 */
export function visitorKey(ctx: Context): string | null {
  const http = ctx.http;
  if (!http) return null;
  const existing = http.cookie(COOKIE);
  if (existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing)) return existing;
  const key = randomBytes(16).toString('base64url');
  http.setCookie(COOKIE, key, { httpOnly: true, sameSite: 'lax', path: '/', secure: ctx.deps.config.isProduction });
  return key;
}
