import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { removeFromList } from '../../apollo/typePolicies';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../components/toast';
import { UserAvatar } from '../../components/UserAvatar';
import type { BlockedMembersQuery as BlockedMembersData } from '../../gql/graphql';
import { PersonRowPlaceholders } from '../people/PersonRow';
import { UnblockUserMutation } from '../people/documents';
import { BlockedMembersQuery } from './documents';
import { reportActionError } from '../../lib/signIn';
import { lagosDate } from '../../lib/format';

type Blocked = BlockedMembersData['blockedMembers']['edges'][number]['node'];

/** One blocked member: not a link, as their profile stays hidden from the viewer until unblocked. */
function BlockedRow({ blocked }: { blocked: Blocked }) {
  const { user } = blocked;
  const [unblock, { loading }] = useMutation(UnblockUserMutation, {
    variables: { userId: user.id },
    update(cache) {
      const unblocked = cache.identify({ __typename: 'User', id: user.id });
      removeFromList(cache, { field: 'blockedMembers', removes: (node) => cache.identify((node as { user: Reference }).user) === unblocked });
    },
  });
  const undo = async () => {
    try {
      await unblock();
      toast({ type: 'success', title: 'User Unblocked', description: `You can see ${user.displayName}’s profile and posts again.` });
    } catch (error) {
      reportActionError(error, { title: 'Unblock Failed', description: 'Failed to unblock this member. Please try again.' });
    }
  };
  return (
    <HStack as="li" gap="3" py="2.5" listStyleType="none">
      <UserAvatar name={user.displayName} src={user.avatarUrl} size="md" />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="semibold" lineClamp="2" overflowWrap="anywhere">
          {user.displayName}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          @{user.handle}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Blocked {lagosDate(blocked.blockedAt, 'longDate')} · {blocked.reason}
        </Text>
      </Stack>
      <Button size="xs" variant="outline" flexShrink={0} loading={loading} onClick={() => void undo()}>
        Unblock
      </Button>
    </HStack>
  );
}

/** Whom the member blocked, with Unblock: their profiles say 'Profile not found' to the member, so this is the way back. */
export function BlockedMembers() {
  const { data, error, fetchMore, loading } = useQuery(BlockedMembersQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const page = data?.blockedMembers;
  const more = () =>
    page?.pageInfo.endCursor &&
    void fetchMore({ variables: { after: page.pageInfo.endCursor } }).catch(() => undefined);

  let body;
  if (!page) {
    body = error ? <Text color="fg.muted" fontSize="sm">Blocked members could not be loaded.</Text> : <PersonRowPlaceholders count={2} />;
  } else if (page.edges.length === 0) {
    body = <Text color="fg.muted" fontSize="sm">You haven’t blocked anyone.</Text>;
  } else {
    body = (
      <>
        <Box as="ul">
          {page.edges.map(({ node }) => (
            <BlockedRow key={node.user.id} blocked={node} />
          ))}
        </Box>
        {page.pageInfo.hasNextPage && (
          <Button size="sm" variant="outline" alignSelf="flex-start" loading={loading} onClick={more}>
            Show more
          </Button>
        )}
      </>
    );
  }
  return (
    <SectionCard
      title="Blocked members"
      description="You and the members you block don’t see each other’s profiles, posts or comments. Unblocking doesn’t restore follows."
    >
      {body}
    </SectionCard>
  );
}
