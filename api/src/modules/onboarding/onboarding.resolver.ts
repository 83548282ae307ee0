import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { OnboardingService } from './onboarding.service.js';
import { OnboardingState } from './onboarding.types.js';

@Resolver()
export class OnboardingResolver {
  @Query(() => OnboardingState, { description: "The signed-in member's onboarding state." })
  onboarding(@Ctx() ctx: Context) {
    return new OnboardingService(ctx).state();
  }

  @Mutation(() => OnboardingState, { description: 'Finishes (or skips) the welcome; it is not offered again.' })
  completeOnboarding(@Ctx() ctx: Context) {
    return new OnboardingService(ctx).completeOnboarding();
  }

  @Mutation(() => OnboardingState, { description: 'Hides the Quick Start guide (dismissed, or completed).' })
  hideQuickStart(@Ctx() ctx: Context) {
    return new OnboardingService(ctx).hideQuickStart();
  }
}
