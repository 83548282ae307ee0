import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import type { DocumentNode } from 'graphql';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../shared/logger.js';
import { drawFirstScreen, takeShellParts } from './first-screen.js';
import { TAKEOVER, TAKEOVER_SOURCE, takeAppScripts } from './takeover.js';

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy':
    `default-src 'self'; script-src 'self' ${TAKEOVER_SOURCE}; img-src 'self' data: blob: https:; media-src 'self' blob: https:; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`,
};

/**
 * The drawn pages whose app starts at the reader's first touch (takeover.ts): a visitor's home and
 * post, read before anything is done on them; sign-in, whose fields take typing before the app
 * comes (it carries what was typed over); and the lookup, usable by anyone and drawn only when it
 * opens empty. The page is the reader's while it arrives; the service worker it installs at load
 * fetches the app's code meanwhile, so a later touch starts the app from the phone. A member's
 * drawn pages, which stay live, start the app at their first paint.
 */
const TOUCH_STARTED = new Set(['/', '/post/:postId', '/login', '/electoral-lookup']);

/**
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text asset (vite.config.ts);
 * express-static-gzip sends the best one the browser accepts, with Content-Encoding and
 * `Vary: Accept-Encoding`, and the file itself to a browser that accepts neither.
 */
const precompressed = (root: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) =>
  expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic });

/** A query of a route's first screen, as the build lists it (web/src/app/firstData.ts). */
export interface FirstQuery {
  operation: string;
  document: DocumentNode;
  variables: Record<string, unknown>;
  unlessQuery?: string[];
  signedIn?: boolean;
}

/** A query's result for the page, or null when it failed (the client then asks itself). */
export type FirstResult = { operation: string; variables: Record<string, unknown>; data: unknown } | null;

/** Runs a route's first queries for a request, as its viewer (app.ts: through Apollo Server). */
export type RunFirstQueries = (req: Request, res: Response, queries: FirstQuery[]) => Promise<FirstResult[]>;

/** routes.json, written by the web build (web/vite.plugins.ts). */
interface RouteList {
  /** Path pattern ('/post/:postId') → the tab's title. */
  titles: Record<string, string>;
  notFound: string;
  /** 'all' and path patterns → the queries of their first screen. */
  firstData?: Record<string, FirstQuery[]>;
  /** Path pattern → the page's scripts beyond the entry's. */
  preload?: Record<string, string[]>;
}

export interface RouteMatch {
  pattern: string;
  title: string;
  params: Record<string, string>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON that is safe inside a <script> element (no "</script>" or "<!--" can close or comment it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * The app's route for a path, from the build's route list (web/src/app/routeTitles.ts), or null
 * when no route has that path. Static paths win over patterns, fewer parameters first, as the
 * client's router ranks them ('/profile/settings' before '/profile/:userId').
 */
export function routeMatcher(list: RouteList): (pathname: string) => RouteMatch | null {
  const patterns = Object.entries(list.titles)
    .map(([pattern, title]) => {
      const segments = pattern.split('/').filter(Boolean);
      const names = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
      const source = segments.map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      return { pattern, title, names, regex: new RegExp(`^/${source.join('/')}/?$`, 'i') };
    })
    .sort((a, b) => a.names.length - b.names.length);
  return (pathname) => {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    for (const { pattern, title, names, regex } of patterns) {
      const match = regex.exec(path);
      if (match) return { pattern, title, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
    }
    return null;
  };
}

/** A route's first queries for this URL, with ':name' variables taken from the path. */
function firstQueriesFor(list: RouteList, route: RouteMatch, query: Request['query']): FirstQuery[] {
  const queries = [...(list.firstData?.all ?? []), ...(list.firstData?.[route.pattern] ?? [])];
  return queries
    .filter((q) => !q.unlessQuery?.some((name) => query[name] !== undefined))
    .map((q) => ({
      ...q,
      variables: Object.fromEntries(
        Object.entries(q.variables).map(([name, value]) =>
          [name, typeof value === 'string' && value.startsWith(':') ? route.params[value.slice(1)] : value],
        ),
      ),
    }));
}

/**
 * Serves the built web app: index.html for every route of the app, with the route's title, its
 * page's scripts preloaded and its first screen's data embedded (so the client renders without a
 * round trip), and for any other path the same page with status 404, so the client renders its
 * not-found page.
 */
export function serveWebApp(app: Express, webDist: string, logger: Logger, runFirstQueries?: RunFirstQueries) {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    logger.warn(`web app not built (${index} missing): run "pnpm build", or "pnpm dev" for development`);
    app.get('/{*path}', (_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet: run "pnpm build" or "pnpm dev".');
    });
    return;
  }
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  app.use('/assets', precompressed(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  app.use(
    precompressed(webDist, {
      index: false,
      maxAge: '1h',
      // The service worker is checked on every visit, so a new deployment is found at once.
      setHeaders: (res, file) => path.basename(file) === 'sw.js' && res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  const { html, parts } = takeShellParts(readFileSync(index, 'utf8'));
  const appless = takeAppScripts(html);
  const routesFile = path.join(webDist, 'routes.json');
  // A build without the route list (older than it) gets index.html for every path, as before.
  const routes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as RouteList) : null;
  const matchRoute = routes && routeMatcher(routes);
  app.get('/{*path}', async (req, res, next) => {
    try {
      // The page carries the viewer's own data: for this browser only, and asked again each time.
      res.set('Cache-Control', 'private, no-cache');
      if (!routes || !matchRoute) {
        res.type('html').send(html);
        return;
      }
      const route = matchRoute(req.path);
      const title = escapeHtml(route?.title ?? routes.notFound);
      const pageScripts = (route && routes.preload?.[route.pattern]) ?? [];
      let body = '';
      let page = html;
      let drawnPage = false;
      let atTouch = false;
      if (route && runFirstQueries) {
        const queries = firstQueriesFor(routes, route, req.query);
        const results = (await runFirstQueries(req, res, queries)).filter((r) => r !== null);
        // With each query's document, so the client writes the answers into its cache before it first renders.
        const embedded = results.map((r) => ({ ...r, document: queries.find((q) => q.operation === r.operation)?.document }));
        if (results.length) body = `<script type="application/json" id="first-data">${scriptJson(embedded)}</script>`;
        const data = Object.fromEntries(results.map((r) => [r.operation, r.data])) as Record<string, unknown>;
        const drawn = drawFirstScreen(data, parts, req.originalUrl);
        drawnPage = drawn['first-screen'] !== undefined;
        atTouch = drawnPage && TOUCH_STARTED.has(route.pattern) && (data.Viewer as { me?: unknown } | undefined)?.me === null;
        if (drawnPage) page = appless.html;
        // A function, so a "$&" in a post stays text.
        for (const [place, html] of Object.entries(drawn)) page = page.replace(new RegExp(`<!--${place}-->[\\s\\S]*?<!--/${place}-->`), () => html);
      }
      let head = '';
      if (drawnPage) {
        // The loader adds the app's scripts: at the reader's first touch, or once the page has painted.
        const start = atTouch ? '' : ' data-start="paint"';
        body += `<script type="application/json" id="app-scripts"${start}>${scriptJson([...appless.scripts, ...pageScripts])}</script>`;
        body += `<script>${TAKEOVER}</script>`;
      } else for (const file of pageScripts) head += `<link rel="modulepreload" crossorigin href="${file}">`;
      page = page
        .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
        .replace('</head>', `${head}</head>`)
        .replace('</body>', `${body}</body>`);
      res.status(route ? 200 : 404).type('html').send(page);
    } catch (error) {
      next(error);
    }
  });
}
