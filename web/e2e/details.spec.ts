import { expect, test, type Page } from '@playwright/test';
import { graphql, member, runTag, shot } from './support';

const ILUPEJU = { state: '24', lga: '24/16', ward: '24/16/05' };

/** Holds this page's GraphQL requests for an operation until `release` is called, as a slow network would. */
async function holdOperation(page: Page, operation: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === operation) await released;
    await route.fallback();
  });
  return release;
}

test('the Follow button is busy with "..." until the server answers', async ({ browser }) => {
  const ngozi = await member(browser, 'Ngozi', ILUPEJU);
  const tunde = await member(browser, 'Tunde', ILUPEJU);
  const { page } = ngozi;
  await page.goto(`/profile/${tunde.id}`);
  const release = await holdOperation(page, 'Follow');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  const busy = page.getByRole('button', { name: `Updating follow status for ${tunde.name}` });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveText('...');
  release();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeEnabled();
  await expect(page.getByText('Followed', { exact: true })).toBeVisible();
});

test('the composer refuses a post over 2,000 characters, and Enter sends a reply', async ({ browser }) => {
  const tag = runTag();
  const { page, name } = await member(browser, 'Ada', ILUPEJU);
  // Enough posts in the ward to scroll past the floating button's 200 px.
  for (let i = 0; i < 8; i++) {
    await graphql(page.request, 'mutation ($c: String!) { createPost(input: { content: $c }) { id } }', { c: `Ward notice ${i + 1} ${tag}` });
  }
  await page.goto('/?tab=ward');
  await expect(page.getByRole('article').filter({ hasText: `Ward notice 8 ${tag}` })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('button', { name: 'Create post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Post' });
  const text = dialog.getByRole('textbox', { name: 'Post text' });
  await text.fill('a'.repeat(2_100));
  await expect(dialog.getByText('2,100/2,000')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  await shot(page, 'details', 'composer-over-limit', false);
  await page.keyboard.press('Control+Enter'); // nor with the keys
  await expect(dialog).toBeVisible();
  await text.fill(`Short and sweet ${tag}`);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  const post = page.getByRole('article', { name: `Post by ${name}` }).filter({ hasText: tag }).first();
  await expect(post).toBeVisible();

  const { feed } = await graphql(page.request, '{ feed(kind: WARD, first: 5) { edges { node { id content } } } }');
  const id = feed.edges.find((e: { node: { content: string } }) => e.node.content === `Short and sweet ${tag}`).node.id;
  await page.goto(`/post/${id}`);
  const reply = page.getByRole('textbox', { name: 'Write a comment' });
  await reply.fill(`Enter sends this ${tag}`);
  await reply.press('Enter');
  await expect(page.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: `Enter sends this ${tag}` })).toBeVisible();
  await expect(reply).toHaveValue('');
});

test('the unread badge sits beside the Messages icon, not over it', async ({ browser }) => {
  const ngozi = await member(browser, 'Ngozi');
  const tunde = await member(browser, 'Tunde');
  const { startConversation } = await graphql(tunde.page.request, 'mutation ($u: ID!) { startConversation(userId: $u) { id } }', { u: ngozi.id });
  for (const text of ['Hello neighbour', 'Are you coming to the town hall?']) {
    await graphql(tunde.page.request, 'mutation ($c: ID!, $t: String!) { sendMessage(conversationId: $c, content: $t) { id } }', { c: startConversation.id, t: text });
  }
  const { page } = ngozi;
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Messages, 2 unread' });
  await expect(button).toBeVisible();
  const icon = (await button.locator('svg').boundingBox())!;
  const badge = (await button.getByTestId('unread-badge').boundingBox())!;
  const overlap =
    Math.max(0, Math.min(icon.x + icon.width, badge.x + badge.width) - Math.max(icon.x, badge.x)) *
    Math.max(0, Math.min(icon.y + icon.height, badge.y + badge.height) - Math.max(icon.y, badge.y));
  expect(overlap / (icon.width * icon.height), 'share of the icon the badge covers').toBeLessThan(0.1);
  await page.getByRole('banner').screenshot({ path: `e2e/.screens/${test.info().project.name}-details-unread-badge.png` });
});

