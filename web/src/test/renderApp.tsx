import { ApolloLink } from '@apollo/client';
import { render } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { filter, Subject } from 'rxjs';
import { createApolloClient } from '../apollo/client';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';
import { ViewerQuery } from '../features/auth/viewer';
import { server, testSession } from './server';

/** The signed-in member as the api answers `me` (every field the Viewer query asks for). */
export interface ViewerData {
  __typename: 'User';
  id: string;
  handle: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  avatarUrl: string;
  createdAt: string;
}

export const ada: ViewerData = {
  __typename: 'User',
  id: 'u1',
  handle: 'ada',
  displayName: 'Ada Obi',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.ng',
  avatarUrl: '/avatars/u1.png',
  createdAt: '2025-07-01T10:00:00.000Z',
};

interface RenderOptions {
  /** The signed-in user, or null for a visitor. */
  viewer?: ViewerData | null;
}

/** Renders the whole app at `path`, with `me` answered by msw and a subscription stream the test drives. */
export function renderApp(path: string, { viewer = null }: RenderOptions = {}) {
  // The server's idea of the session: tests end it to mimic a sign-out.
  const session = testSession as { viewer: ViewerData | null };
  session.viewer = viewer;
  server.use(graphql.query(ViewerQuery, () => HttpResponse.json({ data: { me: session.viewer } })));

  const subscriptionEvents = new Subject<ApolloLink.Result>();
  const client = createApolloClient({
    httpUri: `${window.location.origin}/graphql`,
    // Each subscription hears only the events for its own root field (as a server would send them).
    subscriptionLink: new ApolloLink((operation) => {
      const fields = operation.query.definitions.flatMap((d) =>
        d.kind === 'OperationDefinition' ? d.selectionSet.selections.map((s) => (s.kind === 'Field' ? (s.alias ?? s.name).value : '')) : [],
      );
      return subscriptionEvents.pipe(filter((event) => !event.data || Object.keys(event.data).some((key) => fields.includes(key))));
    }),
  });

  const utils = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const endServerSession = () => {
    session.viewer = null;
  };
  return { ...utils, client, subscriptionEvents, endServerSession };
}
