import 'reflect-metadata';
import { loadConfig } from './config.js';
import { placeSearchIndex, pollingUnitIndex } from './modules/geo/geo.catalog.js';
import { createApp } from './server/app.js';

const startedAt = performance.now();
const config = loadConfig();
const app = await createApp(config);
const address = await app.listen();
const { logger } = app.deps;
logger.info(
  { port: address.port, bootMs: Math.round(performance.now() - startedAt), env: config.env },
  `ready: ${config.publicUrl} (GraphQL and Apollo Sandbox at ${config.publicUrl}/graphql)`,
);

// Polling units and the place search are answered from memory: load them now, not on some
// voter's first request.
const unitsStartedAt = performance.now();
Promise.all([pollingUnitIndex(app.deps.orm.em), placeSearchIndex(app.deps.orm.em)]).then(
  ([units]) => logger.info({ units: units.size, ms: Math.round(performance.now() - unitsStartedAt) }, 'polling units and their search held in memory'),
  (error) => logger.warn({ err: error }, 'polling units not loaded yet: the first request that needs them will try again'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await app.close();
    process.exit(0);
  });
}
