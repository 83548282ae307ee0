import type { EntityManager } from '@mikro-orm/postgresql';
import { entityView, viewColumns } from '../../platform/entity-view.js';
import { readRows } from '../../platform/driver-read.js';
import { sqlArray } from '../../shared/sql.js';
import { User } from './user.entity.js';

/** Members by id as read-only views (see platform/entity-view.ts), for lists; missing ids are left out. */
export async function loadUserViews(em: EntityManager, ids: readonly string[]): Promise<Map<string, User>> {
  if (!ids.length) return new Map();
  const rows: Record<string, unknown>[] = await readRows(
    em,
    `select ${viewColumns(em, User, 'u')} from users u where u.id = any(?::uuid[])`,
    [sqlArray(ids)],
  );
  return new Map(rows.map((row) => [String(row.u__id), entityView(em, User, row, 'u')!]));
}
