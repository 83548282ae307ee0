import { Router } from 'express';
import { restRoute } from '../../server/rest.js';
import type { AppDeps } from '../../shared/context.js';
import { NewsService } from './news.service.js';

/** SPEC §7 News: GET /api/news/all?limit&offset, newest first, on the same service as GraphQL. */
export function newsRest(deps: AppDeps): Router {
  return Router().get(
    '/news/all',
    restRoute(deps, (ctx, req) => new NewsService(ctx).page(req.query)),
  );
}
