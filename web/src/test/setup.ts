import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectivity } from '../apollo/connectivity';
import { clearDrafts } from '../features/offline/drafts';
import { clearOutbox } from '../features/offline/outbox';
import { server } from './server';

// jsdom lacks these browser APIs that Chakra/Ark touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// CI shares the machine with the api tests and Chromium: give animations and queries time to finish.
configure({ asyncUtilTimeout: 20000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // One test's unreachable api, drafts and outbox are not the next one's.
  connectivity.reportReachable();
  clearDrafts();
  clearOutbox();
  server.resetHandlers();
  // The toast store is a module singleton: drop toasts so one test's toast cannot satisfy another's assertion.
  const { toaster } = await import('../components/ToasterHost');
  toaster.remove();
});
afterAll(() => server.close());
