import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { serveViewerPowers } from '../auth/viewer.fixtures';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('home page', () => {
  afterEach(() => scrollTo(0));

  it('opens the tab named in the address', async () => {
    renderApp('/?tab=ward', { viewer: ada });
    expect(await screen.findByRole('tab', { name: 'Ward', selected: true })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ward feed' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Home: Ward' })).toBeInTheDocument(); // for screen readers
  });

  it('falls back to Blowing for an unknown tab and switches tabs in place', async () => {
    const user = userEvent.setup();
    renderApp('/?tab=nonsense', { viewer: ada });
    expect(await screen.findByRole('tab', { name: 'Blowing', selected: true })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByRole('heading', { name: 'Following' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Following', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Notifications' })).toBeVisible();
  });

  it('shows the floating create-post button past 200 px on feed tabs only', async () => {
    serveViewerPowers(ada.id);
    const user = userEvent.setup();
    renderApp('/?tab=ward', { viewer: ada });
    await screen.findByRole('heading', { name: 'Ward feed' });
    scrollTo(150);
    expect(screen.queryByRole('button', { name: 'Create post' })).not.toBeInTheDocument();
    scrollTo(250);
    await user.click(await screen.findByRole('button', { name: 'Create post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    expect(screen.getByText('0/2,000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Connect' }));
    expect(await screen.findByRole('heading', { name: 'Connect' })).toBeVisible();
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Create post' })).not.toBeInTheDocument();
  });
});
