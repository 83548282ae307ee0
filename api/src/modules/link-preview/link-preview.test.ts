import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { AddressGuard } from './address-guard.js';
import { FETCH_LIMITS } from './fetch-page.js';
import { LINK_PREVIEW_LIMIT } from './link-preview.service.js';

/**
 * A real HTTP server playing a news site. It listens on 127.0.0.2, which only the preview
 * app is allowed to reach (LINK_PREVIEW_ALLOW_PRIVATE_RANGES, honoured in tests only).
 * Linux routes all of 127/8 to loopback.
 */
const SITE_ADDRESS = '127.0.0.2';

const ARTICLE = `<!doctype html><html><head>
  <title>Fallback title</title>
  <meta property="og:title" content="INEC publishes   results &amp; turnout">
  <meta property="og:description" content="Figures for every ward in Lagos.">
  <meta property="og:image" content="/img/cover.jpg">
  <meta property="og:site_name" content="Civic Times">
  <meta name="twitter:title" content="Twitter title">
</head><body><p>Story</p></body></html>`;

const PLAIN = `<html><head><title>
  Ward meeting on Saturday
</title><meta name="description" content="Bring your PVC."><link rel="image_src" href="https://cdn.example.org/ward.png">
<meta name="twitter:site" content="@civic"></head><body></body></html>`;

type Site = { hits: Map<string, number>; url: (path: string) => string; close: () => Promise<void> };

async function listen(host: string, handle: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Site> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hits,
    url: (path) => `http://${host}:${port}${path}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

let previewApp: TestApp;
let defaultApp: TestApp;
let site: Site;
/** A server on 127.0.0.1, which the redirect test must never reach. */
let inner: Site;

beforeAll(async () => {
  inner = await listen('127.0.0.1', (_req, res) => res.end('<title>internal admin</title>'));
  site = await listen(SITE_ADDRESS, (req, res) => {
    const html = (body: string) => res.setHeader('content-type', 'text/html; charset=utf-8').end(body);
    const path = req.url!.split('?')[0];
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const left = Number(chain[1]);
      res.writeHead(302, { location: left > 1 ? `/chain/${left - 1}` : '/article' }).end();
    } else if (path === '/article') html(ARTICLE);
    else if (path === '/plain') html(PLAIN);
    else if (path === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(ARTICLE));
    } else if (path === '/huge') {
      html(`<html><head><title>Huge</title>${' '.repeat(FETCH_LIMITS.maxHtmlBytes)}<meta name="description" content="too late"></head></html>`);
    } else if (path === '/to-inner') res.writeHead(302, { location: inner.url('/admin') }).end();
    else if (path === '/to-file') res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    else if (path === '/photo.png') res.setHeader('content-type', 'image/png').end(Buffer.alloc(100));
    else if (path === '/slow-answer') setTimeout(() => html(ARTICLE), FETCH_LIMITS.totalMs + 2_000);
    else if (path === '/slow-body') {
      // Headers and half the compressed page, then nothing.
      const page = gzipSync(ARTICLE);
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).write(page.subarray(0, page.length / 2));
    }
    else res.writeHead(500).end('down');
  });
  [previewApp, defaultApp] = await Promise.all([
    startTestApp({ env: { LINK_PREVIEW_ALLOW_PRIVATE_RANGES: `${SITE_ADDRESS}/32` } }),
    startTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([previewApp?.close(), defaultApp?.close(), site?.close(), inner?.close()]);
});

const preview = (app: TestApp, url: string) =>
  app.client().request('GET', `/api/link-preview?url=${encodeURIComponent(url)}`);

describe('reading a page', () => {
  it('takes OpenGraph tags first, decodes entities, and makes the image absolute', async () => {
    const { status, body, headers } = await preview(previewApp, site.url('/article'));
    expect(status).toBe(200);
    expect(body).toEqual({
      title: 'INEC publishes results & turnout',
      description: 'Figures for every ward in Lagos.',
      image: site.url('/img/cover.jpg'),
      siteName: 'Civic Times',
      domain: SITE_ADDRESS,
    });
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('falls back to <title>, the description meta and image_src', async () => {
    const { body } = await preview(previewApp, site.url('/plain'));
    expect(body).toEqual({
      title: 'Ward meeting on Saturday',
      description: 'Bring your PVC.',
      image: 'https://cdn.example.org/ward.png',
      siteName: null,
      domain: SITE_ADDRESS,
    });
  });

  it('follows up to 3 redirects, and no more', async () => {
    expect((await preview(previewApp, site.url('/chain/3'))).body.title).toBe('INEC publishes results & turnout');
    const tooMany = await preview(previewApp, site.url('/chain/4'));
    expect(tooMany).toMatchObject({ status: 502, body: { message: 'That link redirects too many times' } });
  });

  it('inflates gzip, and reads no more than 512 KB of HTML', async () => {
    expect((await preview(previewApp, site.url('/gzip'))).body.siteName).toBe('Civic Times');
    const huge = await preview(previewApp, site.url('/huge'));
    expect(huge.body).toMatchObject({ title: 'Huge', description: null });
  });

  it('answers a link that is not a page with its domain alone', async () => {
    const { body } = await preview(previewApp, site.url('/photo.png'));
    expect(body).toEqual({ title: null, description: null, image: null, siteName: null, domain: SITE_ADDRESS });
  });

  it('is the same through GraphQL, where visitors may ask too', async () => {
    const { data } = await previewApp
      .client()
      .gql(`query ($url: String!) { linkPreview(url: $url) { title image siteName domain } }`, { url: site.url('/article?via=gql') });
    expect(data.linkPreview).toEqual({
      title: 'INEC publishes results & turnout',
      image: site.url('/img/cover.jpg'),
      siteName: 'Civic Times',
      domain: SITE_ADDRESS,
    });
  });
});

describe('caching', () => {
  it('fetches a page once an hour, whoever asks and however', async () => {
    const url = site.url('/article?cached=1');
    await preview(previewApp, url);
    await preview(previewApp, `${url}#comments`);
    await previewApp.client().gql(`query ($url: String!) { linkPreview(url: $url) { title } }`, { url });
    expect(site.hits.get('/article?cached=1')).toBe(1);
    const key = `${previewApp.deps.config.redisKeyPrefix}link-preview:${createHash('sha256').update(url).digest('hex')}`;
    expect(await previewApp.deps.redis!.ttl(key)).toBeGreaterThan(3_500);
  });

  it('remembers a failure briefly instead of asking again at once', async () => {
    const first = await preview(previewApp, site.url('/broken'));
    expect(first).toMatchObject({ status: 502, body: { message: 'That page could not be loaded (it answered 500)' } });
    expect((await preview(previewApp, site.url('/broken'))).status).toBe(502);
    expect(site.hits.get('/broken')).toBe(1);
    const { data } = await previewApp.client().gql(`{ linkPreview(url: "${site.url('/broken')}") { title } }`);
    expect(data.linkPreview).toBeNull();
  });
});

