import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import type { WardEventView } from './event.service.js';
import { EventService } from './event.service.js';

const eventJson = ({ createdBy, ...event }: WardEventView) => ({ ...event, createdById: createdBy.id });

/** SPEC §7 GET /api/events/upcoming (the viewer's ward), plus adding and removing an event. */
export function eventRest(route: RestRoute): Router {
  return Router()
    .get(
      '/events/upcoming',
      route(async (ctx, req) => {
        const ward = typeof req.query.ward === 'string' ? req.query.ward : null;
        const page = await new EventService(ctx).upcoming({ ward, first: 50 });
        return page.edges.map((edge) => eventJson(edge.node));
      }),
    )
    .post('/events', route(async (ctx, req) => eventJson(await new EventService(ctx).create(req.body))))
    .delete('/events/:id', route(async (ctx, req) => ({ deleted: await new EventService(ctx).remove(String(req.params.id)) })));
}
