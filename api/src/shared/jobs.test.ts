import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startJobs } from './jobs.js';
import { createLogger } from './logger.js';

const redis = new Redis(inject('redisUrl'));
afterAll(() => redis.quit());

const PERIOD_MS = 400;

/** Two replicas of the api sharing one Redis, as docker-compose runs them. */
function replicas(prefix: string, runs: { replica: string; at: number }[], client: Redis | null = redis) {
  const config = loadConfig({ NODE_ENV: 'test', REDIS_KEY_PREFIX: prefix, LOG_LEVEL: 'silent' });
  const deps = { config, logger: createLogger('silent'), redis: client };
  return ['a', 'b'].map((replica) =>
    startJobs(deps, [{ name: 'settle', everyMs: PERIOD_MS, firstDelayMs: 0, run: async () => void runs.push({ replica, at: Date.now() }) }]),
  );
}

describe('periodic jobs', () => {
  it('run once a period across two replicas, never twice in the same period', async () => {
    const runs: { replica: string; at: number }[] = [];
    const stops = replicas(`test:jobs-${randomBytes(4).toString('hex')}:`, runs);
    await new Promise((resolve) => setTimeout(resolve, PERIOD_MS * 6));
    await Promise.all(stops.map((stop) => stop()));

    // Both replicas start at once; only one takes the first turn.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < runs.length; i++) expect(runs[i].at - runs[i - 1].at).toBeGreaterThanOrEqual(PERIOD_MS - 5);
  });

  it('skip their turn while Redis is unreachable rather than risk running twice', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    const runs: { replica: string; at: number }[] = [];
    const stops = replicas(`test:jobs-${randomBytes(4).toString('hex')}:`, runs, down);
    await new Promise((resolve) => setTimeout(resolve, PERIOD_MS * 2));
    await Promise.all(stops.map((stop) => stop()));
    down.disconnect();
    expect(runs).toEqual([]);
  });
});
