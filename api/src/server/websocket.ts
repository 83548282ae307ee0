import type http from 'node:http';
import { GraphQLError, NoSchemaIntrospectionCustomRule, specifiedRules, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppDeps, Context } from '../shared/context.js';
import { clientIp } from '../shared/http-exchange.js';
import { isCoalescedStream } from '../shared/coalesced.js';
import { listen, topics } from '../shared/pubsub.js';
import { executionContext, socketContext, socketIdentity } from './context.js';
import { codeRequestErrors, type ErrorFormatter } from './errors.js';
import { LIMITS, validationRules } from './limits.js';
import { CLOSE, SocketRegistry } from './socket-registry.js';
import { deliverTo } from '../platform/graphql-ws-delivery.js';
import { operationsInFlight, refuseConnection } from '../platform/graphql-ws-guards.js';
import { fanOutSubscribe } from '../platform/graphql-ws-fanout.js';
import { documentCache, keepSocketsAlive } from './subscriptions.js';


const tooManySubscriptions = () =>
  new GraphQLError(`Too many subscriptions on this connection (at most ${LIMITS.maxSubscriptionsPerSocket})`, {
    extensions: { code: 'BAD_REQUEST' },
  });

/**
 * GraphQL over WebSocket (graphql-ws) on `/graphql`, with the schema, limits and error codes
 * of HTTP: a document is refused before parsing when too large and while parsing past its token
 * budget, each refusal answers that operation alone (the socket and its other subscriptions
 * carry on), a socket holds at most maxSubscriptionsPerSocket operations and a session at most
 * maxSocketsPerSession sockets on an instance (an address without a session, ANONYMOUS_SOCKETS_PER_ADDRESS). When a session ends, on any instance, its
 * sockets here close (socket-registry.ts).
 */
export function serveGraphqlOverWebSocket(httpServer: http.Server, schema: GraphQLSchema, deps: AppDeps, formatError: ErrorFormatter) {
  const { config, logger } = deps;
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: LIMITS.maxBodyBytes,
    // Any site's page may follow public subscriptions; one from another site never as a member
    // (socketIdentity reads no cookie from it: public-api.ts).
  });
  const registry = new SocketRegistry();
  // Introspection over sockets as over HTTP: answered unless GRAPHQL_INTROSPECTION=false.
  const introspection = config.introspection ? [] : [NoSchemaIntrospectionCustomRule];
  const subscriptionDocument = documentCache(schema, [...specifiedRules, ...validationRules, ...introspection]);
  const formatAll = (errors: readonly GraphQLError[]) =>
    codeRequestErrors(errors).map((error) => formatError(error.toJSON(), error) as GraphQLFormattedError);
  const formatResult = (result: ExecutionResult) =>
    result.errors ? { ...result, errors: formatAll(result.errors as GraphQLError[]) } : result;

  const cleanup = useServer<Record<string, unknown>, { request: http.IncomingMessage; socket: WebSocket }>(
    {
      schema,
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        const identifiedAt = Date.now();
        let identity;
        try {
          identity = await socketIdentity(deps, request);
        } catch (error) {
          logger.warn({ err: error }, 'socket identity not read');
          return refuseConnection(socket, CLOSE.tryAgainLater, 'Please reconnect shortly');
        }
        if (identity.sessionId && identity.viewer) {
          if (registry.sessionCount(identity.sessionId) >= LIMITS.maxSocketsPerSession) {
            return refuseConnection(socket, CLOSE.tooMany, 'Too many open connections for this session');
          }
          // Closed already if the session ended while it was being read.
          return registry.add(socket, identity.viewer.id, identity.sessionId, identifiedAt);
        }
        const address = clientIp(request, config.trustProxy);
        if (registry.anonymousCount(address) >= config.anonymous.socketsPerAddress) {
          return refuseConnection(socket, CLOSE.tooMany, 'Too many open connections from this address without signing in');
        }
        registry.addAnonymous(socket, address);
        return true;
      },
      // Subscriptions write their results to the socket themselves (platform/graphql-ws-fanout.ts).
      context: async (ctx, id) =>
        deliverTo(await socketContext(deps, ctx.extra.request), ctx.extra.socket, id) as unknown as Record<string, unknown>,
      // Never throws: anything thrown here would close the whole socket (4500) with its other operations.
      onSubscribe: (ctx, _id, payload) => {
        try {
          if (operationsInFlight(ctx) > LIMITS.maxSubscriptionsPerSocket) return [tooManySubscriptions()];
          const document = subscriptionDocument(payload.query);
          if (!('kind' in document)) return [...document];
          return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
        } catch (error) {
          logger.error({ err: error }, 'unexpected error reading an operation');
          return [new GraphQLError('This operation could not be read', { extensions: { code: 'BAD_REQUEST' } })];
        }
      },
      subscribe: fanOutSubscribe<Context>({
        format: formatResult,
        executionContext,
        viewerKey: (context) => context.viewer?.id ?? 'visitor',
        listen,
        catchUpOf: (source) => (isCoalescedStream(source) ? () => source.catchUp() : undefined),
      }),
      onNext: (_ctx, _id, _payload, _args, result) => formatResult(result as ExecutionResult),
      onError: (_ctx, _id, _payload, errors) => formatAll(errors),
    },
    wsServer,
    0, // keep-alive pings come from keepSocketsAlive: spread out, one timer for all sockets
  );
  const stopKeepAlive = keepSocketsAlive(wsServer);
  // Sessions that end anywhere close their sockets here.
  const sessionsEnded = deps.pubsub.subscribe(topics.sessionsEnded());
  listen(
    sessionsEnded,
    (event) => registry.ended(event),
    (error) => error && logger.error({ err: error }, 'session ends are not being heard'),
  );
  return {
    wsServer,
    async dispose() {
      await sessionsEnded.return?.();
      stopKeepAlive();
      await cleanup.dispose();
    },
  };
}
