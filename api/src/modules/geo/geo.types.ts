import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../shared/pagination.js';
import { titleCase } from './title-case.js';

/** Every INEC place: its name as given, and as shown. */
@ObjectType({ description: "Any INEC place, by name." })
abstract class NamedPlace {
  @Field(() => String, { description: "Name as INEC spells it (upper case), e.g. 'ABA NORTH'. Search and store by this." })
  name!: string;

  @Field(() => String, { description: "Name to show people, title-cased, e.g. 'Aba North'." })
  get displayName(): string {
    return titleCase(this.name);
  }

  /** For the REST shim: the computed fields (displayName, fullCode…) too, as GraphQL shows them. */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = { ...(this as object) };
    for (let proto = Object.getPrototypeOf(this); proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const [key, property] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
        if (property.get && !(key in json)) json[key] = property.get.call(this);
      }
    }
    return json;
  }
}

/** A senatorial district or federal constituency: INEC's name for one of the result portal's ids. */
@ObjectType({ description: 'A constituency: a senatorial district or a federal constituency.' })
export abstract class Constituency {
  @Field(() => Int, { description: "The INEC result portal's id, as every ward carries it (senatorialDistrictId or federalConstituencyId)." })
  id!: number;

  @Field(() => String, { description: 'Code of the state the constituency is in.' })
  stateCode!: string;

  @Field(() => String, {
    description: "Name to show, in title case, e.g. 'Lagos West' or 'Mushin I' (INEC's, spelling corrected where the note says so).",
  })
  name!: string;

  @Field(() => String, { description: 'The name to show (the same as name; every place has a displayName).' })
  get displayName(): string {
    return this.name;
  }

  @Field(() => String, { description: "INEC's own code in its delimitation workbook, e.g. 'SD/001/AB' or 'FC/001/AB'." })
  inecCode!: string;

  @Field(() => String, { description: 'The name exactly as INEC’s workbook spells it.' })
  inecName!: string;

  @Field(() => String, {
    description: "Where the name is in INEC's workbook 'Name of Senatorial Districts, Federal and State Constituencies Nationwide', e.g. 'inec-delimitation-xls:SEN. DIST. row 5'.",
  })
  source!: string;

  @Field(() => String, {
    nullable: true,
    description: "Corrections, and where INEC's 2010 workbook and the 2023 portal's composition differ.",
  })
  note!: string | null;

  /** For the REST shim: displayName too, as GraphQL shows it. */
  toJSON(): Record<string, unknown> {
    return { ...(this as object), displayName: this.displayName };
  }
}

@ObjectType({ description: 'A senatorial district: elects one senator. Each state has three, the FCT one (109 in all).' })
export class SenatorialDistrict extends Constituency {}

@ObjectType({ description: 'A federal constituency: elects one member of the House of Representatives (360 in all).' })
export class FederalConstituency extends Constituency {}

@ObjectType({
  description:
    'Approximately where a place is, for a map: the bounds of the centres of its wards (each the median of its polling ' +
    "units' coordinates), leaving out centres far from the rest, since unit coordinates are geocoded from names.",
})
export class MapExtent {
  @Field(() => Float, { description: 'Southern edge (latitude).' })
  south!: number;

  @Field(() => Float, { description: 'Western edge (longitude).' })
  west!: number;

  @Field(() => Float, { description: 'Northern edge (latitude).' })
  north!: number;

  @Field(() => Float, { description: 'Eastern edge (longitude).' })
  east!: number;

  @Field(() => Int, { description: 'How many of its wards have a centre inside the bounds.' })
  wardsPlaced!: number;

  @Field(() => Int, { description: 'How many wards it has in all.' })
  wardsTotal!: number;
}

@ObjectType({ description: 'A state of Nigeria, or the Federal Capital Territory (INEC code 37).' })
export class State extends NamedPlace {
  @Field(() => String, { description: "INEC state code, two digits: '01' Abia … '36' Zamfara, '37' FCT." })
  code!: string;

  @Field(() => Int, {
    nullable: true,
    description: "Registered voters on INEC's register of January 2023 (the 2023 general elections).",
  })
  registeredVoters2023!: number | null;
}

@ObjectType({ description: 'A local government area (LGA) within a state.' })
export class Lga extends NamedPlace {
  @Field(() => String, { description: 'Code of the state the LGA is in.' })
  stateCode!: string;

  @Field(() => String, { description: 'Two-digit LGA code, unique only within its state.' })
  code!: string;

  @Field(() => String, { description: "Code with its state's, unique nationwide: 'SS/LL', e.g. '24/16'." })
  get fullCode(): string {
    return `${this.stateCode}/${this.code}`;
  }
}

@ObjectType({ description: 'An electoral ward (registration area) within an LGA.' })
export class Ward extends NamedPlace {
  @Field(() => String, { description: 'Code of the state the ward is in.' })
  stateCode!: string;

  @Field(() => String, { description: 'Code of the LGA the ward is in (within the state).' })
  lgaCode!: string;

  @Field(() => String, { description: 'Two-digit ward code, unique only within its LGA.' })
  code!: string;

  @Field(() => String, { description: "Code with its state's and LGA's, unique nationwide: 'SS/LL/WW', e.g. '24/16/05'." })
  get fullCode(): string {
    return `${this.stateCode}/${this.lgaCode}/${this.code}`;
  }

  @Field(() => Int, { description: "Senatorial district the ward votes in (the INEC result portal's id); its name is senatorialDistrict." })
  senatorialDistrictId!: number;

  @Field(() => Int, { description: "Federal constituency the ward votes in (the INEC result portal's id); its name is federalConstituency." })
  federalConstituencyId!: number;

