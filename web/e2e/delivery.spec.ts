import { expect, test, type Locator, type Page } from '@playwright/test';
import { deviceContext, graphql, member, skipWelcomeTour, touchPage, workerInCharge } from './support';

test.beforeEach(async ({ context }) => {
  await skipWelcomeTour(context);
});

test('a phone gets the app’s code and data compressed', async ({ page, request }) => {
  const scripts: { url: string; encoding?: string; vary?: string }[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/.+\.js$/.test(response.url())) return;
    const headers = await response.allHeaders();
    // The build keeps no compressed copy of a file under 512 bytes: it would save nothing.
    if ((await response.body()).length < 512) return;
    scripts.push({ url: response.url(), encoding: headers['content-encoding'], vary: headers['vary'] });
  });
  await page.goto('/electoral-lookup');
  await touchPage(page);
  await expect(page.getByLabel('State', { exact: true })).toBeVisible();

  // Every script of the first load (but the tiniest) comes brotli-compressed, marked as varying by Accept-Encoding.
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script, script.url).toMatchObject({ encoding: 'br', vary: /Accept-Encoding/i });
  // The 37 states' list (above 1 KB; the lookup's page carries it) comes compressed from the /graphql fast path.
  const states = await request.post('/graphql', { headers: { 'accept-encoding': 'br, gzip' }, data: { query: '{ states { code displayName } }' } });
  expect(states.headers()['content-encoding']).toMatch(/^(br|gzip)$/);

  // A client that only speaks gzip gets gzip, from the build's copies and from the api alike.
  const gzipOnly = { 'accept-encoding': 'gzip' };
  const script = await request.get(new URL(scripts[0].url).pathname, { headers: gzipOnly });
  expect(script.headers()['content-encoding']).toBe('gzip');
  const geo = await request.post('/graphql', { headers: gzipOnly, data: { query: '{ states { code displayName } }' } });
  expect(geo.headers()['content-encoding']).toBe('gzip');
  expect((await geo.json()).data.states).toHaveLength(37);
  // REST too, and nothing compressed for a client that asks for none.
  const rest = await request.get('/api/geo/states', { headers: gzipOnly });
  expect(rest.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get('/api/geo/states', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.json()).toHaveLength(37);
});

test('each page has its own title, an unknown path answers 404, and robots.txt is real', async ({ page, request }) => {
  const pages: [string, string][] = [
    ['/', 'Civic Network · Nigerian voters'],
    ['/electoral-lookup', 'Electoral lookup · Civic Network'],
    ['/representatives', 'Your representatives · Civic Network'],
    ['/login', 'Sign in · Civic Network'],
    ['/results', 'Election results · Civic Network'],
    ['/profile/settings', 'Settings · Civic Network'],
  ];
  for (const [path, title] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveTitle(title);
  }
  // Moving inside the app changes the title too.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveTitle('Civic Network · Nigerian voters');

  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Civic Network');
  // The title is in the HTML itself, for link previews and crawlers that run no script.
  expect(await (await request.get('/electoral-lookup')).text()).toContain('<title>Electoral lookup · Civic Network</title>');
  expect((await request.get('/post/some-id')).status()).toBe(200);
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*$[\s\S]*^Disallow: \/api\/$/m);
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Nigerian voters/);
});

