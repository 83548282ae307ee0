import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';

/**
 * Headers for the journeys' API calls that set members up: a made-up client address each time.
 * The app trusts X-Forwarded-For from loopback (as behind its proxy), so the many members one run
 * signs up don't all count against one address's sign-up and sign-in limits; each account's own
 * limits still apply.
 */
export function setupHeaders(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/**
 * The welcome tour is its own journey (civic.spec.ts): elsewhere the browser has already seen it,
 * through the spec's general local flag, so it never covers the page a journey is using.
 */
export async function skipWelcomeTour(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('onboarding_completed', 'true'));
}

/**
 * A browser of another person's own, on the project's device (viewport, touch), past the welcome
 * tour. Without the service worker unless asked (the offline journey): the other journeys test
 * the app on the network, and its precaching would only add work to theirs.
 */
export async function deviceContext(browser: Browser, { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL, serviceWorkers });
  await skipWelcomeTour(context);
  return context;
}

/**
 * A visitor's drawn page (home, a post, sign-in, the lookup) is the page until they touch it: the app starts then
 * (api/src/server/takeover.ts). Touches an empty spot of the page, as a reader does, and waits
 * until the app has taken it over (its page is no longer the server's, busy one).
 */
export async function touchPage(page: Page) {
  await page.getByRole('main').click({ position: { x: 1, y: 1 } });
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
}

/** Waits until the service worker controls the page and has precached the app. */
export async function workerInCharge(page: Page) {
  // A plain predicate: an async one returns a promise, which counts as true at once.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
}

/** A GraphQL call that sets a journey up (from a made-up address), failing loudly on errors. */
export async function graphql(request: APIRequestContext, query: string, variables: object = {}) {
  const response = await request.post('/graphql', { data: { query, variables }, headers: setupHeaders() });
  const body = (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** The database the journeys' server uses (e2e/server.mjs): its own on DATABASE_URL's server, else the embedded one. */
export function e2eDatabaseUrl(): string {
  const port = Number(process.env.E2E_PORT ?? 3100);
  if (!process.env.DATABASE_URL) return `postgres://postgres:postgres@127.0.0.1:${port + 51249}/civic`;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/civic_e2e_${port}`;
  return url.toString();
}

/** Makes a member an administrator in the server's database, as an operator would. */
export async function makeAdmin(email: string) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  await client.query(`update users set role = 'admin' where email = $1`, [email]);
  await client.end();
}

/** A screenshot to look at, in e2e/.screens/ (not committed), named by project, journey and step. */
export async function shot(page: Page, journey: string, name: string, fullPage = true) {
  await page.waitForTimeout(300); // toasts and dialogs finish arriving
  await page.screenshot({ path: `e2e/.screens/${test.info().project.name}-${journey}-${name}.png`, fullPage });
}

/** Letters only, different each test and project, so searches and names find just this run's people. */
export function runTag(): string {
  return (
    Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])
      .slice(-6) + test.info().project.name[0]
  );
}

export interface Member {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
  page: Page;
}

/**
 * A new member signed in on a page of their own (the project's device, past the welcome tour),
 * with `profile` set through updateProfile (location codes, privacy, movement…).
 */
export async function member(browser: Browser, firstName: string, profile: Record<string, unknown> = {}): Promise<Member> {
  const page = await (await deviceContext(browser)).newPage();
  const lastName = `${test.info().project.name}${runTag()}`;
  const email = `${firstName}.${lastName}@example.ng`.toLowerCase();
  const password = 'screens-2027!';
  await graphql(page.request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, firstName, lastName },
  });
  const { login } = await graphql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', {
    input: { email, password },
  });
  if (Object.keys(profile).length) {
    await graphql(page.request, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: profile });
  }
  await graphql(page.request, 'mutation { completeOnboarding { __typename } }');
  return { id: login.id as string, email, password, firstName, lastName, name: `${firstName} ${lastName}`, page };
}

/** Adds money to a member's wallet through the sandbox checkout's own calls (amount in kobo). */
export async function topUp(page: Page, amount: number) {
  const { startTopUp } = await graphql(page.request, 'mutation ($amount: SafeInt!) { startTopUp(amount: $amount) { reference } }', { amount });
  await graphql(page.request, 'mutation ($r: String!) { completeSandboxPayment(reference: $r, pay: true) { status } }', { r: startTopUp.reference });
  const { confirmPayment } = await graphql(page.request, 'mutation ($r: String!) { confirmPayment(reference: $r) { balance } }', { r: startTopUp.reference });
  expect(confirmPayment.balance).toBeGreaterThanOrEqual(amount);
}

/** A picture drawn in the page (the flag's green-white-green), as PNG bytes to upload. */
export async function flagPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 960, height: 540 });
    const draw = canvas.getContext('2d')!;
    ['#008751', '#ffffff', '#008751'].forEach((colour, i) => {
      draw.fillStyle = colour;
      draw.fillRect((i * canvas.width) / 3, 0, canvas.width / 3, canvas.height);
    });
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Fails when the element reaches past either side of the window (cut off at the edge). */
export async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'on the page').not.toBeNull();
  expect(box!.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `right edge within ${width} px`).toBeLessThanOrEqual(width);
}
