import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { toCsv } from '../../shared/csv.js';
import { pageArgsSchema, toPage, type Page } from '../../shared/pagination.js';
import { readRows } from '../../platform/driver-read.js';
import { parseInput } from '../../shared/validation.js';
import { GeoService } from '../geo/geo.service.js';
import type { PollingUnit } from '../geo/geo.types.js';
import { differenceView, figuresView, SheetService, type UnitAssessment } from './sheet.service.js';
import { watchedElection } from './watch.election.js';
import { findPlace } from './watch.place.js';
import { CATEGORY_LABELS, type CrowdUnit, type IncidentCategory } from './watch.types.js';

export const CROWD_PAGE = { default: 100, max: 500 };
/** A download holds at most this many rows: an election's whole watch, with room to spare. */
export const DOWNLOAD_ROWS = 200_000;

const crowdSchema = pageArgsSchema(CROWD_PAGE).extend({ place: z.string().max(20).nullish(), electionId: z.string().nullish() });
const UNIT_CURSOR = /^\d{2}\/\d{2}\/\d{2}\/\d{3}$/;

type OpenIncidentRow = {
  id: string;
  pu_code: string;
  category: IncidentCategory;
  status: string;
  occurred_at: string | Date;
  created_at: string | Date;
  confirmations_count: number;
  ward_support: number;
  review_reason: string | null;
  reviewed_at: string | Date | null;
  synthetic: boolean;
};

export type OpenDataFormat = 'csv' | 'geojson';
export type OpenDataSet = 'incidents' | 'crowd-figures';

const PLACE_COLUMNS = ['pu_code', 'polling_unit', 'ward_code', 'ward', 'lga_code', 'lga', 'state_code', 'state', 'latitude', 'longitude'];
/** Each file's columns, in order (GeoJSON puts latitude and longitude in the geometry). */
export const COLUMNS: Record<OpenDataSet, string[]> = {
  incidents: ['id', ...PLACE_COLUMNS, 'category', 'category_label', 'status', 'occurred_at', 'reported_at', 'confirmations', 'ward_support',
    'review_reason', 'reviewed_at', 'synthetic'],
  'crowd-figures': [...PLACE_COLUMNS, 'crowd_status', 'submissions', 'agreeing', 'registered', 'accredited', 'rejected', 'total_valid', 'votes',
    'official_source', 'official_total_valid', 'official_votes', 'largest_gap', 'differences'],
};

const iso = (value: string | Date | null) => (value == null ? null : new Date(value).toISOString());
const minute = (value: string | Date) => new Date(value).toISOString().slice(0, 16) + 'Z';
const votesText = (votes: Record<string, number>) =>
  Object.entries(votes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([party, n]) => `${party}:${n}`)
    .join('; ');

/** Where a unit is, for a row: its code and name with its ward's, LGA's and state's, and its approximate position. */
function placeColumns(unit: PollingUnit | null, puCode: string) {
  return {
    pu_code: puCode,
    polling_unit: unit?.displayName ?? null,
    ward_code: puCode.slice(0, 8),
    ward: unit?.ward.displayName ?? null,
    lga_code: puCode.slice(0, 5),
    lga: unit?.lga.displayName ?? null,
    state_code: puCode.slice(0, 2),
    state: unit?.state.displayName ?? null,
    latitude: unit?.latitude ?? null,
    longitude: unit?.longitude ?? null,
  };
}

/**
 * The watch as open data, for newsrooms and observers: an election's incident reports without
 * reporters, descriptions or photos (the words and pictures stay on the site, where moderators
 * can act on them), and its units' crowd figures beside the official ones; as GraphQL pages and
 * as CSV or GeoJSON downloads.
 */
export class OpenDataService {
  constructor(private readonly ctx: Context) {}

  /** Units with members' readings in a place, in code order: a page after the cursor's unit. */
  async crowdUnits(input: unknown): Promise<Page<CrowdUnit>> {
    const args = parseInput(crowdSchema, input);
    const election = await watchedElection(this.ctx, args.electionId);
    const place = await findPlace(this.ctx, args.place);
    if (args.after && !UNIT_CURSOR.test(args.after)) throw badInput('That cursor is not from this list', 'after');
    if (!election) return toPage([], 0, () => '', (u: UnitAssessment) => crowdUnit(u));
    const units = (await new SheetService(this.ctx).assessUnits(election, place))
      .filter((u) => !args.after || u.puCode > args.after)
      .sort((a, b) => a.puCode.localeCompare(b.puCode));
    return toPage(units, args.first, (u) => u.puCode, crowdUnit);
  }

