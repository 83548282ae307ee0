import { ReferenceKind, type EntityClass, type EntityManager } from '@mikro-orm/core';
import type { MikroORM, EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { readRows } from './driver-read.js';

/**
 * What read-only views rely on in MikroORM beyond its documented use (mikro-orm.test.ts pins it):
 * the metadata's `props` (kind, fieldNames, customType, runtimeType, hidden, getter) describe
 * every column; the platform's `parseDate` and a custom type's `convertToJSValue` turn the
 * driver's values into what the entity holds; an entity's getters run on any object with its
 * prototype, and `wrap(view).toObject()` serializes such an object; the ORM's change tracking
 * lives in accessors on the prototype, which a view shadows with plain fields, so a view is
 * never tracked or flushed.
 *
 * Kept because making managed entities of a page cost more (docs/bench/feeds.md).
 */

type Column = { prop: string; column: string; convert?: (value: unknown) => unknown };
/** Makes a view from a row whose columns are named `<alias>__<column>`. */
type ViewMaker = (row: Record<string, unknown>) => object;
type Shape = { columns: Column[]; makers: Map<string, ViewMaker>; fields: string[]; prototype: object };

const shapes = new Map<EntityClass<object>, Shape>();

/**
 * The entity's stored columns as its properties (relations and generated columns left out).
 * Hidden properties (a member's password hash) are never read into a view: views are for
 * showing, and a feed page need not carry twenty authors' hashes.
 */
function shapeOf(em: EntityManager, entity: EntityClass<object>): Shape {
  let shape = shapes.get(entity);
  if (!shape) {
    const meta = em.getMetadata().get(entity.name);
    const platform = em.getPlatform();
    const columns = meta.props
      .filter(
        (p) =>
          (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.EMBEDDED) &&
          p.persist !== false &&
          !p.hidden &&
          p.fieldNames?.length === 1,
      )
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
    shape = { columns, makers: new Map(), fields, prototype };
    shapes.set(entity, shape);
  }
  return shape;
}

/**
 * A constructor per entity and alias that sets every field by name, in one order: V8 then lays
 * the view out as one fixed-size object. Setting 40-odd fields by computed name on an empty
 * object instead turns it into a hash table past a dozen (a hundred times slower to build, and
 * several kilobytes of garbage each). Field and column names come from the entity metadata only.
 */
function viewMaker(shape: Shape, alias: string): ViewMaker {
  let make = shape.makers.get(alias);
  if (!make) {
    const converts = shape.columns.map((c) => c.convert);
    const byProp = new Map(shape.columns.map((c, i) => [c.prop, i]));
    const name = (text: string) => JSON.stringify(text);
    const body = shape.fields
      .map((prop) => {
        const i = byProp.get(prop);
        if (i === undefined) return `this[${name(prop)}] = undefined;`;
        const value = `row[${name(`${alias}__${shape.columns[i].column}`)}]`;
        return `this[${name(prop)}] = ${converts[i] ? `convert[${i}](${value})` : value};`;
      })
      .join('\n');
    const View = new Function('convert', `return function View(row) {\n${body}\n}`)(converts) as { new (row: Record<string, unknown>): object; prototype: object };
    View.prototype = shape.prototype;
    make = (row) => new View(row);
    shape.makers.set(alias, make);
  }
  return make;
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
  if (row[`${alias}__id`] == null) return null;
  const view = viewMaker(shapeOf(em, entity as EntityClass<object>), alias)(row);
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

/** Per ORM, a manager that only ever reads rows (never entities), outside any request's transaction. */
const committedReaders = new WeakMap<MikroORM, SqlEntityManager>();
function committedReader(orm: MikroORM): SqlEntityManager {
  let reader = committedReaders.get(orm);
  if (!reader) committedReaders.set(orm, (reader = orm.em.fork({ disableContextResolution: true })));
  return reader;
}

/**
 * One committed row by id as a read-only view (see entityView), with the named to-one relations
 * joined in as views and every other to-one relation as a bare `{ id }`: what a subscription
 * event shows (a message, a notification and who caused it), published after its commit. It
 * needs no identity map of the caller's, so an event's execution makes none: forking one costs
 * more than the read.
 */
export async function viewById<T extends object>(
  orm: MikroORM,
  entity: EntityClass<T>,
  id: string,
  relations: readonly string[] = [],
): Promise<T | null> {
  const em = committedReader(orm);
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

/**
 * A read-only view (see entityView) from an event's fields by property name, as a private
 * event carries what it shows (JSON through pubsub): dates come back as Dates. Reads nothing.
 */
export function viewOfFields<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  fields: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): T {
  const row: Record<string, unknown> = {};
  for (const { prop, column } of shapeOf(em, entity as EntityClass<object>).columns) {
    if (prop in fields) row[`e__${column}`] = fields[prop];
  }
  return entityView(em, entity, row, 'e', extra)!;
}
