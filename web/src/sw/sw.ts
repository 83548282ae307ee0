/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest, with Workbox): the app shell and
 * the code of every route and dialog are precached, so every screen opens offline after one visit;
 * pages come from the network and, without one, from the precached shell; uploaded images seen
 * once show offline. Data is not cached here: the Apollo cache persists in IndexedDB (apollo/persist.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/** A page the network hasn't answered in this long opens from the shell (a connection that hangs). */
const NAVIGATION_TIMEOUT_MS = 6000;

// No directoryIndex: not '/' as index.html: the home page is the server's, with its posts
// drawn and its data embedded; the bare shell is only for when there is no network.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// The first install takes charge of the open page at once, so it works offline from this visit on.
// A new version waits (no mix of old and new code in one page) until the member chooses to reload:
// the app's "new version" prompt sends SKIP_WAITING.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function fromNetwork(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

// Pages: the server's (its title, its status), or the shell when there is no network; the app
// then shows what it has in its persisted cache.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fromNetwork(request);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/graphql/, /^\/uploads\//] },
  ),
);

// Uploaded images and videos' posters never change under a name: kept once seen, the oldest dropped.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.destination === 'image',
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

/** What the api pushes (api/src/modules/push/push.sender.ts): the notification's words and where a tap leads. */
type PushNotice = { title: string; body: string; url: string; tag: string };

// Pushes come whether or not a tab is open; the app in front already shows them live (the bell,
// the open conversation), so the phone only shows them when it isn't.
self.addEventListener('push', (event) => {
  const notice = event.data?.json() as PushNotice | undefined;
  if (!notice?.title) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((window) => window.focused && window.visibilityState === 'visible')) return;
      await self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-96.png',
        data: { url: notice.url },
      });
    })(),
  );
});

// A tap opens the notification's page in the app's open window, or in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows[0];
      if (!open) {
        await self.clients.openWindow(url.href);
        return;
      }
      await open.focus();
      await open.navigate(url.href);
    })(),
  );
});
