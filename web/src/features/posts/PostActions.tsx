import { Button, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ChatIcon } from '../../components/icons';
import type { PostBody } from './documents';
import { formatCount } from './format';
import { EyeIcon, HeartFilledIcon, HeartIcon, ShareIcon } from './icons';
import { useLikeToggle } from './useLikeToggle';

const ShareDialog = lazy(() => import('./dialogs/ShareDialog'));

interface ActionButtonProps {
  label: string;
  count: number;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  activeColor?: string;
}

function ActionButton({ label, count, icon, onClick, pressed, expanded, activeColor }: ActionButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2.5"
      gap="1.5"
      color={pressed && activeColor ? activeColor : 'fg.muted'}
      aria-label={`${label} (${formatCount(count)})`}
      aria-pressed={pressed}
      aria-expanded={expanded}
      onClick={onClick}
    >
      {icon}
      {formatCount(count)}
    </Button>
  );
}

interface PostActionsProps {
  post: PostBody;
  commentsOpen: boolean;
  onComment: () => void;
}

/** Like, comment and share with their counts, and the views. Visitors may share (SPEC §6). */
export function PostActions({ post, commentsOpen, onComment }: PostActionsProps) {
  const toggleLike = useLikeToggle('Post', post);
  const [shareOpen, setShareOpen] = useState(false);

  return (
    <HStack justify="space-between" gap="1" mx="-2" mb="-1">
      <HStack gap="0.5">
        <ActionButton
          label="Like"
          count={post.likesCount}
          icon={post.isLiked ? <HeartFilledIcon /> : <HeartIcon />}
          pressed={post.isLiked}
          activeColor="red.500"
          onClick={() => void toggleLike()}
        />
        <ActionButton label="Comments" count={post.commentsCount} icon={<ChatIcon />} expanded={commentsOpen} onClick={onComment} />
        <ActionButton label="Share" count={post.sharesCount} icon={<ShareIcon />} onClick={() => setShareOpen(true)} />
      </HStack>
      <Text fontSize="xs" color="fg.muted" display="flex" alignItems="center" gap="1" pe="2">
        <EyeIcon boxSize="3.5" aria-hidden />
        {formatCount(post.viewsCount)}
        <Text as="span" srOnly>
          views
        </Text>
      </Text>
      {shareOpen && (
        <Suspense fallback={null}>
          <ShareDialog post={post} onClose={() => setShareOpen(false)} />
        </Suspense>
      )}
    </HStack>
  );
}
