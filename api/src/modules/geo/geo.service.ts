import DataLoader from 'dataloader';
import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { readRows, sqlArray } from '../../shared/sql.js';
import { badInput, notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import {
  ElectoralLocation,
  Lga,
  PlaceKind,
  PlaceSearchResult,
  PollingUnit,
  State,
  Ward,
  type PollingUnitConnection,
  type ValidatedLocation,
} from './geo.types.js';

export const POLLING_UNITS_PAGE = { default: 50, max: 200 };
export const SEARCH_RESULTS = { default: 20, max: 50 };

const twoDigits = (label: string) => z.string({ error: `${label} is required` }).trim().regex(/^\d{2}$/, `${label} must be two digits, e.g. "01"`);
const PU_CODE = /^(\d{2})\/(\d{2})\/(\d{2})\/(\d{3})$/;

const wardSchema = z.object({
  stateCode: twoDigits('State code'),
  lgaCode: twoDigits('LGA code'),
  wardCode: twoDigits('Ward code'),
});

const pageSchema = wardSchema.extend({
  first: z
    .number()
    .int()
    .min(0, 'first cannot be negative')
    .nullish()
    .transform((n) => Math.min(n ?? POLLING_UNITS_PAGE.default, POLLING_UNITS_PAGE.max)),
  after: z.string().nullish(),
});

const searchSchema = z.object({
  query: z
    .string()
    .trim()
    .min(2, 'Search needs at least 2 characters')
    .max(100, 'Search must be at most 100 characters'),
  stateCode: twoDigits('State code').nullish(),
  lgaCode: twoDigits('LGA code').nullish(),
  first: z
    .number()
    .int()
    .min(0, 'first cannot be negative')
    .nullish()
    .transform((n) => Math.min(n ?? SEARCH_RESULTS.default, SEARCH_RESULTS.max)),
});

/** Blank means "not chosen". */
const optionalCode = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

const locationSchema = z.object({
  state: optionalCode,
  lga: optionalCode,
  ward: optionalCode,
  pollingUnit: optionalCode,
});

export type LocationInput = z.input<typeof locationSchema>;

/** Columns every polling-unit read selects, with its ward, LGA and state. */
const UNIT_COLUMNS = `p.pu_code, p.state_code, p.lga_code, p.ward_code, p.code, p.name, p.latitude, p.longitude,
  s.name as state_name, s.registered_voters_2023, l.name as lga_name, w.name as ward_name,
  w.senatorial_district_id, w.federal_constituency_id, w.state_constituency_id`;
const UNIT_JOINS = `join geo_wards w on w.state_code = p.state_code and w.lga_code = p.lga_code and w.code = p.ward_code
  join geo_lgas l on l.state_code = p.state_code and l.code = p.lga_code
  join geo_states s on s.code = p.state_code`;

type Row = Record<string, any>;

const toState = (code: string, name: string, registeredVoters2023: number | null = null) =>
  Object.assign(new State(), { code, name, registeredVoters2023 });
const toLga = (stateCode: string, code: string, name: string) => Object.assign(new Lga(), { stateCode, code, name });
const toWard = (row: Row, name = row.ward_name) =>
  Object.assign(new Ward(), {
    stateCode: row.state_code,
    lgaCode: row.lga_code,
    code: row.ward_code,
    name,
    senatorialDistrictId: row.senatorial_district_id,
    federalConstituencyId: row.federal_constituency_id,
    stateConstituencyId: row.state_constituency_id,
  });
/** A row of UNIT_COLUMNS (the ward's columns may already be known: `ward`). */
const toUnit = (row: Row, ward?: Ward, lga?: Lga, state?: State) =>
  Object.assign(new PollingUnit(), {
    puCode: row.pu_code,
    stateCode: row.state_code,
    lgaCode: row.lga_code,
    wardCode: row.ward_code,
    code: row.code,
    name: row.name,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    state: state ?? toState(row.state_code, row.state_name, row.registered_voters_2023),
    lga: lga ?? toLga(row.state_code, row.lga_code, row.lga_name),
    ward: ward ?? toWard(row),
  });

const encodeCursor = (puCode: string) => Buffer.from(`pu:${puCode}`).toString('base64url');
const decodeCursor = (cursor: string) => {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text.startsWith('pu:') ? PU_CODE.exec(text.slice(3)) : null;
};

/** `%` and `_` in what people type are letters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * INEC's electoral geography: states, LGAs, wards and polling units (read-only reference
 * data loaded by geo.seeder.ts). Plain SQL on the indexes the migration made.
 */
export class GeoService {
  constructor(private readonly ctx: Context) {}

  private query(sql: string, params: unknown[] = []): Promise<Row[]> {
    return readRows(this.ctx.em, sql, params);
  }

  async states(): Promise<State[]> {
    const rows = await this.query('select code, name, registered_voters_2023 from geo_states order by code');
    return rows.map((r) => toState(r.code, r.name, r.registered_voters_2023));
  }

  async lgas(stateCode: string): Promise<Lga[]> {
    const state = await this.state(parseInput(z.object({ stateCode: twoDigits('State code') }), { stateCode }).stateCode);
    const rows = await this.query('select code, name from geo_lgas where state_code = ? order by code', [state.code]);
    return rows.map((r) => toLga(state.code, r.code, r.name));
  }

  async wards(stateCode: string, lgaCode: string): Promise<Ward[]> {
    const args = parseInput(wardSchema.omit({ wardCode: true }), { stateCode, lgaCode });
    const lga = await this.lga(args.stateCode, args.lgaCode);
    const rows = await this.query(
      `select state_code, lga_code, code as ward_code, name as ward_name,
         senatorial_district_id, federal_constituency_id, state_constituency_id
       from geo_wards where state_code = ? and lga_code = ? order by code`,
      [lga.stateCode, lga.code],
    );
    return rows.map((r) => toWard(r));
  }

  /** A ward's units in code order; keyset pagination on the listing index. */
  async pollingUnits(input: {
    stateCode: string;
    lgaCode: string;
    wardCode: string;
    first?: number | null;
    after?: string | null;
  }): Promise<PollingUnitConnection> {
    const args = parseInput(pageSchema, input);
    const { ward, lga, state } = await this.ward(args.stateCode, args.lgaCode, args.wardCode);
    let afterCode = '';
    if (args.after) {
      const match = decodeCursor(args.after);
      const sameWard = match && match[1] === ward.stateCode && match[2] === ward.lgaCode && match[3] === ward.code;
      if (!sameWard) throw badInput('That cursor is not from this list of polling units', 'after');
      afterCode = match[4];
    }
    const where = 'p.state_code = ? and p.lga_code = ? and p.ward_code = ?';
    const keys = [ward.stateCode, ward.lgaCode, ward.code];
    const [rows, [{ total }]] = await Promise.all([
      this.query(
        `select p.pu_code, p.state_code, p.lga_code, p.ward_code, p.code, p.name, p.latitude, p.longitude
         from geo_polling_units p where ${where} and p.code > ? order by p.code limit ?`,
        [...keys, afterCode, args.first + 1],
      ),
      this.query(`select count(*)::int as total from geo_polling_units p where ${where}`, keys),
    ]);
    const page = rows.slice(0, args.first);
    const edges = page.map((row) => ({ cursor: encodeCursor(row.pu_code), node: toUnit(row, ward, lga, state) }));
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > args.first, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: total,
    };
  }

  /**
   * Places by their full code ('24', '24/16', '24/16/05' or '24/16/05/012'), batched and
   * cached for the request: one query per level however many members a page shows.
   * Unknown codes load as null.
   */
  places(): DataLoader<string, State | Lga | Ward | PollingUnit | null> {
    return requestScoped(this.ctx, 'geo.places', () => new DataLoader((keys) => this.loadPlaces(keys)));
  }

  /** A member's stored location codes with their places; the polling unit only when asked for. */
  async locationOf(
    codes: { state?: string | null; lga?: string | null; ward?: string | null; pollingUnit?: string | null },
    withPollingUnit: boolean,
  ): Promise<ElectoralLocation> {
    const load = <T>(code: string | null | undefined) => (code ? (this.places().load(code) as Promise<T | null>) : null);
    const [state, lga, ward, pollingUnit] = await Promise.all([
      load<State>(codes.state),
      load<Lga>(codes.lga),
      load<Ward>(codes.ward),
      withPollingUnit ? load<PollingUnit>(codes.pollingUnit) : null,
    ]);
    return Object.assign(new ElectoralLocation(), { state, lga, ward, pollingUnit });
  }

  /**
   * Wards and units first, with their LGA's and state's names joined in, which answers a
   * member's whole chain (state, LGA, ward) in one statement; then any state or LGA asked
   * for on its own.
   */
  private async loadPlaces(keys: readonly string[]) {
    const found = new Map<string, State | Lga | Ward | PollingUnit>();
    const put = (place: State | Lga | Ward | PollingUnit) =>
      found.set(place instanceof PollingUnit ? place.puCode : place instanceof State ? place.code : place.fullCode, place);
    const depth = (level: number, only = keys) => only.filter((key) => key.split('/').length === level + 1);
    // One array parameter per code part, typed as the char(2) columns are so the primary keys serve.
    const split = (level: string[], parts: number) =>
      Array.from({ length: parts }, (_, i) => sqlArray(level.map((key) => key.split('/')[i])));
    const [wards, units] = [depth(2), depth(3)];
    const [wardRows, unitRows] = await Promise.all([
      wards.length
        ? this.query(
            `select w.state_code, w.lga_code, w.code as ward_code, w.name as ward_name,
               w.senatorial_district_id, w.federal_constituency_id, w.state_constituency_id,
               l.name as lga_name, s.name as state_name, s.registered_voters_2023
             from geo_wards w join unnest(?::bpchar[], ?::bpchar[], ?::bpchar[]) k(s, l, c)
               on w.state_code = k.s and w.lga_code = k.l and w.code = k.c
             join geo_lgas l on l.state_code = w.state_code and l.code = w.lga_code
             join geo_states s on s.code = w.state_code`,
            split(wards, 3),
          )
        : [],
      units.length
        ? this.query(`select ${UNIT_COLUMNS} from geo_polling_units p ${UNIT_JOINS} where p.pu_code = any(?::text[])`, [
            sqlArray(units),
          ])
        : [],
    ]);
    for (const row of [...wardRows, ...unitRows]) {
      const state = toState(row.state_code, row.state_name, row.registered_voters_2023);
      const lga = toLga(row.state_code, row.lga_code, row.lga_name);
      [state, lga, toWard(row)].forEach(put);
      if (row.pu_code) put(toUnit(row, undefined, lga, state));
    }
    const missing = keys.filter((key) => !found.has(key));
    const [states, lgas] = [depth(0, missing), depth(1, missing)];
    const [stateRows, lgaRows] = await Promise.all([
      states.length
        ? this.query('select code, name, registered_voters_2023 from geo_states where code = any(?::text[])', [
            sqlArray(states),
          ])
        : [],
      lgas.length
        ? this.query(
            `select l.state_code, l.code, l.name from geo_lgas l
             join unnest(?::bpchar[], ?::bpchar[]) k(s, c) on l.state_code = k.s and l.code = k.c`,
            split(lgas, 2),
          )
        : [],
    ]);
    for (const r of stateRows) put(toState(r.code, r.name, r.registered_voters_2023));
    for (const r of lgaRows) put(toLga(r.state_code, r.code, r.name));
    return keys.map((key) => found.get(key) ?? null);
  }

  /** One unit by its full code; null when there is no such unit. */
  async pollingUnit(code: string): Promise<PollingUnit | null> {
    const puCode = String(code ?? '').trim();
    if (!PU_CODE.test(puCode)) {
      throw badInput('Polling unit codes look like 24/16/05/012 (state/LGA/ward/unit)', 'code');
    }
    const [row] = await this.query(`select ${UNIT_COLUMNS} from geo_polling_units p ${UNIT_JOINS} where p.pu_code = ?`, [
      puCode,
    ]);
    return row ? toUnit(row) : null;
  }

  /**
   * Wards and polling units by name, case-insensitively, in tiers that each stop at `first`
   * rows on an index: exact names, then names starting with the query (one btree range
   * read in name order), then names containing it (trigram GIN). Ward names are
   * also matched by similarity (pg_trgm word similarity), so a misspelt ward still turns
   * up; units are not, as a similarity scan of 176,846 long names costs ~100 ms.
   * Wards come before units of equal rank. Scoped to a state, or an LGA of it, when given.
   */
  async searchPlaces(input: {
    query: string;
    stateCode?: string | null;
    lgaCode?: string | null;
    first?: number | null;
  }): Promise<PlaceSearchResult[]> {
    const args = parseInput(searchSchema, input);
    if (args.lgaCode && !args.stateCode) throw badInput('Choose a state to search within an LGA', 'stateCode');
    if (args.stateCode && args.lgaCode) await this.lga(args.stateCode, args.lgaCode);
    else if (args.stateCode) await this.state(args.stateCode);
    if (args.first === 0) return [];

    const q = args.query.toLowerCase();
    const prefix = `${escapeLike(q)}%`;
    const contains = `%${escapeLike(q)}%`;
    const tiers: { sql: string; params: unknown[] }[] = [];
    const tier = (kind: PlaceKind, select: string, where: string, order: string, params: unknown[]) => {
      const [table, codes] =
        kind === PlaceKind.WARD
          ? ['geo_wards x', 'x.state_code, x.lga_code, x.code as ward_code, null::text as pu_code']
          : ['geo_polling_units x', 'x.state_code, x.lga_code, x.ward_code, x.pu_code'];
      const scope = [args.stateCode && 'x.state_code = ?', args.lgaCode && 'x.lga_code = ?'].filter(Boolean);
      tiers.push({
        sql: `(select '${kind}' as kind, ${codes}, x.name, ${select}
               from ${table} where ${[where, ...scope].join(' and ')} ${order} limit ?)`,
        params: [...params, ...[args.stateCode, args.lgaCode].filter(Boolean), args.first],
      });
    };
    // In C order an exact name comes before the longer names it starts, so one index range
    // read in order gives both tiers.
    const name = 'lower(x.name) collate "C"';
    for (const kind of [PlaceKind.WARD, PlaceKind.POLLING_UNIT]) {
      tier(kind, `case when ${name} = ? then 0 else 1 end as rank, 1.0 as similarity`, `${name} like ?`, `order by ${name}`, [q, prefix]);
      // Unordered on purpose: the GIN bitmap scan stops at the limit instead of sorting every match.
      tier(kind, '2 as rank, 1.0 as similarity', 'lower(x.name) like ? and lower(x.name) not like ?', '', [contains, prefix]);
    }
    // Trigrams need three characters: below that, similarity would scan the whole index.
    if (q.length >= 3) {
      tier(
        PlaceKind.WARD,
        '3 as rank, word_similarity(?, lower(x.name)) as similarity',
        '? <% lower(x.name) and lower(x.name) not like ?',
        'order by similarity desc',
        [q, q, contains],
      );
    }
    const rows = await this.query(
      `select r.kind, r.state_code, r.lga_code, r.ward_code, r.pu_code, r.name,
         s.name as state_name, s.registered_voters_2023, l.name as lga_name, w.name as ward_name,
         w.senatorial_district_id, w.federal_constituency_id, w.state_constituency_id,
         p.code, p.latitude, p.longitude
       from (${tiers.map((t) => t.sql).join(' union all ')}) r
       join geo_states s on s.code = r.state_code
       join geo_lgas l on l.state_code = r.state_code and l.code = r.lga_code
       join geo_wards w on w.state_code = r.state_code and w.lga_code = r.lga_code and w.code = r.ward_code
       left join geo_polling_units p on p.pu_code = r.pu_code
       order by r.rank, r.similarity desc, r.kind = 'POLLING_UNIT', r.state_code, r.lga_code, r.ward_code,
         r.pu_code nulls first
       limit ?`,
      [...tiers.flatMap((t) => t.params), args.first],
    );
    return rows.map((row) => {
      const state = toState(row.state_code, row.state_name, row.registered_voters_2023);
      const lga = toLga(row.state_code, row.lga_code, row.lga_name);
      const ward = toWard(row);
      const isUnit = row.kind === PlaceKind.POLLING_UNIT;
      return Object.assign(new PlaceSearchResult(), {
        kind: row.kind as PlaceKind,
        name: row.name,
        state,
        lga,
        ward,
        pollingUnit: isUnit ? toUnit(row, ward, lga, state) : null,
      });
    });
  }

  /**
   * Checks an electoral location chosen level by level (for the profile): any level may be
   * empty, but a lower level needs every level above it, and each must belong to the one
   * above. Lower levels may be given as their code within the parent ('05') or as the
   * whole chain ('24/16/05'; polling units '24/16/05/012'). Throws BAD_USER_INPUT naming
   * the field; returns the places, with their names, when the chain holds.
   */
  async validateLocation(input: LocationInput): Promise<ValidatedLocation> {
    const chosen = parseInput(locationSchema, input);
    const result: ValidatedLocation = { state: null, lga: null, ward: null, pollingUnit: null };
    const levels = [
      { key: 'state', value: chosen.state, needs: '' },
      { key: 'lga', value: chosen.lga, needs: 'Choose a state before the LGA' },
      { key: 'ward', value: chosen.ward, needs: 'Choose an LGA before the ward' },
      { key: 'pollingUnit', value: chosen.pollingUnit, needs: 'Choose a ward before the polling unit' },
    ] as const;
    // A lower level needs all upper ones: name the first missing one.
    const deepest = levels.findLastIndex((level) => level.value);
    for (let i = 1; i <= deepest; i++) {
      if (!levels[i - 1].value) throw badInput(levels[i].needs, levels[i - 1].key);
    }
    if (!chosen.state) return result;

    if (!/^\d{2}$/.test(chosen.state)) throw badInput('Unknown state', 'state');
    const [state] = await this.query('select code, name, registered_voters_2023 from geo_states where code = ?', [
      chosen.state,
    ]);
    if (!state) throw badInput('Unknown state', 'state');
    result.state = toState(state.code, state.name, state.registered_voters_2023);
    if (!chosen.lga) return result;

    const lgaCode = codeWithin(chosen.lga, [result.state.code], 'lga', 'Unknown LGA', 'That LGA is not in the chosen state');
    const [lga] = await this.query('select name from geo_lgas where state_code = ? and code = ?', [state.code, lgaCode]);
    if (!lga) throw badInput('That LGA is not in the chosen state', 'lga');
    result.lga = toLga(state.code, lgaCode, lga.name);
    if (!chosen.ward) return result;

    const parents = [state.code, lgaCode];
    const wardCode = codeWithin(chosen.ward, parents, 'ward', 'Unknown ward', 'That ward is not in the chosen LGA');
    const [ward] = await this.query(
      `select state_code, lga_code, code as ward_code, name as ward_name,
         senatorial_district_id, federal_constituency_id, state_constituency_id
       from geo_wards where state_code = ? and lga_code = ? and code = ?`,
      [...parents, wardCode],
    );
    if (!ward) throw badInput('That ward is not in the chosen LGA', 'ward');
    result.ward = toWard(ward);
    if (!chosen.pollingUnit) return result;

    const unitCode = codeWithin(
      chosen.pollingUnit,
      [...parents, wardCode],
      'pollingUnit',
      'Unknown polling unit',
      'That polling unit is not in the chosen ward',
      3,
    );
    const [unit] = await this.query(
      'select pu_code, state_code, lga_code, ward_code, code, name, latitude, longitude from geo_polling_units where pu_code = ?',
      [[...parents, wardCode, unitCode].join('/')],
    );
    if (!unit) throw badInput('That polling unit is not in the chosen ward', 'pollingUnit');
    result.pollingUnit = toUnit(unit, result.ward, result.lga, result.state);
    return result;
  }

  private async state(code: string): Promise<State> {
    const [row] = await this.query('select code, name, registered_voters_2023 from geo_states where code = ?', [code]);
    if (!row) throw notFound(`No state has the code ${code}`);
    return toState(row.code, row.name, row.registered_voters_2023);
  }

  private async lga(stateCode: string, code: string): Promise<Lga> {
    const [row] = await this.query(
      `select s.name as state_name, l.name from geo_states s
       left join geo_lgas l on l.state_code = s.code and l.code = ? where s.code = ?`,
      [code, stateCode],
    );
    if (!row) throw notFound(`No state has the code ${stateCode}`);
    if (!row.name) throw notFound(`No LGA has the code ${code} in ${toState(stateCode, row.state_name).displayName}`);
    return toLga(stateCode, code, row.name);
  }

  private async ward(stateCode: string, lgaCode: string, code: string) {
    const lga = await this.lga(stateCode, lgaCode);
    const [row] = await this.query(
      `select s.name as state_name, s.registered_voters_2023, w.state_code, w.lga_code, w.code as ward_code, w.name as ward_name,
         w.senatorial_district_id, w.federal_constituency_id, w.state_constituency_id
       from geo_states s join geo_wards w on w.state_code = s.code
       where w.state_code = ? and w.lga_code = ? and w.code = ?`,
      [stateCode, lgaCode, code],
    );
    if (!row) throw notFound(`No ward has the code ${code} in ${lga.displayName}`);
    return { ward: toWard(row), lga, state: toState(stateCode, row.state_name, row.registered_voters_2023) };
  }
}

/**
 * A level's code within its parent, from either that code alone ('05') or the whole chain
 * ('24/16/05'), whose upper codes must be the chosen parents.
 */
function codeWithin(
  value: string,
  parents: string[],
  field: string,
  unknown: string,
  elsewhere: string,
  digits = 2,
): string {
  const parts = value.split('/');
  const own = new RegExp(`^\\d{${digits}}$`);
  if (parts.length === 1 && own.test(value)) return value;
  if (parts.length !== parents.length + 1 || !own.test(parts.at(-1)!) || !parts.slice(0, -1).every((p) => /^\d{2}$/.test(p))) {
    throw badInput(unknown, field);
  }
  if (parts.slice(0, -1).some((part, i) => part !== parents[i])) throw badInput(elsewhere, field);
  return parts.at(-1)!;
}
