import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { FederalConstituency, PollingUnit, SenatorialDistrict } from '../geo/geo.types.js';
import { ModerationActionKind } from '../moderation/moderation-action.entity.js';
import { GovernmentOfficial, Office } from './official.entity.js';

@ObjectType({ description: 'One seat a polling unit votes for, and who holds it.' })
export class Seat {
  @Field(() => Office, { description: 'The office.' })
  office!: Office;

  @Field(() => String, { description: "The seat in words, e.g. 'Senator for Lagos West' or 'Governor of Lagos'." })
  seatName!: string;

  @Field(() => GovernmentOfficial, {
    nullable: true,
    description: 'Who holds it, as the record says; null when no sourced holder is recorded (show "Not yet recorded", never a guess).',
  })
  holder!: GovernmentOfficial | null;
}

@ObjectType({ description: 'Everyone elected for a polling unit: from the President to its member of the House of Representatives.' })
export class Representatives {
  @Field(() => PollingUnit, { description: 'The polling unit asked about.' })
  pollingUnit!: PollingUnit;

  @Field(() => SenatorialDistrict, { description: 'The senatorial district it votes in.' })
  senatorialDistrict!: SenatorialDistrict;

  @Field(() => FederalConstituency, { description: 'The federal constituency it votes in.' })
  federalConstituency!: FederalConstituency;

  @Field(() => [Seat], {
    description:
      'President, Vice President, Governor, Deputy Governor (none in the FCT), Senator and member of the House of ' +
      'Representatives, in that order, each with its holder or none.',
  })
  seats!: Seat[];

  @Field(() => [String], { description: 'What the list is and is not: a dated record, and the seats it leaves out, in words to show.' })
  notes!: string[];
}

@ObjectType({ description: "An administrator's change to an official's record: what, why and when (who is in the moderation log)." })
export class OfficialChange {
  @Field(() => ModerationActionKind, { description: 'Added, corrected, term ended, account linked or unlinked.' })
  action!: ModerationActionKind;

  @Field(() => String, { nullable: true, description: 'Why, as the administrator wrote it.' })
  reason!: string | null;

  @Field(() => Date, { description: 'When.' })
  at!: Date;
}

const REASON = 'Why, 3 to 500 characters: the moderation log keeps it, and the record shows it with its date.';
const SOURCE = 'Web address (http or https) of the report the record rests on, at most 500 characters.';
const DATE = 'YYYY-MM-DD, not in the future.';

@InputType({ description: 'Administrators: the holder of a seat that has none, with the source.' })
export class AddOfficialInput {
  @Field(() => Office, { description: 'The office.' })
  office!: Office;

  @Field(() => String, { nullable: true, description: "For a governor or deputy governor: the state's code (not the FCT)." })
  stateCode?: string | null;

  @Field(() => Int, { nullable: true, description: 'For a senator: the senatorial district id.' })
  senatorialDistrictId?: number | null;

  @Field(() => Int, { nullable: true, description: 'For a member of the House of Representatives: the federal constituency id.' })
  federalConstituencyId?: number | null;

  @Field(() => String, { description: 'Full name as the source prints it, 2 to 120 characters.' })
  fullName!: string;

  @Field(() => String, { description: "Party abbreviation, e.g. 'APC'." })
  party!: string;

  @Field(() => String, { nullable: true, description: `Date of the election won, ${DATE}` })
  electedOn?: string | null;

  @Field(() => String, { nullable: true, description: `Start of the term, ${DATE}` })
  termStart?: string | null;

  @Field(() => String, { description: SOURCE })
  sourceUrl!: string;

  @Field(() => String, { nullable: true, description: `The date the record speaks for, ${DATE} Today when not given.` })
  asOf?: string | null;

  @Field(() => String, { nullable: true, description: 'A note, at most 1000 characters.' })
  note?: string | null;

  @Field(() => String, { description: REASON })
  reason!: string;
}

@InputType({ description: "Administrators: a correction to an official's record; fields left out stay as they are." })
export class CorrectOfficialInput {
  @Field(() => ID, { description: 'The official.' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'Full name, 2 to 120 characters.' })
  fullName?: string;

  @Field(() => String, { nullable: true, description: 'Party abbreviation.' })
  party?: string;

  @Field(() => String, { nullable: true, description: `Date of the election won, ${DATE}` })
  electedOn?: string | null;

  @Field(() => String, { nullable: true, description: `Start of the term, ${DATE}` })
  termStart?: string | null;

  @Field(() => String, { nullable: true, description: SOURCE })
  sourceUrl?: string;

  @Field(() => String, { nullable: true, description: `The date the record now speaks for, ${DATE} Today when not given.` })
  asOf?: string;

  @Field(() => String, { nullable: true, description: 'A note, at most 1000 characters (empty removes it).' })
  note?: string | null;

  @Field(() => String, { description: REASON })
  reason!: string;
}
