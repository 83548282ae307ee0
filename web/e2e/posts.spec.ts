import { expect, test, type Browser, type Page } from '@playwright/test';
import { deviceContext, flagPicture, graphql, member, skipWelcomeTour, touchPage } from './support';

test.beforeEach(({ context }) => skipWelcomeTour(context));

const shots = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/.screens/${test.info().project.name}-${name}.png`, fullPage: true });

/** The screen as seen, once a dialog has finished opening: a full-page shot pulls fixed layers apart. */
async function screenShot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `e2e/.screens/${test.info().project.name}-${name}.png` });
}

const ILUPEJU = { state: '24', lga: '24/16', ward: '24/16/05' };

/** A new member signed in on `page`, with their electoral location set to Ilupeju ward (Mushin, Lagos). */
async function signUpInIlupeju(page: Page, firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${test.info().project.name}@example.ng`;
  const password = 'mushin-2027!';
  await graphql(page.request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, firstName, lastName },
  });
  const { login } = await graphql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', {
    input: { email, password },
  });
  await graphql(page.request, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: ILUPEJU });
  return (login as { id: string }).id;
}

/** A second person on the same device type (viewport, touch) in a browser of their own. */
async function otherPerson(browser: Browser) {
  return (await deviceContext(browser)).newPage();
}

/** The post card by this author with this text (a repost of it is by someone else). */
const post = (page: Page, author: string, text: string) =>
  page.getByRole('article', { name: `Post by ${author}` }).filter({ hasText: text }).first();

