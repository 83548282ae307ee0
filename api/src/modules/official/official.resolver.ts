import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { partyColor } from '../election/parties.js';
import { FederalConstituency, MapExtent, SenatorialDistrict, State } from '../geo/geo.types.js';
import { User } from '../user/user.entity.js';
import { GovernmentOfficial, OFFICE_TITLES, Office } from './official.entity.js';
import { OfficialService } from './official.service.js';
import { AddOfficialInput, CorrectOfficialInput, OfficialChange, Representatives } from './official.types.js';

const officialArg = () => Arg('id', () => ID, { description: 'The official.' });
const reasonArg = () => Arg('reason', () => String, { description: 'Why, 3 to 500 characters (kept in the moderation log, shown on the record).' });

@Resolver(() => GovernmentOfficial)
export class OfficialResolver {
  @Query(() => Representatives, {
    description:
      'Everyone elected for a polling unit, from the President to its member of the House of Representatives, each with ' +
      'the source and as-of date of the record; a seat with no sourced holder has none. Open to visitors. ' +
      'BAD_USER_INPUT for a malformed code, NOT_FOUND for a unit INEC does not have.',
  })
  representatives(
    @Arg('pollingUnit', () => String, { description: "Full polling-unit code 'SS/LL/WW/PPP', e.g. '24/16/05/001'." }) pollingUnit: string,
    @Ctx() ctx: Context,
  ) {
    return new OfficialService(ctx).representatives(pollingUnit);
  }

  @Query(() => GovernmentOfficial, { nullable: true, description: 'One official by id, in office or not; null if there is none.' })
  official(@officialArg() id: string, @Ctx() ctx: Context) {
    return new OfficialService(ctx).official(id);
  }

  @Mutation(() => GovernmentOfficial, {
    description: "Members: follow an official. Once a super admin links the official's account, its posts reach your Following feed.",
  })
  followOfficial(@Arg('officialId', () => ID, { description: 'The official.' }) officialId: string, @Ctx() ctx: Context) {
    return new OfficialService(ctx).follow({ officialId });
  }

  @Mutation(() => GovernmentOfficial, { description: 'Members: stop following an official.' })
  unfollowOfficial(@Arg('officialId', () => ID, { description: 'The official.' }) officialId: string, @Ctx() ctx: Context) {
    return new OfficialService(ctx).unfollow({ officialId });
  }

  @Mutation(() => GovernmentOfficial, {
    description: 'Administrators: record the holder of a seat that has none, with the source (audited). FORBIDDEN for others.',
  })
  addOfficial(@Arg('input', () => AddOfficialInput) input: AddOfficialInput, @Ctx() ctx: Context) {
    return new OfficialService(ctx).add(input);
  }

  @Mutation(() => GovernmentOfficial, {
    description: "Administrators: correct an official's record; the as-of date becomes the day checked (audited). FORBIDDEN for others.",
  })
  correctOfficial(@Arg('input', () => CorrectOfficialInput) input: CorrectOfficialInput, @Ctx() ctx: Context) {
    return new OfficialService(ctx).correct(input);
  }

  @Mutation(() => GovernmentOfficial, {
    description: "Administrators: end an official's term; the seat then shows no holder until one is added (audited). FORBIDDEN for others.",
  })
  endOfficialTerm(
    @officialArg() id: string,
    @Arg('termEnd', () => String, { nullable: true, description: 'When it ended, YYYY-MM-DD; today when not given.' }) termEnd: string | null,
    @reasonArg() reason: string,
    @Ctx() ctx: Context,
  ) {
    return new OfficialService(ctx).endTerm({ id, termEnd: termEnd ?? undefined, reason });
  }

  @Mutation(() => GovernmentOfficial, {
    description: "Super admins: link an official to a member's account, which then shows as verified (audited). FORBIDDEN for others.",
  })
  linkOfficialAccount(
    @officialArg() id: string,
    @Arg('account', () => String, { description: "The member's @handle (or id)." }) account: string,
    @reasonArg() reason: string,
    @Ctx() ctx: Context,
  ) {
    return new OfficialService(ctx).link({ id, account, reason });
  }

