import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { dashboardView } from './civic.resolver.js';
import { CivicService } from './civic.service.js';

/** SPEC §7 Civic: GET /api/civic/stats, the dashboard's figures (401 for visitors). */
export function civicRest(route: RestRoute): Router {
  return Router().get(
    '/civic/stats',
    route(async (ctx) => dashboardView(await new CivicService(ctx).dashboard())),
  );
}
