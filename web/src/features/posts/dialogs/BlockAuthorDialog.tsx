import { Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { toast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { refreshFeeds } from '../feed/refreshFeeds';
import { reportActionError } from '../../../lib/signIn';
import { DialogFrame } from '../../../components/DialogFrame';

export const BlockReasonsQuery = graphql(`
  query BlockReasons {
    blockReasons
  }
`);

export const BlockUserMutation = graphql(`
  mutation BlockUser($userId: ID!, $reason: String) {
    blockUser(userId: $userId, reason: $reason)
  }
`);

interface BlockAuthorDialogProps {
  author: { id: string; displayName: string };
  onClose: () => void;
  onBlocked: () => void;
}

export function BlockAuthorDialog({ author, onClose, onBlocked }: BlockAuthorDialogProps) {
  const formId = useId();
  const client = useApolloClient();
  const { data } = useQuery(BlockReasonsQuery);
  const [reason, setReason] = useState('');
  const [block, { loading }] = useMutation(BlockUserMutation);
  const reasons = data?.blockReasons ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      // The server's default reason (the spec's 'Inappropriate content') when none is chosen.
      await block({ variables: { userId: author.id, reason: reason || null } });
      toast({ type: 'success', title: 'User Blocked', description: `You will no longer see posts from ${author.displayName}.` });
      onBlocked();
      void refreshFeeds(client);
    } catch (error) {
      reportActionError(error, { title: 'Block Failed', description: 'Failed to block this member. Please try again.' });
    }
  };

  return (
    <DialogFrame
      title={`Block ${author.displayName}?`}
      onClose={onClose}
      confirm={{ label: 'Block', form: formId, loading, danger: true }}
    >
      <Stack as="form" id={formId} onSubmit={submit} gap="4">
        <Text>
          You will not see each other’s posts or comments, and any follows between you end.
        </Text>
        <FormField label="Reason">
          <SelectField value={reason} onChange={setReason} options={reasons.map((r) => ({ value: r, label: r }))} noneLabel="Choose a reason (optional)" />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
