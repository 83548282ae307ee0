import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import type { Reference } from '@apollo/client';
import { isUnreachable } from '../../../apollo/errors';
import { isOnline } from '../../../apollo/connectivity';
import { addToList } from '../../../apollo/typePolicies';
import { useDraft } from '../../offline/drafts';
import { enqueue } from '../../offline/outbox';
import { COMMENT_LIMIT } from '../limits';
import { RemainingCounter } from '../LengthCounter';
import { CreateCommentMutation } from './documents';
import { reportActionError } from '../../../lib/signIn';
import { useRequireSignIn } from '../../auth/useRequireSignIn';

interface CommentFormProps {
  postId: string;
  /** The comment replied to; none for a comment on the post. */
  parent?: { id: string; author: { displayName: string } } | null;
  onDone?: () => void;
  autoFocus?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** SPEC §5: not blank, at most 500 characters, with the spec's messages. */
function validate(text: string): string | null {
  if (!text.trim()) return 'Comment cannot be empty';
  if (text.trim().length > COMMENT_LIMIT) return 'Comment too long';
  return null;
}

/**
 * Writes a comment or a reply, then adds it to the thread in the cache (no refetch): a reply
 * under its parent, a comment at the end of the post's list, and one more on the post's count.
 * The text is a draft kept through a reload; without a network it waits in the outbox.
 */
export function CommentForm({ postId, parent = null, onDone, autoFocus, textareaRef }: CommentFormProps) {
  const counterId = useId();
  const errorId = useId();
  const requireSignIn = useRequireSignIn();
  const [text, setText] = useDraft(`comment.${postId}.${parent?.id ?? 'post'}`);
  const [error, setError] = useState<string | null>(null);
  const isReply = Boolean(parent);
  const [create, { loading }] = useMutation(CreateCommentMutation, {
    update(cache, { data }) {
      const comment = data?.createComment;
      if (!comment) return;
      const added = { __typename: 'Comment' as const, id: comment.id };
      if (parent) {
        cache.modify({
          id: cache.identify({ __typename: 'Comment', id: parent.id }),
          fields: {
            replies: (existing, { toReference }) => [...(existing as Reference[]), toReference(added)],
            repliesCount: (count) => (count as number) + 1,
          },
        });
      } else {
        addToList(cache, { field: 'comments', args: { postId }, item: added, at: 'bottom' });
      }
      cache.modify({ id: cache.identify({ __typename: 'Post', id: postId }), fields: { commentsCount: (count) => (count as number) + 1 } });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requireSignIn(isReply ? 'Please log in to reply' : 'Please log in to comment')) return;
    const problem = validate(text);
    setError(problem);
    if (problem) return;
    const input = { postId, content: text.trim(), parentCommentId: parent?.id ?? null };
    const later = () => {
      enqueue({ kind: 'comment', label: input.content.slice(0, 60), variables: { input } });
      setText('');
      onDone?.();
    };
    if (!isOnline()) return later();
    try {
      await create({ variables: { input, idempotencyKey: crypto.randomUUID() } });
      setText('');
      onDone?.();
    } catch (failure) {
      if (isUnreachable(failure)) return later();
      reportActionError(failure, { title: isReply ? 'Failed to post reply' : 'Failed to post comment' });
    }
  };

  const label = parent ? `Reply to ${parent.author.displayName}` : 'Write a comment';
  return (
    <Stack asChild gap="1.5">
      <form onSubmit={submit} noValidate>
      <HStack align="flex-end" gap="2">
        <Textarea
          ref={textareaRef}
          aria-label={label}
          aria-describedby={error ? `${counterId} ${errorId}` : counterId}
          aria-invalid={Boolean(error)}
          placeholder={parent ? `Reply to ${parent.author.displayName}…` : 'Write a comment…'}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            // Enter sends, as in a chat; Shift+Enter starts a new line (and Enter picking an IME candidate does neither).
            if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }}
          rows={1}
          autoresize
          maxH="40"
          size="sm"
          variant="subtle"
          autoFocus={autoFocus}
        />
        <Button type="submit" size="sm" colorPalette="brand" loading={loading} flexShrink={0}>
          {parent ? 'Reply' : 'Comment'}
        </Button>
      </HStack>
      <HStack justify="space-between" gap="2">
        <Text id={errorId} fontSize="xs" color="fg.error">
          {error}
        </Text>
        {text.length > 0 && <RemainingCounter id={counterId} length={text.length} limit={COMMENT_LIMIT} />}
      </HStack>
      </form>
    </Stack>
  );
}
