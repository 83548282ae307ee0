import { expect, test, type Page } from '@playwright/test';
import { skipWelcomeTour } from './support';

test.beforeEach(({ context }) => skipWelcomeTour(context));

const shots = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/.screens/${test.info().project.name}-${name}.png`, fullPage: true });

test('register, sign in, edit the profile, and sign out in one tab while another notices', async ({ page, context }) => {
  const email = `amina.${Date.now()}.${test.info().project.name}@example.ng`;

  await page.goto('/login');
  // The server's page: a tap on its Create an account starts the app, which answers it once it has come.
  await page.getByText('Create an account').click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Bello');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Password').fill('kano-2027!');
  await shots(page, 'register');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back on the sign-in form with the email filled in.
  await expect(page.getByText('Account created. Please sign in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('kano-2027!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  const accountMenu = page.getByRole('button', { name: 'Account menu for Amina Bello' });
  await expect(accountMenu).toBeVisible();
  await shots(page, 'home-signed-in');

  await page.goto('/profile/settings');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Bio').fill('Teacher in Fagge. I care about schools and clean water.');
  await page.getByLabel('Occupation').fill('Teacher');
  await page.getByLabel('Interests').fill('education,  water , ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been successfully updated.')).toBeVisible();
  await expect(page.getByLabel('Interests')).toHaveValue('education, water');
  await shots(page, 'settings-saved');
  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('Teacher in Fagge. I care about schools and clean water.');
  await expect(page.getByLabel('Interests')).toHaveValue('education, water');

  // A second tab of the same browser, signed in through the shared cookie.
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab.getByRole('button', { name: 'Account menu for Amina Bello' })).toBeVisible();
  await otherTab.waitForTimeout(500); // the tab's viewerEvents subscription is open

  await page.bringToFront();
  await accountMenu.click();
  await expect(page.getByText('Hey Amina!')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await expect(otherTab.getByText('You signed out in another tab.')).toBeVisible();
  await expect(otherTab.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await shots(otherTab, 'other-tab-signed-out');
});

test('a visitor is sent to sign in for notifications and sees 404 for unknown pages', async ({ page }) => {
  await page.goto('/?tab=notifications');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Please log in to access your civic dashboard')).toBeVisible();
});
