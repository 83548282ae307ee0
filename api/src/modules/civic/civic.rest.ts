import { Router } from 'express';
import { restRoute } from '../../server/rest.js';
import type { AppDeps } from '../../shared/context.js';
import { dashboardView } from './civic.resolver.js';
import { CivicService } from './civic.service.js';

/** SPEC §7 Civic: GET /api/civic/stats, the dashboard's figures (401 for visitors). */
export function civicRest(deps: AppDeps): Router {
  return Router().get(
    '/civic/stats',
    restRoute(deps, async (ctx) => dashboardView(await new CivicService(ctx).dashboard())),
  );
}
