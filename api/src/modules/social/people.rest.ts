import { Router, type Request } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import type { Context } from '../../shared/context.js';
import { restIdempotencyKey } from '../../shared/idempotency.js';
import type { User } from '../user/user.entity.js';
import { userJson } from '../user/user.privacy.js';
import { FollowService } from './follow.service.js';
import { PeopleService } from './people.service.js';

/** A member as the people screens show them: the user JSON plus where the viewer stands. */
async function personJson(user: User, ctx: Context, extra: Record<string, unknown> = {}) {
  const follows = new FollowService(ctx);
  return {
    ...(await userJson(user, ctx)),
    isFollowing: await follows.viewerFollows().load(user.id),
    isFollowRequested: await follows.viewerRequested().load(user.id),
    ...extra,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** SPEC §7 People, on the same services as GraphQL. */
export function peopleRest(route: RestRoute): Router {
  const suggestions = route(async (ctx) =>
    Promise.all((await new PeopleService(ctx).suggestions()).map((s) => personJson(s.user, ctx, { matchType: s.matchType }))),
  );
  const id = (req: Request) => String(req.params.id);
  const people = (kind: 'followers' | 'following') =>
    route(async (ctx, req) => {
      const page = await new PeopleService(ctx).peopleOf(kind, { userId: id(req), after: text(req.query.cursor) });
      return Promise.all(page.people.map(({ user }) => personJson(user, ctx)));
    });
  return Router()
    .get('/friends/suggestions', suggestions)
    .get('/friends/suggestions-public', suggestions)
    .get(
      '/users/search',
      route(async (ctx, req) =>
        Promise.all((await new PeopleService(ctx).search({ query: text(req.query.q) ?? '' })).map((u) => personJson(u, ctx))),
      ),
    )
    .get('/users/follow-requests', route(async (ctx) => Promise.all((await new FollowService(ctx).requests()).map((u) => personJson(u, ctx)))))
    .get(
      '/users/profile/:id',
      route(async (ctx, req) => {
        const user = await new PeopleService(ctx).profile(id(req));
        return personJson(user, ctx, { canSeeProfile: await new PeopleService(ctx).canSee(user) });
      }),
    )
    .get('/users/:id/is-following', route(async (ctx, req) => ({ isFollowing: await new FollowService(ctx).viewerFollows().load(id(req)) })))
    .post('/users/:id/follow', route((ctx, req) => new FollowService(ctx).follow({ userId: id(req), idempotencyKey: restIdempotencyKey(req) })))
    .delete('/users/:id/follow', route((ctx, req) => new FollowService(ctx).unfollow({ userId: id(req), idempotencyKey: restIdempotencyKey(req) })))
    .post('/users/:id/follow-request/accept', route(async (ctx, req) => ({ success: await new FollowService(ctx).accept({ userId: id(req) }) })))
    .post('/users/:id/follow-request/decline', route(async (ctx, req) => ({ success: await new FollowService(ctx).decline({ userId: id(req) }) })))
    .get('/users/:id/followers', people('followers'))
    .get('/users/:id/following', people('following'));
}
