import type { Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import { findSession, SessionService } from '../modules/auth/session.service.js';
import { User } from '../modules/user/user.entity.js';
import type { AppDeps, Context } from '../shared/context.js';

/**
 * Builds the context of one HTTP request: the viewer from the session cookie, and an identity
 * map of its own made when first used (a visitor reading the electoral geography needs none).
 */
export async function httpContext(deps: AppDeps, req: Request, res: Response): Promise<Context> {
  let em: EntityManager | undefined;
  const fork = () => (em ??= deps.orm.em.fork());
  const session = req.headers.cookie ? await findSession(fork(), req.headers.cookie) : null;
  const ctx: Context = {
    deps,
    get em() {
      return fork();
    },
    viewer: session?.user ?? null,
    sessionId: session?.sid ?? null,
    ip: req.ip ?? 'unknown',
    http: { req, res },
  };
  if (session) await new SessionService(ctx).refresh(session);
  return ctx;
}

type SocketIdentity = Pick<Context, 'viewer' | 'sessionId'>;
const socketIdentities = new WeakMap<IncomingMessage, Promise<SocketIdentity>>();

/**
 * Builds the context of one WebSocket operation. The session is read once per socket, from the
 * upgrade request's cookie, and the viewer kept as a detached copy; the identity map is made
 * only when an operation touches the database (subscription events each get a fresh one, see
 * executionContext). So thousands of open sockets stay small. A browser closes its socket when
 * its session ends (viewerEvents), and opens a new one.
 */
export async function socketContext(deps: AppDeps, request: IncomingMessage): Promise<Context> {
  let identity = socketIdentities.get(request);
  if (!identity) {
    identity = findSession(deps.orm.em.fork(), request.headers.cookie).then((session) => ({
      viewer: session ? detached(session.user) : null,
      sessionId: session?.sid ?? null,
    }));
    socketIdentities.set(request, identity);
  }
  const { viewer, sessionId } = await identity;
  let em: EntityManager | undefined;
  return {
    deps,
    viewer,
    sessionId,
    ip: request.socket.remoteAddress ?? 'unknown',
    get em() {
      return (em ??= deps.orm.em.fork());
    },
  };
}

/**
 * The same viewer and request, with an identity map of its own, made when first used: one
 * subscription event's execution (one that reads only what another execution of the event
 * loaded makes none). Forked from the root manager, never from whatever transaction a
 * publisher in this process may be running.
 */
export function executionContext(ctx: Context): Context {
  let em: EntityManager | undefined;
  const { deps } = ctx;
  return {
    deps,
    viewer: ctx.viewer,
    sessionId: ctx.sessionId,
    ip: ctx.ip,
    get em() {
      return (em ??= deps.orm.em.fork({ disableContextResolution: true }));
    },
  };
}

/**
 * A member's fields without the identity map that loaded them (a managed entity keeps it alive).
 * Defined, not assigned, so the ORM's change-tracking setters don't add accessors per field.
 */
function detached(user: User): User {
  return Object.defineProperties(Object.create(User.prototype), Object.getOwnPropertyDescriptors(wrap(user).toObject())) as User;
}
