import type { EntityManager } from '@mikro-orm/postgresql';
import { appError, badInput } from '../../shared/errors.js';
import { topics, type PubSub } from '../../shared/pubsub.js';
import { sqlArray } from '../../shared/sql.js';
import { titleCase as titleCaseName } from '../geo/title-case.js';
import { recordMilestones } from './results.milestones.js';

/** A polling unit's figures as they arrive, already checked for shape. Null: not on the sheet (replay only). */
export type Sheet = {
  puCode: string;
  registered: number | null;
  accredited: number | null;
  rejected: number | null;
  votes: Record<string, number>;
  sheetUrl: string | null;
  uploadedAt: Date;
};

export type SheetSource = 'agent' | 'admin' | 'csv' | 'replay';

export type IngestOptions = {
  source: SheetSource;
  uploadedBy: string | null;
  /** Where each sheet came from, for error messages ('Row 4: …'); defaults to the unit code. */
  label?: (index: number) => string;
  /** Write the usual per-state live update lines (the replay writes its own milestones). */
  liveUpdates?: boolean;
};

export type IngestResult = { recorded: number; replaced: number; stateCodes: string[]; liveUpdateIds: string[] };

type Unit = { pu_code: string; state_code: string; lga_code: string; ward_code: string; name: string };
type Current = {
  pu_code: string;
  registered: number | null;
  accredited: number | null;
  rejected: number | null;
  valid_votes: number;
  votes: Record<string, number>;
  upload_id: string;
  verified: boolean;
};

/** The most a unit can have on any figure: the largest units have a few thousand voters. */
export const MAX_UNIT_FIGURE = 100_000;

const validOf = (votes: Record<string, number>) => Object.values(votes).reduce((sum, n) => sum + n, 0);

/**
 * The EC8A rules every sheet meets, whatever brought it: votes cast (valid plus rejected)
 * no more than accredited, accredited no more than registered. Messages name the figures.
 */
export function checkSheetArithmetic(sheet: Sheet, where: string) {
  const valid = validOf(sheet.votes);
  if (sheet.accredited !== null && sheet.registered !== null && sheet.accredited > sheet.registered) {
    throw badInput(
      `${where}: accredited voters (${sheet.accredited}) can't be more than registered voters (${sheet.registered})`,
      'accredited',
    );
  }
  const cast = valid + (sheet.rejected ?? 0);
  if (sheet.accredited !== null && cast > sheet.accredited) {
    throw badInput(
      `${where}: votes cast (${valid} valid + ${sheet.rejected ?? 0} rejected = ${cast}) can't be more than accredited voters (${sheet.accredited})`,
      'votes',
    );
  }
}

/** The four areas a unit adds up into: its ward, LGA, state and the nation. */
export function areasOf(unit: { state_code: string; lga_code: string; ward_code: string }) {
  const state = unit.state_code;
  const lga = `${state}/${unit.lga_code}`;
  return ['NG', state, lga, `${lga}/${unit.ward_code}`];
}

type AreaDelta = {
  units: number;
  verified: number;
  registered: number;
  accredited: number;
  registeredWhereAccredited: number;
  rejected: number;
  valid: number;
  votes: Map<string, number>;
};

const figuresOf = (sheet: {
  registered: number | null;
  accredited: number | null;
  rejected: number | null;
  votes: Record<string, number>;
}) => ({
  registered: sheet.registered ?? 0,
  accredited: sheet.accredited ?? 0,
  // Turnout is accredited over registered, counted only where the sheet gives accredited.
  registeredWhereAccredited: sheet.accredited === null ? 0 : (sheet.registered ?? 0),
  rejected: sheet.rejected ?? 0,
  valid: validOf(sheet.votes),
});

/**
 * Records sheets for one election in one transaction: every sheet joins the upload history,
 * becomes its unit's current sheet (a re-upload replaces the figures and is kept as history),
 * and moves its ward, LGA, state and national totals by the difference it makes, so those
 * totals always equal the sum of their units' current sheets. Anything wrong refuses the
 * whole batch and changes nothing. Publishes one event (ids only) after commit.
 */
