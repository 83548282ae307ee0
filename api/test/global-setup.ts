import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createLogger } from '../src/shared/logger.js';
import { databaseUrl, testPostgres, testRedisUrl, withAdmin } from './services.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDatabase: string;
    redisUrl: string;
  }
}

/** Migrates one template database; every test file then gets a fast copy of it. */
export default async function setup(project: TestProject) {
  const redisUrl = await testRedisUrl();
  const postgres = await testPostgres();
  const templateDatabase = `civic_test_template_${process.pid}`;
  await withAdmin(postgres.adminUrl, (client) => client.query(`CREATE DATABASE ${templateDatabase}`));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl(postgres.adminUrl, templateDatabase) });
  const db = await openDatabase(config, createLogger('silent'));
  await db.close();

  project.provide('pgAdminUrl', postgres.adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('redisUrl', redisUrl);

  return async () => {
    await withAdmin(postgres.adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`),
    );
    await postgres.stop();
  };
}
