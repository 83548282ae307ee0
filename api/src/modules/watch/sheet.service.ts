import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { topics } from '../../shared/pubsub.js';
import type { LimitRule } from '../../shared/rate-limit.js';
import { readRows } from '../../platform/driver-read.js';
import { parseInput } from '../../shared/validation.js';
import { ElectionService } from '../election/election.service.js';
import { checkSheetArithmetic, MAX_UNIT_FIGURE } from '../election/results.ingest.js';
import { GeoService } from '../geo/geo.service.js';
import { optionalStoredPhoto } from '../uploads/upload-store.js';
import { requireActiveMember } from '../user/user.standing.js';
import { emptyCounts, IncidentService } from './incident.service.js';
import { assess, byAgreement, withoutZeros, type Assessment, type Figures, type OfficialSheet, type Reading } from './consensus.js';
import { openElection, unitOf, watchedElection, type WatchedElection } from './watch.election.js';
import { chainOf, findPlace, placeCondition, type Place } from './watch.place.js';
import {
  CrowdStatus,
  FigureSource,
  type FigureDifference,
  type FlaggedUnit,
  type UnitWatch,
  type WatchFigures,
} from './watch.types.js';

export const FLAGGED_PAGE = { default: 20, max: 100 };
/** A member reads their unit's sheet once or twice (a correction); a script reads hundreds. */
const SHEET_RULE: LimitRule = { points: 10, durationSeconds: 3600, message: 'You have sent many result sheets in the last hour. Please try again later.' };

const figure = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} can't be negative`)
    .max(MAX_UNIT_FIGURE, `${name} can't be more than ${MAX_UNIT_FIGURE.toLocaleString('en-NG')}`);

const sheetSchema = z.object({
  electionId: z.uuid('Election not found').nullish(),
  pollingUnit: z.string({ error: 'Choose a polling unit' }).trim().regex(/^\d{2}\/\d{2}\/\d{2}\/\d{3}$/, "A polling unit code looks like '24/16/05/001'"),
  registered: figure('Registered voters'),
  accredited: figure('Accredited voters'),
  rejected: figure('Rejected votes'),
  totalValid: figure('Total valid votes'),
  votes: z
    .array(z.object({ party: z.string().trim().toUpperCase().regex(/^[A-Z]{1,6}$/, 'A party is its abbreviation, e.g. APC'), votes: figure('Votes') }))
    .max(40, 'Too many parties on one sheet'),
  photoUrl: optionalStoredPhoto,
});
const flaggedSchema = z.object({
  first: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((n) => Math.min(n ?? FLAGGED_PAGE.default, FLAGGED_PAGE.max)),
});

type ReadingRow = {
  pu_code: string;
  registered: number;
  accredited: number;
  rejected: number;
  total_valid: number;
  votes: Record<string, number>;
  submissions: number;
  first_at: string | Date;
  viewer_submitted: boolean;
  photos: string[] | null;
};

/** A unit's readings, assessed beside its official sheet. */
export type UnitAssessment = Assessment & { puCode: string; official: OfficialSheet | null; readings: (Reading & { viewerSubmitted: boolean; photoUrls: string[] })[] };

const partyVotes = (votes: Record<string, number>) =>
  Object.entries(votes)
    .map(([party, n]) => ({ party, votes: n }))
    .sort((a, b) => b.votes - a.votes || a.party.localeCompare(b.party));

export const figuresView = (f: Figures): WatchFigures => ({
  registered: f.registered,
  accredited: f.accredited,
  rejected: f.rejected,
  totalValid: f.totalValid,
  votes: partyVotes(f.votes),
});

export const differenceView = (d: Assessment['differences'][number]): FigureDifference => ({
  ...d,
  values: d.values.map((v) => ({ ...v, source: v.source === 'crowd' ? FigureSource.CROWD : FigureSource.OFFICIAL })),
});

/**
 * Crowd result sheets: members registered at a polling unit enter the figures of the sheet posted
 * there, checked as official sheets are. Two identical readings make the unit crowd-verified;
 * readings that differ from each other or from the official sheet flag it, with the difference.
 */
