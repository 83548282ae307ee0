import type { EntityManager } from '@mikro-orm/postgresql';
import { readRows } from '../../shared/sql.js';
import { Lga, State, Ward } from './geo.types.js';

type Row = Record<string, any>;

export const toState = (code: string, name: string, registeredVoters2023: number | null = null) =>
  Object.assign(new State(), { code, name, registeredVoters2023 });
export const toLga = (stateCode: string, code: string, name: string) => Object.assign(new Lga(), { stateCode, code, name });
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
 * INEC's states, LGAs and wards (9,620 places, about 2 MB), held in memory by each process.
 * The seeder writes them at start-up and nothing changes them after, while the picker, every
 * member's location and every post's place read them on almost every request. Polling units
 * (176,846) stay in the database. The places are shared by all requests: never modify one.
 */
export class GeoCatalog {
  readonly states: readonly State[];
  private readonly stateByCode = new Map<string, State>();
  private readonly lgasOf = new Map<string, Lga[]>();
  private readonly lgaByCode = new Map<string, Lga>();
  private readonly wardsOf = new Map<string, Ward[]>();
  private readonly wardByCode = new Map<string, Ward>();

  constructor(states: State[], lgas: Lga[], wards: Ward[]) {
    this.states = states;
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

/** One catalog per database (the ORM's driver, shared by all its forks), loaded on first use. */
const catalogs = new WeakMap<object, Promise<GeoCatalog>>();

export function geoCatalog(em: EntityManager): Promise<GeoCatalog> {
  const key = em.getDriver();
  let catalog = catalogs.get(key);
  if (!catalog) {
    catalog = loadCatalog(em);
    catalogs.set(key, catalog);
    catalog.catch(() => catalogs.delete(key)); // a failed load is retried by the next request
  }
  return catalog;
}

/** After the seeder has added places: the next request reads them afresh. */
export function forgetGeoCatalog(em: EntityManager) {
  catalogs.delete(em.getDriver());
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
