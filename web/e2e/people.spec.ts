import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { deviceContext, graphql, touchPage } from './support';

const shot = async (page: Page, name: string, fullPage = true) => {
  await page.waitForTimeout(300); // toasts and dialogs finish arriving
  await page.screenshot({ path: `e2e/.screens/${test.info().project.name}-people-${name}.png`, fullPage });
};

/** Letters only, different each test and project, so searches find just this test's people. */
const runTag = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])
    .slice(-6) + test.info().project.name[0];

interface Member {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  page: Page;
}

/**
 * A new member signed in on a page of their own (same device type as the project), in a ward of
 * Mushin: Ilupeju unless another is given.
 */
async function member(browser: Browser, firstName: string, lastName: string, ward = '24/16/05'): Promise<Member> {
  const page = await (await deviceContext(browser)).newPage();
  const email = `${firstName}.${lastName}@example.ng`.toLowerCase();
  const password = 'ilupeju-2027!';
  await graphql(page.request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, firstName, lastName },
  });
  const { login } = await graphql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', {
    input: { email, password },
  });
  await graphql(page.request, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
    input: { state: '24', lga: '24/16', ward },
  });
  return { id: (login as { id: string }).id, firstName, lastName, name: `${firstName} ${lastName}`, page };
}

const OLATEJU = '24/16/06';

/** A person's row in a list (their name is its link). */
const row = (scope: Page | Locator, name: string) => scope.getByRole('listitem').filter({ hasText: name });

