import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { deviceContext, graphql, makeAdmin, member, runTag, shot, touchPage } from './support';

/**
 * Every screen a visitor and a member use, and the dialogs and menus they open, checked with
 * axe-core against WCAG 2.1 A and AA on the phone (360×740) and the desktop. A failure names each
 * rule broken, what it asks for, and the elements that break it, so the reader knows what to fix.
 */

const ILUPEJU = { state: '24', lga: '24/16', ward: '24/16/05', pollingUnit: '24/16/05/012' };
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 Label in Name (2.1 A): a button's accessible name contains the words it shows, so
 * "Like (8)" on a button showing "8" fails. axe marks its rule experimental and leaves it off.
 */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/** Waits until the screen has stopped moving: a dialog half faded in has colours nobody reads. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners and skeleton pulses run for ever; only the ones that end are waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Zero WCAG 2.1 A/AA violations on what the page shows now. A soft check: the test goes on to its
 * other screens, and the report lists every screen that failed.
 */
async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  await shot(page, 'a11y', screen); // the whole page, as axe sees it
  // Options before tags: options() replaces them all, withTags() then adds its own.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { [LABEL_IN_NAME]: { enabled: true } } })
    .withTags(WCAG_21_AA)
    .analyze();
  const report = violations
    .map(
      (violation) =>
        `- ${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n` +
        violation.nodes
          .map((node) => `    at ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
  expect.soft(violations.map((violation) => violation.id), `${screen}: WCAG 2.1 AA violations\n${report}`).toEqual([]);
  if (test.info().project.name === 'phone') await expectTouchTargets(page, screen);
}

/**
 * On the phone, every control a finger can tap is at least 44×44 CSS px (WCAG 2.5.5, and well past
 * 2.5.8's 24 px minimum), so a thumb hits the one it aims at. A soft check like axe's: the report
 * lists each control too small, with its role, name and size.
 */
async function expectTouchTargets(page: Page, screen: string) {
  const tooSmall = await page.evaluate(() => {
    const CONTROLS = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=menuitemradio]',
      '[role=menuitemcheckbox]',
      '[role=switch]',
      '[role=checkbox]',
      '[role=radio]',
    ].join(',');
    const isInline = (element: Element) => /^(inline|contents)/.test(getComputedStyle(element).display);
    /**
     * WCAG 2.5.8's inline exception: a link inside a sentence or block of text is sized by the
     * line it sits in, so it is exempt. A link counts as inline when it is laid out inline (not a
     * flex or grid item, which the browser makes a block) and text shares its lines within its
     * nearest block ancestor ("Source: …", "Sign in to …").
     */
    const inSentence = (link: Element) => {
      // Up from the link to its block, any text on the same lines: a text node or an inline
      // element beside it (a block beside it is another paragraph, not this sentence).
      for (let node: Element | null = link; node && isInline(node); node = node.parentElement) {
        for (const sibling of node.parentElement?.childNodes ?? []) {
          if (sibling === node) continue;
          const inline = sibling.nodeType === Node.TEXT_NODE || (sibling instanceof Element && isInline(sibling));
          if (inline && /\S/.test(sibling.textContent ?? '')) return true;
        }
      }
      return false;
    };
    const targets = new Set<Element>();
    for (const element of document.querySelectorAll(CONTROLS)) {
      // Behind an open dialog, or waiting to be shown: nothing a finger reaches now.
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      if (element.matches('a') && inSentence(element)) continue;
      // A checkbox or switch is tapped by its label, which wraps the visually hidden input.
      const isToggle = element.matches('input[type=checkbox], input[type=radio], [role=switch], [role=checkbox], [role=radio]');
      targets.add((isToggle && element.closest('label')) || element);
    }
    const sizes = [];
    for (const target of targets) {
      if (!target.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const { width, height } = target.getBoundingClientRect();
      if (width <= 1 || height <= 1) continue; // visually hidden (a skip link until focused)
      if (Math.round(width) >= 44 && Math.round(height) >= 44) continue;
      const control = target.matches('label') ? target.querySelector(CONTROLS) ?? target : target;
      const role =
        control.getAttribute('role') ??
        ({ A: 'link', BUTTON: 'button', SELECT: 'combobox', TEXTAREA: 'textbox' } as Record<string, string>)[control.tagName] ??
        `input[type=${control.getAttribute('type') ?? 'text'}]`;
      const labelledBy = control.getAttribute('aria-labelledby');
      const name =
        control.getAttribute('aria-label') ??
        (labelledBy && document.getElementById(labelledBy)?.textContent) ??
        (target.textContent?.trim() || control.getAttribute('placeholder') || control.getAttribute('title') || '');
      sizes.push(`${role} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}": ${Math.round(width)}×${Math.round(height)} px`);
    }
    return sizes;
  });
  expect.soft(tooSmall, `${screen}: touch targets under 44×44 px\n${tooSmall.join('\n')}`).toEqual([]);
}

