import type { FilterQuery } from '@mikro-orm/core';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { sqlArray } from '../../shared/sql.js';
import { Idempotent } from '../../shared/idempotency.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { BlockService } from '../social/block.service.js';
import { NotificationSubject, NotificationType } from '../notification/notification.entity.js';
import { NotificationService } from '../notification/notification.service.js';
import { CivicKind } from '../civic/civic.rules.js';
import { CivicService } from '../civic/civic.service.js';
import { Comment, COMMENT_LIMIT } from './comment.entity.js';
import { ContentType } from './mention.entity.js';
import { PostService } from './post.service.js';
import { recordMentions } from './mentions.js';
import { requireActiveMember } from '../user/user.standing.js';

const COMMENT_RULE = { points: 60, durationSeconds: 600, message: 'You are commenting too fast. Please wait a few minutes.' };
export const COMMENTS_PAGE = { default: 20, max: 50 };

const idSchema = z.object({ id: z.uuid('Comment not found') });
const createSchema = z.object({
  postId: z.uuid('Post not found'),
  content: z
    .string({ error: 'Comment cannot be empty' })
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(COMMENT_LIMIT, 'Comment too long'),
  parentCommentId: z.uuid('Comment not found').nullish(),
});

const pageSchema = z.object({
  postId: z.uuid('Post not found'),
  first: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((n) => Math.min(n ?? COMMENTS_PAGE.default, COMMENTS_PAGE.max)),
  after: z.string().nullish(),
});

export type CommentPage = { comments: Comment[]; hasNextPage: boolean; endCursor: string | null; totalCount: number };

const encodeCursor = (comment: Comment) => Buffer.from(`${comment.createdAt.toISOString()}|${comment.id}`).toString('base64url');
function decodeCursor(cursor: string): [string, string] {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || Number.isNaN(Date.parse(at)) || !isUuid(id)) throw badInput('That cursor is not from this list', 'after');
  return [at, id];
}

/** Comments and threaded replies; counts move in the transaction that adds or removes the row. */
export class CommentService {
  constructor(private readonly ctx: Context) {}

  async readable(id: string): Promise<Comment> {
    const comment = isUuid(id)
      ? await this.ctx.em.findOne(Comment, { id, isDeleted: false }, { populate: ['author', 'post'] })
      : null;
    if (!comment || comment.post.isDeleted || !this.canSeeModerated(comment)) throw notFound('Comment not found');
    await new PostService(this.ctx).readable(comment.post.id);
    if (await new BlockService(this.ctx).blockedBetween(comment.author.id)) throw notFound('Comment not found');
    return comment;
  }

  async create(input: unknown): Promise<Comment> {
    const viewer = requireActiveMember(this.ctx);
    const data = parseInput(createSchema, input);
    const once = Idempotent.for(this.ctx, viewer.id, 'createComment', input, data);
    return once.run(async () => {
      const post = await new PostService(this.ctx).readable(data.postId);
      const parent = data.parentCommentId ? await this.readable(data.parentCommentId) : null;
      if (parent && parent.post.id !== post.id) throw badInput('That comment is not on this post', 'parentCommentId');
      await this.ctx.deps.limits.consume('comment:create', COMMENT_RULE, viewer.id);
      const comment = this.ctx.em.create(Comment, { post, author: viewer, parentComment: parent, content: data.content });
      let mentioned: string[] = [];
      await this.ctx.em.transactional(async (em) => {
        em.persist(comment);
        await em.flush();
        await em.execute('update posts set comments_count = comments_count + 1 where id = ?', [post.id]);
        if (parent) await em.execute('update comments set replies_count = replies_count + 1 where id = ?', [parent.id]);
        mentioned = await recordMentions(em, { by: viewer.id, contentType: ContentType.COMMENT, contentId: comment.id, text: data.content });
        await once.record(em, comment.id);
      });
      const about = { contentType: NotificationSubject.COMMENT, contentId: comment.id, postId: post.id };
      await new NotificationService(this.ctx).notify([
        ...(parent ? [{ type: NotificationType.REPLY, to: parent.author.id, ...about }] : []),
        ...(parent?.author.id !== post.author.id ? [{ type: NotificationType.COMMENT, to: post.author.id, ...about }] : []),
        ...mentioned.map((to) => ({ type: NotificationType.MENTION, to, ...about })),
      ]);
      await new CivicService(this.ctx).record({ userId: viewer.id, kind: CivicKind.COMMENT, subject: comment.id });
      return comment;
    }, (id) => this.ctx.em.findOneOrFail(Comment, id, { populate: ['author', 'post'] }));
  }

