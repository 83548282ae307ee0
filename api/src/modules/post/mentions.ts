import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlArray } from '../../shared/sql.js';
import { ContentType } from './mention.entity.js';
import { mentionedHandles } from './text.js';

/**
 * Stores the @mentions of members who exist in a post's or comment's text, inside the
 * caller's transaction, once per member and content. Answers who is newly mentioned.
 */
export async function recordMentions(
  em: EntityManager,
  mention: { by: string; contentType: ContentType; contentId: string; text: string },
): Promise<string[]> {
  const handles = mentionedHandles(mention.text);
  if (!handles.length) return [];
  const rows = await em.execute(
    `insert into mentions (id, mentioner_id, mentioned_id, content_type, content_id, created_at)
     select gen_random_uuid(), ?, u.id, ?, ?, now() from users u
     where u.handle = any(?::text[]) and u.id <> ?
       and not exists (select 1 from mentions m where m.content_type = ? and m.content_id = ? and m.mentioned_id = u.id)
     returning mentioned_id`,
    [mention.by, mention.contentType, mention.contentId, sqlArray(handles), mention.by, mention.contentType, mention.contentId],
  );
  return rows.map((row) => String(row.mentioned_id));
}
