import { Router, type Request } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { postJson } from '../post/post.rest.js';
import { ModerationService } from './moderation.service.js';
import { PostModerationService } from './post-moderation.service.js';
import { ReportService } from './report.service.js';

/** SPEC §7: GET /api/admin/status ({ isAdmin, isSuperAdmin }; false for visitors), reporting content, and Admin Delete and boost. */
export function moderationRest(route: RestRoute): Router {
  const id = (req: Request) => String(req.params.id);
  return Router()
    .get('/admin/status', route((ctx) => new ModerationService(ctx).status()))
    .delete('/admin/posts/:id', route(async (ctx, req) => ({ success: await new PostModerationService(ctx).delete({ id: id(req) }) })))
    .post('/admin/posts/:id/boost', route(async (ctx, req) => postJson(await new PostModerationService(ctx).boost({ id: id(req) }), ctx)))
    .post('/reports', route(async (ctx, req) => ({ success: await new ReportService(ctx).report(req.body) })));
}
