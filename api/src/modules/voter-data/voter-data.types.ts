import { Field, Int, ObjectType } from 'type-graphql';
import { Lga, PollingUnit, Ward } from '../geo/geo.types.js';

@ObjectType({
  description:
    "What is known of INEC's voter register. Figures INEC has not published in our data are null, never estimated.",
})
export class VoterRegisterSummary {
  @Field(() => Int, { description: 'Polling units in the 2023 delimitation (176,846).' })
  totalPollingUnits!: number;

  @Field(() => Int, { description: 'Registered voters on the register of January 2023, all states and the FCT.' })
  totalRegisteredVoters!: number;

  @Field(() => String, { description: 'Which register the figures come from.' })
  registerName!: string;

  @Field(() => Int, { nullable: true, description: 'New registrations since; null: not in our data.' })
  totalNewRegistrations!: number | null;

  @Field(() => Int, { nullable: true, description: 'Permanent voter cards collected; null: not in our data.' })
  totalPVCsCollected!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether continuous voter registration is open; null: unknown.' })
  ongoingCVR!: boolean | null;

  @Field(() => String, { description: "INEC's own voter registration portal, where people register and check." })
  registrationPortalUrl!: string;
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
