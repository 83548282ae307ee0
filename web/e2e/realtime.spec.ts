import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { deviceContext, setupHeaders } from './support';

/**
 * Two members, each in a browser of their own: a message sent in one appears in the other's open
 * Messages dialog, and a like or a follow lights the other's bell, all without a reload (graphql-ws).
 */

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(300); // dialogs and toasts finish arriving
  await page.screenshot({ path: `e2e/.screens/${test.info().project.name}-realtime-${name}.png` });
};

async function call(page: Page, query: string, variables: object = {}) {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: setupHeaders() });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

interface Member {
  id: string;
  name: string;
  page: Page;
}

/** A new member signed in on a browser of their own (the project's device), with a ward. */
async function signedIn(browser: Browser, firstName: string, lastName: string): Promise<Member> {
  const page = await (await deviceContext(browser)).newPage();
  const input = { email: `${firstName}.${lastName}@example.ng`.toLowerCase(), password: 'ilupeju-2027!' };
  await call(page, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', { input: { ...input, firstName, lastName } });
  const { login } = await call(page, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', { input });
  await call(page, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
    input: { state: '24', lga: '24/16', ward: '24/16/05' },
  });
  return { id: (login as { id: string }).id, name: `${firstName} ${lastName}`, page };
}

/** Letters only, different each run and project. */
const runTag = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])
    .slice(-6) + test.info().project.name[0];

const isPhone = () => test.info().project.name === 'phone';
const messagesDialog = (page: Page) => page.getByRole('dialog', { name: 'Messages' });
const thread = (dialog: Locator) => dialog.getByRole('list', { name: 'Messages' });

async function send(dialog: Locator, text: string) {
  const field = dialog.getByRole('textbox', { name: 'Message' });
  await field.fill(text);
  await field.press('Enter');
  await expect(thread(dialog).getByText(text)).toBeVisible();
  await expect(field).toHaveValue('');
}

test('a message, a like and a follow reach the other member at once', async ({ browser }) => {
  const tag = runTag();
  const ada = await signedIn(browser, 'Ada', `Nwosu${tag}`);
  const bayo = await signedIn(browser, 'Bayo', `Ogun${tag}`);
  const { createPost } = await call(bayo.page, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', {
    input: { content: 'Ward meeting this Saturday at the primary school.' },
  });
  const postId = (createPost as { id: string }).id;

  // Bayo has Messages open, with nobody to talk to yet; his bell is quiet.
  await bayo.page.goto('/?tab=blowing');
  await expect(bayo.page.getByRole('tab', { name: 'Notifications', exact: true })).toBeVisible();
  await bayo.page.getByRole('button', { name: 'Messages', exact: true }).click();
  const bayoMessages = messagesDialog(bayo.page);
  await expect(bayoMessages.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await shot(bayo.page, 'messages-empty');

  // Ada opens his profile and messages him.
  await ada.page.goto(`/profile/${bayo.id}`);
  await expect(ada.page.getByRole('heading', { name: bayo.name, level: 1 })).toBeVisible();
  await shot(ada.page, 'profile-message-button');
  await ada.page.getByRole('button', { name: `Message ${bayo.name}` }).click();
  const adaMessages = messagesDialog(ada.page);
  await expect(adaMessages.getByRole('heading', { name: 'Start a conversation!' })).toBeVisible();
  await shot(ada.page, 'conversation-started');
  const hello = 'Hello Bayo, are you coming to the ward meeting?';
  await send(adaMessages, hello);

  // It appears in Bayo's open dialog without a reload (on a phone, in the list first).
  if (isPhone()) {
    const row = bayoMessages.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(ada.name) });
    await expect(row).toContainText(hello);
    await shot(bayo.page, 'message-in-list');
    await row.click();
  }
  await expect(thread(bayoMessages).getByText(hello)).toBeVisible();
  await expect(bayoMessages.getByRole('region', { name: `Conversation with ${ada.name}` })).toBeVisible();
  // He has read it: Ada sees so, and his reply reaches her the same way.
  await expect(thread(adaMessages).getByText('Seen')).toBeVisible();
  await send(bayoMessages, 'Yes! I will bring the flyers.');
  await shot(bayo.page, 'thread');
  await expect(thread(adaMessages).getByText('Yes! I will bring the flyers.')).toBeVisible();
  await shot(ada.page, 'thread');
  await ada.page.keyboard.press('Escape');
  await bayo.page.keyboard.press('Escape');
  await expect(bayoMessages).toBeHidden();

  // Ada likes his post: Bayo's bell lights up at once, in the tabs and the header.
  await ada.page.goto(`/post/${postId}`);
  await ada.page.getByRole('button', { name: /^\d+ likes?$/ }).click();
  await expect(ada.page.getByRole('button', { name: '1 like' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bayo.page.getByRole('tab', { name: 'Notifications, unread' })).toBeVisible();
  await expect(bayo.page.getByRole('link', { name: 'Notifications, unread' })).toBeVisible();
  await shot(bayo.page, 'bell-lit');

  // He reads it in the notifications tab and marks everything read: the dot goes.
  await bayo.page.getByRole('tab', { name: 'Notifications, unread' }).click();
  const notifications = bayo.page.getByRole('list', { name: 'Notifications' });
  await expect(notifications.getByRole('button').first()).toContainText(`${ada.name} liked your post`);
  await shot(bayo.page, 'notifications');
  await bayo.page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bayo.page.getByRole('tab', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(notifications.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  // Ada follows him: the follow arrives on top of his open list, and the bell lights again.
  await ada.page.goto(`/profile/${bayo.id}`);
  await ada.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(ada.page.getByRole('button', { name: 'Following' })).toBeVisible();
  const followed = notifications.getByRole('button').first();
  await expect(followed).toContainText(`${ada.name} started following you`);
  await expect(followed.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(bayo.page.getByRole('tab', { name: 'Notifications, unread' })).toBeVisible();
  await shot(bayo.page, 'notifications-live');

  // Opening it marks it read and goes to her profile.
  await followed.click();
  await expect(bayo.page.getByRole('heading', { name: ada.name, level: 1 })).toBeVisible();
  await expect(bayo.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
});
