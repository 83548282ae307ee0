import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, whether running from src/ (tsx) or dist/ (tsc). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Unset or blank means "use the embedded default". */
const optionalUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().default('civic:'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Civic Network <no-reply@localhost>'),
  UPLOADS_DIR: z.string().optional(),
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
  LINK_PREVIEW_ALLOW_PRIVATE_RANGES: z.string().default(''),
  NEWS_FEEDS: z.string().default(''),
  NEWS_REFRESH_MINUTES: z.coerce.number().min(0).max(24 * 60).default(15),
  NEWS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  PAYSTACK_SECRET_KEY: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  PAYMENTS_SANDBOX: z.enum(['true', 'false', '']).default(''),
  /** How often impressions are charged, due promotions ended and quiet withdrawals asked after. */
  WALLET_JOBS_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).default('true'),
  ANONYMOUS_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  ANONYMOUS_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  LIVE_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  VAPID_PUBLIC_KEY: z.string().optional().transform((value) => value?.trim() || undefined),
  VAPID_PRIVATE_KEY: z.string().optional().transform((value) => value?.trim() || undefined),
  VAPID_SUBJECT: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().regex(/^(https:\/\/|mailto:)\S+$/, 'must be an https: URL or a mailto: address').optional()),
  PUSH_TEST_ENDPOINT_ORIGIN: z.string().default(''),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().min(16, 'needs at least 16 characters').optional()),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * Parses the environment once. Every other module receives the typed result;
 * nothing else reads process.env.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    // Production never falls back to embedded parts or a dev outbox.
    const missing = (['DATABASE_URL', 'SMTP_URL'] as const).filter((key) => !e[key]);
    if (missing.length) throw new Error(`Missing configuration in production: ${missing.join(', ')}`);
  }
  // Without a Paystack key the wallet runs on a sandbox provider (no real money): always in
  // development and tests, in production only when asked for by name.
  const paymentsMode = e.PAYSTACK_SECRET_KEY ? 'paystack' : !isProduction || e.PAYMENTS_SANDBOX === 'true' ? 'sandbox' : 'off';
  const linkPreviewAllowedRanges = e.LINK_PREVIEW_ALLOW_PRIVATE_RANGES.split(',').map((r) => r.trim()).filter(Boolean);
  // Lets the tests' fake site on a loopback address be previewed; never anywhere else.
  if (linkPreviewAllowedRanges.length && e.NODE_ENV !== 'test') {
    throw new Error('LINK_PREVIEW_ALLOW_PRIVATE_RANGES is only honoured with NODE_ENV=test');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  // Lets the tests' fake push service on a loopback http address receive pushes; never anywhere else.
  if (e.PUSH_TEST_ENDPOINT_ORIGIN && e.NODE_ENV !== 'test') {
    throw new Error('PUSH_TEST_ENDPOINT_ORIGIN is only honoured with NODE_ENV=test');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/$/, '');
  const publicOrigin = new URL(publicUrl).origin;
  const extraOrigins = e.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
  const devOrigins = isProduction ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    allowedOrigins: [...new Set([publicOrigin, ...extraOrigins, ...devOrigins])],
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: path.resolve(e.WEB_DIST),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    uploadsDir: path.resolve(e.UPLOADS_DIR || path.join(e.DATA_DIR, 'uploads')),
    ffmpegPath: e.FFMPEG_PATH || undefined,
    ffprobePath: e.FFPROBE_PATH || undefined,
    linkPreviewAllowedRanges,
    metricsToken: e.METRICS_TOKEN,
    /** Whether /graphql answers introspection (Apollo Sandbox, dashboards, code generators): on unless turned off. */
    introspection: e.GRAPHQL_INTROSPECTION === 'true',
    /** Limits for clients without a session, per address (GraphQL over HTTP per minute; open sockets per instance). */
    anonymous: { requestsPerMinute: e.ANONYMOUS_REQUESTS_PER_MINUTE, socketsPerAddress: e.ANONYMOUS_SOCKETS_PER_ADDRESS },
    /** How often coalesced live feeds (election results, live updates) deliver: at most once a tick per subscriber. */
    liveTickMs: e.LIVE_TICK_MS,
    news: {
      feeds: parseNewsFeeds(e.NEWS_FEEDS),
      refreshMs: Math.round(e.NEWS_REFRESH_MINUTES * 60_000),
      fetchTimeoutMs: e.NEWS_FETCH_TIMEOUT_MS,
    },
    push: {
      /**
       * Web Push's VAPID keys: configured (production needs them, or push is off), or in
       * development and tests made once and kept in the database (push/vapid-keys.ts).
       */
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : isProduction ? ('off' as const) : ('generated' as const),
      /** Who the push services may contact about our pushes. */
      subject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailAddress(e.MAIL_FROM)}`),
      testEndpointOrigin: e.PUSH_TEST_ENDPOINT_ORIGIN ? new URL(e.PUSH_TEST_ENDPOINT_ORIGIN).origin : null,
    },
    payments: {
      mode: paymentsMode as 'paystack' | 'sandbox' | 'off',
      paystackSecretKey: e.PAYSTACK_SECRET_KEY,
      paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, ''),
      jobsEveryMs: Math.round(e.WALLET_JOBS_SECONDS * 1000),
    },
  };
}

/** The address in a From line ('Name <a@b>' or 'a@b'). */
const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export type NewsFeedConfig = { name: string | null; url: string };

/**
 * NEWS_FEEDS: feeds separated by commas or new lines, each `https://…` or `Name|https://…`
 * (the name is shown as the source; without one, the feed's own title is).
 */
export function parseNewsFeeds(value: string): NewsFeedConfig[] {
  const feeds = value
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const bar = entry.lastIndexOf('|');
      const name = bar > 0 ? entry.slice(0, bar).trim() : null;
      const url = (bar > 0 ? entry.slice(bar + 1) : entry).trim();
      if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
        throw new Error(`Invalid configuration:\n  NEWS_FEEDS: "${entry}" is not an http(s) feed address`);
      }
      return { name: name || null, url };
    });
  if (feeds.length > 50) throw new Error('Invalid configuration:\n  NEWS_FEEDS: at most 50 feeds');
  return feeds;
}
