import type { WebSocket } from 'ws';
import type { SessionsEndedPayload } from '../shared/pubsub.js';

/** Close codes: the session is over (sign in again); the account may not hold this socket as it was; too many; try again. */
export const CLOSE = { signedOut: 4401, forbidden: 4403, tooMany: 4429, tryAgainLater: 1013 } as const;

/** The close code and reason for each way a session ends (the web app words its notice by the reason). */
const CLOSE_FOR: Record<SessionsEndedPayload['reason'], [number, string]> = {
  signed_out: [CLOSE.signedOut, 'Signed out'],
  password_reset: [CLOSE.signedOut, 'Password changed'],
  deactivated: [CLOSE.signedOut, 'Account deactivated'],
  deleted: [CLOSE.signedOut, 'Account deleted'],
  suspended: [CLOSE.forbidden, 'Account suspended'],
  banned: [CLOSE.forbidden, 'Account banned'],
};

/** How long an ended session is remembered, for a socket whose identity was read just before it ended. */
const REMEMBER_MS = 60_000;

type Entry = { socket: WebSocket; userId: string; sessionId: string; identifiedAt: number };

/**
 * The sockets of this instance: signed-in ones by session and by member, others counted by address. When a session ends
 * (sessionsEnded, from any instance through the pubsub) its sockets are closed at once, before
 * any later event can be written to them (a subscription writes only to an open socket). An end
 * is remembered a minute, so a socket whose identity was read just before it ended, and that
 * registers just after, is closed too.
 */
export class SocketRegistry {
  private readonly bySession = new Map<string, Set<Entry>>();
  private readonly byUser = new Map<string, Set<Entry>>();
  /** Ends heard recently: by session id, and by member for "every session". Time of the end. */
  private readonly endedSessions = new Map<string, { at: number; reason: SessionsEndedPayload['reason'] }>();
  private readonly endedUsers = new Map<string, { at: number; reason: SessionsEndedPayload['reason'] }>();

  /** Sockets without a session, by client address. */
  private readonly byAddress = new Map<string, number>();

  anonymousCount(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  addAnonymous(socket: WebSocket, address: string) {
    this.byAddress.set(address, this.anonymousCount(address) + 1);
    socket.once('close', () => {
      const left = this.anonymousCount(address) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    });
  }

  sessionCount(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  /**
   * Registers a signed-in socket, identified at `identifiedAt` (when its session was read).
   * Returns false, having closed it, when its session ended meanwhile.
   */
  add(socket: WebSocket, userId: string, sessionId: string, identifiedAt: number): boolean {
    const ended = this.endedSessions.get(sessionId) ?? this.endedUsers.get(userId);
    if (ended && ended.at >= identifiedAt) {
      socket.close(...CLOSE_FOR[ended.reason]);
      return false;
    }
    const entry: Entry = { socket, userId, sessionId, identifiedAt };
    const into = (map: Map<string, Set<Entry>>, key: string) => {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(entry);
    };
    into(this.bySession, sessionId);
    into(this.byUser, userId);
    socket.once('close', () => this.remove(entry));
    return true;
  }

  /** Closes the sockets of the sessions that ended (all of the member's when sessionIds is null). */
  ended(event: SessionsEndedPayload) {
    const now = Date.now();
    this.forget(now);
    if (event.sessionIds) for (const sessionId of event.sessionIds) this.endedSessions.set(sessionId, { at: now, reason: event.reason });
    else this.endedUsers.set(event.userId, { at: now, reason: event.reason });
    const sessions = event.sessionIds ? new Set(event.sessionIds) : null;
    for (const entry of [...(this.byUser.get(event.userId) ?? [])]) {
      if (sessions && !sessions.has(entry.sessionId)) continue;
      this.remove(entry);
      entry.socket.close(...CLOSE_FOR[event.reason]);
    }
  }

  private remove(entry: Entry) {
    for (const [map, key] of [
      [this.bySession, entry.sessionId],
      [this.byUser, entry.userId],
    ] as const) {
      const set = map.get(key);
      set?.delete(entry);
      if (set && !set.size) map.delete(key);
    }
  }

  private forget(now: number) {
    for (const map of [this.endedSessions, this.endedUsers]) {
      for (const [key, { at }] of map) if (now - at > REMEMBER_MS) map.delete(key);
    }
  }
}
