import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { deviceContext, e2eDatabaseUrl, graphql } from './support';

const shots = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/.screens/${test.info().project.name}-${name}.png`, fullPage: true });

const ILUPEJU = { state: '24', lga: '24/16', ward: '24/16/05' };
const PASSWORD = 'mushin-2027!';

async function signUp(page: Page, firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${test.info().project.name}@example.ng`;
  await graphql(page.request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password: PASSWORD, firstName, lastName },
  });
  const { login } = await graphql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', {
    input: { email, password: PASSWORD },
  });
  await graphql(page.request, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: ILUPEJU });
  // These members have been through the five-step welcome already (civic.spec.ts walks it).
  await graphql(page.request, 'mutation { completeOnboarding { showOnboarding } }');
  return { id: login.id as string, email };
}

async function person(browser: Browser) {
  return (await deviceContext(browser)).newPage();
}

/** As an operator would: the create-super-admin command (built), promoting an existing account. */
function createSuperAdmin(email: string): Promise<string> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'api', 'dist', 'cli', 'create-super-admin.js'), '--email', email],
      { env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), LOG_LEVEL: 'warn', NODE_ENV: 'development' }, timeout: 60_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

const card = (page: Page, author: string, text: string) =>
  page.getByRole('article', { name: `Post by ${author}` }).filter({ hasText: text }).first();

test('a member reports a post; an admin hides it with a reason; it leaves the feeds; its author sees why; a super admin reverses it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const text = `INEC has moved Saturday's vote in Ilupeju to Monday ${stamp}. Stay home!`;

  // The author posts; a reader in the same ward reports it.
  const author = await signUp(page, 'Kunle', 'Afolabi');
  const { createPost } = await graphql(page.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', {
    input: { content: text },
  });
  const reader = await person(browser);
  await signUp(reader, 'Amaka', 'Eze');
  await reader.goto('/?tab=ward');
  const seen = card(reader, 'Kunle Afolabi', stamp);
  await seen.getByRole('button', { name: 'Post options' }).click();
  await reader.getByRole('menuitem', { name: 'Report' }).click();
  const report = reader.getByRole('dialog', { name: 'Report Post' });
  await report.getByRole('combobox').selectOption({ label: 'False information about voting or results' });
  await report.getByRole('textbox').fill('INEC announced no such change.');
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(reader.getByText(/Thank you. Our moderators will review this post./)).toBeVisible();

  // The first super admin comes from the operator's command; they make a moderator.
  const boss = await person(browser);
  const bossAccount = await signUp(boss, 'Zainab', 'Musa');
  expect(await createSuperAdmin(bossAccount.email)).toContain('is now a super administrator');
  const moderator = await person(browser);
  const moderatorAccount = await signUp(moderator, 'Emeka', 'Obi');
  await graphql(boss.request, 'mutation ($userId: ID!) { setRole(userId: $userId, role: ADMIN, reason: "Election-week moderator") { id } }', {
    userId: moderatorAccount.id,
  });

  // The moderator finds the queue in the account menu, reads the report, and hides the post with a reason.
  await moderator.goto('/');
  await moderator.getByRole('button', { name: 'Account menu for Emeka Obi' }).click();
  await moderator.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(moderator.getByRole('heading', { name: 'Moderation' })).toBeVisible();
  const item = moderator.getByRole('article', { name: 'Post by Kunle Afolabi' }).filter({ hasText: stamp });
  await expect(item.getByText('1 report')).toBeVisible();
  await expect(item.getByText('“INEC announced no such change.”')).toBeVisible();
  await shots(moderator, 'moderation-queue');
  await item.getByRole('button', { name: 'Hide' }).click();
  const hide = moderator.getByRole('dialog', { name: 'Hide post' });
  await hide.getByRole('textbox').fill('False claim about the election date. INEC has announced no change.');
  await hide.getByRole('button', { name: 'Hide post' }).click();
  await expect(item).toBeHidden();

  // It leaves every feed and its page, for the reader and for visitors.
  for (const tab of ['ward', 'lga', 'state', 'blowing']) {
    await reader.goto(`/?tab=${tab}`);
    // The feed has loaded: a post, or its empty state (prompt cards are articles too, so posts are asked for by name).
    await expect(reader.getByRole('article', { name: /^Post by / }).or(reader.getByText(/Be the first|No trending posts/)).first()).toBeVisible();
    await expect(card(reader, 'Kunle Afolabi', stamp)).toHaveCount(0);
  }
  await reader.goto(`/post/${createPost.id}`);
  await expect(reader.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  // The reporter learns the outcome.
  await reader.goto('/safety');
  const reports = reader.getByRole('list', { name: 'Your reports' });
  await expect(reports.getByText('Action taken')).toBeVisible();
  await expect(reports.getByText('A moderator hid this post.')).toBeVisible();

  // The author still sees the post, with why it was hidden.
  await page.goto(`/post/${createPost.id}`);
  await expect(page.getByText('A moderator hid this post. Only you can see it.')).toBeVisible();
  await expect(page.getByText('Reason: False claim about the election date. INEC has announced no change.')).toBeVisible();
  await shots(page, 'moderation-author-notice');
  await page.getByRole('link', { name: 'See your account status' }).click();
  await expect(page.getByRole('list', { name: 'Moderator decisions' }).getByText('A moderator hid your post')).toBeVisible();
  await shots(page, 'moderation-account-status');

  // The super admin reverses it from the log, and the post is back in the ward feed.
  await boss.goto('/admin/moderation');
  await boss.getByRole('tab', { name: 'Log' }).click();
  const entry = boss.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').filter({ hasText: 'hid a post by Kunle Afolabi' }).filter({ hasText: stamp });
  await entry.getByRole('button', { name: 'Reverse' }).click();
  const reverse = boss.getByRole('dialog', { name: 'Reverse action' });
  await reverse.getByRole('textbox').fill('The author showed INEC’s own notice; the claim was a quote.');
  await reverse.getByRole('button', { name: 'Reverse' }).click();
  await expect(entry.getByText(/Reversed by Zainab Musa/)).toBeVisible();
  await shots(boss, 'moderation-log');
  await reader.goto('/?tab=ward');
  await expect(card(reader, 'Kunle Afolabi', stamp)).toBeVisible();
  expect(author.id).toBeTruthy();
});
