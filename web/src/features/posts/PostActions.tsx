import { Box, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { ChatIcon, HeartFilledIcon, HeartIcon } from '../../components/icons';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { EyeIcon, ShareIcon } from './icons';
import { useLikeToggle } from './useLikeToggle';
import { useCountedViews } from './usePostView';
import { countLabel, formatCount } from '../../lib/format';

const ShareDialog = lazyRetry(() => import('./dialogs/ShareDialog'));

interface ActionButtonProps {
  /** What is counted, singular: 'like'. */
  noun: string;
  postId: string;
  count: number;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
}

/** A ghost button with its count: plain, styled by the row (see usePostActionsCss). */
function ActionButton({ noun, postId, count, icon, onClick, pressed, expanded }: ActionButtonProps) {
  return (
    // data-tap: the server-drawn card's tap on this button, made before the app started, is replayed here (api/src/server/takeover.ts).
    <button type="button" data-part="action" data-tap={`${noun}:${postId}`} aria-label={countLabel(count, noun)} aria-pressed={pressed} aria-expanded={expanded} onClick={onClick}>
      {icon}
      {formatCount(count)}
    </button>
  );
}

// Every card has this row: styled once at its root (the buttons with Chakra's own ghost button
// recipe), its buttons and counts plain elements, so a feed computes one style per row.
function usePostActionsCss(): SystemStyleObject {
  const button = useRecipe({ key: 'button' });
  return useMemo(
    () => ({
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '1',
      mx: '-2',
      mb: '-1',
      '& [data-part=actions]': { display: 'flex', alignItems: 'center', gap: '0.5' },
      '& [data-part=action]': {
        ...button({ variant: 'ghost', size: 'sm' }),
        px: '2.5',
        gap: '1.5',
        color: 'fg.muted',
        '&[aria-pressed=true]': { color: 'liked' },
      },
      '& [data-part=views]': { fontSize: 'xs', color: 'fg.muted', display: 'flex', alignItems: 'center', gap: '1', pe: '2' },
      '& [data-part=views] > span': { srOnly: true },
    }),
    [button],
  );
}

const PostActions_post = graphql(`
  fragment PostActions_post on Post {
    id
    isLiked
    likesCount
    commentsCount
    sharesCount
    viewsCount
    content
    shareUrl
  }
`);

interface PostActionsProps {
  post: FragmentType<typeof PostActions_post>;
  commentsOpen: boolean;
  onComment: () => void;
}

/** The post's views; the viewer's own counts at once (a count only grows, whichever answer is older). */
function ViewCount({ postId, viewsCount }: { postId: string; viewsCount: number }) {
  const counted = useCountedViews(postId);
  return (
    <p data-part="views">
      <EyeIcon boxSize="3.5" aria-hidden />
      {formatCount(Math.max(viewsCount, counted ?? 0))}
      <span>views</span>
    </p>
  );
}

/** Like, comment and share with their counts, and the views. Visitors may share (SPEC §6). */
export function PostActions({ commentsOpen, onComment, ...props }: PostActionsProps) {
  const post = getFragmentData(PostActions_post, props.post);
  const toggleLike = useLikeToggle('Post', post);
  const [shareOpen, setShareOpen] = useState(false);
  const css = usePostActionsCss();

  return (
    <Box css={css}>
      <div data-part="actions">
        <ActionButton
          noun="like"
          postId={post.id}
          count={post.likesCount}
          icon={post.isLiked ? <HeartFilledIcon /> : <HeartIcon />}
          pressed={post.isLiked}
          onClick={() => void toggleLike()}
        />
        <ActionButton noun="comment" postId={post.id} count={post.commentsCount} icon={<ChatIcon />} expanded={commentsOpen} onClick={onComment} />
        <ActionButton noun="share" postId={post.id} count={post.sharesCount} icon={<ShareIcon />} onClick={() => setShareOpen(true)} />
      </div>
      <ViewCount postId={post.id} viewsCount={post.viewsCount} />
      {shareOpen && (
        <LoadBoundary what="Share" variant="overlay" onClose={() => setShareOpen(false)}>
          <ShareDialog post={post} onClose={() => setShareOpen(false)} />
        </LoadBoundary>
      )}
    </Box>
  );
}
