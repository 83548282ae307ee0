import { Text } from '@chakra-ui/react';
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { toast } from '../../../components/toast';
import { removeFromList } from '../../../apollo/typePolicies';
import { graphql } from '../../../gql';
import { DialogFrame } from '../../../components/DialogFrame';
import { reportActionError } from '../../../lib/signIn';

export const DeleteCommentMutation = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);

export interface DeletableComment {
  id: string;
  postId: string;
  parentCommentId?: string | null;
  replies?: DeletableComment[] | null;
}

/** The comment and every reply under it, as the thread holds them: what the server deletes with it. */
function threadIds(comment: DeletableComment): string[] {
  return [comment.id, ...(comment.replies ?? []).flatMap(threadIds)];
}

interface DeleteCommentDialogProps {
  comment: DeletableComment;
  /** Someone else's comment, deleted by an administrator. */
  asAdmin: boolean;
  onClose: () => void;
}

/**
 * Asks before deleting a comment (and its replies), then takes them out of the thread in the
 * cache: off the parent's replies or the post's list, and off the post's comment count.
 */
export function DeleteCommentDialog({ comment, asAdmin, onClose }: DeleteCommentDialogProps) {
  const removed = threadIds(comment);
  const replies = removed.length - 1;
  const [deleteComment, { loading }] = useMutation(DeleteCommentMutation, {
    variables: { id: comment.id },
    update(cache) {
      const gone = (ref: Reference, readField: (field: string, ref: Reference) => unknown) => readField('id', ref) === comment.id;
      if (comment.parentCommentId) {
        cache.modify({
          id: cache.identify({ __typename: 'Comment', id: comment.parentCommentId }),
          fields: {
            replies: (existing, { readField }) => (existing as Reference[]).filter((ref) => !gone(ref, readField)),
            repliesCount: (count) => Math.max((count as number) - 1, 0),
          },
        });
      } else {
        const deleted = cache.identify({ __typename: 'Comment', id: comment.id });
        removeFromList(cache, { field: 'comments', args: { postId: comment.postId }, removes: (ref) => cache.identify(ref) === deleted });
      }
      cache.modify({
        id: cache.identify({ __typename: 'Post', id: comment.postId }),
        fields: { commentsCount: (count) => Math.max((count as number) - removed.length, 0) },
      });
      for (const id of removed) cache.evict({ id: cache.identify({ __typename: 'Comment', id }) });
      cache.gc();
    },
  });

  const remove = async () => {
    try {
      await deleteComment();
      toast({ type: 'success', title: 'Comment Deleted', description: replies > 0 ? 'The comment and its replies have been removed.' : 'The comment has been removed.' });
      onClose();
    } catch (error) {
      reportActionError(error, { title: 'Delete Failed', description: 'Failed to delete comment. Please try again.' });
    }
  };

  const what = replies === 0 ? 'This comment' : `This comment and its ${replies === 1 ? 'reply' : `${replies} replies`}`;
  return (
    <DialogFrame title="Delete Comment" size="sm" onClose={onClose} confirm={{ label: 'Delete', onClick: () => void remove(), loading, danger: true }}>
      <Text>
        {what} will be removed for everyone{asAdmin ? ' (Admin Delete)' : ''}. This cannot be undone.
      </Text>
    </DialogFrame>
  );
}
