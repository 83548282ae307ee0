import { ReferenceKind, type EntityClass, type EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { readRows } from './sql.js';

type Column = { prop: string; column: string; convert?: (value: unknown) => unknown };
type Shape = { prototype: object; columns: Column[] };

const shapes = new Map<EntityClass<object>, Shape>();

/** The entity's stored columns as its properties (relations and generated columns left out). */
function shapeOf(em: EntityManager, entity: EntityClass<object>): Shape {
  let shape = shapes.get(entity);
  if (!shape) {
    const meta = em.getMetadata().get(entity.name);
    const platform = em.getPlatform();
    const columns = meta.props
      .filter((p) => (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.EMBEDDED) && p.persist !== false && p.fieldNames?.length === 1)
      .map((p) => {
        // As the ORM hydrates: the driver hands timestamps over as text, custom types convert themselves.
        const convert = p.customType
          ? (value: unknown) => (value == null ? value : p.customType!.convertToJSValue(value, platform))
          : p.runtimeType === 'Date'
            ? (value: unknown) => (value == null ? value : platform.parseDate(value as string))
            : undefined;
        return { prop: p.name, column: p.fieldNames[0], convert };
      });
    // Plain assignment to a view must not reach the entity prototype's ORM setters (they start
    // change tracking): shadow every field with a writable data property one level up.
    const fields = meta.props.filter((p) => !p.getter).map((p) => p.name);
    const prototype = Object.create(
      meta.class.prototype,
      Object.fromEntries(fields.map((name) => [name, { value: undefined, writable: true, enumerable: false, configurable: true }])),
    );
    shape = { prototype, columns };
    shapes.set(entity, shape);
  }
  return shape;
}

/**
 * SQL select list for an entity's columns from table alias `alias`, each named `<alias>__<column>`,
 * for `entityView` to read back. Several entities can share one row this way (a post, its author).
 */
export function viewColumns(em: EntityManager, entity: EntityClass<object>, alias: string): string {
  return shapeOf(em, entity)
    .columns.map(({ column }) => `${alias}."${column}" as "${alias}__${column}"`)
    .join(', ');
}

/**
 * A read-only view of an entity from a raw row: the entity's prototype, so its getters
 * (displayName, isEdited, ...) work, and its columns as plain fields, with no identity map or
 * change tracking. For hot read paths (feed pages, lists of members): hydrating managed
 * entities costs several times the SQL. Never flush or modify a view; load the entity to change it.
 * `extra` sets relations (author, originalPost) as plain fields. Null when the row's primary key is null (a left join).
 */
export function entityView<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  row: Record<string, unknown>,
  alias: string,
  extra: Record<string, unknown> = {},
): T | null {
  const { prototype, columns } = shapeOf(em, entity as EntityClass<object>);
  if (row[`${alias}__id`] == null) return null;
  const view = Object.create(prototype);
  for (const { prop, column, convert } of columns) {
    const value = row[`${alias}__${column}`];
    view[prop] = convert ? convert(value) : value;
  }
  Object.assign(view, extra);
  return view as T;
}

/** A view's statement by primary key: its text, its to-one references, and the relations it joins. */
type ViewStatement = {
  sql: string;
  references: { prop: string; column: string; joined?: { entity: EntityClass<object>; alias: string } }[];
};
const viewStatements = new Map<string, ViewStatement>();

function viewStatement(em: EntityManager, entity: EntityClass<object>, relations: readonly string[]): ViewStatement {
  const metadata = em.getMetadata();
  const meta = metadata.get(entity.name);
  const columns = [viewColumns(em, entity, 't0')];
  const joins: string[] = [];
  const references: ViewStatement['references'] = [];
  for (const prop of meta.props) {
    if (prop.kind !== ReferenceKind.MANY_TO_ONE || prop.fieldNames?.length !== 1) continue;
    const column = prop.fieldNames[0];
    columns.push(`t0."${column}" as "t0__${column}"`);
    const reference: ViewStatement['references'][number] = { prop: prop.name, column };
    if (relations.includes(prop.name)) {
      const target = metadata.get(prop.type).class as EntityClass<object>;
      const alias = `t${references.filter((r) => r.joined).length + 1}`;
      columns.push(viewColumns(em, target, alias));
      joins.push(`left join "${metadata.get(prop.type).tableName}" ${alias} on ${alias}.id = t0."${column}"`);
      reference.joined = { entity: target, alias };
    }
    references.push(reference);
  }
  const missing = relations.filter((name) => !references.some((r) => r.prop === name && r.joined));
  if (missing.length) throw new Error(`${entity.name}: ${missing.join(', ')} is not a to-one relation with one column`);
  return { sql: `select ${columns.join(', ')} from "${meta.tableName}" t0 ${joins.join(' ')} where t0.id = ?`, references };
}

/**
 * One row by id as a read-only view (see entityView), with the named to-one relations joined
 * in as views and every other to-one relation as a bare `{ id }`: what a subscription event
 * shows (a message and its sender, a notification and who caused it), without managed entities
 * whose making and collection cost more than the read. Null when there is no such row.
 */
export async function viewById<T extends object>(
  em: SqlEntityManager,
  entity: EntityClass<T>,
  id: string,
  relations: readonly string[] = [],
): Promise<T | null> {
  const key = `${entity.name}\n${relations.join('\n')}`;
  let statement = viewStatements.get(key);
  if (!statement) viewStatements.set(key, (statement = viewStatement(em, entity as EntityClass<object>, relations)));
  const [row] = await readRows(em, statement.sql, [id], { prepared: true });
  if (!row) return null;
  const extra: Record<string, unknown> = {};
  for (const { prop, column, joined } of statement.references) {
    const referenced = row[`t0__${column}`];
    extra[prop] = joined ? entityView(em, joined.entity, row, joined.alias) : referenced == null ? null : { id: referenced };
  }
  return entityView(em, entity, row, 't0', extra);
}
