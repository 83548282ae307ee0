import type { User } from '../modules/user/user.entity.js';
import type { Context } from './context.js';
import { unauthenticated } from './errors.js';

export function requireViewer(ctx: Context): User {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function isOwnerOrAdmin(ctx: Context, ownerId: string): boolean {
  return !!ctx.viewer && (ctx.viewer.id === ownerId || ctx.viewer.isAdmin);
}
