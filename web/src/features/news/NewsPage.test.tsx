import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { wideScreen } from '../../test/wideScreen';
import { NewsQuery } from './documents';

const HOUR = 3_600_000;

function story(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'NewsItem',
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Story ${n}: INEC update for voters`,
    description: `Summary of story ${n}.`,
    source: n % 2 ? 'Premium Times' : 'Channels TV',
    url: `https://news.example.ng/${n}`,
    urlToImage: null,
    publishedAt: new Date(Date.now() - n * HOUR).toISOString(),
    isDemo: false,
    ...overrides,
  };
}

/** Serves `total` stories newest first, in pages by cursor (the story number), recording each request. */
function serveNews(total: number, make = story) {
  const requests: { first: number; after?: string | null }[] = [];
  server.use(
    // By name, untyped: the answer carries __typename, which Apollo needs to read the fragment.
    graphql.query<object, { first: number; after?: string | null }>('News', ({ variables }) => {
      requests.push(variables);
      const start = variables.after ? Number(variables.after) : 0;
      const page = Array.from({ length: Math.max(0, Math.min(variables.first, total - start)) }, (_, i) => make(start + i + 1));
      return HttpResponse.json({
        data: {
          news: {
            __typename: 'NewsConnection',
            edges: page.map((node, i) => ({ __typename: 'NewsEdge', cursor: String(start + i + 1), node })),
            pageInfo: { hasNextPage: start + page.length < total, endCursor: page.length ? String(start + page.length) : null },
          },
        },
      });
    }),
  );
  return requests;
}

describe('news page', () => {
  it('shows ten stories, loads ten more with Load more stories, and stops when there are no more', async () => {
    const requests = serveNews(23);
    const user = userEvent.setup();
    renderApp('/news', { viewer: ada });

    expect(await screen.findByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    const first = screen.getByRole('article', { name: 'Story 1: INEC update for voters' });
    expect(within(first).getByRole('link', { name: 'Story 1: INEC update for voters' })).toHaveAttribute('target', '_blank');
    expect(within(first).getByText('Premium Times')).toBeVisible();
    expect(within(first).getByText('1h ago')).toBeVisible();
    // Headlines sit one level under the page's h1, so a screen reader's heading list skips none.
    expect(within(first).getByRole('heading', { level: 2, name: 'Story 1: INEC update for voters' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more stories' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more stories' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more stories' })).not.toBeInTheDocument();
    expect(requests.map((r) => [r.first, r.after ?? null])).toEqual([
      [10, null],
      [10, '10'],
      [10, '20'],
    ]);
  });

  it('says when the stories are samples, and when the news cannot be fetched', async () => {
    serveNews(2, (n) => story(n, { isDemo: true, source: 'Sample story' }));
    const { unmount } = renderApp('/news', { viewer: ada });
    expect(await screen.findByText(/Sample stories: no news feeds are set up/)).toBeVisible();
    expect(screen.getAllByText('Sample')).toHaveLength(2);
    unmount();

    server.use(graphql.query(NewsQuery, () => HttpResponse.json({ errors: [{ message: 'down' }] })));
    renderApp('/news', { viewer: ada });
    expect(await screen.findByText('Failed to fetch news')).toBeVisible();
  });

  it('is the Latest News tab on the home page', async () => {
    serveNews(3);
    renderApp('/?tab=news', { viewer: ada });
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest News' })).toBeVisible();
    const news = screen.getByRole('region', { name: 'Latest News' });
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more stories' })).not.toBeInTheDocument();
  });
});

describe("sidebar 'What's happening'", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows four of five stories with titles cut at 80 characters, and two sponsored cards', async () => {
    wideScreen();
    const long = 'Governorship election: INEC lists every collation centre in all the wards of Kano State ahead of polls';
    const requests = serveNews(8, (n) => story(n, n === 1 ? { title: long } : {}));
    renderApp('/');

    const card = await screen.findByRole('region', { name: "What's happening" });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(4));
    const cut = within(card).getByRole('link', { name: `${long.slice(0, 80).trimEnd()}…` });
    expect(cut).toHaveAttribute('href', 'https://news.example.ng/1');
    expect(cut).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: 'View all news' })).toHaveAttribute('href', '/news');
    expect(requests[0].first).toBe(5);

    const sidebar = screen.getByRole('complementary', { name: 'Suggestions and news' });
    expect(within(sidebar).getAllByText(/^Sponsored/)).toHaveLength(2);
    expect(within(sidebar).getByRole('complementary', { name: 'Party conventions and primaries: know the rules' })).toBeVisible();
    expect(within(sidebar).getByRole('complementary', { name: 'NYSC registration for prospective corps members' })).toBeVisible();
  });

  it("says 'Loading news...' until there is news", async () => {
    wideScreen();
    renderApp('/', { viewer: ada });
    const card = await screen.findByRole('region', { name: "What's happening" });
    expect(within(card).getByText('Loading news...')).toBeVisible();
  });
});
