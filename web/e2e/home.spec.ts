import { expect, test, type Locator, type Page } from '@playwright/test';
import { deviceContext, graphql, member, runTag, shot } from './support';

const ILUPEJU = { state: '24', lga: '24/16', ward: '24/16/05' };

/** A visitor's own browser on the project's device. */
async function visitor(browser: import('@playwright/test').Browser) {
  return (await deviceContext(browser)).newPage();
}

/**
 * Every tab of a strip can be reached and is seen whole: on a phone, pressing the strip's arrow
 * brings each one past the edge into view; no label is cut short.
 */
async function expectEveryTabReachable(page: Page, list: Locator) {
  const tabs = list.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    const name = (await tab.getAttribute('aria-label')) ?? (await tab.innerText());
    for (let presses = 0; presses < 6; presses++) {
      const [box, strip] = [await tab.boundingBox(), await list.boundingBox()];
      if (box!.x >= strip!.x - 1 && box!.x + box!.width <= strip!.x + strip!.width + 1) break;
      // Past the edge: the cue says so, and pressing it scrolls that way.
      const side = box!.x < strip!.x ? 'before' : 'after';
      const cue = page.getByTestId(`more-tabs-${side}`);
      await expect(cue, `${name}: a cue that more tabs are ${side}`).toBeVisible();
      await cue.click();
      await page.waitForTimeout(400); // the smooth scroll
    }
    const [box, strip] = [await tab.boundingBox(), await list.boundingBox()];
    expect(box!.x, `${name} starts inside the strip`).toBeGreaterThanOrEqual(strip!.x - 1);
    expect(box!.x + box!.width, `${name} ends inside the strip`).toBeLessThanOrEqual(strip!.x + strip!.width + 1);
    expect(box!.x + box!.width, `${name} on the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
    const clipped = await tab.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(clipped, `${name}'s label is whole`).toBe(false);
  }
  // The first and last tabs, brought just to the strip's edge, take a tap anywhere: no arrow lies
  // over them, for there are no more tabs past them (the bell is the home strip's last).
  for (const [tab, edge] of [[tabs.first(), 'start'], [tabs.last(), 'end']] as const) {
    await tab.evaluate((el, inline) => el.scrollIntoView({ inline, block: 'nearest' }), edge);
    const tappable = () =>
      tab.evaluate((el) => {
        const { left, right, top, height } = el.getBoundingClientRect();
        return [left + 2, right - 2].every((x) => el.contains(document.elementFromPoint(x, top + height / 2)));
      });
    await expect.poll(tappable, { message: `the ${edge} tab takes a tap at either end` }).toBe(true);
  }
}

