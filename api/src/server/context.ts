import type { Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { findSession, SessionService } from '../modules/auth/session.service.js';
import type { AppDeps, Context } from '../shared/context.js';

/** Builds the context of one HTTP request: a fresh identity map and the viewer from the session cookie. */
export async function httpContext(deps: AppDeps, req: Request, res: Response): Promise<Context> {
  const em = deps.orm.em.fork();
  const session = await findSession(em, req.headers.cookie);
  const ctx: Context = {
    deps,
    em,
    viewer: session?.user ?? null,
    sessionId: session?.sid ?? null,
    ip: req.ip ?? 'unknown',
    http: { req, res },
  };
  if (session) await new SessionService(ctx).refresh(session);
  return ctx;
}

/**
 * Builds the context of one WebSocket operation from the upgrade request's cookie,
 * so a subscription started after sign-out is a visitor's.
 */
export async function socketContext(deps: AppDeps, request: IncomingMessage): Promise<Context> {
  const em = deps.orm.em.fork();
  const session = await findSession(em, request.headers.cookie);
  return {
    deps,
    em,
    viewer: session?.user ?? null,
    sessionId: session?.sid ?? null,
    ip: request.socket.remoteAddress ?? 'unknown',
  };
}
