import DataLoader from 'dataloader';
import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { badInput, notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { geoCatalog, placeSearchIndex, pollingUnitIndex, type GeoCatalog, type PollingUnitIndex } from './geo.catalog.js';
import {
  ElectoralLocation,
  FederalConstituency,
  Lga,
  MapExtent,
  SenatorialDistrict,
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

const stateSchema = z.object({ stateCode: twoDigits('State code') });
const constituencyIdSchema = z.object({
  id: z.coerce.number({ error: 'Constituency ids are whole numbers' }).int('Constituency ids are whole numbers').min(1).max(99_999),
});
const lgaSchema = wardSchema.omit({ wardCode: true });
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

const encodeCursor = (puCode: string) => Buffer.from(`pu:${puCode}`).toString('base64url');
const decodeCursor = (cursor: string) => {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text.startsWith('pu:') ? PU_CODE.exec(text.slice(3)) : null;
};

/**
 * INEC's electoral geography: states, LGAs, wards and polling units (read-only reference
 * data loaded by geo.seeder.ts). Places are read from memory (the catalog, the polling-unit
 * index and the search index): no request reads the geo tables.
 */
export class GeoService {
  constructor(private readonly ctx: Context) {}

  /** Read on the root manager: a visitor's request that needs only the catalog makes no identity map. */
  private catalog(): Promise<GeoCatalog> {
    return geoCatalog(this.ctx.deps.orm.em);
  }

  private units(): Promise<PollingUnitIndex> {
    return pollingUnitIndex(this.ctx.deps.orm.em);
  }

  async states(): Promise<State[]> {
    return [...(await this.catalog()).states];
  }

  async lgas(stateCode: string): Promise<Lga[]> {
    const state = await this.state(parseInput(stateSchema, { stateCode }).stateCode);
    return [...(await this.catalog()).lgasOfState(state.code)];
  }

  async wards(stateCode: string, lgaCode: string): Promise<Ward[]> {
    const args = parseInput(lgaSchema, { stateCode, lgaCode });
    const lga = await this.lga(args.stateCode, args.lgaCode);
    return [...(await this.catalog()).wardsOfLga(lga.stateCode, lga.code)];
  }

  /** A ward's units in code order, a page after the cursor's unit. */
  async pollingUnits(input: {
    stateCode: string;
    lgaCode: string;
    wardCode: string;
    first?: number | null;
    after?: string | null;
  }): Promise<PollingUnitConnection> {
    const args = parseInput(pageSchema, input);
    const { ward } = await this.ward(args.stateCode, args.lgaCode, args.wardCode);
    let afterCode = '';
    if (args.after) {
      const match = decodeCursor(args.after);
      const sameWard = match && match[1] === ward.stateCode && match[2] === ward.lgaCode && match[3] === ward.code;
      if (!sameWard) throw badInput('That cursor is not from this list of polling units', 'after');
      afterCode = match[4];
    }
    const page = (await this.units()).page(ward, afterCode, args.first);
    const edges = page.units.map((unit) => ({ cursor: encodeCursor(unit.puCode), node: unit }));
    return {
      edges,
      pageInfo: { hasNextPage: page.hasMore, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: page.total,
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

  /** States, LGAs and wards from the catalog, units from the index (loaded only when a key is a unit's). */
  private async loadPlaces(keys: readonly string[]) {
    const catalog = await this.catalog();
    const units = keys.some((key) => PU_CODE.test(key)) ? await this.units() : null;
    return keys.map((key) => (PU_CODE.test(key) ? units!.unit(key) : catalog.place(key)) ?? null);
  }

  /** One unit by its full code; null when there is no such unit. */
  async pollingUnit(code: string): Promise<PollingUnit | null> {
    const puCode = String(code ?? '').trim();
    if (!PU_CODE.test(puCode)) {
      throw badInput('Polling unit codes look like 24/16/05/012 (state/LGA/ward/unit)', 'code');
    }
    return (await this.units()).unit(puCode) ?? null;
  }

  /**
   * Wards and polling units by name, case-insensitively, ranked: the exact name, names
   * starting with the query, names containing it, then wards whose names are similar
   * (pg_trgm's word similarity), so a misspelt ward still turns up. Wards come before units
   * of equal rank. Scoped to a state, or an LGA of it, when given. Answered from memory
   * (geo.search.ts): no table is read.
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
    const scope = args.stateCode ? [args.stateCode, args.lgaCode].filter(Boolean).join('/') : undefined;
    return (await placeSearchIndex(this.ctx.deps.orm.em)).search(args.query.toLowerCase(), args.first, scope);
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

    const catalog = await this.catalog();
    const state = /^\d{2}$/.test(chosen.state) ? catalog.state(chosen.state) : undefined;
    if (!state) throw badInput('Unknown state', 'state');
    result.state = state;
    if (!chosen.lga) return result;

    const lgaCode = codeWithin(chosen.lga, [state.code], 'lga', 'Unknown LGA', 'That LGA is not in the chosen state');
    const lga = catalog.lga(state.code, lgaCode);
    if (!lga) throw badInput('That LGA is not in the chosen state', 'lga');
    result.lga = lga;
    if (!chosen.ward) return result;

    const parents = [state.code, lgaCode];
    const wardCode = codeWithin(chosen.ward, parents, 'ward', 'Unknown ward', 'That ward is not in the chosen LGA');
    const ward = catalog.ward(state.code, lgaCode, wardCode);
    if (!ward) throw badInput('That ward is not in the chosen LGA', 'ward');
    result.ward = ward;
    if (!chosen.pollingUnit) return result;

    const unitCode = codeWithin(
      chosen.pollingUnit,
      [...parents, wardCode],
      'pollingUnit',
      'Unknown polling unit',
      'That polling unit is not in the chosen ward',
      3,
    );
    const unit = (await this.units()).unit([...parents, wardCode, unitCode].join('/'));
    if (!unit) throw badInput('That polling unit is not in the chosen ward', 'pollingUnit');
    result.pollingUnit = unit;
    return result;
  }

  /** A senatorial district by the portal's id; null when there is none. */
  async senatorialDistrict(id: unknown): Promise<SenatorialDistrict | null> {
    const args = parseInput(constituencyIdSchema, { id });
    return (await this.catalog()).senatorialDistrict(args.id) ?? null;
  }

  /** A federal constituency by the portal's id; null when there is none. */
  async federalConstituency(id: unknown): Promise<FederalConstituency | null> {
    const args = parseInput(constituencyIdSchema, { id });
    return (await this.catalog()).federalConstituency(args.id) ?? null;
  }

  /** A state's senatorial districts and federal constituencies, in INEC code order. */
  async constituenciesOf(stateCode: string): Promise<{ senatorial: SenatorialDistrict[]; federal: FederalConstituency[] }> {
    const state = await this.state(parseInput(stateSchema, { stateCode }).stateCode);
    const catalog = await this.catalog();
    return {
      senatorial: catalog.senatorialDistricts.filter((d) => d.stateCode === state.code),
      federal: catalog.federalConstituencies.filter((c) => c.stateCode === state.code),
    };
  }

  /** The place a constituency or state is in. */
  async stateOf(place: { stateCode: string }): Promise<State> {
    return (await this.catalog()).state(place.stateCode)!;
  }

  async lgasOf(constituency: SenatorialDistrict | FederalConstituency): Promise<Lga[]> {
    return (await this.catalog()).lgasOf(constituency);
  }

  async wardsOf(place: SenatorialDistrict | FederalConstituency | State): Promise<Ward[]> {
    return [...(await this.catalog()).wardsOf(place)];
  }

  async federalConstituenciesIn(district: SenatorialDistrict): Promise<FederalConstituency[]> {
    return (await this.catalog()).federalConstituenciesIn(district);
  }

  /** The senatorial districts a federal constituency's wards vote in: one, or two where the portal splits it. */
  async senatorialDistrictsOf(constituency: FederalConstituency): Promise<SenatorialDistrict[]> {
    const catalog = await this.catalog();
    const ids = new Set(catalog.wardsOf(constituency).map((ward) => ward.senatorialDistrictId));
    return [...ids].map((id) => catalog.senatorialDistrict(id)!);
  }

  /** Approximately where a constituency or state is (see MapExtent); Nigeria for null. Null when no unit is placed. */
  async extentOf(place: SenatorialDistrict | FederalConstituency | State | null): Promise<MapExtent | null> {
    const [catalog, units] = await Promise.all([this.catalog(), this.units()]);
    return units.extentOf(place ? catalog.wardsOf(place) : catalog.wards);
  }

  /**
   * Roughly the middle of an area by its full code: a state's, LGA's or ward's wards' centres
   * (outliers left out), a unit's own coordinates. Null where nothing in it is placed.
   */
  async centreOf(code: string): Promise<{ latitude: number; longitude: number } | null> {
    const [catalog, units] = await Promise.all([this.catalog(), this.units()]);
    const [state, lga, ward, unit] = code.split('/');
    if (unit) {
      const found = units.unit(code);
      return found?.latitude != null && found.longitude != null ? { latitude: found.latitude, longitude: found.longitude } : null;
    }
    const wards = ward
      ? [catalog.ward(state, lga, ward)].filter((w) => w !== undefined)
      : lga
        ? catalog.wardsOfLga(state, lga)
        : catalog.state(state)
          ? catalog.wardsOf(catalog.state(state)!)
          : [];
    const extent = wards.length ? units.extentOf(wards) : null;
    return extent && { latitude: (extent.south + extent.north) / 2, longitude: (extent.west + extent.east) / 2 };
  }

  private async state(code: string): Promise<State> {
    const state = (await this.catalog()).state(code);
    if (!state) throw notFound(`No state has the code ${code}`);
    return state;
  }

  private async lga(stateCode: string, code: string): Promise<Lga> {
    const catalog = await this.catalog();
    const state = catalog.state(stateCode);
    if (!state) throw notFound(`No state has the code ${stateCode}`);
    const lga = catalog.lga(stateCode, code);
    if (!lga) throw notFound(`No LGA has the code ${code} in ${state.displayName}`);
    return lga;
  }

  private async ward(stateCode: string, lgaCode: string, code: string) {
    const lga = await this.lga(stateCode, lgaCode);
    const catalog = await this.catalog();
    const ward = catalog.ward(stateCode, lgaCode, code);
    if (!ward) throw notFound(`No ward has the code ${code} in ${lga.displayName}`);
    return { ward, lga, state: catalog.state(stateCode)! };
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
