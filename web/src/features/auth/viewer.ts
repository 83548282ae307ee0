import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ViewerQuery as ViewerData } from '../../gql/graphql';
import { clearDrafts } from '../offline/drafts';
import { clearOutbox } from '../offline/outbox';

// Sign-in answers the same selection (LoginPage), written where this query reads it.
export const ViewerQuery = graphql(`
  query Viewer {
    me {
      id
      email
      lastName
      createdAt
      ...UserMenu_viewer
      ...Composer_viewer
    }
  }
`);

/** The signed-in member as screens see them: their id and email, and their menu's and composer's fragments. */
export type Viewer = NonNullable<ViewerData['me']>;

/** The signed-in user, or null for a visitor (also when the api cannot be reached). */
export function useViewer() {
  const { data, loading } = useQuery(ViewerQuery);
  return { viewer: data?.me ?? null, loading: loading && !data };
}

let endingHere = false;

/**
 * This tab is ending its own session (sign-out, deactivation, deletion) and says so itself: the
 * session watcher stays quiet rather than telling the member they signed out in another tab.
 */
export function endingSessionHere(ending: boolean) {
  endingHere = ending;
}

export const isEndingSessionHere = () => endingHere;

/**
 * Forget everything cached for the old session. Active queries refetch, so `me` comes back
 * null and every screen switches to its visitor view. Navigate away from private pages first.
 */
export async function endSession(client: ApolloClient) {
  clearOutbox();
  clearDrafts();
  await client.resetStore();
  endingHere = false;
}