/**
 * A post with a comment, by a member of Ilupeju ward, for the post page and the feeds; the member
 * likes both, so a liked heart and count are checked too.
 */
async function wardPost(page: Page, tag: string): Promise<string> {
  const { createPost } = await graphql(page.request, 'mutation ($c: String!) { createPost(input: { content: $c }) { id } }', {
    c: `The Ilupeju health centre opens on Saturdays from next week ${tag}`,
  });
  const { createComment } = await graphql(page.request, 'mutation ($p: ID!, $c: String!) { createComment(input: { postId: $p, content: $c }) { id } }', {
    p: createPost.id,
    c: 'Good news for the market women',
  });
  await graphql(page.request, 'mutation ($id: ID!) { likePost(id: $id) { __typename } }', { id: createPost.id });
  await graphql(page.request, 'mutation ($id: ID!) { likeComment(id: $id) { __typename } }', { id: createComment.id });
  return createPost.id as string;
}

async function visitor(browser: Browser) {
  return (await deviceContext(browser)).newPage();
}

test('the pages a visitor reads are accessible', async ({ browser }) => {
  const tag = runTag();
  const author = await member(browser, 'Halima', ILUPEJU);
  const postId = await wardPost(author.page, tag);
  const page = await visitor(browser);

  // The home page as drawn by the server, and as the app once they touch it.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Join the conversation' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'visitor-home-drawn');
  await touchPage(page);
  await expect(page.getByRole('tab', { name: 'Blowing' })).toBeVisible();
  await expectAccessible(page, 'visitor-home');

  // Sign-in and the lookup as the app, once the visitor has touched the server's page.
  await page.goto('/login');
  await touchPage(page);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  await expectAccessible(page, 'visitor-login');

  await page.goto('/electoral-lookup');
  await touchPage(page);
  await expect(page.getByLabel('State', { exact: true })).toBeVisible();
  await expectAccessible(page, 'visitor-electoral-lookup');

  // Members' pages: a visitor sees the sign-in prompt.
  await page.goto('/results');
  await expect(page.getByText('Sign in to follow live election results')).toBeVisible();
  await expectAccessible(page, 'visitor-results');
  await page.goto('/news');
  await expect(page.getByText('Sign in to read the latest political news')).toBeVisible();
  await expectAccessible(page, 'visitor-news');

  await page.goto(`/post/${postId}`);
  await expect(page.getByRole('article', { name: `Post by ${author.name}` })).toContainText(tag);
  await touchPage(page);
  await expect(page.getByText('Good news for the market women')).toBeVisible();
  await expectAccessible(page, 'visitor-post');

  await page.goto('/representatives');
  await expect(page.getByRole('heading', { name: 'Your representatives', level: 1 })).toBeVisible();
  await expectAccessible(page, 'visitor-representatives');

  await page.goto('/watch');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'visitor-watch');

  if (test.info().project.name === 'phone') {
    // The phone's menu drawer (the desktop shows its links in the header).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Electoral Lookup' })).toBeVisible();
    await expectAccessible(page, 'visitor-menu-drawer');
  }
});