  /** The author, or an administrator, removes a comment; its replies go with it from the counts. */
  async delete(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const { id } = parseInput(idSchema, input);
    const comment = await this.readable(id);
    if (comment.author.id !== viewer.id && !viewer.isAdmin) {
      throw appError('FORBIDDEN', 'You can only delete your own comments');
    }
    await this.ctx.em.transactional(async (em) => {
      // The comment and every reply under it, once each even if two deletes race.
      const removed = await em.execute(
        `with recursive thread as (
           select id from comments where id = ? and not is_deleted
           union all select c.id from comments c join thread t on c.parent_comment_id = t.id where not c.is_deleted
         ) update comments set is_deleted = true where id in (select id from thread) and not is_deleted returning id`,
        [id],
      );
      if (!removed.length) return;
      await em.execute(`delete from notifications where content_type = 'comment' and content_id = any(?::uuid[])`, [
        sqlArray(removed.map((row) => String(row.id))),
      ]);
      await em.execute('update posts set comments_count = greatest(comments_count - ?, 0) where id = ?', [
        removed.length,
        comment.post.id,
      ]);
      if (comment.parentComment) {
        await em.execute('update comments set replies_count = greatest(replies_count - 1, 0) where id = ?', [
          comment.parentComment.id,
        ]);
      }
    });
    return true;
  }

  /** A post's top-level comments, oldest first, a page at a time (keyset on the thread index). */
  async page(input: unknown): Promise<CommentPage> {
    const args = parseInput(pageSchema, input);
    const post = await new PostService(this.ctx).readable(args.postId);
    const [at, id] = args.after ? decodeCursor(args.after) : [null, null];
    const where: FilterQuery<Comment> = { $and: [{ post: post.id, parentComment: null, isDeleted: false }, await this.notBlocked()] };
    const comments = await this.ctx.em.find(
      Comment,
      at ? { $and: [where, { $or: [{ createdAt: { $gt: new Date(at) } }, { createdAt: new Date(at), id: { $gt: id! } }] }] } : where,
      { populate: ['author'], orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], limit: args.first + 1 },
    );
    const totalCount = await this.ctx.em.count(Comment, where);
    const page = comments.slice(0, args.first);
    return {
      comments: page,
      hasNextPage: comments.length > args.first,
      endCursor: page.length ? encodeCursor(page.at(-1)!) : null,
      totalCount,
    };
  }

  /** Replies under each of these comments (all levels), oldest first: one query for a whole page. */
  async repliesOf(parentIds: readonly string[]): Promise<Comment[][]> {
    const replies = await this.ctx.em.find(
      Comment,
      { $and: [{ parentComment: { $in: [...parentIds] }, isDeleted: false }, await this.notBlocked()] } as FilterQuery<Comment>,
      { populate: ['author'], orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], limit: 100 * parentIds.length },
    );
    return parentIds.map((parentId) => replies.filter((reply) => reply.parentComment?.id === parentId));
  }

  /** A comment a moderator hid is for its author (until removed) and administrators only. */
  private canSeeModerated(comment: Comment): boolean {
    const viewer = this.ctx.viewer;
    return !comment.isModerated || !!viewer?.isAdmin || (comment.author.id === viewer?.id && !comment.isRemoved);
  }

  /** Leaves out comments by members on either side of a block with the viewer, and those moderators hid. */
  private async notBlocked(): Promise<FilterQuery<Comment>> {
    const hidden = await new BlockService(this.ctx).hiddenAuthorIds();
    const viewer = this.ctx.viewer;
    const moderated: FilterQuery<Comment> = viewer?.isAdmin
      ? {}
      : viewer
        ? { $or: [{ isModerated: false }, { author: viewer.id, isRemoved: false }] }
        : { isModerated: false };
    return hidden.length ? { $and: [{ author: { $nin: hidden } }, moderated] } : moderated;
  }
}
