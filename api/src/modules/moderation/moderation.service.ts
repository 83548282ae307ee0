import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { z } from 'zod';
import { requireAdmin, requireSuperAdmin, requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { topics } from '../../shared/pubsub.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { pageArgsSchema, timeCursor, toPage, type Page } from '../../shared/pagination.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { sqlArray } from '../../shared/sql.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { SessionService } from '../auth/session.service.js';
import { ContentReport, ReportStatus } from './content-report.entity.js';
import { Role, User } from '../user/user.entity.js';
import { recordModeration } from './audit.js';
import { ModerationAction, ModerationActionKind, QUEUE_ACTIONS, REPORTABLE_SUBJECTS, SubjectType } from './moderation-action.entity.js';

export const QUEUE_PAGE = { default: 20, max: 50 };
export const LOG_PAGE = { default: 30, max: 100 };
/** Suspensions a moderator picks from, in hours: a day, three days, a week, a month. */
export const SUSPENSION_HOURS = [24, 72, 168, 720] as const;
const MAX_SUSPENSION_HOURS = 24 * 365;

export enum QueueOrder {
  NEWEST = 'NEWEST',
  MOST_REPORTED = 'MOST_REPORTED',
}

const CONTENT_TABLE = { post: 'posts', comment: 'comments', message: 'messages' } as const;
const CONTENT_ACTIONS = new Set([ModerationActionKind.HIDE, ModerationActionKind.REMOVE]);
const MEMBER_ACTIONS = new Set([ModerationActionKind.WARN, ModerationActionKind.SUSPEND, ModerationActionKind.BAN]);

const reason = z.string().trim().max(500, 'Keep the reason to 500 characters');
const moderateSchema = z
  .object({
    contentType: z.enum(REPORTABLE_SUBJECTS, 'Choose what to act on'),
    contentId: z.uuid('That content was not found'),
    action: z.enum(QUEUE_ACTIONS, 'Choose an action'),
    reason: reason.nullish().transform((v) => v || null),
    durationHours: z
      .number()
      .int('Choose how long the suspension lasts')
      .min(1, 'Choose how long the suspension lasts')
      .max(MAX_SUSPENSION_HOURS, 'A suspension lasts at most a year')
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.action !== ModerationActionKind.DISMISS && !input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Give a reason: the member will see it' });
    }
    if (input.action === ModerationActionKind.SUSPEND && !input.durationHours) {
      ctx.addIssue({ code: 'custom', path: ['durationHours'], message: 'Choose how long the suspension lasts' });
    }
    if (CONTENT_ACTIONS.has(input.action) && input.contentType === SubjectType.USER) {
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'A profile cannot be hidden: warn, suspend or ban the member' });
    }
  });

const reverseSchema = z.object({
  id: z.uuid('That action was not found'),
  reason: reason.min(1, 'Say why it is reversed'),
});
const roleSchema = z.object({
  userId: z.uuid('Profile not found'),
  role: z.enum(Role, 'Choose a role'),
  reason: reason.nullish().transform((v) => v || null),
});
const queueSchema = pageArgsSchema(QUEUE_PAGE).extend({ order: z.enum(QueueOrder).default(QueueOrder.NEWEST) });
const logSchema = pageArgsSchema(LOG_PAGE).extend({ targetUserId: z.uuid('Profile not found').nullish() });
const standingSchema = pageArgsSchema(LOG_PAGE);

/** One item in the queue: everything its open reports say, and the content itself. */
export type ReportGroupRow = {
  contentType: SubjectType;
  contentId: string;
  reportsCount: number;
  latestReportAt: Date;
  /** The newest REPORTS_SHOWN reports. */
  reports: ContentReport[];
  /** Every open report's reason, counted. */
  reasons: { reason: string; count: number }[];
};

/** Reports shown per item in the queue (a viral post may have thousands; the reasons count them all). */
export const REPORTS_SHOWN = 10;

/** A post, comment, message or profile as a moderator sees it, with its surroundings. */
export type SubjectView = {
  contentType: SubjectType;
  id: string;
  text: string;
  imageUrl: string | null;
  createdAt: Date;
  author: User | null;
  /** For a comment, the post it is on; for a message, the messages just before it. */
  context: string | null;
  /** The post to open (the post itself, or the post a comment is on). */
  postId: string | null;
  isModerated: boolean;
  isRemoved: boolean;
  isDeleted: boolean;
  moderationReason: string | null;
};

