import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { topics } from '../../shared/pubsub.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { sqlArray } from '../../shared/sql.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { parseCsv } from '../../shared/csv.js';
import { titleCase } from '../geo/title-case.js';
import { isStoredUpload } from '../uploads/upload-store.js';
import {
  AreaLevel,
  AreaStatus,
  ElectionStatus,
  ElectionType,
  LiveUpdateType,
  ResultsSource,
  type ActiveElection,
  type AreaResult,
  type Election,
  type ElectionSummary,
  type LiveUpdate,
  type PartyAnalysis,
  type PartyVotes,
  type PollingUnitResult,
  type ResultSheet,
  type ResultsDrillDown,
  type ResultsImport,
} from './election.types.js';
import { partyColor } from './parties.js';
import { MAX_UNIT_FIGURE, recordSheets, type Sheet } from './results.ingest.js';

export const LIMITS = {
  liveUpdates: { default: 5, max: 50 },
  csvBytes: 2_000_000,
  csvRows: 10_000,
  votesPerSheet: 40,
  announcement: 500,
  wardUnits: 500,
};
/** An agent's sheets: generous for a person at a collation centre, a brake on scripts. */
const UPLOAD_RULE = { points: 300, durationSeconds: 600, message: 'You are uploading too fast. Please wait a moment.' };

const figure = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} can't be negative`)
    .max(MAX_UNIT_FIGURE, `${name} can't be more than ${MAX_UNIT_FIGURE.toLocaleString('en-NG')}`);

const puCode = z.string({ error: 'Choose a polling unit' }).trim().regex(/^\d{2}\/\d{2}\/\d{2}\/\d{3}$/, "A polling unit code looks like '24/16/05/001'");
const party = z.string().trim().toUpperCase().regex(/^[A-Z]{1,6}$/, 'A party is its abbreviation, e.g. APC');
const electionId = z.uuid('Election not found');

const leadersSchema = z.number().int().min(1, 'Ask for at least one party').nullish();

/** An area's parties, most votes first: all of them, or only the first few (a tile's leader, a card's top three). */
export function leadingParties(results: PartyVotes[], first: number | null | undefined): PartyVotes[] {
  const count = parseInput(leadersSchema, first);
  return count == null ? results : results.slice(0, count);
}

const sheetSchema = z.object({
  electionId,
  puCode,
  registered: figure('Registered voters'),
  accredited: figure('Accredited voters'),
  rejected: figure('Rejected votes'),
  votes: z
    .array(z.object({ party, votes: figure('Votes') }))
    .max(LIMITS.votesPerSheet, 'Too many parties on one sheet'),
  sheetUrl: z
    .string()
    .trim()
    .refine(
      isStoredUpload,
      'The sheet image must be a file uploaded here',
    )
    .nullish(),
});

const accreditSchema = z.object({
  electionId,
  userId: z.uuid('Member not found'),
  stateCode: z.string().regex(/^\d{2}$/, "A state code looks like '24'").nullish(),
});
const revokeSchema = z.object({ electionId, userId: z.uuid('Member not found') });
const importSchema = z.object({ electionId, csv: z.string().max(LIMITS.csvBytes, 'The CSV is too large (2 MB at most)') });
const unitSchema = z.object({ electionId, puCode });
const announceSchema = z.object({
  electionId,
  message: z.string().trim().min(1, 'Write the announcement').max(LIMITS.announcement, 'The announcement is too long (500 characters at most)'),
});

const createSchema = z.object({
  type: z.enum(ElectionType, 'Choose an election type'),
  name: z.string().trim().min(1, 'Name the election').max(200, 'The name is too long (200 characters at most)'),
  description: z.string().trim().max(1000, 'The description is too long').nullish(),
  date: z.iso.date('The date must be YYYY-MM-DD'),
  stateCode: z.string().regex(/^\d{2}$/, "A state code looks like '24'").nullish(),
  candidates: z
    .array(z.object({ party, name: z.string().trim().min(1, 'Name each candidate').max(200, 'A candidate name is too long') }))
    .min(1, 'An election needs at least one candidate')
    .max(40, 'Too many candidates'),
});

type ElectionRow = {
  id: string;
  type: ElectionType;
  name: string;
  description: string;
  date: string;
  status: ElectionStatus;
  source: ResultsSource;
  source_note: string | null;
  state_code: string | null;
  registered_voters: string | null;
  replay_clock: Date | null;
};

type AreaRow = {
  area_code: string;
  level: AreaLevel;
  name: string | null;
  units_total: number;
  units_reported: number;
  units_verified: number;
  registered: string;
  accredited: string;
  registered_where_accredited: string;
  rejected: string;
  valid_votes: string;
  last_updated: Date | null;
  votes: Record<string, number> | null;
};

