import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../shared/logger.js';
import { sqlArray } from '../../shared/sql.js';
import { readDeclared2023, readUploadTimeline, type Declared2023 } from './election.data.js';
import { createAreaRows } from './election.service.js';
import { partyColor } from './parties.js';

export const DECLARED_2023_SLUG = 'presidential-2023';
/** INEC's returning officer declared the result at about 04:10 WAT on 1 March 2023. */
const DECLARED_AT = '2023-03-01T03:10:00Z';
const SEED_LOCK = 7_460_003; // beside the geo seeder's

export const DECLARED_2023_NOTE =
  "INEC's declaration of 1 March 2023 (all 18 parties nationally) and each state's collation as reported by the press " +
  '(every state has APC, LP, PDP and NNPP; 20 have all 18 parties), each figure traced to its published source. ' +
  'Polling units reporting are the units whose sheet reached INEC’s result viewing portal (IReV). ' +
  'No figures below state level are in our data.';

/** The 18 parties of the 2023 ballot, with the spec's colours. */
export async function seedParties(em: EntityManager, parties: Declared2023['parties']) {
  await em.execute(
    `insert into parties (abbreviation, name, color) select * from unnest(?::text[], ?::text[], ?::text[])
     on conflict (abbreviation) do update set name = excluded.name, color = excluded.color`,
    [
      sqlArray(parties.map((p) => p.abbreviation)),
      sqlArray(parties.map((p) => p.name)),
      sqlArray(parties.map((p) => partyColor(p.abbreviation))),
    ],
  );
}

/**
 * The 2023 presidential election as INEC declared it: national and state totals from
 * api/data/elections, and each state's count of units whose sheet reached IReV. Loaded
 * once (under a lock, so instances starting together load it once); a no-op afterwards.
 */
export async function seedElections(orm: MikroORM, logger: Logger): Promise<boolean> {
  const em = orm.em.fork();
  const [present] = await em.execute(`select 1 from elections where slug = ?`, [DECLARED_2023_SLUG]);
  if (present) return false;
  const started = performance.now();
  const [data, timeline] = await Promise.all([readDeclared2023(), readUploadTimeline()]);
  const uploadedPerState = new Map<string, number>();
  for (const unit of timeline) {
    const state = unit.puCode.slice(0, 2);
    uploadedPerState.set(state, (uploadedPerState.get(state) ?? 0) + 1);
  }
  const loaded = await em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(?)`, [SEED_LOCK]);
    const [again] = await tx.execute(`select 1 from elections where slug = ?`, [DECLARED_2023_SLUG]);
    if (again) return false;
    await seedParties(tx, data.parties);
    const [election] = await tx.execute(
      `insert into elections (slug, type, name, description, election_date, status, source, source_note, registered_voters)
       values (?, 'presidential', '2023 Presidential Election', ?, '2023-02-25', 'concluded', 'declared', ?, ?) returning id`,
      [
        DECLARED_2023_SLUG,
        "INEC's declared results of 25 February 2023: national and state totals.",
        DECLARED_2023_NOTE,
        data.national.registered,
      ],
    );
    const id = election.id as string;
    const parties = Object.keys(data.national.candidates);
    await tx.execute(`insert into election_candidates (election_id, party, candidate) select ?, * from unnest(?::text[], ?::text[])`, [
      id,
      sqlArray(parties),
      sqlArray(parties.map((p) => data.national.candidates[p])),
    ]);
    await createAreaRows(tx, id, null, ['national', 'state']);

    const n = data.national;
    const areas = [
      { code: 'NG', registered: n.registered, accredited: n.accredited, rejected: n.rejected, valid: n.valid, units: timeline.length, votes: n.votes },
      ...data.states.map((s) => ({
        code: s.code,
        registered: s.registered,
        accredited: s.accredited,
        rejected: s.rejected,
        // Where the state's valid total was not found, the listed parties' sum (never an estimate).
        valid: s.valid ?? Object.values(s.votes).reduce((a, b) => a + b, 0),
        units: uploadedPerState.get(s.code) ?? 0,
        votes: s.votes,
      })),
    ];
    const nums = (pick: (a: (typeof areas)[number]) => number | null) => `{${areas.map((a) => pick(a) ?? 0).join(',')}}`;
    await tx.execute(
      `update election_area_results r set registered = d.registered, accredited = d.accredited,
         registered_where_accredited = d.rwa, rejected = d.rejected, valid_votes = d.valid,
         units_reported = least(d.units, r.units_total), last_updated = ?
       from unnest(?::text[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::int[])
         as d(code, registered, accredited, rwa, rejected, valid, units)
       where r.election_id = ? and r.area_code = d.code`,
      [
        DECLARED_AT,
        sqlArray(areas.map((a) => a.code)),
        nums((a) => a.registered),
        nums((a) => a.accredited),
        nums((a) => (a.accredited === null ? 0 : a.registered)),
        nums((a) => a.rejected),
        nums((a) => a.valid),
        nums((a) => a.units),
        id,
      ],
    );
    const votes = areas.flatMap((a) => Object.entries(a.votes).map(([party, v]) => [a.code, party, v] as const));
    await tx.execute(
      `insert into election_area_votes (election_id, area_code, party, votes) select ?, * from unnest(?::text[], ?::text[], ?::bigint[])`,
      [id, sqlArray(votes.map((v) => v[0])), sqlArray(votes.map((v) => v[1])), `{${votes.map((v) => v[2]).join(',')}}`],
    );
    await tx.execute(
      `insert into election_live_updates (election_id, type, message, created_at) values (?, 'announcement', ?, ?)`,
      [
        id,
        `INEC declared Bola Tinubu (APC) winner of the 2023 presidential election with ${n.votes.APC.toLocaleString('en-NG')} votes, ` +
          `ahead of Atiku Abubakar (PDP) ${n.votes.PDP.toLocaleString('en-NG')}, Peter Obi (LP) ${n.votes.LP.toLocaleString('en-NG')} ` +
          `and Rabiu Kwankwaso (NNPP) ${n.votes.NNPP.toLocaleString('en-NG')}.`,
        DECLARED_AT,
      ],
    );
    return true;
  });
  if (loaded) logger.info({ ms: Math.round(performance.now() - started) }, '2023 presidential results (INEC declared) loaded');
  return loaded;
}
