import type { Context, Viewer } from './context.js';
import { appError, unauthenticated } from './errors.js';

export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function isOwnerOrAdmin(ctx: Context, ownerId: string): boolean {
  return !!ctx.viewer && (ctx.viewer.id === ownerId || ctx.viewer.isAdmin);
}

export function requireAdmin(ctx: Context): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.isAdmin) throw appError('FORBIDDEN', 'Only administrators can do this');
  return viewer;
}

export function requireSuperAdmin(ctx: Context): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.isSuperAdmin) throw appError('FORBIDDEN', 'Only super administrators can do this');
  return viewer;
}
