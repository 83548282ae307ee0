import { Badge, Box, Card, IconButton, Stack, Text, useRecipe, type IconButtonProps, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../components/UserAvatar';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useViewer } from '../auth/viewer';
import type { PostMenu_post } from './dialogs/PostMenu';
import { MoreIcon, RepostIcon } from '../../components/icons';
import { VIEW_DELAY_FEED_MS, VIEW_DELAY_PAGE_MS } from './limits';
import { PostActions } from './PostActions';
import { LinkPreviewCard, PostImage, PostVideo } from './PostMedia';
import { firstUrl, PostText } from './PostText';
import { useProfileHref } from './profileHref';
import { usePostView } from './usePostView';
import { lagosDate, relativeTime } from '../../lib/format';

// Menus, dialogs and comments load on first use: the feed's first screen needs none of them.
const PostMenu = lazyRetry(() => import('./dialogs/PostMenu'));
const CommentsSection = lazyRetry(() => import('./comments/CommentsSection'));

/** Feed cards cut long texts here, behind Show more. */
const FEED_TEXT_PREVIEW = 600;

export type PostCardVariant = 'feed' | 'page';

export { useProfileHref } from './profileHref';

const PostHeader_post = graphql(`
  fragment PostHeader_post on Post {
    id
    createdAt
    isEdited
    author {
      id
      displayName
      avatarUrl
    }
    location {
      ward {
        displayName
      }
      lga {
        displayName
      }
      state {
        displayName
      }
    }
  }
`);

interface PostHeaderProps {
  post: FragmentType<typeof PostHeader_post>;
  avatarSize?: 'xs' | 'sm' | 'md';
  label?: ReactNode;
  menu?: ReactNode;
}

// Every card draws a header: it is styled once at its root and drawn as plain elements inside, so
// a feed computes one style per card here rather than one per element.
function usePostHeaderCss(): SystemStyleObject {
  const link = useRecipe({ key: 'link' });
  return useMemo(() => {
    const linkStyles = link();
    return {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      '& [data-part=byline]': { flex: '1', minW: '0' },
      // Name and time share the first line, each a finger's 44 px high; the place is plain text under them.
      '& [data-part=line]': { display: 'flex', alignItems: 'center', gap: '1.5', minW: '0', mt: '-1.5' },
      '& [data-part=name]': { ...linkStyles, fontWeight: 'semibold', color: 'fg', minH: '11', minW: '0' },
      '& [data-part=name] > span': { truncate: true },
      '& [data-part=dot]': { color: 'fg.muted', fontSize: 'xs' },
      '& [data-part=time]': { ...linkStyles, color: 'fg.muted', fontSize: 'xs', minH: '11', minW: '11', flexShrink: 0, justifyContent: 'center' },
      '& [data-part=place]': { fontSize: 'xs', color: 'fg.muted', truncate: true, mt: '-2' },
    };
  }, [link]);
}

function PostHeader({ avatarSize = 'md', label, menu, ...props }: PostHeaderProps) {
  const profileHref = useProfileHref();
  const css = usePostHeaderCss();
  const post = getFragmentData(PostHeader_post, props.post);
  const { author } = post;
  const { ward, lga, state } = post.location;
  const place = ward?.displayName ?? lga?.displayName ?? state?.displayName ?? null;
  return (
    <Box css={css}>
      <RouterLink to={profileHref(author.id)} tabIndex={-1} aria-hidden>
        <UserAvatar name={author.displayName} src={author.avatarUrl} size={avatarSize} />
      </RouterLink>
      <div data-part="byline">
        <div data-part="line">
          <RouterLink data-part="name" to={profileHref(author.id)}>
            <span>{author.displayName}</span>
          </RouterLink>
          {label}
          <span data-part="dot" aria-hidden>·</span>
          <RouterLink data-part="time" to={`/post/${post.id}`}>
            <time dateTime={post.createdAt} title={lagosDate(post.createdAt, 'dateTime')}>
              {relativeTime(post.createdAt)}
            </time>
          </RouterLink>
        </div>
        {(place || post.isEdited) && <p data-part="place">{[place, post.isEdited && 'Edited'].filter(Boolean).join(' · ')}</p>}
      </div>
      {menu}
    </Box>
  );
}

const PostContent_post = graphql(`
  fragment PostContent_post on Post {
    id
    content
    isRepost
    repostComment
    imageUrl
    videoUrl
    videoThumbnail
    videoDuration
    shareUrl
    author {
      id
      displayName
    }
  }
`);

/** The text and media of a post (or of the original inside a repost). */
function PostContent({ variant, ...props }: { post: FragmentType<typeof PostContent_post>; variant: PostCardVariant }) {
  const post = getFragmentData(PostContent_post, props.post);
  const text = post.isRepost ? (post.repostComment ?? '') : post.content;
  const link = !post.imageUrl && !post.videoUrl ? firstUrl(text) : null;
  return (
    <>
      {text && <PostText text={text} collapseAt={variant === 'feed' ? FEED_TEXT_PREVIEW : undefined} />}
      {post.imageUrl && (
        <PostImage postId={post.id} src={post.imageUrl} authorName={post.author.displayName} shareUrl={post.shareUrl} shareText={post.content} />
      )}
      {post.videoUrl && <PostVideo src={post.videoUrl} poster={post.videoThumbnail} duration={post.videoDuration} />}
      {link && <LinkPreviewCard url={link} />}
    </>
  );
}

/** What a repost shows of its original: the same header and content as a card's own. */
export const EmbeddedPost_post = graphql(`
  fragment EmbeddedPost_post on Post {
    id
    ...PostHeader_post
    ...PostContent_post
  }
`);

/** The original post inside a repost, or inside the repost dialog. */
export function EmbeddedPost({ variant = 'feed', ...props }: { post: FragmentType<typeof EmbeddedPost_post> | null; variant?: PostCardVariant }) {
  const post = getFragmentData(EmbeddedPost_post, props.post);
  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="3" bg="bg.subtle">
      {post ? (
        <>
          <PostHeader post={post} avatarSize="xs" />
          <PostContent post={post} variant={variant} />
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          The original post is unavailable. It was deleted, or you can no longer see it.
        </Text>
      )}
    </Stack>
  );
}

