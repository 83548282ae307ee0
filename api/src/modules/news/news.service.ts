import { z } from 'zod';
import type { NewsFeedConfig } from '../../config.js';
import type { AppDeps, Context } from '../../shared/context.js';
import { pageArgsSchema, timeCursor, toPage, type Page } from '../../shared/pagination.js';
import { parseInput } from '../../shared/validation.js';
import { demoStories } from './news.demo.js';
import { fetchFeedXml } from './news.fetch.js';
import { parseFeedXml, type ParsedStory } from './news.parse.js';

export type NewsStory = {
  id: string;
  title: string;
  description: string | null;
  source: string;
  url: string;
  urlToImage: string | null;
  publishedAt: Date;
  isDemo: boolean;
};

/** SPEC §9: the news page loads 10 at a time, the sidebar 5. */
export const NEWS_PAGE = { default: 10, max: 50 };
/** Stories kept per feed and fetch (newest first), and how long any story is kept. */
const PER_FEED = 50;
const KEEP_DAYS = 90;
/** A date more than this far in the future is a feed's mistake: such a story is dated when read. */
const FUTURE_SLACK_MS = 60 * 60_000;

const pageSchema = pageArgsSchema(NEWS_PAGE);
const offsetArgsSchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(NEWS_PAGE.max).default(NEWS_PAGE.default),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(1000).default(0),
});

const COLUMNS = `id, title, description, source, url, url_to_image as "urlToImage", published_at as "publishedAt"`;

type Row = Omit<NewsStory, 'isDemo' | 'publishedAt'> & { publishedAt: Date | string };
const story = (row: Row): NewsStory => ({ ...row, publishedAt: new Date(row.publishedAt), isDemo: false });

export type FeedReport = { url: string; source: string; read: number; added: number; error?: string };

/**
 * Latest news: stories read from the configured feeds (NEWS_FEEDS), newest first; without
 * feeds, bundled samples marked as such. Reading never waits on a feed: `refresh` (run on
 * a schedule, see news.schedule.ts) stores what the feeds hold, de-duplicated by address.
 */
export class NewsService {
  constructor(private readonly ctx: Pick<Context, 'deps' | 'em'>) {}

  private get demo() {
    return this.ctx.deps.config.news.feeds.length === 0;
  }

  /** GraphQL: a keyset page over (publishedAt, id). */
  async latest(args: { first?: number | null; after?: string | null }): Promise<Page<NewsStory>> {
    const { first, after } = parseInput(pageSchema, args);
    const position = after ? timeCursor.decode(after) : null;
    let rows: NewsStory[];
    if (this.demo) {
      rows = demoStories()
        .filter((s) => !position || s.publishedAt.toISOString() < position.at || (s.publishedAt.toISOString() === position.at && s.id < position.id))
        .slice(0, first + 1);
    } else {
      const raw: Row[] = await this.ctx.em.getConnection().execute(
        `select ${COLUMNS} from news_items
         ${position ? 'where (published_at, id) < (?::timestamptz, ?::uuid)' : ''}
         order by published_at desc, id desc limit ?`,
        position ? [position.at, position.id, first + 1] : [first + 1],
      );
      rows = raw.map(story);
    }
    return toPage(rows, first, (s) => timeCursor.encode(s.publishedAt, s.id), (s) => s);
  }

  /** REST (SPEC §7 GET /api/news/all?limit&offset): the spec's shape asks for an offset. */
  async page(query: unknown): Promise<NewsStory[]> {
    const { limit, offset } = parseInput(offsetArgsSchema, query);
    if (this.demo) return demoStories().slice(offset, offset + limit);
    const raw: Row[] = await this.ctx.em
      .getConnection()
      .execute(`select ${COLUMNS} from news_items order by published_at desc, id desc limit ? offset ?`, [limit, offset]);
    return raw.map(story);
  }

  /** Reads every configured feed (in parallel, each within its timeout) and stores new stories. */
  async refresh(now = new Date()): Promise<FeedReport[]> {
    const { feeds, fetchTimeoutMs } = this.ctx.deps.config.news;
    const reports = await Promise.all(feeds.map((feed) => this.refreshFeed(feed, fetchTimeoutMs, now)));
    await this.ctx.em.getConnection().execute(`delete from news_items where published_at < ?`, [
      new Date(now.getTime() - KEEP_DAYS * 86_400_000),
    ]);
    return reports;
  }

  private async refreshFeed(feed: NewsFeedConfig, timeoutMs: number, now: Date): Promise<FeedReport> {
    const fallbackSource = feed.name ?? new URL(feed.url).hostname.replace(/^www\./, '');
    try {
      const parsed = parseFeedXml(await fetchFeedXml(feed.url, timeoutMs), feed.url);
      if (!parsed) return { url: feed.url, source: fallbackSource, read: 0, added: 0, error: 'not an RSS or Atom feed' };
      const source = (feed.name ?? parsed.title ?? fallbackSource).slice(0, 100);
      const stories = newestFirst(parsed.stories, now).slice(0, PER_FEED);
      const added = await this.store(stories, source, now);
      return { url: feed.url, source, read: parsed.stories.length, added };
    } catch (error) {
      return { url: feed.url, source: fallbackSource, read: 0, added: 0, error: (error as Error).message };
    }
  }

  /** One statement per feed; an address already stored (from any feed) is kept as first read. */
  private async store(stories: (ParsedStory & { publishedAt: Date })[], source: string, now: Date): Promise<number> {
    const unique = [...new Map(stories.map((s) => [s.url, s])).values()];
    if (!unique.length) return 0;
    const rows: Row[] = await this.ctx.em.getConnection().execute(
      `insert into news_items (id, title, description, source, url, url_to_image, published_at, fetched_at)
       values ${unique.map(() => '(gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?)').join(', ')}
       on conflict (url) do nothing returning id`,
      unique.flatMap((s) => [s.title, s.description, source, s.url, s.urlToImage, s.publishedAt, now]),
    );
    return rows.length;
  }
}

function newestFirst(stories: ParsedStory[], now: Date) {
  return stories
    .map((s) => ({
      ...s,
      publishedAt: s.publishedAt && s.publishedAt.getTime() <= now.getTime() + FUTURE_SLACK_MS ? s.publishedAt : now,
    }))
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

/** For the schedule: a service on its own entity manager, outside any request. */
export const newsServiceFor = (deps: AppDeps) => new NewsService({ deps, em: deps.orm.em.fork() });
