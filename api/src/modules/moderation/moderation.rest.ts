import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { ModerationService } from './moderation.service.js';

/** SPEC §7: GET /api/admin/status ({ isAdmin, isSuperAdmin }; false for visitors). */
export function moderationRest(route: RestRoute): Router {
  return Router().get('/admin/status', route((ctx) => new ModerationService(ctx).status()));
}
