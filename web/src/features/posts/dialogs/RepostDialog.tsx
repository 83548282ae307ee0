import { Stack, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { refreshFeeds } from '../feed/refreshFeeds';
import { REPOST_COMMENT_LIMIT } from '../limits';
import { RemainingCounter } from '../LengthCounter';
import { EmbeddedPost } from '../PostCard';
import { reportActionError } from '../../../lib/signIn';
import { DialogFrame } from '../../../components/DialogFrame';

/** The post, or the original a repost shares, shown as the repost will embed it. */
const RepostDialog_post = graphql(`
  fragment RepostDialog_post on Post {
    id
    isRepost
    originalPost {
      id
      ...EmbeddedPost_post
    }
    ...EmbeddedPost_post
  }
`);

export const RepostMutation = graphql(`
  mutation Repost($id: ID!, $comment: String) {
    repost(id: $id, comment: $comment) {
      id
      ...PostCard_post
    }
  }
`);

/** Repost with an optional comment of up to 280 characters; a repost of a repost shares the original. */
export function RepostDialog({ onClose, ...props }: { post: FragmentType<typeof RepostDialog_post>; onClose: () => void }) {
  const post = getFragmentData(RepostDialog_post, props.post);
  const formId = useId();
  const counterId = useId();
  const client = useApolloClient();
  const [comment, setComment] = useState('');
  const [repost, { loading }] = useMutation(RepostMutation);
  const original = post.isRepost ? (post.originalPost ?? null) : post;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await repost({ variables: { id: post.id, comment: comment.trim() || null } });
      toast({ type: 'success', title: 'Reposted', description: 'The post is now on your timeline.' });
      onClose();
      void refreshFeeds(client);
    } catch (error) {
      reportActionError(error, { title: 'Repost Failed', description: 'Unable to repost. Please try again.' });
    }
  };

  return (
    <DialogFrame
      title="Repost"
      onClose={onClose}
      confirm={{ label: 'Repost', form: formId, loading, disabled: comment.length > REPOST_COMMENT_LIMIT }}
    >
      <Stack as="form" id={formId} onSubmit={submit} gap="3">
        <Textarea
          aria-label="Add a comment (optional)"
          aria-describedby={counterId}
          placeholder="Add a comment (optional)"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={3}
          autoFocus
        />
        <RemainingCounter id={counterId} length={comment.length} limit={REPOST_COMMENT_LIMIT} />
        <EmbeddedPost post={original} />
      </Stack>
    </DialogFrame>
  );
}
