import type { ApolloClient } from '@apollo/client';
import { FeedQuery } from '../documents';

/**
 * After a post is written, reposted or an author blocked: the feeds on screen reload their
 * first page (showing 'Refreshing posts...'); the others reload when next shown (cache-and-network).
 */
export function refreshFeeds(client: ApolloClient) {
  return client.refetchQueries({ include: [FeedQuery] });
}

/** Drops a deleted post everywhere: feeds skip it (see apollo/typePolicies) and reposts show it gone. */
export function forgetPost(client: ApolloClient, postId: string) {
  client.cache.evict({ id: client.cache.identify({ __typename: 'Post', id: postId }) });
  client.cache.gc();
}