export async function recordSheets(
  em: EntityManager,
  pubsub: PubSub,
  electionId: string,
  sheets: Sheet[],
  options: IngestOptions,
): Promise<IngestResult> {
  const label = options.label ?? ((i: number) => `Polling unit ${sheets[i].puCode}`);
  const seen = new Map<string, number>();
  sheets.forEach((sheet, i) => {
    if (seen.has(sheet.puCode)) {
      throw badInput(`${label(i)}: polling unit ${sheet.puCode} appears twice (also ${label(seen.get(sheet.puCode)!)})`, 'puCode');
    }
    seen.set(sheet.puCode, i);
    checkSheetArithmetic(sheet, label(i));
  });

  const result = await em.transactional(async (tx) => {
    // Every sheet of an election moves the national row, so they serialize there anyway:
    // taking the election's lock first makes the read-modify-write below race-free.
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended(?, 7460))`, [electionId]);
    const [election] = await tx.execute(`select status, source, state_code from elections where id = ?`, [electionId]);
    if (!election) throw appError('NOT_FOUND', 'Election not found');
    if (election.source === 'declared') throw badInput('This election holds INEC’s declared totals: it takes no polling-unit sheets');
    if (election.status !== 'ongoing') throw badInput(`This election is ${election.status}: it takes no result sheets now`);
    const parties = new Set<string>(
      (await tx.execute(`select party from election_candidates where election_id = ?`, [electionId])).map((r) => r.party),
    );
    sheets.forEach((sheet, i) => {
      const unknown = Object.keys(sheet.votes).find((party) => !parties.has(party));
      if (unknown) throw badInput(`${label(i)}: ${unknown} has no candidate in this election`, 'votes');
    });

    const codes = sqlArray(sheets.map((s) => s.puCode));
    const units = new Map<string, Unit>(
      (
        await tx.execute<Unit[]>(
          `select pu_code, state_code, lga_code, ward_code, name from geo_polling_units where pu_code = any(?::text[])`,
          [codes],
        )
      ).map((u) => [u.pu_code, u]),
    );
    sheets.forEach((sheet, i) => {
      const unit = units.get(sheet.puCode);
      if (!unit) throw badInput(`${label(i)}: there is no polling unit ${sheet.puCode}`, 'puCode');
      if (election.state_code && unit.state_code !== election.state_code) {
        throw badInput(`${label(i)}: polling unit ${sheet.puCode} is not in this election's state`, 'puCode');
      }
    });

    const current = new Map<string, Current>(
      (
        await tx.execute<Current[]>(
          // One primary-key probe per sheet (a plain "= any" lets the planner scan the whole election).
          `select r.pu_code, r.registered, r.accredited, r.rejected, r.valid_votes, r.votes, r.upload_id::text as upload_id,
             r.verified_at is not null as verified
           from unnest(?::text[]) as c(pu_code)
           cross join lateral (select * from election_unit_results r where r.election_id = ? and r.pu_code = c.pu_code) r`,
          [codes, electionId],
        )
      ).map((c) => [c.pu_code, c]),
    );

    // The sheets as column arrays, for unnest(): pu_code, registered, accredited, rejected, valid, votes, sheet_url, uploaded_at.
    const sheetColumns = [
      codes,
      intArray(sheets.map((s) => s.registered)),
      intArray(sheets.map((s) => s.accredited)),
      intArray(sheets.map((s) => s.rejected)),
      intArray(sheets.map((s) => validOf(s.votes))),
      sqlArray(sheets.map((s) => JSON.stringify(s.votes))),
      nullableTextArray(sheets.map((s) => s.sheetUrl)),
      sqlArray(sheets.map((s) => s.uploadedAt.toISOString())),
    ];
    // History first: every sheet as received.
    const uploadIds: string[] = (
      await tx.execute(
        `insert into election_result_uploads
           (election_id, pu_code, registered, accredited, rejected, valid_votes, votes, sheet_url, uploaded_at, uploaded_by, source)
         select ?, t.pu_code, t.registered, t.accredited, t.rejected, t.valid_votes, t.votes::jsonb, t.sheet_url, t.uploaded_at, ?::uuid, ?
         from unnest(?::text[], ?::int[], ?::int[], ?::int[], ?::int[], ?::text[], ?::text[], ?::timestamptz[])
           with ordinality as t(pu_code, registered, accredited, rejected, valid_votes, votes, sheet_url, uploaded_at, n)
         order by t.n
         returning id::text as id`,
        [
          electionId,
          options.uploadedBy,
          options.source,
          ...sheetColumns,
        ],
      )
    )
      .map((r) => r.id)
      .sort((a, b) => Number(BigInt(a) - BigInt(b))); // ids follow insertion order

    const replacedIds = [...current.values()].map((c) => c.upload_id);
    if (replacedIds.length) {
      await tx.execute(`update election_result_uploads set replaced_at = now() where id = any(?::bigint[])`, [
        `{${replacedIds.join(',')}}`,
      ]);
    }

    await tx.execute(
      `insert into election_unit_results as r
         (election_id, pu_code, state_code, lga_code, ward_code, registered, accredited, rejected, valid_votes, votes, sheet_url, uploaded_at, upload_id)
       select ?, t.pu_code, u.state_code, u.lga_code, u.ward_code, t.registered, t.accredited, t.rejected, t.valid_votes,
         t.votes::jsonb, t.sheet_url, t.uploaded_at, t.upload_id
       from unnest(?::text[], ?::int[], ?::int[], ?::int[], ?::int[], ?::text[], ?::text[], ?::timestamptz[], ?::bigint[])
         as t(pu_code, registered, accredited, rejected, valid_votes, votes, sheet_url, uploaded_at, upload_id)
       join geo_polling_units u on u.pu_code = t.pu_code
       on conflict (election_id, pu_code) do update set
         registered = excluded.registered, accredited = excluded.accredited, rejected = excluded.rejected,
         valid_votes = excluded.valid_votes, votes = excluded.votes, sheet_url = excluded.sheet_url,
         uploaded_at = excluded.uploaded_at, upload_id = excluded.upload_id, uploads_count = r.uploads_count + 1,
         verified_at = null, verified_by = null`,
      [
        electionId,
        ...sheetColumns,
        `{${uploadIds.join(',')}}`,
      ],
    );

    // What each sheet changes, added up per area.
    const deltas = new Map<string, AreaDelta>();
    for (const sheet of sheets) {
      const before = current.get(sheet.puCode);
      const next = figuresOf(sheet);
      const prev = before ? figuresOf(before) : null;
      for (const code of areasOf(units.get(sheet.puCode)!)) {
        let d = deltas.get(code);
        if (!d) {
          d = { units: 0, verified: 0, registered: 0, accredited: 0, registeredWhereAccredited: 0, rejected: 0, valid: 0, votes: new Map() };
          deltas.set(code, d);
        }
        if (!before) d.units += 1;
        if (before?.verified) d.verified -= 1; // a replaced sheet needs verifying again
        d.registered += next.registered - (prev?.registered ?? 0);
        d.accredited += next.accredited - (prev?.accredited ?? 0);
        d.registeredWhereAccredited += next.registeredWhereAccredited - (prev?.registeredWhereAccredited ?? 0);
        d.rejected += next.rejected - (prev?.rejected ?? 0);
        d.valid += next.valid - (prev?.valid ?? 0);
        for (const [party, votes] of Object.entries(sheet.votes)) d.votes.set(party, (d.votes.get(party) ?? 0) + votes);
        for (const [party, votes] of Object.entries(before?.votes ?? {})) d.votes.set(party, (d.votes.get(party) ?? 0) - votes);
      }
    }
    const areaCodes = [...deltas.keys()].sort();
    const column = (pick: (d: AreaDelta) => number) => `{${areaCodes.map((code) => pick(deltas.get(code)!)).join(',')}}`;
    await tx.execute(
      `update election_area_results a set
         units_reported = a.units_reported + d.units, units_verified = a.units_verified + d.verified,
         registered = a.registered + d.registered, accredited = a.accredited + d.accredited,
         registered_where_accredited = a.registered_where_accredited + d.rwa,
         rejected = a.rejected + d.rejected, valid_votes = a.valid_votes + d.valid, last_updated = now()
       from unnest(?::text[], ?::int[], ?::int[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[])
         as d(code, units, verified, registered, accredited, rwa, rejected, valid)
       where a.election_id = ? and a.area_code = d.code`,
      [
        sqlArray(areaCodes),
        column((d) => d.units),
        column((d) => d.verified),
        column((d) => d.registered),
        column((d) => d.accredited),
        column((d) => d.registeredWhereAccredited),
        column((d) => d.rejected),
        column((d) => d.valid),
        electionId,
      ],
    );
    const voteRows = areaCodes.flatMap((code) =>
      [...deltas.get(code)!.votes].filter(([, n]) => n !== 0).map(([party, n]) => [code, party, n] as const),
    );
    if (voteRows.length) {
      const params = [sqlArray(voteRows.map((r) => r[0])), sqlArray(voteRows.map((r) => r[1])), `{${voteRows.map((r) => r[2]).join(',')}}`];
      // A party's first votes in an area make its row; then every row moves by its difference
      // (an insert can't carry a negative difference: the row's CHECK would refuse it).
      await tx.execute(
        `insert into election_area_votes (election_id, area_code, party, votes)
         select ?, t.code, t.party, 0 from unnest(?::text[], ?::text[]) as t(code, party)
         on conflict (election_id, area_code, party) do nothing`,
        [electionId, params[0], params[1]],
      );
      await tx.execute(
        `update election_area_votes v set votes = v.votes + t.votes
         from unnest(?::text[], ?::text[], ?::bigint[]) as t(code, party, votes)
         where v.election_id = ? and v.area_code = t.code and v.party = t.party`,
        [...params, electionId],
      );
    }

    const stateCodes = [...new Set(sheets.map((s) => units.get(s.puCode)!.state_code))].sort();
    await recordMilestones(tx, electionId, stateCodes);
    const liveUpdateIds =
      options.liveUpdates === false ? [] : await writeResultLines(tx, electionId, sheets, units, current, stateCodes);
    return { recorded: sheets.length, replaced: current.size, stateCodes, liveUpdateIds };
  });

  await pubsub.publish(topics.election(electionId), {
    electionId,
    stateCodes: result.stateCodes,
    liveUpdateIds: result.liveUpdateIds,
  });
  return result;
}

