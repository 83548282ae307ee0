import type { EntityManager } from '@mikro-orm/postgresql';
import { entityView, viewColumns } from '../../platform/entity-view.js';
import { readRows } from '../../platform/driver-read.js';
import { sqlArray } from '../../shared/sql.js';
import { User } from '../user/user.entity.js';
import { Post } from './post.entity.js';

/**
 * Posts by id with their authors, and the posts they repost with theirs, in one statement, as
 * read-only views (not managed entities) for feed pages. Missing ids are left out.
 */
export async function loadPostViews(em: EntityManager, ids: readonly string[]): Promise<Post[]> {
  if (!ids.length) return [];
  const rows: Record<string, unknown>[] = await readRows(
    em,
    `select ${viewColumns(em, Post, 'p')}, ${viewColumns(em, User, 'a')}, ${viewColumns(em, Post, 'o')}, ${viewColumns(em, User, 'oa')}
     from posts p
     join users a on a.id = p.author_id
     left join posts o on o.id = p.original_post_id
     left join users oa on oa.id = o.author_id
     where p.id = any(?::uuid[])`,
    [sqlArray(ids)],
  );
  return rows.map((row) => {
    const original = row.o__id == null ? null : entityView(em, Post, row, 'o', { author: entityView(em, User, row, 'oa'), originalPost: null });
    return entityView(em, Post, row, 'p', { author: entityView(em, User, row, 'a'), originalPost: original })!;
  });
}
