import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { FeedQuery } from '../posts/documents';
import { ConnectionsOwnerQuery } from './ConnectionsPage';
import { FollowMutation, MemberByHandleQuery } from './documents';
import { makePerson, makeProfile, serveProfile, type Person } from './people.fixtures';

const followState = (isFollowing: boolean, isRequested: boolean, followersCount: number) => ({
  follow: { __typename: 'FollowState', isFollowing, isRequested, followersCount },
});

describe('profile page', () => {
  it('follows at once with the button busy, then says Followed', async () => {
    serveProfile(makeProfile());
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      graphql.mutation(FollowMutation, async () => {
        await answered;
        return HttpResponse.json({ data: followState(true, false, 11) });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile/u2?returnTo=%2F%3Ftab%3Dward', { viewer: ada });

    expect(await screen.findByRole('heading', { name: 'Bola Ade' })).toBeVisible();
    expect(screen.getByText('Joined July 2025')).toBeVisible();
    expect(screen.getByText('Ilupeju ward, Mushin, Lagos')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/?tab=ward');
    await user.click(screen.getByRole('button', { name: 'Follow' }));

    // Before the server answers: counted, and the button busy.
    const busy = screen.getByRole('button', { name: 'Updating follow status for Bola Ade' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('...');
    expect(screen.getByRole('link', { name: '11 Followers' })).toBeVisible();
    release();

    expect(await screen.findByText('Followed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Following' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '11 Followers' })).toHaveAttribute('href', '/profile/u2/connections?tab=followers');
  });

  it('rolls the follow back and says so when it fails', async () => {
    serveProfile(makeProfile());
    server.use(
      graphql.mutation(FollowMutation, async () => {
        await delay(50);
        return HttpResponse.json({ errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile/u2', { viewer: ada });

    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('link', { name: '11 Followers' })).toBeVisible();

    expect(await screen.findByText('Failed to update follow status. Please try again.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '10 Followers' })).toBeVisible();
  });

  it('says what a private profile hides, loads none of it, and asks to follow', async () => {
    serveProfile(makeProfile({ isPrivateProfile: true, canSeeProfile: false, location: null }));
    let feedRequests = 0;
    server.use(
      graphql.query(FeedQuery, () => {
        feedRequests += 1;
        return HttpResponse.json({ errors: [{ message: 'not expected' }] });
      }),
      graphql.mutation(FollowMutation, () => HttpResponse.json({ data: followState(false, true, 10) })),
    );
    const user = userEvent.setup();
    renderApp('/profile/u2', { viewer: ada });

    expect(
      await screen.findByText(
        'This profile is private. Follow requests are approved by Bola; their posts, connections and location are hidden until then.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Posts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ilupeju ward, Mushin, Lagos')).not.toBeInTheDocument();
    // Counts show, but the lists behind them are closed.
    expect(screen.queryByRole('link', { name: '10 Followers' })).not.toBeInTheDocument();
    expect(screen.getByText('Followers')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Follow Requested')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Requested' })).toBeEnabled();
    expect(feedRequests).toBe(0);
  });

  it('shows the owner Edit Profile and the Complete Profile hint, and validates the dialog', async () => {
    serveProfile(makeProfile({ ...makePerson({ id: ada.id, displayName: 'Ada Obi', handle: 'ada' }), membershipType: null }));
    server.use(graphql.query('PartyOptions', () => HttpResponse.json({ data: { profileOptions: { parties: [] } } })));
    const user = userEvent.setup();
    renderApp('/profile', { viewer: ada });

    expect(await screen.findByRole('heading', { name: 'Complete Profile' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('list', { name: 'Your interests' })).toHaveTextContent('health');
    await user.type(within(dialog).getByPlaceholderText('Add an interest, then press Enter'), 'roads{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Remove roads' })).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/First name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('First name is required')).toBeVisible();
  });

  it('says Profile not found with Go Back to where it was opened from', async () => {
    serveProfile(makeProfile());
    const user = userEvent.setup();
    renderApp('/profile/gone?returnTo=%2F%3Ftab%3Dconnect', { viewer: ada });

    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('tab', { name: 'Connect', selected: true })).toBeVisible();
  });

  it('opens an @mention as the member’s profile, keeping the way back; an unknown handle is not found', async () => {
    serveProfile(makeProfile());
    const asked: string[] = [];
    server.use(
      graphql.query(MemberByHandleQuery, ({ variables }) => {
        asked.push(variables.handle);
        const member = variables.handle === '@bola' ? { __typename: 'User', id: 'u2' } : null;
        return HttpResponse.json({ data: { memberByHandle: member } });
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderApp('/profile/@bola?returnTo=%2Fpost%2Fp1', { viewer: ada });
    expect(await screen.findByRole('heading', { name: 'Bola Ade', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/post/p1');
    unmount();

    renderApp('/profile/@nobody?returnTo=%2F%3Ftab%3Dconnect', { viewer: ada });
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeVisible();
    expect(asked).toEqual(['@bola', '@nobody']);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('tab', { name: 'Connect', selected: true })).toBeVisible();
  });
});

/** A followers or following page as the api sends it. */
function pageOf(people: Person[]) {
  const edges = people.map((node) => ({ __typename: 'UserEdge', cursor: `c-${node.id}`, node }));
  return { people: { __typename: 'UserConnection', edges, pageInfo: { hasNextPage: false, endCursor: edges.at(-1)?.cursor ?? null } } };
}

describe('connections page', () => {
  it('shows 8 placeholder rows while loading, the empty states, and the other tab’s people', async () => {
    server.use(
      graphql.query(ConnectionsOwnerQuery, () =>
        HttpResponse.json({ data: { user: { ...makePerson(), followingCount: 1, canSeeProfile: true } } }),
      ),
      graphql.query('Followers', async () => {
        await delay(100);
        return HttpResponse.json({ data: pageOf([]) });
      }),
      graphql.query('Following', () => HttpResponse.json({ data: pageOf([makePerson({ id: 'u3', displayName: 'Chidi Eze', handle: 'chidi' })]) })),
    );
    const user = userEvent.setup();
    renderApp('/profile/u2/connections', { viewer: ada });

    const loading = await screen.findByRole('status', { name: 'Loading people' });
    expect(loading.children).toHaveLength(8);
    expect(await screen.findByText('No followers yet')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Followers (10)', selected: true })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Following (1)' }));
    const row = (await screen.findByRole('link', { name: 'Chidi Eze' })).closest('li')!;
    expect(within(row).getByRole('button', { name: 'Follow' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Chidi Eze' })).toHaveAttribute('href', expect.stringMatching(/^\/profile\/u3\?returnTo=/)));
  });
});
