import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { pageArgsSchema, timeCursor, toPage, type Page } from '../../shared/pagination.js';
import { parseInput } from '../../shared/validation.js';
import { ModerationActionKind, REPORTABLE_SUBJECTS, SubjectType } from './moderation-action.entity.js';
import { CommentService } from '../post/comment.service.js';
import { PostService } from '../post/post.service.js';
import { User } from '../user/user.entity.js';
import { ContentReport, ReportStatus } from './content-report.entity.js';

/** The reasons a member chooses from when reporting. */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or scam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'hate', label: 'Hate speech or ethnic incitement' },
  { value: 'violence', label: 'Violence or threats' },
  { value: 'misinformation', label: 'False information about voting or results' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'other', label: 'Something else' },
] as const;

/** Also accepted, not offered: the REST shim's `reason 'inappropriate'` (SPEC §7). */
const ACCEPTED_REASONS = [...REPORT_REASONS.map((r) => r.value), 'inappropriate'] as const;
export const reasonLabel = (value: string) =>
  REPORT_REASONS.find((r) => r.value === value)?.label ?? (value === 'inappropriate' ? 'Inappropriate content' : value);

export const REPORT_RULE = { points: 20, durationSeconds: 3600, message: 'You have sent many reports. Please try again later.' };
export const MY_REPORTS_PAGE = { default: 20, max: 50 };
const myReportsSchema = pageArgsSchema(MY_REPORTS_PAGE);

const reportSchema = z.object({
  contentType: z.enum(REPORTABLE_SUBJECTS, 'Choose what to report'),
  contentId: z.uuid('That content was not found'),
  reason: z.enum(ACCEPTED_REASONS, 'Choose a reason from the list'),
  description: z
    .string()
    .trim()
    .max(1000, 'Keep the description to 1000 characters')
    .nullish()
    .transform((v) => v || null),
});

/** Where a member's report stands, as they see it. */
export enum ReportOutcome {
  PENDING = 'PENDING',
  ACTION_TAKEN = 'ACTION_TAKEN',
  NO_ACTION = 'NO_ACTION',
}

const NOUN: Record<SubjectType, string> = {
  post: 'post',
  comment: 'comment',
  message: 'message',
  user: 'profile',
  official: 'official record',
  incident: 'incident report',
};

/** The sentence a reporter reads about the outcome of their report. */
export function outcomeOf(report: ContentReport): { outcome: ReportOutcome; summary: string } {
  const noun = NOUN[report.contentType];
  if (report.status === ReportStatus.PENDING) {
    return { outcome: ReportOutcome.PENDING, summary: 'Waiting for a moderator to review it.' };
  }
  const action = report.action;
  if (report.status === ReportStatus.DISMISSED || !action || action.action === ModerationActionKind.DISMISS) {
    return { outcome: ReportOutcome.NO_ACTION, summary: `A moderator reviewed this ${noun} and found it within the rules.` };
  }
  const done: Partial<Record<ModerationActionKind, string>> = {
    hide: `A moderator hid this ${noun}.`,
    remove: `A moderator removed this ${noun}.`,
    delete: `A moderator deleted this ${noun}.`,
    warn: 'A moderator warned the member responsible.',
    suspend: 'A moderator suspended the member responsible.',
    ban: 'A moderator banned the member responsible.',
  };
  const summary = done[action.action] ?? `A moderator acted on this ${noun}.`;
  return {
    outcome: ReportOutcome.ACTION_TAKEN,
    summary: action.isActive ? summary : `${summary} The decision was later reversed on appeal.`,
  };
}

/**
 * Members' reports of posts, comments, messages and profiles for moderators. A member has one
 * open report per item: reporting it again updates the reason and details instead of adding one.
 */
export class ReportService {
  constructor(private readonly ctx: Context) {}

  async report(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const data = parseInput(reportSchema, input);
    await this.assertReportable(viewer, data.contentType, data.contentId);
    const [open] = await this.ctx.em.execute(
      `select 1 from content_reports where reporter_id = ? and content_type = ? and content_id = ? and status = 'pending'`,
      [viewer.id, data.contentType, data.contentId],
    );
    if (!open) await this.ctx.deps.limits.consume('report', REPORT_RULE, viewer.id);
    await this.ctx.em.execute(
      `insert into content_reports (id, reporter_id, content_type, content_id, reason, description, status, created_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, 'pending', now())
       on conflict (reporter_id, content_type, content_id) where status = 'pending'
       do update set reason = excluded.reason, description = coalesce(excluded.description, content_reports.description),
         updated_at = now()`,
      [viewer.id, data.contentType, data.contentId, data.reason, data.description],
    );
    return true;
  }

  /** Only what the reporter can see, and never their own. */
  private async assertReportable(viewer: User, type: SubjectType, id: string): Promise<void> {
    let authorId: string;
    if (type === SubjectType.POST) authorId = (await new PostService(this.ctx).readable(id)).author.id;
    else if (type === SubjectType.COMMENT) authorId = (await new CommentService(this.ctx).readable(id)).author.id;
    else if (type === SubjectType.MESSAGE) {
      // Only a message one received: the recipient is the one who can say it harmed them.
      const [row] = await this.ctx.em.execute(
        'select sender_id from messages where id = ? and recipient_id = ? and not is_removed',
        [id, viewer.id],
      );
      if (!row) throw notFound('Message not found');
      authorId = String(row.sender_id);
    } else {
      const user = await this.ctx.em.findOne(User, { id, deletedAt: null });
      if (!user) throw notFound('Profile not found');
      authorId = user.id;
    }
    if (authorId === viewer.id) throw badInput(`You cannot report your own ${NOUN[type]}`, 'contentId');
  }

  /** The viewer's reports, newest first, each with its outcome. */
  async mine(input: unknown): Promise<Page<ContentReport>> {
    const viewer = requireViewer(this.ctx);
    const args = parseInput(myReportsSchema, input);
    const where = ['reporter_id = ?'];
    const params: unknown[] = [viewer.id];
    if (args.after) {
      const { at, id } = timeCursor.decode(args.after);
      where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
      params.push(at, id);
    }
    const rows = await this.ctx.em.execute(
      `select id, created_at from content_reports where ${where.join(' and ')} order by created_at desc, id desc limit ?`,
      [...params, args.first + 1],
    );
    const ids = rows.slice(0, args.first).map((row) => String(row.id));
    const reports = await this.ctx.em.find(ContentReport, { id: { $in: ids } }, { populate: ['action'] });
    const byId = new Map(reports.map((r) => [r.id, r]));
    return toPage(rows, args.first, (row) => timeCursor.encode(new Date(row.created_at), String(row.id)), (row) => byId.get(String(row.id))!);
  }
}
