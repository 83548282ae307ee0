import type { EntityManager } from '@mikro-orm/postgresql';
import { readRows } from '../../shared/sql.js';
import { PlaceSearchIndex } from './geo.search.js';
import { Lga, PollingUnit, State, Ward } from './geo.types.js';

type Row = Record<string, any>;

export const toState = (code: string, name: string, registeredVoters2023: number | null = null) =>
  Object.assign(new State(), { code, name, registeredVoters2023 });
export const toLga = (stateCode: string, code: string, name: string) => Object.assign(new Lga(), { stateCode, code, name });
export const toPollingUnit = (
  ward: Ward,
  lga: Lga,
  state: State,
  code: string,
  name: string,
  latitude: number | null,
  longitude: number | null,
) =>
  Object.assign(new PollingUnit(), {
    puCode: `${ward.fullCode}/${code}`,
    stateCode: ward.stateCode,
    lgaCode: ward.lgaCode,
    wardCode: ward.code,
    code,
    name,
    latitude,
    longitude,
    state,
    lga,
    ward,
  });
export const toWard = (row: Row, name = row.ward_name) =>
  Object.assign(new Ward(), {
    stateCode: row.state_code,
    lgaCode: row.lga_code,
    code: row.ward_code,
    name,
    senatorialDistrictId: row.senatorial_district_id,
    federalConstituencyId: row.federal_constituency_id,
    stateConstituencyId: row.state_constituency_id,
  });

/**
 * INEC's states, LGAs and wards (9,620 places), held in memory by each process.
 * The seeder writes them at start-up and nothing changes them after, while the picker, every
 * member's location and every post's place read them on almost every request. Polling units
 * (176,846) are held apart, in the PollingUnitIndex. The places are shared by all requests: never modify one.
 */
export class GeoCatalog {
  readonly states: readonly State[];
  /** Every ward, in code order. */
  readonly wards: readonly Ward[];
  private readonly stateByCode = new Map<string, State>();
  private readonly lgasOf = new Map<string, Lga[]>();
  private readonly lgaByCode = new Map<string, Lga>();
  private readonly wardsOf = new Map<string, Ward[]>();
  private readonly wardByCode = new Map<string, Ward>();

  constructor(states: State[], lgas: Lga[], wards: Ward[]) {
    this.states = states;
    this.wards = wards;
    for (const state of states) this.stateByCode.set(state.code, state);
    for (const lga of lgas) {
      this.lgaByCode.set(lga.fullCode, lga);
      (this.lgasOf.get(lga.stateCode) ?? this.lgasOf.set(lga.stateCode, []).get(lga.stateCode)!).push(lga);
    }
    for (const ward of wards) {
      this.wardByCode.set(ward.fullCode, ward);
      const lga = `${ward.stateCode}/${ward.lgaCode}`;
      (this.wardsOf.get(lga) ?? this.wardsOf.set(lga, []).get(lga)!).push(ward);
    }
  }

  state(code: string): State | undefined {
    return this.stateByCode.get(code);
  }

  lga(stateCode: string, code: string): Lga | undefined {
    return this.lgaByCode.get(`${stateCode}/${code}`);
  }

  ward(stateCode: string, lgaCode: string, code: string): Ward | undefined {
    return this.wardByCode.get(`${stateCode}/${lgaCode}/${code}`);
  }

  /** In code order; empty for an unknown state. */
  lgasOfState(stateCode: string): readonly Lga[] {
    return this.lgasOf.get(stateCode) ?? [];
  }

  /** In code order; empty for an unknown LGA. */
  wardsOfLga(stateCode: string, lgaCode: string): readonly Ward[] {
    return this.wardsOf.get(`${stateCode}/${lgaCode}`) ?? [];
  }

  /** A state, LGA or ward by its full code ('24', '24/16', '24/16/05'). */
  place(fullCode: string): State | Lga | Ward | undefined {
    return this.stateByCode.get(fullCode) ?? this.lgaByCode.get(fullCode) ?? this.wardByCode.get(fullCode);
  }
}

/** A page of a ward's polling units. */
export type PollingUnitPage = { units: PollingUnit[]; hasMore: boolean; total: number };

const UNIT_CODE = /^\d{3}$/;

/**
 * Every polling unit (176,846), held compactly: names, three-digit codes and coordinates in
 * three flat arrays in code order, a ward's units one run of them: a fraction of the memory of
 * one object per row. A unit's object is made when it is asked for. Like the
 * catalog, it is loaded once per process and never changes after: the picker's last level, a
 * unit by code, members' units and location checks read it instead of PostgreSQL.
 */
export class PollingUnitIndex {
  /** A ward's run, by the ward's full code: [first, end). */
  private readonly runs = new Map<string, readonly [number, number]>();

  constructor(
    private readonly catalog: GeoCatalog,
    private readonly names: readonly string[],
    private readonly codes: Uint16Array,
    /** Latitude and longitude of each unit in turn; NaN where not known. */
    private readonly coordinates: Float64Array,
    /** Each ward's run, in code order: the ward's full code, its first unit and one past its last. */
    readonly wardRuns: readonly (readonly [string, number, number])[],
  ) {
    for (const [ward, first, end] of wardRuns) this.runs.set(ward, [first, end]);
  }

  get size(): number {
    return this.names.length;
  }

  /** The name of the unit at a position of the code order. */
  nameAt(i: number): string {
    return this.names[i];
  }

  /** The unit at a position of the code order, in its ward. */
  unitOf(i: number, ward: Ward): PollingUnit {
    return this.unitAt(i, ward, ...this.parentsOf(ward));
  }

