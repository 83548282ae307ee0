import { Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { toast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { forgetPost } from '../feed/refreshFeeds';
import { reportActionError } from '../../../lib/signIn';
import { DialogFrame } from '../../../components/DialogFrame';

export const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export const AdminDeletePostMutation = graphql(`
  mutation AdminDeletePost($id: ID!) {
    adminDeletePost(id: $id)
  }
`);

interface DeletePostDialogProps {
  postId: string;
  /** Admin Delete of someone else's post. */
  asAdmin: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeletePostDialog({ postId, asAdmin, onClose, onDeleted }: DeletePostDialogProps) {
  const client = useApolloClient();
  const [deletePost, { loading }] = useMutation(asAdmin ? AdminDeletePostMutation : DeletePostMutation, { variables: { id: postId } });

  const remove = async () => {
    try {
      await deletePost();
      forgetPost(client, postId);
      toast({ type: 'success', title: 'Post Deleted', description: asAdmin ? 'The post has been removed.' : 'Your post has been deleted.' });
      onDeleted();
    } catch (error) {
      reportActionError(error, { title: 'Delete Failed', description: 'Failed to delete post. Please try again.' });
    }
  };

  return (
    <DialogFrame
      title={asAdmin ? 'Admin Delete' : 'Delete Post'}
      size="sm"
      onClose={onClose}
      confirm={{ label: 'Delete', onClick: () => void remove(), loading, danger: true }}
    >
      <Text>
        {asAdmin
          ? 'This post will be removed for everyone, with its comments. This cannot be undone.'
          : 'Your post will be removed for everyone, with its comments. This cannot be undone.'}
      </Text>
    </DialogFrame>
  );
}