test('a page arrives with its first screen’s data and its code preloaded: no round trip before posts show', async ({
  page,
  request,
  browser,
}) => {
  // A post to read, written through the API by a member; the browser is a visitor's.
  const email = `first.data.${Date.now()}.${test.info().project.name}@example.ng`;
  const password = 'mushin-2027!';
  await graphql(request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, firstName: 'Bisi', lastName: 'Adewale' },
  });
  await graphql(request, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', { input: { email, password } });
  const text = `Queue at the PVC centre is short this morning ${Date.now().toString(36)}`;
  const { createPost } = await graphql(request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', {
    input: { content: text },
  });

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) asked.push(JSON.parse(r.postData() ?? '{}').operationName);
  });
  // Anything the app puts on screen while it takes over the server-drawn page, to look at after.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { seenStatus: string[] }).seenStatus = []);
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) seen.push(status.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/') && r.resourceType() === 'script') scripts.push(r.url());
  });
  const home = await page.goto('/');
  const homeHtml = await home!.text();
  expect(homeHtml).toContain('<script type="application/json" id="first-data">');
  // A visitor's page comes without the app's code: it loads, with the page's own, when they touch the page.
  expect(homeHtml).not.toContain('rel="modulepreload"');
  expect(homeHtml).toMatch(/<script type="application\/json" id="app-scripts">\["\/assets\/index-[\w-]+\.js",[^\]]*"\/assets\/HomePage-[\w-]+\.js"/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts, 'scripts loaded before the visitor touched the page').toEqual([]);
  await touchPage(page);
  await expect(page.getByRole('tab', { name: 'Blowing' })).toBeVisible();
  expect(scripts.some((url) => /\/HomePage-[\w-]+\.js$/.test(url))).toBe(true);
  // Who is signed in and the feed came with the page: the app never asked for them.
  expect(asked).not.toContain('Viewer');
  expect(asked).not.toContain('Feed');
  // The posts the page came with are not announced as refreshing (nor redrawn) when the app starts.
  expect(await page.evaluate(() => (window as unknown as { seenStatus: string[] }).seenStatus)).not.toContain('Refreshing posts...');

  const post = await page.goto(`/post/${createPost.id}`);
  expect(await post!.text()).toContain(text);
  await touchPage(page);
  await expect(page.getByRole('article', { name: 'Post by Bisi Adewale' }).getByText(text)).toBeVisible();
  expect(asked).not.toContain('Post');

  // Before any script has run (here: none ever does), the page already shows the header, the
  // visitor's join card and the first posts; a page without data shows placeholders.
  const { viewport, isMobile } = test.info().project.use;
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('link', { name: 'Civic Network home' })).toBeVisible();
  await expect(bare.getByRole('heading', { name: 'Join the conversation' })).toBeVisible();
  await expect(bare.getByRole('article').first()).toBeVisible();
  // The join card's icons are drawn, and the tabs, the menu and Sign In are links that work already.
  await expect(bare.getByRole('region', { name: 'Join the conversation' }).locator('li svg')).toHaveCount(3);
  await expect(bare.locator('header').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  await bare.getByRole('navigation', { name: 'Home feeds' }).getByRole('link', { name: 'Latest News' }).click();
  await expect(bare).toHaveURL(/\/\?tab=news$/);
  if (isMobile) {
    await bare.locator('summary[aria-label="Open menu"]').click();
    await bare.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Electoral Lookup' }).click();
    await expect(bare).toHaveURL(/\/electoral-lookup$/);
  }
  await bare.goto(`/post/${createPost.id}`);
  await expect(bare.getByRole('article', { name: 'Post by Bisi Adewale' })).toContainText(text);
  // Her avatar is already the picture the app shows (her initials in her own colour), not a
  // stand-in that changes colour when the app takes over.
  const drawnAvatar = await bare.getByRole('article').locator('img').first().getAttribute('src');
  await page.goto(`/post/${createPost.id}`);
  await touchPage(page);
  await expect(page.getByRole('article', { name: 'Post by Bisi Adewale' }).locator(`img[src="${drawnAvatar}"]`)).toBeVisible();
  await bare.goto('/no/such/page');
  await expect(bare.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expect(bare.getByRole('article')).toHaveCount(0);
  await noScript.close();

  // A member's home comes drawn too (their own cards and the composer follow with the app)…
  const { cookies } = await request.storageState();
  const memberNoScript = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile });
  await memberNoScript.addCookies(cookies);
  const memberBare = await memberNoScript.newPage();
  await memberBare.goto('/');
  await expect(memberBare.getByRole('heading', { name: 'Join the conversation' })).toHaveCount(0);
  await expect(memberBare.getByRole('article').first()).toBeVisible();
  await memberNoScript.close();
  // …and the lookup, the results and the dashboard open with their data: no query before they show.
  await page.context().addCookies(cookies);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Civic Dashboard' })).toBeVisible();
  await page.goto('/electoral-lookup');
  await expect(page.getByLabel('State', { exact: true })).toBeVisible();
  await page.goto('/results');
  await expect(page.getByRole('heading', { name: 'Election Results' })).toBeVisible();
  for (const operation of ['CivicDashboard', 'MyLocation', 'States', 'ResultsPortal']) expect(asked).not.toContain(operation);
});

