import type { ApolloClient } from '@apollo/client';
import { CachePersistor } from 'apollo3-cache-persist';
import { createStore, del, get, update } from 'idb-keyval';
import { isOnline, subscribeOnline } from './connectivity';
import { fetchTimes } from './offline';

/** The member's cache, kept in IndexedDB across reloads and offline (apollo3-cache-persist). */
const store = createStore('civic-network', 'apollo');
const CACHE_KEY = 'cache';
const TIMES_KEY = 'fetched-at';
/** A phone whose IndexedDB is slow to open gets the app without its saved data rather than wait. */
const RESTORE_TIMEOUT_MS = 1500;

type Normalized = Record<string, Record<string, unknown>>;

/** What was saved, with what is newer laid over it field by field (the newer answer wins). */
function laidOver(older: Normalized, newer: Normalized): Normalized {
  const merged: Normalized = { ...older };
  for (const [id, fields] of Object.entries(newer)) merged[id] = older[id] ? { ...older[id], ...fields } : fields;
  return merged;
}

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
  const restore = Promise.all([
    get<Normalized>(CACHE_KEY, store).then((data) => {
      saved = data ?? {};
    }),
    get<[string, number][]>(TIMES_KEY, store).then((times) => times && fetchTimes.restore(times)),
  ]);
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

  let saving: ReturnType<typeof setTimeout> | undefined;
  const saveTimes = () => {
    clearTimeout(saving);
    const session = fetchTimes.entries();
    void update<[string, number][]>(TIMES_KEY, (stored) => latestTimes(stored ?? [], session), store).catch(() => {});
  };
  fetchTimes.onChange(() => {
    clearTimeout(saving);
    saving = setTimeout(saveTimes, 1000);
  });
  const forget = async () => {
    saved = {};
    fetchTimes.clear();
    await Promise.all([persistor.purge(), del(TIMES_KEY, store)]).catch(() => {});
  };
  client.onResetStore(forget);
  client.onClearStore(forget);
  // Leaving the page (a reload, the app sent to the background) or losing the network saves the
  // data and its ages at once, not a second later: the next screen may be opened offline.
  const saveNow = () => {
    void persistor.persist().catch(() => {});
    saveTimes();
  };
  window.addEventListener('pagehide', saveNow);
  window.addEventListener('offline', saveNow);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saveNow());
}
