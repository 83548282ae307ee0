import type { ApolloClient } from '@apollo/client';
import { isUnreachable, readApiError } from '../../apollo/errors';
import { ConversationsQuery, SendMessageMutation } from '../messages/documents';
import { FollowMutation, UnfollowMutation } from '../people/documents';
import { CommentsQuery, CreateCommentMutation, LikeCommentMutation, UnlikeCommentMutation } from '../posts/comments/documents';
import { CreatePostMutation, LikePostMutation, UnlikePostMutation } from '../posts/documents';
import { refreshFeeds } from '../posts/feed/refreshFeeds';
import { discard, outboxItems, save, type OutboxItem } from './outbox';

const LIKES = {
  Post: { like: LikePostMutation, unlike: UnlikePostMutation },
  Comment: { like: LikeCommentMutation, unlike: UnlikeCommentMutation },
};

/** Sends one waiting write with its key; the screens showing what it changed reload. */
async function send(client: ApolloClient, item: OutboxItem): Promise<void> {
  const idempotencyKey = item.key;
  switch (item.kind) {
    case 'post':
      await client.mutate({ mutation: CreatePostMutation, variables: { ...item.variables, idempotencyKey } });
      void refreshFeeds(client);
      return;
    case 'message':
      await client.mutate({ mutation: SendMessageMutation, variables: { ...item.variables, idempotencyKey }, refetchQueries: [ConversationsQuery, 'Messages'] });
      return;
    case 'comment':
      await client.mutate({ mutation: CreateCommentMutation, variables: { ...item.variables, idempotencyKey }, refetchQueries: [CommentsQuery] });
      return;
    case 'like': {
      const { target, id, liked } = item.variables;
      // The screen already shows the like (made offline); the server's answer sets the exact count.
      await client.mutate({ mutation: LIKES[target][liked ? 'like' : 'unlike'], variables: { id, idempotencyKey } });
      return;
    }
    case 'follow':
      await client.mutate({
        mutation: item.variables.follow ? FollowMutation : UnfollowMutation,
        variables: { userId: item.variables.userId, idempotencyKey },
      });
      return;
  }
}

let sending: Promise<void> | null = null;

/**
 * Sends what waits, oldest first, each with its key. It stops at the first one the api can't be
 * reached for (the next reconnect tries again); one the server refuses stays, with the server's
 * words, for the member to fix or discard, and the rest go on.
 */
export function sendOutbox(client: ApolloClient): Promise<void> {
  sending ??= (async () => {
    for (const item of outboxItems().filter((waiting) => !waiting.refused)) {
      try {
        await send(client, item);
        discard(item.key);
      } catch (error) {
        if (isUnreachable(error)) return;
        const refused = readApiError(error).message ?? 'The server refused this.';
        save(outboxItems().map((waiting) => (waiting.key === item.key ? { ...waiting, refused } : waiting)));
      }
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}
