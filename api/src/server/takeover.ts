import { createHash } from 'node:crypto';

/**
 * The app takes over a page the server drew (first-screen.ts). This small script, inline in every
 * drawn page, keeps that takeover from losing what the reader did before it:
 *
 * - a tap on a drawn control that needs the app (a post's Like, sign-in's Create an account, the
 *   lookup's search: `data-tap`) is kept and replayed on the app's control with the same `data-tap`
 *   once the app has mounted its first screen (it says so with an `app:mounted` event,
 *   web/src/main.tsx): a field gets the focus (a select opens its list), anything else the click;
 * - where the page starts the app at its first paint (`data-start="paint"` on #app-scripts: a
 *   member's drawn pages, web.ts), the app's scripts are added once the drawn page is on screen:
 *   a phone with the app's code at hand (a repeat visit) would otherwise run it before it paints
 *   anything, and its downloads would share the first moments with the page's own;
 * - where the page starts the app at the reader's first touch (it then lists the app's scripts in
 *   #app-scripts instead of loading them: web.ts says which pages), a touch, click or focus outside
 *   a link or the menu (which work without the app: a full navigation lands on another drawn page),
 *   a key, or a scroll within a screen of the page's end (more posts need the app) adds the app's
 *   scripts. A click counts for a screen reader's double tap, which sends no touch; the focus, for
 *   a field filled without a key (a password manager). Such a page installs the offline service
 *   worker at load, as the app would (its precache then fetches the app's code once, in the
 *   background; the app, once started, registers it again through Workbox and watches it for updates).
 *
 * Plain JavaScript as the browser runs it: its hash is in the Content-Security-Policy.
 */
export const TAKEOVER = `(() => {
  const events = ['pointerdown', 'touchstart', 'click', 'keydown', 'focusin', 'scroll'];
  const scripts = document.getElementById('app-scripts');
  const atPaint = scripts?.dataset.start === 'paint';
  let started = !scripts;
  let tap = null;
  if (scripts && !atPaint && 'serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => {}), { once: true });
  const start = () => {
    started = true;
    const [entry, ...preload] = JSON.parse(scripts.textContent);
    for (const href of preload) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }));
  };
  const interact = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type !== 'keydown' && event.type !== 'focusin' && event.type !== 'scroll') tap = target?.closest('.shell [data-tap]')?.dataset.tap ?? tap;
    if (started) return;
    const wanted = event.type === 'scroll' ? scrollY + 2 * innerHeight >= document.documentElement.scrollHeight : !target?.closest('a[href], details');
    if (wanted) start();
  };
  for (const type of events) addEventListener(type, interact, { capture: true, passive: true });
  // A frame callback runs just before the first frame is drawn, its timeout just after; a tab in
  // the background draws no frame and starts at once.
  if (atPaint) document.hidden ? start() : requestAnimationFrame(() => setTimeout(() => started || start()));
  addEventListener('app:mounted', () => {
    for (const type of events) removeEventListener(type, interact, { capture: true });
    if (!tap) return;
    // After the rest of the app's first effects (the event comes from one of them): its toaster
    // too. A control loaded after the first screen (the header's Messages) is waited for, up to 5 s.
    let tries = 0;
    const replay = () => {
      const control = document.querySelector('[data-tap="' + CSS.escape(tap) + '"]');
      if (!control) return void (++tries < 50 && setTimeout(replay, 100));
      if (!control.matches('input, textarea, select')) return control.click();
      control.focus();
      // A select's list opens too while the tap still counts as the reader's (a few seconds).
      if (control instanceof HTMLSelectElement) try { control.showPicker(); } catch {}
    };
    setTimeout(replay);
  }, { once: true });
})();`;

/** The Content-Security-Policy's source for the script above. */
export const TAKEOVER_SOURCE = `'sha256-${createHash('sha256').update(TAKEOVER).digest('base64')}'`;

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
