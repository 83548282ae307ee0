import { randomUUID } from 'node:crypto';
import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GeoFederalConstituency, GeoSenatorialDistrict, GeoState } from '../geo/geo.entity.js';
import { User } from '../user/user.entity.js';

/** The elected offices a voter's polling unit has a holder for. */
export enum Office {
  PRESIDENT = 'president',
  VICE_PRESIDENT = 'vice_president',
  GOVERNOR = 'governor',
  DEPUTY_GOVERNOR = 'deputy_governor',
  SENATOR = 'senator',
  REPRESENTATIVE = 'representative',
}
registerEnumType(Office, {
  name: 'Office',
  description: 'An elected office, and so the seat it is held for.',
  valuesConfig: {
    PRESIDENT: { description: 'President of the Federal Republic (the seat: Nigeria).' },
    VICE_PRESIDENT: { description: 'Vice President (the seat: Nigeria).' },
    GOVERNOR: { description: 'Governor of a state (the FCT has none: its minister is appointed).' },
    DEPUTY_GOVERNOR: { description: 'Deputy governor of a state.' },
    SENATOR: { description: 'Senator for a senatorial district.' },
    REPRESENTATIVE: { description: 'Member of the House of Representatives for a federal constituency.' },
  },
});

/** How each office is titled, and the seat it is for. */
export const OFFICE_TITLES: Record<Office, string> = {
  [Office.PRESIDENT]: 'President',
  [Office.VICE_PRESIDENT]: 'Vice President',
  [Office.GOVERNOR]: 'Governor',
  [Office.DEPUTY_GOVERNOR]: 'Deputy Governor',
  [Office.SENATOR]: 'Senator',
  [Office.REPRESENTATIVE]: 'Member, House of Representatives',
};

/**
 * Someone elected to a seat, as a source reports it: the spec's government_officials. A record
 * is dated (asOf) and sourced (sourceUrl), never a live roster. Administrators add, correct and
 * end records (each in the moderation log); only a super admin links one to a member account.
 */
@ObjectType('Official', {
  description:
    'An elected official: who holds (or held) a seat, as the source cited says, dated. Not a live roster: ' +
    'seats change through courts, defections and by-elections, so read asOf and the source.',
})
@Entity({ tableName: 'government_officials' })
@Unique({ name: 'government_officials_seed_key_unique', properties: ['seedKey'] })
@Unique({ name: 'government_officials_user_unique', properties: ['user'] })
// One active holder per seat; a term ended keeps its row.
@Index({
  name: 'government_officials_one_holder',
  expression:
    'create unique index "government_officials_one_holder" on "government_officials" ' +
    `("office", coalesce("state_code", ''), coalesce("senatorial_district_id", 0), coalesce("federal_constituency_id", 0)) where "is_active"`,
})
// The checks as PostgreSQL stores them (the seat's on one line, as it prints it), so the schema diff compares like with like.
@Check({
  name: 'government_officials_seat',
  expression: [
    "(office = any (array['president'::text, 'vice_president'::text])",
    'and state_code is null and senatorial_district_id is null and federal_constituency_id is null)',
    "or (office = any (array['governor'::text, 'deputy_governor'::text])",
    'and state_code is not null and senatorial_district_id is null and federal_constituency_id is null)',
    "or (office = 'senator'::text and state_code is not null and senatorial_district_id is not null and federal_constituency_id is null)",
    "or (office = 'representative'::text and state_code is not null and senatorial_district_id is null and federal_constituency_id is not null)",
  ].join(' '),
})
@Check({ name: 'government_officials_term', expression: 'term_end is null or term_start is null or term_end >= term_start' })
@Check({ name: 'government_officials_full_name_check', expression: 'length(full_name) >= 2 and length(full_name) <= 120' })
@Check({ name: 'government_officials_party_check', expression: `party ~ '^[A-Z][A-Z-]{0,9}$'` })
@Check({ name: 'government_officials_source_url_check', expression: String.raw`source_url ~ '^https?://\S+$' and length(source_url) <= 500` })
@Check({ name: 'government_officials_note_check', expression: 'length(note) <= 1000' })
@Check({ name: 'government_officials_followers_count_check', expression: 'followers_count >= 0' })
export class GovernmentOfficial {
  [OptionalProps]?: 'isActive' | 'followersCount' | 'createdAt' | 'updatedAt';

  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' }) // the seeder's insert leaves it to the database
  id: string = randomUUID();

