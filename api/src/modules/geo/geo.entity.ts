import { Entity, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/*
 * INEC's electoral geography (2023 delimitation), loaded from api/data/geo by geo.seeder.ts.
 * Codes are two digits within their parent (three for polling units), so every key carries
 * the whole chain: a bare "01" means nothing on its own. Names are stored as INEC spells
 * them (upper case) and title-cased for display by the service.
 *
 * Reference data: read with plain SQL by geo.service.ts, never changed at run time.
 */

@Entity({ tableName: 'geo_states' })
export class GeoState {
  @PrimaryKey({ type: 'string', columnType: 'char(2)' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  /** INEC's register of January 2023 (api/data/elections); null until loaded. */
  @Property({ type: 'integer', nullable: true, fieldName: 'registered_voters_2023' })
  registeredVoters2023?: number | null;
}

@Entity({ tableName: 'geo_lgas' })
export class GeoLga {
  [PrimaryKeyProp]?: ['state', 'code'];

  @ManyToOne(() => GeoState, { primary: true, fieldName: 'state_code', columnType: 'char(2)', deleteRule: 'cascade' })
  state!: GeoState;

  @PrimaryKey({ type: 'string', columnType: 'char(2)' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;
}

@Entity({ tableName: 'geo_wards' })
@Index({
  name: 'geo_wards_name_pattern_index',
  expression: 'create index "geo_wards_name_pattern_index" on "geo_wards" ((lower("name") collate "C"))',
})
@Index({
  name: 'geo_wards_name_trgm_index',
  expression: 'create index "geo_wards_name_trgm_index" on "geo_wards" using gin (lower("name") gin_trgm_ops)',
})
export class GeoWard {
  [PrimaryKeyProp]?: ['lga', 'code'];

  @ManyToOne(() => GeoLga, {
    primary: true,
    fieldNames: ['state_code', 'lga_code'],
    columnTypes: ['char(2)', 'char(2)'],
    deleteRule: 'cascade',
  })
  lga!: GeoLga;

  @PrimaryKey({ type: 'string', columnType: 'char(2)' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  /** The result portal's own numbers: geo_senatorial_districts and geo_federal_constituencies name the first two. */
  @Property({ type: 'integer' })
  senatorialDistrictId!: number;

  @Property({ type: 'integer' })
  federalConstituencyId!: number;

  @Property({ type: 'integer' })
  stateConstituencyId!: number;
}

@Entity({ tableName: 'geo_polling_units' })
@Index({ name: 'geo_polling_units_listing_index', properties: ['ward', 'code'] })
@Index({
  name: 'geo_polling_units_name_pattern_index',
  expression:
    'create index "geo_polling_units_name_pattern_index" on "geo_polling_units" ((lower("name") collate "C"))',
})
@Index({
  name: 'geo_polling_units_name_trgm_index',
  expression:
    'create index "geo_polling_units_name_trgm_index" on "geo_polling_units" using gin (lower("name") gin_trgm_ops)',
})
export class GeoPollingUnit {
  /** 'SS/LL/WW/PPP', e.g. '24/16/05/012'. */
  @PrimaryKey({ type: 'text' })
  puCode!: string;

  @ManyToOne(() => GeoWard, {
    fieldNames: ['state_code', 'lga_code', 'ward_code'],
    columnTypes: ['char(2)', 'char(2)', 'char(2)'],
    deleteRule: 'cascade',
    index: false, // geo_polling_units_listing_index starts with these columns
  })
  ward!: GeoWard;

  @Property({ type: 'string', columnType: 'char(3)' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  /** Approximate (geocoded from the name); null for about a third of units. */
  @Property({ type: 'double', nullable: true })
  latitude?: number | null;

  @Property({ type: 'double', nullable: true })
  longitude?: number | null;
}

/**
 * INEC's names for the result portal's senatorial districts and federal constituencies
 * (api/data/constituencies): the ids are the portal's, as every ward carries them.
 */
@Entity({ abstract: true })
abstract class GeoConstituency {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @ManyToOne(() => GeoState, { fieldName: 'state_code', columnType: 'char(2)', deleteRule: 'cascade', index: false })
  state!: GeoState;

  /** Title case, spelling corrected where the note says so. */
  @Property({ type: 'text' })
  name!: string;

  /** Where in INEC's workbook the name is: 'inec-delimitation-xls:SEN. DIST. row 5'. */
  @Property({ type: 'text' })
  source!: string;

  /** INEC's own code, e.g. 'SD/001/AB' or 'FC/001/AB'. */
  @Property({ type: 'text' })
  inecCode!: string;

  /** The name exactly as the workbook spells it. */
  @Property({ type: 'text' })
  inecName!: string;

  @Property({ type: 'text', nullable: true })
  note?: string | null;
}

@Entity({ tableName: 'geo_senatorial_districts' })
export class GeoSenatorialDistrict extends GeoConstituency {}

@Entity({ tableName: 'geo_federal_constituencies' })
export class GeoFederalConstituency extends GeoConstituency {}

export const geoEntities = [GeoState, GeoLga, GeoWard, GeoPollingUnit, GeoSenatorialDistrict, GeoFederalConstituency];
