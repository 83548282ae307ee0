import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs share a machine: each gets its own port and database.
const port = Number(process.env.E2E_PORT ?? 3100);

/** Journeys in the system Chromium (never a downloaded one) against the built app. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 120_000, // the longest journeys take 35–50 s alone, more when the machine is shared
  expect: { timeout: 10_000 },
  workers: 1,
  // One retry, reported as "flaky" in the summary (.ci/run prints the count): a flaky journey is a
  // bug to find, not to hide, and the failed attempt's trace is kept in test-results/ for it. A
  // journey still fails when its retry fails too.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The service worker is the offline journey's subject (it allows it); elsewhere it would only
    // precache the whole app behind each journey's back.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
    // Desktop runs the journeys whose screens are laid out differently at 1280 px (header and
    // navigation, feeds, profiles, dialogs, every route's axe check); the rest walk the same
    // components at both widths and run on the phone, the first user, so CI stays under 30 minutes
    // on two cores. The offline and replay journeys are the phone's by nature.
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /(offline|results-replay|money|watch|moderation|civic|realtime|account|promote|geo)\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node e2e/server.mjs',
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      // A key prefix per run: rate-limit counts from earlier runs never leak in.
      REDIS_KEY_PREFIX: `e2e:${process.pid}:${Date.now()}:`,
      // Every journey's browser comes from 127.0.0.1: visitors' pages would share one address' limits.
      ANONYMOUS_REQUESTS_PER_MINUTE: '1000000',
      ANONYMOUS_SOCKETS_PER_ADDRESS: '1000000',
    },
  },
});
