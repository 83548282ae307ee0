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
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { lexicographicSortSchema, printSchema } from 'graphql';
import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { authRest } from '../modules/auth/auth.rest.js';
import { civicRest } from '../modules/civic/civic.rest.js';
import { quizRest } from '../modules/civic/quiz.rest.js';
import { onboardingRest } from '../modules/onboarding/onboarding.rest.js';
import { electionRest } from '../modules/election/election.rest.js';
import { resultMilestonesJob } from '../modules/election/results.milestones.js';
import { placeSearchIndex } from '../modules/geo/geo.catalog.js';
import { geoRest } from '../modules/geo/geo.rest.js';
import { linkPreviewRest } from '../modules/link-preview/link-preview.rest.js';
import { messageRest } from '../modules/message/message.rest.js';
import { eventRest } from '../modules/event/event.rest.js';
import { newsRest } from '../modules/news/news.rest.js';
import { newsJob } from '../modules/news/news.schedule.js';
import { moderationRest } from '../modules/moderation/moderation.rest.js';
import { notificationRest } from '../modules/notification/notification.rest.js';
import { officialRest } from '../modules/official/official.rest.js';
import { postRest } from '../modules/post/post.rest.js';
import { topicRest } from '../modules/topic/topic.rest.js';
import { serveUploads, uploadsRest } from '../modules/uploads/uploads.rest.js';
import { peopleRest } from '../modules/social/people.rest.js';
import { userRest } from '../modules/user/user.rest.js';
import { voterDataRest } from '../modules/voter-data/voter-data.rest.js';
import { paystackWebhookRoute, walletRest } from '../modules/wallet/wallet.rest.js';
import { watchRest } from '../modules/watch/watch.rest.js';
import { walletJobs } from '../modules/wallet/wallet.service.js';
import type { AppDeps, Context } from '../shared/context.js';
import { cameOverTls } from '../shared/http-exchange.js';
import { startJobs } from '../shared/jobs.js';
import { createLogger, type LogDestination } from '../shared/logger.js';
import { createDevOutbox, createSmtpMailer } from '../shared/mailer.js';
import { CoalescedTopics, coalescedStats } from '../shared/coalesced.js';
import { createInProcessPubSub, createRedisPubSub } from '../shared/pubsub.js';
import { RateLimits } from '../shared/rate-limit.js';
import { closeRedis, connectRedis, untilReady } from '../shared/redis.js';
import { httpContext } from './context.js';
import { createErrorFormatter } from './errors.js';
import { graphqlOverHttp, isGraphqlPath } from './graphql-http.js';
import { LIMITS, parseOptions, validationRules } from './limits.js';
import { crossSiteGuard, restRoute } from './rest.js';
import { CORS_HEADERS, publicCachePlugin, VISITOR_LIMIT_MESSAGE } from './public-api.js';
import { createSchema } from './schema.js';
import { subscriptionStats } from '../platform/graphql-ws-fanout.js';
import { serveWebApp, type FirstResult, type RunFirstQueries } from './web.js';
import { serveGraphqlOverWebSocket } from './websocket.js';

export type App = Awaited<ReturnType<typeof createApp>>;

/** How long readiness waits for a part to answer before calling it down. */
const READY_PROBE_MS = 1_000;

