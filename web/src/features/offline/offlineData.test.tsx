import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo/client';
import { connectivity } from '../../apollo/connectivity';
import { appSystem } from '../../app/theme';
import { ConversationsQuery } from '../messages/documents';
import { server } from '../../test/server';
import { DataAge } from '../../components/DataAge';

const client = () => createApolloClient({ httpUri: `${window.location.origin}/graphql` });
const noConversations = {
  conversations: { __typename: 'ConversationConnection', edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } },
};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('reading offline', () => {
  it('answers a query from what was cached when the api cannot be reached, and says how old it is', async () => {
    const apollo = client();
    const fetchedAt = Date.now();
    server.use(graphql.query(ConversationsQuery, () => HttpResponse.json({ data: noConversations })));
    await apollo.query({ query: ConversationsQuery, variables: { first: 20 } });

    server.use(graphql.query(ConversationsQuery, () => HttpResponse.error()));
    const offline = await apollo.query({ query: ConversationsQuery, variables: { first: 20 }, fetchPolicy: 'network-only' });
    expect(offline.error).toBeUndefined();
    expect(offline.data).toEqual(noConversations);
    expect(connectivity.reachable()).toBe(false);

    vi.spyOn(Date, 'now').mockReturnValue(fetchedAt + 5 * 60_000 + 1000);
    setOnline(false);
    render(
      <ChakraProvider value={appSystem()}>
        <DataAge query={ConversationsQuery} />
      </ChakraProvider>,
    );
    expect(screen.getByText('Offline · updated 5 min ago')).toBeVisible();
  });

  it('still fails a query it has never answered, and never hides what the server refused', async () => {
    const apollo = client();
    server.use(graphql.query(ConversationsQuery, () => HttpResponse.error()));
    await expect(apollo.query({ query: ConversationsQuery, variables: { first: 5 } })).rejects.toThrow();

    server.use(graphql.query(ConversationsQuery, () => HttpResponse.json({ data: noConversations })));
    await apollo.query({ query: ConversationsQuery, variables: { first: 5 } });
    server.use(
      graphql.query(ConversationsQuery, () =>
        HttpResponse.json({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    const refused = await apollo.query({ query: ConversationsQuery, variables: { first: 5 }, fetchPolicy: 'network-only', errorPolicy: 'all' });
    expect(refused.error?.message).toContain('Unauthorized');
    expect(connectivity.reachable()).toBe(true);
  });
});
