import { Button, Card, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { useParams } from 'react-router-dom';
import { readApiError } from '../../apollo/errors';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { toast } from '../../components/toast';
import { graphql } from '../../gql';
import type { ProfileQuery as ProfileData } from '../../gql/graphql';
import { useViewer } from '../auth/viewer';
import { BlockIcon } from '../../components/icons';
import { BankingSummary } from '../wallet/BankingSummary';
import { AuthorPosts } from './AuthorPosts';
import { BackLink } from './BackLink';
import { CivicEngagement } from './CivicEngagement';
import { UnblockUserMutation } from './documents';
import { LockIcon } from './icons';
import { MentionRedirect } from './MentionRedirect';
import { ProfileLoadError } from './ProfileLoadError';
import { ProfileHeader } from './ProfileHeader';
import { ProfileNotFound } from './ProfileNotFound';
import { useReturnTo } from './returnTo';
import { DataAge } from '../../components/DataAge';
import { reportActionError } from '../../lib/signIn';

// Dialogs load when opened: most visits only read.
const EditProfileDialog = lazyRetry(() => import('./EditProfileDialog'));
const ReportDialog = lazyRetry(() => import('../moderation/ReportDialog').then((m) => ({ default: m.ReportDialog })));
const BlockAuthorDialog = lazyRetry(() => import('../posts/dialogs/BlockAuthorDialog').then((m) => ({ default: m.BlockAuthorDialog })));

export const ProfileQuery = graphql(`
  query Profile($id: ID!) {
    user(id: $id) {
      id
      displayName
      firstName
      occupation
      membershipType
      partyAffiliation
      canSeeProfile
      ...ProfileHeader_profile
      ...CivicEngagement_profile
      ...EditProfileDialog_profile
    }
  }
`);

type Profile = ProfileData['user'];
type Dialog = 'edit' | 'block' | 'report' | null;

interface NoticeProps {
  title: string;
  children: string;
  icon?: typeof LockIcon;
  action?: ReactNode;
}

function Notice({ title, children, icon = LockIcon, action }: NoticeProps) {
  return (
    <Card.Root as="section" aria-label={title} rounded="2xl" bg="bg.subtle">
      <Card.Body gap="2" p={{ base: '4', md: '5' }}>
        <HStack gap="2">
          <Icon as={icon} boxSize="4" color="fg.muted" />
          <Heading as="h2" size="sm">
            {title}
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {children}
        </Text>
        {action}
      </Card.Body>
    </Card.Root>
  );
}

/** After a block: the profile is gone for both until the viewer unblocks, here or in Settings › Blocked members. */
function BlockedNotice({ profile, onUnblocked }: { profile: Profile; onUnblocked: () => void }) {
  const [unblock, { loading }] = useMutation(UnblockUserMutation, { variables: { userId: profile.id } });
  const undo = async () => {
    try {
      await unblock();
      toast({ type: 'success', title: 'User Unblocked', description: `You can see ${profile.displayName}’s profile and posts again.` });
      onUnblocked();
    } catch (error) {
      reportActionError(error, { title: 'Unblock Failed', description: 'Failed to unblock this member. Please try again.' });
    }
  };
  return (
    <Notice
      title={`You blocked ${profile.displayName}`}
      icon={BlockIcon}
      action={
        <Button size="sm" variant="outline" alignSelf="flex-start" loading={loading} onClick={() => void undo()}>
          Unblock
        </Button>
      }
    >
      You no longer see each other’s profiles, posts or comments, and any follows between you have ended.
    </Notice>
  );
}

/** /profile (one's own) and /profile/:userId, with ?returnTo= for the back button (SPEC §2); /profile/@handle for mentions. */
export default function ProfilePage() {
  const { userId } = useParams();
  const returnTo = useReturnTo();
  if (userId?.startsWith('@')) return <MentionRedirect key={userId} handle={userId} returnTo={returnTo} />;
  return <MemberProfile key={userId ?? 'own'} userId={userId} returnTo={returnTo} />;
}

function MemberProfile({ userId, returnTo }: { userId: string | undefined; returnTo: string }) {
  const { viewer } = useViewer();
  const id = userId ?? viewer?.id ?? '';
  const [dialog, setDialog] = useState<Dialog>(null);
  const [blocked, setBlocked] = useState(false);
  const { data, error, refetch } = useQuery(ProfileQuery, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });

  // The api's "not found" wins over a copy kept in the cache (a member who has blocked the viewer since).
  if (readApiError(error).code === 'NOT_FOUND') return <ProfileNotFound returnTo={returnTo} />;
  const profile = data?.user;
  if (!profile || profile.id !== id) {
    if (error) {
      return <ProfileLoadError onRetry={() => void refetch()} />;
    }
    return <PageSkeleton />;
  }

  const isOwner = viewer?.id === profile.id;
  const firstName = profile.firstName ?? profile.displayName;
  const incomplete = isOwner && (!profile.membershipType || !profile.partyAffiliation);

  return (
    <PageContainer maxW="2xl">
      <BackLink to={returnTo} />
      <Stack gap="4">
        <DataAge query={ProfileQuery} variables={{ id }} />
        {blocked ? (
          <BlockedNotice
            profile={profile}
            onUnblocked={() => {
              setBlocked(false);
              void refetch();
            }}
          />
        ) : (
          <>
            <ProfileHeader profile={profile} isOwner={isOwner} onEdit={() => setDialog('edit')} onBlock={() => setDialog('block')} onReport={() => setDialog('report')} />
            {incomplete && (
              <Card.Root as="section" aria-label="Complete Profile" rounded="2xl" borderColor="brand.muted" bg="brand.subtle">
                <Card.Body gap="2" p={{ base: '4', md: '5' }}>
                  <Heading as="h2" size="sm">
                    Complete Profile
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    Add your membership type and party so voters know where you stand. Your party stays private unless you
                    choose to show it.
                  </Text>
                  <Button size="sm" colorPalette="brand" alignSelf="flex-start" onClick={() => setDialog('edit')}>
                    Complete Profile
                  </Button>
                </Card.Body>
              </Card.Root>
            )}
            {!profile.canSeeProfile && (
              <Notice title="This profile is private">
                {`This profile is private. Follow requests are approved by ${firstName}; their posts, connections and location are hidden until then.`}
              </Notice>
            )}
            <CivicEngagement profile={profile} />
            {isOwner && <BankingSummary />}
            {profile.canSeeProfile && (
              <AuthorPosts userId={profile.id} emptyText={isOwner ? 'You haven’t posted yet.' : `${firstName} hasn’t posted yet.`} />
            )}
          </>
        )}
      </Stack>
      <LoadBoundary what="the dialog" variant="overlay" onClose={() => setDialog(null)} resetKey={dialog}>
        {dialog === 'edit' && <EditProfileDialog profile={profile} email={viewer?.email ?? null} onClose={() => setDialog(null)} />}
        {dialog === 'report' && <ReportDialog contentType="user" contentId={profile.id} onClose={() => setDialog(null)} />}
        {dialog === 'block' && (
          <BlockAuthorDialog
            author={profile}
            onClose={() => setDialog(null)}
            onBlocked={() => {
              setDialog(null);
              setBlocked(true);
            }}
          />
        )}
      </LoadBoundary>
    </PageContainer>
  );
}
