import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
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

/** A browser of another person's own, on the project's device (viewport, touch), past the welcome tour. */
export async function deviceContext(browser: Browser): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  await skipWelcomeTour(context);
  return context;
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
