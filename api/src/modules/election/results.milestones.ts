import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../shared/context.js';
import type { PeriodicJob } from '../../shared/jobs.js';
import { sqlArray } from '../../shared/sql.js';
import { titleCase } from '../geo/title-case.js';
import { pushTo } from '../push/push.sender.js';
import { PushTopic } from '../push/push.topics.js';

export type Milestone = 'first' | 'half' | 'all';
const ORDER: Milestone[] = ['first', 'half', 'all'];

/**
 * Inside the transaction that moved the states' totals: records each milestone a state has now
 * reached (its first sheet, half its polling units, all of them) the first time it is reached.
 * The election's lock, taken by that transaction, makes "first time" exact.
 */
export async function recordMilestones(tx: EntityManager, electionId: string, stateCodes: string[]): Promise<void> {
  if (!stateCodes.length) return;
  await tx.execute(
    `insert into result_milestones (election_id, state_code, milestone)
     select a.election_id, a.area_code, m.milestone
     from election_area_results a
     cross join lateral (values ('first', a.units_reported > 0),
                               ('half', a.units_reported * 2 >= a.units_total),
                               ('all', a.units_reported = a.units_total)) as m(milestone, reached)
     where a.election_id = ? and a.level = 'state' and a.area_code = any(?::text[]) and a.units_total > 0 and m.reached
     on conflict do nothing`,
    [electionId, sqlArray(stateCodes)],
  );
}

const SENTENCES: Record<Milestone, (state: string) => string> = {
  first: (state) => `The first polling-unit results from ${state} are in.`,
  half: (state) => `Half of ${state}'s polling units have reported.`,
  all: (state) => `Every polling unit in ${state} has reported.`,
};

/**
 * Pushes the milestones reached since the last run to the members of each state (topic
 * RESULTS): one push per state and election, for the furthest milestone reached (a batch that
 * passes two at once sends one). Claimed with `pushed_at` before sending, so a milestone is
 * pushed once however many instances run this.
 */
export async function pushMilestones(deps: AppDeps): Promise<number> {
  const em = deps.orm.em.fork({ disableContextResolution: true });
  const claimed = await em.execute(
    `update result_milestones r set pushed_at = now()
     from elections e, geo_states s
     where r.pushed_at is null and e.id = r.election_id and s.code = r.state_code
     returning r.election_id, r.state_code, r.milestone, e.name as election_name, s.name as state_name`,
  );
  const furthest = new Map<string, (typeof claimed)[number]>();
  for (const row of claimed) {
    const key = `${row.election_id}:${row.state_code}`;
    const seen = furthest.get(key);
    if (!seen || ORDER.indexOf(row.milestone) > ORDER.indexOf(seen.milestone)) furthest.set(key, row);
  }
  for (const row of furthest.values()) {
    await pushTo(deps, { stateCode: String(row.state_code) }, PushTopic.RESULTS, {
      title: String(row.election_name),
      body: SENTENCES[row.milestone as Milestone](titleCase(String(row.state_name))),
      url: `/results?election=${row.election_id}`,
      // A state's next milestone replaces its last on the phone.
      tag: `results:${row.election_id}:${row.state_code}`,
    });
  }
  return furthest.size;
}

/** Every few seconds across replicas: results move fast on election night. */
export function resultMilestonesJob(deps: AppDeps, everyMs = 10_000): PeriodicJob {
  return { name: 'result-milestones', everyMs, run: () => pushMilestones(deps) };
}
