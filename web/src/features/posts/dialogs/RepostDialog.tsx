import { Stack, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toast';
import type { PostCardFieldsFragment } from '../../../gql/graphql';
import { RepostMutation } from '../documents';
import { refreshFeeds } from '../feed/refreshFeeds';
import { REPOST_COMMENT_LIMIT } from '../limits';
import { RemainingCounter } from '../LengthCounter';
import { EmbeddedPost, shownOriginal } from '../PostCard';
import { reportActionError } from '../../../lib/signIn';
import { DialogFrame } from '../../../components/DialogFrame';

/** Repost with an optional comment of up to 280 characters; a repost of a repost shares the original. */
export function RepostDialog({ post, onClose }: { post: PostCardFieldsFragment; onClose: () => void }) {
  const formId = useId();
  const counterId = useId();
  const client = useApolloClient();
  const [comment, setComment] = useState('');
  const [repost, { loading }] = useMutation(RepostMutation);
  const original = post.isRepost ? shownOriginal(post) : post;

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