/** One live-update line per state: the unit by name for a single sheet, a count for several. */
async function writeResultLines(
  tx: EntityManager,
  electionId: string,
  sheets: Sheet[],
  units: Map<string, Unit>,
  current: Map<string, Current>,
  stateCodes: string[],
): Promise<string[]> {
  const progress = await tx.execute(
    `select a.area_code, a.units_reported, a.units_total, s.name from election_area_results a
     join geo_states s on s.code = a.area_code where a.election_id = ? and a.area_code = any(?::text[])`,
    [electionId, sqlArray(stateCodes)],
  );
  const messages = stateCodes.map((state) => {
    const inState = sheets.filter((s) => units.get(s.puCode)!.state_code === state);
    const row = progress.find((p) => p.area_code === state)!;
    const stateName = titleCaseName(row.name);
    const tally = `${row.units_reported.toLocaleString('en-NG')} of ${row.units_total.toLocaleString('en-NG')} units in`;
    if (inState.length === 1) {
      const sheet = inState[0];
      const verb = current.has(sheet.puCode) ? 'Result sheet replaced' : 'Result uploaded';
      return `${verb}: ${titleCaseName(units.get(sheet.puCode)!.name)} (${sheet.puCode}), ${stateName}. ${tally}.`;
    }
    return `${stateName}: ${inState.length.toLocaleString('en-NG')} more result sheets. ${tally}.`;
  });
  const rows = await tx.execute(
    `insert into election_live_updates (election_id, type, message)
     select ?, 'result', m from unnest(?::text[]) with ordinality as t(m, n) order by n returning id::text as id`,
    [electionId, sqlArray(messages)],
  );
  return rows.map((r) => r.id);
}

const intArray = (values: (number | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
const nullableTextArray = (values: (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
