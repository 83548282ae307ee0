import type { MikroORM } from '@mikro-orm/postgresql';
import { recordSheets, type Sheet } from '../src/modules/election/results.ingest.js';
import type { PubSub } from '../src/shared/pubsub.js';

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes. */
export const now = () => performance.timeOrigin + performance.now();
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const MAX_SHEETS_PER_COMMIT = 10; // agents' uploads arriving together, committed as one transaction

/**
 * Commits agents' sheets on `units` (polling-unit codes, each used once) as the upload path
 * does, `rate` a second in steps of 100 ms, and notes when the sheet that made each count of
 * uploads committed (count → wall-clock ms) for the election `timed`.
 */
export function sheetFeeder(orm: MikroORM, pubsub: PubSub, units: string[], timed: string) {
  const counts = new Map<string, number>();
  const committedAt = new Map<number, number>();
  const feed = async (election: string, rate: number, seconds: number) => {
    const started = now();
    const perStep = rate / 10;
    for (let step = 0; now() - started < seconds * 1000; step++) {
      const due = started + step * 100;
      if (due > now()) await sleep(due - now());
      for (let left = perStep; left > 0; ) {
        const done = counts.get(election) ?? 0;
        const take = Math.min(MAX_SHEETS_PER_COMMIT, Math.ceil(left));
        const sheets: Sheet[] = units.slice(done, done + take).map((puCode, i) => ({
          puCode, registered: 600, accredited: 400, rejected: 3, votes: { APC: 100 + ((done + i) % 50), LP: 120, PDP: 50 }, sheetUrl: null, uploadedAt: new Date(),
        }));
        await recordSheets(orm.em.fork(), pubsub, election, sheets, { source: 'agent', uploadedBy: null, liveUpdates: true });
        const at = now();
        if (election === timed) for (let i = 1; i <= take; i++) committedAt.set(done + i, at);
        counts.set(election, done + take);
        left -= take;
      }
    }
    return (now() - started) / 1000; // how long it took: a loaded machine may not keep up
  };
  return { feed, committedAt, uploaded: (election: string) => counts.get(election) ?? 0 };
}
