import { Button, Card, Center, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { readApiError } from '../../apollo/errors';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { UserAvatar } from '../../components/UserAvatar';
import { getFragmentData, graphql } from '../../gql';
import { FollowButton } from './FollowButton';
import { PeopleList, PersonRow } from './PersonRow';
import { BackLink } from './BackLink';
import { ProfileNotFound } from './ProfileNotFound';
import { formatCount } from '../../lib/format';
import { useNearScreen } from '../../lib/useNearScreen';

/** Whose connections a page lists: the header and the tab counts. */
export const ConnectionsOwnerQuery = graphql(`
  query ConnectionsOwner($id: ID!) {
    user(id: $id) {
      id
      displayName
      handle
      avatarUrl
      isPrivateProfile
      isFollowing
      isFollowRequested
      followersCount
      followingCount
      canSeeProfile
    }
  }
`);

/** A page of followers or followed. */
const ConnectionList_people = graphql(`
  fragment ConnectionList_people on UserConnection {
    edges {
      cursor
      node {
        id
        ...PersonRow_person
        ...FollowButton_person
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

// A follow button refetches these by name after a change (useFollowToggle).
const FollowersQuery = graphql(`
  query Followers($userId: ID!, $first: Int!, $after: String) {
    people: followers(userId: $userId, first: $first, after: $after) {
      ...ConnectionList_people
    }
  }
`);

const FollowingQuery = graphql(`
  query Following($userId: ID!, $first: Int!, $after: String) {
    people: following(userId: $userId, first: $first, after: $after) {
      ...ConnectionList_people
    }
  }
`);

type Kind = 'followers' | 'following';

const PAGE_SIZE = 20;
/** SPEC §2: eight placeholder rows while a list loads. */
const PLACEHOLDER_ROWS = 8;
const LISTS = {
  followers: { query: FollowersQuery, empty: 'No followers yet' },
  following: { query: FollowingQuery, empty: 'Not following anyone yet' },
} as const;

function ConnectionList({ userId, kind }: { userId: string; kind: Kind }) {
  const { query, empty } = LISTS[kind];
  const { data, error, networkStatus, fetchMore } = useQuery(query, {
    variables: { userId, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const people = getFragmentData(ConnectionList_people, data?.people);
  const page = people?.pageInfo;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const canLoadMore = Boolean(page?.hasNextPage) && !loadingMore;
  const loadMore = () => {
    if (!canLoadMore || !page?.endCursor) return;
    // Pages append (apollo/typePolicies): the list grows as the reader scrolls.
    void fetchMore({ variables: { after: page.endCursor } }).catch(() => undefined);
  };
  const sentinel = useNearScreen<HTMLDivElement>(loadMore, canLoadMore);

  return (
    <Stack gap="0">
      <PeopleList
        items={people?.edges}
        renderRow={({ node }) => <PersonRow key={node.id} person={node} action={<FollowButton person={node} />} />}
        placeholders={PLACEHOLDER_ROWS}
        failure={error && <Text color="fg.muted" py="6" textAlign="center">The list could not be loaded.</Text>}
        empty={<Text color="fg.muted" py="8" textAlign="center">{empty}</Text>}
      />
      <div ref={sentinel} aria-hidden />
      {page?.hasNextPage && (
        <Center pt="2">
          <Button size="sm" variant="outline" loading={loadingMore} onClick={loadMore}>
            Show more
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** /profile/:userId/connections?tab=followers|following (SPEC §2). */
export default function ConnectionsPage() {
  const { userId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Kind = params.get('tab') === 'following' ? 'following' : 'followers';
  const { data, error } = useQuery(ConnectionsOwnerQuery, { variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const profileHref = `/profile/${userId}`;

  const owner = data?.user;
  if (!owner) {
    if (error && readApiError(error).code === 'NOT_FOUND') return <ProfileNotFound returnTo="/?tab=connect" />;
    return error ? <Text p="8" textAlign="center" color="fg.muted">The connections could not be loaded.</Text> : <PageSkeleton />;
  }

  return (
    <PageContainer maxW="2xl">
      <BackLink to={profileHref} label={`Back to ${owner.displayName}`} />
      <Card.Root as="section" aria-label={`Connections of ${owner.displayName}`} rounded="2xl">
        <Card.Body gap="4" p={{ base: '4', md: '5' }}>
          <HStack gap="3">
            <UserAvatar name={owner.displayName} src={owner.avatarUrl} size="md" />
            <Stack gap="0" minW="0">
              <Text as="h1" fontWeight="bold" fontSize="lg" truncate>
                {owner.displayName}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                @{owner.handle}
              </Text>
            </Stack>
          </HStack>
          <Tabs.Root
            value={tab}
            onValueChange={({ value }) => setParams({ tab: value }, { replace: true })}
            variant="line"
            colorPalette="brand"
            fitted
          >
            <Tabs.List>
              <Tabs.Trigger value="followers">Followers ({formatCount(owner.followersCount)})</Tabs.Trigger>
              <Tabs.Trigger value="following">Following ({formatCount(owner.followingCount)})</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value={tab} pt="2">
              {owner.canSeeProfile ? (
                <ConnectionList key={tab} userId={userId} kind={tab} />
              ) : (
                <Text color="fg.muted" py="8" textAlign="center">
                  This profile is private: its connections show once {owner.displayName} approves your follow request.
                </Text>
              )}
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