test('neighbours find each other by suggestion and search, follow, see the counts, then block', async ({ browser }) => {
  const tag = runTag();
  // Olateju, a ward no other journey fills: suggestions show a ward's most followed members
  // first, and Ilupeju has more than a page of them by the time this runs.
  const ngozi = await member(browser, 'Ngozi', `Okafor${tag}`, OLATEJU);
  const tunde = await member(browser, 'Tunde', `Bakare${tag}`, OLATEJU);
  const { page } = ngozi;

  // Suggested as a neighbour: the same ward (on desktop the sidebar suggests too).
  await page.goto('/?tab=connect');
  const connect = page.getByRole('tabpanel');
  await expect(connect.getByRole('heading', { name: 'Suggested for you' })).toBeVisible();
  await expect(row(connect, tunde.name).getByText('Same Ward')).toBeVisible();
  await shot(page, 'connect-suggestions');

  // Found by name: one character is not a search yet.
  const search = page.getByRole('searchbox', { name: 'Search people' });
  await search.fill('B');
  await expect(page.getByText('Type at least 2 characters to search.')).toBeVisible();
  await search.fill(`Bakare${tag}`);
  await expect(page.getByRole('heading', { name: 'People found' })).toBeVisible();
  const found = row(connect, tunde.name);
  await found.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText('Followed', { exact: true })).toBeVisible();
  await expect(found.getByRole('button', { name: 'Following' })).toBeVisible();
  await search.fill('zzzqqq');
  await expect(page.getByText('No results for the query')).toBeVisible();
  await shot(page, 'connect-no-results');

  // His profile, opened from the list, returns to it.
  await search.fill(`Bakare${tag}`);
  await row(connect, tunde.name).getByRole('link', { name: tunde.name }).click();
  await expect(page.getByRole('heading', { name: tunde.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 Follower', exact: true })).toBeVisible();
  await expect(page.getByText('Olateju ward, Mushin, Lagos')).toBeVisible();
  await expect(page.getByText(/^Joined [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await shot(page, 'profile-followed');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/\?tab=connect$/);

  // Her own profile counts the follow, and her connections list him.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Complete Profile' })).toBeVisible();
  await page.getByRole('link', { name: '1 Following', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Following (1)', selected: true })).toBeVisible();
  await expect(row(page, tunde.name)).toBeVisible();
  await shot(page, 'connections');

  // He sees her among his followers, and follows back from there.
  await tunde.page.goto(`/profile/${tunde.id}/connections`);
  await expect(tunde.page.getByRole('tab', { name: 'Followers (1)', selected: true })).toBeVisible();
  await row(tunde.page, ngozi.name).getByRole('button', { name: 'Follow' }).click();
  await expect(row(tunde.page, ngozi.name).getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(tunde.page.getByRole('tab', { name: 'Following (1)' })).toBeVisible();
  await page.goto(`/profile/${ngozi.id}`);
  await expect(page.getByRole('link', { name: '1 Follower', exact: true })).toBeVisible();
  await shot(page, 'own-profile');

  // He blocks her: her profile is gone for him, and his for her; the follows end.
  await tunde.page.goto(`/profile/${ngozi.id}`);
  await tunde.page.getByRole('button', { name: `More actions for ${ngozi.name}` }).click();
  await shot(tunde.page, 'profile-menu', false);
  await tunde.page.getByRole('menuitem', { name: `Block ${ngozi.name}` }).click();
  const dialog = tunde.page.getByRole('dialog', { name: `Block ${ngozi.name}?` });
  await dialog.getByLabel('Reason').selectOption('Spam');
  await shot(tunde.page, 'block-dialog', false);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(tunde.page.getByRole('heading', { name: `You blocked ${ngozi.name}` })).toBeVisible();
  await shot(tunde.page, 'blocked');
  await tunde.page.reload();
  await expect(tunde.page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await page.goto(`/profile/${tunde.id}`);
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await shot(page, 'not-found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/\?tab=blowing$/);
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: '0 Followers', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '0 Following', exact: true })).toBeVisible();

  // Settings list whom he blocked; she has blocked nobody. He unblocks her there, and her profile is back.
  await page.goto('/profile/settings');
  await expect(page.getByRole('region', { name: 'Blocked members' }).getByText('You haven’t blocked anyone.')).toBeVisible();
  await tunde.page.goto('/profile/settings');
  const blockedList = tunde.page.getByRole('region', { name: 'Blocked members' });
  const blockedRow = row(blockedList, ngozi.name);
  await expect(blockedRow.getByText(/^Blocked \d{1,2} [A-Z][a-z]+ \d{4} · Spam$/)).toBeVisible();
  await blockedRow.scrollIntoViewIfNeeded();
  await shot(tunde.page, 'settings-blocked', false);
  await blockedRow.getByRole('button', { name: 'Unblock' }).click();
  await expect(tunde.page.getByText(`You can see ${ngozi.name}’s profile and posts again.`)).toBeVisible();
  await expect(blockedList.getByText('You haven’t blocked anyone.')).toBeVisible();
  await tunde.page.goto(`/profile/${ngozi.id}`);
  await expect(tunde.page.getByRole('heading', { name: ngozi.name, level: 1 })).toBeVisible();
  await expect(tunde.page.getByRole('button', { name: 'Follow' })).toBeVisible(); // unblocking restores no follows
});

test('a private profile hides its posts from a non-follower until the request is accepted', async ({ browser }) => {
  const tag = runTag();
  const chidi = await member(browser, 'Chidi', `Eze${tag}`);
  const amaka = await member(browser, 'Amaka', `Obi${tag}`);
  const text = `Borehole at the market is fixed ${tag}`;
  await graphql(chidi.page.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', { input: { content: text } });

  // Chidi makes his profile private in settings.
  await chidi.page.goto('/profile/settings');
  await chidi.page.getByText('Private profile', { exact: true }).click();
  await chidi.page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(chidi.page.getByText('Your profile has been successfully updated.')).toBeVisible();
  await expect(chidi.page.getByRole('heading', { name: 'Follow requests' })).toBeVisible();
  await expect(chidi.page.getByText('No pending follow requests.')).toBeVisible();

  // Amaka sees what is hidden, and asks.
  const { page } = amaka;
  await page.goto(`/profile/${chidi.id}`);
  await expect(
    page.getByText(
      'This profile is private. Follow requests are approved by Chidi; their posts, connections and location are hidden until then.',
    ),
  ).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByText('Ilupeju ward, Mushin, Lagos')).toHaveCount(0);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Requested' })).toBeVisible();
  await shot(page, 'private-requested');

  // Chidi accepts in settings.
  await chidi.page.reload();
  const requests = chidi.page.getByRole('region', { name: 'Follow requests' });
  await expect(row(requests, amaka.name)).toBeVisible();
  await shot(chidi.page, 'settings-requests');
  await row(requests, amaka.name).getByRole('button', { name: 'Accept' }).click();
  await expect(chidi.page.getByText('Request Accepted')).toBeVisible();
  await expect(requests.getByText('No pending follow requests.')).toBeVisible();

  // Now she follows him and sees his ward, connections and posts section.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(page.getByText('Ilupeju ward, Mushin, Lagos')).toBeVisible();
  await expect(page.getByRole('link', { name: '1 Follower', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await shot(page, 'private-accepted');
});

test('an accepted follower reads a private member’s posts', async ({ browser }) => {
  const tag = runTag();
  const chidi = await member(browser, 'Chidi', `Nnaji${tag}`);
  const amaka = await member(browser, 'Amaka', `Udeh${tag}`);
  const text = `Ward meeting on Saturday ${tag}`;
  await graphql(chidi.page.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', { input: { content: text } });
  await graphql(chidi.page.request, 'mutation { updateProfile(input: { isPrivateProfile: true }) { id } }');
  await graphql(amaka.page.request, 'mutation ($id: ID!) { follow(userId: $id) { isRequested } }', { id: chidi.id });

  await amaka.page.goto(`/profile/${chidi.id}`);
  await expect(amaka.page.getByRole('button', { name: 'Requested' })).toBeVisible();
  await expect(amaka.page.getByText(text)).toHaveCount(0);
  await graphql(chidi.page.request, 'mutation ($id: ID!) { acceptFollowRequest(userId: $id) }', { id: amaka.id });
  await amaka.page.reload();
  await expect(amaka.page.getByRole('article', { name: `Post by ${chidi.name}` }).getByText(text)).toBeVisible();
  await shot(amaka.page, 'private-posts-read');
});

test('the owner edits the profile in the dialog and uploads a picture; a visitor sees suggestions and is sent to sign in', async ({
  browser,
  page: visitor,
}) => {
  const tag = runTag();
  const funmi = await member(browser, 'Funmi', `Adeyemi${tag}`);
  const { page } = funmi;

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Bio').fill('Pharmacist in Mushin. Clean water for every ward.');
  await expect(dialog.getByText('49/500')).toBeVisible();
  const interest = dialog.getByPlaceholder('Add an interest, then press Enter');
  await interest.fill('health');
  await interest.press('Enter');
  await interest.fill('water');
  await interest.press('Enter');
  await dialog.getByLabel('Membership type').selectOption('Obidient');
  await dialog.getByLabel('Party').selectOption('LP');
  await shot(page, 'edit-dialog', false);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Pharmacist in Mushin. Clean water for every ward.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Interests' })).toHaveText(/health\s*water/);
  await expect(page.getByText('LP · only you')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Profile' })).toHaveCount(0);

  // A picture: a PDF is refused in the browser, an image is uploaded.
  const file = page.getByLabel('Profile picture file');
  await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Invalid File Type')).toBeVisible();
  const png = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 300, height: 300 });
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = '#008751';
    draw.fillRect(0, 0, 300, 300);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(page.getByText('Profile Picture Updated')).toBeVisible();
  await shot(page, 'own-profile-edited');

  // A visitor on a wide screen: suggestions in the sidebar; Follow sends to sign in.
  await visitor.goto('/');
  await touchPage(visitor);
  const sidebar = visitor.getByRole('region', { name: 'Connect with your community' });
  if (test.info().project.name === 'desktop') {
    await expect(sidebar.getByRole('listitem')).toHaveCount(3);
    await shot(visitor, 'home-visitor-sidebar', false);
    await sidebar.getByRole('button', { name: 'Follow' }).first().click();
    await expect(visitor).toHaveURL(/\/login$/);
  } else {
    await expect(sidebar).toHaveCount(0); // phones use the Connect tab instead
  }
});

test('a member deletes the account after two confirmations and is signed out', async ({ browser }) => {
  const tag = runTag();
  const kemi = await member(browser, 'Kemi', `Lawal${tag}`);
  const { page } = kemi;

  await page.goto('/profile/settings');
  await expect(page.getByText('Profile visibility')).toBeVisible();
  await shot(page, 'settings-account');
  await page.getByRole('button', { name: 'Delete account permanently' }).click();
  await page.getByRole('dialog', { name: 'Delete your account permanently?' }).getByRole('button', { name: 'Continue' }).click();
  const final = page.getByRole('dialog', { name: 'This cannot be undone' });
  await shot(page, 'delete-confirm', false);
  await final.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Account Deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible({ timeout: 5000 });
  await expect(page).toHaveURL(/\/$/);

  const other = await member(browser, 'Sade', `Ogun${tag}`);
  await other.page.goto(`/profile/${kemi.id}`);
  await expect(other.page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
});