test('a phone that comes back with the app installed gets the server’s page, and its posts stay on screen while the app starts', async ({ browser }) => {
  const author = await member(browser, 'Ngozi');
  await graphql(author.page.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', {
    input: { content: `Ward meeting moved to Saturday (${author.name})` },
  });
  await author.page.context().close();

  const context = await deviceContext(browser, { serviceWorkers: 'allow' });
  // Notes, on each page load, whether posts once on screen ever gave way to placeholders or to nothing.
  await context.addInitScript(() => {
    let shown = false;
    new MutationObserver(() => {
      const posts = document.querySelector('article[aria-label^="Post by"]') !== null;
      const placeholders = document.querySelector('[role="status"][aria-label="Loading posts"]') !== null;
      if (shown && (!posts || placeholders)) (window as { postsReplaced?: boolean }).postsReplaced = true;
      shown ||= posts;
    }).observe(document, { childList: true, subtree: true });
  });
  let page = await context.newPage();
  const appStarted = async () => {
    await expect(page.getByRole('tab', { name: 'Blowing' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { postsReplaced?: boolean }).postsReplaced)).toBeUndefined();
  };
  // A visitor's first visit installs the worker before the app has started (they only looked).
  await page.goto('/');
  await workerInCharge(page);
  await touchPage(page);
  await appStarted();

  // Installed, the home page is still the server's (posts drawn, data embedded), not the bare shell.
  await page.close();
  page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('script#first-data')).toBeAttached();
  await touchPage(page);
  await appStarted();
  await context.close();
});

/** Holds the app's code back until released: the page shows the server's shell meanwhile. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Boxes = Record<string, { x: number; y: number; width: number; height: number } | null>;

/** Where each thing is on screen. */
async function boxesOf(things: Record<string, Locator>): Promise<Boxes> {
  const boxes: Boxes = {};
  for (const [name, thing] of Object.entries(things)) boxes[name] = await thing.boundingBox();
  return boxes;
}

/**
 * What moved or changed size by more than a pixel between two moments (sub-pixel text rounding is
 * no move). `aging`: things whose words follow the clock ("Just now", then "1m"), which may change
 * width but not where they start.
 */
function moved(before: Boxes, after: Boxes, aging: string[] = []): string[] {
  return Object.keys(before).flatMap((name) => {
    const [was, is] = [before[name], after[name]];
    if (!was || !is) return was === is ? [] : [`${name}: ${was ? 'gone' : 'appeared'}`];
    const sides = aging.includes(name) ? (['x', 'y', 'height'] as const) : (['x', 'y', 'width', 'height'] as const);
    const delta = sides.map((side) => Math.round(is[side] - was[side]));
    return delta.some((d) => Math.abs(d) > 1) ? [`${name}: moved by ${sides.join(',')} ${delta.join(',')}`] : [];
  });
}

