import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/yieldToBrowser';

type Listener = () => void;
let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function setUpdate(apply: (() => void) | null) {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** Reloads into the new version when one is waiting; null while there is none. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
  );
}

/** What the worker's registration tells the app, so tests can drive it without a browser's worker. */
export interface WorkerEvents {
  onWaiting(handler: () => void): void;
  activateWaiting(): void;
  onActivated(handler: () => void): void;
}

/**
 * A new version waits for the member: the prompt's Reload tells the waiting worker to take over,
 * and the page reloads once it has, so a page never runs old and new code together.
 */
export function watchForUpdates(worker: WorkerEvents, reload: () => void = () => window.location.reload()) {
  worker.onWaiting(() =>
    setUpdate(() => {
      worker.onActivated(reload);
      worker.activateWaiting();
    }),
  );
}

/**
 * Registers the service worker (sw.js, from src/sw/sw.ts) in the built app only, once the first
 * screen is up and the browser is idle: its install fetches the whole precache, which on a phone
 * would otherwise compete with the first screen's own requests for the network and the cores.
 * workbox-window is fetched then, not with the first screen.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    watchForUpdates({
      onWaiting: (handler) => wb.addEventListener('waiting', handler),
      activateWaiting: () => wb.messageSkipWaiting(),
      onActivated: (handler) => wb.addEventListener('controlling', handler),
    });
    await wb.register();
    // A long-open tab (a phone's app rarely restarts) looks for a new version every hour.
    setInterval(() => void wb.update(), 3600_000);
  };
  const startWhenIdle = () => whenIdle(() => void start(), { timeout: 5000, fallback: 1000 });
  if (document.readyState === 'complete') startWhenIdle();
  else window.addEventListener('load', startWhenIdle, { once: true });
}
