import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import pg from 'pg';
import { benchDatabaseUrl, startApi, type RunningApi } from './harness.js';

/**
 * `pnpm bench web`: the app as a voter on a mid-range phone on slow mobile data gets it.
 *
 * - Lighthouse (the npm package, driving the machine's Chromium) with its mobile preset (simulated
 *   Slow 4G and 4× CPU on a 412×823 screen), median of three runs, on the seven pages of issue 23.
 * - Chromium at 360×740 throttled by DevTools to Slow 4G and to Slow 3G with 4× CPU: the time until
 *   the home page shows its first post on a first visit and on a repeat visit, and the bytes and
 *   requests of the first load.
 *
 * Each figure is printed beside its budget; the suite fails when one is missed. The app runs built
 * (`pnpm build` first: the web app's dist/ is what it serves) on a database of its own.
 */

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** DevTools' presets: latency in ms, throughput in bytes per second. */
export const NETWORKS = {
  'Slow 4G': { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  'Slow 3G': { latency: 2000, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 },
} as const;
export type NetworkName = keyof typeof NETWORKS;

const SCREEN = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** What the bench reads and signs in as; made once per run on its own database. */
export interface WebFixture {
  postId: string;
  /** The signed-in member's session cookie ('name=value'). */
  cookie: string;
}

const BENCH_WEB_DATABASE = 'civic_bench_web';

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: benchDatabaseUrl().replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_WEB_DATABASE} with (force)`);
  await admin.end();
  const url = new URL(benchDatabaseUrl());
  url.pathname = `/${BENCH_WEB_DATABASE}`;
  return url.toString();
}

async function call(baseUrl: string, query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors || !body.data) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors ?? res.status)}`);
  return { data: body.data, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

const POSTS = [
  'The PVC collection centre at Ilupeju primary school opens at 9 tomorrow. Bring your temporary voter card.',
  'Who else queued at the ward office today? The line moved faster after noon.',
  'Our councillor promised to fix the drainage on Community Road before the rains. Let us hold her to it.',
  'Reminder: polling units open at 8:30 on election day and accreditation runs with voting.',
  'Does anyone know if the LGA secretariat is open on Saturday for the town hall?',
  'Power has been out on Ladipo street since Tuesday. Anyone heard from the distribution company?',
  'Volunteers needed for the clean-up at the market on Saturday morning, 7 am.',
  'The new bus stop by the health centre is finally finished. Good work by the ward committee.',
  'Voter education session at the community hall this Thursday: bring your questions.',
  'Thanks to everyone who came to the meeting on school fees. Minutes are going up on the notice board.',
  'Road works on Agege Motor Road will close one lane for two weeks from Monday.',
  'Ward 05 youth football final this weekend. Come and support!',
];

/** A member in Ilupeju ward with a dozen posts: the home feed a visitor and the member see. */
export async function seed(baseUrl: string): Promise<WebFixture> {
  const email = `bench.web.${Date.now()}@example.ng`;
  const password = 'mushin-2027-bench!';
  await call(baseUrl, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, firstName: 'Amaka', lastName: 'Okafor' },
  });
  const { cookie } = await call(baseUrl, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', { input: { email, password } });
  await call(
    baseUrl,
    'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
    { input: { state: '24', lga: '24/16', ward: '24/16/05' } },
    cookie,
  );
  // Past the welcome tour, as a member on their second visit is.
  await call(baseUrl, 'mutation { completeOnboarding { showOnboarding } }', {}, cookie);
  let postId = '';
  for (const content of POSTS) {
    const { data } = await call(
      baseUrl,
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }',
      { input: { content, targetFeed: 'WARD' } },
      cookie,
    );
    postId = data.createPost.id;
  }
  return { postId, cookie };
}

export interface FirstLoad {
  /** ms from navigation start until the first post is on screen. */
  firstPost: number;
  /** Bytes on the wire (compressed bodies and headers) and requests until the first post showed. */
  bytesBeforePost: number;
  requestsBeforePost: number;
  /** Bytes of the whole first screen (until the network is quiet), and of its scripts. */
  bytes: number;
  jsBytes: number;
  requests: number;
}