test('the app takes over the server’s first screen without moving anything: header, join card, tabs and posts stay where they were', async ({
  browser,
}) => {
  const author = await member(browser, 'Chioma');
  for (const content of [`Polling unit 012 has moved to the primary school (${author.name})`, 'Who is going to the town hall? #Ilupeju', 'Short one.']) {
    await graphql(author.page.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', { input: { content } });
  }
  const { cookies } = await author.page.request.storageState();
  await author.page.context().close();

  for (const who of ['visitor', 'member'] as const) {
    const context = await deviceContext(browser);
    if (who === 'member') await context.addCookies(cookies);
    const page = await context.newPage();
    const main = page.locator('main');
    const things: Record<string, Locator> = {
      logo: page.getByRole('link', { name: 'Civic Network home' }),
      menu: page.locator('[aria-label="Open menu"]'),
      'Blowing tab': main.getByText('Blowing', { exact: true }).first(),
      'Results tab': main.getByText('Results', { exact: true }).first(),
      'feed heading': page.getByRole('heading', { name: 'Blowing', exact: true }),
      'first post': page.locator('article[aria-label^="Post by"]').first(),
      'its time': page.locator('article[aria-label^="Post by"]').first().locator('time'),
      'second post': page.locator('article[aria-label^="Post by"]').nth(1),
      ...(who === 'visitor'
        ? {
            'Sign In': page.locator('header').getByRole('link', { name: 'Sign In' }),
            'join card': page.getByRole('heading', { name: 'Join the conversation' }),
            'Join Now': page.getByRole('link', { name: 'Join Now' }),
          }
        : { composer: page.locator('section[aria-label="Create a post"]') }),
    };
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(things['second post']).toBeVisible();
    const drawn = await boxesOf(things);
    // A visitor's app starts when they touch the page (a member's at once).
    if (who === 'visitor') await page.getByRole('main').click({ position: { x: 1, y: 1 } });
    release();
    await expect(page.getByRole('tab', { name: 'Blowing' })).toBeVisible();
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(moved(drawn, await boxesOf(things), ['its time']), `${who}: what moved when the app took over`).toEqual([]);
    await context.close();
  }
});

test('a member’s home, taken over from the drawn page, ends with its whole first page of posts, and scrolling brings the next', async ({
  browser,
}) => {
  const author = await member(browser, 'Tunde');
  for (let n = 1; n <= 12; n++) {
    await graphql(author.page.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', {
      input: { content: `The queue at unit ${n} is moving (${author.name})` },
    });
  }
  const { page } = author;
  const posts = page.locator('main article[aria-label^="Post by"]');
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Blowing' })).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
  // The drawn page holds three posts; the app draws the rest of the first page after them.
  await expect.poll(() => posts.count()).toBeGreaterThanOrEqual(10);
  const firstPage = await posts.count();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => posts.count()).toBeGreaterThan(firstPage);
  await page.context().close();
});

test('a visitor who taps a post’s Like on the drawn page, before the app has come, is asked to sign in once it has', async ({ browser }) => {
  const author = await member(browser, 'Tolu');
  await graphql(author.page.request, 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }', {
    input: { content: `Collation starts at 9 at the LGA secretariat (${author.name})` },
  });
  await author.page.context().close();
  // Without the service worker, whose precache would bring the app's code past the hold.
  const page = await (await deviceContext(browser)).newPage();
  const release = await holdApp(page);
  await page.goto('/');
  // The server's page: its Like is a drawn count, and the app's code has not arrived.
  const like = page.getByRole('article').first().getByText(/^\d+ likes?$/);
  await expect(like).toBeVisible();
  await like.click();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  release();
  // The app, once it has taken over, answers the tap as it answers its own Like for a visitor.
  await expect(page.getByText('Please log in to like posts')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a member who taps a results tab or Messages on the drawn page, before the app has come, gets the tab or their messages once it has', async ({
  browser,
}) => {
  const someone = await member(browser, 'Kemi');
  const { cookies } = await someone.page.request.storageState();
  await someone.page.context().close();
  for (const path of ['/results', '/dashboard']) {
    const context = await deviceContext(browser);
    await context.addCookies(cookies);
    const page = await context.newPage();
    const release = await holdApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The server's page, the app's code held back: a tab and Messages are drawn look-alikes.
    if (path === '/results') await page.getByRole('main').getByText('Party Analysis', { exact: true }).click();
    else await page.locator('header [data-tap="messages"]').click();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    release();
    if (path === '/results') await expect(page.getByRole('tab', { name: 'Party Analysis' })).toHaveAttribute('aria-selected', 'true');
    else await expect(page.getByRole('dialog', { name: 'Messages' })).toBeVisible();
    await context.close();
  }
});

