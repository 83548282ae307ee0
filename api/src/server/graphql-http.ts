import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import { errorCodeOf, unavailable } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import type { Context } from '../shared/context.js';
import { checkBeforeApollo } from './limits.js';
import { actsAsNobody, answerPreflight, CORS_HEADERS, sendCacheable } from './public-api.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** `/graphql`, with or without a query string (GET queries and Apollo Sandbox's page). */
export const isGraphqlPath = (url = '') => url === '/graphql' || url.startsWith('/graphql?');

/**
 * /graphql over HTTP on node's own request and response, in front of express: Apollo Server's
 * request entry point (executeHTTPGraphQLRequest) with a JSON body read here. Passing through
 * express cost more CPU than Apollo's whole pipeline for a small query (docs/bench/geo.md).
 * Bodies as express.json took them: at most `maxBodyBytes`, JSON parsed when sent as JSON.
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
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url!.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method!.toUpperCase(), headers, search: query < 0 ? '' : req.url!.slice(query), body },
      context: () => Promise.resolve(ctx),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      if (req.method === 'GET') return sendCacheable(req, res, response.body.string);
      res.setHeader('content-length', Buffer.byteLength(response.body.string));
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
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

/** Bodies that are not JSON are left for Apollo to refuse (CSRF prevention, missing query). */
function readJsonBody(req: IncomingMessage, res: ServerResponse, limit: number, then: (body: unknown) => void) {
  const type = req.headers['content-type'];
  const isJson = type !== undefined && /^application\/json\s*(;|$)/i.test(type);
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  if (!isJson || !hasBody) {
    req.resume();
    then(undefined);
    return;
  }
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') return refuse(req, res, 415, 'Unsupported content encoding');
  if (Number(req.headers['content-length']) > limit) return refuse(req, res, 413, 'Request too large');
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) {
      req.off('data', onData).off('end', onEnd);
      refuse(req, res, 413, 'Request too large');
      return;
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    const text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8');
    let body: unknown;
    try {
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      sendMessage(res, 400, 'Invalid request body');
      return;
    }
    then(body);
  };
  req.on('data', onData).on('end', onEnd);
}

/** Answers before (or without) reading the rest of the body, and closes the connection after. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string) {
  res.shouldKeepAlive = false;
  sendMessage(res, status, message);
  req.resume();
}

function sendErrors(res: ServerResponse, status: number, errors: object[]) {
  const body = JSON.stringify({ errors });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function sendMessage(res: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ message });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
