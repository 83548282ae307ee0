import { expect, test, type Page } from '@playwright/test';
import { setupHeaders, skipWelcomeTour } from './support';

const shots = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/.screens/${test.info().project.name}-${name}.png`, fullPage: true });

/** Picks from a searchable list the way a person does: tap, type part of the name, tap the match. */
async function pick(page: Page, label: string, typed: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.click();
  await input.pressSequentially(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Lagos → Mushin → Ilupeju → unit 012, level by level. */
async function walkToOwodunniStreet(page: Page) {
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
  await expect(page.getByRole('option', { name: 'Mushin' })).toBeAttached();
  await page.getByLabel('LGA', { exact: true }).selectOption({ label: 'Mushin' });
  await pick(page, 'Ward', 'ilupe', 'Ilupeju');
  await pick(page, 'Polling unit', 'owodunni', /^012 · /);
}

test.beforeEach(async ({ page, context }) => {
  await skipWelcomeTour(context);
  // No load on OpenStreetMap's tile servers from test runs; the map page must work without tiles anyway.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a visitor looks up a polling unit and is offered INEC’s portal in a new tab', async ({ page }) => {
  await page.goto('/electoral-lookup');
  await expect(page.getByRole('heading', { name: 'Electoral lookup' })).toBeVisible();
  await shots(page, 'electoral-lookup-empty');
  // The server's page: a tap on its state list starts the app, whose own list then has the focus.
  await page.getByText('Choose a state', { exact: true }).click();
  await expect(page.getByLabel('State', { exact: true })).toBeFocused();

  await walkToOwodunniStreet(page);

  const summary = page.getByRole('region', { name: '15, Owodunni St.' });
  await expect(summary).toBeVisible();
  // The answer is brought into view, and its constituencies are named, never INEC's numbers.
  await expect(summary.getByRole('heading', { name: '15, Owodunni St.' })).toBeInViewport();
  await expect(summary).toContainText('Lagos West');
  await expect(summary).not.toContainText(/\bid \d+/);
  await expect(summary.getByText('24/16/05/012', { exact: true })).toBeVisible();
  await expect(summary).toContainText('Ilupeju (24/16/05)');
  await expect(summary).toContainText('Mushin (24/16)');
  await expect(summary).toContainText('7,060,195');
  const portal = page.getByRole('link', { name: "Register or check your registration on INEC's portal" });
  await expect(portal).toHaveAttribute('href', 'https://cvr.inecnigeria.org/');
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  await shots(page, 'electoral-lookup');
});

test('a member picks their polling unit in settings, it stays saved, and shows on the map and voter data pages', async ({
  page,
}) => {
  const email = `chioma.${Date.now()}.${test.info().project.name}@example.ng`;
  const graphql = (query: string, variables: object) => page.request.post('/graphql', { data: { query, variables }, headers: setupHeaders() });
  await graphql('mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password: 'lagos-2027!', firstName: 'Chioma', lastName: 'Okafor' },
  });
  const signIn = await graphql('mutation ($input: LoginInput!) { login(input: $input) { id } }', {
    input: { email, password: 'lagos-2027!' },
  });
  expect(signIn.ok()).toBe(true);

  await page.goto('/map');
  await expect(page.getByRole('heading', { name: 'You have not saved your ward yet' })).toBeVisible();
  await shots(page, 'map-no-ward');

  await page.goto('/profile/settings');
  await expect(page.getByText('Saved location: none yet')).toBeVisible();
  await walkToOwodunniStreet(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been successfully updated.')).toBeVisible();

  await page.reload();
  const saved = 'Saved location: 15, Owodunni St. (24/16/05/012), Ilupeju ward, Mushin LGA, Lagos';
  await expect(page.getByText(saved)).toBeVisible();
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('24');
  await expect(page.getByLabel('LGA', { exact: true })).toHaveValue('24/16');
  await expect(page.getByRole('combobox', { name: 'Ward', exact: true })).toHaveValue('Ilupeju');
  await expect(page.getByRole('combobox', { name: 'Polling unit', exact: true })).toHaveValue('012 · 15, Owodunni St.');
  await shots(page, 'settings-location');

  await page.goto('/map');
  const units = page.getByRole('list', { name: /polling units in Ilupeju ward/ });
  await expect(units.getByRole('listitem').filter({ hasText: 'Your polling unit' })).toContainText('15, Owodunni St.');
  await expect(page.getByRole('region', { name: 'Map of the polling units in Ilupeju ward' })).toBeVisible();
  // The tiles never come (as offline): the map says so instead of showing a grey box.
  await expect(page.getByText("The map's background couldn't load")).toBeVisible();
  await shots(page, 'map');

  await page.goto('/inec-data');
  await expect(page.getByText('93,469,008').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validate Polling Unit' })).toBeDisabled();
  await walkToOwodunniStreet(page);
  await page.getByRole('button', { name: 'Validate Polling Unit' }).click();
  await expect(page.getByRole('region', { name: 'Valid polling unit' })).toContainText('15, Owodunni St. (24/16/05/012)');
  // An ID nobody registered: the page gives a clear answer when another journey has imported a
  // register; until one is, the lookup says why it can't check and waits.
  const voterId = page.getByRole('textbox', { name: 'Voter ID' });
  if (await page.getByRole('note').filter({ hasText: 'No voter register has been imported' }).isVisible()) {
    await expect(voterId).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Look Up Voter' })).toBeDisabled();
  } else {
    await voterId.fill('90F5B0A3D8274856123');
    await page.getByRole('button', { name: 'Look Up Voter' }).click();
    await expect(page.getByText('Not found', { exact: true })).toBeVisible();
  }
  await shots(page, 'inec-data');
});
