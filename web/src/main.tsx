import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { writeFirstData } from './apollo/firstData';
import { persistApolloCache } from './apollo/persist';
import { AppProviders } from './app/providers';
import { appSystem } from './app/theme';
import { AppRoutes, routes } from './app/routes';
import { registerServiceWorker } from './features/offline/serviceWorker';
import { firstScreen } from './lib/firstScreen';
import { yieldToBrowser } from './lib/yieldToBrowser';

const client = createApolloClient();

/**
 * The current route's page code (preloaded by the page's HTML) before the first render: the app
 * then replaces the server-drawn shell with the page itself, never with a loading placeholder.
 */
function loadCurrentPage(): Promise<unknown> {
  const pages = (matchRoutes(routes, window.location) ?? []).map(
    ({ route }) => (route.element as { type?: { preload?: () => Promise<void> } } | undefined)?.type?.preload?.(),
  );
  return Promise.all(pages);
}

/**
 * Rendered after the app's routes: its effect runs once the first screen's have (React runs a
 * tree's effects children first, in order), so once every query of the first screen has started.
 * A tap made on the server-drawn page before then is replayed then (api/src/server/takeover.ts).
 */
function FirstScreenMounted() {
  useEffect(() => {
    client.prioritizeCacheValues = false;
    firstScreen.mounted();
    window.dispatchEvent(new Event('app:mounted'));
    registerServiceWorker();
  }, []);
  return null;
}

// In a transition, React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them (taps and scrolls on the server-drawn page stay answered), instead of one
// long task; the server-drawn page stays until the app's screen is complete.
const render = () => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders client={client}>
          <BrowserRouter>
            <AppRoutes />
            <FirstScreenMounted />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
};

// What the member saw last (IndexedDB) is in the cache before the first screen asks for anything,
// so the page's embedded first answers (writeFirstData) and the api's land on top of it.
//
// While the first screen mounts, its queries answer from the page's answers, even those that
// refresh from the network on mount (cache-and-network): asking again would only re-render the
// whole screen (a long task on a phone) to show the same posts. It is Apollo's switch for a page
// the server rendered (`prioritizeCacheValues`, what `ssrForceFetchDelay` sets); once the first
// screen is mounted, every screen asks as it says.
//
// Each step is a task of its own (the modules' first run, the Chakra system, each embedded answer,
// the render's slices): the phone's main thread is never held for the whole start at once.
void (async () => {
  firstScreen.start();
  await Promise.all([persistApolloCache(client), loadCurrentPage()]);
  await yieldToBrowser();
  appSystem();
  client.prioritizeCacheValues = await writeFirstData(client);
  await yieldToBrowser();
  render();
})();
