import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../../test/harness.js';

// A build of the web app as the api reads it: web/index.html with the tags Vite writes, and the
// route list with the queries of the home page's first screen.
const ENTRY = '<script type="module" crossorigin src="/assets/index-t1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-t2.js">';
const query = (operation: string, document: string, variables: Record<string, unknown> = {}) => ({ operation, document: parse(document), variables });
const ROUTES = {
  titles: { '/': 'Civic Network', '/login': 'Sign in', '/electoral-lookup': 'Electoral lookup' },
  notFound: 'Page not found',
  firstData: {
    all: [query('Viewer', 'query Viewer { me { id displayName avatarUrl } }')],
    '/': [
      query(
        'Feed',
        'query Feed($kind: FeedKind!, $first: Int!) { feed(kind: $kind, first: $first) { edges { node { id createdAt content likesCount commentsCount sharesCount viewsCount author { id displayName avatarUrl } } } } }',
        { kind: 'BLOWING', first: 10 },
      ),
    ],
  },
  preload: { '/': ['/assets/HomePage-t3.js'], '/electoral-lookup': ['/assets/Lookup-t4.js'] },
};

let app: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'civic-web-'));
  const index = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8').replace(/<script type="module" src="[^"]+"><\/script>/, '');
  writeFileSync(path.join(webDist, 'index.html'), index.replace('</head>', `${ENTRY}</head>`));
  writeFileSync(path.join(webDist, 'routes.json'), JSON.stringify(ROUTES));
  app = await startTestApp({ env: { WEB_DIST: webDist } });
  const author = await signedInClient(app);
  const posted = await author.client.gql('mutation { createPost(input: { content: "PVC collection is open at the ward office" }) { id } }');
  expect(posted.errors).toBeUndefined();
});

afterAll(async () => {
  await app?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The page's inline scripts (not its JSON), and whether the Content-Security-Policy lets each run. */
function inlineScripts(html: string, csp: string) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => csp.includes(`'sha256-${createHash('sha256').update(code).digest('base64')}'`));
}

describe('the app takes over a drawn page: at a visitor’s first touch, or at a member’s first paint', () => {
  it('sends a visitor the drawn home page without the app’s scripts or preloads, and the loader that adds them, allowed by the CSP', async () => {
    const response = await app.client().request('GET', '/');
    const html = response.body as string;
    expect(html).toContain('PVC collection is open at the ward office');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The app's scripts, the entry first and the page's own after, for the loader to add.
    expect(html).toContain('<script type="application/json" id="app-scripts">["/assets/index-t1.js","/assets/framework-t2.js","/assets/HomePage-t3.js"]</script>');
    // The post's Like can be replayed on the app's button.
    expect(html).toMatch(/<span class="shell-act" data-tap="like:[\w-]+">/);
    // The loader is the page's only inline script, and the browser may run it.
    expect(inlineScripts(html, response.headers.get('content-security-policy')!)).toEqual([true]);
  });

  it('sends a visitor sign-in drawn with fields that take typing, its look-alike buttons replayable, and the app at their first touch', async () => {
    const response = await app.client().request('GET', '/login');
    const html = response.body as string;
    expect(html).toContain('<input id="shell-email" type="email" autocomplete="email" data-drawn="email">');
    for (const tap of ['forgot', 'sign-in', 'register']) expect(html).toContain(`data-tap="${tap}"`);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('id="app-scripts"');
    expect(inlineScripts(html, response.headers.get('content-security-policy')!)).toEqual([true]);
  });

  it('starts the app at a member’s first paint, keeping their taps on the drawn page, and at once on a page the server does not draw', async () => {
    const { client } = await signedInClient(app);
    const response = await client.request('GET', '/');
    const member = response.body as string;
    expect(member).toContain('PVC collection is open at the ward office');
    // No script or download of the app's before the drawn page is on screen: the loader adds them then.
    expect(member).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(member).toContain(
      '<script type="application/json" id="app-scripts" data-start="paint">["/assets/index-t1.js","/assets/framework-t2.js","/assets/HomePage-t3.js"]</script>',
    );
    expect(inlineScripts(member, response.headers.get('content-security-policy')!)).toEqual([true]);
    // The lookup without its lists (this build's route list embeds none) is not drawn: the app paints it.
    const lookup = (await app.client().request('GET', '/electoral-lookup')).body as string;
    expect(lookup).toContain('<script type="module" crossorigin src="/assets/index-t1.js"></script>');
    expect(lookup).toContain('<link rel="modulepreload" crossorigin href="/assets/Lookup-t4.js">');
    expect(lookup).not.toContain('id="app-scripts"');
    expect(lookup).not.toMatch(/<script>/);
  });
});