export function PostOptionsButton(props: Omit<IconButtonProps, 'aria-label'>) {
  return (
    <IconButton aria-label="Post options" variant="ghost" size="sm" color="fg.muted" mt="-1" me="-2" {...props}>
      <MoreIcon />
    </IconButton>
  );
}

/** A plain button until first pressed; then the real menu loads and opens in its place. */
function PostMenuSlot({ post, onDeleted }: { post: FragmentType<typeof PostMenu_post>; onDeleted?: () => void }) {
  const [requested, setRequested] = useState(false);
  if (!requested) return <PostOptionsButton onClick={() => setRequested(true)} />;
  return (
    <LoadBoundary what="the post's options" variant="compact" fallback={<PostOptionsButton loading />}>
      <PostMenu post={post} onDeleted={onDeleted} />
    </LoadBoundary>
  );
}

/**
 * A card in a feed or on the post page: each part's fields come from its own fragment, and a
 * repost's original (null once deleted, removed or hidden from the viewer) from the embedded one.
 */
export const PostCard_post = graphql(`
  fragment PostCard_post on Post {
    id
    isRepost
    isPromoted
    author {
      id
      displayName
    }
    originalPost {
      id
      ...EmbeddedPost_post
    }
    ...PostHeader_post
    ...PostContent_post
    ...PostActions_post
    ...PostMenu_post
  }
`);

interface PostCardProps {
  post: FragmentType<typeof PostCard_post>;
  variant?: PostCardVariant;
  /** The ⋯ menu: not on the blowing feed (SPEC §6), and only for members. */
  showMenu?: boolean;
  /** After the post is deleted or its author blocked (the post page leaves). */
  onDeleted?: () => void;
  /** The post page's comment button moves to its comment form instead of opening comments here. */
  onComment?: () => void;
}

/**
 * Memoised: a feed re-renders when any of its posts changes (a like, a comment) or only its
 * status does; each card re-renders only when its own post (the cache keeps an unchanged post the
 * same object) or its props change.
 */
export const PostCard = memo(function PostCard({ variant = 'feed', showMenu = true, onDeleted, onComment, ...props }: PostCardProps) {
  const post = getFragmentData(PostCard_post, props.post);
  const { viewer } = useViewer();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const viewRef = usePostView<HTMLDivElement>(post.id, variant === 'page' ? VIEW_DELAY_PAGE_MS : VIEW_DELAY_FEED_MS);
  const menu = viewer && showMenu ? <PostMenuSlot post={post} onDeleted={onDeleted} /> : null;
  const repostLabel = post.isRepost && (
    <Text as="span" fontSize="xs" color="fg.muted" display="inline-flex" alignItems="center" gap="1" flexShrink={0}>
      <RepostIcon boxSize="3" /> reposted
    </Text>
  );

  const label = post.isPromoted ? (
    <>
      {repostLabel}
      <Badge size="sm" colorPalette="orange" variant="subtle" flexShrink={0}>Promoted</Badge>
    </>
  ) : repostLabel;

  return (
    <Card.Root ref={viewRef} as="article" aria-label={`Post by ${post.author.displayName}`} rounded="xl" gap="3" p={{ base: '3.5', md: '4' }}>
      <PostHeader post={post} label={label} menu={menu} />
      <PostContent post={post} variant={variant} />
      {post.isRepost && <EmbeddedPost post={post.originalPost ?? null} variant={variant} />}
      <PostActions
        post={post}
        commentsOpen={commentsOpen}
        onComment={onComment ?? (() => setCommentsOpen((open) => !open))}
      />
      {commentsOpen && (
        <LoadBoundary what="the comments" fallback={<Text fontSize="sm" color="fg.muted">Loading comments...</Text>}>
          <CommentsSection postId={post.id} variant="inline" />
        </LoadBoundary>
      )}
    </Card.Root>
  );
});
