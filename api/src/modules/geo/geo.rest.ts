import { Router, type Request } from 'express';
import type { RestHandler, RestRoute } from '../../shared/rest.js';
import type { Context } from '../../shared/context.js';
import { notFound } from '../../shared/errors.js';
import type { FederalConstituency, SenatorialDistrict } from './geo.types.js';
import { GeoService } from './geo.service.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const number = (value: unknown) => (typeof value === 'string' && value !== '' ? Number(value) : undefined);
const param = (req: Request, name: string) => String(req.params[name]);

/** A constituency with its state, LGAs and map extent, as GraphQL gives them; NOT_FOUND for none. */
async function constituencyJson(ctx: Context, place: SenatorialDistrict | FederalConstituency | null) {
  if (!place) throw notFound('No constituency has that id');
  const service = new GeoService(ctx);
  const [state, lgas, extent] = await Promise.all([service.stateOf(place), service.lgasOf(place), service.extentOf(place)]);
  return { ...place.toJSON(), state, lgas, extent };
}

/** The electoral geography for REST clients; reference data, so caches may keep it a day. */
export function geoRest(route: RestRoute): Router {
  const cached = (handler: RestHandler) =>
    route((ctx, req, res) => {
      res.set('Cache-Control', 'public, max-age=86400');
      return handler(ctx, req, res);
    });
  return Router()
    .get('/geo/states', cached((ctx) => new GeoService(ctx).states()))
    .get('/geo/states/:state/lgas', cached((ctx, req) => new GeoService(ctx).lgas(param(req, 'state'))))
    .get(
      '/geo/states/:state/lgas/:lga/wards',
      cached((ctx, req) => new GeoService(ctx).wards(param(req, 'state'), param(req, 'lga'))),
    )
    .get(
      '/geo/states/:state/lgas/:lga/wards/:ward/polling-units',
      cached((ctx, req) =>
        new GeoService(ctx).pollingUnits({
          stateCode: param(req, 'state'),
          lgaCode: param(req, 'lga'),
          wardCode: param(req, 'ward'),
          first: number(req.query.first),
          after: text(req.query.after),
        }),
      ),
    )
    .get(
      '/geo/polling-units/:state/:lga/:ward/:unit',
      cached(async (ctx, req, res) => {
        const code = ['state', 'lga', 'ward', 'unit'].map((name) => param(req, name)).join('/');
        const unit = await new GeoService(ctx).pollingUnit(code);
        if (!unit) res.status(404).json({ message: `No polling unit has the code ${code}`, code: 'NOT_FOUND' });
        return unit;
      }),
    )
    .get(
      '/geo/senatorial-districts/:id',
      cached(async (ctx, req) => constituencyJson(ctx, await new GeoService(ctx).senatorialDistrict(param(req, 'id')))),
    )
    .get(
      '/geo/federal-constituencies/:id',
      cached(async (ctx, req) => constituencyJson(ctx, await new GeoService(ctx).federalConstituency(param(req, 'id')))),
    )
    .get(
      '/geo/search',
      cached((ctx, req) =>
        new GeoService(ctx).searchPlaces({
          query: text(req.query.q) ?? '',
          stateCode: text(req.query.state),
          lgaCode: text(req.query.lga),
          first: number(req.query.first),
        }),
      ),
    );
}