/**
 * Records when the first post card enters the page, at the frame that draws it. A string: tsx
 * wraps the functions it compiles in a helper the page doesn't have.
 */
const FIRST_POST_OBSERVER = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('article[aria-label^="Post by"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstPost ??= performance.now(); });
  }).observe(document, { childList: true, subtree: true });
`;

async function throttle(cdp: CDPSession, network: NetworkName) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * One visit to `path` in `context` (its cache as the last visit left it). `leaveInstalled`: the
 * page stays open until the app's service worker has installed (its precache of every route's
 * code done) and is active, as it is on a phone that comes back later, not seconds after.
 */
async function visit(context: BrowserContext, baseUrl: string, path: string, network: NetworkName, leaveInstalled = false): Promise<FirstLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, network);
  const requests = new Map<string, { started: number; bytes: number; type: string }>();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { started: e.timestamp, bytes: 0, type: e.type ?? '' }));
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.bytes = e.encodedDataLength;
  });
  await page.goto(baseUrl + path, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { __firstPost?: number }).__firstPost !== undefined, null, {
    timeout: 120_000,
    polling: 50,
  });
  const firstPost = await page.evaluate(() => (window as unknown as { __firstPost: number }).__firstPost);
  // CDP timestamps are monotonic seconds: line them up with the page's clock through the first request.
  const first = Math.min(...[...requests.values()].map((r) => r.started));
  const beforePost = [...requests.values()].filter((r) => (r.started - first) * 1000 <= firstPost);
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  const all = [...requests.values()];
  const sum = (list: { bytes: number }[]) => list.reduce((total, r) => total + r.bytes, 0);
  const load = {
    firstPost,
    bytesBeforePost: sum(beforePost),
    requestsBeforePost: beforePost.length,
    bytes: sum(all),
    jsBytes: sum(all.filter((r) => r.type === 'Script')),
    requests: all.length,
  };
  // The worker takes charge of the open page once it is active (clientsClaim in web/src/sw/sw.ts).
  if (leaveInstalled) await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000, polling: 250 });
  await page.close();
  return load;
}

/**
 * A first visit (empty cache) and a repeat visit (the same browser, later: its HTTP cache and its
 * installed service worker, which the repeat visit's page loads go through) to `path`.
 */
export async function firstAndRepeat(browser: Browser, baseUrl: string, path: string, network: NetworkName, cookie?: string) {
  const context = await browser.newContext(SCREEN);
  await context.addInitScript(FIRST_POST_OBSERVER);
  await context.addInitScript(`window.localStorage.setItem('onboarding_completed', 'true')`);
  if (cookie) {
    const [name, value] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  const first = await visit(context, baseUrl, path, network, true);
  const repeat = await visit(context, baseUrl, path, network);
  await context.close();
  return { first, repeat };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

export async function startWebApi(): Promise<{ api: RunningApi; fixture: WebFixture }> {
  const api = await startApi({ DATABASE_URL: await freshDatabase(), REDIS_KEY_PREFIX: `bench-web:${Date.now()}:` });
  return { api, fixture: await seed(api.baseUrl) };
}

/** Lighthouse's figures for one page (the median run of three by Performance score). */
export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
}

/** The machine's Chromium with a DevTools port for Lighthouse; its own profile, removed after. */
async function chromiumForLighthouse(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'civic-lighthouse-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${seen.slice(-500)}`)));
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helpers may still be writing the profile after it exits: a leftover temp folder
      // is no reason to lose the run's figures.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove ${profile}: ${(error as Error).message}`);
      }
    },
  };
}

/** Lighthouse's mobile preset (simulated Slow 4G, 4× CPU), three runs; the median by score. */
export async function lighthousePage(url: string, cookie?: string, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const browser = await chromiumForLighthouse();
    try {
      const result = await lighthouse(url, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        jsBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
      });
    } finally {
      await browser.close();
    }
  }
  return results.sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
}

type Check = { figure: string; value: number; budget: number; unit: string; atLeast?: boolean };

