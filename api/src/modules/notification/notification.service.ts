import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { viewById } from '../../shared/entity-view.js';
import { requireViewer } from '../../shared/auth.js';
import type { AppDeps, Context } from '../../shared/context.js';
import { notFound } from '../../shared/errors.js';
import { pageArgsSchema, timeCursor, toPage, type Page } from '../../shared/pagination.js';
import { topics } from '../../shared/pubsub.js';
import { parseInput } from '../../shared/validation.js';
import { Notification, NotificationSubject, NotificationType } from './notification.entity.js';

export const NOTIFICATION_PAGE = { default: 20, max: 50 };
const pageSchema = pageArgsSchema(NOTIFICATION_PAGE);
const idSchema = z.object({ id: z.uuid('Notification not found') });

/** What happened, as the recipient reads it after the actor's name. */
const SENTENCES: Record<NotificationType, (subject: NotificationSubject) => string> = {
  [NotificationType.FOLLOW]: () => 'started following you',
  [NotificationType.FOLLOW_REQUEST]: () => 'asked to follow you',
  [NotificationType.LIKE]: (subject) => (subject === NotificationSubject.COMMENT ? 'liked your comment' : 'liked your post'),
  [NotificationType.COMMENT]: () => 'commented on your post',
  [NotificationType.REPLY]: () => 'replied to your comment',
  [NotificationType.MENTION]: (subject) =>
    subject === NotificationSubject.COMMENT ? 'mentioned you in a comment' : 'mentioned you in a post',
  [NotificationType.REPOST]: () => 'reposted your post',
  [NotificationType.MESSAGE]: () => 'sent you a message',
};

/** Types that notify once per member and subject; a new message refreshes its conversation's one. */
const ONCE = `"type" in ('like', 'follow', 'follow_request', 'message')`;

export type NotificationEvent = {
  type: NotificationType;
  to: string;
  contentType: NotificationSubject;
  contentId: string;
  postId?: string | null;
};

export type UnreadCounts = { notifications: number; messages: number };

/**
 * Notifications. Services call `notify` after their change commits; nothing is sent to
 * oneself, across a block, or to a removed account. Each new notification is published
 * (its id only) to the recipient's channel on every instance, with an unread-count change.
 */
export class NotificationService {
  constructor(private readonly ctx: Context) {}

  /** Records what the viewer just did for each recipient, and pushes it. Never fails the caller's action. */
  async notify(events: NotificationEvent | NotificationEvent[]): Promise<void> {
    const actor = this.ctx.viewer;
    if (!actor) return;
    for (const event of Array.isArray(events) ? events : [events]) {
      if (event.to === actor.id) continue;
      try {
        const [row] = await this.ctx.em.execute(
          `insert into notifications (id, user_id, type, from_user_id, content_type, content_id, post_id, message, is_read, created_at)
           select gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, false, clock_timestamp()
           where exists (select 1 from users u where u.id = ? and u.deleted_at is null)
             and not exists (select 1 from user_blocks b where (b.blocker_id = ? and b.blocked_id = ?) or (b.blocker_id = ? and b.blocked_id = ?))
           on conflict (user_id, type, from_user_id, content_type, content_id) where ${ONCE}
           do ${event.type === NotificationType.MESSAGE ? 'update set is_read = false, created_at = excluded.created_at' : 'nothing'}
           returning id`,
          [
            event.to,
            event.type,
            actor.id,
            event.contentType,
            event.contentId,
            event.postId ?? null,
            SENTENCES[event.type](event.contentType),
            event.to,
            actor.id,
            event.to,
            event.to,
            actor.id,
          ],
        );
        if (!row) continue;
        await this.ctx.deps.pubsub.publish(topics.notification(event.to), { notificationId: String(row.id) });
        await publishUnread(this.ctx.deps, event.to);
      } catch (error) {
        this.ctx.deps.logger.error({ err: error, event }, 'could not record a notification');
      }
    }
  }

