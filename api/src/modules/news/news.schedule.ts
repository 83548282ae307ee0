import type { AppDeps } from '../../shared/context.js';
import type { PeriodicJob } from '../../shared/jobs.js';
import { newsServiceFor } from './news.service.js';

/** The first fetch waits a random moment up to this, so replicas started together spread out. */
const FIRST_FETCH_MAX_DELAY_MS = 30_000;

/**
 * Fetches the news feeds in the api process: soon after start, then every NEWS_REFRESH_MINUTES,
 * once an interval across replicas (`shared/jobs.ts`).
 */
export function newsJob(deps: AppDeps): PeriodicJob | null {
  const { feeds, refreshMs } = deps.config.news;
  if (!feeds.length) {
    deps.logger.info('NEWS_FEEDS is not set: the news pages show bundled sample stories');
    return null;
  }
  return {
    name: 'news-refresh',
    everyMs: refreshMs,
    firstDelayMs: Math.random() * Math.min(FIRST_FETCH_MAX_DELAY_MS, refreshMs || FIRST_FETCH_MAX_DELAY_MS),
    async run() {
      const started = Date.now();
      const reports = await newsServiceFor(deps).refresh();
      for (const report of reports.filter((r) => r.error)) {
        deps.logger.warn({ feed: report.url, error: report.error }, 'news feed could not be read');
      }
      deps.logger.info(
        { feeds: reports.length, added: reports.reduce((sum, r) => sum + r.added, 0), ms: Date.now() - started },
        'news feeds fetched',
      );
    },
  };
}
