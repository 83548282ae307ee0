import type { ApolloClient } from '@apollo/client';
import { CachePersistor } from 'apollo3-cache-persist';
import { createStore, del, get, update } from 'idb-keyval';
import { isOnline, subscribeOnline } from './connectivity';
import { fetchTimes } from './offline';

/** The member's cache, kept in IndexedDB across reloads and offline (apollo3-cache-persist). */
const store = createStore('civic-network', 'apollo');
const CACHE_KEY = 'cache';
/**
 * When each query last came from the api, in localStorage: written as each answer comes, at once
 * (a few KB), so a reload a moment after a screen opened keeps its age. An IndexedDB write begun
 * as the page unloads can be cut off with it.
 */
const TIMES_KEY = 'civic-network:fetched-at';
/** A phone whose IndexedDB is slow to open gets the app without its saved data rather than wait. */
const RESTORE_TIMEOUT_MS = 1500;

type Normalized = Record<string, Record<string, unknown>>;

/** What was saved, with what is newer laid over it field by field (the newer answer wins). */
function laidOver(older: Normalized, newer: Normalized): Normalized {
  const merged: Normalized = { ...older };
  for (const [id, fields] of Object.entries(newer)) merged[id] = older[id] ? { ...older[id], ...fields } : fields;
  return merged;
}

/** The stored times; a browser that refuses storage keeps this page's only. */
const storedTimes = {
  read(): [string, number][] {
    try {
      const times: unknown = JSON.parse(localStorage.getItem(TIMES_KEY) ?? '[]');
      return Array.isArray(times) ? (times as [string, number][]) : [];
    } catch {
      return [];
    }
  },
  /** Merged with what is stored: another tab's (or the page before's) times stay. */
  add(session: [string, number][]) {
    try {
      localStorage.setItem(TIMES_KEY, JSON.stringify(latestTimes(storedTimes.read(), session)));
    } catch {
      // full or refused
    }
  },
  clear() {
    try {
      localStorage.removeItem(TIMES_KEY);
    } catch {
      // refused: nothing was stored
    }
  },
};

/** Both lists of query times, each query at its latest. */
function latestTimes(stored: [string, number][], session: [string, number][]): [string, number][] {
  const merged = new Map(stored);
  for (const [key, at] of session) if (at > (merged.get(key) ?? 0)) merged.set(key, at);
  return [...merged];
}

/**
 * Keeps what the member saw in IndexedDB, and brings it back only when the api can't be reached.
 *
 * Online, the cache starts empty on every load, as it always did: a saved copy would answer
 * cache-first screens (a wallet's balance, a post deleted since, a profile that blocked the
 * member) with what was true last time, and nothing would ask the api again. Once a request finds
 * the api unreachable (or the phone starts offline), the saved answers are laid under the
 * session's own, so every screen seen before opens offline. Each save lays this session's answers
 * over what was saved, so screens from earlier visits stay available offline too. Signing out
 * (resetStore) wipes what was saved.
 */
export async function persistApolloCache(client: ApolloClient): Promise<void> {
  let saved: Normalized = {};
  // Each save lays this session's answers over what is stored when it is written (read and written
  // in one transaction), not over what this page read when it opened: the page before it (a reload)
  // may have saved after that read, and what it saved stays.
  const storage = {
    getItem: (key: string) => get(key, store),
    setItem: (key: string, value: unknown) => update<Normalized>(key, (stored) => laidOver(stored ?? {}, value as Normalized), store),
    removeItem: (key: string) => del(key, store),
  };
  let persistor: CachePersistor<unknown>;
  try {
    // Typed for Apollo Client 3, whose cache API this uses unchanged in 4 (extract, write);
    // stored as objects (IndexedDB clones them), so no JSON string and no size cap to drop it all at.
    const options = { cache: client.cache, storage, key: CACHE_KEY, serialize: false, maxSize: false, debounce: 500 };
    persistor = new CachePersistor<unknown>(options as unknown as ConstructorParameters<typeof CachePersistor<unknown>>[0]);
  } catch {
    return; // no IndexedDB (a private window in some browsers): the app works as before
  }
  fetchTimes.restore(storedTimes.read());
  const restore = get<Normalized>(CACHE_KEY, store).then((data) => {
    saved = data ?? {};
  });
  const read = restore.then(
    () => true,
    () => true,
  );
  const readInTime = await Promise.race([read, new Promise<false>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS, false))]);

  let laidUnder = false;
  const layUnder = () => client.cache.restore(laidOver(saved, client.cache.extract(false) as Normalized));
  const bringBackSaved = () => {
    if (laidUnder || isOnline()) return;
    laidUnder = true;
    layUnder();
  };
  bringBackSaved();
  // Read after the app started without it: if the app already went offline, what was saved is laid
  // under then.
  if (!readInTime) void read.then(() => laidUnder && layUnder());
  // Synchronous: the offline link reads the cache right after it reports the api unreachable.
  subscribeOnline(bringBackSaved);

  fetchTimes.onChange(() => storedTimes.add(fetchTimes.entries()));
  const forget = async () => {
    saved = {};
    fetchTimes.clear();
    storedTimes.clear();
    await persistor.purge().catch(() => {});
  };
  client.onResetStore(forget);
  client.onClearStore(forget);
  // Leaving the page (a reload, the app sent to the background) or losing the network saves the
  // data at once, not half a second later: the next screen may be opened offline.
  const saveNow = () => void persistor.persist().catch(() => {});
  window.addEventListener('pagehide', saveNow);
  window.addEventListener('offline', saveNow);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saveNow());
}