test('the sign-in, lookup, dashboard and results pages come drawn, and the app takes them over without moving anything or losing what was typed or tapped', async ({
  browser,
}) => {
  // A member with no saved place: the lookup is drawn for them as for a visitor.
  const someone = await member(browser, 'Tunde');
  const { cookies } = await someone.page.request.storageState();
  await someone.page.context().close();

  const pages: { path: string; member?: true; things: (main: Locator) => Record<string, Locator> }[] = [
    {
      path: '/login',
      things: (main) => ({
        heading: main.getByRole('heading', { name: 'Sign in' }),
        intro: main.getByText('Welcome back.'),
        email: main.getByLabel('Email'),
        password: main.getByLabel('Password'),
        'Forgot password?': main.getByText('Forgot password?'),
        'Sign In': main.getByText('Sign In', { exact: true }),
        'Create an account': main.getByText('Create an account'),
      }),
    },
    {
      path: '/electoral-lookup',
      things: (main) => ({
        heading: main.getByRole('heading', { name: 'Electoral lookup' }),
        intro: main.getByText('Find your polling unit by state'),
        search: main.getByText('Find your ward or polling unit by name'),
        divider: main.getByText('or choose step by step'),
        state: main.getByText('State', { exact: true }),
        'polling unit': main.getByText('Polling unit', { exact: true }),
        'its hint': main.getByText('Choose a ward first'),
        'below the picker': main.getByText('Choose a polling unit to see its code'),
      }),
    },
    {
      path: '/dashboard',
      member: true,
      things: (main) => ({
        heading: main.getByRole('heading', { name: 'Civic Dashboard' }),
        intro: main.getByText('Points for what you do here'),
        'Total Points': main.getByRole('region', { name: 'Total Points' }),
        'Current Streak': main.getByRole('region', { name: 'Current Streak' }),
        'level progress': main.getByRole('heading', { name: 'Level Progress' }),
        bar: main.getByRole('progressbar', { name: 'Progress through this level' }),
      }),
    },
    {
      path: '/results',
      member: true,
      things: (main) => ({
        heading: main.getByRole('heading', { name: 'Election Results' }),
        intro: main.getByText('Results as polling-unit sheets arrive'),
        Refresh: main.getByText('Refresh', { exact: true }),
        election: main.getByRole('heading', { level: 2 }).first(),
        'Results Uploaded': main.getByRole('region', { name: 'Results Uploaded' }),
        'Leading Party': main.getByRole('region', { name: 'Leading Party' }),
        'first tab': main.getByText('Results Overview', { exact: true }),
      }),
    },
  ];
  for (const { path, member: signedIn, things: of } of pages) {
    const context = await deviceContext(browser);
    if (signedIn) await context.addCookies(cookies);
    const page = await context.newPage();
    const things = of(page.locator('main'));
    const release = await holdApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    // Drawn by the server: everything is on screen before any of the app's code has run.
    for (const [name, thing] of Object.entries(things)) await expect(thing, `${path}: ${name}`).toBeVisible();
    const drawn = await boxesOf(things);
    if (path === '/login') {
      // On slow data a visitor starts typing before the app has come (the focus starts it).
      await things.email.fill('tunde@example.ng');
      await things.password.fill('not-yet-sent');
    }
    // …or taps the lookup's state list (the tap starts it).
    if (path === '/electoral-lookup') await page.locator('main').getByText('Choose a state', { exact: true }).click();
    release();
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(moved(drawn, await boxesOf(things)), `${path}: what moved when the app took over`).toEqual([]);
    if (path === '/login') {
      // The app's own inputs, with what was typed and where the cursor was.
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(things.email).toHaveValue('tunde@example.ng');
      await expect(things.password).toHaveValue('not-yet-sent');
      await expect(things.password).toBeFocused();
    }
    // The tap is answered by the app's own list.
    if (path === '/electoral-lookup') await expect(page.getByLabel('State', { exact: true })).toBeFocused();
    await context.close();
  }
});

