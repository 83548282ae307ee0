import { InMemoryCache, type ApolloCache, type FieldPolicy, type Reference, type TypePolicies } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

interface Edge {
  cursor: string;
  node: Reference;
}

interface Connection {
  edges: Edge[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const key = (edge: Edge) => edge.node.__ref;

/**
 * Relay pages of a list kept live, newest first (notifications, conversations, a thread). A page
 * with `after` is appended below. A first page (a refetch, a poll while the socket is down, or an
 * item a subscription put on top) replaces the top of the list and keeps the older pages already
 * loaded beneath it when it reaches into them, so the reader does not lose what they scrolled to.
 * Each item is listed once.
 */
export function livePages(keyArgs: string[] | false = false): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing) return incoming;
      if (args?.after) {
        const known = new Set(existing.edges.map(key));
        return { ...incoming, edges: [...existing.edges, ...incoming.edges.filter((edge) => !known.has(key(edge)))] };
      }
      const last = incoming.edges.at(-1);
      const overlap = last ? existing.edges.findIndex((edge) => key(edge) === key(last)) : -1;
      if (overlap < 0) return incoming;
      const fresh = new Set(incoming.edges.map(key));
      const older = existing.edges.slice(overlap + 1).filter((edge) => !fresh.has(key(edge)));
      return { ...incoming, edges: [...incoming.edges, ...older], pageInfo: older.length ? existing.pageInfo : incoming.pageInfo };
    },
    // An item evicted from the cache (a deleted one) leaves the list instead of breaking it.
    read(existing, { canRead }) {
      return existing && { ...existing, edges: existing.edges.filter((edge) => canRead(edge.node)) };
    },
  };
}

const messagingPolicies: TypePolicies = {
  // Once read, a message stays read: a copy taken before the receipt (the send's own answer,
  // handled after the other member's receipt arrived) must not show it unread again.
  Message: { fields: { isRead: { merge: (existing: boolean | undefined, incoming: boolean) => existing === true || incoming } } },
  Query: {
    fields: {
      notifications: livePages(),
      conversations: livePages(),
      messages: livePages(['conversationId']),
      // A conversation already in the cache (listed, or just started) opens without a request.
      conversation: {
        read: (existing, { args, toReference }) =>
          existing ?? (args?.id ? toReference({ __typename: 'Conversation', id: args.id as string }) : undefined),
      },
    },
  },
};

const registered = new WeakSet<ApolloCache>();

/**
 * Adds the notification, conversation and thread list policies to the app's cache when the
 * first screen that shows them renders, so the first load does not carry them.
 */
export function useMessagingCache() {
  const { cache } = useApolloClient();
  if (!registered.has(cache) && cache instanceof InMemoryCache) {
    cache.policies.addTypePolicies(messagingPolicies);
    registered.add(cache);
  }
}