  @Field(() => Int, {
    description:
      "State constituency the ward votes in (the INEC result portal's id). It has no name here: INEC's names for state " +
      "constituencies are not yet joined to the 2023 wards reliably, so show it by id only where needed, and say so.",
  })
  stateConstituencyId!: number;

  @Field(() => SenatorialDistrict, { description: 'The senatorial district the ward votes in, by name (its senator is elected there).' })
  senatorialDistrict!: SenatorialDistrict;

  @Field(() => FederalConstituency, {
    description: 'The federal constituency the ward votes in, by name (its member of the House of Representatives is elected there).',
  })
  federalConstituency!: FederalConstituency;
}

@ObjectType({ description: 'A polling unit: where a registered voter votes.' })
export class PollingUnit extends NamedPlace {
  @Field(() => String, {
    description: "Full polling-unit code 'SS/LL/WW/PPP' (state/LGA/ward/unit), unique nationwide, e.g. '24/16/05/012'.",
  })
  puCode!: string;

  @Field(() => String, { description: 'Code of the state.' })
  stateCode!: string;

  @Field(() => String, { description: 'Code of the LGA within the state.' })
  lgaCode!: string;

  @Field(() => String, { description: 'Code of the ward within the LGA.' })
  wardCode!: string;

  @Field(() => String, { description: 'Three-digit unit code, unique only within its ward.' })
  code!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Approximate latitude (geocoded from the name); null for about a third of units.',
  })
  latitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Approximate longitude; null where latitude is.' })
  longitude!: number | null;

  @Field(() => State, { description: 'The state the unit is in.' })
  state!: State;

  @Field(() => Lga, { description: 'The LGA the unit is in.' })
  lga!: Lga;

  @Field(() => Ward, { description: 'The ward the unit is in.' })
  ward!: Ward;

  @Field(() => Int, { description: "Senatorial district (the ward's; INEC result portal id); its name is senatorialDistrict." })
  get senatorialDistrictId(): number {
    return this.ward.senatorialDistrictId;
  }

  @Field(() => Int, { description: "Federal constituency (the ward's; INEC result portal id); its name is federalConstituency." })
  get federalConstituencyId(): number {
    return this.ward.federalConstituencyId;
  }

  @Field(() => Int, { description: "State constituency (the ward's; INEC result portal id). It has no name here: see Ward.stateConstituencyId." })
  get stateConstituencyId(): number {
    return this.ward.stateConstituencyId;
  }

  @Field(() => SenatorialDistrict, { description: "The senatorial district (the ward's), by name." })
  get senatorialDistrict(): SenatorialDistrict {
    return this.ward.senatorialDistrict;
  }

  @Field(() => FederalConstituency, { description: "The federal constituency (the ward's), by name." })
  get federalConstituency(): FederalConstituency {
    return this.ward.federalConstituency;
  }
}

@ObjectType({ description: 'One polling unit in a page of them.' })
export class PollingUnitEdge {
  @Field(() => String, { description: 'Opaque cursor: pass it as `after` to get the units that follow.' })
  cursor!: string;

  @Field(() => PollingUnit, { description: 'The polling unit.' })
  node!: PollingUnit;
}

@ObjectType({ description: "A page of a ward's polling units, in code order (Relay connection)." })
export class PollingUnitConnection {
  @Field(() => [PollingUnitEdge], { description: 'The units on this page.' })
  edges!: PollingUnitEdge[];

  @Field(() => PageInfo, { description: 'Whether there is a next page, and its cursor.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many polling units the ward has in all.' })
  totalCount!: number;
}

export enum PlaceKind {
  WARD = 'WARD',
  POLLING_UNIT = 'POLLING_UNIT',
}
registerEnumType(PlaceKind, {
  name: 'PlaceKind',
  description: 'What a place search result is.',
  valuesConfig: {
    WARD: { description: 'A ward.' },
    POLLING_UNIT: { description: 'A polling unit.' },
  },
});

@ObjectType({ description: 'A ward or polling unit whose name matches a search, with where it is.' })
export class PlaceSearchResult extends NamedPlace {
  @Field(() => PlaceKind, { description: 'Ward or polling unit.' })
  kind!: PlaceKind;

  @Field(() => State, { description: 'The state it is in.' })
  state!: State;

  @Field(() => Lga, { description: 'The LGA it is in.' })
  lga!: Lga;

  @Field(() => Ward, { description: 'The ward found, or the ward of the polling unit found.' })
  ward!: Ward;

  @Field(() => PollingUnit, { nullable: true, description: 'The polling unit found; null when a ward was found.' })
  pollingUnit!: PollingUnit | null;
}

/** A checked electoral location (GeoService.validateLocation): each level belongs to the one above. */
export type ValidatedLocation = {
  state: State | null;
  lga: Lga | null;
  ward: Ward | null;
  pollingUnit: PollingUnit | null;
};

@ObjectType({ description: "A member's electoral location, each level with its names and codes; null where not chosen." })
export class ElectoralLocation implements ValidatedLocation {
  @Field(() => State, { nullable: true, description: 'State.' })
  state!: State | null;

  @Field(() => Lga, { nullable: true, description: 'Local government area.' })
  lga!: Lga | null;

  @Field(() => Ward, { nullable: true, description: 'Ward.' })
  ward!: Ward | null;

  @Field(() => PollingUnit, {
    nullable: true,
    description: 'Polling unit. Sensitive personal data: null for anyone but the member and administrators.',
  })
  pollingUnit!: PollingUnit | null;
}

/** Any place a code names: a state, an LGA, a ward or a polling unit. */
export type Place = State | Lga | Ward | PollingUnit;
