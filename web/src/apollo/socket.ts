/**
 * The graphql-ws socket as screens need to know it: 'idle' before the first subscription (and
 * after the last one ends), 'connecting' until the server first acknowledges, 'open', and 'down'
 * from a failed or dropped socket until graphql-ws is connected again (retries keep it 'down').
 */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'down';

/** SPEC §7: what the app polled every 30 s before subscriptions; now only while the socket is down. */
export const FALLBACK_POLL_MS = 30_000;

let status: SocketStatus = 'idle';
const listeners = new Set<() => void>();

export function setSocketStatus(next: SocketStatus) {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

export const getSocketStatus = () => status;

export function subscribeToSocketStatus(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The server closes a socket with 4401 when its session ended (signed out here or in another tab,
 * a password reset, deactivation, a ban) and with 4403 when the account's standing changed (a
 * suspension): listeners learn which, to sign this tab out or reload who is signed in.
 */
export const SESSION_CLOSE_CODES = { ended: 4401, standingChanged: 4403 } as const;
const sessionListeners = new Set<(code: number, reason: string) => void>();

/** The close reason says how it ended: 'Signed out', 'Password changed', 'Account deactivated'… */
export function socketClosedBySession(code: number, reason = '') {
  if (code !== SESSION_CLOSE_CODES.ended && code !== SESSION_CLOSE_CODES.standingChanged) return;
  sessionListeners.forEach((listener) => listener(code, reason));
}

export function onSocketClosedBySession(listener: (code: number, reason: string) => void) {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}
