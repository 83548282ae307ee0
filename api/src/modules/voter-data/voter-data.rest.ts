import { Router } from 'express';
import { restRoute, type RestHandler } from '../../server/rest.js';
import type { AppDeps } from '../../shared/context.js';
import { VoterDataService } from './voter-data.service.js';

/** SPEC §7 Voter data, on the same service as GraphQL. */
export function voterDataRest(deps: AppDeps): Router {
  const route = (handler: RestHandler) => restRoute(deps, handler);
  return Router()
    .get(
      '/inec/cvr-status',
      route(async (ctx) => {
        const summary = await new VoterDataService(ctx).registerSummary();
        return {
          totalRegistrations: summary.totalRegisteredVoters,
          newRegistrations2025: summary.totalNewRegistrations,
          ongoingCVR: summary.ongoingCVR,
          nextElections: [],
          registerName: summary.registerName,
          registrationPortalUrl: summary.registrationPortalUrl,
        };
      }),
    )
    .get('/inec/collect-all-data', route((ctx) => new VoterDataService(ctx).registerSummary()))
    .post('/inec/voter-lookup', route((ctx, req) => new VoterDataService(ctx).voterLookup(req.body)))
    .post('/inec/validate-polling-unit', route((ctx, req) => new VoterDataService(ctx).validatePollingUnit(req.body)));
}
