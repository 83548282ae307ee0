import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';

/**
 * Apollo Server on node's own request and response, without express in between: Apollo's entry
 * point for integrations, `executeHTTPGraphQLRequest`, with the JSON body read here.
 * apollo-http.test.ts pins what this relies on in the installed Apollo Server:
 *
 * - `executeHTTPGraphQLRequest` takes the method in capitals, the headers as a `HeaderMap`
 *   (lower-case names, repeated values joined with ", "), the query string from its `?` and the
 *   body as `express.json` parses it, and calls `context` once per request;
 * - it answers with a status (absent for 200), headers to copy, and a body that is `complete`
 *   (one string) for a query, a mutation, a GET, or any refusal of its own (400 for a bad
 *   document or a POST without a JSON body, 405 for a mutation over GET).
 *
 * Kept because express in front cost more CPU than Apollo's whole pipeline (docs/bench/geo.md).
 */

/** A GraphQL request over HTTP, executed; the answer written to `res` (`sendComplete` writes a one-piece body). */
export async function executeOnNode<TContext extends BaseContext>(
  apollo: ApolloServer<TContext>,
  req: IncomingMessage,
  res: ServerResponse,
  body: unknown,
  context: TContext,
  sendComplete: (body: string) => void,
): Promise<void> {
  const headers = new HeaderMap();
  for (const key in req.headers) {
    const value = req.headers[key];
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const query = req.url!.indexOf('?');
  const response = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: req.method!.toUpperCase(), headers, search: query < 0 ? '' : req.url!.slice(query), body },
    context: () => Promise.resolve(context),
  });
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') return sendComplete(response.body.string);
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

/** Bodies that are not JSON are left for Apollo to refuse (CSRF prevention, missing query). */
export function readJsonBody(req: IncomingMessage, res: ServerResponse, limit: number, then: (body: unknown) => void) {
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

export function sendMessage(res: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ message });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
