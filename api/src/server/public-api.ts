import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type GraphQLSchema } from 'graphql';
import type { Context } from '../shared/context.js';
import { PUBLIC_MAX_AGE } from '../shared/public-cache.js';

/**
 * The API is public by design (results, news, geography for newsrooms, observers and their
 * dashboards): any page may read it across origins, but never with a member's cookie. CORS allows
 * every origin and never credentials, so a browser sends no cookie on another site's request and
 * shows it no answer to one that does; and the server treats a request from another site, or any
 * GET, as a visitor's whatever cookie comes with it.
 */
export const CORS_HEADERS = { 'access-control-allow-origin': '*' } as const;

export const VISITOR_LIMIT_MESSAGE = 'Too many requests from this address without signing in. Please wait a moment.';

/** What another origin's page may send (the preflight's answer); credentials are never allowed. */
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, apollo-require-preflight, x-apollo-operation-name, apollographql-client-name, apollographql-client-version, if-none-match',
  'access-control-max-age': '86400',
};

export function answerPreflight(res: ServerResponse) {
  res.writeHead(204, PREFLIGHT_HEADERS);
  res.end();
}

/**
 * Whether a request acts as nobody, whatever cookie it carries: a GET (a cacheable public read;
 * the web app posts), or a browser's request from a page on another site (its Origin is not one
 * of ours; without Origin, Sec-Fetch-Site says so). A socket's upgrade is a GET: only the second
 * applies to it.
 */
export function actsAsNobody(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  return req.method === 'GET' || fromAnotherSite(req, allowedOrigins);
}

/** A browser's request (or socket) from a page on another site: it may read, never as a member. */
export function fromAnotherSite(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin) return !allowedOrigins.includes(origin);
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/** Root fields every schema has, and how long their GET answers may be cached. */
const INTROSPECTION_SECONDS: Record<string, number> = { __typename: Infinity, __schema: 300, __type: 300 };

/**
 * Cache-Control for GET queries: `public, max-age` the shortest of its root fields' PublicRead
 * ages, or `public, no-cache` (revalidate with the ETag) when one is not marked; never for an
 * answer with errors.
 */
export function publicCachePlugin(schema: GraphQLSchema): ApolloServerPlugin<Context> {
  const ages = new Map<string, number>(Object.entries(INTROSPECTION_SECONDS));
  for (const [name, field] of Object.entries(schema.getQueryType()?.getFields() ?? {})) {
    const age = field.extensions?.[PUBLIC_MAX_AGE];
    if (typeof age === 'number') ages.set(name, age);
  }
  return {
    async requestDidStart({ request }) {
      if (request.http?.method !== 'GET') return;
      return {
        async willSendResponse({ operation, response }) {
          const body = response.body;
          if (body.kind !== 'single' || body.singleResult.errors?.length || operation?.operation !== 'query') {
            response.http.headers.set('cache-control', 'no-store');
            return;
          }
          let age = Infinity;
          for (const selection of operation.selectionSet.selections) {
            const fieldAge = selection.kind === Kind.FIELD ? ages.get(selection.name.value) : undefined;
            age = Math.min(age, fieldAge ?? 0);
          }
          response.http.headers.set('cache-control', age > 0 && age !== Infinity ? `public, max-age=${age}` : 'public, no-cache');
        },
      };
    },
  };
}

/**
 * Sends a complete GET answer with its ETag, or 304 when the client (or a cache) already holds
 * those bytes. An answer that sets a cookie is nobody else's to cache.
 */
export function sendCacheable(req: IncomingMessage, res: ServerResponse, body: string) {
  if (res.getHeader('set-cookie') !== undefined) res.setHeader('cache-control', 'private, no-store');
  if (res.statusCode === 200) {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    res.setHeader('etag', etag);
    const held = req.headers['if-none-match'];
    if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.statusCode = 304;
      res.removeHeader('content-type');
      res.end();
      return;
    }
  }
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}
