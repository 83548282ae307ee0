import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LogoutMutation } from '../features/auth/documents';
import { serveViewerPowers } from '../features/auth/viewer.fixtures';
import { makeProfile, serveProfile } from '../features/people/people.fixtures';
import { ReportReasonsQuery } from '../features/moderation/ReportDialog';
import { BlockReasonsQuery } from '../features/posts/dialogs/BlockAuthorDialog';
import { BoostPostMutation } from '../features/posts/dialogs/PostMenu';
import { feedOf, makePost, serveFeed } from '../features/posts/posts.fixtures';
import { ada, renderApp } from '../test/renderApp';
import { server } from '../test/server';

// A bare click on an item, with no hover or pointerdown before it, is how a screen reader activates
// a menu item (and how a tap lands when the menu never saw the pointer): it must still do the item's
// action. zag's Menu.Root onSelect only fires for the *highlighted* item, so it missed these.
describe('menu items act on a bare click', () => {
  it('the post menu opens the report dialog', async () => {
    serveFeed(feedOf([makePost()]));
    serveViewerPowers(ada.id);
    server.use(
      graphql.query(ReportReasonsQuery, () => {
        const data = { reportReasons: [{ __typename: 'ReportReason' as const, value: 'spam', label: 'Spam' }] };
        return HttpResponse.json({ data });
      }),
    );
    const user = userEvent.setup();
    renderApp('/?tab=ward', { viewer: ada });

    await user.click(within(await screen.findByRole('article', { name: 'Post by Bola Ade' })).getByRole('button', { name: 'Post options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report Post' })).toBeVisible();
  });

  it('the profile menu opens the block dialog', async () => {
    serveProfile(makeProfile());
    server.use(graphql.query(BlockReasonsQuery, () => HttpResponse.json({ data: { blockReasons: ['Spam'] } })));
    const user = userEvent.setup();
    renderApp('/profile/u2', { viewer: ada });

    await user.click(await screen.findByRole('button', { name: 'More actions for Bola Ade' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block Bola Ade' }));
    expect(await screen.findByRole('dialog', { name: 'Block Bola Ade?' })).toBeVisible();
  });

  it('the account menu signs out', async () => {
    let logouts = 0;
    const user = userEvent.setup();
    const { endServerSession } = renderApp('/', { viewer: ada });
    server.use(
      graphql.mutation(LogoutMutation, () => {
        logouts += 1;
        endServerSession();
        return HttpResponse.json({ data: { logout: true } });
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Obi' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Join the conversation' })).toBeVisible();
    expect(logouts).toBe(1);
  });
});

describe('menu items chosen with the keyboard', () => {
  it('act once: Enter on Boost to Blowing boosts the post once', async () => {
    serveFeed(feedOf([makePost()]));
    serveViewerPowers(ada.id, { isAdmin: true });
    let boosts = 0;
    server.use(
      graphql.mutation(BoostPostMutation, ({ variables }) => {
        boosts += 1;
        const data = { boostPost: { __typename: 'Post' as const, id: String(variables.id), isBoostedToBlowing: true } };
        return HttpResponse.json({ data });
      }),
    );
    const user = userEvent.setup();
    renderApp('/?tab=ward', { viewer: ada });

    await user.click(within(await screen.findByRole('article', { name: 'Post by Bola Ade' })).getByRole('button', { name: 'Post options' }));
    const menu = await screen.findByRole('menu');
    const boost = await within(menu).findByRole('menuitem', { name: 'Boost to Blowing' });
    await waitFor(() => expect(menu).toHaveFocus());
    for (let i = 0; i < 8 && !boost.hasAttribute('data-highlighted'); i++) await user.keyboard('{ArrowDown}');
    expect(boost).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');

    // Both requests of a doubled action would be sent before the first answer's toast shows.
    expect(await screen.findByText('Post boosted to blowing feed')).toBeVisible();
    expect(boosts).toBe(1);
  });
});
