import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { OnboardingService } from './onboarding.service.js';

/** Onboarding state, on the same service as GraphQL (not in the spec, which kept it in local storage). */
export function onboardingRest(route: RestRoute): Router {
  return Router()
    .get('/onboarding', route((ctx) => new OnboardingService(ctx).state()))
    .post('/onboarding/complete', route((ctx) => new OnboardingService(ctx).completeOnboarding()))
    .post('/onboarding/quick-start/hide', route((ctx) => new OnboardingService(ctx).hideQuickStart()));
}
