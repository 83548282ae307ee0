import type { ApolloCache, ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { isUnreachable, readApiError } from '../../apollo/errors';
import { isOnline } from '../../apollo/connectivity';
import { toast } from '../../components/toast';
import type { FollowButton_PersonFragment } from '../../gql/graphql';
import { useViewer } from '../auth/viewer';
import { enqueue } from '../offline/outbox';
import { FollowMutation, UnfollowMutation } from './documents';
import { reportActionError } from '../../lib/signIn';
import { useRequireSignIn } from '../auth/useRequireSignIn';

type Person = Omit<FollowButton_PersonFragment, ' $fragmentName'>;
interface FollowState {
  __typename?: 'FollowState';
  isFollowing: boolean;
  isRequested: boolean;
  followersCount: number;
}

type FollowDocument = TypedDocumentNode<Record<string, FollowState>, { userId: string; idempotencyKey?: string | null }>;
const MUTATIONS = {
  follow: FollowMutation as FollowDocument,
  unfollow: UnfollowMutation as FollowDocument,
};

/** What the screen should show once a follow or unfollow lands, guessed before the server answers. */
function expectedState(person: Person, follow: boolean): FollowState {
  const wasFollowing = person.isFollowing;
  if (!follow) {
    return { isFollowing: false, isRequested: false, followersCount: Math.max(0, person.followersCount - (wasFollowing ? 1 : 0)) };
  }
  // A private profile's owner approves first: a request, and no new follower yet.
  if (person.isPrivateProfile) return { isFollowing: false, isRequested: true, followersCount: person.followersCount };
  return { isFollowing: true, isRequested: false, followersCount: person.followersCount + 1 };
}

/** Writes a follow state into the cache: the member's button and count, and the viewer's own following count. */
function applyState(cache: ApolloCache, person: Person, viewerId: string, state: FollowState) {
  cache.modify({
    id: cache.identify({ __typename: 'User', id: person.id }),
    fields: {
      isFollowing: () => state.isFollowing,
      isFollowRequested: () => state.isRequested,
      followersCount: () => state.followersCount,
    },
  });
  const delta = Number(state.isFollowing) - Number(person.isFollowing);
  if (delta === 0) return;
  cache.modify({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: { followingCount: (count: number) => Math.max(0, count + delta) },
  });
}

/** The connections page's lists, by operation name: a card's follow button ships without their documents. */
const FOLLOW_LISTS = new Set(['Followers', 'Following']);

/** Lists that changed reload: follower lists on screen now, the Following feed when next shown. */
async function refreshLists(client: ApolloClient) {
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'feed', args: { kind: 'FOLLOWING' } });
  await client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) => FOLLOW_LISTS.has(query.queryName ?? ''),
  });
}

function successToast(person: Person, state: FollowState) {
  if (state.isFollowing) return toast({ type: 'success', title: 'Followed', description: `You are now following ${person.displayName}.` });
  if (state.isRequested) {
    return toast({ type: 'success', title: 'Follow Requested', description: `${person.displayName} will approve or decline your request.` });
  }
  toast({ type: 'success', title: 'Unfollowed', description: `You no longer follow ${person.displayName}.` });
}

interface Options {
  /** The sidebar stays quiet (SPEC §8): no toasts, a failure only rolls back. */
  quiet?: boolean;
}

/**
 * Follows, asks to follow (a private profile), or stops following / withdraws the request.
 * The new state shows at once and is rolled back on failure; the button is busy meanwhile.
 * Visitors are sent to sign in. Without a network the new state shows and waits in the outbox.
 */
export function useFollowToggle(person: Person, { quiet = false }: Options = {}) {
  const client = useApolloClient();
  const { viewer } = useViewer();
  const requireSignIn = useRequireSignIn();
  const [pending, setPending] = useState(false);

  const toggle = async () => {
    if (!requireSignIn('Please log in to follow people') || !viewer || pending) return;
    const field = person.isFollowing || person.isFollowRequested ? 'unfollow' : 'follow';
    const later = () => {
      applyState(client.cache, person, viewer.id, expectedState(person, field === 'follow'));
      const doing = field === 'unfollow' ? 'Unfollow' : person.isPrivateProfile ? 'Ask to follow' : 'Follow';
      enqueue({ kind: 'follow', label: `${doing} ${person.displayName}`, variables: { userId: person.id, follow: field === 'follow' } });
    };
    if (!isOnline()) return later();
    setPending(true);
    try {
      const { data } = await client.mutate({
        mutation: MUTATIONS[field],
        variables: { userId: person.id, idempotencyKey: crypto.randomUUID() },
        optimisticResponse: { [field]: { __typename: 'FollowState' as const, ...expectedState(person, field === 'follow') } },
        update(cache, { data: result }) {
          if (result?.[field]) applyState(cache, person, viewer.id, result[field]);
        },
      });
      if (data?.[field] && !quiet) successToast(person, data[field]);
      void refreshLists(client);
    } catch (error) {
      if (isUnreachable(error)) later();
      else if (readApiError(error).code === 'UNAUTHENTICATED') reportActionError(error, { title: 'Error' });
      else if (!quiet) toast({ type: 'error', title: 'Error', description: 'Failed to update follow status. Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return { toggle, pending };
}
