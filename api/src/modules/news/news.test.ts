import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { FEED_MAX_BYTES } from './news.fetch.js';
import { newsServiceFor } from './news.service.js';

/** A WordPress-style RSS 2.0 feed, as Nigerian outlets publish them. */
const RSS = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:media="http://search.yahoo.com/mrss/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
  <title>Premium Times Nigeria</title>
  <atom:link href="https://example.ng/feed" rel="self" type="application/rss+xml" />
  <link>https://example.ng</link>
  <description>Nigeria&#039;s leading online newspaper</description>
  <lastBuildDate>Fri, 20 Nov 2026 09:12:44 +0000</lastBuildDate>
  <item>
    <title>INEC releases &#8216;final&#8217; list of candidates for Lagos</title>
    <link>https://example.ng/news/inec-final-list/?utm_source=rss&amp;utm_medium=rss</link>
    <dc:creator><![CDATA[Adebayo Hassan]]></dc:creator>
    <pubDate>Fri, 20 Nov 2026 09:00:00 +0000</pubDate>
    <guid isPermaLink="false">https://example.ng/?p=1001</guid>
    <description><![CDATA[<p>The commission published the list on Friday &amp; invited claims.</p><p>The post <a href="https://example.ng/news/inec-final-list/">INEC releases list</a> appeared first on Premium Times.</p>]]></description>
    <media:content url="https://cdn.example.ng/list.jpg" medium="image" width="800" height="450" />
  </item>
  <item>
    <title>Senate passes electoral offences bill</title>
    <link>https://example.ng/news/offences-bill/</link>
    <pubDate>Thu, 19 Nov 2026 18:30:00 +0000</pubDate>
    <description>&lt;p&gt;Lawmakers voted on Thursday.&lt;/p&gt;</description>
    <content:encoded><![CDATA[<p><img src="https://cdn.example.ng/senate.jpg" alt="" />Lawmakers voted.</p>]]></content:encoded>
  </item>
  <item>
    <title>Click here</title>
    <link>javascript:alert(1)</link>
    <pubDate>Thu, 19 Nov 2026 10:00:00 +0000</pubDate>
  </item>
  <item>
    <title>Dated ten years ahead by mistake</title>
    <link>https://example.ng/news/future/</link>
    <pubDate>Sat, 20 Nov 2036 10:00:00 +0000</pubDate>
    <enclosure url="https://cdn.example.ng/future.png" length="1000" type="image/png" />
  </item>
</channel></rss>`;

/** An Atom feed; one entry is the same story as the RSS feed's first, under a tracking tag. */
const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Civic Desk</title>
  <id>tag:civicdesk.example,2026:feed</id>
  <updated>2026-11-20T10:00:00Z</updated>
  <link rel="self" href="https://civicdesk.example/atom.xml"/>
  <entry>
    <title>Ward collation centres named for Kano</title>
    <link rel="alternate" type="text/html" href="https://civicdesk.example/2026/11/kano-centres"/>
    <id>tag:civicdesk.example,2026:kano</id>
    <published>2026-11-20T08:15:00Z</published>
    <updated>2026-11-20T09:55:00Z</updated>
    <summary type="html">&lt;b&gt;All 484 wards&lt;/b&gt; have a centre.</summary>
  </entry>
  <entry>
    <title>INEC releases final list (syndicated)</title>
    <link href="https://EXAMPLE.ng/news/inec-final-list/?utm_campaign=partner#comments"/>
    <id>tag:civicdesk.example,2026:list</id>
    <updated>2026-11-20T09:30:00Z</updated>
  </entry>
</feed>`;

type FeedSite = { hits: Map<string, number>; url: (path: string) => string; close: () => Promise<void> };

