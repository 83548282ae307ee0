import { Router, type Request } from 'express';
import type { Context } from '../../shared/context.js';
import type { RestRoute } from '../../shared/rest.js';
import { notFound } from '../../shared/errors.js';
import { GeoService } from '../geo/geo.service.js';
import { User } from '../user/user.entity.js';
import { WatchAreaService } from './area.service.js';
import { IncidentService } from './incident.service.js';
import { OpenDataService, type OpenDataFormat, type OpenDataSet } from './open-data.service.js';
import { SheetService } from './sheet.service.js';
import type { CrowdUnit, FlaggedUnit, UnitWatch, WatchIncident } from './watch.types.js';

const text = (req: Request, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : null);
const count = (req: Request, name: string) => {
  const value = text(req, name);
  return value === null ? null : /^\d{1,4}$/.test(value) ? Number(value) : -1;
};

/** A report as GraphQL shows it: the unit by name, counts, never the reporter (but for reviewers). */
async function incidentJson(ctx: Context, incident: WatchIncident) {
  const service = new IncidentService(ctx);
  const { reporterId, reviewedById: _reviewer, ...fields } = incident;
  const unit = await new GeoService(ctx).places().load(incident.puCode);
  const reporter = reporterId && service.viewerMayReview() ? await ctx.em.findOne(User, reporterId) : null;
  return {
    ...fields,
    pollingUnit: unit && { puCode: incident.puCode, name: unit.displayName },
    viewerIsReporter: !!ctx.viewer && reporterId === ctx.viewer.id,
    viewerConfirmed: await service.viewerConfirmed().load(incident.id),
    ...(service.viewerMayReview() ? { reporter: reporter && { id: reporter.id, handle: reporter.handle, displayName: reporter.displayName } } : {}),
  };
}

/** A unit's watch or a flagged unit, with the unit by name. */
async function withUnit<T extends UnitWatch | FlaggedUnit | CrowdUnit>(ctx: Context, unit: T) {
  const place = await new GeoService(ctx).places().load(unit.puCode);
  return { ...unit, pollingUnit: place && { puCode: unit.puCode, name: place.displayName } };
}

/** `/api/watch/*`: incident reports and crowd result sheets, on the same services as GraphQL. */
export function watchRest(route: RestRoute): Router {
  return Router()
    .get(
      '/watch/incidents',
      route(async (ctx, req) => {
        const page = await new IncidentService(ctx).list({
          electionId: text(req, 'electionId'),
          place: text(req, 'place'),
          category: text(req, 'category'),
          status: text(req, 'status'),
          first: count(req, 'first'),
          after: text(req, 'after'),
        });
        return {
          incidents: await Promise.all(page.edges.map((edge) => incidentJson(ctx, edge.node))),
          pageInfo: page.pageInfo,
        };
      }),
    )
    .get(
      '/watch/review-queue',
      route(async (ctx, req) => {
        const page = await new IncidentService(ctx).queue({ first: count(req, 'first'), after: text(req, 'after') });
        return { incidents: await Promise.all(page.edges.map((edge) => incidentJson(ctx, edge.node))), pageInfo: page.pageInfo };
      }),
    )
    .get(
      '/watch/incidents/:id',
      route(async (ctx, req) => {
        const incident = await new IncidentService(ctx).incident(String(req.params.id));
        if (!incident) throw notFound('That report was not found');
        return incidentJson(ctx, incident);
      }),
    )
    .post('/watch/incidents', route(async (ctx, req) => incidentJson(ctx, await new IncidentService(ctx).report(req.body))))
    .post(
      '/watch/incidents/:id/confirm',
      route(async (ctx, req) => incidentJson(ctx, await new IncidentService(ctx).confirm(String(req.params.id)))),
    )
    .post(
      '/watch/incidents/:id/review',
      route(async (ctx, req) =>
        incidentJson(ctx, await new IncidentService(ctx).review({ ...(req.body ?? {}), id: String(req.params.id) })),
      ),
    )
    .post('/watch/sheets', route(async (ctx, req) => withUnit(ctx, await new SheetService(ctx).submit(req.body))))
    .get(
      '/watch/unit',
      route(async (ctx, req) =>
        withUnit(ctx, await new SheetService(ctx).unitWatch({ pollingUnit: text(req, 'pollingUnit'), electionId: text(req, 'electionId') })),
      ),
    )
    .get(
      '/watch/crowd-figures',
      route(async (ctx, req) => {
        const page = await new OpenDataService(ctx).crowdUnits({
          electionId: text(req, 'electionId'),
          place: text(req, 'place'),
          first: count(req, 'first'),
          after: text(req, 'after'),
        });
        return { units: await Promise.all(page.edges.map((edge) => withUnit(ctx, edge.node))), pageInfo: page.pageInfo };
      }),
    )
    .get(
      '/watch/open-data/:electionId/:file',
      route(async (ctx, req, res) => {
        const match = /^(incidents|crowd-figures)\.(csv|geojson)$/.exec(String(req.params.file));
        if (!match) throw notFound('Open data comes as incidents.csv, incidents.geojson, crowd-figures.csv or crowd-figures.geojson');
        const file = await new OpenDataService(ctx).download(String(req.params.electionId), match[1] as OpenDataSet, match[2] as OpenDataFormat);
        res.setHeader('Content-Type', file.type);
        res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
        res.send(file.body);
      }),
    )
    .get('/watch/areas', route((ctx, req) => new WatchAreaService(ctx).summary({ place: text(req, 'place'), electionId: text(req, 'electionId') })))
    .get(
      '/watch/flagged',
      route(async (ctx, req) => {
        const units = await new SheetService(ctx).flaggedUnits({ place: text(req, 'place'), electionId: text(req, 'electionId'), first: count(req, 'first') });
        return Promise.all(units.map((unit) => withUnit(ctx, unit)));
      }),
    );
}
