import { ReferenceKind, type EntityClass, type EntityManager, type EntityMetadata } from '@mikro-orm/postgresql';
import { entityView, viewColumns } from './entity-view.js';
import { readRows } from './sql.js';

type Row = Record<string, unknown>;

/**
 * One row by id with some of its to-one relations joined in, every column named
 * `<alias>__<column>`: t0 the entity, t1… the joined relations. `references` are t0's to-one
 * relations, with the alias of those joined.
 */
type ByIdStatement = {
  sql: string;
  references: { prop: string; column: string; joined?: { entity: EntityClass<object>; alias: string } }[];
};
const statements = new Map<string, ByIdStatement>();

const primaryKey = (meta: EntityMetadata) => meta.getPrimaryProps()[0].fieldNames[0];

function byIdStatement(em: EntityManager, entity: EntityClass<object>, relations: readonly string[]): ByIdStatement {
  const metadata = em.getMetadata();
  // Stored columns and to-one keys, named, not t0.*: a prepared statement keeps its shape when a migration adds a column.
  const columnsOf = (target: EntityClass<object>, alias: string) => [
    viewColumns(em, target, alias),
    ...metadata
      .get(target.name)
      .props.filter((p) => p.kind === ReferenceKind.MANY_TO_ONE && p.fieldNames?.length === 1)
      .map((p) => `${alias}."${p.fieldNames[0]}" as "${alias}__${p.fieldNames[0]}"`),
  ];
  const meta = metadata.get(entity.name);
  const columns = columnsOf(entity, 't0');
  const joins: string[] = [];
  const references: ByIdStatement['references'] = [];
  for (const prop of meta.props) {
    if (prop.kind !== ReferenceKind.MANY_TO_ONE || prop.fieldNames?.length !== 1) continue;
    const column = prop.fieldNames[0];
    const reference: ByIdStatement['references'][number] = { prop: prop.name, column };
    if (relations.includes(prop.name)) {
      const target = metadata.get(prop.type);
      const alias = `t${references.filter((r) => r.joined).length + 1}`;
      columns.push(...columnsOf(target.class as EntityClass<object>, alias));
      joins.push(`left join "${target.tableName}" ${alias} on ${alias}."${primaryKey(target)}" = t0."${column}"`);
      reference.joined = { entity: target.class as EntityClass<object>, alias };
    }
    references.push(reference);
  }
  const missing = relations.filter((name) => !references.some((r) => r.prop === name && r.joined));
  if (missing.length) throw new Error(`${entity.name}: ${missing.join(', ')} is not a to-one relation with one column`);
  return { sql: `select ${columns.join(', ')} from "${meta.tableName}" t0 ${joins.join(' ')} where t0."${primaryKey(meta)}" = ?`, references };
}

/**
 * The row, written once per entity and relations from the ORM's metadata and prepared once per
 * connection: the reads every signed-in request (its session and member) and every
 * subscription event (its message or notification) make. The query builder behind `findOne`
 * costs several times the query itself.
 */
async function readById(em: EntityManager, entity: EntityClass<object>, id: string, relations: readonly string[]) {
  const key = `${entity.name}\n${relations.join('\n')}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = byIdStatement(em, entity, relations)));
  const [row] = await readRows(em, statement.sql, [id], { prepared: true });
  return row ? { row, references: statement.references } : null;
}

/**
 * One entity by id with the named to-one relations (a session and its member), made managed
 * entities of the identity map the way `find` makes them. Null when there is no such row.
 */
export async function findById<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: string,
  relations: readonly string[] = [],
): Promise<T | null> {
  const found = await readById(em, entity as EntityClass<object>, id, relations);
  if (!found) return null;
  const columnsOf = (alias: string): Row =>
    Object.fromEntries(
      Object.entries(found.row)
        .filter(([name]) => name.startsWith(`${alias}__`))
        .map(([name, value]) => [name.slice(alias.length + 2), value]),
    );
  // The relations first, so the entity's references to them are the loaded entities.
  for (const { joined } of found.references) {
    const fields = joined && columnsOf(joined.alias);
    if (fields && Object.values(fields).some((value) => value !== null)) hydrate(em, joined.entity.name, fields);
  }
  return hydrate(em, entity.name, columnsOf('t0')) as T;
}

/** A row made an entity of the identity map, as `find` makes the rows it reads. */
function hydrate(em: EntityManager, entityName: string, row: Row) {
  const data = em.getDriver().mapResult(row, em.getMetadata().get(entityName))!;
  return em.getEntityFactory().create(entityName, data, { merge: true, refresh: true, convertCustomTypes: true });
}

/**
 * One row by id as a read-only view (see entityView), with the named to-one relations joined
 * in as views and every other to-one relation as a bare `{ id }`: what a subscription event
 * shows (a message and its sender, a notification and who caused it), without managed entities
 * whose making and collection cost more than the read. Null when there is no such row.
 */
export async function viewById<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: string,
  relations: readonly string[] = [],
): Promise<T | null> {
  const found = await readById(em, entity as EntityClass<object>, id, relations);
  if (!found) return null;
  const extra: Record<string, unknown> = {};
  for (const { prop, column, joined } of found.references) {
    const referenced = found.row[`t0__${column}`];
    extra[prop] = joined ? entityView(em, joined.entity, found.row, joined.alias) : referenced == null ? null : { id: referenced };
  }
  return entityView(em, entity, found.row, 't0', extra);
}
