import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * How long a command may wait for Redis before its caller stops waiting and falls back (a
 * frozen Redis keeps the connection open and answers nothing). Redis answers in well under a
 * millisecond; this is long enough not to trip under load.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * How each connection behaves when Redis falters, chosen per use:
 * - `commands` (rate limits, caches, locks): fail at once while disconnected (no offline queue)
 *   and after REDIS_COMMAND_TIMEOUT_MS when frozen, so callers fall back to in-process state;
 * - `publisher`: never waits on the caller's behalf (shared/pubsub.ts holds events while Redis is
 *   away), and a command lost with its connection is rejected, to be sent again;
 * - `subscriber`: subscribing waits for Redis, and every channel is subscribed again on return.
 * All reconnect within a second of Redis coming back.
 */
const roles = {
  commands: { enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 },
  publisher: { enableOfflineQueue: false, maxRetriesPerRequest: 0 },
  subscriber: { enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true },
} satisfies Record<string, RedisOptions>;

/** The longest wait between two attempts to reconnect. */
export const REDIS_RECONNECT_MAX_MS = 1_000;

export function connectRedis(url: string, role: keyof typeof roles, logger: Logger): Redis {
  const client = new Redis(url, {
    ...roles[role],
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_MS),
  });
  // Said once per outage, not once per reconnection attempt.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ role, error: error.message }, 'Redis is unreachable: falling back until it returns');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ role }, 'Redis is back');
  });
  return client;
}

/**
 * Waits until the connection is ready, or `ms` have passed (Redis down at start is survived like
 * any outage). Starting on Redis keeps rate limits counting in one store: a first window counted
 * in process and then in Redis would let its requests through twice.
 */
export function untilReady(client: Redis, ms: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const ready = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      client.off('ready', ready);
      resolve(false);
    }, ms);
    client.once('ready', ready);
  });
}

/** Quits once what was sent is answered; a connection that is down is just dropped. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
