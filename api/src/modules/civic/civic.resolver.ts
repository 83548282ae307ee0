import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { CivicService, type CivicDashboard as Dashboard } from './civic.service.js';
import { CivicDashboard } from './civic.types.js';

/** The challenge rules' `target` is the GraphQL `maxProgress`. */
export const dashboardView = (dashboard: Dashboard) => ({
  ...dashboard,
  activities: dashboard.activities.map(({ counts: _counts, target, ...challenge }) => ({ ...challenge, maxProgress: target })),
});

@Resolver()
export class CivicResolver {
  @Query(() => CivicDashboard, { description: "The signed-in member's civic dashboard (UNAUTHENTICATED for visitors)." })
  async civicDashboard(@Ctx() ctx: Context) {
    return dashboardView(await new CivicService(ctx).dashboard());
  }
}