test('members post in their ward, like, reply, repost, share, edit and delete; a visitor is sent to sign in to like', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const text = `Water point on Community Road is dry again ${stamp}. Who else in #Ilupeju is affected? @nobody`;
  const repostComment = `Please fix this, LGA. ${stamp}`;
  const waterPost = (on: Page) => post(on, 'Ngozi Adeyemi', `dry again ${stamp}`);

  const ngoziId = await signUpInIlupeju(page, 'Ngozi', 'Adeyemi');
  await page.goto('/?tab=ward');
  await expect(page.getByRole('heading', { name: 'Ward feed' })).toBeVisible();
  await shots(page, 'posts-ward-before');

  // The composer: one line until focused; Ctrl+Enter posts.
  await page.getByRole('button', { name: /What’s happening in your area/ }).click();
  const composer = page.getByRole('textbox', { name: 'Post text' });
  await composer.fill(text);
  await expect(page.getByText(`${text.length}/5,000`)).toBeVisible();
  await page.getByTestId('image-input').setInputFiles({ name: 'flag.png', mimeType: 'image/png', buffer: await flagPicture(page) });
  await expect(page.getByRole('img', { name: 'Attached image' })).toBeVisible();
  await shots(page, 'posts-composer');
  await composer.press('Control+Enter');
  await expect(page.getByText('Your post is live.')).toBeVisible();
  const mine = waterPost(page);
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Ilupeju');
  await expect(mine.getByText('#Ilupeju')).toBeVisible();
  await expect(composer).toBeHidden();

  // The picture opens full screen, with zoom.
  await mine.getByRole('button', { name: /View Ngozi Adeyemi's image/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await screenShot(page, 'posts-image-viewer');
  await viewer.getByRole('button', { name: 'Close image viewer' }).click();
  await expect(viewer).toBeHidden();

  // The same post in the LGA and state feeds.
  for (const [tab, heading] of [
    ['LGA', 'LGA feed'],
    ['State', 'State feed'],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(waterPost(page)).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Ward', exact: true }).click();

  // Past 200 px of scrolling, the floating button opens the Create New Post dialog. From the top:
  // tapping a tab may have scrolled the tab bar into view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Create post' })).toBeHidden();
  await page.mouse.wheel(0, 400);
  await page.getByRole('button', { name: 'Create post' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create New Post' });
  await createDialog.getByRole('textbox', { name: 'Post text' }).fill(`Ward meeting on Saturday at the town hall (${stamp}).`);
  await expect(createDialog.getByText(/^\d+\/2,000$/)).toBeVisible();
  await screenShot(page, 'posts-create-dialog');
  await createDialog.getByRole('button', { name: 'Post' }).click();
  await expect(createDialog).toBeHidden();
  await expect(post(page, 'Ngozi Adeyemi', 'Ward meeting on Saturday')).toBeVisible();

  // Another member in the ward likes it, comments, reposts it with a comment, and copies its link.
  const reader = await otherPerson(browser);
  await signUpInIlupeju(reader, 'Tunde', 'Bakare');
  // Members repost the people they follow (SPEC §6).
  await graphql(reader.request, 'mutation ($userId: ID!) { follow(userId: $userId) { isFollowing } }', { userId: ngoziId });
  await reader.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await reader.goto('/?tab=ward');
  const seen = waterPost(reader);
  await seen.getByRole('button', { name: /^\d+ likes?$/ }).click();
  await expect(seen.getByRole('button', { name: '1 like' })).toHaveAttribute('aria-pressed', 'true');
  await seen.getByRole('button', { name: /^\d+ comments?$/ }).click();
  await seen.getByRole('textbox', { name: 'Write a comment' }).fill('Same on Alhaji Street since Monday.');
  await seen.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(seen.getByText('Same on Alhaji Street since Monday.')).toBeVisible();
  await expect(seen.getByRole('button', { name: '1 comment' })).toBeVisible();
  await shots(reader, 'posts-liked-and-commented');

  // He mentions her in a second comment: her @handle opens her profile. Back in the feed, he deletes that comment.
  const { me } = (await graphql(page.request, '{ me { handle } }')) as { me: { handle: string } };
  await seen.getByRole('textbox', { name: 'Write a comment' }).fill(`@${me.handle} thanks for raising this`);
  await seen.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(seen.getByRole('button', { name: '2 comments' })).toBeVisible();
  await seen.getByRole('link', { name: `@${me.handle}` }).click();
  await expect(reader.getByRole('heading', { name: 'Ngozi Adeyemi', level: 1 })).toBeVisible();
  await expect(reader).toHaveURL(new RegExp(`/profile/${ngoziId}\\?returnTo=`));
  await reader.getByRole('link', { name: 'Back' }).click();
  await expect(reader).toHaveURL(/\/\?tab=ward$/);
  // The profile stays on screen, with this same post on it, until the home page is ready: a tap
  // before then lands on the profile's card. Then the feed shows its cached page at once and
  // refreshes it: act once it has settled, as a reader would.
  await expect(reader.getByRole('heading', { name: 'Ward feed' })).toBeVisible();
  await expect(seen).toBeVisible();
  await expect(reader.getByText('Refreshing posts...')).toHaveCount(0);
  await seen.getByRole('button', { name: '2 comments' }).click();
  const thanks = seen.getByRole('listitem').filter({ hasText: 'thanks for raising this' });
  await thanks.getByRole('button', { name: 'Delete comment by Tunde Bakare' }).click();
  const deleteComment = reader.getByRole('dialog', { name: 'Delete Comment' });
  await expect(deleteComment).toContainText('This comment will be removed for everyone.');
  await screenShot(reader, 'posts-delete-comment');
  await deleteComment.getByRole('button', { name: 'Delete' }).click();
  await expect(reader.getByText('The comment has been removed.')).toBeVisible();
  await expect(seen.getByText('thanks for raising this')).toHaveCount(0);
  await expect(seen.getByRole('button', { name: '1 comment' })).toBeVisible();
  await expect(seen.getByText('Same on Alhaji Street since Monday.')).toBeVisible();

  // A menu opened and closed on one post leaves the next post's menu working.
  await post(reader, 'Ngozi Adeyemi', 'Ward meeting on Saturday').getByRole('button', { name: 'Post options' }).click();
  await expect(reader.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await reader.keyboard.press('Escape');
  await expect(reader.getByRole('menuitem', { name: 'Report' })).toBeHidden();
  await seen.getByRole('button', { name: 'Post options' }).click();
  await reader.getByRole('menuitem', { name: 'Repost' }).click();
  const repostDialog = reader.getByRole('dialog', { name: 'Repost' });
  await repostDialog.getByRole('textbox').fill(repostComment);
  await expect(repostDialog.getByText(`${280 - repostComment.length} characters remaining`)).toBeVisible();
  await screenShot(reader, 'posts-repost-dialog');
  await repostDialog.getByRole('button', { name: 'Repost' }).click();
  await expect(reader.getByText('The post is now on your timeline.')).toBeVisible();
  const repost = post(reader, 'Tunde Bakare', repostComment);
  await expect(repost).toContainText('reposted');
  await expect(repost).toContainText(`dry again ${stamp}`);

  await seen.getByRole('button', { name: /^\d+ shares?$/ }).click();
  const shareDialog = reader.getByRole('dialog', { name: 'Share Post' });
  await expect(shareDialog.getByRole('button', { name: 'WhatsApp' })).toBeVisible();
  await screenShot(reader, 'posts-share-dialog');
  await shareDialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(reader.getByText('Post link copied to clipboard!')).toBeVisible();
  const link = await reader.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/post\/[0-9a-f-]{36}$/);
  await expect(seen.getByRole('button', { name: '1 share' })).toBeVisible();

  // The author edits the post, then replies to the comment on the post page.
  await page.reload();
  await mine.getByRole('button', { name: 'Post options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Repost' })).toHaveCount(0); // not one's own
  await screenShot(page, 'posts-own-menu');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Post' });
  await editDialog.getByRole('textbox').fill(`${text} Update: water is back on the even-numbered side.`);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toContainText('water is back');
  await expect(mine).toContainText('Edited');

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Post by Ngozi Adeyemi' })).toBeAttached();
  await expect(page.getByText('Same on Alhaji Street since Monday.')).toBeVisible();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  // Phones reply in the bar stuck to the bottom of the screen, which names the reply's target.
  if (test.info().project.name === 'phone') await expect(page.getByText('Replying to Tunde Bakare')).toBeVisible();
  await page.getByRole('textbox', { name: 'Reply to Tunde Bakare' }).fill('Thanks Tunde, I have told the councillor.');
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const thread = page.getByRole('list').getByRole('listitem').filter({ hasText: 'Same on Alhaji Street' });
  await expect(thread.getByText('Thanks Tunde, I have told the councillor.')).toBeVisible();
  await screenShot(page, 'posts-post-page');

  // A visitor reads the post page and is sent to sign in to like it.
  const visitor = await otherPerson(browser);
  await visitor.goto(new URL(link).pathname);
  await touchPage(visitor);
  await expect(visitor.getByText('Thanks Tunde, I have told the councillor.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Post options' })).toHaveCount(0);
  await screenShot(visitor, 'posts-post-page-visitor');
  await visitor.getByRole('button', { name: /^\d+ likes?$/ }).first().click();
  await expect(visitor.getByText('Please log in to like posts')).toBeVisible();
  await expect(visitor).toHaveURL(/\/login$/);

  // The author deletes the post from its page; the repost shows the original gone.
  await page.getByRole('article').first().getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your post has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  await page.goto('/?tab=ward');
  await expect(post(page, 'Tunde Bakare', repostComment)).toContainText('The original post is unavailable.');
  await shots(page, 'posts-ward-after-delete');

  await reader.context().close();
  await visitor.context().close();
});

test('a visitor reads the blowing feed, and a member without a ward is asked to set one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Blowing', exact: true })).toBeVisible();
  // The feed's posts, not its placeholders (the journey above wrote some).
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading posts' })).toBeHidden();
  await shots(page, 'posts-blowing-visitor');

  const email = `kemi.${Date.now()}.${test.info().project.name}@example.ng`;
  await graphql(page.request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password: 'ibadan-2027!', firstName: 'Kemi', lastName: 'Alade' },
  });
  await graphql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', {
    input: { email, password: 'ibadan-2027!' },
  });
  await page.goto('/?tab=ward');
  await expect(page.getByRole('heading', { name: 'Ward Information Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update your location' })).toHaveAttribute('href', '/profile/settings');
  await shots(page, 'posts-ward-needs-location');
});

