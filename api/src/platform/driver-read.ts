import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the hot reads rely on in MikroORM, knex and node-postgres beyond their documented use;
 * mikro-orm.test.ts pins each point against the installed versions:
 *
 * - `em.getConnection().getKnex().client` is knex's client, whose `acquireConnection()` and
 *   `releaseConnection(c)` lend one of the ORM's pooled node-postgres clients;
 * - that client's `query({ text, values, name })` binds `$n` parameters and, given a name,
 *   prepares the statement once per connection and runs it by name after;
 * - rows come back as the ORM configured the driver's type parsers (timestamps as text).
 *
 * Kept because `em.execute` cost more (docs/bench/feeds.md).
 */

type Row = Record<string, any>;
type DriverQuery = { text: string; values: unknown[]; name?: string };
type DriverConnection = { query(query: DriverQuery): Promise<{ rows: Row[] }> };
type DriverPool = { acquireConnection(): Promise<DriverConnection>; releaseConnection(c: DriverConnection): Promise<void> };

const numbered = new Map<string, string>();

/** `?` placeholders as the driver's `$1, $2, …` (statements are few, so the result is kept). */
function numberPlaceholders(text: string): string {
  let result = numbered.get(text);
  if (result === undefined) {
    let n = 0;
    result = text.replace(/\?/g, () => `$${++n}`);
    if (numbered.size > 1000) numbered.clear();
    numbered.set(text, result);
  }
  return result;
}

const preparedNames = new Map<string, string>();

/**
 * A read for hot paths (feed pages, lists, the electoral geography): straight on a pooled
 * driver connection with the values as bind parameters. `em.execute` inlines every value into
 * the text and builds a query object each time, which costs about as much as a short read
 * itself. Inside a transaction it is `em.execute`, so the read sees the transaction's writes.
 * Rows come back as the driver gives them (timestamps as text, as the ORM configures it).
 *
 * `prepared`: for a statement whose text never varies (a read by primary key), prepared once
 * per connection, so PostgreSQL neither parses nor plans it again (planning a session read,
 * with the member's wide row, took longer than running it). Never for text built from input.
 */
export async function readRows(
  em: EntityManager,
  text: string,
  params: readonly unknown[] = [],
  { prepared = false } = {},
): Promise<Row[]> {
  if (em.isInTransaction()) return em.execute(text, [...params]);
  const client = (em.getConnection() as unknown as { getKnex(): { client: DriverPool } }).getKnex().client;
  const connection = await client.acquireConnection();
  try {
    let name: string | undefined;
    if (prepared) {
      name = preparedNames.get(text);
      if (!name) preparedNames.set(text, (name = `read_${preparedNames.size + 1}`));
    }
    return (await connection.query({ text: numberPlaceholders(text), values: params as unknown[], name })).rows;
  } finally {
    await client.releaseConnection(connection);
  }
}