  @Mutation(() => GovernmentOfficial, { description: "Super admins: unlink an official's account (audited). FORBIDDEN for others." })
  unlinkOfficialAccount(@officialArg() id: string, @reasonArg() reason: string, @Ctx() ctx: Context) {
    return new OfficialService(ctx).unlink({ id, reason });
  }

  @FieldResolver(() => String, { description: "The office's title, e.g. 'Senator'." })
  title(@Root() official: GovernmentOfficial): string {
    return OFFICE_TITLES[official.office];
  }

  @FieldResolver(() => String, { description: "The seat in words, e.g. 'Senator for Lagos West'." })
  seatName(@Root() official: GovernmentOfficial, @Ctx() ctx: Context) {
    return new OfficialService(ctx).seatNameOf(official);
  }

  @FieldResolver(() => String, { description: "The party's colour, as a CSS hex colour (grey for a party without one)." })
  partyColor(@Root() official: GovernmentOfficial): string {
    return partyColor(official.party);
  }

  @FieldResolver(() => State, { nullable: true, description: 'The state of the seat; null for the President and Vice President.' })
  async state(@Root() official: GovernmentOfficial, @Ctx() ctx: Context) {
    return (await new OfficialService(ctx).seatOf(official)).state;
  }

  @FieldResolver(() => SenatorialDistrict, { nullable: true, description: "A senator's district; null for other offices." })
  async senatorialDistrict(@Root() official: GovernmentOfficial, @Ctx() ctx: Context) {
    return (await new OfficialService(ctx).seatOf(official)).senatorialDistrict;
  }

  @FieldResolver(() => FederalConstituency, { nullable: true, description: "A representative's federal constituency; null for other offices." })
  async federalConstituency(@Root() official: GovernmentOfficial, @Ctx() ctx: Context) {
    return (await new OfficialService(ctx).seatOf(official)).federalConstituency;
  }

  @FieldResolver(() => MapExtent, {
    nullable: true,
    description: "Where the seat is, for a map: the constituency's, the state's or Nigeria's extent; null where no unit has coordinates.",
  })
  extent(@Root() official: GovernmentOfficial, @Ctx() ctx: Context) {
    return new OfficialService(ctx).extentOf(official);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "The member account a super admin verified as the official's; its posts reach the official's followers.",
  })
  linkedAccount(@Root() official: GovernmentOfficial, @Ctx() ctx: Context) {
    return new OfficialService(ctx).linkedAccount(official);
  }

  @FieldResolver(() => Boolean, { description: 'Whether a super admin has linked and verified a member account as the official’s.' })
  isVerified(@Root() official: GovernmentOfficial): boolean {
    return Boolean(official.user);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer follows the official (false for visitors).' })
  viewerFollows(@Root() official: GovernmentOfficial, @Ctx() ctx: Context) {
    return new OfficialService(ctx).viewerFollows().load(official.id);
  }

  @FieldResolver(() => [OfficialChange], { description: "Administrators' changes to the record, newest first, each with its reason and date." })
  changes(@Root() official: GovernmentOfficial, @Ctx() ctx: Context) {
    return new OfficialService(ctx).changes(official);
  }
}

@Resolver(() => SenatorialDistrict)
export class SenatorResolver {
  @FieldResolver(() => GovernmentOfficial, { nullable: true, description: 'Its senator as recorded; null when not yet recorded.' })
  senator(@Root() district: SenatorialDistrict, @Ctx() ctx: Context) {
    return new OfficialService(ctx).holders().load(`${Office.SENATOR}:${district.id}`);
  }
}

@Resolver(() => FederalConstituency)
export class RepresentativeResolver {
  @FieldResolver(() => GovernmentOfficial, {
    nullable: true,
    description: 'Its member of the House of Representatives as recorded; null when not yet recorded.',
  })
  representative(@Root() constituency: FederalConstituency, @Ctx() ctx: Context) {
    return new OfficialService(ctx).holders().load(`${Office.REPRESENTATIVE}:${constituency.id}`);
  }
}

@Resolver(() => User)
export class UserOfficialResolver {
  @FieldResolver(() => GovernmentOfficial, {
    nullable: true,
    description: 'The elected official a super admin verified this account as; null for other members.',
  })
  official(@Root() user: User, @Ctx() ctx: Context) {
    return new OfficialService(ctx).officialOfMember().load(user.id);
  }
}
