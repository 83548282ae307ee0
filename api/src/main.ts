import 'reflect-metadata';
import { loadConfig } from './config.js';
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
