import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../shared/logger.js';
import { topics, type PubSub } from '../../shared/pubsub.js';
import { sqlArray } from '../../shared/sql.js';
import { titleCase } from '../geo/title-case.js';
import { readDeclared2023, readUploadTimeline, type Declared2023, type UnitUpload } from './election.data.js';
import { createAreaRows } from './election.service.js';
import { seedParties } from './election.seeder.js';
import { recordSheets, type Sheet } from './results.ingest.js';

export const REPLAY_2023_SLUG = 'presidential-2023-replay';
const BATCH = 2_000;
const TICK_MS = 250;
const MILESTONES = [25, 50, 75, 90];
/** A national progress line every six hours of 2023 time. */
const NATIONAL_LINE_EVERY_MS = 6 * 3600_000;

/** The `i`-th of `n` even shares of `total` (0-based): the shares are whole and add up to `total` exactly. */
export const share = (total: number, i: number, n: number) => Math.floor((total * (i + 1)) / n) - Math.floor((total * i) / n);

type ReplayEvent = { at: Date; sheet: Sheet; reupload: boolean };

/**
 * The sheets of the replay: each state's declared totals spread evenly over the units of that
 * state that uploaded in 2023, in upload order, so that once every unit is in, each state
 * (and so the nation, for the four parties every state reports) adds up to INEC's figures.
 * A unit's accredited voters are its valid and rejected votes plus an even share of the
 * state's remainder, and its registered voters that plus a share of the rest of the register,
 * so every sheet passes the EC8A checks. Where the state's accredited (or rejected) figure is
 * not in the data, the sheets leave it empty. A re-upload repeats the sheet at its 2023 time:
 * the replacement's figures are not in the data either.
 */
