import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import express, { type ErrorRequestHandler } from 'express';
import { GraphQLError, specifiedRules, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { authRest } from '../modules/auth/auth.rest.js';
import { civicRest } from '../modules/civic/civic.rest.js';
import { quizRest } from '../modules/civic/quiz.rest.js';
import { onboardingRest } from '../modules/onboarding/onboarding.rest.js';
import { electionRest } from '../modules/election/election.rest.js';
import { placeSearchIndex } from '../modules/geo/geo.catalog.js';
import { geoRest } from '../modules/geo/geo.rest.js';
import { linkPreviewRest } from '../modules/link-preview/link-preview.rest.js';
import { messageRest } from '../modules/message/message.rest.js';
import { eventRest } from '../modules/event/event.rest.js';
import { newsRest } from '../modules/news/news.rest.js';
import { startNewsSchedule } from '../modules/news/news.schedule.js';
import { moderationRest } from '../modules/moderation/moderation.rest.js';
import { notificationRest } from '../modules/notification/notification.rest.js';
import { officialRest } from '../modules/official/official.rest.js';
import { postRest } from '../modules/post/post.rest.js';
import { topicRest } from '../modules/topic/topic.rest.js';
import { serveUploads, uploadsRest } from '../modules/uploads/uploads.rest.js';
import { peopleRest } from '../modules/user/people.rest.js';
import { userRest } from '../modules/user/user.rest.js';
import { voterDataRest } from '../modules/voter-data/voter-data.rest.js';
import { paystackWebhookRoute, walletRest } from '../modules/wallet/wallet.rest.js';
import { startWalletJobs } from '../modules/wallet/wallet.service.js';
import type { AppDeps, Context } from '../shared/context.js';
import { createLogger } from '../shared/logger.js';
import { createDevOutbox, createSmtpMailer } from '../shared/mailer.js';
import { createInProcessPubSub, createRedisPubSub } from '../shared/pubsub.js';
import { RateLimits } from '../shared/rate-limit.js';
import { httpContext, socketContext } from './context.js';
import { createErrorFormatter } from './errors.js';
import { graphqlOverHttp, isGraphqlPath } from './graphql-http.js';
import { LIMITS, validationRules } from './limits.js';
import { crossSiteGuard, restRoute } from './rest.js';
import { createSchema } from './schema.js';
import { deliverTo, documentCache, keepSocketsAlive, subscribeOncePerDistinct, subscriptionStats } from './subscriptions.js';
import { serveWebApp } from './web.js';

export type App = Awaited<ReturnType<typeof createApp>>;

/** Boot order: config → database → pubsub → http + ws. Used by main.ts and by the tests alike. */
export async function createApp(config: Config) {
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  const pubsub = config.redisUrl ? createRedisPubSub(config.redisUrl, config.redisKeyPrefix) : createInProcessPubSub();
  if (!redis) logger.warn('REDIS_URL is not set: pubsub and rate limits are in-process (run a single instance only)');
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createDevOutbox(logger);
  if (!config.smtpUrl) logger.warn('SMTP_URL is not set: emails are printed to this log (dev outbox)');

  const deps: AppDeps = {
    config,
    logger,
    orm: db.orm,
    pubsub,
    mailer,
    limits: new RateLimits(redis, config.redisKeyPrefix),
    redis,
  };

  const schema = await createSchema(pubsub);
  const formatError = createErrorFormatter(logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = http.createServer(); // requests are routed below, once Apollo has started

  // Subscriptions share the path, schema, limits and error masking of HTTP.
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: LIMITS.maxBodyBytes,
    // Browsers always send Origin: refuse other sites riding on the session cookie.
    verifyClient: ({ origin }: { origin?: string }) => !origin || config.allowedOrigins.includes(origin),
  });
  const subscriptionDocument = documentCache(schema, [...specifiedRules, ...validationRules]);
  const formatAll = (errors: readonly GraphQLError[]) =>
    errors.map((error) => formatError(error.toJSON(), error) as GraphQLFormattedError);
  const formatResult = (result: ExecutionResult) =>
    result.errors ? { ...result, errors: formatAll(result.errors as GraphQLError[]) } : result;
  const wsCleanup = useServer<Record<string, unknown>, { request: http.IncomingMessage; socket: WebSocket }>(
    {
      schema,
      // Subscriptions write their results to the socket themselves (subscribeOncePerDistinct).
      context: async (ctx, id) =>
        deliverTo(await socketContext(deps, ctx.extra.request), ctx.extra.socket, id) as unknown as Record<string, unknown>,
      onSubscribe: (_ctx, _id, payload) => {
        const document = subscriptionDocument(payload.query);
        if (!('kind' in document)) return document;
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      subscribe: (args) => subscribeOncePerDistinct(args, formatResult),
      onNext: (_ctx, _id, _payload, _args, result) => formatResult(result as ExecutionResult),
      // Errors without an original error are the document's validation errors, as Apollo codes them on HTTP.
      onError: (_ctx, _id, _payload, errors) =>
        formatAll(
          errors.map((error) =>
            error.originalError || error.extensions.code
              ? error
              : new GraphQLError(error.message, { ...error, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
          ),
        ),
    },
    wsServer,
    0, // keep-alive pings come from keepSocketsAlive: spread out, one timer for all sockets
  );
  const stopKeepAlive = keepSocketsAlive(wsServer);

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: !config.isProduction,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    validationRules,
    formatError,
    plugins: [
      // Its per-field hook wraps every resolver (measurable on lists), and we set no cache hints.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        async serverWillStart() {
          return {
            drainServer: async () => {
              stopKeepAlive();
              await wsCleanup.dispose();
            },
          };
        },
      },
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
  await apollo.start();

  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  // Ready once the geography most requests lean on is in memory (loaded here if it is not yet):
  // a load balancer sends voters to this process only then.
  app.get('/api/ready', async (_req, res) => {
    try {
      await placeSearchIndex(deps.orm.em);
      res.json({ ready: true });
    } catch {
      res.status(503).json({ ready: false });
    }
  });
  // Operators' counters, for monitoring and the benchmarks; off unless METRICS_TOKEN is set.
  app.get('/api/metrics', (req, res) => {
    if (!config.metricsToken || req.get('authorization') !== `Bearer ${config.metricsToken}`) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    if (req.query.gc === '1') (globalThis as { gc?: () => void }).gc?.(); // only when node runs with --expose-gc
    res.json({ sockets: wsServer.clients.size, subscriptions: subscriptionStats, memory: process.memoryUsage() });
  });
  const route = restRoute(deps);
  app.use('/api', paystackWebhookRoute(deps)); // before the JSON parser: the signature covers the raw body
  app.use(
    '/api',
    express.json({ limit: LIMITS.maxBodyBytes }),
    crossSiteGuard(config.allowedOrigins),
    authRest(route),
    userRest(route),
    peopleRest(route),
    geoRest(route),
    voterDataRest(route),
    uploadsRest(route),
    linkPreviewRest(route),
    postRest(route),
    topicRest(route),
    electionRest(route),
    messageRest(route),
    notificationRest(route),
    newsRest(route),
    civicRest(route),
    quizRest(route),
    onboardingRest(route),
    eventRest(route),
    walletRest(route),
    moderationRest(route),
    officialRest(route),
  );
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use('/uploads', serveUploads(config.uploadsDir, logger));
  serveWebApp(app, config.webDist, logger);
  const badBody: ErrorRequestHandler = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error }, 'unexpected error');
    res.status(status).json({ message: status === 413 ? 'Request too large' : status === 500 ? 'Something went wrong on our side' : 'Invalid request body' });
  };
  app.use(badBody);
  const graphqlHttp = graphqlOverHttp(apollo, (req, res) => httpContext(deps, req, res), { maxBodyBytes: LIMITS.maxBodyBytes, logger });
  httpServer.on('request', (req, res) => (isGraphqlPath(req.url) ? graphqlHttp(req, res) : app(req, res)));
  const walletJobs = startWalletJobs(deps);

  const stopNews = startNewsSchedule(deps);

  return {
    deps,
    httpServer,
    listen(port = config.port, host = config.host): Promise<AddressInfo> {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve(httpServer.address() as AddressInfo));
      });
    },
    async close() {
      await stopNews();
      walletJobs.stop();
      await apollo.stop(); // drains HTTP and WebSocket connections
      await pubsub.close();
      await redis?.quit();
      await db.close();
    },
  };
}