  /** The viewer's notifications, newest first; those from members blocked either way are left out. */
  async list(input: unknown): Promise<Page<Notification>> {
    const viewer = requireViewer(this.ctx);
    const args = parseInput(pageSchema, input);
    const where = ['n.user_id = ?', 'u.deleted_at is null', 'u.deactivated_at is null', NOT_BLOCKED];
    const params: unknown[] = [viewer.id, viewer.id, viewer.id];
    if (args.after) {
      const { at, id } = timeCursor.decode(args.after);
      where.push('(n.created_at, n.id) < (?::timestamptz, ?::uuid)');
      params.push(at, id);
    }
    const rows = await this.ctx.em.execute(
      `select n.id, n.created_at::text as at from notifications n join users u on u.id = n.from_user_id
       where ${where.join(' and ')} order by n.created_at desc, n.id desc limit ?`,
      [...params, args.first + 1],
    );
    const found = await this.byIds(rows.slice(0, args.first).map((row) => String(row.id)));
    return toPage(rows, args.first, (row) => timeCursor.encode(String(row.at), String(row.id)), (row) => found.get(String(row.id))!);
  }

  /** One of the viewer's notifications, for the live feed (null when it isn't theirs or is gone). */
  async own(id: string): Promise<Notification | null> {
    const viewer = requireViewer(this.ctx);
    const notification = await viewById(this.ctx.deps.orm, Notification, id, ['fromUser']);
    return notification && notification.user.id === viewer.id ? notification : null;
  }

  unreadCounts(): Promise<UnreadCounts> {
    return unreadCountsOf(this.ctx.em, requireViewer(this.ctx).id);
  }

  async markRead(input: unknown): Promise<Notification> {
    const viewer = requireViewer(this.ctx);
    const { id } = parseInput(idSchema, input);
    const changed = await this.ctx.em.execute(
      'update notifications set is_read = true where id = ? and user_id = ? returning id',
      [id, viewer.id],
    );
    if (!changed.length) throw notFound('Notification not found');
    await publishUnread(this.ctx.deps, viewer.id);
    return (await this.byIds([id])).get(id)!;
  }

  /** Marks every unread notification read; answers how many were. */
  async markAllRead(): Promise<number> {
    const viewer = requireViewer(this.ctx);
    const changed = await this.ctx.em.execute(
      'update notifications set is_read = true where user_id = ? and not is_read returning id',
      [viewer.id],
    );
    if (changed.length) await publishUnread(this.ctx.deps, viewer.id);
    return changed.length;
  }

  private async byIds(ids: string[]): Promise<Map<string, Notification>> {
    if (!ids.length) return new Map();
    const found = await this.ctx.em.find(Notification, { id: { $in: ids } }, { populate: ['fromUser'], strategy: 'joined' });
    return new Map(found.map((n) => [n.id, n]));
  }
}

const NOT_BLOCKED = `not exists (select 1 from user_blocks b
  where (b.blocker_id = ? and b.blocked_id = n.from_user_id) or (b.blocked_id = ? and b.blocker_id = n.from_user_id))`;

/** The sentence shown: the actor's current name and what they did. */
export const notificationText = (notification: Notification) => `${notification.fromUser.displayName} ${notification.message}`;

export async function unreadCountsOf(em: EntityManager, userId: string): Promise<UnreadCounts> {
  const [row] = await em.execute(
    `select (select count(*) from notifications where user_id = ? and not is_read)::int as notifications,
            (select count(*) from messages where recipient_id = ? and not is_read)::int as messages`,
    [userId, userId],
  );
  return { notifications: row.notifications, messages: row.messages };
}

/** Tells the member's open tabs, on every instance, that an unread count changed. */
export function publishUnread(deps: AppDeps, userId: string): Promise<void> {
  return deps.pubsub.publish(topics.unread(userId), { at: new Date().toISOString() });
}