export class SheetService {
  constructor(private readonly ctx: Context) {}

  async submit(input: unknown): Promise<UnitWatch> {
    const viewer = requireActiveMember(this.ctx);
    const data = parseInput(sheetSchema, input);
    const election = await openElection(this.ctx, data.electionId);
    const unit = await unitOf(this.ctx, election, data.pollingUnit);
    if (viewer.pollingUnit !== unit.puCode) {
      throw appError('FORBIDDEN', 'Only members registered at this polling unit can enter its result sheet: set your polling unit in your profile');
    }
    const candidates = new Set((await new ElectionService(this.ctx).election(election.id))!.candidates.map((c) => c.party.abbreviation));
    const votes: Record<string, number> = {};
    for (const { party, votes: n } of data.votes) {
      if (!candidates.has(party)) throw badInput(`${party} has no candidate in this election`, 'votes');
      if (party in votes) throw badInput(`${party} appears twice on the sheet`, 'votes');
      votes[party] = n;
    }
    const added = Object.values(votes).reduce((sum, n) => sum + n, 0);
    if (added !== data.totalValid) {
      throw badInput(`Total valid votes (${data.totalValid}) must equal the parties’ votes added up (${added})`, 'totalValid');
    }
    checkSheetArithmetic({ ...data, puCode: unit.puCode, votes, sheetUrl: null, uploadedAt: new Date() }, 'The sheet');
    await this.ctx.deps.limits.consume('watch:sheet', SHEET_RULE, viewer.id);
    const [state, lga, ward] = chainOf(unit.puCode);
    await this.ctx.em.execute(
      `insert into watch_sheets (election_id, submitter_id, pu_code, ward, lga, state_code, registered, accredited, rejected, total_valid, votes, photo_url)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)
       on conflict (election_id, pu_code, submitter_id) do update set registered = excluded.registered, accredited = excluded.accredited,
         rejected = excluded.rejected, total_valid = excluded.total_valid, votes = excluded.votes,
         photo_url = coalesce(excluded.photo_url, watch_sheets.photo_url), updated_at = now()`,
      [election.id, viewer.id, unit.puCode, ward, lga, state, data.registered, data.accredited, data.rejected, data.totalValid, JSON.stringify(withoutZeros(votes)), data.photoUrl],
    );
    await this.ctx.deps.pubsub.publish(topics.watch(election.id), { electionId: election.id, puCodes: [unit.puCode] });
    return this.unitWatch({ pollingUnit: unit.puCode, electionId: election.id });
  }

  /** A unit's official sheet, members' readings, the verdict and the differences; and its incident counts. */
  async unitWatch(input: { pollingUnit: unknown; electionId?: string | null }): Promise<UnitWatch> {
    const election = await watchedElection(this.ctx, input.electionId);
    if (!election) throw notFound('There is no election to watch');
    const code = typeof input.pollingUnit === 'string' ? input.pollingUnit.trim() : '';
    const unit = await new GeoService(this.ctx).pollingUnit(code);
    if (!unit) throw notFound(`There is no polling unit ${code}`);
    const place: Place = { code: unit.puCode, level: 'unit' };
    const [[assessed], [counts]] = await Promise.all([this.assessUnits(election, place), new IncidentService(this.ctx).counts(election.id, place)]);
    const viewer = this.ctx.viewer;
    const own = viewer
      ? ((await this.ctx.em.execute(
          `select registered, accredited, rejected, total_valid, votes from watch_sheets where election_id = ? and pu_code = ? and submitter_id = ?`,
          [election.id, unit.puCode, viewer.id],
        )) as ReadingRow[])
      : [];
    const a = assessed ?? { ...assess([], null), puCode: unit.puCode, official: (await this.officialSheets(election, [unit.puCode])).get(unit.puCode) ?? null, readings: [] };
    return {
      puCode: unit.puCode,
      electionId: election.id,
      crowdStatus: a.status,
      submissions: a.submissions,
      agreeing: a.agreeing,
      crowd: a.consensus && figuresView(a.consensus),
      readings: a.readings.map((r) => ({ figures: figuresView(r), submissions: r.submissions, viewerSubmitted: r.viewerSubmitted, photoUrls: r.photoUrls })),
      official: a.official && figuresView(a.official),
      officialSource: a.official?.source ?? null,
      differences: a.differences.map(differenceView),
      largestGap: a.largestGap,
      incidents: counts?.counts ?? emptyCounts(),
      viewerCanSubmit: !!viewer && viewer.pollingUnit === unit.puCode && election.status === 'ongoing' && election.source !== 'declared',
      viewerReading: own[0] ? figuresView(readingOf(own[0])) : null,
    };
  }