  /** A ward's units after `afterCode` ('' for the first page), at most `first`. */
  page(ward: Ward, afterCode: string, first: number): PollingUnitPage {
    const [start, end] = this.runs.get(ward.fullCode) ?? [0, 0];
    const from = afterCode ? this.indexAfter(start, end, Number(afterCode)) : start;
    const to = Math.min(end, from + first);
    const [lga, state] = this.parentsOf(ward);
    const units: PollingUnit[] = [];
    for (let i = from; i < to; i++) units.push(this.unitAt(i, ward, lga, state));
    return { units, hasMore: to < end, total: end - start };
  }

  /** A unit by its full code ('24/16/05/012'); undefined when there is none. */
  unit(puCode: string): PollingUnit | undefined {
    const wardCode = puCode.slice(0, 8);
    const code = puCode.slice(9);
    const ward = this.catalog.place(wardCode);
    const run = this.runs.get(wardCode);
    if (!(ward instanceof Ward) || !run || puCode[8] !== '/' || !UNIT_CODE.test(code)) return undefined;
    const i = this.indexAfter(run[0], run[1], Number(code) - 1);
    return i < run[1] && this.codes[i] === Number(code) ? this.unitAt(i, ward, ...this.parentsOf(ward)) : undefined;
  }

  /** The first index in [start, end) whose code is above `code`. */
  private indexAfter(start: number, end: number, code: number): number {
    let [low, high] = [start, end];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.codes[middle] <= code) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private parentsOf(ward: Ward): [Lga, State] {
    return [this.catalog.lga(ward.stateCode, ward.lgaCode)!, this.catalog.state(ward.stateCode)!];
  }

  private unitAt(i: number, ward: Ward, lga: Lga, state: State): PollingUnit {
    const [latitude, longitude] = [this.coordinates[2 * i], this.coordinates[2 * i + 1]];
    return toPollingUnit(
      ward,
      lga,
      state,
      String(this.codes[i]).padStart(3, '0'),
      this.names[i],
      Number.isNaN(latitude) ? null : latitude,
      Number.isNaN(longitude) ? null : longitude,
    );
  }
}

/** One catalog and one unit index per database (the ORM's driver, shared by all its forks), loaded on first use. */
const catalogs = new WeakMap<object, Promise<GeoCatalog>>();
const unitIndexes = new WeakMap<object, Promise<PollingUnitIndex>>();
const searchIndexes = new WeakMap<object, Promise<PlaceSearchIndex>>();

function loadOnce<T>(loaded: WeakMap<object, Promise<T>>, em: EntityManager, load: () => Promise<T>): Promise<T> {
  const key = em.getDriver();
  let value = loaded.get(key);
  if (!value) {
    value = load();
    loaded.set(key, value);
    value.catch(() => loaded.delete(key)); // a failed load is retried by the next request
  }
  return value;
}

export function geoCatalog(em: EntityManager): Promise<GeoCatalog> {
  return loadOnce(catalogs, em, () => loadCatalog(em));
}

export function pollingUnitIndex(em: EntityManager): Promise<PollingUnitIndex> {
  return loadOnce(unitIndexes, em, () => loadPollingUnits(em));
}

export function placeSearchIndex(em: EntityManager): Promise<PlaceSearchIndex> {
  return loadOnce(searchIndexes, em, async () => {
    const [catalog, units] = await Promise.all([geoCatalog(em), pollingUnitIndex(em)]);
    return new PlaceSearchIndex(catalog, units);
  });
}

/** After the seeder has added places: the next request reads them afresh. */
export function forgetGeoCatalog(em: EntityManager) {
  catalogs.delete(em.getDriver());
  unitIndexes.delete(em.getDriver());
  searchIndexes.delete(em.getDriver());
}

async function loadCatalog(em: EntityManager): Promise<GeoCatalog> {
  const [states, lgas, wards] = await Promise.all([
    readRows(em, 'select code, name, registered_voters_2023 from geo_states order by code'),
    readRows(em, 'select state_code, code, name from geo_lgas order by state_code, code'),
    readRows(
      em,
      `select state_code, lga_code, code as ward_code, name as ward_name,
         senatorial_district_id, federal_constituency_id, state_constituency_id
       from geo_wards order by state_code, lga_code, code`,
    ),
  ]);
  return new GeoCatalog(
    states.map((r) => toState(r.code, r.name, r.registered_voters_2023)),
    lgas.map((r) => toLga(r.state_code, r.code, r.name)),
    wards.map((r) => toWard(r)),
  );
}

/** A state at a time, so the rows in flight stay a few thousand. */
async function loadPollingUnits(em: EntityManager): Promise<PollingUnitIndex> {
  const catalog = await geoCatalog(em);
  const names: string[] = [];
  const codes: number[] = [];
  const coordinates: number[] = [];
  const wardRuns: [string, number, number][] = [];
  for (const state of catalog.states) {
    const rows = await readRows(
      em,
      `select lga_code, ward_code, code, name, latitude, longitude from geo_polling_units
       where state_code = ? order by lga_code, ward_code, code`,
      [state.code],
    );
    for (const row of rows) {
      if (!UNIT_CODE.test(row.code)) throw new Error(`Polling unit ${state.code}/${row.lga_code}/${row.ward_code}/${row.code}: the code is not three digits`);
      const ward = `${state.code}/${row.lga_code}/${row.ward_code}`;
      const run = wardRuns.at(-1);
      if (run?.[0] === ward) run[2] += 1;
      else wardRuns.push([ward, names.length, names.length + 1]);
      names.push(row.name);
      codes.push(Number(row.code));
      coordinates.push(row.latitude ?? NaN, row.longitude ?? NaN);
    }
  }
  return new PollingUnitIndex(catalog, names, Uint16Array.from(codes), Float64Array.from(coordinates), wardRuns);
}
