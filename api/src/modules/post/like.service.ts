import DataLoader from 'dataloader';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { Idempotent } from '../../shared/idempotency.js';
import { readRows } from '../../platform/driver-read.js';
import { sqlArray } from '../../shared/sql.js';
import { parseInput } from '../../shared/validation.js';
import { NotificationSubject, NotificationType } from '../notification/notification.entity.js';
import { NotificationService } from '../notification/notification.service.js';
import { CommentService } from './comment.service.js';
import { PostService } from './post.service.js';

const LIKE_RULE = { points: 300, durationSeconds: 600, message: 'You are liking too fast. Please wait a moment.' };

/** What a like or unlike leaves: whether the viewer likes it now, and the exact count. */
export type LikeState = { liked: boolean; likesCount: number };

const idSchemas = {
  post: z.object({ id: z.uuid('Post not found') }),
  comment: z.object({ id: z.uuid('Comment not found') }),
};
const TARGETS = {
  post: { table: 'posts', column: 'post_id' },
  comment: { table: 'comments', column: 'comment_id' },
} as const;

/**
 * Likes of posts and comments. The like row and the counter change in one transaction,
 * and the unique (user, post|comment) pair decides races: a double click or a hundred
 * concurrent toggles leave likesCount equal to the rows in likes.
 */
export class LikeService {
  constructor(private readonly ctx: Context) {}

  /** Whether the viewer likes each post (or comment): one query for a whole page; false for visitors. */
  likedByViewer(kind: keyof typeof TARGETS): DataLoader<string, boolean> {
    return requestScoped(this.ctx, `liked:${kind}`, () => new DataLoader(async (ids: readonly string[]) => {
      const viewer = this.ctx.viewer;
      if (!viewer) return ids.map(() => false);
      const { column } = TARGETS[kind];
      const rows = await readRows(
        this.ctx.em,
        `select ${column} as id from likes where user_id = ? and ${column} = any(?::uuid[])`,
        [viewer.id, sqlArray(ids)],
      );
      const liked = new Set(rows.map((row) => String(row.id)));
      return ids.map((id) => liked.has(id));
    }));
  }

  async set(kind: keyof typeof TARGETS, input: unknown, liked: boolean): Promise<LikeState> {
    const viewer = requireViewer(this.ctx);
    const { id } = parseInput(idSchemas[kind], input);
    const { table, column } = TARGETS[kind];
    const once = Idempotent.for(this.ctx, viewer.id, `${liked ? 'like' : 'unlike'}:${kind}`, input, { id });
    // A repeat answers with how things stand now (a later unlike is not undone).
    const now = async (): Promise<LikeState> => {
      const [row] = await this.ctx.em.execute(
        `select likes_count, exists (select 1 from likes where user_id = ? and ${column} = ?) as liked from ${table} where id = ?`,
        [viewer.id, id, id],
      );
      return { liked: Boolean(row?.liked), likesCount: Number(row?.likes_count ?? 0) };
    };
    return once.run(async () => {
      const target =
        kind === 'post'
          ? await new PostService(this.ctx).readable(id).then((post) => ({ author: post.author.id, postId: post.id }))
          : await new CommentService(this.ctx).readable(id).then((c) => ({ author: c.author.id, postId: c.post.id }));
      await this.ctx.deps.limits.consume('like', LIKE_RULE, viewer.id);
      const state = await this.ctx.em.transactional(async (em) => {
        const changed = liked
          ? await em.execute(
              `insert into likes (id, user_id, ${column}, created_at) values (gen_random_uuid(), ?, ?, now())
               on conflict do nothing returning id`,
              [viewer.id, id],
            )
          : await em.execute(`delete from likes where user_id = ? and ${column} = ? returning id`, [viewer.id, id]);
        const [row] = changed.length
          ? await em.execute(
              `update ${table} set likes_count = likes_count ${liked ? '+' : '-'} 1 where id = ? returning likes_count`,
              [id],
            )
          : await em.execute(`select likes_count from ${table} where id = ?`, [id]);
        await once.record(em, id);
        return { liked, likesCount: row.likes_count, changed: changed.length > 0 };
      });
      if (liked && state.changed) {
        await new NotificationService(this.ctx).notify({
          type: NotificationType.LIKE,
          to: target.author,
          contentType: kind === 'post' ? NotificationSubject.POST : NotificationSubject.COMMENT,
          contentId: id,
          postId: target.postId,
        });
      }
      return { liked, likesCount: state.likesCount };
    }, now);
  }
}