export function replayEvents(declared: Declared2023, timeline: UnitUpload[]): ReplayEvent[] {
  const byState = new Map<string, UnitUpload[]>();
  for (const unit of timeline) {
    const state = unit.puCode.slice(0, 2);
    const list = byState.get(state);
    if (list) list.push(unit);
    else byState.set(state, [unit]);
  }
  const events: ReplayEvent[] = [];
  for (const state of declared.states) {
    const units = (byState.get(state.code) ?? []).sort((a, b) => a.first.getTime() - b.first.getTime() || a.puCode.localeCompare(b.puCode));
    const n = units.length;
    const valid = Object.values(state.votes).reduce((a, b) => a + b, 0);
    const slack = state.accredited === null ? 0 : state.accredited - valid - (state.rejected ?? 0);
    const unregistered = state.registered - (state.accredited ?? 0);
    if (slack < 0 || unregistered < 0) throw new Error(`replay: ${state.code}'s declared figures don't add up`);
    units.forEach((unit, i) => {
      const votes: Record<string, number> = {};
      for (const [party, total] of Object.entries(state.votes)) {
        const v = share(total, i, n);
        if (v > 0) votes[party] = v;
      }
      const rejected = state.rejected === null ? null : share(state.rejected, i, n);
      const unitValid = Object.values(votes).reduce((a, b) => a + b, 0);
      const accredited = state.accredited === null ? null : unitValid + (rejected ?? 0) + share(slack, i, n);
      const registered = (accredited ?? 0) + share(unregistered, i, n);
      const sheet = { puCode: unit.puCode, registered, accredited, rejected, votes, sheetUrl: null, uploadedAt: unit.first };
      events.push({ at: unit.first, sheet, reupload: false });
      if (unit.reuploads > 0 && unit.latest > unit.first) {
        events.push({ at: unit.latest, sheet: { ...sheet, uploadedAt: unit.latest }, reupload: true });
      }
    });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export const lagosTime = (at: Date) =>
  at.toLocaleString('en-NG', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** Makes (or remakes, empty) the replay election: ongoing, labelled, with the 18 candidates. */
async function freshReplayElection(orm: MikroORM, declared: Declared2023, speed: number): Promise<string> {
  return orm.em.fork().transactional(async (tx) => {
    await seedParties(tx, declared.parties);
    // The unit results first: each deleted sheet is then checked against an empty set.
    await tx.execute(`delete from election_unit_results where election_id in (select id from elections where slug = ?)`, [REPLAY_2023_SLUG]);
    await tx.execute(`delete from elections where slug = ?`, [REPLAY_2023_SLUG]);
    const [row] = await tx.execute(
      `insert into elections (slug, type, name, description, election_date, status, source, source_note, registered_voters)
       values (?, 'presidential', '2023 Presidential Election (replay)', ?, '2023-02-25', 'ongoing', 'replay', ?, ?) returning id`,
      [
        REPLAY_2023_SLUG,
        `REPLAY at ×${speed} of the real 2023 upload timeline — not live results.`,
        'Replay: each unit appears when its sheet first reached INEC’s IReV portal in 2023 (and again when it was replaced). ' +
          'The portal holds images, not numbers: the figures per unit are each state’s declared totals spread evenly over ' +
          'the state’s uploaded units, so states and the nation end at INEC’s declared figures while no single unit’s figures are real.',
        declared.national.registered,
      ],
    );
    const parties = Object.keys(declared.national.candidates);
    await tx.execute(`insert into election_candidates (election_id, party, candidate) select ?, * from unnest(?::text[], ?::text[])`, [
      row.id,
      sqlArray(parties),
      sqlArray(parties.map((p) => declared.national.candidates[p])),
    ]);
    await createAreaRows(tx, row.id, null);
    return row.id as string;
  });
}

/** Batches of at most BATCH sheets, each unit at most once per batch (a re-upload waits for the next). */
function batches(events: ReplayEvent[]): ReplayEvent[][] {
  const out: ReplayEvent[][] = [];
  let current: ReplayEvent[] = [];
  let units = new Set<string>();
  for (const event of events) {
    if (current.length >= BATCH || units.has(event.sheet.puCode)) {
      out.push(current);
      current = [];
      units = new Set();
    }
    current.push(event);
    units.add(event.sheet.puCode);
  }
  if (current.length) out.push(current);
  return out;
}

export type ReplayOptions = {
  orm: MikroORM;
  pubsub: PubSub;
  logger: Logger;
  /** 2023 seconds per real second; Infinity replays as fast as the database takes it. */
  speed: number;
  /** Start the clock here (2023 time) instead of at the first upload; earlier sheets go in at once. */
  from?: Date;
  /** Called after every batch, e.g. to print progress. */
  onBatch?: (progress: { clock: Date; sheets: number; total: number }) => void;
  /** Called with each batch's sheets once they are recorded (the watch's synthetic set draws from them). */
  onSheets?: (electionId: string, sheets: Sheet[]) => Promise<void>;
};

/** Streams the 2023 upload timeline into a replay election; resolves with its id once every sheet is in. */
export async function replay2023(options: ReplayOptions): Promise<string> {
  const { orm, pubsub, logger, speed } = options;
  const [declared, timeline] = await Promise.all([readDeclared2023(), readUploadTimeline()]);
  const events = replayEvents(declared, timeline);
  const electionId = await freshReplayElection(orm, declared, speed);
  const em = orm.em.fork();
  const stateNames = new Map<string, string>(
    (await em.execute(`select code, name from geo_states`)).map((s) => [s.code, titleCase(s.name)]),
  );
  const totals = new Map<string, number>(
    (await em.execute(`select area_code, units_total from election_area_results where election_id = ? and level = 'state'`, [electionId])).map(
      (r) => [r.area_code, r.units_total],
    ),
  );
  const reported = new Map<string, number>();
  let reportedNationally = 0;
  let nextNationalLine = events[0].at.getTime() + NATIONAL_LINE_EVERY_MS;

  const start = options.from?.getTime() ?? events[0].at.getTime();
  const startedAt = Date.now();
  const clock = () => (Number.isFinite(speed) ? new Date(start + (Date.now() - startedAt) * speed) : new Date(8.64e15));
  const announce = async (messages: string[]) => {
    if (!messages.length) return;
    const rows = await em.execute(
      `insert into election_live_updates (election_id, type, message)
       select ?, 'update', m from unnest(?::text[]) with ordinality as t(m, n) order by n returning id::text as id`,
      [electionId, sqlArray(messages)],
    );
    await pubsub.publish(topics.election(electionId), { electionId, stateCodes: [], liveUpdateIds: rows.map((r) => r.id) });
  };
  await announce([`[Replay] The 2023 presidential results upload begins, replayed at ×${Number.isFinite(speed) ? speed : 'max'}.`]);

  let next = 0;
  let sent = 0;
  while (next < events.length) {
    const now = clock();
    let due = next;
    while (due < events.length && events[due].at <= now) due++;
    if (due === next) {
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
      continue;
    }
    for (const batch of batches(events.slice(next, due))) {
      const sheets = batch.map((e) => e.sheet);
      await recordSheets(orm.em.fork(), pubsub, electionId, sheets, { source: 'replay', uploadedBy: null, liveUpdates: false });
      await options.onSheets?.(electionId, sheets);
      sent += batch.length;
      const messages: string[] = [];
      for (const event of batch) {
        if (event.reupload) continue;
        const state = event.sheet.puCode.slice(0, 2);
        const before = reported.get(state) ?? 0;
        reported.set(state, before + 1);
        reportedNationally += 1;
        const total = totals.get(state)!;
        const crossed = MILESTONES.find((m) => before * 100 < m * total && (before + 1) * 100 >= m * total);
        if (crossed) messages.push(`[Replay ${lagosTime(event.at)}] ${stateNames.get(state)}: ${crossed}% of polling units have uploaded.`);
        if (event.at.getTime() >= nextNationalLine) {
          messages.push(`[Replay ${lagosTime(event.at)}] ${reportedNationally.toLocaleString('en-NG')} polling units have uploaded nationwide.`);
          nextNationalLine += NATIONAL_LINE_EVERY_MS;
        }
      }
      const batchClock = batch[batch.length - 1].at;
      await em.execute(`update elections set replay_clock = ? where id = ?`, [batchClock.toISOString(), electionId]);
      await announce(messages);
      options.onBatch?.({ clock: batchClock, sheets: sent, total: events.length });
    }
    next = due;
  }

  const [national] = await em.execute(
    `select jsonb_object_agg(party, votes) as votes from election_area_votes where election_id = ? and area_code = 'NG'`,
    [electionId],
  );
  const main = ['APC', 'PDP', 'LP', 'NNPP'];
  const line = main.map((p) => `${p} ${Number(national.votes[p]).toLocaleString('en-NG')}`).join(', ');
  const matches = main.every((p) => Number(national.votes[p]) === declared.national.votes[p]);
  if (!matches) logger.error({ replay: national.votes, declared: declared.national.votes }, 'replay totals differ from the declaration');
  await em.execute(`update elections set status = 'concluded' where id = ?`, [electionId]);
  // A hundred thousand rows arrived faster than autovacuum looks: give the planner their real sizes.
  await em.execute(`analyze election_unit_results, election_result_uploads, election_area_results, election_area_votes`);
  await announce([
    `[Replay] Every 2023 upload is in: ${timeline.length.toLocaleString('en-NG')} polling units. ${line}` +
      (matches ? ' — equal to INEC’s declared national figures.' : ' — these differ from INEC’s declaration.'),
  ]);
  return electionId;
}
