import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { LinkUnreachable } from './fetch-page.js';
import { LinkPreviewService } from './link-preview.service.js';

/** SPEC §7 Other: GET /api/link-preview?url=. An unreachable page is a 502, a refused link a 400. */
export function linkPreviewRest(route: RestRoute): Router {
  return Router().get(
    '/link-preview',
    route(async (ctx, req, res) => {
      try {
        const preview = await new LinkPreviewService(ctx).preview({ url: req.query.url });
        res.set('Cache-Control', 'public, max-age=3600');
        return preview;
      } catch (error) {
        if (!(error instanceof LinkUnreachable)) throw error;
        res.status(502).json({ message: error.message });
      }
    }),
  );
}