  /** Flagged units in a place, the widest disagreement first. */
  async flaggedUnits(input: { place?: unknown; electionId?: string | null; first?: number | null }): Promise<FlaggedUnit[]> {
    const { first } = parseInput(flaggedSchema, { first: input.first });
    const election = await watchedElection(this.ctx, input.electionId);
    const place = await findPlace(this.ctx, input.place);
    if (!election) return [];
    return (await this.assessUnits(election, place))
      .filter((u) => u.status === CrowdStatus.FLAGGED)
      .sort((a, b) => b.largestGap - a.largestGap || a.puCode.localeCompare(b.puCode))
      .slice(0, first)
      .map((u) => ({
        puCode: u.puCode,
        submissions: u.submissions,
        agreeing: u.agreeing,
        officialSource: u.differences.some((d) => d.values.some((v) => v.source === 'official')) ? (u.official?.source ?? null) : null,
        differences: u.differences.map(differenceView),
        largestGap: u.largestGap,
      }));
  }

  /** Every unit with readings in a place, assessed beside its official sheet: one read of the readings, one of the sheets. */
  async assessUnits(election: WatchedElection, place: Place): Promise<UnitAssessment[]> {
    const area = placeCondition(place, 's');
    const rows = (await readRows(
      this.ctx.em,
      `select s.pu_code, s.registered, s.accredited, s.rejected, s.total_valid, s.votes, count(*)::int as submissions,
         min(s.created_at) as first_at, coalesce(bool_or(s.submitter_id = ?::uuid), false) as viewer_submitted,
         (array_agg(s.photo_url order by s.created_at) filter (where s.photo_url is not null))[1:3] as photos
       from watch_sheets s where s.election_id = ? and ${area.sql}
       group by s.pu_code, s.registered, s.accredited, s.rejected, s.total_valid, s.votes`,
      [this.ctx.viewer?.id ?? null, election.id, ...area.params],
    )) as ReadingRow[];
    const byUnit = new Map<string, UnitAssessment['readings']>();
    for (const row of rows) {
      const list = byUnit.get(row.pu_code) ?? [];
      list.push({ ...readingOf(row), submissions: row.submissions, firstAt: new Date(row.first_at), viewerSubmitted: row.viewer_submitted, photoUrls: row.photos ?? [] });
      byUnit.set(row.pu_code, list);
    }
    const official = await this.officialSheets(election, [...byUnit.keys()]);
    return [...byUnit].map(([puCode, readings]) => {
      const sheet = official.get(puCode) ?? null;
      return { ...assess(readings, sheet), puCode, official: sheet, readings: readings.sort(byAgreement) };
    });
  }

  private async officialSheets(election: WatchedElection, puCodes: string[]): Promise<Map<string, OfficialSheet>> {
    if (election.source === 'declared') return new Map();
    const sheets = await new ElectionService(this.ctx).currentSheets(election.id, puCodes);
    return new Map(
      [...sheets].map(([code, s]) => [
        code,
        { registered: s.registered, accredited: s.accredited, rejected: s.rejected, totalValid: s.validVotes, votes: withoutZeros(s.votes), source: s.source },
      ]),
    );
  }
}

const readingOf = (row: Pick<ReadingRow, 'registered' | 'accredited' | 'rejected' | 'total_valid' | 'votes'>): Figures => ({
  registered: row.registered,
  accredited: row.accredited,
  rejected: row.rejected,
  totalValid: row.total_valid,
  votes: withoutZeros(row.votes),
});
