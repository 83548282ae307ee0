import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { typeInto } from '../../test/typeInto';
import { serveGeography } from './geo.fixtures';

const combobox = (name: string) => screen.getByRole('combobox', { name });

/** Waits for the level to open (its list loaded), narrows it by typing, and picks. */
async function pickFromList(user: UserEvent, label: string, typed: string, option: string) {
  await waitFor(() => expect(combobox(label)).toBeEnabled());
  await typeInto(user, combobox(label), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseMushin(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
  await user.selectOptions(screen.getByLabelText('LGA'), await screen.findByRole('option', { name: 'Mushin' }));
}

async function openLookup() {
  renderApp('/electoral-lookup');
  await screen.findByRole('heading', { name: 'Electoral lookup' });
  await screen.findByRole('option', { name: 'Lagos' });
}

describe('location picker', () => {
  it('opens each level only once the level above is chosen, loading that level alone', async () => {
    const requests = serveGeography();
    const user = userEvent.setup();
    await openLookup();

    expect(screen.getByLabelText('LGA')).toBeDisabled();
    expect(combobox('Ward')).toBeDisabled();
    expect(combobox('Polling unit')).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
    await screen.findByRole('option', { name: 'Mushin' });
    expect(screen.getByLabelText('LGA')).toBeEnabled();
    expect(combobox('Ward')).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('LGA'), 'Mushin');
    await waitFor(() => expect(combobox('Ward')).toBeEnabled());
    expect(combobox('Polling unit')).toBeDisabled();
    expect(requests.unitPages).toEqual([]);

    await pickFromList(user, 'Ward', 'ilu', 'Ilupeju');
    expect(combobox('Ward')).toHaveValue('Ilupeju');
    await waitFor(() => expect(combobox('Polling unit')).toBeEnabled());
    expect(requests.unitPages).toEqual(['24/16/05']);
  });

  it('clears the levels below whichever level changes', async () => {
    serveGeography();
    const user = userEvent.setup();
    await openLookup();
    await chooseMushin(user);
    await pickFromList(user, 'Ward', 'ilupeju', 'Ilupeju');
    await pickFromList(user, 'Polling unit', 'owodunni', '012 · 15, Owodunni St.');
    expect(await screen.findByRole('heading', { name: '15, Owodunni St.' })).toBeVisible();

    // A different ward: the unit goes, the ward stays.
    await user.clear(combobox('Ward'));
    await pickFromList(user, 'Ward', 'ala', 'Alakara');
    expect(combobox('Polling unit')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: '15, Owodunni St.' })).not.toBeInTheDocument();
    expect(combobox('Ward')).toHaveValue('Alakara');

    // Clearing the ward closes the unit level again.
    await user.click(screen.getByRole('button', { name: 'Clear the ward' }));
    expect(combobox('Ward')).toHaveValue('');
    expect(combobox('Polling unit')).toBeDisabled();
    await pickFromList(user, 'Ward', 'ilu', 'Ilupeju');

    // A different LGA: ward and unit go.
    await user.selectOptions(screen.getByLabelText('LGA'), 'Ikeja');
    expect(combobox('Ward')).toHaveValue('');
    expect(combobox('Polling unit')).toHaveValue('');
    expect(combobox('Polling unit')).toBeDisabled();

    // A different state: everything below goes.
    await user.selectOptions(screen.getByLabelText('State'), 'Abia');
    expect(screen.getByLabelText('LGA')).toHaveValue('');
    expect(combobox('Ward')).toHaveValue('');
    expect(combobox('Ward')).toBeDisabled();
    await screen.findByRole('option', { name: 'Aba North' });
  });

  it('finds a ward by name anywhere and fills state, LGA and ward at once', async () => {
    const requests = serveGeography();
    const user = userEvent.setup();
    await openLookup();

    await typeInto(user, combobox('Find your ward or polling unit by name'), 'eziama');
    await user.click(await screen.findByRole('option', { name: /^Eziama.*Ward · Aba North, Abia/ }));

    expect(screen.getByLabelText('State')).toHaveDisplayValue('Abia');
    await waitFor(() => expect(screen.getByLabelText('LGA')).toHaveDisplayValue('Aba North'));
    await waitFor(() => expect(combobox('Ward')).toHaveValue('Eziama'));
    expect(combobox('Polling unit')).toHaveValue('');
    await waitFor(() => expect(combobox('Polling unit')).toBeEnabled());
    expect(requests.searches).toEqual([{ query: 'eziama', stateCode: null, lgaCode: null }]);
  });

  it('searches within the chosen LGA, and a polling unit result fills all four levels', async () => {
    const requests = serveGeography();
    const user = userEvent.setup();
    await openLookup();
    await chooseMushin(user);

    await typeInto(user, combobox('Find your ward or polling unit by name'), 'owodunni');
    await user.click(await screen.findByRole('option', { name: /^15, Owodunni St\..*Polling unit 24\/16\/05\/012/ }));

    expect(await screen.findByRole('heading', { name: '15, Owodunni St.' })).toBeVisible();
    await waitFor(() => expect(combobox('Ward')).toHaveValue('Ilupeju'));
    await waitFor(() => expect(combobox('Polling unit')).toHaveValue('012 · 15, Owodunni St.'));
    expect(requests.searches).toEqual([{ query: 'owodunni', stateCode: '24', lgaCode: '16' }]);
  });

  it('offers every unit of a ward larger than one page', async () => {
    const requests = serveGeography();
    const user = userEvent.setup();
    await openLookup();
    await chooseMushin(user);
    await pickFromList(user, 'Ward', 'ojuw', 'Ojuwoye');

    await pickFromList(user, 'Polling unit', '250', '250 · Ojuwoye Street 250');
    expect(await screen.findByRole('heading', { name: 'Ojuwoye Street 250' })).toBeVisible();
    expect(requests.unitPages).toEqual(['24/16/04', '24/16/04', '24/16/04']);
  });
});

