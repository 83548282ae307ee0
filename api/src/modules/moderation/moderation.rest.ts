import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { ModerationService } from './moderation.service.js';
import { ReportService } from './report.service.js';

/** SPEC §7: GET /api/admin/status ({ isAdmin, isSuperAdmin }; false for visitors), and reporting content. */
export function moderationRest(route: RestRoute): Router {
  return Router()
    .get('/admin/status', route((ctx) => new ModerationService(ctx).status()))
    .post('/reports', route(async (ctx, req) => ({ success: await new ReportService(ctx).report(req.body) })));
}
