import { Router } from 'express';
import { restRoute } from '../../server/rest.js';
import type { AppDeps } from '../../shared/context.js';
import { ModerationService } from './moderation.service.js';

/** SPEC §7: GET /api/admin/status ({ isAdmin, isSuperAdmin }; false for visitors). */
export function moderationRest(deps: AppDeps): Router {
  return Router().get('/admin/status', restRoute(deps, (ctx) => new ModerationService(ctx).status()));
}
