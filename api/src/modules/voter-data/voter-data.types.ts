import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Lga, PollingUnit, Ward } from '../geo/geo.types.js';

@ObjectType({ description: 'Where a published figure or date comes from.' })
export class SourcedFigure {
  @Field(() => String, { description: 'What the figure is.' })
  label!: string;

  @Field(() => String, { description: 'Who published it, and where.' })
  source!: string;

  @Field(() => String, { description: 'A page with the figure.' })
  url!: string;
}

@ObjectType({ description: 'An election INEC has fixed a date for.' })
export class NextElection {
  @Field(() => String, { description: "Which elections, e.g. 'Presidential and National Assembly elections'." })
  type!: string;

  @Field(() => String, { description: 'Election day, YYYY-MM-DD.' })
  date!: string;

  @Field(() => SourcedFigure, { description: 'Where the date comes from.' })
  source!: SourcedFigure;
}

@ObjectType({ description: 'The voter register an administrator imported for the voter ID lookup.' })
export class VoterRegisterImport {
  @Field(() => ID, { description: 'The import.' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'The file it came from.' })
  fileName!: string | null;

  @Field(() => Int, { description: 'Voters in it.' })
  rowCount!: number;

  @Field(() => Int, { description: 'Voters on the register (registered or transferred).' })
  registeredCount!: number;

  @Field(() => Int, { description: 'Voters whose PVC is collected.' })
  pvcCollectedCount!: number;

  @Field(() => Date, { description: 'When it was imported.' })
  importedAt!: Date;
}

@ObjectType({
  description: "What is known of INEC's voter register: published figures with their sources. Figures not published are null, never estimated.",
})
export class VoterRegisterSummary {
  @Field(() => Int, { description: 'Polling units in the 2023 delimitation (176,846).' })
  totalPollingUnits!: number;

  @Field(() => Int, { description: 'Registered voters on the register of January 2023, all states and the FCT.' })
  totalRegisteredVoters!: number;

  @Field(() => String, { description: 'Which register the figures come from.' })
  registerName!: string;

  @Field(() => Int, { nullable: true, description: 'Completed new registrations in the 2025 continuous voter registration (INEC).' })
  totalNewRegistrations!: number | null;

  @Field(() => String, { nullable: true, description: 'The date INEC counted the new registrations to, YYYY-MM-DD.' })
  newRegistrationsAsOf!: string | null;

  @Field(() => Int, { nullable: true, description: 'Permanent voter cards collected before the 2023 elections (INEC).' })
  totalPVCsCollected!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether continuous voter registration is open now; null: not published in our data.' })
  ongoingCVR!: boolean | null;

  @Field(() => [NextElection], { description: 'Elections INEC has fixed from today on, soonest first.' })
  nextElections!: NextElection[];

  @Field(() => [SourcedFigure], { description: 'The source of each figure above.' })
  sources!: SourcedFigure[];

  @Field(() => VoterRegisterImport, { nullable: true, description: 'The imported register behind the voter ID lookup; null: none imported.' })
  importedRegister!: VoterRegisterImport | null;

  @Field(() => String, { description: "INEC's own voter registration portal, where people register and check." })
  registrationPortalUrl!: string;
}

@ObjectType({ description: 'A concluded election’s national totals, as stored.' })
export class ElectionTotals {
  @Field(() => String, { description: 'The election.' })
  name!: string;

  @Field(() => String, { description: 'Election day, YYYY-MM-DD.' })
  date!: string;

  @Field(() => Float, { description: 'Registered voters.' })
  registered!: number;

  @Field(() => Float, { description: 'Accredited voters.' })
  accredited!: number;

  @Field(() => Float, { description: 'Valid votes.' })
  validVotes!: number;
}

@ObjectType({ description: "'Collect All INEC Data': everything our stored reference and results data add up to, now." })
export class CollectedVoterData {
  @Field(() => Int, { description: 'Polling units stored (the 2023 delimitation).' })
  totalPollingUnits!: number;

  @Field(() => Int, { description: 'Wards stored.' })
  totalWards!: number;

  @Field(() => Int, { description: 'LGAs stored.' })
  totalLgas!: number;

  @Field(() => Int, { description: 'States and the FCT stored.' })
  totalStates!: number;

  @Field(() => Int, { description: 'Registered voters, summed over the states (January 2023 register).' })
  totalRegisteredVoters!: number;

  @Field(() => Int, { nullable: true, description: 'Completed new registrations in the 2025 CVR (INEC).' })
  totalNewRegistrations!: number | null;

  @Field(() => Int, { nullable: true, description: 'PVCs collected before the 2023 elections (INEC).' })
  totalPVCsCollected!: number | null;

  @Field(() => [ElectionTotals], { description: 'Concluded elections with declared national totals.' })
  elections!: ElectionTotals[];

  @Field(() => VoterRegisterImport, { nullable: true, description: 'The imported register, if any.' })
  importedRegister!: VoterRegisterImport | null;

  @Field(() => Date, { description: 'When these were added up.' })
  collectedAt!: Date;
}

@ObjectType({ description: 'The answer to a voter ID lookup (SPEC §3 Voter lookup response).' })
export class VoterLookupResult {
  @Field(() => String, { description: "'found', 'not_found', or 'no_register' when no register has been imported." })
  status!: string;

  @Field(() => String, { description: 'The answer in words.' })
  message!: string;

  @Field(() => String, { nullable: true, description: "Registration status, when found (e.g. 'Registered')." })
  registrationStatus!: string | null;

  @Field(() => String, { nullable: true, description: "PVC status, when found (e.g. 'Collected')." })
  pvcStatus!: string | null;
}

@ObjectType({ description: 'Whether a state/LGA/ward/polling-unit combination is in INEC’s delimitation.' })
export class PollingUnitValidation {
  @Field(() => Boolean, { description: 'True when the polling unit exists in that ward, LGA and state.' })
  valid!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it is not valid, e.g. "That ward is not in the chosen LGA".' })
  reason!: string | null;

  @Field(() => PollingUnit, { nullable: true, description: 'The polling unit, when valid.' })
  pollingUnit!: PollingUnit | null;

  @Field(() => Ward, { nullable: true, description: 'Its ward, when valid.' })
  ward!: Ward | null;

  @Field(() => Lga, { nullable: true, description: 'Its LGA, when valid.' })
  lga!: Lga | null;
}
