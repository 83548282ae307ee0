import type { IncomingMessage, ServerResponse } from 'node:http';
import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import { findSession, SessionService } from '../modules/auth/session.service.js';
import { User } from '../modules/user/user.entity.js';
import type { AppDeps, Context } from '../shared/context.js';
import { clientIp, HttpExchange } from '../shared/http-exchange.js';
import { fromAnotherSite } from './public-api.js';
import { withLazyEm } from '../platform/lazy-context.js';

/**
 * Builds the context of one HTTP request: the viewer from the session cookie, and an identity
 * map of its own made when first used (a visitor reading the electoral geography needs none).
 * The same for GraphQL over HTTP and the REST shim.
 */
export async function httpContext(deps: AppDeps, req: IncomingMessage, res: ServerResponse, asNobody = false): Promise<Context> {
  const ctx = operationContext(
    { deps, viewer: null, sessionId: null, ip: clientIp(req, deps.config.trustProxy), http: new HttpExchange(req, res, asNobody) },
    () => deps.orm.em.fork(),
  );
  // A request that acts as nobody (server/public-api.ts) is a visitor's whatever cookie it carries.
  const session = req.headers.cookie && !asNobody ? await findSession(ctx.em, req.headers.cookie) : null;
  if (!session) return ctx;
  ctx.viewer = session.user;
  ctx.sessionId = session.sid;
  await new SessionService(ctx).refresh(session);
  return ctx;
}

/** A context whose identity map is forked when first used (platform/lazy-context.ts). */
function operationContext(fields: Omit<Context, 'em'>, fork: () => EntityManager): Context {
  return withLazyEm(fields, fork);
}

type SocketIdentity = Pick<Context, 'viewer' | 'sessionId'>;
const socketIdentities = new WeakMap<IncomingMessage, Promise<SocketIdentity>>();

/**
 * Who holds a socket: read once per socket from its upgrade request's cookie. A failed read
 * (the database away) is not kept, so the next operation tries again.
 */
export function socketIdentity(deps: AppDeps, request: IncomingMessage): Promise<SocketIdentity> {
  let identity = socketIdentities.get(request);
  if (!identity) {
    // Another site's page may follow live results, as a visitor whatever cookie its socket carries.
    const cookie = fromAnotherSite(request, deps.config.allowedOrigins) ? undefined : request.headers.cookie;
    identity = findSession(deps.orm.em.fork(), cookie).then((session) => ({
      viewer: session ? detached(session.user) : null,
      sessionId: session?.sid ?? null,
    }));
    socketIdentities.set(request, identity);
    identity.catch(() => socketIdentities.delete(request));
  }
  return identity;
}

/**
 * Builds the context of one WebSocket operation. The session is read once per socket, from the
 * upgrade request's cookie, and the viewer kept as a detached copy; the identity map is made
 * only when an operation touches the database (subscription events each get a fresh one, see
 * executionContext). So thousands of open sockets stay small. A browser closes its socket when
 * its session ends (viewerEvents), and opens a new one.
 */
export async function socketContext(deps: AppDeps, request: IncomingMessage): Promise<Context> {
  const { viewer, sessionId } = await socketIdentity(deps, request);
  return operationContext({ deps, viewer, sessionId, ip: clientIp(request, deps.config.trustProxy) }, () => deps.orm.em.fork());
}

/**
 * The same viewer and request, with an identity map of its own, made when first used: one
 * subscription event's execution (one that reads only what another execution of the event
 * loaded makes none). Forked from the root manager, never from whatever transaction a
 * publisher in this process may be running.
 */
export function executionContext(ctx: Context): Context {
  const { deps } = ctx;
  return operationContext({ deps, viewer: ctx.viewer, sessionId: ctx.sessionId, ip: ctx.ip }, () =>
    deps.orm.em.fork({ disableContextResolution: true }),
  );
}

/**
 * A member's fields without the identity map that loaded them (a managed entity keeps it alive).
 * Defined, not assigned, so the ORM's change-tracking setters don't add accessors per field.
 */
function detached(user: User): User {
  return Object.defineProperties(Object.create(User.prototype), Object.getOwnPropertyDescriptors(wrap(user).toObject())) as User;
}
