import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import { executeOnNode, readJsonBody, sendMessage } from '../platform/apollo-http.js';
import { errorCodeOf, unavailable } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import type { Context } from '../shared/context.js';
import { checkBeforeApollo } from './limits.js';
import { actsAsNobody, answerPreflight, CORS_HEADERS, sendCacheable } from './public-api.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** `/graphql`, with or without a query string (GET queries and Apollo Sandbox's page). */
export const isGraphqlPath = (url = '') => url === '/graphql' || url.startsWith('/graphql?');

/**
 * /graphql over HTTP on node's own request and response, in front of express
 * (platform/apollo-http.ts), with the public API's rules: CORS, the visitor's limit, the limits
 * checked before Apollo parses, 503 while PostgreSQL is away. Bodies as express.json took them:
 * at most `maxBodyBytes`, JSON parsed when sent as JSON.
 */
export function graphqlOverHttp(
  apollo: ApolloServer<Context>,
  context: (req: IncomingMessage, res: ServerResponse, asNobody: boolean) => Promise<Context>,
  {
    maxBodyBytes,
    logger,
    allowedOrigins,
    admitVisitor,
  }: {
    maxBodyBytes: number;
    logger: Logger;
    allowedOrigins: readonly string[];
    /** Counts a request without a session against its address' limit; throws RATE_LIMITED past it. */
    admitVisitor: (ctx: Context) => Promise<void>;
  },
): Handler {
  apollo.assertStarted('graphqlOverHttp()');
  const execute = async (req: IncomingMessage, res: ServerResponse, body: unknown) => {
    const ctx = await context(req, res, actsAsNobody(req, allowedOrigins));
    if (!ctx.viewer) {
      try {
        await admitVisitor(ctx);
      } catch (error) {
        if (errorCodeOf(error) !== 'RATE_LIMITED') throw error;
        const { retryAfter } = (error as GraphQLError).extensions as { retryAfter: number };
        res.setHeader('retry-after', String(retryAfter));
        return sendErrors(res, 429, [(error as GraphQLError).toJSON()]);
      }
    }
    await executeOnNode(apollo, req, res, body, ctx, (text) => {
      if (req.method === 'GET') return sendCacheable(req, res, text);
      res.setHeader('content-length', Buffer.byteLength(text));
      res.end(text);
    });
  };
  const fail = (res: ServerResponse, error: unknown) => {
    const down = unavailable(error);
    if (down && !res.headersSent) {
      res.setHeader('retry-after', String(down.extensions.retryAfter));
      return sendErrors(res, 503, [down.toJSON()]);
    }
    logger.error({ err: error }, 'unexpected error');
    if (!res.headersSent) sendMessage(res, 500, 'Something went wrong on our side');
    else res.destroy();
  };
  return (req, res) => {
    // Any page may read the public API; none with a member's cookie (public-api.ts).
    res.setHeader('access-control-allow-origin', CORS_HEADERS['access-control-allow-origin']);
    if (req.method === 'OPTIONS') return answerPreflight(res);
    readJsonBody(req, res, maxBodyBytes, (body) => {
      // Too large, or too many fields, before Apollo parses and validates it (limits.ts).
      const query = req.method === 'GET' ? new URLSearchParams(req.url!.slice(req.url!.indexOf('?') + 1)).get('query') : (body as { query?: unknown } | undefined)?.query;
      const refused = checkBeforeApollo(query);
      if (refused) return sendErrors(res, 400, [refused.toJSON()]);
      execute(req, res, body).catch((error) => fail(res, error));
    });
  };
}

function sendErrors(res: ServerResponse, status: number, errors: object[]) {
  const body = JSON.stringify({ errors });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
