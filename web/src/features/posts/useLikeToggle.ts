import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useRef } from 'react';
import { isUnreachable } from '../../apollo/errors';
import { isOnline } from '../../apollo/connectivity';
import { enqueue } from '../offline/outbox';
import { LikeCommentMutation, UnlikeCommentMutation } from './comments/documents';
import { LikePostMutation, UnlikePostMutation } from './documents';
import { reportActionError } from '../../lib/signIn';
import { useRequireSignIn } from '../auth/useRequireSignIn';

interface LikeResult {
  __typename?: 'LikeResult';
  liked: boolean;
  likesCount: number;
}

type LikeDocument = TypedDocumentNode<Record<string, LikeResult>, { id: string; idempotencyKey?: string | null }>;

const LIKES = {
  Post: {
    like: { document: LikePostMutation as LikeDocument, field: 'likePost' },
    unlike: { document: UnlikePostMutation as LikeDocument, field: 'unlikePost' },
    signInReason: 'Please log in to like posts',
    failure: 'Failed to like post',
  },
  Comment: {
    like: { document: LikeCommentMutation as LikeDocument, field: 'likeComment' },
    unlike: { document: UnlikeCommentMutation as LikeDocument, field: 'unlikeComment' },
    signInReason: 'Please log in to like comments',
    failure: 'Failed to like comment',
  },
};

interface Likeable {
  id: string;
  isLiked: boolean;
  likesCount: number;
}

/**
 * Likes or unlikes at once on screen (optimistic); the server's exact count then replaces the
 * guess, and a failure rolls it back. Clicks while one is in flight are ignored. Without a
 * network the like shows and waits in the outbox.
 */
export function useLikeToggle(typename: keyof typeof LIKES, target: Likeable) {
  const client = useApolloClient();
  const requireSignIn = useRequireSignIn();
  const pending = useRef(false);
  const config = LIKES[typename];

  return async () => {
    if (!requireSignIn(config.signInReason) || pending.current) return;
    const liked = !target.isLiked;
    const { document, field } = liked ? config.like : config.unlike;
    const cacheId = client.cache.identify({ __typename: typename, id: target.id });
    const likesCount = Math.max(0, target.likesCount + (liked ? 1 : -1));
    const later = () => {
      client.cache.modify({ id: cacheId, fields: { isLiked: () => liked, likesCount: () => likesCount } });
      enqueue({ kind: 'like', label: `${liked ? 'Like' : 'Unlike'} a ${typename.toLowerCase()}`, variables: { target: typename, id: target.id, liked } });
    };
    if (!isOnline()) return later();
    pending.current = true;
    try {
      await client.mutate({
        mutation: document,
        variables: { id: target.id, idempotencyKey: crypto.randomUUID() },
        optimisticResponse: {
          [field]: { __typename: 'LikeResult' as const, liked, likesCount },
        },
        update(cache, { data }) {
          const result = data?.[field];
          if (result) cache.modify({ id: cacheId, fields: { isLiked: () => result.liked, likesCount: () => result.likesCount } });
        },
      });
    } catch (error) {
      if (isUnreachable(error)) later();
      else reportActionError(error, { title: config.failure });
    } finally {
      pending.current = false;
    }
  };
}
