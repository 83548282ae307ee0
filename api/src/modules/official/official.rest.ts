import { Router, type Request } from 'express';
import type { Context } from '../../shared/context.js';
import type { RestRoute } from '../../shared/rest.js';
import { notFound } from '../../shared/errors.js';
import { partyColor } from '../election/parties.js';
import { GovernmentOfficial, OFFICE_TITLES } from './official.entity.js';
import { OfficialService } from './official.service.js';

const param = (req: Request, name: string) => String(req.params[name]);

/** An official as GraphQL shows one: the record, its seat by name, the verified account, whether the viewer follows. */
async function officialJson(ctx: Context, official: GovernmentOfficial, withDetail = false) {
  const service = new OfficialService(ctx);
  const [seat, seatName, account, viewerFollows] = await Promise.all([
    service.seatOf(official),
    service.seatNameOf(official),
    service.linkedAccount(official),
    service.viewerFollows().load(official.id),
  ]);
  const { user: _user, seedKey: _seedKey, ...record } = official;
  return {
    ...record,
    title: OFFICE_TITLES[official.office],
    seatName,
    partyColor: partyColor(official.party),
    state: seat.state,
    senatorialDistrict: seat.senatorialDistrict,
    federalConstituency: seat.federalConstituency,
    isVerified: Boolean(official.user),
    linkedAccount: account && { id: account.id, handle: account.handle, displayName: account.displayName },
    viewerFollows,
    ...(withDetail ? { extent: await service.extentOf(official), changes: await service.changes(official) } : {}),
  };
}

async function found(ctx: Context, id: string) {
  const official = await new OfficialService(ctx).official(id);
  if (!official) throw notFound('That official was not found');
  return official;
}

/** `/api/representatives?pollingUnit=` and `/api/officials/*`, on the same service as GraphQL. */
export function officialRest(route: RestRoute): Router {
  return Router()
    .get(
      '/representatives',
      route(async (ctx, req) => {
        const { pollingUnit, senatorialDistrict, federalConstituency, seats, notes } = await new OfficialService(ctx).representatives(
          typeof req.query.pollingUnit === 'string' ? req.query.pollingUnit : '',
        );
        return {
          pollingUnit,
          senatorialDistrict,
          federalConstituency,
          seats: await Promise.all(
            seats.map(async (seat) => ({ ...seat, holder: seat.holder && (await officialJson(ctx, seat.holder)) })),
          ),
          notes,
        };
      }),
    )
    .get('/officials/:id', route(async (ctx, req) => officialJson(ctx, await found(ctx, param(req, 'id')), true)))
    .post('/officials/:id/follow', route(async (ctx, req) => officialJson(ctx, await new OfficialService(ctx).follow({ officialId: param(req, 'id') }))))
    .delete('/officials/:id/follow', route(async (ctx, req) => officialJson(ctx, await new OfficialService(ctx).unfollow({ officialId: param(req, 'id') }))))
    .post('/officials', route(async (ctx, req) => officialJson(ctx, await new OfficialService(ctx).add(req.body))))
    .patch('/officials/:id', route(async (ctx, req) => officialJson(ctx, await new OfficialService(ctx).correct({ ...req.body, id: param(req, 'id') }))))
    .post(
      '/officials/:id/end-term',
      route(async (ctx, req) => officialJson(ctx, await new OfficialService(ctx).endTerm({ ...req.body, id: param(req, 'id') }))),
    )
    .post(
      '/officials/:id/account',
      route(async (ctx, req) => officialJson(ctx, await new OfficialService(ctx).link({ ...req.body, id: param(req, 'id') }))),
    )
    .delete(
      '/officials/:id/account',
      route(async (ctx, req) => officialJson(ctx, await new OfficialService(ctx).unlink({ ...req.body, id: param(req, 'id') }))),
    );
}