type GroupCursor = { count: number; at: string; id: string };
const groupCursor = {
  encode: (c: GroupCursor) => Buffer.from(JSON.stringify(c)).toString('base64url'),
  decode(text: string): GroupCursor {
    try {
      const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as GroupCursor;
      if (Number.isInteger(c.count) && !Number.isNaN(Date.parse(c.at)) && isUuid(c.id)) return c;
    } catch {
      // falls through to the error below
    }
    throw badInput('That cursor is not from this list', 'after');
  },
};

/**
 * What moderators do: read the queue of reported content, act on it (dismiss, hide, remove,
 * warn, suspend, ban), each action audited; super admins reverse actions and grant roles.
 */
/**
 * Gives a member a role and audits it, in one transaction: the one way a role changes, for a super
 * admin in the app (`setRole`, which checks who may) and the first super admin (`cli/create-super-admin.ts`).
 * Answers whether the role changed.
 */
export async function changeRole(em: EntityManager, actorId: string, user: User, role: Role, reason: string | null): Promise<boolean> {
  if (user.role === role) return false;
  const previousRole = user.role;
  await em.transactional(async (tx) => {
    await tx.execute('update users set role = ? where id = ?', [role, user.id]);
    await recordModeration(tx, {
      moderatorId: actorId,
      contentType: SubjectType.USER,
      contentId: user.id,
      targetUserId: user.id,
      action: ModerationActionKind.SET_ROLE,
      reason,
      details: { role, previousRole },
    });
  });
  return true;
}

export class ModerationService {
  constructor(private readonly ctx: Context) {}

  status(): { isAdmin: boolean; isSuperAdmin: boolean } {
    return { isAdmin: !!this.ctx.viewer?.isAdmin, isSuperAdmin: !!this.ctx.viewer?.isSuperAdmin };
  }

