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