  @Field(() => Office, { description: 'The office held.' })
  @Enum({ items: () => Office })
  office!: Office;

  /** The seat: null for the President and Vice President; a state for the rest. Codes, not places: the catalog names them. */
  @ManyToOne(() => GeoState, { mapToPk: true, fieldName: 'state_code', columnType: 'char(2)', nullable: true, deleteRule: 'no action', index: false })
  stateCode?: string | null;

  @ManyToOne(() => GeoSenatorialDistrict, { mapToPk: true, fieldName: 'senatorial_district_id', nullable: true, deleteRule: 'no action', index: false })
  senatorialDistrictId?: number | null;

  @ManyToOne(() => GeoFederalConstituency, { mapToPk: true, fieldName: 'federal_constituency_id', nullable: true, deleteRule: 'no action', index: false })
  federalConstituencyId?: number | null;

  @Field(() => String, { description: 'Full name, spelt as the source prints it (sources differ on order and spelling).' })
  @Property({ type: 'text' })
  fullName!: string;

  @Field(() => String, { description: "Abbreviation of the party on whose ticket INEC declared them elected, e.g. 'APC' (not any later party)." })
  @Property({ type: 'text' })
  party!: string;

  @Field(() => String, { nullable: true, description: 'Date of the election they won, YYYY-MM-DD.' })
  @Property({ type: 'string', columnType: 'date', nullable: true })
  electedOn?: string | null;

  @Field(() => String, { nullable: true, description: 'When the term began, YYYY-MM-DD; null where no source gives it.' })
  @Property({ type: 'string', columnType: 'date', nullable: true })
  termStart?: string | null;

  @Field(() => String, { nullable: true, description: 'When the term ended, YYYY-MM-DD; null while it runs.' })
  @Property({ type: 'string', columnType: 'date', nullable: true })
  termEnd?: string | null;

  @Field(() => String, { description: 'The report the record rests on (the web address of a stored copy).' })
  @Property({ type: 'text' })
  sourceUrl!: string;

  @Field(() => String, {
    description:
      'The date the record speaks for, YYYY-MM-DD: the election whose declaration it records, or the day an administrator last checked it against its source.',
  })
  @Property({ type: 'string', columnType: 'date' })
  asOf!: string;

  @Field(() => String, { nullable: true, description: 'Spelling variants, how a seat was deduced, later changes a source reports.' })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Field(() => Boolean, { description: 'False once an administrator ended the term: the seat then shows its next holder, or none.' })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  /** The member account a super admin linked (verified); their posts reach the official's followers. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  user?: User | null;

  @Property({ type: 'datetime', nullable: true })
  linkedAt?: Date | null;

  /** 'officials_2023:<office>:<state>:<constituency>' for a row loaded from the file; null for one an administrator added. */
  @Property({ type: 'text', nullable: true })
  seedKey?: string | null;

  @Field(() => Int, { description: 'How many members follow the official.' })
  @Property({ type: 'integer', default: 0 })
  followersCount: number = 0;

  @Field(() => Date, { description: 'When the record was added here.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { description: 'When the record last changed here.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}

/** A member following an official (the spec's official_connections): a unique pair. */
@Entity({ tableName: 'official_connections' })
@Unique({ name: 'official_connections_pair_unique', properties: ['user', 'official'] })
@Index({ name: 'official_connections_official_index', properties: ['official'] })
export class OfficialConnection {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: User;

  @ManyToOne(() => GovernmentOfficial, { deleteRule: 'cascade', index: false })
  official!: GovernmentOfficial;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  followedAt: Date = new Date();
}