describe('electoral lookup page', () => {
  it("summarises the chosen unit and links to INEC's portal in a new tab", async () => {
    serveGeography();
    const user = userEvent.setup();
    await openLookup();
    const portal = screen.getByRole('link', { name: "Register or check your registration on INEC's portal" });
    expect(portal).toHaveAttribute('href', 'https://cvr.inecnigeria.org/');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer');

    await typeInto(user, combobox('Find your ward or polling unit by name'), 'owodunni');
    await user.click(await screen.findByRole('option', { name: /^15, Owodunni St\./ }));

    const summary = await screen.findByRole('region', { name: '15, Owodunni St.' });
    const fact = (label: string) => within(summary).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Polling unit code')).toHaveTextContent('24/16/05/012');
    expect(fact('Ward')).toHaveTextContent('Ilupeju (24/16/05)');
    expect(fact('LGA')).toHaveTextContent('Mushin (24/16)');
    expect(fact('State')).toHaveTextContent('Lagos (24)');
    expect(fact('Senatorial district')).toHaveTextContent('Lagos West');
    expect(fact('Federal constituency')).toHaveTextContent('Mushin I');
    expect(screen.queryByText(/ id$/)).not.toBeInTheDocument(); // names, never the portal's ids
    expect(screen.getByRole('link', { name: 'See who represents this polling unit' })).toHaveAttribute('href', '/representatives?pu=24/16/05/012');
    expect(fact('Registered voters in Lagos (January 2023)')).toHaveTextContent('7,060,195');
    expect(fact('Approximate location')).toHaveTextContent('6.53823, 3.36450');
  });

  it("starts a signed-in member from their saved polling unit, and says what a unit lacks", async () => {
    serveGeography({ saved: { state: '24', lga: '24/16', ward: '24/16/05', pollingUnit: '24/16/05/013' } });
    renderApp('/electoral-lookup', { viewer: ada });

    expect(await screen.findByText('Started from the location saved on your profile.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Ilupeju Grammar School' })).toBeVisible();
    expect(screen.getByText('Approximate location').nextElementSibling).toHaveTextContent('Not known');
    await waitFor(() => expect(combobox('Polling unit')).toHaveValue('013 · Ilupeju Grammar School'));
  });
});
