type Listener = () => void;

/** How often, while the api can't be reached, the app checks whether it can again. */
export const PROBE_INTERVAL_MS = 10_000;

let reachable = true;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (next === reachable) return;
  reachable = next;
  if (!next && !probe) probe = setInterval(() => void check(), PROBE_INTERVAL_MS);
  if (next && probe) {
    clearInterval(probe);
    probe = null;
  }
  for (const listener of listeners) listener();
}

/** Asks the api whether it is there (a gateway's 502–504 means it is not). */
async function check() {
  try {
    const response = await fetch(new URL('/api/health', window.location.origin), { cache: 'no-store' });
    set(response.status < 502);
  } catch {
    set(false);
  }
}

/**
 * Whether the api answered last time anything asked it. navigator.onLine only knows about the
 * phone's own link: a phone on a mast with no data, or behind a captive portal, says online.
 * The app's requests report here; while the api is unreachable a probe checks again every
 * PROBE_INTERVAL_MS, and the browser's online event checks at once.
 */
export const connectivity = {
  reachable: () => reachable,
  reportReachable: () => set(true),
  reportUnreachable: () => set(false),
  check,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether the app can reach its api: the browser says it has a network, and the api last answered. */
export function isOnline(): boolean {
  return navigator.onLine && connectivity.reachable();
}

/** Calls back whenever isOnline() may have changed (the browser's network events, the api's answers). */
export function subscribeOnline(onChange: () => void): () => void {
  const online = () => {
    onChange();
    void connectivity.check();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  const unsubscribe = connectivity.subscribe(onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}
