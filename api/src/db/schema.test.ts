import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { NewsItem } from '../modules/news/news-item.entity.js';
import { entities, ormConfig, sqlOwnedTables } from './mikro-orm.config.js';

/** What `pnpm --filter api migration:create` would write, computed with the migrator's own options. */
async function proposedMigration(orm: MikroORM) {
  const { safe, dropTables } = orm.config.get('migrations');
  return orm.schema.getUpdateSchemaMigrationSQL({ wrap: false, safe, dropTables });
}

describe('the schema and the migrations agree', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('migration:create proposes nothing on a database migrated to the latest migration', async () => {
    const { up } = await proposedMigration(app.deps.orm);
    expect(up.trim()).toBe('');
  });

  it('every table has an entity or is listed as SQL-owned, never both', async () => {
    const rows = await app.em().getConnection().execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations'`,
    );
    const inDatabase = rows.map((row) => row.name).sort();
    const entityTables = app.deps.orm.getMetadata().getAll();
    const withEntity = Object.values(entityTables).map((meta) => meta.tableName);
    expect(withEntity.filter((table) => sqlOwnedTables.includes(table))).toEqual([]);
    expect(inDatabase).toEqual([...withEntity, ...sqlOwnedTables].sort());
  });

  it('migration:create never proposes dropping a table, even one whose entity is gone', async () => {
    const withoutNews = await MikroORM.init({
      ...ormConfig(app.deps.config.databaseUrl!),
      entities: entities.filter((entity) => entity !== NewsItem),
    });
    try {
      expect((await proposedMigration(withoutNews)).up).not.toMatch(/drop table/i);
      // MikroORM's defaults would drop it: the options above are what keeps it.
      const defaults = await withoutNews.schema.getUpdateSchemaMigrationSQL({ wrap: false });
      expect(defaults.up).toMatch(/drop table if exists "news_items"/);
    } finally {
      await withoutNews.close();
    }
  });
});
