import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { feedOf, makePost, menuItems, serveFeed } from './posts.fixtures';
import { serveViewerPowers } from '../auth/viewer.fixtures';

// Its own file: in jsdom a menu opened in an earlier test of the same file leaves the next menu's items unselectable.
describe('post menu on another member’s post', () => {
  it('offers repost (of people one follows), report and block; a repost comment counts down from 280', async () => {
    serveFeed(feedOf([makePost()]));
    serveViewerPowers(ada.id);
    const user = userEvent.setup();
    renderApp('/?tab=ward', { viewer: ada });

    await user.click(within(await screen.findByRole('article', { name: 'Post by Bola Ade' })).getByRole('button', { name: 'Post options' }));
    await waitFor(() => expect(menuItems()).toEqual(['Repost', 'Report', 'Block Bola Ade']));
    await user.click(screen.getByRole('menuitem', { name: 'Repost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repost' });
    await user.type(within(dialog).getByRole('textbox'), 'Good news');
    expect(within(dialog).getByText('271 characters remaining')).toBeVisible();
    expect(within(dialog).getByText(/Road repairs start on Monday/)).toBeVisible();
  });

  it('offers no repost of someone the member does not follow', async () => {
    serveFeed(feedOf([makePost({ author: { ...makePost().author, isFollowing: false } })]));
    serveViewerPowers(ada.id);
    const user = userEvent.setup();
    renderApp('/?tab=ward', { viewer: ada });

    await user.click(within(await screen.findByRole('article', { name: 'Post by Bola Ade' })).getByRole('button', { name: 'Post options' }));
    await waitFor(() => expect(menuItems()).toEqual(['Report', 'Block Bola Ade']));
  });
});