/** Raw SQL gives timestamps as text ('2023-03-01 03:10:00+00'): GraphQL's DateTime wants a Date. */
const asDate = (value: unknown): Date | null => (value == null ? null : value instanceof Date ? value : new Date(String(value)));

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/** The results portal: elections, their results at every level, ingestion and live updates. */
export class ElectionService {
  constructor(private readonly ctx: Context) {}

  private get em(): EntityManager {
    return this.ctx.em;
  }

  // ---------- elections ----------

  async elections(type?: ElectionType | null): Promise<Election[]> {
    const rows = await this.em.execute<ElectionRow[]>(
      `${ELECTION_SELECT} ${type ? 'where e.type = ?' : ''} order by ${ELECTION_ORDER}`,
      type ? [type] : [],
    );
    return Promise.all(rows.map((row) => this.toElection(row)));
  }

  async election(id: string): Promise<Election | null> {
    const row = await this.electionRow(id);
    return row ? this.toElection(row) : null;
  }

  /** The election the portal shows for a type: an ongoing one first, then the latest (declared before replay). */
  async current(type?: ElectionType | null, id?: string | null): Promise<ElectionRow | null> {
    if (id) return (await this.electionRow(id)) ?? null;
    const [row] = await this.em.execute<ElectionRow[]>(
      `${ELECTION_SELECT} ${type ? 'where e.type = ?' : ''} order by ${ELECTION_ORDER} limit 1`,
      type ? [type] : [],
    );
    return row ?? null;
  }

  private electionRow(id: string): Promise<ElectionRow | undefined> {
    if (!isUuid(id)) return Promise.resolve(undefined);
    return requestScoped(this.ctx, `election:${id}`, async () => {
      const [row] = await this.em.execute<ElectionRow[]>(`${ELECTION_SELECT} where e.id = ?`, [id]);
      return row;
    });
  }

  private async requireElection(id: string): Promise<ElectionRow> {
    const row = await this.electionRow(id);
    if (!row) throw notFound('Election not found');
    return row;
  }

  /** Candidates and party names of an election, loaded once per request. */
  private candidates(electionId: string) {
    return requestScoped(this.ctx, `candidates:${electionId}`, async () => {
      const rows = await this.em.execute(
        `select c.party, c.candidate, p.name, p.color from election_candidates c join parties p on p.abbreviation = c.party
         where c.election_id = ? order by c.party`,
        [electionId],
      );
      return new Map<string, { candidate: string; name: string; color: string }>(
        rows.map((r) => [r.party, { candidate: r.candidate, name: r.name, color: r.color }]),
      );
    });
  }

  private async partyNames() {
    return requestScoped(this.ctx, 'parties', async () => {
      const rows = await this.em.execute(`select abbreviation, name, color from parties`);
      return new Map<string, { name: string; color: string }>(rows.map((r) => [r.abbreviation, { name: r.name, color: r.color }]));
    });
  }

