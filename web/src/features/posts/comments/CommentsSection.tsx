import { Box, Button, CloseButton, HStack, Link, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChatIcon, HeartFilledIcon, HeartIcon } from '../../../components/icons';
import { UserAvatar } from '../../../components/UserAvatar';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { CommentItem_CommentFragment } from '../../../gql/graphql';
import { useViewer } from '../../auth/viewer';
import { useProfileHref } from '../PostCard';
import { PostText } from '../PostText';
import { useLikeToggle } from '../useLikeToggle';
import { CommentForm } from './CommentForm';
import { useViewerPowers } from '../../auth/viewerPowers';
import { TrashIcon } from '../icons';
import { ReportDialog } from '../../moderation/ReportDialog';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { CommentsQuery } from './documents';
import { countLabel, formatCount, relativeTime } from '../../../lib/format';
import { useRequireSignIn } from '../../auth/useRequireSignIn';

/** Depths 0 and 1 take replies; the thread is fetched three levels deep (see CommentsQuery). */
const MAX_REPLY_DEPTH = 1;

/** One comment as the thread shows it, at any depth. */
export const CommentItem_comment = graphql(`
  fragment CommentItem_comment on Comment {
    id
    postId
    parentCommentId
    content
    likesCount
    isLiked
    createdAt
    author {
      id
      displayName
      avatarUrl
    }
  }
`);

/** A comment of the thread with the replies fetched under it. */
type ThreadNode = FragmentType<typeof CommentItem_comment> & { replies?: ThreadNode[] | null };
type ThreadComment = CommentItem_CommentFragment & { replies: ThreadComment[] };

/** The thread's fields at every depth, read once where the thread is drawn. */
function readThread(node: ThreadNode): ThreadComment {
  return { ...getFragmentData(CommentItem_comment, node), replies: (node.replies ?? []).map(readThread) };
}

interface ThreadProps {
  postId: string;
  replyTo: ThreadComment | null;
  onReply: (comment: ThreadComment | null) => void;
  /** Replies are written in the sticky bar (the post page on phones), not under the comment. */
  repliesInBar: boolean;
  /** Who may delete which comment: its author, or an administrator any. */
  canDelete: (comment: ThreadComment) => 'own' | 'admin' | false;
  /** Signed-in members report others' comments. */
  canReport: (comment: ThreadComment) => boolean;
}

function CommentLikeButton({ comment }: { comment: ThreadComment }) {
  const toggle = useLikeToggle('Comment', comment);
  return (
    <Button
      variant="plain"
      size="xs"
      px="0"
      gap="1"
      color={comment.isLiked ? 'liked' : 'fg.muted'}
      aria-label={`${countLabel(comment.likesCount, 'like')} on this comment`}
      aria-pressed={comment.isLiked}
      onClick={() => void toggle()}
    >
      {comment.isLiked ? <HeartFilledIcon /> : <HeartIcon />}
      {formatCount(comment.likesCount)}
    </Button>
  );
}

function CommentItem({ comment, depth, ...thread }: ThreadProps & { comment: ThreadComment; depth: number }) {
  const profileHref = useProfileHref();
  const requireSignIn = useRequireSignIn();
  const replying = thread.replyTo?.id === comment.id;
  const deletable = thread.canDelete(comment);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const toggleReply = () => {
    if (requireSignIn('Please log in to reply')) thread.onReply(replying ? null : comment);
  };

  return (
    <Stack gap="1.5" as="li" listStyleType="none">
      <HStack align="flex-start" gap="2">
        <UserAvatar name={comment.author.displayName} src={comment.author.avatarUrl} size="xs" />
        <Stack gap="1" flex="1" minW="0">
          <Box bg="bg.muted" rounded="lg" px="3" py="2">
            <Text fontSize="xs" color="fg.muted" truncate>
              <Link asChild fontWeight="semibold" color="fg" fontSize="sm">
                <RouterLink to={profileHref(comment.author.id)}>{comment.author.displayName}</RouterLink>
              </Link>
              {' · '}
              <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt)}</time>
            </Text>
            <Box fontSize="sm">
              <PostText text={comment.content} />
            </Box>
          </Box>
          <HStack gap="4" ps="1">
            <CommentLikeButton comment={comment} />
            {depth <= MAX_REPLY_DEPTH && (
              <Button variant="plain" size="xs" px="0" color={replying ? 'brand.fg' : 'fg.muted'} aria-expanded={replying} onClick={toggleReply}>
                {replying ? 'Cancel reply' : 'Reply'}
              </Button>
            )}
            {deletable && (
              <Button
                variant="plain"
                size="xs"
                px="0"
                gap="1"
                color="fg.muted"
                _hover={{ color: 'fg.error' }}
                aria-label={`Delete comment by ${comment.author.displayName}`}
                onClick={() => setConfirmDelete(true)}
              >
                <TrashIcon /> Delete
              </Button>
            )}
            {thread.canReport(comment) && (
              <Button
                variant="plain"
                size="xs"
                px="0"
                color="fg.muted"
                aria-label={`Report comment by ${comment.author.displayName}`}
                onClick={() => setReporting(true)}
              >
                Report
              </Button>
            )}
          </HStack>
          {reporting && <ReportDialog contentType="comment" contentId={comment.id} onClose={() => setReporting(false)} />}
          {confirmDelete && <DeleteCommentDialog comment={comment} asAdmin={deletable === 'admin'} onClose={() => setConfirmDelete(false)} />}
          {replying && !thread.repliesInBar && (
            <CommentForm postId={thread.postId} parent={comment} autoFocus onDone={() => thread.onReply(null)} />
          )}
          {comment.replies.length > 0 && (
            <Stack as="ul" gap="3" mt="1" ps={{ base: '1', md: '2' }} borderStartWidth="2px" borderColor="border.muted">
              {comment.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} depth={depth + 1} {...thread} />
              ))}
            </Stack>
          )}
        </Stack>
      </HStack>
    </Stack>
  );
}

