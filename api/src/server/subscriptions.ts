import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { WebSocket, WebSocketServer } from 'ws';
import { documentTooLarge, parseOptions, precheck } from './limits.js';

/**
 * WebSocket keep-alive for every socket from one timer: each open socket is pinged once a round
 * (12 s, graphql-ws' default) and closed if it did not answer the previous ping. A round is
 * spread over many small ticks, so thousands of sockets cost a few pings every 25 ms — not a
 * burst of pings, timers and listeners for each batch of sockets that connected together (what
 * graphql-ws' own keep-alive does, a timer per socket), which holds up the events behind it.
 * Returns the function that stops it.
 */
export function keepSocketsAlive(server: WebSocketServer, roundMs = 12_000, tickMs = 25): () => void {
  // A flag per socket, flipped in place: adding to and deleting from one set of thousands of
  // sockets on every ping and pong kept regrowing its table, garbage the collector then copied.
  const liveness = new WeakMap<WebSocket, { answered: boolean }>();
  server.on('connection', (socket: WebSocket) => {
    const state = { answered: true };
    liveness.set(socket, state);
    socket.on('pong', () => (state.answered = true));
  });
  let round: WebSocket[] = [];
  let next = 0;
  let perTick = 0;
  let roundStarted = -Infinity;
  const timer = setInterval(() => {
    if (next >= round.length) {
      if (performance.now() - roundStarted < roundMs) return; // a round lasts roundMs, however few sockets
      roundStarted = performance.now();
      round = [...server.clients];
      next = 0;
      perTick = Math.ceil(round.length / (roundMs / tickMs));
    }
    for (const end = Math.min(next + perTick, round.length); next < end; next++) {
      const socket = round[next];
      if (socket.readyState !== socket.OPEN) continue;
      const state = liveness.get(socket);
      if (!state?.answered) socket.terminate();
      else {
        state.answered = false;
        socket.ping();
      }
    }
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Parsed and validated documents by their text, shared by every socket that sends the same
 * subscription (the web app's few, thousands of times): one syntax tree in memory instead of
 * one per socket, and no re-validation. Least recently used texts leave past `capacity`. A text
 * is refused before parsing when too large, and parsed within the token budget (limits.ts); its
 * errors carry the codes Apollo gives the same document over HTTP.
 */
export function documentCache(schema: GraphQLSchema, rules: readonly ValidationRule[], capacity = 500) {
  const documents = new Map<string, DocumentNode>();
  const coded = (error: GraphQLError, code: string) =>
    new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...error.extensions, code } });
  return (query: unknown): DocumentNode | readonly GraphQLError[] => {
    if (typeof query !== 'string') return [new GraphQLError('Send the operation as a string in `query`', { extensions: { code: 'BAD_REQUEST' } })];
    const cached = documents.get(query);
    if (cached) {
      documents.delete(query);
      documents.set(query, cached);
      return cached;
    }
    const tooLarge = documentTooLarge(query);
    if (tooLarge) return [tooLarge];
    let document: DocumentNode;
    try {
      document = parse(query, { ...parseOptions, noLocation: true });
    } catch (error) {
      if (error instanceof GraphQLError) return [coded(error, 'GRAPHQL_PARSE_FAILED')];
      throw error;
    }
    const refused = precheck(document);
    if (refused) return [refused];
    const errors = validate(schema, document, rules);
    if (errors.length) return errors.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED'));
    documents.set(query, document);
    if (documents.size > capacity) documents.delete(documents.keys().next().value!);
    return document;
  };
}