  private async toElection(row: ElectionRow): Promise<Election> {
    const [candidates, [national]] = await Promise.all([
      this.candidates(row.id),
      this.em.execute(`select units_total from election_area_results where election_id = ? and area_code = 'NG'`, [row.id]),
    ]);
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      description: row.description,
      date: row.date,
      status: row.status,
      source: row.source,
      sourceNote: row.source_note,
      stateCode: row.state_code,
      totalPollingUnits: national?.units_total ?? 0,
      registeredVoters: row.registered_voters === null ? null : Number(row.registered_voters),
      replayClock: asDate(row.replay_clock),
      candidates: [...candidates].map(([abbreviation, c]) => ({
        party: { abbreviation, name: c.name, color: c.color },
        name: c.candidate,
      })),
    };
  }

  async createElection(input: unknown): Promise<Election> {
    this.requireAdmin();
    const data = parseInput(createSchema, input);
    const parties = await this.partyNames();
    const unknown = data.candidates.find((c) => !parties.has(c.party));
    if (unknown) throw badInput(`${unknown.party} is not a registered party`, 'candidates');
    if (new Set(data.candidates.map((c) => c.party)).size !== data.candidates.length) {
      throw badInput('A party can have one candidate only', 'candidates');
    }
    if (data.stateCode) {
      const [state] = await this.em.execute(`select 1 from geo_states where code = ?`, [data.stateCode]);
      if (!state) throw badInput('There is no such state', 'stateCode');
    }
    const id = await this.em.transactional(async (tx) => {
      const [row] = await tx.execute(
        `insert into elections (type, name, description, election_date, status, source, source_note, state_code)
         values (?, ?, ?, ?, 'ongoing', 'uploads', 'Polling-unit result sheets uploaded by accredited agents and administrators.', ?)
         returning id`,
        [data.type, data.name, data.description ?? '', data.date, data.stateCode ?? null],
      );
      await tx.execute(
        `insert into election_candidates (election_id, party, candidate) select ?, * from unnest(?::text[], ?::text[])`,
        [row.id, sqlArray(data.candidates.map((c) => c.party)), sqlArray(data.candidates.map((c) => c.name))],
      );
      await createAreaRows(tx, row.id, data.stateCode ?? null);
      return row.id as string;
    });
    return (await this.election(id))!;
  }

  async setStatus(id: string, status: ElectionStatus): Promise<Election> {
    this.requireAdmin();
    const election = await this.requireElection(id);
    if (election.source === ResultsSource.DECLARED) throw badInput('A declared election is concluded');
    await this.em.execute(`update elections set status = ? where id = ?`, [status, id]);
    const update = await this.writeLiveUpdate(id, LiveUpdateType.UPDATE, `${election.name} is now ${status}.`);
    await this.publish(id, [], [update.id]);
    return (await new ElectionService({ ...this.ctx, em: this.em.fork() }).election(id))!;
  }

  // ---------- who may upload ----------

  private requireAdmin() {
    const viewer = requireViewer(this.ctx);
    if (!viewer.isAdmin) throw appError('FORBIDDEN', 'Only administrators can do this');
    return viewer;
  }

  async accreditAgent(input: { electionId: string; userId: string; stateCode?: string | null }): Promise<boolean> {
    const admin = this.requireAdmin();
    const data = parseInput(accreditSchema, input);
    await this.requireElection(data.electionId);
    const [user] = await this.em.execute(`select 1 from users where id = ? and deleted_at is null`, [data.userId]);
    if (!user) throw notFound('Member not found');
    if (data.stateCode) {
      const [state] = await this.em.execute(`select 1 from geo_states where code = ?`, [data.stateCode]);
      if (!state) throw badInput('There is no such state', 'stateCode');
    }
    await this.em.execute(
      `insert into election_agents (election_id, user_id, state_code, accredited_by) values (?, ?, ?, ?)
       on conflict (election_id, user_id) do update set state_code = excluded.state_code, accredited_by = excluded.accredited_by`,
      [data.electionId, data.userId, data.stateCode ?? null, admin.id],
    );
    return true;
  }

  async revokeAgent(input: { electionId: string; userId: string }): Promise<boolean> {
    this.requireAdmin();
    const data = parseInput(revokeSchema, input);
    const removed = await this.em.execute(`delete from election_agents where election_id = ? and user_id = ? returning 1`, [
      data.electionId,
      data.userId,
    ]);
    return removed.length > 0;
  }

  // ---------- ingestion ----------

  /** One sheet from an administrator or an agent accredited for the election (and the unit's state). */
  async uploadSheet(input: unknown): Promise<PollingUnitResult> {
    const viewer = requireViewer(this.ctx);
    const data = parseInput(sheetSchema, input);
    await this.requireElection(data.electionId);
    let source: 'admin' | 'agent' = 'admin';
    if (!viewer.isAdmin) {
      const [agent] = await this.em.execute(`select state_code from election_agents where election_id = ? and user_id = ?`, [
        data.electionId,
        viewer.id,
      ]);
      if (!agent) throw appError('FORBIDDEN', 'Only administrators and agents accredited for this election can upload results');
      if (agent.state_code && !data.puCode.startsWith(`${agent.state_code}/`)) {
        throw appError('FORBIDDEN', 'You are accredited for another state');
      }
      source = 'agent';
    }
    await this.ctx.deps.limits.consume('result-upload', UPLOAD_RULE, viewer.id);
    const votes: Record<string, number> = {};
    for (const { party, votes: n } of data.votes) {
      if (party in votes) throw badInput(`${party} appears twice on the sheet`, 'votes');
      votes[party] = n;
    }
    const sheet: Sheet = {
      puCode: data.puCode,
      registered: data.registered,
      accredited: data.accredited,
      rejected: data.rejected,
      votes,
      sheetUrl: data.sheetUrl ?? null,
      uploadedAt: new Date(),
    };
    await recordSheets(this.em, this.ctx.deps.pubsub, data.electionId, [sheet], { source, uploadedBy: viewer.id });
    return (await this.pollingUnitResult(data.electionId, data.puCode))!;
  }

  /**
   * A CSV of sheets: pu_code, registered, accredited, rejected, then one column per party
   * (its abbreviation), and optionally sheet_url. All rows or none.
   */
  async importCsv(input: { electionId: string; csv: string }): Promise<ResultsImport> {
    const viewer = this.requireAdmin();
    const { electionId: id, csv } = parseInput(importSchema, input);
    await this.requireElection(id);
    let rows: string[][];
    try {
      rows = parseCsv(csv).filter((row) => row.some((cell) => cell.trim() !== ''));
    } catch (error) {
      throw badInput(`The CSV can't be read: ${(error as Error).message}`, 'csv');
    }
    const [header, ...body] = rows;
    if (!header || !body.length) throw badInput('The CSV has no rows', 'csv');
    if (body.length > LIMITS.csvRows) throw badInput(`The CSV has ${body.length} rows; at most ${LIMITS.csvRows} at a time`, 'csv');
    const columns = header.map((h) => h.trim());
    const fixed = ['pu_code', 'registered', 'accredited', 'rejected'];
    const missing = fixed.find((name) => !columns.includes(name));
    if (missing) throw badInput(`The CSV has no ${missing} column (the header is: ${columns.join(',')})`, 'csv');
    const partyColumns = columns.filter((c) => !fixed.includes(c) && c !== 'sheet_url');
    if (!partyColumns.length) throw badInput('The CSV has no party columns (APC, PDP, …)', 'csv');
    const at = (row: string[], name: string) => row[columns.indexOf(name)]?.trim() ?? '';
    const figures = new Map<string, ReturnType<typeof figure>>(); // one schema a figure's name, not one a cell
    const sheets = body.map((row, i): Sheet => {
      const where = `Row ${i + 2}`;
      if (row.length !== columns.length) throw badInput(`${where}: ${row.length} fields, the header has ${columns.length}`, 'csv');
      const number = (name: string, value: string) => {
        let schema = figures.get(name);
        if (!schema) figures.set(name, (schema = figure(name)));
        const parsed = schema.safeParse(/^\d+$/.test(value) ? Number(value) : NaN);
        if (!parsed.success) throw badInput(`${where}: ${parsed.error.issues[0].message} (got "${value}")`, 'csv');
        return parsed.data;
      };
      const code = puCode.safeParse(at(row, 'pu_code'));
      if (!code.success) throw badInput(`${where}: ${code.error.issues[0].message}`, 'csv');
      const votes: Record<string, number> = {};
      for (const p of partyColumns) {
        const value = at(row, p);
        if (value !== '') votes[p.toUpperCase()] = number(`${p} votes`, value);
      }
      const sheetUrl = columns.includes('sheet_url') ? at(row, 'sheet_url') || null : null;
      if (sheetUrl && !sheetSchema.shape.sheetUrl.safeParse(sheetUrl).success) {
        throw badInput(`${where}: the sheet image must be a file uploaded here`, 'csv');
      }
      return {
        puCode: code.data,
        registered: number('Registered voters', at(row, 'registered')),
        accredited: number('Accredited voters', at(row, 'accredited')),
        rejected: number('Rejected votes', at(row, 'rejected')),
        votes,
        sheetUrl,
        uploadedAt: new Date(),
      };
    });
    const result = await recordSheets(this.em, this.ctx.deps.pubsub, id, sheets, {
      source: 'csv',
      uploadedBy: viewer.id,
      label: (i) => `Row ${i + 2}`,
    });
    return { imported: result.recorded, replaced: result.replaced };
  }

  /** An administrator confirms a unit's current sheet; a later re-upload needs confirming again. */
  async verifySheet(input: { electionId: string; puCode: string }): Promise<PollingUnitResult> {
    const admin = this.requireAdmin();
    const data = parseInput(unitSchema, input);
    const changed = await this.em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(hashtextextended(?, 7460))`, [data.electionId]);
      const [row] = await tx.execute(
        `update election_unit_results set verified_at = now(), verified_by = ?
         where election_id = ? and pu_code = ? and verified_at is null returning state_code, lga_code, ward_code`,
        [admin.id, data.electionId, data.puCode],
      );
      if (!row) {
        const [exists] = await tx.execute(`select 1 from election_unit_results where election_id = ? and pu_code = ?`, [
          data.electionId,
          data.puCode,
        ]);
        if (!exists) throw notFound('This polling unit has no result yet');
        return null;
      }
      const lga = `${row.state_code}/${row.lga_code}`;
      await tx.execute(
        `update election_area_results set units_verified = units_verified + 1, last_updated = now()
         where election_id = ? and area_code = any(?::text[])`,
        [data.electionId, sqlArray(['NG', row.state_code, lga, `${lga}/${row.ward_code}`])],
      );
      return row.state_code as string;
    });
    if (changed) await this.publish(data.electionId, [changed], []);
    return (await this.pollingUnitResult(data.electionId, data.puCode))!;
  }

  async announce(input: { electionId: string; message: string }): Promise<LiveUpdate> {
    this.requireAdmin();
    const data = parseInput(announceSchema, input);
    await this.requireElection(data.electionId);
    const update = await this.writeLiveUpdate(data.electionId, LiveUpdateType.ANNOUNCEMENT, data.message);
    await this.publish(data.electionId, [], [update.id]);
    return update;
  }

  private async writeLiveUpdate(id: string, type: LiveUpdateType, message: string): Promise<LiveUpdate> {
    const [row] = await this.em.execute(
      `insert into election_live_updates (election_id, type, message) values (?, ?, ?) returning id::text as id, created_at`,
      [id, type, message],
    );
    return { id: row.id, type, message, timestamp: asDate(row.created_at)! };
  }

  private publish(id: string, stateCodes: string[], liveUpdateIds: string[]) {
    return this.ctx.deps.pubsub.publish(topics.election(id), { electionId: id, stateCodes, liveUpdateIds });
  }

  // ---------- reads ----------

  /** Areas with their figures and votes per party, in one statement. */
  private async areas(electionId: string, where: string, params: unknown[]): Promise<AreaRow[]> {
    return this.em.execute<AreaRow[]>(
      `select a.area_code, a.level, a.units_total, a.units_reported, a.units_verified, a.registered, a.accredited,
         a.registered_where_accredited, a.rejected, a.valid_votes, a.last_updated,
         case a.level when 'national' then 'NIGERIA' when 'state' then s.name when 'lga' then l.name else w.name end as name,
         (select jsonb_object_agg(v.party, v.votes) from election_area_votes v
           where v.election_id = a.election_id and v.area_code = a.area_code and v.votes > 0) as votes
       from election_area_results a
       left join geo_states s on a.level = 'state' and s.code = a.area_code
       left join geo_lgas l on a.level = 'lga' and l.state_code = split_part(a.area_code, '/', 1) and l.code = split_part(a.area_code, '/', 2)
       left join geo_wards w on a.level = 'ward' and w.state_code = split_part(a.area_code, '/', 1)
         and w.lga_code = split_part(a.area_code, '/', 2) and w.code = split_part(a.area_code, '/', 3)
       where a.election_id = ? and ${where}
       order by a.area_code`,
      [electionId, ...params],
    );
  }

  private async toArea(election: ElectionRow, row: AreaRow, lgaCounts?: Map<string, { reporting: number; total: number }>): Promise<AreaResult> {
    const [candidates, parties] = await Promise.all([this.candidates(election.id), this.partyNames()]);
    const valid = Number(row.valid_votes);
    const results = this.partyVotes(row.votes ?? {}, valid, candidates, parties);
    const declared = election.source === ResultsSource.DECLARED;
    const registered = Number(row.registered);
    const accredited = Number(row.accredited);
    const rwa = Number(row.registered_where_accredited);
    const lgas = lgaCounts?.get(row.area_code);
    return {
      code: row.area_code,
      level: row.level,
      name: row.level === 'national' ? 'Nigeria' : titleCase(row.name ?? row.area_code),
      status: declared
        ? results.length ? AreaStatus.COMPLETED : AreaStatus.PENDING
        : row.units_reported === 0
          ? AreaStatus.PENDING
          : row.units_reported >= row.units_total
            ? AreaStatus.COMPLETED
            : AreaStatus.IN_PROGRESS,
      reportingUnits: row.units_reported,
      totalPollingUnits: row.units_total,
      uploadProgress: percent(row.units_reported, row.units_total),
      reportingLGAs: lgas ? lgas.reporting : null,
      totalLGAs: lgas ? lgas.total : null,
      registeredVoters: registered > 0 ? registered : null,
      accreditedVoters: rwa > 0 || (!declared && row.units_reported > 0 && accredited > 0) ? accredited : null,
      rejectedVotes: declared && Number(row.rejected) === 0 ? null : Number(row.rejected),
      validVotes: valid,
      voterTurnout: rwa > 0 ? percent(accredited, rwa) : null,
      results,
      leadingParty: results[0]?.party ?? null,
      lastUpdated: asDate(row.last_updated),
    };
  }

  private partyVotes(
    votes: Record<string, number>,
    valid: number,
    candidates: Map<string, { candidate: string }>,
    parties: Map<string, { name: string; color: string }>,
  ): PartyVotes[] {
    return Object.entries(votes)
      .map(([party, n]) => ({
        party,
        partyName: parties.get(party)?.name ?? party,
        candidate: candidates.get(party)?.candidate ?? null,
        color: partyColor(party),
        votes: Number(n),
        percentage: percent(Number(n), valid),
      }))
      .sort((a, b) => b.votes - a.votes || a.party.localeCompare(b.party));
  }

  async summary(type?: ElectionType | null, id?: string | null): Promise<ElectionSummary> {
    // Independent reads side by side: a live tick waits for the slowest, not their sum.
    const [election, active] = await Promise.all([this.current(type, id), this.activeElections()]);
    if (!election) {
      return {
        election: null,
        electionType: type ?? null,
        registeredVoters: null,
        voterTurnout: null,
        uploadProgress: 0,
        resultsUploaded: 0,
        resultsVerified: null,
        totalPollingUnits: 0,
        totalValidVotes: 0,
        leadingParty: null,
        lastUpdated: null,
        activeElections: active,
      };
    }
    const [[row], shown] = await Promise.all([this.areas(election.id, `a.area_code = 'NG'`, []), this.toElection(election)]);
    const area = await this.toArea(election, row);
    return {
      election: shown,
      electionType: election.type,
      registeredVoters: election.registered_voters !== null ? Number(election.registered_voters) : area.registeredVoters,
      voterTurnout: area.voterTurnout,
      uploadProgress: area.uploadProgress,
      resultsUploaded: area.reportingUnits,
      resultsVerified: election.source === ResultsSource.DECLARED ? null : row.units_verified,
      totalPollingUnits: area.totalPollingUnits,
      totalValidVotes: area.validVotes,
      leadingParty: area.leadingParty,
      lastUpdated: area.lastUpdated,
      activeElections: active.some((a) => a.id === election.id)
        ? active
        : [{ id: election.id, type: election.type, name: election.name, status: election.status, uploadProgress: area.uploadProgress }, ...active],
    };
  }

  private async activeElections(): Promise<ActiveElection[]> {
    const rows = await this.em.execute(
      `select e.id, e.type, e.name, e.status, a.units_reported, a.units_total from elections e
       join election_area_results a on a.election_id = e.id and a.area_code = 'NG'
       where e.status = 'ongoing' order by e.election_date desc, e.created_at desc limit 10`,
    );
    return rows.map((r) => ({ id: r.id, type: r.type, name: r.name, status: r.status, uploadProgress: percent(r.units_reported, r.units_total) }));
  }

  /** States of the election (all, or one by code or name), with LGA reporting counts. */
  async stateResults(input: {
    type?: ElectionType | null;
    electionId?: string | null;
    state?: string | null;
    codes?: string[];
  }): Promise<AreaResult[]> {
    const election = await this.current(input.type, input.electionId);
    if (!election) return [];
    const state = input.state?.trim();
    let where = `a.level = 'state'`;
    const params: unknown[] = [];
    if (state && state.toLowerCase() !== 'all') {
      const [found] = await this.em.execute(
        `select code from geo_states where code = ? or lower(name) = lower(?) or (lower(?) in ('fct', 'abuja') and code = '37')`,
        [state, state.replace(/[-_]/g, ' '), state],
      );
      if (!found) return [];
      where += ` and a.area_code = ?`;
      params.push(found.code);
    }
    if (input.codes) {
      where += ` and a.area_code = any(?::text[])`;
      params.push(sqlArray(input.codes));
    }
    const [rows, lgaCounts] = await Promise.all([this.areas(election.id, where, params), this.lgaCounts(election)]);
    return Promise.all(rows.map((row) => this.toArea(election, row, lgaCounts)));
  }

  private async lgaCounts(election: ElectionRow) {
    if (election.source === ResultsSource.DECLARED) return undefined;
    const rows = await this.em.execute(
      `select parent_code, count(*) filter (where units_reported > 0)::int as reporting, count(*)::int as total
       from election_area_results where election_id = ? and level = 'lga' group by parent_code`,
      [election.id],
    );
    return new Map(rows.map((r) => [r.parent_code as string, { reporting: r.reporting as number, total: r.total as number }]));
  }

  /** Any level: 'NG', a state, an LGA or a ward, with the areas inside it (and a ward's units). */
  async drillDown(electionId: string, code: string): Promise<ResultsDrillDown | null> {
    const election = await this.electionRow(electionId);
    if (!election) return null;
    const areaCode = code.trim().toUpperCase() === 'NG' ? 'NG' : code.trim();
    if (!/^(NG|\d{2}(\/\d{2}){0,2})$/.test(areaCode)) throw badInput("An area code looks like 'NG', '24', '24/16' or '24/16/05'", 'code');
    const [row] = await this.areas(election.id, `a.area_code = ?`, [areaCode]);
    if (!row) return null;
    const lgaCounts = row.level === 'state' || row.level === 'national' ? await this.lgaCounts(election) : undefined;
    const children = await this.areas(election.id, `a.parent_code = ?`, [areaCode]);
    return {
      area: await this.toArea(election, row, lgaCounts),
      children: await Promise.all(children.map((child) => this.toArea(election, child, lgaCounts))),
      pollingUnits: row.level === 'ward' ? await this.wardUnits(election, areaCode) : [],
    };
  }

  private async wardUnits(election: ElectionRow, wardCode: string): Promise<PollingUnitResult[]> {
    const [state, lga, ward] = wardCode.split('/');
    const rows = await this.em.execute(
      // The ward's sheets are read by the ward index, whatever the planner believes about the table's size.
      `select p.pu_code, p.name, r.registered, r.accredited, r.rejected, r.valid_votes, r.votes, r.sheet_url, r.uploaded_at,
         r.upload_id::text as upload_id, r.verified_at, r.source
       from geo_polling_units p
       left join (
         select r.*, u.source from election_unit_results r join election_result_uploads u on u.id = r.upload_id
         where r.election_id = ? and r.state_code = ? and r.lga_code = ? and r.ward_code = ?
       ) r on r.pu_code = p.pu_code
       where p.state_code = ? and p.lga_code = ? and p.ward_code = ? order by p.code limit ?`,
      [election.id, state, lga, ward, state, lga, ward, LIMITS.wardUnits],
    );
    const [candidates, parties] = await Promise.all([this.candidates(election.id), this.partyNames()]);
    return rows.map((r) => ({
      puCode: r.pu_code,
      name: titleCase(r.name),
      current: r.upload_id ? this.toSheet({ ...r, id: r.upload_id, replaced_at: null }, candidates, parties) : null,
      verified: !!r.verified_at,
      history: [],
    }));
  }

  private toSheet(r: any, candidates: Map<string, { candidate: string }>, parties: Map<string, { name: string; color: string }>): ResultSheet {
    return {
      id: r.id,
      registered: r.registered,
      accredited: r.accredited,
      rejected: r.rejected,
      validVotes: r.valid_votes,
      results: this.partyVotes(r.votes ?? {}, r.valid_votes, candidates, parties),
      sheetUrl: r.sheet_url,
      uploadedAt: asDate(r.uploaded_at)!,
      source: r.source,
      replacedAt: asDate(r.replaced_at),
    };
  }

  /** A unit's current sheet and every sheet it replaced. Null for an unknown unit. */
  async pollingUnitResult(electionId: string, code: string): Promise<PollingUnitResult | null> {
    const election = await this.electionRow(electionId);
    if (!election) return null;
    const [unit] = await this.em.execute(`select pu_code, name from geo_polling_units where pu_code = ?`, [code.trim()]);
    if (!unit) return null;
    // One statement, so a sheet arriving meanwhile can't leave the current one out of both lists.
    const sheets = await this.em.execute(
      `select u.id::text as id, u.registered, u.accredited, u.rejected, u.valid_votes, u.votes, u.sheet_url, u.uploaded_at,
         u.source, u.replaced_at, r.upload_id is not null as is_current, r.verified_at
       from election_result_uploads u
       left join election_unit_results r on r.election_id = u.election_id and r.pu_code = u.pu_code and r.upload_id = u.id
       where u.election_id = ? and u.pu_code = ? order by u.id desc limit 50`,
      [electionId, unit.pu_code],
    );
    const current = sheets.find((s) => s.is_current);
    const candidates = await this.candidates(electionId);
    const parties = await this.partyNames();
    const all = sheets.map((s) => this.toSheet(s, candidates, parties));
    return {
      puCode: unit.pu_code,
      name: titleCase(unit.name),
      current: all.find((s) => s.id === current?.id) ?? null,
      verified: !!current?.verified_at,
      history: all.filter((s) => s.id !== current?.id),
    };
  }

  /**
   * The current sheets of these units, by unit code (units without one are left out): the
   * figures each gives and where it came from, read by primary key, one probe per unit.
   */
  async currentSheets(
    electionId: string,
    puCodes: readonly string[],
  ): Promise<Map<string, { registered: number | null; accredited: number | null; rejected: number | null; validVotes: number; votes: Record<string, number>; source: string }>> {
    if (!puCodes.length || !isUuid(electionId)) return new Map();
    const rows = await this.em.execute(
      `select r.pu_code, r.registered, r.accredited, r.rejected, r.valid_votes, r.votes, u.source
       from unnest(?::text[]) as c(pu_code)
       cross join lateral (select * from election_unit_results r where r.election_id = ? and r.pu_code = c.pu_code) r
       join election_result_uploads u on u.id = r.upload_id`,
      [sqlArray(puCodes), electionId],
    );
    return new Map(
      rows.map((r) => [
        r.pu_code as string,
        { registered: r.registered, accredited: r.accredited, rejected: r.rejected, validVotes: r.valid_votes, votes: r.votes ?? {}, source: r.source },
      ]),
    );
  }

  /** Every party with votes: national total and share, states won and its strongest states. */
  async partyAnalysis(type?: ElectionType | null, id?: string | null): Promise<PartyAnalysis[]> {
    const election = await this.current(type, id);
    if (!election) return [];
    const [[national], states] = await Promise.all([
      this.areas(election.id, `a.area_code = 'NG'`, []),
      this.areas(election.id, `a.level = 'state'`, []),
    ]);
    const [candidates, parties] = await Promise.all([this.candidates(election.id), this.partyNames()]);
    const won = new Map<string, { name: string; share: number }[]>();
    for (const state of states) {
      const votes = Object.entries(state.votes ?? {}).map(([p, n]) => [p, Number(n)] as const).sort((a, b) => b[1] - a[1]);
      if (!votes.length || (votes[1] && votes[1][1] === votes[0][1])) continue; // no winner on a tie
      const [winner, n] = votes[0];
      const list = won.get(winner) ?? [];
      list.push({ name: titleCase(state.name ?? state.area_code), share: n / Math.max(1, Number(state.valid_votes)) });
      won.set(winner, list);
    }
    return this.partyVotes(national.votes ?? {}, Number(national.valid_votes), candidates, parties).map((p) => {
      const states = (won.get(p.party) ?? []).sort((a, b) => b.share - a.share);
      return {
        party: p.party,
        partyName: p.partyName,
        candidate: p.candidate,
        color: p.color,
        totalVotes: p.votes,
        percentage: p.percentage,
        statesWon: states.length,
        strongholds: states.map((s) => s.name),
      };
    });
  }

  async liveUpdates(input: { type?: ElectionType | null; electionId?: string | null; first?: number | null }): Promise<LiveUpdate[]> {
    const election = await this.current(input.type, input.electionId);
    if (!election) return [];
    const first = Math.min(Math.max(input.first ?? LIMITS.liveUpdates.default, 1), LIMITS.liveUpdates.max);
    const rows = await this.em.execute(
      `select id::text as id, type, message, created_at from election_live_updates where election_id = ? order by id desc limit ?`,
      [election.id, first],
    );
    return rows.map((r) => ({ id: r.id, type: r.type, message: r.message, timestamp: asDate(r.created_at)! }));
  }

  /** The live updates an event names (for the subscription), oldest first. */
  async liveUpdatesByIds(ids: string[]): Promise<LiveUpdate[]> {
    if (!ids.length) return [];
    const rows = await this.em.execute(
      `select id::text as id, type, message, created_at from election_live_updates where id = any(?::bigint[]) order by id`,
      [`{${ids.filter((id) => /^\d+$/.test(id)).join(',')}}`],
    );
    return rows.map((r) => ({ id: r.id, type: r.type, message: r.message, timestamp: asDate(r.created_at)! }));
  }
}

const ELECTION_SELECT = `select e.id, e.type, e.name, e.description, to_char(e.election_date, 'YYYY-MM-DD') as date, e.status, e.source,
  e.source_note, e.state_code, e.registered_voters, e.replay_clock from elections e`;
const ELECTION_ORDER = `(e.status = 'ongoing') desc, e.election_date desc, (e.source = 'replay'), e.created_at desc`;

/**
 * One results row per area of the election's scope, each with its number of polling units,
 * so an upload only ever updates rows (and progress needs no count of units on read).
 */
export async function createAreaRows(em: EntityManager, electionId: string, stateCode: string | null, levels = ['national', 'state', 'lga', 'ward']) {
  const scope = stateCode ? `where state_code = '${stateCode.replace(/\D/g, '')}'` : '';
  const parts = {
    national: `select 'NG', null, 'national', count(*) from geo_polling_units ${scope}`,
    state: `select state_code, 'NG', 'state', count(*) from geo_polling_units ${scope} group by state_code`,
    lga: `select state_code || '/' || lga_code, state_code::text, 'lga', count(*) from geo_polling_units ${scope} group by state_code, lga_code`,
    ward: `select state_code || '/' || lga_code || '/' || ward_code, state_code || '/' || lga_code, 'ward', count(*)
      from geo_polling_units ${scope} group by state_code, lga_code, ward_code`,
  } as Record<string, string>;
  await em.execute(
    `insert into election_area_results (election_id, area_code, parent_code, level, units_total)
     select ?, t.* from (${levels.map((level) => parts[level]).join(' union all ')}) as t`,
    [electionId],
  );
}
