import { createHash } from 'node:crypto';

/**
 * A visitor's drawn page (home, a post) is the page until they touch it: the app's code (about
 * 240 KB) loads and runs at their first interaction that needs it, not with the page, so a slow
 * phone's connection and main thread are the page's while it arrives and is read. This small
 * script, inline in such pages, does that:
 *
 * - it installs the offline service worker at load, as the app would (its precache then fetches
 *   the app's code once, in the background; the app, once started, registers it again through
 *   Workbox and watches it for updates);
 * - a touch or click outside a link or the menu (which work without the app: a full navigation
 *   lands on another drawn page), a key (a keyboard's user; focus alone only ever reaches links and
 *   the menu here), or a scroll within a screen of the page's end (more posts need the app) adds
 *   the app's scripts, listed by the page (#app-scripts). A click counts for a screen reader's
 *   double tap, which sends no touch;
 * - a tap on a drawn control that needs the app (a post's Like, Comment, Share: `data-tap`) is
 *   kept and replayed on the app's control with the same `data-tap` once the app has mounted its
 *   first screen (it says so with an `app:mounted` event, web/src/main.tsx).
 *
 * Plain JavaScript as the browser runs it: its hash is in the Content-Security-Policy.
 */
export const LAZY_START = `(() => {
  const events = ['pointerdown', 'touchstart', 'click', 'keydown', 'scroll'];
  let started = false;
  let tap = null;
  if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => {}), { once: true });
  const start = () => {
    started = true;
    const [entry, ...preload] = JSON.parse(document.getElementById('app-scripts').textContent);
    for (const href of preload) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }));
  };
  const interact = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type !== 'keydown' && event.type !== 'scroll') tap = target?.closest('.shell [data-tap]')?.dataset.tap ?? tap;
    if (started) return;
    const wanted = event.type === 'scroll' ? scrollY + 2 * innerHeight >= document.documentElement.scrollHeight : !target?.closest('a[href], details');
    if (wanted) start();
  };
  for (const type of events) addEventListener(type, interact, { capture: true, passive: true });
  addEventListener('app:mounted', () => {
    for (const type of events) removeEventListener(type, interact, { capture: true });
    // After the rest of the app's first effects (the event comes from one of them): its toaster too.
    if (tap) setTimeout(() => document.querySelector('[data-tap="' + CSS.escape(tap) + '"]')?.click());
  }, { once: true });
})();`;

/** The Content-Security-Policy's source for the script above. */
export const LAZY_START_SOURCE = `'sha256-${createHash('sha256').update(LAZY_START).digest('base64')}'`;

/** The app's scripts in the built page: the entry's `<script>` and its `<link rel="modulepreload">`s. */
const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built page without its scripts, and the scripts (the entry first) for a page that starts lazily. */
export function takeAppScripts(html: string): { html: string; scripts: string[] } {
  const entry: string[] = [];
  const preload: string[] = [];
  const rest = html.replace(APP_SCRIPT, (_, src?: string, href?: string) => {
    if (src) entry.push(src);
    else preload.push(href!);
    return '';
  });
  return { html: rest, scripts: [...entry, ...preload] };
}
