import {
  InMemoryCache,
  type ApolloCache,
  type FieldPolicy,
  type Reference,
  type StoreObject,
  type TypePolicies,
} from '@apollo/client';

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** A list entry as stored: an edge (`{ cursor, node }`) or, for `nodes` lists, the item itself. */
type Entry = Reference | StoreObject;

interface Connection {
  pageInfo: PageInfo;
  totalCount?: number;
  [items: string]: unknown;
}

interface PagedList {
  /** The arguments that tell one list from another (a feed's kind, a thread's conversation); never `first` or `after`. */
  keyArgs: string[] | false;
  /** Where the items are: `edges` (Relay) or `nodes` (comments). */
  items?: 'edges' | 'nodes';
  /**
   * Lists kept live (polled while the socket is down, items arriving on top): a fresh first page
   * replaces the top of the list but keeps the older pages the reader scrolled to beneath it when it
   * reaches into them. Elsewhere a fresh first page (a refetch after acting) replaces the whole list.
   */
  live?: boolean;
}

/** Every list that pages by cursor, keyed by its Query field. */
const PAGED_LISTS: Record<string, PagedList> = {
  feed: { keyArgs: ['kind', 'place'] },
  comments: { keyArgs: ['postId'], items: 'nodes' },
  notifications: { keyArgs: false, live: true },
  conversations: { keyArgs: false, live: true },
  messages: { keyArgs: ['conversationId'], live: true },
  news: { keyArgs: false },
  followers: { keyArgs: ['userId'] },
  following: { keyArgs: ['userId'] },
  blockedMembers: { keyArgs: false },
  myReports: { keyArgs: false },
  moderationQueue: { keyArgs: ['order'] },
  moderationLog: { keyArgs: ['targetUserId'] },
  incidents: { keyArgs: ['electionId', 'place', 'category', 'status'] },
  incidentReviewQueue: { keyArgs: false },
};

const itemsOf = (field: string) => PAGED_LISTS[field]?.items ?? 'edges';
const nodeOf = (entry: Entry, items: 'edges' | 'nodes') => (items === 'edges' ? (entry as { node: Reference | StoreObject }).node : entry);
/** An item's identity: its cache id, or its fields for items stored inline (a blocked member has no id). */
const keyOf = (node: Reference | StoreObject) => (node as Reference).__ref ?? JSON.stringify(node);

/**
 * Cursor pages of one list kept as one list, so screens page with `fetchMore({ variables: { after } })`
 * alone. A page with `after` is appended; a first page replaces (see `live`). Each item is listed
 * once: an item can climb into the next page while the reader scrolls, or arrive live before it.
 */
export function pagedList({ keyArgs, items = 'edges', live = false }: PagedList): FieldPolicy<Connection> {
  const key = (entry: Entry) => keyOf(nodeOf(entry, items));
  const entries = (list: Connection) => list[items] as Entry[];
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing) return incoming;
      if (args?.after) {
        const known = new Set(entries(existing).map(key));
        return { ...incoming, [items]: [...entries(existing), ...entries(incoming).filter((entry) => !known.has(key(entry)))] };
      }
      const last = entries(incoming).at(-1);
      const overlap = live && last ? entries(existing).findIndex((entry) => key(entry) === key(last)) : -1;
      if (overlap < 0) return incoming;
      const fresh = new Set(entries(incoming).map(key));
      const older = entries(existing).slice(overlap + 1).filter((entry) => !fresh.has(key(entry)));
      return { ...incoming, [items]: [...entries(incoming), ...older], pageInfo: older.length ? existing.pageInfo : incoming.pageInfo };
    },
    // An item evicted from the cache (a deleted post or message) leaves the list instead of breaking it.
    read(existing, { canRead }) {
      if (!existing) return undefined;
      const readable = entries(existing).filter((entry) => canRead(nodeOf(entry, items)));
      return readable.length === entries(existing).length ? existing : { ...existing, [items]: readable };
    },
  };
}

interface ListChange {
  /** The Query field of the list ('notifications'). */
  field: string;
  /** The list's key arguments ({ conversationId }); lists keyed by none leave this out. */
  args?: Record<string, unknown>;
}

/** Rewrites the stored list of one field with these arguments, and no other. */
function modifyList(cache: ApolloCache, { field, args = {} }: ListChange, change: (list: Connection, entries: Entry[]) => Connection) {
  if (!(cache instanceof InMemoryCache)) return;
  const target = cache.policies.getStoreFieldName({ typename: 'Query', fieldName: field, args });
  const items = itemsOf(field);
  cache.modify<Record<string, Connection>>({
    id: 'ROOT_QUERY',
    fields: {
      [field]: (list, { storeFieldName }) => (storeFieldName === target ? change(list as Connection, (list as Connection)[items] as Entry[]) : list),
    },
  });
}

/**
 * A live item (a notification or message from a subscription, a comment just written) put into
 * its list: on top or at the bottom, once (an item already listed moves there), counted in the
 * list's total when new. The item must already be in the cache (a mutation's or subscription's answer).
 */
export function addToList(cache: ApolloCache, change: ListChange & { item: StoreObject; at: 'top' | 'bottom' }) {
  const items = itemsOf(change.field);
  const id = cache.identify(change.item);
  if (!id) return;
  const ref: Reference = { __ref: id };
  modifyList(cache, change, (list, entries) => {
    const others = entries.filter((entry) => keyOf(nodeOf(entry, items)) !== id);
    const entry = items === 'edges' ? { __typename: `${change.item.__typename}Edge`, cursor: '', node: ref } : ref;
    const added = others.length === entries.length && list.totalCount !== undefined ? { totalCount: list.totalCount + 1 } : {};
    return { ...list, ...added, [items]: change.at === 'top' ? [entry, ...others] : [...others, entry] };
  });
}

/** Items taken out of their list (a comment deleted, a member unblocked), and off its total. */
export function removeFromList(cache: ApolloCache, change: ListChange & { removes: (node: Reference | StoreObject) => boolean }) {
  const items = itemsOf(change.field);
  modifyList(cache, change, (list, entries) => {
    const kept = entries.filter((entry) => !change.removes(nodeOf(entry, items)));
    const removed = entries.length - kept.length;
    const total = list.totalCount !== undefined ? { totalCount: Math.max(list.totalCount - removed, 0) } : {};
    return { ...list, ...total, [items]: kept };
  });
}

/** A root field that fetches one item by id answers from the cache when the item is already there. */
function cachedById(typename: string): FieldPolicy<Reference> {
  return {
    read: (existing, { args, toReference }) => existing ?? (typeof args?.id === 'string' ? toReference({ __typename: typename, id: args.id }) : undefined),
  };
}

const pagedFields = Object.fromEntries(Object.entries(PAGED_LISTS).map(([field, list]) => [field, pagedList(list)]));

/** The cache's policies, set when the client is created (apollo/client.ts). */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      ...pagedFields,
      // A post or conversation already in the cache (read in a feed, listed, just started) opens
      // from it (offline too) while its page refreshes.
      post: cachedById('Post'),
      conversation: cachedById('Conversation'),
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
  // The viewer's onboarding has no id and is one per session (the cache is wiped at sign-out): one
  // object, so the answers of completeOnboarding and hideQuickStart are what the Onboarding query shows.
  OnboardingState: { keyFields: [] },
  // Once read, a message stays read: a copy taken before the receipt (the send's own answer,
  // handled after the other member's receipt arrived) must not show it unread again.
  Message: { fields: { isRead: { merge: (existing: boolean | undefined, incoming: boolean) => existing === true || incoming } } },
};
