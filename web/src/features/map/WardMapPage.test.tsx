import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { typeInto } from '../../test/typeInto';
import { serveGeography } from '../geo/geo.fixtures';

describe('polling units map', () => {
  it("opens on the member's ward, listing every unit and marking their own and those not on the map", async () => {
    serveGeography({ saved: { state: '24', lga: '24/16', ward: '24/16/05', pollingUnit: '24/16/05/012' } });
    renderApp('/map', { viewer: ada });

    const list = await screen.findByRole('list', { name: '3 polling units in Ilupeju ward' });
    expect(screen.getByRole('region', { name: 'Map of the polling units in Ilupeju ward' })).toBeVisible();
    expect(screen.getByText('1 has no known position and is not on the map.')).toBeVisible();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('10, Ogunji St.'),
      expect.stringContaining('15, Owodunni St.Your polling unit'),
      expect.stringContaining('Ilupeju Grammar SchoolNot on the map'),
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[2]).queryByRole('button', { name: /on the map/ })).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Show 10, Ogunji St. on the map' })).toBeVisible();
  });

  it('asks a member without a ward to choose one, then shows that ward', async () => {
    serveGeography({ saved: {} });
    const user = userEvent.setup();
    renderApp('/map', { viewer: ada });

    expect(await screen.findByRole('heading', { name: 'You have not saved your ward yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to profile settings' })).toHaveAttribute('href', '/profile/settings');
    expect(screen.queryByRole('combobox', { name: 'Polling unit' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), await screen.findByRole('option', { name: 'Lagos' }));
    await user.selectOptions(screen.getByLabelText('LGA'), await screen.findByRole('option', { name: 'Ikeja' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ward' })).toBeEnabled());
    await typeInto(user, screen.getByRole('combobox', { name: 'Ward' }), 'ani');
    await user.click(await screen.findByRole('option', { name: 'Anifowoshe' }));

    expect(await screen.findByRole('list', { name: '1 polling unit in Anifowoshe ward' })).toBeVisible();
    expect(screen.getByText('Anifowoshe Town Hall')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose another ward' })).toBeVisible();
  });
});
