import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { UserService } from './user.service.js';

const PALETTE = ['#0b7a3e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#0f766e', '#4d7c0f', '#a21caf'];

/** The two-letter avatar every member without a picture gets. */
export function initialsSvg(initials: string, seed: string): string {
  const colour = PALETTE[createHash('sha256').update(seed).digest()[0] % PALETTE.length];
  const text = initials.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="${colour}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="600" fill="#fff">${text}</text></svg>`;
}

export function userRest(route: RestRoute): Router {
  return Router().get(
    '/users/:id/avatar.svg',
    route(async (ctx, req, res) => {
      const user = await new UserService(ctx).byId(String(req.params.id));
      res
        .type('image/svg+xml')
        .set('Cache-Control', 'public, max-age=3600')
        .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(initialsSvg(user.initials, user.id));
    }),
  );
}
