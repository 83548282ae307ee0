import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { userJson } from '../user/user.privacy.js';
import { UserService } from '../user/user.service.js';
import { AccountService } from './account.service.js';
import { AuthService } from './auth.service.js';

/** SPEC §7 Auth and Account, on the same services as GraphQL. */
export function authRest(route: RestRoute): Router {
  return Router()
    .get('/auth/user', route((ctx) => (ctx.viewer ? userJson(ctx.viewer, ctx) : null)))
    .post('/auth/login', route(async (ctx, req) => userJson(await new AuthService(ctx).login(req.body), ctx)))
    .post('/auth/register', route((ctx, req) => new AuthService(ctx).register(req.body)))
    .post('/auth/forgot-password', route((ctx, req) => new AuthService(ctx).requestPasswordReset(req.body)))
    .post('/auth/reset-password', route((ctx, req) => new AuthService(ctx).resetPassword(req.body)))
    .put('/auth/profile', route(async (ctx, req) => userJson(await new UserService(ctx).updateProfile(req.body), ctx)))
    .get('/login', (_req, res) => res.redirect('/login'))
    .get(
      '/logout',
      route(async (ctx, _req, res) => {
        await new AuthService(ctx).logout();
        res.redirect('/');
      }),
    )
    .post('/user/deactivate-account', route(async (ctx) => ({ success: await new AccountService(ctx).deactivate() })))
    .delete('/user/delete-account', route(async (ctx) => ({ success: await new AccountService(ctx).delete() })))
    .get(
      '/user/export',
      route(async (ctx, _req, res) => {
        const data = await new AccountService(ctx).export();
        res.set('Content-Disposition', 'attachment; filename="civic-network-my-data.json"');
        return data;
      }),
    );
}
