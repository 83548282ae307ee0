import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError } from '../../shared/errors.js';
import type { User } from './user.entity.js';

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
function suspendedMessage(until: Date): string {
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
