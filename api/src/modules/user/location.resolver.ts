import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { GeoService } from '../geo/geo.service.js';
import { ElectoralLocation } from '../geo/geo.types.js';
import { User } from './user.entity.js';
import { mayReadUserField } from './user.privacy.js';

@Resolver(() => User)
export class UserLocationResolver {
  @FieldResolver(() => ElectoralLocation, {
    nullable: true,
    description:
      "The member's electoral location with names; null for a private profile the viewer doesn't follow. " +
      'The polling unit only when the member shows it (or to the member and administrators).',
  })
  async location(@Root() user: User, @Ctx() ctx: Context): Promise<ElectoralLocation> {
    return new GeoService(ctx).locationOf(user, await mayReadUserField('pollingUnit', user, ctx));
  }
}
