import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { socketClosedBySession } from '../apollo/socket';
import { LogoutMutation } from '../features/auth/documents';
import { ada, renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { ROUTE_TITLES } from './routeTitles';
import { routes } from './routes';
import { routeTitle } from './useRouteTitle';

describe('app shell', () => {
  it('tells a visitor on a protected page what it is and how to sign in', async () => {
    renderApp('/quiz');
    expect(await screen.findByRole('heading', { name: 'Civic quiz', level: 1 })).toBeVisible();
    expect(screen.getByText('Sign in to take the civic quiz and earn civic points.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Read the home feed instead' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Civic Quiz' })).not.toBeInTheDocument();
    // Signed out, protected nav items and Sign In go through server-side sign-in.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/api/login');
    for (const signIn of screen.getAllByRole('link', { name: 'Sign In' })) expect(signIn).toHaveAttribute('href', '/api/login');
  });

  it('shows the protected page itself to a signed-in user', async () => {
    // The quiz's own content is the quiz tests' subject.
    server.use(graphql.query('QuizHome', () => HttpResponse.json({ errors: [{ message: 'Not served in this test' }] })));
    renderApp('/quiz', { viewer: ada });
    expect(await screen.findByRole('heading', { name: 'Civic Quiz' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Join the conversation' })).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path, with a link home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Civic Network');
  });

  it('names the tab after the page, the settings page before any profile', async () => {
    renderApp('/profile/settings', { viewer: ada });
    await waitFor(() => expect(document.title).toBe('Settings · Civic Network'));
    expect(routeTitle('/profile/u-1')).toBe('Profile');
    expect(routeTitle('/post/p-1')).toBe('Post');
    expect(routeTitle('/')).toBe('Home');
  });

  it('routes exactly the paths the server knows (routeTitles.ts)', () => {
    const paths = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...paths(route.children ?? [])]);
    expect(paths(routes).sort()).toEqual(Object.keys(ROUTE_TITLES).sort());
  });

  it('highlights the current item in the header nav', async () => {
    renderApp('/news', { viewer: ada });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Results' })).not.toHaveAttribute('aria-current');
  });

  it('shows the user menu with name, handle and greeting, and signs out', async () => {
    let loggedOut = false;
    const user = userEvent.setup();
    const { endServerSession } = renderApp('/', { viewer: ada });
    server.use(
      graphql.mutation(LogoutMutation, () => {
        loggedOut = true;
        endServerSession();
        return HttpResponse.json({ data: { logout: true } });
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Obi' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Obi')).toBeVisible();
    expect(within(menu).getByText('@ada')).toBeVisible();
    expect(within(menu).getByText('Hey Ada!')).toBeVisible();

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Join the conversation' })).toBeVisible();
    expect(loggedOut).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  it('signs this tab out when the session ends in another tab', async () => {
    const { subscriptionEvents, endServerSession } = renderApp('/', { viewer: ada });
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Obi' })).toBeVisible();

    endServerSession();

    subscriptionEvents.next({ data: { viewerEvents: { __typename: 'ViewerEvent', type: 'SESSION_ENDED', at: '2025-07-25T10:00:00.000Z' } } });

    expect(await screen.findByText('You signed out in another tab.')).toBeVisible();
    expect(screen.getByText('Signed out')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Join the conversation' })).toBeVisible();
  });

  it('signs this tab out when the server closes its socket because the session ended (4401)', async () => {
    const { endServerSession } = renderApp('/', { viewer: ada });
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Obi' })).toBeVisible();

    endServerSession();
    socketClosedBySession(4401, 'Password changed');

    expect(await screen.findByText('Your password was changed. Sign in again with the new one.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Join the conversation' })).toBeVisible();
  });
});
