import { Menu, Portal } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { lazyRetry } from '../../../components/lazyRetry';
import { LoadBoundary } from '../../../components/LoadBoundary';
import { toast } from '../../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PostMenu_PostFragment } from '../../../gql/graphql';
import { useViewer } from '../../auth/viewer';
import { useViewerPowers } from '../../auth/viewerPowers';
import { BoostIcon, EditIcon, FlagIcon, TrashIcon } from '../icons';
import { BlockIcon, RepostIcon } from '../../../components/icons';
import { PostOptionsButton } from '../PostCard';
import { BlockAuthorDialog } from './BlockAuthorDialog';
import { DeletePostDialog } from './DeletePostDialog';
import { EditPostDialog } from './EditPostDialog';
import { ReportPostDialog } from './ReportPostDialog';
import { RepostDialog } from './RepostDialog';

const PromotePostDialog = lazyRetry(() => import('../../wallet/PromotePostDialog'));

/** What the menu decides its actions by, and what its dialogs read. */
export const PostMenu_post = graphql(`
  fragment PostMenu_post on Post {
    id
    isRepost
    isPromoted
    isBoostedToBlowing
    author {
      id
      displayName
      isFollowing
    }
    originalPost {
      id
    }
    ...EditPostDialog_post
    ...RepostDialog_post
  }
`);

export const BoostPostMutation = graphql(`
  mutation BoostPost($id: ID!) {
    boostPost(id: $id) {
      id
      isBoostedToBlowing
    }
  }
`);

type Action = 'edit' | 'promote' | 'delete' | 'repost' | 'report' | 'block' | 'admin-delete' | 'boost';

interface MenuAction {
  value: Action;
  label: string;
  icon: typeof EditIcon;
  danger?: boolean;
}

function actionsFor(post: PostMenu_PostFragment, viewerId: string, isAdmin: boolean): MenuAction[] {
  const own = post.author.id === viewerId;
  const actions: (MenuAction | false)[] = [
    // A repost's text is its comment, which editPost does not change: reposts are deleted, not edited.
    own && !post.isRepost && { value: 'edit', label: 'Edit', icon: EditIcon },
    // SPEC §6: members promote their own posts (a repost promotes someone else's words: not offered).
    own && !post.isRepost && !post.isPromoted && { value: 'promote', label: 'Promote Post', icon: BoostIcon },
    own && { value: 'delete', label: 'Delete', icon: TrashIcon, danger: true },
    // SPEC §6: members repost the posts of people they follow (a repost shares its original).
    !own && post.author.isFollowing && (!post.isRepost || Boolean(post.originalPost)) && { value: 'repost', label: 'Repost', icon: RepostIcon },
    !own && { value: 'report', label: 'Report', icon: FlagIcon },
    !own && { value: 'block', label: `Block ${post.author.displayName}`, icon: BlockIcon },
    isAdmin && !post.isBoostedToBlowing && { value: 'boost', label: 'Boost to Blowing', icon: BoostIcon },
    isAdmin && !own && { value: 'admin-delete', label: 'Admin Delete', icon: TrashIcon, danger: true },
  ];
  return actions.filter((action): action is MenuAction => Boolean(action));
}

interface PostMenuProps {
  post: FragmentType<typeof PostMenu_post>;
  onDeleted?: () => void;
}

/** The ⋯ menu of a post, opened as soon as it loads (PostCard loads it on the first press). */
export default function PostMenu({ onDeleted, ...props }: PostMenuProps) {
  const post = getFragmentData(PostMenu_post, props.post);
  const { viewer } = useViewer();
  const { isAdmin } = useViewerPowers();
  const [dialog, setDialog] = useState<Exclude<Action, 'boost'> | null>(null);
  const [boost] = useMutation(BoostPostMutation, { variables: { id: post.id } });
  if (!viewer) return null;

  const boostToBlowing = async () => {
    try {
      await boost();
      toast({ type: 'success', title: 'Success', description: 'Post boosted to blowing feed' });
    } catch {
      toast({ type: 'error', title: 'Error', description: 'Failed to boost post' });
    }
  };
  // Each item acts from its own click, not from Menu.Root's onSelect: zag selects the *highlighted*
  // item, and a bare click (a screen reader's activation, a tap that never highlighted) has none, so
  // onSelect would close the menu and do nothing. Enter/Space click the highlighted item: one action.
  const act = (value: Action) => (value === 'boost' ? void boostToBlowing() : setDialog(value));
  const close = () => setDialog(null);
  const closeGone = () => {
    close();
    onDeleted?.();
  };

  return (
    <>
      <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <PostOptionsButton />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              {actionsFor(post, viewer.id, isAdmin).map(({ value, label, icon: Icon, danger }) => (
                <Menu.Item key={value} value={value} onClick={() => act(value)} color={danger ? 'fg.error' : undefined} _hover={danger ? { bg: 'bg.error' } : undefined}>
                  <Icon boxSize="4" />
                  {label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {dialog === 'edit' && <EditPostDialog post={post} onClose={close} />}
      {dialog === 'promote' && (
        <LoadBoundary what="Promote" variant="overlay" onClose={close}>
          <PromotePostDialog postId={post.id} onClose={close} />
        </LoadBoundary>
      )}
      {dialog === 'repost' && <RepostDialog post={post} onClose={close} />}
      {dialog === 'report' && <ReportPostDialog post={post} onClose={close} />}
      {dialog === 'block' && <BlockAuthorDialog author={post.author} onClose={close} onBlocked={closeGone} />}
      {(dialog === 'delete' || dialog === 'admin-delete') && (
        <DeletePostDialog postId={post.id} asAdmin={dialog === 'admin-delete'} onClose={close} onDeleted={closeGone} />
      )}
    </>
  );
}
