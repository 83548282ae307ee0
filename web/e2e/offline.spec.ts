import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { deviceContext, e2eDatabaseUrl, graphql, member, shot, workerInCharge } from './support';

/**
 * A member on a phone whose signal drops: the app installs (manifest, service worker, icons), and
 * after one visit every screen opens offline with what it showed last and its age, with no blank
 * screen at any step.
 */

const ILUPEJU = { state: '24', lga: '24/16', ward: '24/16/05' };
const post = (page: Page, author: string) => page.getByRole('article', { name: `Post by ${author}` });

/**
 * Waits until what the member saw is saved on the phone (apollo/persist.ts): these answers in the
 * saved cache (IndexedDB), and when these queries came (localStorage), for the ages shown offline.
 */
async function savedOnThePhone(page: Page, fields: string[], queries: string[]) {
  const saved = () =>
    page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('civic-network');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const cache = await new Promise<{ ROOT_QUERY?: Record<string, unknown> } | undefined>((resolve) => {
        const request = db.transaction('apollo').objectStore('apollo').get('cache');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(undefined);
      });
      db.close();
      const times = JSON.parse(localStorage.getItem('civic-network:fetched-at') ?? '[]') as [string, number][];
      return { fields: Object.keys(cache?.ROOT_QUERY ?? {}), queries: times.map(([key]) => key.split(':')[0]) };
    });
  await expect
    .poll(async () => {
      const now = await saved();
      return fields.every((field) => now.fields.some((name) => name.startsWith(field))) && queries.every((query) => now.queries.includes(query));
    }, { timeout: 15_000 })
    .toBe(true);
}

/** Opens a screen from the phone's menu. */
async function fromMenu(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: label, exact: true }).click();
}

/** Something of the app is on screen: never a blank page or the browser's own offline page. */
async function notBlank(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();
}

