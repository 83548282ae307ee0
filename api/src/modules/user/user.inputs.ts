import { Field, InputType } from 'type-graphql';
import { MembershipType } from './user.entity.js';

@InputType({ description: 'Profile changes. Omitted fields stay as they are; null clears a field.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'First name (cannot be blank).' })
  firstName?: string;

  @Field(() => String, { nullable: true, description: 'Last name (cannot be blank).' })
  lastName?: string;

  @Field(() => String, { nullable: true, description: 'Bio, at most 500 characters.' })
  bio?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number.' })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Occupation.' })
  occupation?: string | null;

  @Field(() => [String], { nullable: true, description: 'Interests: at most 20, each at most 50 characters.' })
  interests?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      "State code, e.g. '24' (Lagos); blank clears it. Changing a level clears the levels below it that are not given.",
  })
  state?: string | null;

  @Field(() => String, { nullable: true, description: "LGA code: within the state ('16') or full ('24/16'); blank clears it." })
  lga?: string | null;

  @Field(() => String, { nullable: true, description: "Ward code: within the LGA ('05') or full ('24/16/05'); must be a ward of the LGA. Blank clears it." })
  ward?: string | null;

  @Field(() => String, { nullable: true, description: "Polling unit code: within the ward ('012') or full ('24/16/05/012'); must be in the ward. Blank clears it." })
  pollingUnit?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the profile is private.' })
  isPrivateProfile?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Whether others may see the party affiliation.' })
  showPartyAffiliation?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Whether others may see the polling unit.' })
  showPollingUnit?: boolean;

  @Field(() => MembershipType, { nullable: true, description: 'Movement, or null for none.' })
  membershipType?: MembershipType | null;

  @Field(() => String, { nullable: true, description: 'Party abbreviation from profileOptions, or null.' })
  partyAffiliation?: string | null;
}
