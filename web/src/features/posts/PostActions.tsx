import { Button, HStack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { ChatIcon, HeartFilledIcon, HeartIcon } from '../../components/icons';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { EyeIcon, ShareIcon } from './icons';
import { useLikeToggle } from './useLikeToggle';
import { countLabel, formatCount } from '../../lib/format';

const ShareDialog = lazyRetry(() => import('./dialogs/ShareDialog'));

interface ActionButtonProps {
  /** What is counted, singular: 'like'. */
  noun: string;
  count: number;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  activeColor?: string;
}

function ActionButton({ noun, count, icon, onClick, pressed, expanded, activeColor }: ActionButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2.5"
      gap="1.5"
      color={pressed && activeColor ? activeColor : 'fg.muted'}
      aria-label={countLabel(count, noun)}
      aria-pressed={pressed}
      aria-expanded={expanded}
      onClick={onClick}
    >
      {icon}
      {formatCount(count)}
    </Button>
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

/** Like, comment and share with their counts, and the views. Visitors may share (SPEC §6). */
export function PostActions({ commentsOpen, onComment, ...props }: PostActionsProps) {
  const post = getFragmentData(PostActions_post, props.post);
  const toggleLike = useLikeToggle('Post', post);
  const [shareOpen, setShareOpen] = useState(false);

  return (
    <HStack justify="space-between" gap="1" mx="-2" mb="-1">
      <HStack gap="0.5">
        <ActionButton
          noun="like"
          count={post.likesCount}
          icon={post.isLiked ? <HeartFilledIcon /> : <HeartIcon />}
          pressed={post.isLiked}
          activeColor="liked"
          onClick={() => void toggleLike()}
        />
        <ActionButton noun="comment" count={post.commentsCount} icon={<ChatIcon />} expanded={commentsOpen} onClick={onComment} />
        <ActionButton noun="share" count={post.sharesCount} icon={<ShareIcon />} onClick={() => setShareOpen(true)} />
      </HStack>
      <Text fontSize="xs" color="fg.muted" display="flex" alignItems="center" gap="1" pe="2">
        <EyeIcon boxSize="3.5" aria-hidden />
        {formatCount(post.viewsCount)}
        <Text as="span" srOnly>
          views
        </Text>
      </Text>
      {shareOpen && (
        <LoadBoundary what="Share" variant="overlay" onClose={() => setShareOpen(false)}>
          <ShareDialog post={post} onClose={() => setShareOpen(false)} />
        </LoadBoundary>
      )}
    </HStack>
  );
}
