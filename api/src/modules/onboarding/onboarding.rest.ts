import { Router } from 'express';
import { restRoute, type RestHandler } from '../../server/rest.js';
import type { AppDeps } from '../../shared/context.js';
import { OnboardingService } from './onboarding.service.js';

/** Onboarding state, on the same service as GraphQL (not in the spec, which kept it in local storage). */
export function onboardingRest(deps: AppDeps): Router {
  const route = (handler: RestHandler) => restRoute(deps, handler);
  return Router()
    .get('/onboarding', route((ctx) => new OnboardingService(ctx).state()))
    .post('/onboarding/complete', route((ctx) => new OnboardingService(ctx).completeOnboarding()))
    .post('/onboarding/quick-start/hide', route((ctx) => new OnboardingService(ctx).hideQuickStart()));
}
