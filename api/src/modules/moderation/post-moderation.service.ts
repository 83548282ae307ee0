import { z } from 'zod';
import { requireAdmin, requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError, badInput } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import type { Post } from '../post/post.entity.js';
import { PostService } from '../post/post.service.js';
import { recordModeration } from './audit.js';
import { ModerationActionKind, SubjectType } from './moderation-action.entity.js';

const idSchema = z.object({ id: z.uuid('Post not found') });

/** What administrators do to any member's post outside the reports queue, each written to the audit log. */
export class PostModerationService {
  constructor(private readonly ctx: Context) {}

  /** Admin Delete: removes anyone's post as its author's delete does. */
  async delete(input: unknown): Promise<boolean> {
    const admin = requireAdmin(this.ctx);
    const { id } = parseInput(idSchema, input);
    const posts = new PostService(this.ctx);
    const post = await posts.readable(id);
    await posts.remove(post, (em) =>
      recordModeration(em, {
        moderatorId: admin.id,
        contentType: SubjectType.POST,
        contentId: id,
        targetUserId: post.author.id,
        action: ModerationActionKind.DELETE,
      }),
    );
    return true;
  }

  /** Lifts a post into the blowing feed, once. */
  async boost(input: unknown): Promise<Post> {
    const viewer = requireViewer(this.ctx);
    if (!viewer.isAdmin) throw appError('FORBIDDEN', 'Only administrators can boost posts');
    const { id } = parseInput(idSchema, input);
    const posts = new PostService(this.ctx);
    const post = await posts.readable(id);
    const boosted = await this.ctx.em.transactional(async (em) => {
      const rows = await em.execute(
        `update posts set is_boosted_to_blowing = true, boosted_at = now(), boosted_by = ?
         where id = ? and not is_boosted_to_blowing returning id`,
        [viewer.id, id],
      );
      if (rows.length) {
        await recordModeration(em, {
          moderatorId: viewer.id,
          contentType: SubjectType.POST,
          contentId: id,
          targetUserId: post.author.id,
          action: ModerationActionKind.BOOST,
        });
      }
      return rows;
    });
    if (!boosted.length) throw badInput('This post is already boosted to the blowing feed', 'id');
    return posts.reload(id);
  }
}
