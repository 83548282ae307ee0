import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Server-side sign-in entry: a full navigation, the server redirects to /login. */
export const SIGN_IN_URL = '/api/login';

export const ViewerFields = graphql(`
  fragment ViewerFields on User {
    id
    handle
    displayName
    firstName
    lastName
    email
    avatarUrl
    createdAt
  }
`);

export const ViewerQuery = graphql(`
  query Viewer {
    me {
      ...ViewerFields
    }
  }
`);

/** The signed-in user, or null for a visitor (also when the api cannot be reached). */
export function useViewer() {
  const { data, loading } = useQuery(ViewerQuery);
  return { viewer: data?.me ?? null, loading: loading && !data };
}

/**
 * Forget everything cached for the old session. Active queries refetch, so `me` comes back
 * null and every screen switches to its visitor view. Navigate away from private pages first.
 */
export async function endSession(client: ApolloClient) {
  await client.resetStore();
}
