import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { parseInput } from '../../shared/validation.js';
import { ContentType } from '../post/mention.entity.js';
import { CommentService } from '../post/comment.service.js';
import { PostService } from '../post/post.service.js';
import { ContentReport, ReportStatus } from './content-report.entity.js';

/** The reasons a member chooses from when reporting (the REST shim's 'inappropriate' included). */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or scam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'hate_speech', label: 'Hate speech or ethnic incitement' },
  { value: 'misinformation', label: 'False information about voting or results' },
  { value: 'violence', label: 'Violence or threats' },
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'other', label: 'Something else' },
] as const;

const REPORT_RULE = { points: 20, durationSeconds: 3600, message: 'You have sent many reports. Please try again later.' };

const reportSchema = z.object({
  contentType: z.enum(ContentType, 'Choose what to report'),
  contentId: z.uuid('That content was not found'),
  reason: z.enum(
    REPORT_REASONS.map((r) => r.value),
    'Choose a reason from the list',
  ),
  description: z
    .string()
    .trim()
    .max(1000, 'Keep the description to 1000 characters')
    .nullish()
    .transform((v) => v || null),
});

/** Reports of posts and comments for moderators; one open report per member and item. */
export class ReportService {
  constructor(private readonly ctx: Context) {}

  async report(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const data = parseInput(reportSchema, input);
    if (data.contentType === ContentType.POST) await new PostService(this.ctx).readable(data.contentId);
    else await new CommentService(this.ctx).readable(data.contentId);
    const open = await this.ctx.em.count(ContentReport, {
      reporter: viewer.id,
      contentType: data.contentType,
      contentId: data.contentId,
      status: ReportStatus.PENDING,
    });
    if (open) return true;
    await this.ctx.deps.limits.consume('report', REPORT_RULE, viewer.id);
    this.ctx.em.create(ContentReport, { reporter: viewer, ...data });
    await this.ctx.em.flush();
    return true;
  }
}
