import { test, type Browser, type BrowserContext } from '@playwright/test';

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