interface CommentsSectionProps {
  postId: string;
  /** `page`: the post page, where phones write comments and replies in a bar stuck to the bottom. */
  variant: 'inline' | 'page';
  composerRef?: Ref<HTMLTextAreaElement>;
}

/** A post's comments with threaded replies; one reply form open at a time. */
export default function CommentsSection({ postId, variant, composerRef }: CommentsSectionProps) {
  const { viewer } = useViewer();
  const requireSignIn = useRequireSignIn();
  const [replyTo, setReplyTo] = useState<ThreadComment | null>(null);
  const onPhone = useBreakpointValue({ base: true, md: false }) ?? false;
  const repliesInBar = variant === 'page' && onPhone;
  const { data, loading, error, fetchMore } = useQuery(CommentsQuery, {
    variables: { postId },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const comments = data?.comments;
  const powers = useViewerPowers({ skip: !viewer });
  const canDelete = (comment: ThreadComment): 'own' | 'admin' | false => {
    if (!viewer) return false;
    if (comment.author.id === viewer.id) return 'own';
    return powers.isAdmin ? 'admin' : false;
  };
  const canReport = (comment: ThreadComment) => !!viewer && comment.author.id !== viewer.id;

  const writeForm = viewer ? (
    <CommentForm
      key={replyTo?.id ?? 'post'}
      postId={postId}
      parent={repliesInBar ? replyTo : null}
      onDone={() => setReplyTo(null)}
      autoFocus={repliesInBar && Boolean(replyTo)}
      textareaRef={composerRef}
    />
  ) : (
    <Button variant="outline" size="sm" colorPalette="brand" alignSelf="flex-start" onClick={() => requireSignIn('Please log in to comment')}>
      <ChatIcon /> Log in to comment
    </Button>
  );

  return (
    <Stack as="section" aria-label="Comments" gap="4" pt={variant === 'inline' ? '3' : '0'} borderTopWidth={variant === 'inline' ? '1px' : '0'}>
      {variant === 'page' && (
        <Text as="h2" fontWeight="semibold">
          Comments
        </Text>
      )}
      {!repliesInBar && writeForm}
      {!comments && loading && <Text fontSize="sm" color="fg.muted">Loading comments...</Text>}
      {!comments && error && <Text fontSize="sm" color="fg.error">Failed to load comments.</Text>}
      {comments?.nodes.length === 0 && <Text fontSize="sm" color="fg.muted">No comments yet. Start the conversation.</Text>}
      {comments && comments.nodes.length > 0 && (
        <Stack as="ul" gap="4">
          {comments.nodes.map(readThread).map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              depth={0}
              postId={postId}
              replyTo={replyTo}
              onReply={setReplyTo}
              repliesInBar={repliesInBar}
              canDelete={canDelete}
              canReport={canReport}
            />
          ))}
        </Stack>
      )}
      {comments?.pageInfo.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          alignSelf="flex-start"
          onClick={() => void fetchMore({ variables: { after: comments.pageInfo.endCursor } })}
        >
          Load more comments
        </Button>
      )}
      {repliesInBar && (
        <Box position="sticky" bottom="0" mx="-4" px="4" pt="2" pb="3" bg="bg" borderTopWidth="1px" shadow="md" zIndex="docked">
          {replyTo && (
            <HStack justify="space-between" fontSize="xs" color="fg.muted" mb="1">
              <Text>Replying to {replyTo.author.displayName}</Text>
              <CloseButton size="2xs" aria-label="Cancel reply" onClick={() => setReplyTo(null)} />
            </HStack>
          )}
          {writeForm}
        </Box>
      )}
    </Stack>
  );
}
