import { Badge, Box, Button, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { toast } from '../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { LogRow_ActionFragment } from '../../gql/graphql';
import { ModerationLogQuery } from './documents';
import { ACTION_VERB, SUBJECT_NOUN } from './labels';
import { DialogFrame } from '../../components/DialogFrame';
import { refusalMessage, reportActionError } from '../../lib/signIn';
import { lagosDate } from '../../lib/format';
import { ShowMoreButton } from '../../components/ShowMoreButton';

const LogRow_action = graphql(`
  fragment LogRow_action on ModerationAction {
    id
    action
    contentType
    contentId
    reason
    duration
    isActive
    isReversible
    createdAt
    expiresAt
    reversedAt
    reversalReason
    contentPreview
    postId
    grantedRole
    moderator {
      id
      displayName
    }
    reversedBy {
      id
      displayName
    }
    targetUser {
      id
      displayName
      handle
    }
  }
`);

export const ReverseModerationMutation = graphql(`
  mutation ReverseModeration($id: ID!, $reason: String!) {
    reverseModerationAction(id: $id, reason: $reason) {
      id
      ...LogRow_action
    }
  }
`);

function ReverseDialog({ action, onClose }: { action: LogRow_ActionFragment; onClose: () => void }) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reverse, { loading }] = useMutation(ReverseModerationMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await reverse({ variables: { id: action.id, reason: reason.trim() } });
      toast({ type: 'success', title: 'Reversed', description: 'The action was reversed and the member can see the change.' });
      onClose();
    } catch (caught) {
      const message = refusalMessage(caught);
      if (message) setError(message);
      else reportActionError(caught, { title: 'Reversal Failed', description: 'Please try again.' });
    }
  };
  return (
    <DialogFrame title="Reverse action" onClose={onClose} confirm={{ label: 'Reverse', form: formId, loading, disabled: !reason.trim() }}>
      <Stack as="form" id={formId} onSubmit={submit} gap="4">
        <Text fontSize="sm" color="fg.muted">
          Hidden or removed content shows again, a suspension or ban lifts, dismissed reports reopen. The action stays in the log.
        </Text>
        <FormField label="Why is it reversed?" required error={error}>
          <Textarea value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}

function LogRow({ isSuperAdmin, ...props }: { action: FragmentType<typeof LogRow_action>; isSuperAdmin: boolean }) {
  const action = getFragmentData(LogRow_action, props.action);
  const [reversing, setReversing] = useState(false);
  const who = action.moderator?.displayName ?? 'A moderator';
  const target = action.targetUser?.displayName;
  const subject =
    action.action === 'SET_ROLE'
      ? `${target ?? 'a member'} (now ${action.grantedRole?.toLowerCase().replace('_', ' ')})`
      : action.contentType === 'OFFICIAL'
        ? <Link asChild color="brand.fg"><RouterLink to={`/officials/${action.contentId}`}>an official’s record</RouterLink></Link>
        : action.contentType === 'USER'
        ? (target ?? 'a member')
        : `a ${SUBJECT_NOUN[action.contentType]}${target ? ` by ${target}` : ''}`;
  const verb = action.contentType === 'USER' ? ACTION_VERB[action.action].replace(' the author of', '') : ACTION_VERB[action.action];
  return (
    <Box as="li" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} listStyleType="none">
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="1" minW="0">
          <Text fontSize="sm" overflowWrap="anywhere">
            <Text as="span" fontWeight="medium">{who}</Text> {verb} {subject}
            {action.duration ? ` for ${action.duration >= 24 ? `${action.duration / 24} days` : `${action.duration} hours`}` : ''}
          </Text>
          {action.contentPreview && (
            <Text fontSize="sm" color="fg.muted" lineClamp="2" overflowWrap="anywhere">
              “{action.contentPreview}”
            </Text>
          )}
          {action.reason && (
            <Text fontSize="sm">
              <Text as="span" color="fg.muted">Reason:</Text> {action.reason}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {lagosDate(action.createdAt, 'dateTime')}
            {action.postId && (
              <>
                {' · '}
                <Link asChild color="brand.fg">
                  <RouterLink to={`/post/${action.postId}`}>Open the post</RouterLink>
                </Link>
              </>
            )}
          </Text>
          {!action.isActive && action.reversedAt && (
            <Text fontSize="xs" color="fg.warning">
              Reversed by {action.reversedBy?.displayName ?? 'a super admin'} on {lagosDate(action.reversedAt, 'dateTime')}: {action.reversalReason}
            </Text>
          )}
        </Stack>
        <Stack align="end" gap="2" flexShrink={0}>
          {!action.isActive && <Badge>Reversed</Badge>}
          {isSuperAdmin && action.isReversible && (
            <Button size="xs" variant="outline" onClick={() => setReversing(true)}>
              Reverse
            </Button>
          )}
        </Stack>
      </HStack>
      {reversing && <ReverseDialog action={action} onClose={() => setReversing(false)} />}
    </Box>
  );
}

/** Every action, newest first: who, when, why; super admins reverse from here. */
export function ModerationLog({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const { data, error, loading, fetchMore } = useQuery(ModerationLogQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const page = data?.moderationLog;
  if (!page) {
    return <Text color="fg.muted">{error ? 'The moderation log could not be loaded.' : 'Loading the log…'}</Text>;
  }
  if (!page.edges.length) return <Text color="fg.muted">No actions yet.</Text>;
  return (
    <Stack gap="3">
      <Box as="ul" aria-label="Moderation log">
        {page.edges.map(({ node }) => (
          <LogRow key={node.id} action={node} isSuperAdmin={isSuperAdmin} />
        ))}
      </Box>
      <ShowMoreButton pageInfo={page.pageInfo} loading={loading} fetchMore={fetchMore}>
        Show older actions
      </ShowMoreButton>
    </Stack>
  );
}