describe('what the server refuses to fetch', () => {
  it('refuses loopback, metadata and private addresses with the default configuration', async () => {
    const refused = [
      'http://127.0.0.1/',
      'http://localhost/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
      'http://0.0.0.0/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://100.100.100.200/',
      'http://[fd00:ec2::254]/',
      inner.url('/admin'),
    ];
    for (const url of refused) {
      const { status, body } = await preview(defaultApp, url);
      expect({ url, status, body }).toEqual({ url, status: 400, body: { message: 'That address is not allowed', code: 'BAD_USER_INPUT', field: 'url' } });
    }
    expect(inner.hits.size).toBe(0);
  });

  it('refuses the same in GraphQL', async () => {
    const { errors } = await defaultApp.client().gql(`{ linkPreview(url: "http://169.254.169.254/") { title } }`);
    expect(errors?.[0]).toMatchObject({ message: 'That address is not allowed', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('checks every redirect hop: a public-looking page that redirects inward is refused', async () => {
    const viaRedirect = await preview(previewApp, site.url('/to-inner'));
    expect(viaRedirect).toMatchObject({ status: 400, body: { message: 'That address is not allowed' } });
    const toFile = await preview(previewApp, site.url('/to-file'));
    expect(toFile).toMatchObject({ status: 400, body: { message: 'That address is not allowed' } });
    expect(site.hits.get('/to-inner')).toBe(1);
    expect(inner.hits.size).toBe(0);
  });

  it('takes only http and https links', async () => {
    for (const url of ['ftp://example.org/file', 'file:///etc/passwd', 'javascript:alert(1)']) {
      const { status, body } = await preview(defaultApp, url);
      expect({ url, status, message: body.message }).toEqual({ url, status: 400, message: 'Only http and https links can be previewed' });
    }
    expect((await preview(defaultApp, '')).body.message).toBe('Please enter a link');
  });

  it('gives up after 5 seconds in all, waiting for an answer or for the rest of a page', async () => {
    const started = Date.now();
    const slow = await Promise.all([preview(previewApp, site.url('/slow-answer')), preview(previewApp, site.url('/slow-body'))]);
    for (const { status, body } of slow) {
      expect({ status, body }).toEqual({ status: 502, body: { message: 'That link took too long to answer' } });
    }
    expect(Date.now() - started).toBeLessThan(FETCH_LIMITS.totalMs + 1_500);
  });

  it('reports a site that does not answer', async () => {
    const closed = await listen(SITE_ADDRESS, () => {});
    const url = closed.url('/');
    await closed.close();
    expect(await preview(previewApp, url)).toMatchObject({ status: 502, body: { message: 'We could not reach that link' } });
  });

  it(`fetches at most ${LINK_PREVIEW_LIMIT.points} pages a minute per address; cached answers are free`, async () => {
    await previewApp.deps.limits.reset('link-preview-ip', LINK_PREVIEW_LIMIT, '127.0.0.1');
    for (let i = 0; i < LINK_PREVIEW_LIMIT.points; i++) {
      expect((await preview(previewApp, site.url(`/article?n=${i}`))).status).toBe(200);
    }
    expect((await preview(previewApp, site.url('/article?n=0'))).status).toBe(200);
    const refused = await preview(previewApp, site.url('/article?n=new'));
    expect(refused).toMatchObject({ status: 429, body: { message: LINK_PREVIEW_LIMIT.message } });
  });
});

describe('AddressGuard', () => {
  const guard = new AddressGuard();
  it.each([
    ['8.8.8.8', true],
    ['102.89.32.1', true], // a Nigerian carrier
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['192.0.0.192', false], // Oracle Cloud metadata
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false], // AWS metadata over IPv6
    ['ff02::1', false],
    ['::ffff:169.254.169.254', false],
    ['::7f00:1', false], // IPv4-compatible 127.0.0.1
    ['64:ff9b::a00:1', false], // NAT64 of 10.0.0.1
    ['2002:7f00:1::', false], // 6to4 of 127.0.0.1
  ])('%s allowed: %s', (address, allowed) => {
    expect(guard.isAllowed(address)).toBe(allowed);
  });
});
