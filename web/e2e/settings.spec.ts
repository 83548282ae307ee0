import { expect, test } from '@playwright/test';
import { expectWithinWidth, flagPicture, graphql, member, shot, topUp } from './support';

test('a member finds Settings from the menu, sees their wallet and bank on their profile, and changes their picture there', async ({ browser }) => {
  const amaka = await member(browser, 'Amaka', { state: '24', lga: '24/16', ward: '24/16/05' });
  const { page } = amaka;
  await topUp(page, 150_000);

  // The account menu leads to Settings.
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${amaka.name}` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByRole('heading', { name: 'Profile settings', level: 1 })).toBeVisible();

  // On a phone the menu drawer lists it too.
  if (test.info().project.name === 'phone') {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/profile\/settings$/);
  }

  // The picture changes from Settings.
  await page.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await flagPicture(page) });
  await expect(page.getByText('Profile Picture Updated')).toBeVisible();
  const { me } = await graphql(page.request, '{ me { avatarUrl } }');
  expect(me.avatarUrl).toMatch(/^\/uploads\//);
  await shot(page, 'settings', 'settings-with-picture', false);

  // The owner's profile has the banking section: balance, and the way to manage it.
  await page.goto('/profile');
  const banking = page.getByRole('region', { name: 'Wallet and bank' });
  await expect(banking.getByTestId('summary-balance')).toHaveText('₦1,500');
  await expect(banking.getByTestId('summary-bank')).toHaveText('No bank account yet: add one in Settings to withdraw.');
  await shot(page, 'settings', 'own-profile-banking');
  await banking.getByRole('link', { name: 'Manage wallet and bank' }).click();
  await expect(page).toHaveURL(/\/profile\/settings#section-wallet$/);
  await expect(page.getByRole('region', { name: 'Wallet' })).toBeInViewport();
});

test("another member's profile keeps the ⋯ button on the screen and has no banking section", async ({ browser }) => {
  const ngozi = await member(browser, 'Ngozi');
  const tunde = await member(browser, 'Oluwatobiloba', { bio: 'Teacher' });
  await ngozi.page.goto(`/profile/${tunde.id}`);
  const more = ngozi.page.getByRole('button', { name: `More actions for ${tunde.name}` });
  await expect(more).toBeVisible();
  await expectWithinWidth(ngozi.page, more);
  for (const name of ['Follow', `Message ${tunde.name}`, `Donate to ${tunde.name}`]) {
    await expectWithinWidth(ngozi.page, ngozi.page.getByRole('button', { name, exact: true }));
  }
  await expect(ngozi.page.getByRole('region', { name: 'Wallet and bank' })).toHaveCount(0);
  await shot(ngozi.page, 'settings', 'other-profile-actions', false);
  await more.click();
  await expect(ngozi.page.getByRole('menuitem', { name: `Block ${tunde.name}` })).toBeVisible();
});

test('deactivating says so, then signs the member out after a moment, and never says they signed out in another tab', async ({ browser }) => {
  const bola = await member(browser, 'Bola');
  const { page } = bola;
  // The tab listens for its session ending (as a tab open a while does) before the member acts.
  // (On whichever socket carries it: the client may open a second one if the first drops.)
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => socket.on('framesent', (frame) => String(frame.payload).includes('viewerEvents') && resolve())),
  );
  await page.goto('/profile/settings');
  await subscribed;
  // Notes every toast title shown, however briefly (toasts show one at a time and replace each other).
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { toastsSeen: string[] }).toastsSeen = []);
    new MutationObserver(() => {
      for (const title of document.querySelectorAll('[data-scope="toast"][data-part="title"]')) seen.push(title.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  await page.getByRole('dialog', { name: 'Deactivate your account?' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Account Deactivated')).toBeVisible();
  // SPEC §4: the member reads the outcome where they are; the sign-out follows 2 s later.
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await shot(page, 'settings', 'deactivated', false);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  const titles = await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
  expect(titles).toContain('Account Deactivated');
  expect(titles).not.toContain('Signed out');
});
