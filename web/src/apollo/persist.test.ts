import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// IndexedDB as idb-keyval gives it to persist.ts: one value per key, each update read and written
// at once (one transaction); a read can be made slow, as a busy phone's is.
const idb = vi.hoisted(() => ({ data: new Map<string, unknown>(), readDelayMs: 0 }));
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => {
    if (idb.readDelayMs) await new Promise((resolve) => setTimeout(resolve, idb.readDelayMs));
    return structuredClone(idb.data.get(key));
  },
  update: async (key: string, updater: (stored: unknown) => unknown) => {
    idb.data.set(key, updater(structuredClone(idb.data.get(key))));
  },
  del: async (key: string) => {
    idb.data.delete(key);
  },
}));

const FeedQuery = gql`
  query Feed {
    feed
  }
`;

/** A fresh page: its own modules (query times, persistence) and an empty cache. */
async function openPage() {
  vi.resetModules();
  const { persistApolloCache } = await import('./persist');
  const { createOfflineLink, lastFetched } = await import('./offline');
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  await persistApolloCache(client);
  /** The api answers the feed (through the link that records when answers come). */
  const feedAnswered = () =>
    new Promise<void>((resolve) =>
      createOfflineLink()
        .request({ query: FeedQuery, operationName: 'Feed', variables: {}, client } as unknown as ApolloLink.Operation, () =>
          of({ data: { feed: 'ward posts' } }),
        )!
        .subscribe({ complete: resolve }),
    );
  return { client, feedAnswered, lastFetched };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const added: [string, EventListenerOrEventListenerObject][] = [];

beforeEach(() => {
  idb.data.clear();
  localStorage.clear();
  idb.readDelayMs = 0;
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
    added.push([type, listener]);
    add(type, listener, options as AddEventListenerOptions);
  });
});

afterEach(() => {
  for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
});

describe('the cache and query times kept on the phone', () => {
  it('keeps what the page before saved after this page read it (a reload): the older save is not written back over it', async () => {
    const page = await openPage();
    // The previous page's last save lands after this page has read what was stored.
    localStorage.setItem('civic-network:fetched-at', JSON.stringify([['ResultsPortal:{}', 1000]]));
    idb.data.set('cache', { ROOT_QUERY: { __typename: 'Query', electionSummary: 'results seen' } });
    await page.feedAnswered();
    page.client.cache.writeQuery({ query: FeedQuery, data: { feed: 'ward posts' } });

    window.dispatchEvent(new Event('pagehide'));
    await settled();

    const times = (JSON.parse(localStorage.getItem('civic-network:fetched-at')!) as [string, number][]).map(([key]) => key);
    expect(times).toEqual(expect.arrayContaining(['ResultsPortal:{}', 'Feed:{}']));
    expect(idb.data.get('cache')).toMatchObject({ ROOT_QUERY: { electionSummary: 'results seen', feed: 'ward posts' } });
  });

  it('stores when an answer came the moment it comes: a reload right after keeps the screen’s age', async () => {
    const page = await openPage();
    await page.feedAnswered();
    // No pagehide, no timer: the page is gone as soon as the answer is in.
    const next = await openPage();
    expect(next.lastFetched('Feed')).toEqual(expect.any(Number));
  });

  it('signing out forgets when each query came, on the phone too', async () => {
    const page = await openPage();
    await page.feedAnswered();
    await page.client.resetStore();
    expect(localStorage.getItem('civic-network:fetched-at')).toBeNull();
    expect((await openPage()).lastFetched('Feed')).toBeUndefined();
  });

  it('a slow read that arrives after the app went offline still brings back what was saved, with its age', async () => {
    localStorage.setItem('civic-network:fetched-at', JSON.stringify([['Feed:{}', 1000]]));
    idb.data.set('cache', { ROOT_QUERY: { __typename: 'Query', feed: 'ward posts' } });
    idb.readDelayMs = 1700; // past the 1.5 s the app waits for it
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    const page = await openPage();
    expect(page.client.cache.extract()).toEqual({}); // the app started without it

    await vi.waitFor(() => expect(page.client.cache.readQuery({ query: FeedQuery })).toEqual({ feed: 'ward posts' }), { timeout: 2000 });
    expect(page.lastFetched('Feed')).toBe(1000);
  });
});
