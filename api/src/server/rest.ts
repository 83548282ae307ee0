import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { AppDeps } from '../shared/context.js';
import { errorCodeOf, httpStatusFor, unavailable } from '../shared/errors.js';
import type { RestRoute } from '../shared/rest.js';
import { httpContext } from './context.js';

/**
 * The REST shim's routes: each builds the same context GraphQL gets, sends the result as
 * JSON, and maps coded errors to statuses with `{ message }`.
 */
export function restRoute(deps: AppDeps): RestRoute {
  return (handler) => async (req, res) => {
    try {
      const ctx = await httpContext(deps, req, res);
      const result = await handler(ctx, req, res);
      if (!res.headersSent) res.json(result ?? null);
    } catch (error) {
      sendError(deps, res, error);
    }
  };
}

function sendError(deps: AppDeps, res: Response, thrown: unknown) {
  const error = unavailable(thrown) ?? thrown;
  const code = errorCodeOf(error);
  if (code && error instanceof GraphQLError) {
    const { code: _code, ...extra } = error.extensions as Record<string, unknown>;
    if (typeof extra.retryAfter === 'number') res.setHeader('Retry-After', String(extra.retryAfter));
    res.status(httpStatusFor[code]).json({ message: error.message, code, ...extra });
    return;
  }
  const errorId = randomUUID();
  deps.logger.error({ err: error, errorId }, 'unexpected error');
  res.status(500).json({ message: `Something went wrong on our side. Please try again (reference ${errorId}).` });
}

/**
 * Cross-site request refusal for state-changing REST calls: a browser always sends
 * Origin on them, and only JSON (or, for uploads, multipart) bodies are accepted.
 */
export function crossSiteGuard(allowedOrigins: readonly string[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const origin = req.get('origin');
    if (origin && !allowedOrigins.includes(origin)) {
      res.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
    const type = req.get('content-type');
    if (type && !req.is('application/json') && !req.is('multipart/form-data')) {
      res.status(415).json({ message: 'Send JSON with Content-Type: application/json' });
      return;
    }
    next();
  };
}