test('a post read in the feed counts the reader’s view at once, and its page opens with that count', async ({ browser }) => {
  const author = await member(browser, 'Tolu', ILUPEJU);
  const text = `Collation centre opens at 8 (${author.name})`;
  const { createPost } = await graphql(author.page.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', { input: { content: text } });
  await author.page.context().close();
  const reader = await member(browser, 'Segun', ILUPEJU);
  const { page } = reader;

  await page.goto('/?tab=ward');
  const card = post(page, author.name, text);
  const views = card.locator('[data-part=views]');
  await expect(views).toHaveText('0views');
  // On screen for 2 s, the post counts the reader's view, and its card says so.
  await expect(views).toHaveText('1views', { timeout: 10_000 });
  const { post: counted } = await graphql(page.request, 'query ($id: ID!) { post(id: $id) { viewsCount } }', { id: createPost.id });
  expect(counted.viewsCount).toBe(1);

  // The post's page, opened from the feed, shows the same count.
  await card.getByRole('link', { name: /ago|now/i }).first().click();
  await expect(page.getByRole('heading', { name: `Post by ${author.name}` })).toBeAttached();
  await expect(page.getByRole('article', { name: `Post by ${author.name}` }).locator('[data-part=views]')).toHaveText('1views');
  await page.context().close();
});
