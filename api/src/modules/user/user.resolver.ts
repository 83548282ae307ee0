import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { PARTIES } from './parties.js';
import { MembershipType, User } from './user.entity.js';
import { UpdateProfileInput } from './user.inputs.js';
import { UserService } from './user.service.js';
import { AdminStatus, ProfileOptions } from './user.types.js';

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

  @Query(() => AdminStatus, { description: "The viewer's administrative powers (none for visitors)." })
  adminStatus(@Ctx() ctx: Context): AdminStatus {
    return new UserService(ctx).adminStatus();
  }
}
