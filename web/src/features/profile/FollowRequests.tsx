import { Button, HStack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../components/toast';
import type { FollowRequestsQuery as FollowRequestsData } from '../../gql/graphql';
import { useViewer } from '../auth/viewer';
import { PeopleList, PersonRow } from '../people/PersonRow';
import { AcceptFollowRequestMutation, DeclineFollowRequestMutation, FollowRequestsQuery } from './documents';
import { reportActionError } from '../../lib/signIn';

type Requester = FollowRequestsData['followRequests'][number];

/** Accept or decline; the row leaves the list, and an accepted follower is counted. */
function RequestActions({ requester }: { requester: Requester }) {
  const client = useApolloClient();
  const { viewer } = useViewer();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);

  const answer = async (choice: 'accept' | 'decline') => {
    setBusy(choice);
    try {
      await client.mutate({
        mutation: choice === 'accept' ? AcceptFollowRequestMutation : DeclineFollowRequestMutation,
        variables: { userId: requester.id },
        update(cache) {
          cache.modify({
            id: 'ROOT_QUERY',
            fields: {
              followRequests: (list: readonly { __ref: string }[], { readField }) =>
                list.filter((ref) => readField('id', ref) !== requester.id),
            },
          });
          if (choice === 'accept' && viewer) {
            cache.modify({
              id: cache.identify({ __typename: 'User', id: viewer.id }),
              fields: { followersCount: (count: number) => count + 1 },
            });
          }
        },
      });
      toast(
        choice === 'accept'
          ? { type: 'success', title: 'Request Accepted', description: `${requester.displayName} now follows you.` }
          : { type: 'info', title: 'Request Declined', description: `${requester.displayName} will not follow you.` },
      );
    } catch (error) {
      reportActionError(error, { title: 'Error', description: 'Failed to answer the follow request. Please try again.' });
      setBusy(null);
    }
  };

  return (
    <HStack gap="2" flexShrink={0}>
      <Button size="xs" colorPalette="brand" loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer('accept')}>
        Accept
      </Button>
      <Button size="xs" variant="outline" loading={busy === 'decline'} disabled={busy !== null} onClick={() => void answer('decline')}>
        Decline
      </Button>
    </HStack>
  );
}

/** Members asking to follow the viewer's private profile. */
export function FollowRequests() {
  const { data, error } = useQuery(FollowRequestsQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <SectionCard title="Follow requests" description="Your profile is private: these members see your posts, connections and location once you accept.">
      <PeopleList
        items={data?.followRequests}
        renderRow={(requester) => <PersonRow key={requester.id} person={requester} action={<RequestActions requester={requester} />} />}
        placeholders={2}
        failure={error && <Text color="fg.muted" fontSize="sm">Follow requests could not be loaded.</Text>}
        empty={<Text color="fg.muted" fontSize="sm">No pending follow requests.</Text>}
      />
    </SectionCard>
  );
}