async function answers(probe: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(resolve, READY_PROBE_MS, 'down')));
  try {
    return await Promise.race([probe().then(() => 'up' as const, () => 'down' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Boot order: config → database → pubsub → http + ws. Used by main.ts and by the tests alike. */
export async function createApp(config: Config, options: { logDestination?: LogDestination } = {}) {
  const logger = createLogger(config.logLevel, options.logDestination);
  const db = await openDatabase(config, logger);

  const redis = config.redisUrl ? connectRedis(config.redisUrl, 'commands', logger) : null;
  if (redis) await untilReady(redis, 2_000);
  const pubsub = config.redisUrl ? createRedisPubSub(config.redisUrl, config.redisKeyPrefix, logger) : createInProcessPubSub();
  if (!redis) logger.warn('REDIS_URL is not set: pubsub and rate limits are in-process (run a single instance only)');
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createDevOutbox(logger);
  if (!config.smtpUrl) logger.warn('SMTP_URL is not set: emails are printed to this log (dev outbox)');

  const deps: AppDeps = {
    config,
    logger,
    orm: db.orm,
    pubsub,
    coalesced: new CoalescedTopics(pubsub, config.liveTickMs),
    mailer,
    limits: new RateLimits(redis, config.redisKeyPrefix),
    redis,
  };

  const schema = await createSchema(pubsub);
  const formatError = createErrorFormatter(logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // JSON and HTML above 1 KB go out brotli- or gzip-compressed when the browser accepts it (a feed
  // page shrinks about five times); built assets are compressed at build time (web.ts).
  const compress = compression({ threshold: 1024 });
  app.use(compress);
  const httpServer = http.createServer(); // requests are routed below, once Apollo has started

  // Subscriptions share the path, schema, limits and error masking of HTTP.
  const sockets = serveGraphqlOverWebSocket(httpServer, schema, deps, formatError);

  const apollo = new ApolloServer<Context>({
    schema,
    // Public by design: Apollo Sandbox and dashboards read the schema, within the same limits.
    introspection: config.introspection,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    // Not Apollo's check: GET and other sites' requests act as nobody (public-api.ts), and a POST
    // is read only as JSON, which another site's page can send only after a preflight.
    csrfPrevention: false,
    includeStacktraceInErrorResponses: false,
    validationRules,
    parseOptions,
    formatError,
    plugins: [
      // Its per-field hook wraps every resolver (measurable on lists), and we set no cache hints.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      publicCachePlugin(schema),
      {
        async serverWillStart() {
          return {
            drainServer: () => sockets.dispose(),
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
  // Ready once the geography most requests lean on is in memory (loaded here if it is not yet)
  // and PostgreSQL answers: a load balancer sends voters to this process only then. Redis is
  // reported, not required: without it every instance still signs in, posts and messages (limits
  // in process, events held), and taking all of them out at once would be the outage itself.
  app.get('/api/ready', async (_req, res) => {
    const [geography, postgres, redisState] = await Promise.all([
      placeSearchIndex(deps.orm.em).then(() => 'up', () => 'down'),
      answers(() => deps.orm.em.getConnection().execute('select 1')),
      redis ? answers(() => redis.ping()) : ('not configured' as const),
    ]);
    const ready = geography === 'up' && postgres === 'up';
    res.status(ready ? 200 : 503).json({ ready, postgres, redis: redisState });
  });
  // The schema as SDL, for code generators and dashboards (see /developers); not while introspection is off.
  const sdl = printSchema(lexicographicSortSchema(schema));
  app.get('/api/schema.graphql', (_req, res) => {
    if (!config.introspection) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    res.set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300', ...CORS_HEADERS }).send(sdl);
  });
  // Operators' counters, for monitoring (README, "Metrics"); off unless METRICS_TOKEN is set.
  app.get('/api/metrics', (req, res) => {
    if (!config.metricsToken || req.get('authorization') !== `Bearer ${config.metricsToken}`) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    res.json({ sockets: sockets.wsServer.clients.size, subscriptions: subscriptionStats, coalesced: coalescedStats, memory: process.memoryUsage(), cpu: process.cpuUsage() });
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
    watchRest(route),
  );
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use('/uploads', serveUploads(config.uploadsDir, logger));
  // The first screen's queries, answered inside the page (web.ts), one after another on one context.
  const runFirstQueries: RunFirstQueries = async (req, res, queries) => {
    const contextValue = await httpContext(deps, req, res);
    const results: FirstResult[] = [];
    for (const { operation, document, variables, signedIn } of queries) {
      if (signedIn && !contextValue.viewer) continue;
      const response = await apollo.executeOperation<Record<string, unknown>>(
        { query: document, variables, operationName: operation },
        { contextValue },
      );
      const result = response.body.kind === 'single' ? response.body.singleResult : null;
      results.push(result?.data && !result.errors ? { operation, variables, data: result.data } : null);
    }
    return results;
  };
  serveWebApp(app, config.webDist, logger, runFirstQueries);
  const badBody: ErrorRequestHandler = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error }, 'unexpected error');
    res.status(status).json({ message: status === 413 ? 'Request too large' : status === 500 ? 'Something went wrong on our side' : 'Invalid request body' });
  };
  app.use(badBody);
  const visitorRule = { points: config.anonymous.requestsPerMinute, durationSeconds: 60, message: VISITOR_LIMIT_MESSAGE };
  const graphqlHttp = graphqlOverHttp(apollo, (req, res, asNobody) => httpContext(deps, req, res, asNobody), {
    maxBodyBytes: LIMITS.maxBodyBytes,
    logger,
    allowedOrigins: config.allowedOrigins,
    admitVisitor: (ctx) => deps.limits.consume('graphql:visitor', visitorRule, ctx.ip),
  });
  const compressedGraphql = (req: http.IncomingMessage, res: http.ServerResponse) =>
    compress(req as Request, res as Response, () => graphqlHttp(req, res));
  httpServer.on('request', (req, res) => {
    // Once a browser has reached us over TLS, it keeps to HTTPS for a year (HSTS).
    if (cameOverTls(req, config.trustProxy)) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (isGraphqlPath(req.url)) compressedGraphql(req, res);
    else app(req, res);
  });
  const news = newsJob(deps);
  const stopJobs = startJobs(deps, [...walletJobs(deps), resultMilestonesJob(deps), ...(news ? [news] : [])]);

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
      await stopJobs();
      await apollo.stop(); // drains HTTP and WebSocket connections
      deps.coalesced.close();
      await pubsub.close();
      if (redis) await closeRedis(redis);
      await db.close();
    },
  };
}