test('installs; opens every screen visited before offline with its age; posts, messages, comments, likes and unfollows made offline are sent once', async ({ browser }) => {
  test.setTimeout(300_000); // a long journey: two members set up, eight screens online, then offline
  const friend = await member(browser, 'Bisi', ILUPEJU);
  const me = await member(browser, 'Chidi', ILUPEJU);
  const queueReport = `Queue at Ilupeju Grammar School is moving fast (${friend.name})`;
  await graphql(friend.page.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', {
    input: { content: queueReport },
  });
  const { startConversation } = await graphql(me.page.request, 'mutation ($id: ID!) { startConversation(userId: $id) { id } }', { id: friend.id });
  await graphql(friend.page.request, 'mutation ($id: ID!, $c: String!) { sendMessage(conversationId: $id, content: $c) { id } }', {
    id: startConversation.id,
    c: 'Are you voting at the grammar school?',
  });
  await graphql(me.page.request, 'mutation ($id: ID!) { follow(userId: $id) { isFollowing } }', { id: friend.id });
  await me.page.context().close();

  // The same member on a browser that lets the app's service worker in.
  const context = await deviceContext(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.request.post('/graphql', {
    data: { query: 'mutation ($input: LoginInput!) { login(input: $input) { id } }', variables: { input: { email: me.email, password: me.password } } },
  });

  // What the page asks for, in order: the worker (and its precache of every route, the whole app)
  // is registered once the first screen is up, so on a slow signal it never queues before the feed.
  await context.addInitScript(() => {
    const asked: string[] = ((window as { asked?: string[] }).asked = []);
    const { fetch } = window;
    window.fetch = (input, init) => {
      if (String(input).endsWith('/graphql') && typeof init?.body === 'string') asked.push(JSON.parse(init.body).operationName);
      return fetch(input, init);
    };
    const { register } = ServiceWorkerContainer.prototype;
    ServiceWorkerContainer.prototype.register = function (...args) {
      asked.push('service worker');
      return register.apply(this, args);
    };
  });
  // One visit online: the feed, the post, a profile, Messages, results and the dashboard.
  await page.goto('/?tab=ward');
  // The server draws no feed for a tab asked by name: the ward's posts come with the app.
  await expect(post(page, friend.name).first()).toBeVisible({ timeout: 30_000 });
  await workerInCharge(page);
  const asked = await page.evaluate(() => (window as { asked?: string[] }).asked!);
  expect(asked).toContain('Feed');
  expect(asked.indexOf('service worker')).toBeGreaterThan(asked.indexOf('Feed'));
  const cdp = await context.newCDPSession(page);
  // Chromium's own installability checks (what Lighthouse's installable-manifest audit reports);
  // only a test browser's private profile is in the way, as no member's is.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache'); // updates are found on the next visit
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#008751' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['48x48', '72x72', '96x96', '144x144', '192x192', '512x512']));

  // Through the app's own links, as a member goes: a post, its author, Messages, results, the dashboard.
  await post(page, friend.name).first().getByRole('link', { name: /ago|now/i }).first().click();
  await expect(page.getByRole('heading', { name: `Post by ${friend.name}` })).toBeAttached();
  await page.getByRole('link', { name: friend.name }).first().click();
  await expect(page.getByRole('heading', { name: friend.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Messages/ }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await messages.getByRole('button', { name: new RegExp(friend.name) }).click();
  await expect(messages.getByRole('list', { name: 'Messages' }).getByText('Are you voting at the grammar school?')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(messages).toBeHidden();
  for (const [label, heading] of [
    ['Results', 'Election Results'],
    ['Dashboard', 'Civic Dashboard'],
  ]) {
    await fromMenu(page, label);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: 'Civic Network home' }).click();
  await page.getByRole('tab', { name: 'Ward', exact: true }).click();
  await expect(post(page, friend.name).first()).toBeVisible();
  await savedOnThePhone(page, ['feed:{"kind":"WARD"}', 'electionSummary', 'civicDashboard'], ['ResultsPortal', 'CivicDashboard']);

  // The signal drops, and the member reloads: the app opens from the phone, not Chromium's "No internet".
  await context.setOffline(true);
  await page.reload();
  await notBlank(page);
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(post(page, friend.name).first()).toBeVisible();
  await expect(page.getByText(/Offline · updated (just now|\d+ min ago)/).first()).toBeVisible();
  await shot(page, 'offline', 'feed');

  // Every screen opened before opens again, through the app's own links.
  await post(page, friend.name).first().getByRole('link', { name: /ago|now/i }).first().click();
  await notBlank(page);
  await expect(page.getByRole('heading', { name: `Post by ${friend.name}` })).toBeAttached();
  await expect(page.getByText(queueReport)).toBeVisible();
  await page.getByRole('link', { name: friend.name }).first().click();
  await expect(page.getByRole('heading', { name: friend.name, level: 1 })).toBeVisible();
  await expect(page.getByText(/Offline · updated/)).toBeVisible();
  await shot(page, 'offline', 'profile');
  await page.getByRole('button', { name: /^Messages/ }).click();
  await messages.getByRole('button', { name: new RegExp(friend.name) }).click();
  await expect(messages.getByRole('list', { name: 'Messages' }).getByText('Are you voting at the grammar school?')).toBeVisible();
  await shot(page, 'offline', 'messages');
  await page.keyboard.press('Escape');
  for (const [label, heading] of [
    ['Results', 'Election Results'],
    ['Dashboard', 'Civic Dashboard'],
  ]) {
    await fromMenu(page, label);
    await notBlank(page);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByText(/Offline · updated/)).toBeVisible();
    await shot(page, 'offline', label.toLowerCase());
  }

  // A screen never opened: its code is on the phone, its data is not, and it says so.
  await fromMenu(page, 'News');
  await notBlank(page);
  await expect(page.getByText('Failed to fetch news')).toBeVisible();
  await shot(page, 'offline', 'never-visited');

  // Still offline, the member posts and sends a message: each waits, and survives a reload.
  const postText = `Offline report from Ilupeju ${Date.now()}`;
  const messageText = `Written with no signal ${Date.now()}`;
  await page.getByRole('banner').getByRole('link', { name: 'Civic Network home' }).click();
  await page.getByRole('tab', { name: 'Ward', exact: true }).click();
  await page.getByRole('button', { name: /What’s happening in your area/ }).click();
  await page.getByRole('textbox', { name: 'Post text' }).fill(postText);
  await page.getByRole('textbox', { name: 'Post text' }).press('Control+Enter');
  const outbox = page.getByRole('region', { name: 'Waiting to send' });
  await expect(outbox.getByText(`Post: “${postText}” · waiting to send`)).toBeVisible();
  await page.getByRole('button', { name: /^Messages/ }).click();
  await messages.getByRole('button', { name: new RegExp(friend.name) }).click();
  const box = messages.getByRole('textbox', { name: 'Message' });
  await box.fill(messageText);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await box.fill('A draft I have not sent');
  await page.keyboard.press('Escape');
  await expect(outbox.getByText(/Message: “to .*” · waiting to send/)).toBeVisible();

  // On the friend's post: a like, a comment and a comment still being written; on their profile, an unfollow.
  const commentText = `Commented with no signal ${Date.now()}`;
  await post(page, friend.name).first().getByRole('link', { name: /ago|now/i }).first().click();
  await notBlank(page);
  await page.getByRole('button', { name: '0 likes' }).first().click();
  await expect(page.getByRole('button', { name: '1 like', exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(outbox.getByText('Like a post · waiting to send')).toBeVisible();
  const commentBox = page.getByRole('textbox', { name: 'Write a comment' });
  await commentBox.fill(commentText);
  await commentBox.press('Enter');
  await expect(outbox.getByText(`Comment: “${commentText}” · waiting to send`)).toBeVisible();
  await expect(commentBox).toHaveValue('');
  await commentBox.fill('A comment I am still writing');
  await page.getByRole('link', { name: friend.name }).first().click();
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(outbox.getByText(`Unfollow ${friend.name} · waiting to send`)).toBeVisible();
  await shot(page, 'offline', 'waiting', false);
  await page.goBack();
  await page.reload();
  await notBlank(page);
  await expect(outbox.getByText('Waiting to send (5): sends when you are back online')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('A comment I am still writing');
  await page.getByRole('button', { name: /^Messages/ }).click();
  await messages.getByRole('button', { name: new RegExp(friend.name) }).click();
  await expect(messages.getByRole('textbox', { name: 'Message' })).toHaveValue('A draft I have not sent');
  await page.keyboard.press('Escape');

  // The signal returns: each is sent, in order, once.
  await context.setOffline(false);
  await expect(page.getByText("You're offline.")).toBeHidden({ timeout: 20_000 });
  await expect(outbox).toBeHidden({ timeout: 20_000 });
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  const posts = await db.query('select count(*)::int as n from posts where author_id = $1 and content = $2', [me.id, postText]);
  const sent = await db.query('select count(*)::int as n from messages where sender_id = $1 and content = $2', [me.id, messageText]);
  const comments = await db.query('select count(*)::int as n from comments where author_id = $1 and content = $2', [me.id, commentText]);
  const likes = await db.query('select count(*)::int as n from likes l join posts p on p.id = l.post_id where l.user_id = $1 and p.author_id = $2', [me.id, friend.id]);
  const follows = await db.query('select count(*)::int as n from follows where follower_id = $1 and following_id = $2', [me.id, friend.id]);
  await db.end();
  expect([posts.rows[0].n, sent.rows[0].n, comments.rows[0].n, likes.rows[0].n, follows.rows[0].n]).toEqual([1, 1, 1, 1, 0]);
  // The post sent from the outbox is in the ward feed, once.
  await page.getByRole('banner').getByRole('link', { name: 'Civic Network home' }).click();
  await page.getByRole('tab', { name: 'Ward', exact: true }).click();
  await expect(post(page, me.name).filter({ hasText: postText })).toHaveCount(1);
  await context.close();
});
