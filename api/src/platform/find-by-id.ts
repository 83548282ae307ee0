import { ReferenceKind, type EntityClass, type EntityManager } from '@mikro-orm/postgresql';
import { readRows } from './driver-read.js';

/**
 * What `findById` relies on in MikroORM beyond its documented use (mikro-orm.test.ts pins it):
 * the driver's `mapResult(row, meta)` maps a row's columns to the entity's properties, and the
 * entity factory's `create(name, data, { merge, refresh, convertCustomTypes })` makes it a
 * managed entity of the identity map, exactly as `em.findOne` would (changes to it are flushed),
 * its to-one references pointing at the entities already there.
 *
 * Kept because `em.findOne` cost more on every signed-in request (docs/bench/feeds.md).
 */

/** One statement per entity and relations: its text, and how to split its row back into entities. */
type ReloadStatement = { sql: string; relations: { prefix: string; entity: string }[] };
const reloadStatements = new Map<string, ReloadStatement>();

/**
 * One entity by primary key with some of its to-one relations (e.g. a message and its sender,
 * a session and its member), in one statement written once from the ORM's metadata, its rows
 * made entities of the identity map the way `find` makes them: the reads every request and
 * every subscription event make. The query builder behind `findOne` costs several times the
 * query itself. Null when there is no such row.
 */
export async function findById<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: string,
  relations: readonly string[] = [],
): Promise<T | null> {
  const key = `${entity.name}\n${relations.join('\n')}`;
  let statement = reloadStatements.get(key);
  if (!statement) reloadStatements.set(key, (statement = reloadStatement(em, entity.name, relations)));
  const [row] = await readRows(em, statement.sql, [id], { prepared: true });
  if (!row) return null;
  // The relations first, so the entity's references to them are the loaded entities.
  for (const { prefix, entity: related } of statement.relations) {
    const fields: Record<string, unknown> = {};
    for (const column of Object.keys(row)) {
      if (!column.startsWith(prefix)) continue;
      fields[column.slice(prefix.length)] = row[column];
      delete row[column];
    }
    if (Object.values(fields).some((value) => value !== null)) hydrate(em, related, fields);
  }
  return hydrate(em, entity.name, row) as T;
}

/** A row made an entity of the identity map, as `find` makes the rows it reads. */
function hydrate(em: EntityManager, entityName: string, row: Record<string, unknown>) {
  const data = em.getDriver().mapResult(row, em.getMetadata().get(entityName))!;
  return em.getEntityFactory().create(entityName, data, { merge: true, refresh: true, convertCustomTypes: true });
}

function reloadStatement(em: EntityManager, entityName: string, relations: readonly string[]): ReloadStatement {
  const metadata = em.getMetadata();
  const meta = metadata.get(entityName);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  // Named columns, not t0.*: a prepared statement's result must keep its shape when a migration adds a column.
  const columnsOf = (target: typeof meta, alias: string, prefix = '') =>
    Object.values(target.properties)
      .filter((p) => (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE) && p.persist !== false && !p.lazy && !p.formula)
      .flatMap((p) => p.fieldNames.map((field) => `${alias}.${quote(field)} as ${quote(prefix + field)}`));
  const columns = columnsOf(meta, 't0');
  const joins: string[] = [];
  const split: ReloadStatement['relations'] = [];
  relations.forEach((name, i) => {
    const prop = meta.properties[name as keyof typeof meta.properties];
    if (!prop || prop.kind !== ReferenceKind.MANY_TO_ONE || prop.fieldNames.length !== 1) {
      throw new Error(`${entityName}.${name} is not a to-one relation with one column`);
    }
    const target = metadata.get(prop.type);
    const alias = `t${i + 1}`;
    const prefix = `${name}.`;
    columns.push(...columnsOf(target, alias, prefix));
    joins.push(`left join ${quote(target.tableName)} ${alias} on ${alias}.${quote(target.getPrimaryProps()[0].fieldNames[0])} = t0.${quote(prop.fieldNames[0])}`);
    split.push({ prefix, entity: target.className });
  });
  const primaryKey = meta.getPrimaryProps()[0].fieldNames[0];
  return {
    sql: `select ${columns.join(', ')} from ${quote(meta.tableName)} t0 ${joins.join(' ')} where t0.${quote(primaryKey)} = ?`,
    relations: split,
  };
}
