import { useEffect, useRef, useSyncExternalStore } from 'react';
import { FALLBACK_POLL_MS, getSocketStatus, subscribeToSocketStatus, type SocketStatus } from './socket';

/**
 * Whether the app's socket is in `status` (false while `when` is false). A component re-renders
 * only when that answer changes, not at every step of a connect (idle, connecting, open): the
 * socket connects while the first screen starts, and each step would re-render whole pages.
 */
export function useSocketIs(status: SocketStatus, { when = true }: { when?: boolean } = {}): boolean {
  const is = () => when && getSocketStatus() === status;
  return useSyncExternalStore(subscribeToSocketStatus, is, is);
}

interface Refreshable {
  startPolling: (interval: number) => void;
  stopPolling: () => void;
  refetch: () => Promise<unknown>;
}

/**
 * For a query that subscriptions keep current: polls it every 30 s while the socket is down, and
 * refetches it once when the socket is back (events sent while it was down are lost).
 */
export function useSocketFallback(query: Refreshable, { skip = false }: { skip?: boolean } = {}) {
  const down = useSocketIs('down', { when: !skip });
  const wasDown = useRef(false);
  const latest = useRef(query);
  latest.current = query;
  useEffect(() => {
    if (skip) return;
    if (down) {
      wasDown.current = true;
      latest.current.startPolling(FALLBACK_POLL_MS);
      return () => latest.current.stopPolling();
    }
    if (wasDown.current) {
      wasDown.current = false;
      latest.current.refetch().catch(() => {});
    }
  }, [down, skip]);
}
