import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql, makeAdmin } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/.screens/${test.info().project.name}-civic-news-${name}.png`, fullPage: true });

async function signUp(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${test.info().project.name}@example.ng`;
  const password = 'register-2027!';
  await graphql(request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, firstName, lastName: 'Adebayo' },
  });
  await graphql(request, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', { input: { email, password } });
  // The welcome tour has its own journey: these members have taken it.
  await graphql(request, 'mutation { completeOnboarding { __typename } }');
  return email;
}

test('a member reads the latest news ten stories at a time and loads more', async ({ page }) => {
  await signUp(page.request, 'Zainab');
  await page.goto('/news');
  const news = page.getByRole('region', { name: 'Latest News' });
  await expect(news.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  // No feeds are configured on the e2e server: the bundled samples, labelled as such.
  await expect(news.getByRole('note')).toContainText('Sample stories');
  await expect(news.getByRole('article')).toHaveCount(10);
  await shot(page, 'news');

  await news.getByRole('button', { name: 'Load more stories' }).click();
  await expect(news.getByRole('article')).toHaveCount(12);
  await expect(news.getByRole('button', { name: 'Load more stories' })).toHaveCount(0);
  const story = news.getByRole('article').first().getByRole('link');
  await expect(story).toHaveAttribute('target', '_blank');
  await shot(page, 'news-more');

  if (test.info().project.name === 'desktop') {
    await page.goto('/');
    const happening = page.getByRole('region', { name: "What's happening" });
    await expect(happening.getByRole('listitem')).toHaveCount(4);
    await expect(happening.getByRole('link', { name: 'View all news' })).toHaveAttribute('href', '/news');
    await shot(page, 'sidebar');
  } else {
    await page.goto('/?tab=news');
    // The first page of ten, or the twelve already loaded on /news when the kept cache has them.
    await expect(page.getByRole('tabpanel').getByRole('article').nth(9)).toBeVisible();
    await shot(page, 'news-tab');
  }
});

test('a voter ID lookup gives a clear answer, before and after an administrator imports a register', async ({ page }) => {
  const email = await signUp(page.request, 'Chinedu');
  await makeAdmin(email);
  const suffix = String(Date.now()).slice(-7) + (test.info().project.name === 'phone' ? '1' : '2');
  const known = `90F5B0A3D82${suffix}`;

  await page.goto('/inec-data');
  const lookup = page.getByRole('region', { name: 'Voter ID lookup' });
  const status = page.getByRole('region', { name: 'Voter registration status' });
  await expect(status).toContainText('93,469,008');
  await expect(status.getByRole('region', { name: 'Next elections' })).toBeVisible();

  // The other project's run may have imported a register already; either way the page is clear:
  // with none, the lookup waits under a note that says so; with one, this voter is not in it yet.
  const voterId = lookup.getByRole('textbox', { name: 'Voter ID' });
  await expect(lookup.getByRole('button', { name: 'Look Up Voter' })).toBeVisible();
  if (await voterId.isDisabled()) {
    await expect(lookup.getByRole('note')).toContainText('No voter register has been imported');
    await expect(lookup.getByRole('button', { name: 'Look Up Voter' })).toBeDisabled();
  } else {
    await voterId.fill(known);
    await lookup.getByRole('button', { name: 'Look Up Voter' }).click();
    await expect(lookup.getByRole('status', { name: 'Lookup result' })).toContainText('Not found');
  }
  await shot(page, 'lookup-before');

  const importer = page.getByRole('region', { name: 'Import a voter register' });
  await importer.getByLabel(/Register file/).setInputFiles({
    name: 'ilupeju.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`vin,registration_status,pvc_status\n${known},registered,awaiting_collection\n90F5B0A3D82000000${suffix.slice(-2)},transferred,collected\n`),
  });
  await importer.getByRole('button', { name: 'Import register' }).click();
  await expect(page.getByText('Register imported')).toBeVisible();
  await expect(lookup).toContainText('Checks against a register of 2 voters');

  await voterId.fill(known);
  await lookup.getByRole('button', { name: 'Look Up Voter' }).click();
  const answer = lookup.getByRole('status', { name: 'Lookup result' });
  await expect(answer).toContainText('Voter found');
  await expect(answer).toContainText('Registration: Registered');
  await expect(answer).toContainText('Voter card (PVC): Ready for collection');
  await shot(page, 'lookup-found');

  await lookup.getByRole('textbox', { name: 'Voter ID' }).fill('90F5B0A3D8299999999');
  await lookup.getByRole('button', { name: 'Look Up Voter' }).click();
  await expect(answer).toContainText('Not found');

  await status.getByRole('button', { name: 'Collect All INEC Data' }).click();
  const collected = page.getByRole('region', { name: 'INEC data collected' });
  await expect(collected).toContainText('176,846');
  await expect(collected).toContainText('2 voters');
  await shot(page, 'collected');
});
