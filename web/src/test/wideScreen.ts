import { vi } from 'vitest';

/** The right sidebar renders from 62em (992 px) wide; jsdom answers no media query by default. Undo with vi.restoreAllMocks(). */
export function wideScreen() {
  const narrow = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...narrow(query), matches: query === '(min-width: 62em)' }));
}
