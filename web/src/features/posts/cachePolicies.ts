import type { ApolloCache, Reference, StoreObject, TypePolicies } from '@apollo/client';
import { InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

interface Page {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  [list: string]: unknown;
}

type Ref = Reference | StoreObject;

/**
 * Cursor pages of one list, kept as one list: a first page (no `after`) replaces what was
 * there (a refetch after posting), a later one is appended. An item already listed is not
 * listed twice (a blowing post can climb into the next page while the reader scrolls).
 */
function cursorPages<Item extends Ref>(keyArgs: string[], listField: string, itemRef: (item: Item) => Ref) {
  return {
    keyArgs,
    merge(existing: Page | undefined, incoming: Page, { args }: { args: Record<string, unknown> | null }) {
      if (!existing || !args?.after) return incoming;
      const known = new Set((existing[listField] as Item[]).map((item) => refKey(itemRef(item))));
      const added = (incoming[listField] as Item[]).filter((item) => !known.has(refKey(itemRef(item))));
      return { ...incoming, [listField]: [...(existing[listField] as Item[]), ...added] };
    },
  };
}

const refKey = (ref: Ref) => (ref as Reference).__ref ?? JSON.stringify(ref);

interface FeedEdge extends StoreObject {
  node: Reference;
}

const postPolicies: TypePolicies = {
  Query: {
    fields: {
      feed: {
        ...cursorPages<FeedEdge>(['kind', 'place'], 'edges', (edge) => edge.node),
        // A deleted (evicted) post leaves the feed at once instead of breaking the whole page.
        read(existing: Page | undefined, { canRead }) {
          if (!existing) return undefined;
          return { ...existing, edges: (existing.edges as FeedEdge[]).filter((edge) => canRead(edge.node)) };
        },
      },
      comments: cursorPages<Reference>(['postId'], 'nodes', (comment) => comment),
      // A post already read in a feed opens from the cache (offline too) while its page refreshes.
      post: {
        read: (existing: Reference | undefined, { args, toReference }) =>
          existing ?? (typeof args?.id === 'string' ? toReference({ __typename: 'Post', id: args.id }) : undefined),
      },
    },
  },
  Post: {
    fields: {
      // A repost whose original was deleted still shows, with the original gone.
      originalPost: {
        read: (existing: Reference | null | undefined, { canRead }) => (existing && canRead(existing) ? existing : null),
      },
    },
  },
};

const registered = new WeakSet<ApolloCache>();

/**
 * Adds the feed and comment list policies to the cache, once. The entry adds them before it writes
 * the page's embedded feed (main.tsx): written without them, the feed would be stored under other
 * field keys than the feed screen reads, and the server-drawn posts would give way to placeholders.
 */
export function addPostCachePolicies(cache: ApolloCache) {
  if (!registered.has(cache) && cache instanceof InMemoryCache) {
    cache.policies.addTypePolicies(postPolicies);
    registered.add(cache);
  }
}

/** The same when a posts screen renders, so the shared client setup (apollo/client.ts) need not know about posts. */
export function usePostCachePolicies() {
  addPostCachePolicies(useApolloClient().cache);
}
