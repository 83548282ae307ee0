import { Field, ObjectType, type ClassType } from 'type-graphql';
import { z } from 'zod';
import { badInput } from './errors.js';
import { isUuid } from './validation.js';

@ObjectType({ description: 'Where a page ends (Relay).' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether more items follow this page.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the last item on this page; null when empty.' })
  endCursor!: string | null;
}

export type Page<T> = { edges: { cursor: string; node: T }[]; pageInfo: PageInfo };

/** A Relay connection type of `Node`, named `${name}Connection` with `${name}Edge`. */
export function ConnectionType<T extends object>(Node: ClassType<T>, name: string, description: string) {
  @ObjectType(`${name}Edge`, { description: `One ${name.toLowerCase()} in a page, with its cursor.` })
  class Edge {
    @Field(() => String, { description: 'Pass as `after` for the items that follow.' })
    cursor!: string;

    @Field(() => Node, { description: 'The item.' })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description })
  class Connection {
    @Field(() => [Edge], { description: 'The items on this page.' })
    edges!: Edge[];

    @Field(() => PageInfo, { description: 'Whether more follow, and the cursor to get them.' })
    pageInfo!: PageInfo;
  }
  return Connection;
}

/** `first` (capped) and `after` as every keyset list takes them. */
export const pageArgsSchema = (size: { default: number; max: number }) =>
  z.object({
    first: z
      .number()
      .int()
      .min(0)
      .nullish()
      .transform((n) => Math.min(n ?? size.default, size.max)),
    after: z.string().max(200).nullish(),
  });

/** A keyset position over (time, id), newest first: the cursor is opaque to clients. */
export const timeCursor = {
  encode: (at: Date | string, id: string) =>
    Buffer.from(`${at instanceof Date ? at.toISOString() : at}|${id}`).toString('base64url'),
  decode(cursor: string): { at: string; id: string } {
    const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
    if (Number.isNaN(Date.parse(at ?? '')) || !isUuid(id)) {
      throw badInput('That cursor is not from this list', 'after');
    }
    return { at: at!, id: id! };
  },
};

/** Cuts `first + 1` rows (newest first) into a page. */
export function toPage<R, T>(rows: R[], first: number, cursorOf: (row: R) => string, nodeOf: (row: R) => T): Page<T> {
  const edges = rows.slice(0, first).map((row) => ({ cursor: cursorOf(row), node: nodeOf(row) }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
}
