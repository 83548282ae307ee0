import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { PARTIES, REGISTERED_PARTIES } from './parties.js';
import { MembershipType, User } from './user.entity.js';
import { UpdateProfileInput } from './user.inputs.js';
import { UserService } from './user.service.js';
import { Party, ProfileOptions } from './user.types.js';

@Resolver()
export class UserResolver {
  @Mutation(() => User, { description: "Updates the signed-in member's own profile." })
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: Context) {
    return new UserService(ctx).updateProfile(input);
  }

  @Query(() => ProfileOptions, { description: 'Membership types and parties offered on the profile form.' })
  profileOptions(): ProfileOptions {
    return { membershipTypes: Object.values(MembershipType), parties: [...PARTIES] };
  }

  @Query(() => [Party], { description: 'The 18 parties on the 2023 presidential ballot, by INEC code: whom a promotion to party supporters may target.' })
  parties(): Party[] {
    return [...REGISTERED_PARTIES];
  }
}
