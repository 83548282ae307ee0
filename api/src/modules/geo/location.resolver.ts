import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { isOwnerOrAdmin } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { User } from '../user/user.entity.js';
import { GeoService } from './geo.service.js';
import { ElectoralLocation } from './geo.types.js';

@Resolver(() => User)
export class UserLocationResolver {
  @FieldResolver(() => ElectoralLocation, {
    description: "The member's electoral location with names; the polling unit only for the member and administrators.",
  })
  location(@Root() user: User, @Ctx() ctx: Context): Promise<ElectoralLocation> {
    return new GeoService(ctx).locationOf(user, isOwnerOrAdmin(ctx, user.id));
  }
}