/** How many lines the header's name takes, and the boxes of the header's parts, as drawn now. */
async function headerLayout(page: Page) {
  return page.locator('header').evaluate((header) => {
    const logo = header.querySelector('a[aria-label="Civic Network home"]')!;
    const walker = document.createTreeWalker(logo, NodeFilter.SHOW_TEXT);
    let civic: Node | null;
    while ((civic = walker.nextNode()) && !civic.textContent!.includes('Civic'));
    const range = document.createRange();
    range.selectNodeContents(civic!.parentElement!);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const box = (element: Element) => {
      const { left, right, width, height } = element.getBoundingClientRect();
      return { left: Math.round(left), right: Math.round(right), width: Math.round(width), height: Math.round(height) };
    };
    // What a finger taps at the header's two ends (the desktop's links and a hidden menu aside).
    const controls = [...header.querySelectorAll('summary, button, a[href]')]
      .filter((control) => control.checkVisibility() && !control.closest('nav') && control !== logo)
      .map((control) => ({ name: control.getAttribute('aria-label') ?? control.textContent!.trim(), ...box(control) }));
    return { lines, name: box(civic!.parentElement!), logo: box(logo), controls, overflow: header.scrollWidth - header.clientWidth };
  });
}

test('the header’s name stays on one line on a narrow phone, drawn and in the app, beside a visitor’s Sign In and a member’s bell, Messages and avatar', async ({
  browser,
}) => {
  const someone = await member(browser, 'Oluwaseun');
  const { cookies } = await someone.page.request.storageState();
  await someone.page.context().close();
  const phone = test.info().project.name === 'phone';
  for (const width of phone ? [320, 360, 390] : [0]) {
    for (const who of ['visitor', 'member'] as const) {
      const context = await deviceContext(browser);
      if (who === 'member') await context.addCookies(cookies);
      const page = await context.newPage();
      if (width) await page.setViewportSize({ width, height: 740 });
      const release = await holdApp(page);
      // Pages the server draws for each (a member's is theirs alone: never kept by a shared cache).
      const response = await page.goto(who === 'member' ? '/dashboard' : '/login', { waitUntil: 'commit' });
      expect(response!.headers()['cache-control']).toBe('private, no-cache');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const drawn = await headerLayout(page);
      release();
      // A visitor's sign-in starts the app at their touch.
      await touchPage(page);
      if (who === 'member') await expect(page.getByRole('button', { name: `Account menu for ${someone.name}` })).toBeVisible();
      await expect(page.locator('header').getByRole(who === 'member' ? 'button' : 'link', { name: who === 'member' ? 'Messages' : 'Sign In' })).toBeVisible();
      const app = await headerLayout(page);
      for (const [when, layout] of [['drawn', drawn], ['app', app]] as const) {
        const at = `${who} at ${width || 'desktop'} px, ${when}`;
        expect(layout.lines, `${at}: lines of the name`).toBe(1);
        expect(layout.overflow, `${at}: the header overflows`).toBeLessThanOrEqual(0);
        // Nothing overlaps the name, and every control is a finger's size.
        const start = layout.controls.filter((control) => control.left < layout.logo.left);
        const end = layout.controls.filter((control) => control.left > layout.logo.left);
        expect(start.length, `${at}: the menu`).toBe(phone ? 1 : 0);
        for (const control of start) expect(control.right, `${at}: the menu overlaps the name`).toBeLessThanOrEqual(layout.logo.left);
        // The drawn Messages and avatar are pictures until the app comes; the bell is a link already.
        expect(end.map((control) => control.name), `${at}: the header's end`).toEqual(
          who === 'visitor' ? ['Sign In'] : when === 'drawn' ? ['Notifications'] : ['Notifications', 'Messages', `Account menu for ${someone.name}`],
        );
        expect(layout.name.right, `${at}: the name runs under ${end[0].name}`).toBeLessThanOrEqual(end[0].left);
        if (phone) for (const control of [...start, ...end]) expect(Math.min(control.width, control.height), `${at}: ${control.name} is under 44 px`).toBeGreaterThanOrEqual(44);
      }
      // The app's header is the drawn one: the name, the menu and the end stay where they were.
      expect(app.name, `${who} at ${width || 'desktop'} px: the name moved`).toEqual(drawn.name);
      await context.close();
    }
  }
});
