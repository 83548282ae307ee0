import { randomUUID } from 'node:crypto';
import type { AppDeps } from './context.js';

/** Work the api does in the background, at most once a period across all instances. */
export type PeriodicJob = {
  /** Names the job in the lock and the log. */
  name: string;
  /** The period; 0 runs it once, soon after start. */
  everyMs: number;
  /** Idempotent: a run that outlasts its period may overlap the next instance's. */
  run(): Promise<unknown>;
  /** The wait before the first check; by default a random moment up to a quarter period, so replicas started together spread out. */
  firstDelayMs?: number;
};

/**
 * The one locking policy for periodic jobs. Every instance checks each job four times a period
 * (jittered) and runs it only when it takes the job's turn: a Redis key (`SET NX PX`) that lives
 * one period, so replicas together run it once a period. Without `REDIS_URL` the api is one
 * instance and the turn is kept in the process. When Redis is configured but can't be reached,
 * nobody can know whether another instance has run, so the turn is skipped (and logged) until it
 * answers again: a job late by an outage, never twice. Timers are unref'd; the stop function
 * waits for runs under way.
 */
export function startJobs(deps: Pick<AppDeps, 'config' | 'logger' | 'redis'>, jobs: PeriodicJob[]): () => Promise<void> {
  const owner = randomUUID();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  for (const job of jobs) {
    const lockKey = `${deps.config.redisKeyPrefix}job:${job.name}`;
    const hold = Math.max(job.everyMs, 1_000);
    let lastLocalRun = 0;
    let unreachableLogged = false;

    const takeTurn = async (): Promise<boolean> => {
      if (!deps.redis) {
        if (Date.now() - lastLocalRun < hold) return false;
        lastLocalRun = Date.now();
        return true;
      }
      try {
        const taken = (await deps.redis.set(lockKey, owner, 'PX', hold, 'NX')) === 'OK';
        unreachableLogged = false;
        return taken;
      } catch (error) {
        if (!unreachableLogged) deps.logger.warn({ job: job.name, err: error }, 'Redis unreachable: periodic job waits for it');
        unreachableLogged = true;
        return false;
      }
    };

    const check = async () => {
      try {
        if (await takeTurn()) await job.run();
      } catch (error) {
        deps.logger.error({ job: job.name, err: error }, 'periodic job failed');
      }
    };

    const schedule = (delay: number) => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopped) return;
        const run = check().finally(() => {
          running.delete(run);
          if (job.everyMs > 0) schedule((job.everyMs / 4) * (0.8 + Math.random() * 0.4));
        });
        running.add(run);
      }, delay);
      timer.unref();
      timers.add(timer);
    };
    schedule(job.firstDelayMs ?? Math.random() * (job.everyMs / 4));
  }

  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(running);
  };
}
