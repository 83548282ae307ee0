import type { EntityManager } from '@mikro-orm/postgresql';
import { readRows } from '../../platform/driver-read.js';
import { PlaceSearchIndex } from './geo.search.js';
import { FederalConstituency, Lga, MapExtent, PollingUnit, SenatorialDistrict, State, Ward, type Constituency } from './geo.types.js';

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
const toConstituency = <T extends Constituency>(place: T, row: Row): T =>
  Object.assign(place, {
    id: row.id,
    stateCode: row.state_code,
    name: row.name,
    inecCode: row.inec_code,
    inecName: row.inec_name,
    source: row.source,
    note: row.note ?? null,
  });
export const toSenatorialDistrict = (row: Row) => toConstituency(new SenatorialDistrict(), row);
export const toFederalConstituency = (row: Row) => toConstituency(new FederalConstituency(), row);
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

/** The list a map holds for a key, made when first needed. */
function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/**
 * INEC's states, LGAs and wards (9,620 places), and the senatorial districts and
 * federal constituencies the wards vote in, held in memory by each process.
 * The seeder writes them at start-up and nothing changes them after, while the picker, every
 * member's location and every post's place read them on almost every request. Polling units
 * (176,846) are held apart, in the PollingUnitIndex. The places are shared by all requests: never modify one.
 */
export class GeoCatalog {
  readonly states: readonly State[];
  /** Every ward, in code order. */
  readonly wards: readonly Ward[];
  readonly senatorialDistricts: readonly SenatorialDistrict[];
  readonly federalConstituencies: readonly FederalConstituency[];
  private readonly stateByCode = new Map<string, State>();
  private readonly lgasOfStateCode = new Map<string, Lga[]>();
  private readonly lgaByCode = new Map<string, Lga>();
  private readonly wardsOfLgaCode = new Map<string, Ward[]>();
  private readonly wardByCode = new Map<string, Ward>();
  private readonly districtById = new Map<number, SenatorialDistrict>();
  private readonly constituencyById = new Map<number, FederalConstituency>();
  /** A constituency's wards, in code order, by 'senatorial:ID' or 'federal:ID'; a state's by its code. */
  private readonly wardsIn = new Map<string, Ward[]>();

  constructor(
    states: State[],
    lgas: Lga[],
    wards: Ward[],
    districts: SenatorialDistrict[],
    constituencies: FederalConstituency[],
  ) {
    this.states = states;
    this.wards = wards;
    this.senatorialDistricts = districts;
    this.federalConstituencies = constituencies;
    for (const state of states) this.stateByCode.set(state.code, state);
    for (const lga of lgas) {
      this.lgaByCode.set(lga.fullCode, lga);
      listIn(this.lgasOfStateCode, lga.stateCode).push(lga);
    }
    for (const district of districts) this.districtById.set(district.id, district);
    for (const constituency of constituencies) this.constituencyById.set(constituency.id, constituency);
    for (const ward of wards) {
      this.wardByCode.set(ward.fullCode, ward);
      listIn(this.wardsOfLgaCode, `${ward.stateCode}/${ward.lgaCode}`).push(ward);
      listIn(this.wardsIn, ward.stateCode).push(ward);
      const district = this.districtById.get(ward.senatorialDistrictId);
      const constituency = this.constituencyById.get(ward.federalConstituencyId);
      if (!district || !constituency) throw new Error(`Ward ${ward.fullCode}: its senatorial district or federal constituency has no name`);
      ward.senatorialDistrict = district;
      ward.federalConstituency = constituency;
      listIn(this.wardsIn, `senatorial:${ward.senatorialDistrictId}`).push(ward);
      listIn(this.wardsIn, `federal:${ward.federalConstituencyId}`).push(ward);
    }
  }

  senatorialDistrict(id: number): SenatorialDistrict | undefined {
    return this.districtById.get(id);
  }

  federalConstituency(id: number): FederalConstituency | undefined {
    return this.constituencyById.get(id);
  }

  /** A constituency's wards (or a state's), in code order. */
  wardsOf(place: Constituency | State): readonly Ward[] {
    const key = place instanceof State ? place.code : `${place instanceof SenatorialDistrict ? 'senatorial' : 'federal'}:${place.id}`;
    return this.wardsIn.get(key) ?? [];
  }

  /** The LGAs a constituency's wards are in, in code order (an LGA split between two is in both). */
  lgasOf(constituency: Constituency): Lga[] {
    const codes = new Set(this.wardsOf(constituency).map((ward) => `${ward.stateCode}/${ward.lgaCode}`));
    return [...codes].map((code) => this.lgaByCode.get(code)!);
  }

