import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { graphql } from '../../gql';

export const RecordPostViewMutation = graphql(`
  mutation RecordPostView($id: ID!) {
    recordPostView(id: $id) {
      newView
      viewsCount
    }
  }
`);

const STORAGE_KEY = 'civic:viewed-posts';

/** Posts counted in this browser session (SPEC §4: once per session per post; the server dedupes too). */
const viewed = new Set<string>(readStored());

function readStored(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function remember(postId: string, seen: boolean) {
  if (seen) viewed.add(postId);
  else viewed.delete(postId);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...viewed]));
  } catch {
    // Storage full or blocked: the in-memory set still dedupes until reload.
  }
}

/** What the api answered for each view this page counted: the post's count, its card shows it at once. */
const counted = new Map<string, number>();
const countedListeners = new Set<() => void>();

function subscribeToCounted(listener: () => void) {
  countedListeners.add(listener);
  return () => countedListeners.delete(listener);
}

/** The post's views as the api counted them when this page counted the viewer's; undefined before. */
export function useCountedViews(postId: string): number | undefined {
  return useSyncExternalStore(subscribeToCounted, () => counted.get(postId));
}

/**
 * At least half of the card, or half the screen for a card taller than the screen. The screen's
 * height is the entry's own (rootBounds): reading `innerHeight` here would make the browser lay
 * the page out again at each card's every threshold while the feed scrolls.
 */
function mostlyVisible(entry: IntersectionObserverEntry) {
  const needed = Math.min(entry.boundingClientRect.height, entry.rootBounds?.height ?? Infinity) / 2;
  return entry.isIntersecting && entry.intersectionRect.height >= needed;
}

/**
 * Counts a view once the element has stayed on screen for `delayMs`; returns the ref to put on it.
 * Scrolling away before then cancels the count.
 */
export function usePostView<E extends HTMLElement>(postId: string, delayMs: number) {
  const ref = useRef<E>(null);
  const client = useApolloClient();

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || viewed.has(postId)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const record = () => {
      observer.disconnect();
      remember(postId, true);
      client
        .mutate({ mutation: RecordPostViewMutation, variables: { id: postId }, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          const views = data?.recordPostView.viewsCount;
          if (views === undefined) return;
          // Not broadcast: the feed would read all its posts again and re-render to change one
          // number (a long task on a phone, each time a post has been read). The card's count
          // shows it from `counted`; a screen drawn later reads it from the cache.
          client.cache.modify({ id: client.cache.identify({ __typename: 'Post', id: postId }), fields: { viewsCount: () => views }, broadcast: false });
          counted.set(postId, views);
          for (const listener of countedListeners) listener();
        })
        .catch(() => remember(postId, false)); // not counted: try again next time it is shown
    };

    const observer = new IntersectionObserver(
      ([entry]) => {
        if (mostlyVisible(entry)) {
          timer ??= setTimeout(record, delayMs);
        } else {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [client, postId, delayMs]);

  return ref;
}
