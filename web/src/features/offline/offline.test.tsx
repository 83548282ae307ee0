import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

// The news page's code fails to download while `newsChunk.missing` (as a dropped network would).
const newsChunk = vi.hoisted(() => ({ missing: false }));
vi.mock('../news/NewsPage', async (importOriginal) => {
  const real = await importOriginal<typeof import('../news/NewsPage')>();
  return {
    default: function NewsPageOrMissing() {
      if (newsChunk.missing) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/NewsPage-3f2a.js');
      return <real.default />;
    },
  };
});

beforeEach(() => {
  newsChunk.missing = false;
  // React reports each caught error on the console; what the member sees is checked instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('offline', () => {
  it('says what still works while the network is gone, and leaves when it returns', async () => {
    renderApp('/', { viewer: ada });
    await screen.findByRole('button', { name: 'Account menu for Ada Obi' });
    expect(screen.queryByText("You're offline.")).not.toBeInTheDocument();

    setOnline(false);
    expect(await screen.findByText("You're offline.")).toBeVisible();
    expect(screen.getByText(/Screens you've opened still show what they last loaded/)).toBeVisible();

    setOnline(true);
    expect(screen.queryByText("You're offline.")).not.toBeInTheDocument();
  });

  it("keeps the header when a page's code can't download, and opens the page on Retry once back online", async () => {
    const user = userEvent.setup();
    newsChunk.missing = true;
    setOnline(false);
    renderApp('/news', { viewer: ada });

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("Couldn't load the News page.");
    expect(failure).toHaveTextContent("You're offline");
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();

    newsChunk.missing = false;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
