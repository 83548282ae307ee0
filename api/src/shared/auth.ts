import type { User } from '../modules/user/user.entity.js';
import type { Context } from './context.js';
import { appError, unauthenticated } from './errors.js';

export function requireViewer(ctx: Context): User {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function isOwnerOrAdmin(ctx: Context, ownerId: string): boolean {
  return !!ctx.viewer && (ctx.viewer.id === ownerId || ctx.viewer.isAdmin);
}

export const BANNED_MESSAGE = 'This account has been banned for breaking the community rules.';

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "Your account is suspended until 28 Nov 2026, 14:00 …" in Lagos time. */
export function suspendedMessage(until: Date): string {
  return (
    `Your account is suspended until ${lagosTime.format(until)} (Lagos time). ` +
    'You can still read, but you cannot post, comment, send messages or promote posts until then.'
  );
}

/**
 * The signed-in member, if they may act: not banned, and not suspended (a suspension ends by
 * itself at suspendedUntil). Every write that puts words or money in front of others (posting,
 * commenting, messaging, promoting) calls this; FORBIDDEN carries `suspendedUntil` for clients.
 */
export function requireActiveMember(ctx: Context): User {
  const viewer = requireViewer(ctx);
  if (viewer.bannedAt) throw appError('FORBIDDEN', BANNED_MESSAGE, { banned: true });
  if (viewer.suspendedUntil && viewer.suspendedUntil.getTime() > Date.now()) {
    throw appError('FORBIDDEN', suspendedMessage(viewer.suspendedUntil), {
      suspendedUntil: viewer.suspendedUntil.toISOString(),
    });
  }
  return viewer;
}

export function requireAdmin(ctx: Context): User {
  const viewer = requireViewer(ctx);
  if (!viewer.isAdmin) throw appError('FORBIDDEN', 'Only administrators can do this');
  return viewer;
}

export function requireSuperAdmin(ctx: Context): User {
  const viewer = requireViewer(ctx);
  if (!viewer.isSuperAdmin) throw appError('FORBIDDEN', 'Only super administrators can do this');
  return viewer;
}