test('the first screen a phone shows before the app runs is accessible, for a visitor and a member', async ({ browser }) => {
  const tag = runTag();
  const author = await member(browser, 'Kemi', ILUPEJU);
  const postId = await wardPost(author.page, tag);
  const { cookies } = await author.page.request.storageState();
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  for (const who of ['visitor', 'member'] as const) {
    const context = await browser.newContext({ viewport, isMobile, hasTouch });
    if (who === 'member') await context.addCookies(cookies);
    const page = await context.newPage();
    // The app's code never arrives: the page is the server's shell alone.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, `${who}-home-before-the-app`);
    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('article', { name: `Post by ${author.name}` })).toContainText(tag);
    await expectAccessible(page, `${who}-post-before-the-app`);
    // The pages drawn whole: sign-in and the lookup for a visitor, the dashboard and results for a member.
    for (const path of who === 'visitor' ? ['/login', '/electoral-lookup'] : ['/dashboard', '/results']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${who}-${path.slice(1)}-before-the-app`);
    }
    await page.goto('/watch');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expectAccessible(page, `${who}-placeholder-before-the-app`);
    await context.close();
  }
});

test('the pages a member uses are accessible', async ({ browser }) => {
  const tag = runTag();
  const aisha = await member(browser, 'Aisha', { ...ILUPEJU, bio: 'Teacher in Ilupeju' });
  const { page } = aisha;
  // No load on OpenStreetMap's tile servers from test runs.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  const postId = await wardPost(page, tag);

  await page.goto('/?tab=ward');
  await expect(page.getByRole('tab', { name: 'Ward' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article').filter({ hasText: tag })).toBeVisible();
  await expectAccessible(page, 'member-home-ward');

  await page.goto('/results');
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Votes by party' })).toBeVisible();
  await expectAccessible(page, 'member-results');

  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'member-news');

  await page.goto(`/post/${postId}`);
  await expect(page.getByText('Good news for the market women')).toBeVisible();
  await expectAccessible(page, 'member-post');

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Wallet and bank' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: tag })).toBeVisible();
  await expectAccessible(page, 'member-profile');

  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { name: 'Profile settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wallet' })).toBeVisible();
  await expectAccessible(page, 'member-settings');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Please log in to access your civic dashboard')).toHaveCount(0);
  await expectAccessible(page, 'member-dashboard');

  await page.goto('/representatives');
  await expect(page.getByRole('heading', { name: 'Your representatives', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Elected for this polling unit' })).toBeVisible();
  await expectAccessible(page, 'member-representatives');
});

test('the dialogs and menus a member opens are accessible', async ({ browser }) => {
  const tag = runTag();
  const aisha = await member(browser, 'Aisha', ILUPEJU);
  const bayo = await member(browser, 'Bayo', ILUPEJU);
  const { startConversation } = await graphql(bayo.page.request, 'mutation ($u: ID!) { startConversation(userId: $u) { id } }', { u: aisha.id });
  for (const text of ['Are you coming to the ward meeting?', `It starts at four ${tag}`]) {
    await graphql(bayo.page.request, 'mutation ($c: ID!, $t: String!) { sendMessage(conversationId: $c, content: $t) { id } }', { c: startConversation.id, t: text });
  }
  for (let i = 0; i < 6; i++) {
    await graphql(bayo.page.request, 'mutation ($c: String!) { createPost(input: { content: $c }) { id } }', { c: `Ward notice ${i + 1} ${tag}` });
  }
  const { page } = aisha;
  await page.goto('/?tab=ward');
  await expect(page.getByRole('article').filter({ hasText: `Ward notice 6 ${tag}` })).toBeVisible();

  // Messages: the conversations, then one open.
  await page.getByRole('button', { name: /^Messages/ }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  const row = messages.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(bayo.name) });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'dialog-messages');
  await row.click();
  await expect(messages.getByRole('list', { name: 'Messages' }).getByText(`It starts at four ${tag}`)).toBeVisible();
  await expectAccessible(page, 'dialog-messages-conversation');
  await page.keyboard.press('Escape');
  await expect(messages).toBeHidden();

  // Create post: the floating button shows once the feed is scrolled.
  await page.mouse.wheel(0, 400);
  await page.getByRole('button', { name: 'Create post' }).click();
  const composer = page.getByRole('dialog', { name: 'Create New Post' });
  await expect(composer.getByRole('textbox', { name: 'Post text' })).toBeVisible();
  await expectAccessible(page, 'dialog-create-post');
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: `Account menu for ${aisha.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expectAccessible(page, 'account-menu');
});

test("another member's profile, notifications, and the post menus a member opens are accessible", async ({ browser }) => {
  const tag = runTag();
  const aisha = await member(browser, 'Aisha', ILUPEJU);
  const bayo = await member(browser, 'Bayo', ILUPEJU);
  const postId = await wardPost(bayo.page, tag);
  // Bayo follows Aisha and likes her post: her bell has something to show.
  const { createPost } = await graphql(aisha.page.request, 'mutation ($c: String!) { createPost(input: { content: $c }) { id } }', { c: `Who has the ward meeting minutes? ${tag}` });
  await graphql(bayo.page.request, 'mutation ($id: ID!) { likePost(id: $id) { __typename } }', { id: createPost.id });
  await graphql(bayo.page.request, 'mutation ($u: ID!) { follow(userId: $u) { __typename } }', { u: aisha.id });
  const { page } = aisha;

  await page.goto(`/profile/${bayo.id}`);
  await expect(page.getByRole('heading', { name: bayo.name })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: tag })).toBeVisible();
  await expectAccessible(page, 'member-other-profile');
  await page.getByRole('button', { name: `More actions for ${bayo.name}` }).click();
  await expect(page.getByRole('menuitem', { name: `Block ${bayo.name}` })).toBeVisible();
  await expectAccessible(page, 'member-other-profile-menu');
  await page.keyboard.press('Escape');

  await page.goto('/?tab=notifications');
  await expect(page.getByText(bayo.name).first()).toBeVisible();
  await expectAccessible(page, 'member-notifications');

  await page.goto(`/post/${postId}`);
  const post = page.getByRole('article', { name: `Post by ${bayo.name}` });
  await expect(post).toContainText(tag);
  await post.getByRole('button', { name: 'Post options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await expectAccessible(page, 'post-options-menu');
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report Post' });
  await expect(report).toBeVisible();
  await expectAccessible(page, 'dialog-report-post');
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await post.getByRole('button', { name: /^\d+ shares?$/ }).click();
  const share = page.getByRole('dialog', { name: 'Share Post' });
  await expect(share.getByRole('button', { name: 'WhatsApp' })).toBeVisible();
  await expectAccessible(page, 'dialog-share-post');
});

/** Opens each route in turn, once its heading is drawn and nothing is loading, and checks it. */
async function expectRoutesAccessible(page: Page, who: string, routes: [path: string, screen: string][]) {
  for (const [path, screen] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectAccessible(page, `${who}-${screen}`);
  }
}

test('every other route, for a visitor, a member and an administrator, is accessible', async ({ browser }) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const page = await visitor(browser);
  await expectRoutesAccessible(page, 'visitor', [
    ['/privacy-policy', 'privacy-policy'],
    ['/terms-of-service', 'terms-of-service'],
    ['/developers', 'developers'],
    ['/reset-password?token=expired', 'reset-password'],
    ['/no-such-page', 'not-found'],
  ]);

  const kemi = await member(browser, 'Kemi', ILUPEJU);
  const other = await member(browser, 'Tobi', ILUPEJU);
  await graphql(other.page.request, 'mutation ($id: ID!) { follow(userId: $id) { isFollowing } }', { id: kemi.id });
  await makeAdmin(kemi.email);
  const signedIn = kemi.page;
  await signedIn.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await graphql(signedIn.request, 'mutation ($c: String!) { createPost(input: { content: $c }) { id } }', {
    c: `Clean-up day on Saturday in #Ilupeju ${tag}`,
  });
  const { startTopUp } = await graphql(signedIn.request, 'mutation { startTopUp(amount: 100000) { reference } }');

  await signedIn.goto('/representatives');
  await signedIn.locator('a[href^="/officials/"]').first().click();
  await expect(signedIn.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(signedIn, 'member-official');
  await expectRoutesAccessible(signedIn, 'member', [
    ['/topic/ilupeju', 'topic'],
    [`/profile/${kemi.id}/connections`, 'connections'],
    ['/map', 'map'],
    ['/inec-data', 'inec-data'],
    ['/safety', 'safety'],
    ['/quiz', 'quiz'],
    ['/admin/moderation', 'admin-moderation'],
    [`/wallet/checkout?reference=${encodeURIComponent(startTopUp.reference)}`, 'wallet-checkout'],
  ]);
});
