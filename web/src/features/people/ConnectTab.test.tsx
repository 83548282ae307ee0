import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { wideScreen } from '../../test/wideScreen';
import { SearchUsersQuery } from './ConnectTab';
import { SuggestionsQuery } from './documents';
import { makePerson } from './people.fixtures';

function serveSuggestions() {
  server.use(
    graphql.query(SuggestionsQuery, ({ variables }) =>
      HttpResponse.json({
        data: {
          suggestions: [
            { __typename: 'Suggestion', matchType: 'Same Ward', user: makePerson() },
            { __typename: 'Suggestion', matchType: 'Same LGA', user: makePerson({ id: 'u3', displayName: 'Chidi Eze', handle: 'chidi' }) },
            { __typename: 'Suggestion', matchType: 'Similar Location', user: makePerson({ id: 'u4', displayName: 'Dupe Ola', handle: 'dupe' }) },
            { __typename: 'Suggestion', matchType: 'Similar Location', user: makePerson({ id: 'u5', displayName: 'Emeka Obi', handle: 'emeka' }) },
          ].slice(0, variables.first),
        },
      }),
    ),
  );
}

describe('connect tab', () => {
  it('suggests people with why, and searches only from 2 characters', async () => {
    serveSuggestions();
    const searched: string[] = [];
    server.use(
      graphql.query(SearchUsersQuery, ({ variables }) => {
        searched.push(variables.query);
        return HttpResponse.json({ data: { searchUsers: [] } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/?tab=connect', { viewer: ada });

    // The first render loads the home page's code: the setup's 10 s wait, not a shorter one.
    const bola = (await screen.findByRole('link', { name: 'Bola Ade' })).closest('li')!;
    expect(within(bola).getByText('Same Ward')).toBeVisible();
    expect(within(bola).getByRole('button', { name: 'Follow' })).toBeVisible();

    const search = screen.getByRole('searchbox', { name: 'Search people' });
    await user.type(search, ' a');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searched).toEqual([]);
    expect(screen.getByRole('link', { name: 'Bola Ade' })).toBeVisible();

    await user.type(search, 'd ');
    expect(await screen.findByText('No results for the query')).toBeVisible();
    expect(screen.getByText('Nobody matches “ad”. Try another name or handle.')).toBeVisible();
    expect(searched).toEqual(['ad']);
  });

  it('says so when nobody is suggested', async () => {
    renderApp('/?tab=connect', { viewer: ada });
    expect(await screen.findByText('No suggested connections')).toBeVisible();
  });
});

describe('right sidebar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a member three suggestions with why, and Explore community', async () => {
    wideScreen();
    serveSuggestions();
    renderApp('/', { viewer: ada });

    const card = await screen.findByRole('region', { name: 'Connect with your community' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(3));
    expect(within(card).getByText('Same LGA')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Explore community' })).toHaveAttribute('href', '/?tab=connect');
  });

  it('shows a visitor suggestions without labels; Follow goes to sign in', async () => {
    wideScreen();
    serveSuggestions();
    const user = userEvent.setup();
    renderApp('/');

    const card = await screen.findByRole('region', { name: 'Connect with your community' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(3));
    expect(within(card).queryByText('Same Ward')).not.toBeInTheDocument();
    await user.click(within(card).getAllByRole('button', { name: 'Follow' })[0]);
    expect(await screen.findByText('Login Required')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
