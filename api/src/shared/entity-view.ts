import { ReferenceKind, type EntityClass, type EntityManager } from '@mikro-orm/core';

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