  /**
   * Open reports grouped by what they report: newest report first, or most reports first.
   * One grouped keyset query over the pending-report index, then the page's reports in one more.
   */
  async queue(input: unknown): Promise<Page<ReportGroupRow>> {
    requireAdmin(this.ctx);
    const args = parseInput(queueSchema, input);
    const mostReported = args.order === QueueOrder.MOST_REPORTED;
    const having: string[] = [];
    const params: unknown[] = [];
    if (args.after) {
      const c = groupCursor.decode(args.after);
      if (mostReported) {
        having.push('(count(*), max(created_at), content_id) < (?::int, ?::timestamptz, ?::uuid)');
        params.push(c.count, c.at, c.id);
      } else {
        having.push('(max(created_at), content_id) < (?::timestamptz, ?::uuid)');
        params.push(c.at, c.id);
      }
    }
    const order = mostReported ? 'count(*) desc, max(created_at) desc, content_id desc' : 'max(created_at) desc, content_id desc';
    const rows = await this.ctx.em.execute(
      `select content_type, content_id, count(*)::int as reports, max(created_at) as latest
       from content_reports where status = 'pending' group by content_type, content_id
       ${having.length ? `having ${having.join(' and ')}` : ''} order by ${order} limit ?`,
      [...params, args.first + 1],
    );
    const page = rows.slice(0, args.first);
    const ids = sqlArray(page.map((row) => String(row.content_id)));
    const [newest, reasons] = page.length
      ? await Promise.all([
          this.ctx.em.execute(
            `select id from (select id, row_number() over (partition by content_type, content_id order by created_at desc, id desc) n
             from content_reports where status = 'pending' and content_id = any(?::uuid[])) r where n <= ?`,
            [ids, REPORTS_SHOWN],
          ),
          this.ctx.em.execute(
            `select content_type, content_id, reason, count(*)::int as count from content_reports
             where status = 'pending' and content_id = any(?::uuid[]) group by content_type, content_id, reason
             order by count desc, reason`,
            [ids],
          ),
        ])
      : [[], []];
    const reports = newest.length
      ? await this.ctx.em.find(
          ContentReport,
          { id: { $in: newest.map((row) => String(row.id)) } },
          { populate: ['reporter'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
        )
      : [];
    const sameItem = (row: Record<string, unknown>) => (r: { contentType: string; contentId: string }) =>
      r.contentId === String(row.content_id) && r.contentType === row.content_type;
    return toPage(
      rows,
      args.first,
      (row) => groupCursor.encode({ count: Number(row.reports), at: new Date(row.latest).toISOString(), id: String(row.content_id) }),
      (row) => ({
        contentType: row.content_type as SubjectType,
        contentId: String(row.content_id),
        reportsCount: Number(row.reports),
        latestReportAt: new Date(row.latest),
        reports: reports.filter(sameItem(row)),
        reasons: reasons
          .map((r) => ({ contentType: String(r.content_type), contentId: String(r.content_id), reason: String(r.reason), count: Number(r.count) }))
          .filter(sameItem(row))
          .map(({ reason, count }) => ({ reason, count })),
      }),
    );
  }

  /** The content behind each (type, id), as moderators see it: one query per kind for a whole page. */
  subjects(): DataLoader<string, SubjectView | null> {
    return requestScoped(this.ctx, 'moderation.subjects', () =>
      new DataLoader(async (keys: readonly string[]) => {
        const wanted = keys.map((key) => key.split(':') as [SubjectType, string]);
        const idsOf = (type: SubjectType) => sqlArray(wanted.filter(([t]) => t === type).map(([, id]) => id));
        const [posts, comments, messages, users] = await Promise.all([
          this.ctx.em.execute(
            `select p.id, p.author_id, p.content, p.image_url, p.created_at, p.is_moderated, p.is_removed, p.is_deleted,
               p.moderation_reason, o.content as original_content
             from posts p left join posts o on o.id = p.original_post_id where p.id = any(?::uuid[])`,
            [idsOf(SubjectType.POST)],
          ),
          this.ctx.em.execute(
            `select c.id, c.author_id, c.content, c.created_at, c.is_moderated, c.is_removed, c.is_deleted, c.moderation_reason,
               c.post_id, p.content as post_content
             from comments c join posts p on p.id = c.post_id where c.id = any(?::uuid[])`,
            [idsOf(SubjectType.COMMENT)],
          ),
          this.ctx.em.execute(
            `select m.id, m.sender_id as author_id, m.content, m.created_at, m.is_moderated, m.is_removed, m.moderation_reason,
               (select string_agg(coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.handle) || ': ' || b.content, E'\\n' order by b.created_at)
                from (select * from messages e where e.conversation_id = m.conversation_id and (e.created_at, e.id) < (m.created_at, m.id)
                      order by e.created_at desc, e.id desc limit 3) b join users u on u.id = b.sender_id) as context
             from messages m where m.id = any(?::uuid[])`,
            [idsOf(SubjectType.MESSAGE)],
          ),
          this.ctx.em.find(User, { id: { $in: wanted.filter(([t]) => t === SubjectType.USER).map(([, id]) => id) } }),
        ]);
        const authorIds = [...posts, ...comments, ...messages].map((row) => String(row.author_id));
        const authors = new Map(
          [...(await this.ctx.em.find(User, { id: { $in: authorIds } })), ...users].map((user) => [user.id, user]),
        );
        const views = new Map<string, SubjectView>();
        const base = (type: SubjectType, row: Record<string, any>): SubjectView => ({
          contentType: type,
          id: String(row.id),
          text: String(row.content ?? ''),
          imageUrl: row.image_url ?? null,
          createdAt: new Date(row.created_at),
          author: authors.get(String(row.author_id)) ?? null,
          context: null,
          postId: null,
          isModerated: !!row.is_moderated,
          isRemoved: !!row.is_removed,
          isDeleted: !!row.is_deleted,
          moderationReason: row.moderation_reason ?? null,
        });
        for (const row of posts) {
          views.set(`post:${row.id}`, {
            ...base(SubjectType.POST, row),
            postId: String(row.id),
            context: row.original_content ? `Reposting: ${row.original_content}` : null,
          });
        }
        for (const row of comments) {
          views.set(`comment:${row.id}`, { ...base(SubjectType.COMMENT, row), postId: String(row.post_id), context: row.post_content });
        }
        for (const row of messages) views.set(`message:${row.id}`, { ...base(SubjectType.MESSAGE, row), context: row.context ?? null });
        for (const user of users) {
          views.set(`user:${user.id}`, {
            contentType: SubjectType.USER,
            id: user.id,
            text: user.bio ?? '',
            imageUrl: user.customProfileImage ?? null,
            createdAt: user.createdAt,
            author: user,
            context: null,
            postId: null,
            isModerated: false,
            isRemoved: false,
            isDeleted: !!user.deletedAt,
            moderationReason: null,
          });
        }
        return keys.map((key) => views.get(key) ?? null);
      }),
    );
  }

  /** Acts on reported (or any) content or member; closes the item's open reports with this action. */
  async moderate(input: unknown): Promise<ModerationAction> {
    const moderator = requireAdmin(this.ctx);
    const data = parseInput(moderateSchema, input);
    const subject = await this.subjects().load(`${data.contentType}:${data.contentId}`);
    if (!subject || subject.isDeleted) throw notFound('That content was not found');
    const target = subject.author;
    if (MEMBER_ACTIONS.has(data.action)) {
      if (!target) throw notFound('Profile not found');
      if (target.id === moderator.id) throw badInput('You cannot act against your own account', 'action');
      if (target.isSuperAdmin) throw appError('FORBIDDEN', 'Super administrators cannot be warned, suspended or banned');
      if (target.isAdmin && !moderator.isSuperAdmin) {
        throw appError('FORBIDDEN', 'Only super administrators can act against administrators');
      }
    }
    const expiresAt =
      data.action === ModerationActionKind.SUSPEND ? new Date(Date.now() + data.durationHours! * 3600_000) : null;

    const actionId = await this.ctx.em.transactional(async (em) => {
      if (CONTENT_ACTIONS.has(data.action)) {
        await em.execute(
          `update ${CONTENT_TABLE[data.contentType as keyof typeof CONTENT_TABLE]}
           set is_moderated = true, moderation_reason = ?, is_removed = ? where id = ?`,
          [data.reason, data.action === ModerationActionKind.REMOVE, data.contentId],
        );
      } else if (data.action === ModerationActionKind.SUSPEND) {
        await em.execute(
          'update users set suspended_until = greatest(coalesce(suspended_until, now()), ?::timestamptz) where id = ?',
          [expiresAt, target!.id],
        );
      } else if (data.action === ModerationActionKind.BAN) {
        await em.execute('update users set banned_at = coalesce(banned_at, now()) where id = ?', [target!.id]);
      }
      const id = await recordModeration(em, {
        moderatorId: moderator.id,
        contentType: data.contentType,
        contentId: data.contentId,
        targetUserId: target?.id ?? null,
        action: data.action,
        reason: data.reason,
        durationHours: data.action === ModerationActionKind.SUSPEND ? data.durationHours : null,
        expiresAt,
      });
      await em.execute(
        `update content_reports set status = ?, moderator_id = ?, moderator_notes = ?, reviewed_at = now(), action_id = ?
         where content_type = ? and content_id = ? and status = 'pending'`,
        [
          data.action === ModerationActionKind.DISMISS ? ReportStatus.DISMISSED : ReportStatus.REVIEWED,
          moderator.id,
          data.reason,
          id,
          data.contentType,
          data.contentId,
        ],
      );
      return id;
    });
    if (data.action === ModerationActionKind.BAN) await new SessionService(this.ctx).endAll(target!.id, 'banned');
    // A suspended member's sockets close: they reconnect as who they are now, unable to write.
    if (data.action === ModerationActionKind.SUSPEND) {
      await this.ctx.deps.pubsub.publish(topics.sessionsEnded(), { userId: target!.id, sessionIds: null, reason: 'suspended', at: new Date().toISOString() });
    }
    return this.load(actionId);
  }

  /** A super admin undoes an action: content shows again, a suspension or ban lifts, dismissed reports reopen. */
  async reverse(input: unknown): Promise<ModerationAction> {
    const viewer = requireSuperAdmin(this.ctx);
    const data = parseInput(reverseSchema, input);
    await this.ctx.em.transactional(async (em) => {
      const [action] = await em.execute(
        `update moderation_actions set is_active = false, reversed_by_id = ?, reversed_at = now(), reversal_reason = ?
         where id = ? and is_active and action in ('dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban')
         returning action, content_type, content_id, target_user_id`,
        [viewer.id, data.reason, data.id],
      );
      if (!action) {
        const [exists] = await em.execute('select 1 from moderation_actions where id = ?', [data.id]);
        if (!exists) throw notFound('That action was not found');
        throw badInput('This action was already reversed, or cannot be reversed', 'id');
      }
      const kind = action.action as ModerationActionKind;
      if (CONTENT_ACTIONS.has(kind)) {
        // Another standing hide or remove of the same content keeps it down (the latest decides).
        const [still] = await em.execute(
          `select action, reason from moderation_actions where content_type = ? and content_id = ? and is_active
           and action in ('hide', 'remove') order by created_at desc limit 1`,
          [action.content_type, action.content_id],
        );
        await em.execute(
          `update ${CONTENT_TABLE[action.content_type as keyof typeof CONTENT_TABLE]}
           set is_moderated = ?, moderation_reason = ?, is_removed = ? where id = ?`,
          [!!still, still?.reason ?? null, still?.action === 'remove', action.content_id],
        );
      } else if (kind === ModerationActionKind.SUSPEND) {
        await em.execute(
          `update users set suspended_until = (select max(expires_at) from moderation_actions
             where target_user_id = ? and action = 'suspend' and is_active and expires_at > now()) where id = ?`,
          [action.target_user_id, action.target_user_id],
        );
      } else if (kind === ModerationActionKind.BAN) {
        await em.execute(
          `update users set banned_at = null where id = ? and not exists
             (select 1 from moderation_actions where target_user_id = ? and action = 'ban' and is_active)`,
          [action.target_user_id, action.target_user_id],
        );
      } else if (kind === ModerationActionKind.DISMISS) {
        // Reopened, unless the reporter has reported the same item again since.
        await em.execute(
          `update content_reports r set status = 'pending', moderator_id = null, moderator_notes = null, reviewed_at = null, action_id = null
           where r.action_id = ? and not exists (select 1 from content_reports o where o.status = 'pending'
             and o.reporter_id = r.reporter_id and o.content_type = r.content_type and o.content_id = r.content_id)`,
          [data.id],
        );
      }
    });
    return this.load(data.id);
  }

  /** A super admin makes a member a user, admin or super admin (audited; not themselves). */
  async setRole(input: unknown): Promise<User> {
    const viewer = requireSuperAdmin(this.ctx);
    const data = parseInput(roleSchema, input);
    if (data.userId === viewer.id) throw badInput('You cannot change your own role', 'userId');
    const user = await this.ctx.em.findOne(User, { id: data.userId, deletedAt: null });
    if (!user) throw notFound('Profile not found');
    await changeRole(this.ctx.em, viewer.id, user, data.role, data.reason);
    return this.ctx.em.fork().findOneOrFail(User, user.id);
  }

  /** Administrators, super administrators and accredited observers, super admins first (at most 200). */
  async administrators(): Promise<User[]> {
    requireAdmin(this.ctx);
    return this.ctx.em.find(
      User,
      { role: { $in: [Role.ADMIN, Role.SUPER_ADMIN, Role.OBSERVER] }, deletedAt: null },
      { orderBy: [{ role: 'desc' }, { firstName: 'asc' }, { id: 'asc' }], limit: 200 },
    );
  }

  /** The audit log, newest first; for one member when asked. */
  async log(input: unknown): Promise<Page<ModerationAction>> {
    requireAdmin(this.ctx);
    const args = parseInput(logSchema, input);
    return this.actionsPage(args, args.targetUserId ?? null);
  }

  /** The viewer's own standing: what moderators did about their content and account, with reasons. */
  async standing(input: unknown): Promise<{ suspendedUntil: Date | null; actions: Page<ModerationAction> }> {
    const viewer = requireViewer(this.ctx);
    const args = parseInput(standingSchema, input);
    const until = viewer.suspendedUntil && viewer.suspendedUntil.getTime() > Date.now() ? viewer.suspendedUntil : null;
    return { suspendedUntil: until, actions: await this.actionsPage(args, viewer.id, true) };
  }

  private async actionsPage(args: { first: number; after?: string | null }, targetUserId: string | null, ownView = false) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (targetUserId) {
      where.push('target_user_id = ?');
      params.push(targetUserId);
    }
    // A member sees what was done to them, not the queue's housekeeping.
    if (ownView) where.push(`action in ('hide', 'remove', 'warn', 'suspend', 'ban')`);
    if (args.after) {
      const { at, id } = timeCursor.decode(args.after);
      where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
      params.push(at, id);
    }
    const rows = await this.ctx.em.execute(
      `select id, created_at from moderation_actions ${where.length ? `where ${where.join(' and ')}` : ''}
       order by created_at desc, id desc limit ?`,
      [...params, args.first + 1],
    );
    const ids = rows.slice(0, args.first).map((row) => String(row.id));
    const actions = await this.ctx.em.find(ModerationAction, { id: { $in: ids } }, { populate: ['moderator', 'targetUser', 'reversedBy'] });
    const byId = new Map(actions.map((a) => [a.id, a]));
    return toPage(rows, args.first, (row) => timeCursor.encode(new Date(row.created_at), String(row.id)), (row) => byId.get(String(row.id))!);
  }

  private load(id: string): Promise<ModerationAction> {
    return this.ctx.em.fork().findOneOrFail(ModerationAction, id, { populate: ['moderator', 'targetUser', 'reversedBy'] });
  }
}
