import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { NewsService } from './news.service.js';

/** SPEC §7 News: GET /api/news/all?limit&offset, newest first, on the same service as GraphQL. */
export function newsRest(route: RestRoute): Router {
  return Router().get(
    '/news/all',
    route((ctx, req) => new NewsService(ctx).page(req.query)),
  );
}