async function feedSite(): Promise<FeedSite> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    const xml = (type: string, body: string) => res.writeHead(200, { 'content-type': type }).end(body);
    if (req.url === '/rss') xml('application/rss+xml; charset=UTF-8', RSS);
    else if (req.url === '/atom') xml('application/atom+xml', ATOM);
    else if (req.url === '/slow') setTimeout(() => xml('application/rss+xml', RSS), 5_000).unref();
    else if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(`<rss><channel>${'<!-- padding -->'.repeat(FEED_MAX_BYTES / 16 + 10)}</channel></rss>`);
    } else if (req.url === '/page') xml('text/html', '<!doctype html><html><body>Not a feed</body></html>');
    else res.writeHead(500).end('down');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hits,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let site: FeedSite;
let samples: TestApp;
beforeAll(async () => {
  site = await feedSite();
  samples = await startTestApp();
});
afterAll(async () => {
  await samples?.close();
  await site?.close();
});

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('news without configured feeds', () => {
  it('shows twelve sample stories, marked as samples, ten to a page', async () => {
    const client = samples.client();
    const first = await client.request('GET', '/api/news/all?limit=10&offset=0');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(10);
    expect(first.body.every((s: any) => s.isDemo && s.source === 'Sample story')).toBe(true);
    expect(Object.keys(first.body[0]).sort()).toEqual(
      ['description', 'id', 'isDemo', 'publishedAt', 'source', 'title', 'url', 'urlToImage'].sort(),
    );
    const second = await client.request('GET', '/api/news/all?limit=10&offset=10');
    expect(second.body).toHaveLength(2);

    const gql = await client.gql(`{ news(first: 10) { edges { node { title isDemo } } pageInfo { hasNextPage endCursor } } }`);
    expect(gql.data.news.edges).toHaveLength(10);
    expect(gql.data.news.pageInfo.hasNextPage).toBe(true);
    const next = await client.gql(`query($after: String) { news(first: 10, after: $after) { edges { node { title } } pageInfo { hasNextPage } } }`, {
      after: gql.data.news.pageInfo.endCursor,
    });
    expect(next.data.news.edges.map((e: any) => e.node.title)).toEqual(second.body.map((s: any) => s.title));
    expect(next.data.news.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a page size or offset out of range', async () => {
    const client = samples.client();
    expect((await client.request('GET', '/api/news/all?limit=500')).status).toBe(400);
    expect((await client.request('GET', '/api/news/all?limit=ten')).status).toBe(400);
    expect((await client.request('GET', '/api/news/all?offset=-1')).status).toBe(400);
  });
});

describe('news from feeds', () => {
  let app: TestApp;
  afterAll(async () => app?.close());

  it('reads RSS and Atom, stores each story once, and pages newest first', async () => {
    // The schedule's turn is taken already, so only this test's refresh (at a fixed time) reads the feeds.
    const prefix = `test:news-${randomBytes(4).toString('hex')}:`;
    const redis = new Redis(inject('redisUrl'));
    await redis.set(`${prefix}job:news-refresh`, 'test', 'PX', 600_000);
    await redis.quit();
    app = await startTestApp({
      env: {
        REDIS_KEY_PREFIX: prefix,
        NEWS_FEEDS: `${site.url('/rss')},Civic Desk Weekly|${site.url('/atom')}`,
        NEWS_REFRESH_MINUTES: '60',
        NEWS_FETCH_TIMEOUT_MS: '2000',
      },
    });
    const client = app.client();
    const reports = await newsServiceFor(app.deps).refresh(new Date('2026-11-20T12:00:00Z'));
    expect(reports.map((r) => [r.source, r.read, r.error])).toEqual([
      ['Premium Times Nigeria', 3, undefined],
      ['Civic Desk Weekly', 2, undefined],
    ]);

    const { body: stories } = await client.request('GET', '/api/news/all?limit=10&offset=0');
    expect(stories.map((s: any) => [s.source, s.title, s.url])).toEqual([
      ['Premium Times Nigeria', 'Dated ten years ahead by mistake', 'https://example.ng/news/future/'],
      ['Premium Times Nigeria', 'INEC releases ‘final’ list of candidates for Lagos', 'https://example.ng/news/inec-final-list/'],
      ['Civic Desk Weekly', 'Ward collation centres named for Kano', 'https://civicdesk.example/2026/11/kano-centres'],
      ['Premium Times Nigeria', 'Senate passes electoral offences bill', 'https://example.ng/news/offences-bill/'],
    ]);
    const [future, list, kano, senate] = stories;
    expect(future.publishedAt).toBe('2026-11-20T12:00:00.000Z'); // dated when read, not in 2036
    expect(future.urlToImage).toBe('https://cdn.example.ng/future.png');
    expect(list.description).toBe('The commission published the list on Friday & invited claims.The post INEC releases list appeared first on Premium Times.');
    expect(list.urlToImage).toBe('https://cdn.example.ng/list.jpg');
    expect(list.isDemo).toBe(false);
    expect(kano.description).toBe('All 484 wards have a centre.');
    expect(kano.publishedAt).toBe('2026-11-20T08:15:00.000Z');
    expect(senate.description).toBe('Lawmakers voted on Thursday.');
    expect(senate.urlToImage).toBe('https://cdn.example.ng/senate.jpg');

    // Fetching again adds nothing: every address is already stored.
    const again = await newsServiceFor(app.deps).refresh(new Date('2026-11-20T12:05:00Z'));
    expect(again.map((r) => r.added)).toEqual([0, 0]);
    const count = await app.em().getConnection().execute(`select count(*)::int as n from news_items`);
    expect(count[0].n).toBe(4);

    const page2 = await client.request('GET', '/api/news/all?limit=3&offset=3');
    expect(page2.body.map((s: any) => s.title)).toEqual(['Senate passes electoral offences bill']);
    const gql = await client.gql(`{ news(first: 3) { edges { node { title } } pageInfo { hasNextPage endCursor } } }`);
    const after = await client.gql(`query($a: String) { news(first: 3, after: $a) { edges { node { title } } pageInfo { hasNextPage } } }`, {
      a: gql.data.news.pageInfo.endCursor,
    });
    expect(after.data.news.edges.map((e: any) => e.node.title)).toEqual(['Senate passes electoral offences bill']);
    expect(after.data.news.pageInfo.hasNextPage).toBe(false);
  });

  it('gives up on a feed that is slow, too large, failing or not a feed, and still stores the rest', async () => {
    const other = await startTestApp({
      env: {
        NEWS_FEEDS: ['/slow', '/huge', '/down', '/page', '/atom'].map((p) => site.url(p)).join(','),
        NEWS_REFRESH_MINUTES: '60',
        NEWS_FETCH_TIMEOUT_MS: '800',
      },
    });
    try {
      const started = Date.now();
      const reports = await newsServiceFor(other.deps).refresh();
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(reports.map((r) => r.error)).toEqual([
        'no complete answer within 800 ms',
        `too large (over ${FEED_MAX_BYTES} bytes)`,
        'answered 500',
        'not an RSS or Atom feed',
        undefined,
      ]);
      const { body } = await other.client().request('GET', '/api/news/all?limit=10');
      expect(body.map((s: any) => s.source)).toEqual(['Civic Desk', 'Civic Desk']);
    } finally {
      await other.close();
    }
  });

  it('fetches on a schedule, once an interval between replicas sharing Redis', async () => {
    const before = site.hits.get('/rss') ?? 0;
    const env = { NEWS_FEEDS: site.url('/rss'), NEWS_REFRESH_MINUTES: '0.02', NEWS_FETCH_TIMEOUT_MS: '1000' }; // 1.2 s
    const first = await startTestApp({ env });
    const second = await startTestApp({ database: first.database, env: { ...env, REDIS_KEY_PREFIX: first.deps.config.redisKeyPrefix } });
    try {
      const started = Date.now();
      await until(async () => (await first.client().request('GET', '/api/news/all')).body.length === 3);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const elapsed = Date.now() - started;
      const fetches = (site.hits.get('/rss') ?? 0) - before;
      // Each instance checks about four times an interval; the shared lock lets one fetch per interval.
      expect(fetches).toBeGreaterThanOrEqual(2);
      expect(fetches).toBeLessThanOrEqual(Math.ceil(elapsed / 1_200) + 1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
