import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModerationActionKind, SubjectType } from './moderation-action.entity.js';

export type ModerationRecord = {
  moderatorId: string;
  contentType: SubjectType;
  contentId: string;
  targetUserId: string | null;
  action: ModerationActionKind;
  reason?: string | null;
  durationHours?: number | null;
  expiresAt?: Date | null;
  details?: Record<string, unknown> | null;
};

/** Writes one audit row inside the caller's transaction; answers its id. */
export async function recordModeration(em: EntityManager, record: ModerationRecord): Promise<string> {
  const [row] = await em.execute(
    `insert into moderation_actions
       (id, moderator_id, content_type, content_id, target_user_id, action, reason, duration, details, is_active, created_at, expires_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, true, clock_timestamp(), ?) returning id`,
    [
      record.moderatorId,
      record.contentType,
      record.contentId,
      record.targetUserId,
      record.action,
      record.reason ?? null,
      record.durationHours ?? null,
      record.details ? JSON.stringify(record.details) : null,
      record.expiresAt ?? null,
    ],
  );
  return String(row.id);
}
