import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';

describe('home page', () => {
  it('opens the tab named in the address', async () => {
    renderApp('/?tab=ward', { viewer: ada });
    expect(await screen.findByRole('tab', { name: 'Ward', selected: true })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ward feed' })).toBeVisible();
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
});
