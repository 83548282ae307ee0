import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../shared/context.js';
import { newsServiceFor } from './news.service.js';

/** The first fetch waits a random moment up to this, so replicas started together spread out. */
const FIRST_FETCH_MAX_DELAY_MS = 30_000;

/**
 * Fetches the news feeds in the api process: soon after start, then every NEWS_REFRESH_MINUTES.
 * Each instance checks four times an interval (jittered), and whichever first takes the lock
 * fetches: a Redis key that lives one interval, so replicas together fetch once an interval
 * (in-process without Redis, as everything else then is). Timers are unref'd and never keep
 * the process alive. Returns the stop function, which waits for a fetch under way.
 */
export function startNewsSchedule(deps: AppDeps): () => Promise<void> {
  const { feeds, refreshMs } = deps.config.news;
  if (!feeds.length) {
    deps.logger.info('NEWS_FEEDS is not set: the news pages show bundled sample stories');
    return async () => {};
  }
  const lockKey = `${deps.config.redisKeyPrefix}news:refresh-lock`;
  const owner = randomUUID();
  let lastLocalRun = 0;
  let inflight: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const takeTurn = async (): Promise<boolean> => {
    const hold = Math.max(refreshMs, 1_000);
    if (deps.redis) return (await deps.redis.set(lockKey, owner, 'PX', hold, 'NX')) === 'OK';
    if (Date.now() - lastLocalRun < hold) return false;
    lastLocalRun = Date.now();
    return true;
  };

  const tick = async () => {
    try {
      if (!(await takeTurn())) return;
      const started = Date.now();
      const reports = await newsServiceFor(deps).refresh();
      for (const report of reports.filter((r) => r.error)) {
        deps.logger.warn({ feed: report.url, error: report.error }, 'news feed could not be read');
      }
      deps.logger.info(
        { feeds: reports.length, added: reports.reduce((sum, r) => sum + r.added, 0), ms: Date.now() - started },
        'news feeds fetched',
      );
    } catch (error) {
      deps.logger.error({ err: error }, 'news refresh failed');
    }
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      if (stopped) return;
      inflight = tick().finally(() => {
        inflight = null;
        // 0 means once at start; otherwise a quarter interval, ±20%.
        if (refreshMs > 0) schedule((refreshMs / 4) * (0.8 + Math.random() * 0.4));
      });
    }, delay);
    timer.unref();
  };
  schedule(Math.random() * Math.min(FIRST_FETCH_MAX_DELAY_MS, refreshMs || FIRST_FETCH_MAX_DELAY_MS));

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await inflight;
  };
}