  /** A whole set of an election as a file: its name, type and text. */
  async download(electionId: string, set: OpenDataSet, format: OpenDataFormat): Promise<{ filename: string; type: string; body: string }> {
    const election = await watchedElection(this.ctx, electionId);
    if (!election) throw notFound('Election not found');
    const rows = set === 'incidents' ? await this.incidentRows(election.id) : await this.crowdRows(election);
    const filename = `watch-${set}-${election.id}.${format}`;
    if (format === 'csv') {
      const header = COLUMNS[set];
      return { filename, type: 'text/csv; charset=utf-8', body: toCsv([header, ...rows.map((row) => header.map((key) => row[key] as string | number | null))]) };
    }
    const features = rows.map(({ latitude, longitude, ...properties }) => ({
      type: 'Feature',
      geometry: latitude == null || longitude == null ? null : { type: 'Point', coordinates: [longitude, latitude] },
      properties,
    }));
    return { filename, type: 'application/geo+json; charset=utf-8', body: JSON.stringify({ type: 'FeatureCollection', features }) };
  }

  private async incidentRows(electionId: string): Promise<Record<string, unknown>[]> {
    const rows = (await readRows(
      this.ctx.em,
      `select id, pu_code, category, status, occurred_at, created_at, confirmations_count,
         reporter_in_ward::int + ward_confirmations_count as ward_support, review_reason, reviewed_at, synthetic
       from watch_incidents where election_id = ? order by created_at, id limit ?`,
      [electionId, DOWNLOAD_ROWS],
    )) as OpenIncidentRow[];
    const units = await this.units(rows.map((r) => r.pu_code));
    return rows.map((r) => ({
      id: r.id,
      ...placeColumns(units.get(r.pu_code) ?? null, r.pu_code),
      category: r.category,
      category_label: CATEGORY_LABELS[r.category],
      status: r.status,
      occurred_at: minute(r.occurred_at),
      reported_at: minute(r.created_at),
      confirmations: r.confirmations_count,
      ward_support: r.ward_support,
      review_reason: r.review_reason,
      reviewed_at: iso(r.reviewed_at),
      synthetic: r.synthetic,
    }));
  }

  private async crowdRows(election: NonNullable<Awaited<ReturnType<typeof watchedElection>>>): Promise<Record<string, unknown>[]> {
    const assessed = (await new SheetService(this.ctx).assessUnits(election, { code: 'NG', level: 'national' }))
      .sort((a, b) => a.puCode.localeCompare(b.puCode))
      .slice(0, DOWNLOAD_ROWS);
    const units = await this.units(assessed.map((u) => u.puCode));
    return assessed.map((u) => ({
      ...placeColumns(units.get(u.puCode) ?? null, u.puCode),
      crowd_status: u.status,
      submissions: u.submissions,
      agreeing: u.agreeing,
      registered: u.consensus?.registered ?? null,
      accredited: u.consensus?.accredited ?? null,
      rejected: u.consensus?.rejected ?? null,
      total_valid: u.consensus?.totalValid ?? null,
      votes: u.consensus ? votesText(u.consensus.votes) : null,
      official_source: u.official?.source ?? null,
      official_total_valid: u.official?.totalValid ?? null,
      official_votes: u.official ? votesText(u.official.votes) : null,
      largest_gap: u.largestGap,
      differences: u.differences.map((d) => `${d.figure}: ${d.values.map((v) => v.value).join(' / ')}`).join('; ') || null,
    }));
  }

  private async units(codes: string[]): Promise<Map<string, PollingUnit>> {
    const unique = [...new Set(codes)];
    const found = await new GeoService(this.ctx).places().loadMany(unique);
    return new Map(unique.flatMap((code, i) => (found[i] && !(found[i] instanceof Error) ? [[code, found[i] as PollingUnit]] : [])));
  }
}

function crowdUnit(u: UnitAssessment): CrowdUnit {
  return {
    puCode: u.puCode,
    crowdStatus: u.status,
    submissions: u.submissions,
    agreeing: u.agreeing,
    crowd: u.consensus && figuresView(u.consensus),
    official: u.official && figuresView(u.official),
    officialSource: u.official?.source ?? null,
    differences: u.differences.map(differenceView),
    largestGap: u.largestGap,
  };
}
