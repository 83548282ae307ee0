import { Field, ObjectType } from 'type-graphql';
import { MembershipType } from './user.entity.js';

@ObjectType({ description: 'A political party a member can name as theirs.' })
export class Party {
  @Field(() => String, { description: 'INEC abbreviation, e.g. "LP"; "Non-partisan" for none.' })
  abbreviation!: string;

  @Field(() => String, { description: 'Full name.' })
  name!: string;
}

@ObjectType({ description: 'Choices offered on the profile form.' })
export class ProfileOptions {
  @Field(() => [MembershipType], { description: 'Movements a member can identify with.' })
  membershipTypes!: MembershipType[];

  @Field(() => [Party], { description: 'Non-partisan, then the registered parties.' })
  parties!: Party[];
}
