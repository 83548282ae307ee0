import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FactList } from '../../components/FactList';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { endingSessionHere, endSession } from '../auth/viewer';
import { DeactivateAccountMutation, DeleteAccountMutation } from './documents';
import { type ConfirmButton, DialogFrame } from '../../components/DialogFrame';
import { lagosDate } from '../../lib/format';

/** SPEC §4 and §9: the member sees the outcome, then is signed out this long after. */
export const SIGN_OUT_DELAY_MS = 2000;

type Step = 'deactivate' | 'delete' | 'delete-final';

const ACTIONS = {
  deactivate: {
    verb: 'deactivate',
    failedTitle: 'Deactivation Failed',
    done: { title: 'Account Deactivated', description: 'Signing you out. Sign in again any time to come back.' },
  },
  delete: {
    verb: 'delete',
    failedTitle: 'Deletion Failed',
    done: { title: 'Account Deleted', description: 'Your profile, posts and connections were removed. Signing you out.' },
  },
} as const;

const AccountPanel_profile = graphql(`
  fragment AccountPanel_profile on User {
    id
    createdAt
    isPrivateProfile
    updatedAt
  }
`);

/** Member since, visibility, last update; the data download; deactivation and deletion. */
export function AccountPanel(props: { profile: FragmentType<typeof AccountPanel_profile> }) {
  const profile = getFragmentData(AccountPanel_profile, props.profile);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step | null>(null);
  const [deactivate, deactivation] = useMutation(DeactivateAccountMutation);
  const [remove, deletion] = useMutation(DeleteAccountMutation);

  const run = async (action: keyof typeof ACTIONS, mutate: () => Promise<unknown>) => {
    const { verb, failedTitle, done } = ACTIONS[action];
    endingSessionHere(true); // the server ends every session of the account, this tab's too
    try {
      await mutate();
    } catch (error) {
      endingSessionHere(false);
      // A refusal from the server, or no answer at all (the network).
      const description = `Failed to ${verb} account. Please try again or contact support.`;
      toast({ type: 'error', title: CombinedGraphQLErrors.is(error) ? failedTitle : 'Error', description });
      return;
    }
    setStep(null);
    toast({ type: 'success', ...done });
    // The server already ended the session; this tab follows once the member has read the outcome.
    setTimeout(() => {
      navigate('/');
      void endSession(client);
    }, SIGN_OUT_DELAY_MS);
  };

  const close = () => setStep(null);
  const busy = deactivation.loading || deletion.loading;
  // Deleting asks twice (SPEC §4): what goes, then that it cannot be undone.
  const dialogs: Record<Step, { title: string; text: string; confirm: ConfirmButton }> = {
    deactivate: {
      title: 'Deactivate your account?',
      text: 'Your profile and posts are hidden and you are signed out everywhere. Sign in again any time to come back.',
      confirm: { label: 'Deactivate', loading: busy, onClick: () => void run('deactivate', deactivate) },
    },
    delete: {
      title: 'Delete your account permanently?',
      text: 'Your profile, posts, comments, likes and connections will be removed. Download your data first if you want a copy.',
      confirm: { label: 'Continue', onClick: () => setStep('delete-final') },
    },
    'delete-final': {
      title: 'This cannot be undone',
      text: 'Are you sure? Once deleted, your account and everything in it are gone for good.',
      confirm: { label: 'Delete my account', loading: busy, onClick: () => void run('delete', remove) },
    },
  };
  const dialog = step && dialogs[step];

  return (
    <SectionCard title="Account">
      <FactList
        facts={[
          { label: 'Member since', value: lagosDate(profile.createdAt, 'longDate') },
          { label: 'Profile visibility', value: profile.isPrivateProfile ? 'Private' : 'Public' },
          // The member's own profile: the API nulls updatedAt for others only.
          { label: 'Last updated', value: profile.updatedAt && lagosDate(profile.updatedAt, 'longDate') },
        ]}
      />
      <Stack gap="2" align="flex-start">
        <Text fontSize="sm" color="fg.muted">
          A copy of everything we store about you, as a JSON file.
        </Text>
        <Button asChild variant="outline" size="sm">
          <a href="/api/user/export" download>
            Download my data
          </a>
        </Button>
      </Stack>
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <Heading as="h3" size="sm">
          Leave the network
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Deactivating hides your profile and posts until you sign in again. Deleting removes your profile, posts, comments
          and connections for good.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button variant="outline" colorPalette="red" onClick={() => setStep('deactivate')}>
            Deactivate account
          </Button>
          <Button colorPalette="red" onClick={() => setStep('delete')}>
            Delete account permanently
          </Button>
        </Stack>
      </Stack>

      {/* One dialog whose step changes: a second one mounting under the pointer would take the click as outside. */}
      {dialog && (
        <DialogFrame title={dialog.title} onClose={close} confirm={{ danger: true, ...dialog.confirm }}>
          <Text>{dialog.text}</Text>
        </DialogFrame>
      )}
    </SectionCard>
  );
}