  /** The federal constituencies whose wards are (wholly or partly) in a senatorial district. */
  federalConstituenciesIn(district: SenatorialDistrict): FederalConstituency[] {
    const ids = new Set(this.wardsOf(district).map((ward) => ward.federalConstituencyId));
    return [...ids].map((id) => this.constituencyById.get(id)!);
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
    return this.lgasOfStateCode.get(stateCode) ?? [];
  }

  /** In code order; empty for an unknown LGA. */
  wardsOfLga(stateCode: string, lgaCode: string): readonly Ward[] {
    return this.wardsOfLgaCode.get(`${stateCode}/${lgaCode}`) ?? [];
  }

  /** A state, LGA or ward by its full code ('24', '24/16', '24/16/05'). */
  place(fullCode: string): State | Lga | Ward | undefined {
    return this.stateByCode.get(fullCode) ?? this.lgaByCode.get(fullCode) ?? this.wardByCode.get(fullCode);
  }
}

/** A page of a ward's polling units. */
export type PollingUnitPage = { units: PollingUnit[]; hasMore: boolean; total: number };

const UNIT_CODE = /^\d{3}$/;

/** Nigeria's bounding box: a unit geocoded outside it is misplaced. */
const NIGERIA = { south: 4, north: 14, west: 2.6, east: 14.7 };
/** A ward centre further from the median centre than this many times the median distance (and this many degrees) is left out. */
const OUTLIER_SPREADS = 3;
const MIN_OUTLIER_DEGREES = 0.25;

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

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
  /** Each ward's centre once asked for (null: none of its units has usable coordinates). */
  private readonly centres = new Map<string, readonly [number, number] | null>();

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

  /**
   * Approximately where some wards are (a constituency's, a state's): the bounds of the ward
   * centres, leaving out centres far from the rest. Null when none of their units has usable
   * coordinates.
   */
  extentOf(wards: readonly Ward[]): MapExtent | null {
    const centres = wards.map((ward) => this.wardCentre(ward)).filter((centre) => centre !== null);
    if (centres.length === 0) return null;
    const [latitude, longitude] = [median(centres.map((c) => c[0])), median(centres.map((c) => c[1]))];
    const distances = centres.map(([lat, lon]) => Math.max(Math.abs(lat - latitude), Math.abs(lon - longitude)));
    const limit = Math.max(OUTLIER_SPREADS * median(distances), MIN_OUTLIER_DEGREES);
    const kept = centres.filter((_, i) => distances[i] <= limit);
    return Object.assign(new MapExtent(), {
      south: Math.min(...kept.map((c) => c[0])),
      north: Math.max(...kept.map((c) => c[0])),
      west: Math.min(...kept.map((c) => c[1])),
      east: Math.max(...kept.map((c) => c[1])),
      wardsPlaced: kept.length,
      wardsTotal: wards.length,
    });
  }

  /**
   * A ward's centre: the median latitude and longitude of its units inside Nigeria. Units'
   * coordinates are geocoded from their names, and a few landed on another continent; the
   * median of a ward's units ignores them.
   */
  private wardCentre(ward: Ward): readonly [number, number] | null {
    let centre = this.centres.get(ward.fullCode);
    if (centre === undefined) {
      const [start, end] = this.runs.get(ward.fullCode) ?? [0, 0];
      const latitudes: number[] = [];
      const longitudes: number[] = [];
      for (let i = start; i < end; i++) {
        const [lat, lon] = [this.coordinates[2 * i], this.coordinates[2 * i + 1]];
        if (lat >= NIGERIA.south && lat <= NIGERIA.north && lon >= NIGERIA.west && lon <= NIGERIA.east) {
          latitudes.push(lat);
          longitudes.push(lon);
        }
      }
      centre = latitudes.length ? [median(latitudes), median(longitudes)] : null;
      this.centres.set(ward.fullCode, centre);
    }
    return centre;
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
  const constituencyColumns = 'id, state_code, name, inec_code, inec_name, source, note';
  const [states, lgas, wards, districts, constituencies] = await Promise.all([
    readRows(em, 'select code, name, registered_voters_2023 from geo_states order by code'),
    readRows(em, 'select state_code, code, name from geo_lgas order by state_code, code'),
    readRows(
      em,
      `select state_code, lga_code, code as ward_code, name as ward_name,
         senatorial_district_id, federal_constituency_id, state_constituency_id
       from geo_wards order by state_code, lga_code, code`,
    ),
    readRows(em, `select ${constituencyColumns} from geo_senatorial_districts order by state_code, inec_code`),
    readRows(em, `select ${constituencyColumns} from geo_federal_constituencies order by state_code, inec_code`),
  ]);
  return new GeoCatalog(
    states.map((r) => toState(r.code, r.name, r.registered_voters_2023)),
    lgas.map((r) => toLga(r.state_code, r.code, r.name)),
    wards.map((r) => toWard(r)),
    districts.map(toSenatorialDistrict),
    constituencies.map(toFederalConstituency),
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