const show = (value: number, unit: string) =>
  unit === 'ms'
    ? `${(value / 1000).toFixed(2)} s`
    : unit === 'KB'
      ? `${(value / 1024).toFixed(0)} KB`
      : unit === ''
        ? value.toFixed(2)
        : unit === 'score'
          ? String(value)
          : `${value}${unit}`;

/** One line per figure, beside its budget; false when any is missed. */
function report(checks: Check[]): boolean {
  let ok = true;
  for (const { figure, value, budget, unit, atLeast } of checks) {
    const within = atLeast ? value >= budget : value <= budget;
    ok &&= within;
    console.log(`${figure.padEnd(52)} ${show(value, unit).padStart(9)}   ${atLeast ? '≥' : '≤'} ${show(budget, unit).padEnd(8)} ${within ? 'ok' : 'MISSED'}`);
  }
  return ok;
}

/** `pnpm bench web`. */
export async function webBench(): Promise<boolean> {
  // The api serves the built web app: build what is checked out now.
  execFileSync('pnpm', ['--filter', 'web', 'run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const { api, fixture } = await startWebApi();
  let ok = true;
  try {
    // localhost: the api's own origin by default, so the app's socket and REST calls are allowed.
    const baseUrl = api.baseUrl.replace('127.0.0.1', 'localhost');
    console.log('Chromium at 360×740, DevTools throttling with 4× CPU; first post on screen, first and repeat visit');
    const browser = await launchChromium();
    const checks: Check[] = [];
    try {
      for (const [who, cookie] of [['visitor', undefined], ['member', fixture.cookie]] as const) {
        for (const network of ['Slow 4G', 'Slow 3G'] as const) {
          const { first, repeat } = await firstAndRepeat(browser, baseUrl, '/', network, cookie);
          checks.push({ figure: `home (${who}), ${network}: first post, first visit`, value: first.firstPost, budget: network === 'Slow 4G' ? 4000 : 10_000, unit: 'ms' });
          if (network === 'Slow 4G') {
            checks.push({ figure: `home (${who}), ${network}: first post, repeat visit`, value: repeat.firstPost, budget: 1500, unit: 'ms' });
            if (who === 'visitor') {
              checks.push({ figure: 'home (visitor): requests before the first post', value: first.requestsBeforePost, budget: 20, unit: ' requests' });
              checks.push({ figure: 'home (visitor): bytes of the first screen', value: first.bytes, budget: 150 * 1024, unit: 'KB' });
              checks.push({ figure: 'home (visitor): JavaScript of the first screen', value: first.jsBytes, budget: 120 * 1024, unit: 'KB' });
            }
          }
        }
      }
    } finally {
      await browser.close();
    }
    ok = report(checks) && ok;
    // Lighthouse runs alone: nothing else on the machine's cores while it measures.
    const pages: [string, string, boolean][] = [
      ['/ (visitor)', '/', false],
      ['/electoral-lookup', '/electoral-lookup', false],
      ['/post/:id', `/post/${fixture.postId}`, false],
      ['/login', '/login', false],
      ['/ (member)', '/', true],
      ['/results', '/results', true],
      ['/dashboard', '/dashboard', true],
    ];
    // BENCH_WEB_PAGES="/ (visitor),/results" measures only those pages (names as printed).
    const only = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
    console.log('Lighthouse mobile preset (simulated Slow 4G, 4× CPU), median of 3');
    for (const [name, page, signedIn] of pages.filter(([name]) => !only || only.includes(name))) {
      const figures = await lighthousePage(baseUrl + page, signedIn ? fixture.cookie : undefined);
      console.log(`  ${name}: JavaScript ${(figures.jsBytes / 1024).toFixed(0)} KB`);
      ok =
        report([
          { figure: `${name}: Lighthouse Performance`, value: figures.score, budget: signedIn ? 80 : 90, unit: 'score', atLeast: true },
          { figure: `${name}: LCP`, value: figures.lcp, budget: 2500, unit: 'ms' },
          { figure: `${name}: TBT`, value: Math.round(figures.tbt), budget: 200, unit: ' ms' },
          { figure: `${name}: CLS`, value: figures.cls, budget: 0.1, unit: '' },
        ]) && ok;
    }
  } finally {
    await api.stop();
  }
  return ok;
}
