import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { AppDeps, Context } from '../../shared/context.js';
import { notFound } from '../../shared/errors.js';
import { moduleHook } from '../../shared/module-hook.js';
import { pageArgsSchema, timeCursor, toPage, type Page } from '../../shared/pagination.js';
import { topics } from '../../shared/pubsub.js';
import { parseInput } from '../../shared/validation.js';
import { pushTo, type PushNotice } from '../push/push.sender.js';
import { PushTopic } from '../push/push.topics.js';
import { memberCard } from '../user/user.card.js';
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

/** Types also pushed to the member's devices, under the topic a member can switch off: what asks for an answer. Likes and reposts wait in the app. */
const PUSHED: Partial<Record<NotificationType, PushTopic>> = {
  [NotificationType.MESSAGE]: PushTopic.MESSAGES,
  [NotificationType.MENTION]: PushTopic.MENTIONS,
  [NotificationType.COMMENT]: PushTopic.COMMENTS,
  [NotificationType.REPLY]: PushTopic.COMMENTS,
  [NotificationType.FOLLOW]: PushTopic.FOLLOWERS,
  [NotificationType.FOLLOW_REQUEST]: PushTopic.FOLLOWERS,
};

/** Where tapping a pushed notification opens the app: as the notification list's row does (web features/notifications/target.ts). */
function pushTarget(event: NotificationEvent, actorId: string): string {
  switch (event.type) {
    case NotificationType.MESSAGE:
      return `/?conversation=${event.contentId}`;
    case NotificationType.FOLLOW_REQUEST:
      return '/profile/settings';
    case NotificationType.FOLLOW:
      return `/profile/${actorId}`;
    default:
      return event.postId ? `/post/${event.postId}` : `/profile/${actorId}`;
  }
}

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
 * oneself, across a block, or to a removed account. Each new notification is published to the
 * recipient's channel on every instance as they see it, with their unread counts, and those that
 * ask for an answer are pushed to the recipient's devices whether or not a tab is open (the
 * service worker shows none while the app is in front).
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
           returning id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_iso`,
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
        // What the recipient sees, built once here: delivering it reads nothing.
        await this.ctx.deps.pubsub.publish(topics.notification(event.to), {
          notification: {
            id: String(row.id),
            userId: event.to,
            type: event.type,
            contentType: event.contentType,
            contentId: event.contentId,
            postId: event.postId ?? null,
            message: SENTENCES[event.type](event.contentType),
            isRead: false,
            createdAt: String(row.created_iso),
          },
          fromUser: memberCard(actor),
        });
        await publishUnread(this.ctx.deps, event.to);
        const pushTopic = PUSHED[event.type];
        if (pushTopic) {
          const notice: PushNotice = {
            title: actor.displayName,
            body: SENTENCES[event.type](event.contentType),
            url: pushTarget(event, actor.id),
            // A conversation's next message replaces its last on the phone.
            tag: event.type === NotificationType.MESSAGE ? `message:${event.contentId}` : `notification:${row.id}`,
          };
          // Not awaited: the push services' answers never hold up or fail the member's action.
          void pushTo(this.ctx.deps, { userId: event.to }, pushTopic, notice);
        }
      } catch (error) {
        this.ctx.deps.logger.error({ err: error, event }, 'could not record a notification');
      }
    }
  }

  /** The viewer's notifications, newest first: those `shownTo` them. */
  async list(input: unknown): Promise<Page<Notification>> {
    const viewer = requireViewer(this.ctx);
    const args = parseInput(pageSchema, input);
    const shown = shownTo(viewer.id);
    const where = [shown.sql];
    const params: unknown[] = [...shown.params];
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

/** Post visibility's rule (`post/post.visibility.ts`), registered by the post module, which sits above this one. */
type PostRule = (viewerId: string, post: string, author: string) => { sql: string; params: unknown[] };
const postRule = moduleHook<PostRule>('the post module has not registered who may see a post');
export const setNotificationPostRule = postRule.provide;

/**
 * The notifications a member is shown, listed and counted alike (`n` joined to its actor `u`):
 * not from a removed account, nor across a block either way, nor about a post they may not see
 * (deleted, hidden by a moderator, on a private profile they don't follow).
 */
function shownTo(viewerId: string): { sql: string; params: unknown[] } {
  const post = postRule.get()(viewerId, 'np', 'nu');
  return {
    sql: `n.user_id = ? and u.deleted_at is null and u.deactivated_at is null
      and not exists (select 1 from user_blocks b
        where (b.blocker_id = ? and b.blocked_id = n.from_user_id) or (b.blocked_id = ? and b.blocker_id = n.from_user_id))
      and (n.post_id is null or exists (select 1 from posts np join users nu on nu.id = np.author_id where np.id = n.post_id and ${post.sql}))`,
    params: [viewerId, viewerId, viewerId, ...post.params],
  };
}

/** The sentence shown: the actor's current name and what they did. */
export const notificationText = (notification: Notification) => `${notification.fromUser.displayName} ${notification.message}`;

export async function unreadCountsOf(em: EntityManager, userId: string): Promise<UnreadCounts> {
  const shown = shownTo(userId);
  const [row] = await em.execute(
    `select (select count(*) from notifications n join users u on u.id = n.from_user_id where not n.is_read and ${shown.sql})::int as notifications,
            (select count(*) from messages where recipient_id = ? and not is_read)::int as messages`,
    [...shown.params, userId],
  );
  return { notifications: row.notifications, messages: row.messages };
}

/** Tells the member's open tabs, on every instance, their unread counts: read once here, not by each tab. */
export async function publishUnread(deps: AppDeps, userId: string): Promise<void> {
  const counts = await unreadCountsOf(deps.orm.em.fork({ disableContextResolution: true }), userId);
  await deps.pubsub.publish(topics.unread(userId), counts);
}

