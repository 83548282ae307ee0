import { firstScreen } from './lib/firstScreen';
import { yieldToBrowser } from './lib/yieldToBrowser';

// The app starts in stages, each a task of its own, so no one task holds a phone's main thread
// for the whole start: the Apollo client's code, Chakra's theme, the Chakra system built from it,
// then the app's own code, its page, its embedded answers and the render's slices (app/start.tsx).
// The page preloads every stage's code with the entry (vite.plugins.ts): no stage waits on the network.
void (async () => {
  firstScreen.start();
  const { createApolloClient } = await import('./apollo/client');
  const client = createApolloClient();
  await yieldToBrowser();
  const { appSystem } = await import('./app/theme');
  await yieldToBrowser();
  appSystem();
  await yieldToBrowser();
  const { startApp } = await import('./app/start');
  await startApp(client);
})();