test('a visitor reads the State, LGA, Ward, News and Results tabs, choosing a place', async ({ browser }) => {
  const tag = runTag();
  const ngozi = await member(browser, 'Ngozi', ILUPEJU);
  await graphql(ngozi.page.request, 'mutation ($c: String!) { createPost(input: { content: $c }) { id } }', { c: `Ilupeju market clean-up on Saturday ${tag}` });
  const page = await visitor(browser);

  await page.goto('/?tab=state');
  await expect(page.getByRole('tab', { name: 'State' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Following' })).toHaveCount(0); // needs an account
  await expect(page.getByRole('heading', { name: 'Choose a state' })).toBeVisible();
  await shot(page, 'home', 'visitor-state-choose');
  const chooser = page.getByRole('group', { name: 'Choose a place' });
  await chooser.getByLabel('State').selectOption({ label: 'Lagos' });
  await expect(page).toHaveURL(/tab=state&place=24$/);
  await expect(page.getByRole('article').filter({ hasText: tag })).toBeVisible();

  // The ward tab keeps the state and asks for the LGA and ward.
  await page.getByRole('tab', { name: 'Ward' }).click();
  await expect(chooser.getByLabel('State')).toHaveValue('24');
  await chooser.getByLabel('LGA').selectOption({ label: 'Mushin' });
  await chooser.getByLabel('Ward').selectOption({ label: 'Ilupeju' });
  await expect(page).toHaveURL(/tab=ward&place=24%2F16%2F05$/);
  await expect(page.getByRole('article').filter({ hasText: tag })).toBeVisible();
  await shot(page, 'home', 'visitor-ward-feed');
  await page.getByRole('tab', { name: 'LGA' }).click();
  await expect(page).toHaveURL(/tab=lga&place=24%2F16%2F05$/);
  await expect(chooser.getByLabel('LGA')).toHaveValue('24/16');
  await expect(page.getByRole('article').filter({ hasText: tag })).toBeVisible();

  await page.goto('/?tab=news');
  await expect(page.getByRole('tab', { name: 'Latest News' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await page.goto('/?tab=results');
  await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
  // The current election, whichever it is when this runs (other journeys start elections).
  await expect(page.getByRole('tabpanel').getByRole('region', { name: 'Party performance' })).toBeVisible();
  await shot(page, 'home', 'visitor-results-tab');
});

test('a visitor opening a members’ page is told to sign in, and the menu offers the electoral lookup', async ({ browser }) => {
  const tunde = await member(browser, 'Tunde');
  const page = await visitor(browser);
  for (const [path, heading, why] of [
    ['/results', 'Election results', 'Sign in to follow live election results'],
    ['/news', 'News', 'Sign in to read the latest political news'],
    [`/profile/${tunde.id}`, 'Profile', "Sign in to see members' profiles"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(why)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  }
  await shot(page, 'home', 'visitor-sign-in-prompt');

  // The drawn page's menu and links work before the app has started (they never start it).
  await page.goto('/');
  if (test.info().project.name === 'phone') {
    await page.locator('[aria-label="Open menu"]').click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Electoral Lookup' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Electoral Lookup' }).click();
  }
  await expect(page).toHaveURL(/\/electoral-lookup$/);
});

test('every home and results tab can be reached and read whole, on a phone and a desktop', async ({ browser }) => {
  const { page } = await member(browser, 'Bisi', ILUPEJU);
  await page.goto('/?tab=ward');
  const home = page.getByRole('tablist').first();
  await expect(home.getByRole('tab', { name: 'Ward' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'home', 'tabs-ward', false);
  await expectEveryTabReachable(page, home);
  await page.goto('/results');
  const results = page.getByRole('tablist');
  await expect(results.getByRole('tab', { name: 'Results Overview' })).toBeVisible();
  await shot(page, 'home', 'results-tabs', false);
  await expectEveryTabReachable(page, results);
});

test("a member who has finished Quick Start sees posts on their first screen", async ({ browser }) => {
  const tag = runTag();
  const { page } = await member(browser, 'Kemi', { ...ILUPEJU, bio: 'Nurse in Ilupeju' });
  await graphql(page.request, 'mutation ($c: String!) { createPost(input: { content: $c }) { id } }', { c: `My first post ${tag}` });
  await page.goto('/?tab=ward');
  await expect(page.getByRole('article').filter({ hasText: tag })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Start' })).toHaveCount(0);
  const first = await page.getByRole('article', { name: /^Post by / }).first().boundingBox();
  expect(first!.y, 'the first post starts on the first screen').toBeLessThan(page.viewportSize()!.height - 80);
  await shot(page, 'home', 'member-first-screen', false);
});

test('a new member sees Quick Start in one line on a phone, and it opens', async ({ browser }) => {
  const { page } = await member(browser, 'Femi');
  await page.goto('/');
  const quickStart = page.getByRole('region', { name: 'Quick Start' });
  await expect(quickStart.getByText('0 of 3 done')).toBeVisible();
  const steps = quickStart.getByRole('list');
  if (test.info().project.name === 'phone') {
    await expect(steps).toBeHidden();
    await quickStart.getByRole('button', { name: 'Show steps' }).click();
  }
  await expect(steps.getByRole('link', { name: 'Set your location' })).toBeVisible();
  await shot(page, 'home', 'new-member-first-screen', false);
});
