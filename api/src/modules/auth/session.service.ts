import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseCookie } from 'cookie';
import type { AppDeps, Context } from '../../shared/context.js';
import type { HttpExchange } from '../../shared/http-exchange.js';
import { findById } from '../../platform/find-by-id.js';
import { topics, type SessionEndReason } from '../../shared/pubsub.js';
import type { User } from '../user/user.entity.js';
import { Session } from './session.entity.js';

export const SESSION_COOKIE = 'civic_session';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Finds the live session a Cookie header points at, with its user (none for a banned member):
 * every signed-in request starts with it, so it is one prepared read by primary key.
 */
export async function findSession(em: EntityManager, cookieHeader: string | undefined) {
  const token = cookieHeader ? parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
  if (!token || token.length > 200) return null;
  const session = await findById(em, Session, sha256(token), ['user']);
  return !session || session.expire.getTime() <= Date.now() || session.user.bannedAt ? null : session;
}

/** Sessions live in PostgreSQL so every instance behind a load balancer sees them. */
export class SessionService {
  constructor(private readonly ctx: Context) {}

  private cookieOptions(deps: AppDeps) {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: deps.config.isProduction,
      path: '/',
      maxAge: deps.config.sessionTtlMs,
    };
  }

  /** Signs the user in on this request: a new session row and its cookie. */
  async start(user: User): Promise<void> {
    const http = this.requireHttp();
    const token = randomBytes(32).toString('base64url');
    const session = this.ctx.em.create(Session, {
      sid: sha256(token),
      user,
      sess: {
        userId: user.id,
        createdAt: new Date().toISOString(),
        userAgent: this.ctx.http?.header('user-agent')?.slice(0, 200),
      },
      expire: new Date(Date.now() + this.ctx.deps.config.sessionTtlMs),
    });
    await this.ctx.em.persistAndFlush(session);
    this.ctx.sessionId = session.sid;
    http.setCookie(SESSION_COOKIE, token, this.cookieOptions(this.ctx.deps));
  }

  /** Keeps an active session alive: extends it once less than half its life is left. */
  async refresh(session: Session): Promise<void> {
    const ttl = this.ctx.deps.config.sessionTtlMs;
    if (session.expire.getTime() - Date.now() > ttl / 2) return;
    session.expire = new Date(Date.now() + ttl);
    await this.ctx.em.flush();
  }

  /** Signs out this request's session; every tab sharing it is told, and its sockets close. */
  async endCurrent(): Promise<void> {
    const { sessionId, viewer } = this.ctx;
    this.ctx.http?.clearCookie(SESSION_COOKIE, { ...this.cookieOptions(this.ctx.deps), maxAge: undefined });
    if (!sessionId || !viewer) return;
    await this.ctx.em.nativeDelete(Session, { sid: sessionId });
    await this.announceEnded(viewer.id, [sessionId], 'signed_out');
  }

  /**
   * Signs the member out everywhere (a password reset, deactivation, deletion, a ban): every
   * session row goes, and every socket of the member closes, on every instance.
   */
  async endAll(userId: string, reason: Exclude<SessionEndReason, 'suspended'>): Promise<void> {
    const sessions = await this.ctx.em.find(Session, { user: userId }, { fields: ['sid'] });
    await this.ctx.em.nativeDelete(Session, { user: userId });
    await this.announceEnded(userId, sessions.map((s) => s.sid), reason, true);
  }

  /**
   * Tells the member's open tabs (viewerEvents), then every instance (sessionsEnded), which
   * closes the sockets of those sessions, or all of the member's when `everywhere`.
   */
  private async announceEnded(userId: string, sessionIds: string[], reason: SessionEndReason, everywhere = false) {
    const at = new Date().toISOString();
    const { pubsub } = this.ctx.deps;
    await Promise.all(sessionIds.map((sessionId) => pubsub.publish(topics.viewer(userId), { type: 'SESSION_ENDED', sessionId, at })));
    await pubsub.publish(topics.sessionsEnded(), { userId, sessionIds: everywhere ? null : sessionIds, reason, at });
  }

  private requireHttp(): HttpExchange {
    if (!this.ctx.http) throw new Error('Signing in needs an HTTP request');
    return this.ctx.http;
  }
}
