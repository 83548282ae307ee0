import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { deviceContext, e2eDatabaseUrl, graphql, skipWelcomeTour } from './support';

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

/** A member signed in on a page of their own, with Lagos › Mushin › Ilupeju › unit 012 saved. */
async function member(page: Page, firstName: string) {
  const email = `${firstName}.${Date.now()}.${test.info().project.name}@example.ng`.toLowerCase();
  const password = 'ilupeju-2027!';
  await graphql(page.request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, firstName, lastName: 'Adeyemi' },
  });
  const { login } = await graphql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { id handle } }', {
    input: { email, password },
  });
  await graphql(page.request, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
    input: { state: '24', lga: '24/16', ward: '24/16/05', pollingUnit: '24/16/05/012' },
  });
  return login as { id: string; handle: string };
}

async function makeSuperAdmin(id: string) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  await client.query(`update users set role = 'super_admin' where id = $1`, [id]);
  await client.end();
}

test.beforeEach(async ({ page, context }) => {
  await skipWelcomeTour(context);
  // No load on OpenStreetMap's tile servers from test runs; the map must make sense without tiles.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
});

test('a visitor picks a Lagos polling unit and sees its senator and House member by name, with sources', async ({ page }) => {
  await page.goto('/representatives');
  await expect(page.getByRole('heading', { name: 'Your representatives', level: 1 })).toBeVisible();
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
  await expect(page.getByRole('option', { name: 'Mushin' })).toBeAttached();
  await page.getByLabel('LGA', { exact: true }).selectOption({ label: 'Mushin' });
  await pick(page, 'Ward', 'ilupe', 'Ilupeju');
  await pick(page, 'Polling unit', 'owodunni', /^012 · /);

  await expect.poll(() => new URL(page.url()).searchParams.get('pu')).toBe('24/16/05/012'); // to share
  const seats = page.getByRole('list', { name: 'Elected for this polling unit' });
  await expect(page.getByText('Lagos West senatorial district · Mushin I federal constituency')).toBeVisible();
  const senator = seats.getByRole('listitem').filter({ hasText: 'Senator for Lagos West' });
  await expect(senator.getByRole('link', { name: 'Idiat Adebule' })).toBeVisible();
  await expect(senator).toContainText('As of 25 Feb 2023 · Source: niyitabiti.net');
  const member = seats.getByRole('listitem').filter({ hasText: 'Member of the House of Representatives for Mushin I' });
  await expect(member.getByRole('link', { name: 'Alli Taofik' })).toBeVisible();
  await expect(member.getByRole('link', { name: /niyitabiti\.net/ })).toHaveAttribute('href', /^https:\/\/niyitabiti\.net\//);
  await expect(seats.getByRole('listitem').filter({ hasText: 'Deputy Governor of Lagos' })).toContainText('Not yet recorded');
  await shots(page, 'representatives');

  await senator.getByRole('link', { name: 'Idiat Adebule' }).click();
  await expect(page.getByRole('heading', { name: 'Idiat Adebule', level: 1 })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of the area Senator for Lagos West covers' });
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1); // the district's extent, drawn without tiles too
  await shots(page, 'official');
});

test("a member follows their senator, and the senator's verified account's post reaches their Following feed", async ({ page, browser }) => {
  // The senator's own account, and a super admin who links it to the record (setup, through the api).
  const senatorPage = await (await deviceContext(browser)).newPage();
  const senatorAccount = await member(senatorPage, 'Idiat');
  const post = `Town hall for Lagos West at Ilupeju on Saturday ${Date.now()}`;
  await graphql(senatorPage.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', { input: { content: post } });
  const bossPage = await (await deviceContext(browser)).newPage();
  const boss = await member(bossPage, 'Boss');
  await makeSuperAdmin(boss.id);
  const { representatives } = await graphql(bossPage.request, `{ representatives(pollingUnit: "24/16/05/012") { seats { office holder { id } } } }`);
  const senatorId = representatives.seats.find((seat: { office: string }) => seat.office === 'SENATOR').holder.id;
  await graphql(bossPage.request, 'mutation ($id: ID!, $account: String!) { linkOfficialAccount(id: $id, account: $account, reason: "Confirmed by her office") { id } }', {
    id: senatorId,
    account: `@${senatorAccount.handle}`,
  });

  // The voter: from their own polling unit to their senator, then Follow.
  await member(page, 'Kemi');
  await page.goto('/representatives');
  await expect(page.getByRole('heading', { name: 'Your polling unit: 15, Owodunni St.' })).toBeVisible();
  await expect(page).toHaveURL(/\/representatives$/); // their own unit stays out of the address
  await page.getByRole('link', { name: 'Idiat Adebule' }).click();
  await expect(page.getByRole('link', { name: `Verified account @${senatorAccount.handle}` })).toBeVisible();
  await page.getByRole('button', { name: 'Follow Idiat Adebule' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow Idiat Adebule' })).toHaveText('Following');

  await page.goto('/?tab=followers');
  await expect(page.getByText(post)).toBeVisible();
  await shots(page, 'following-official');
});
