import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useSocketFallback } from '../../apollo/useSocketFallback';
import { UnreadCountsChangedSubscription, UnreadCountsQuery } from './documents';

/**
 * The viewer's unread notifications and messages, as the home bell and the lists show them: what
 * the header's live counts (useLiveUnreadCounts, always mounted for a member) keep in the cache.
 * Read from the cache only, so a start-up asks the api for the counts once, not once per reader.
 */
export function useUnreadCounts() {
  const { data } = useQuery(UnreadCountsQuery, { fetchPolicy: 'cache-only' });
  return data?.unreadCounts ?? { notifications: 0, messages: 0 };
}

/** Mounted once for a member: keeps the counts current through `unreadCountsChanged`, or by polling while the socket is down. */
export function useLiveUnreadCounts() {
  const client = useApolloClient();
  const query = useQuery(UnreadCountsQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  useSocketFallback(query);
  useSubscription(UnreadCountsChangedSubscription, {
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const counts = data.data?.unreadCountsChanged;
      if (counts) client.writeQuery({ query: UnreadCountsQuery, data: { unreadCounts: counts } });
    },
  });
  return query.data?.unreadCounts ?? { notifications: 0, messages: 0 };
}

/** After the viewer reads something here, the counts change (the subscription says so too, when it is up). */
export const refetchUnreadCounts = [UnreadCountsQuery];
