import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { sqlArray } from '../../shared/sql.js';
import { Idempotent } from '../../shared/idempotency.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { requireActiveMember } from '../user/user.standing.js';
import { isStoredUpload } from '../uploads/upload-store.js';
import { NotificationSubject, NotificationType } from '../notification/notification.entity.js';
import { NotificationService } from '../notification/notification.service.js';
import { CivicKind } from '../civic/civic.rules.js';
import { CivicService } from '../civic/civic.service.js';
import { ContentType } from './mention.entity.js';
import { ShareTarget } from './post-share.entity.js';
import { Post, POST_LIMITS, TargetFeed } from './post.entity.js';
import { recordMentions } from './mentions.js';
import { hashtags } from './text.js';
import { canSeePost } from './post.visibility.js';

const POST_RULE = { points: 30, durationSeconds: 600, message: 'You are posting too fast. Please wait a few minutes.' };
const SHARE_RULE = { points: 120, durationSeconds: 3600 };

/** Uploaded media only (see the uploads module): no third-party URLs, which could track readers. */
const mediaUrl = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      isStoredUpload,
      `${label} must be a file uploaded here`,
    )
    .nullish()
    .transform((v) => v || null);

const postText = z
  .string({ error: 'Post content cannot be empty' })
  .trim()
  .min(1, 'Post content cannot be empty')
  .max(POST_LIMITS.content, `Posts can be at most ${POST_LIMITS.content} characters`);

const createSchema = z
  .object({
    content: postText,
    imageUrl: mediaUrl('The image'),
    videoUrl: mediaUrl('The video'),
    videoThumbnail: mediaUrl('The video thumbnail'),
    videoDuration: z.number().int().min(0).max(180, 'Videos must be 3 minutes or less').nullish(),
    targetFeed: z.enum(TargetFeed).nullish(),
    autoPostToBlowing: z.boolean('Auto-post to Blowing must be true or false').nullish(),
  })
  .refine((post) => !(post.imageUrl && post.videoUrl), {
    message: 'A post can have an image or a video, not both',
    path: ['videoUrl'],
  });

const idSchema = z.object({ id: z.uuid('Post not found') });
const editSchema = idSchema.extend({ content: postText });
const shareSchema = idSchema.extend({ target: z.enum(ShareTarget, 'Choose where to share') });
const repostSchema = z.object({
  id: z.uuid('Post not found'),
  comment: z
    .string()
    .trim()
    .max(POST_LIMITS.repostComment, `A repost comment can be at most ${POST_LIMITS.repostComment} characters`)
    .nullish()
    .transform((v) => v || null),
});

/** Posts: writing, editing, deleting, reposting, sharing and counting views. */
export class PostService {
  constructor(private readonly ctx: Context) {}

  /** One post, when the viewer may see it (post.visibility.ts); NOT_FOUND otherwise. */
  async readable(id: string): Promise<Post> {
    const post = isUuid(id)
      ? await this.ctx.em.findOne(Post, { id, isDeleted: false }, { populate: ['author', 'originalPost.author'] })
      : null;
    if (!post || !(await canSeePost(post, this.ctx))) throw notFound('Post Not Found');
    return post;
  }

  async create(input: unknown): Promise<Post> {
    const viewer = requireActiveMember(this.ctx);
    const data = parseInput(createSchema, input);
    if (data.videoUrl && !viewer.isSuperAdmin) {
      throw appError('FORBIDDEN', 'Only super administrators can upload videos');
    }
    const once = Idempotent.for(this.ctx, viewer.id, 'createPost', input, data);
    return once.run(async () => {
      await this.ctx.deps.limits.consume('post:create', POST_RULE, viewer.id);
      const post = this.ctx.em.create(Post, {
        author: viewer,
        content: data.content,
        imageUrl: data.imageUrl,
        videoUrl: data.videoUrl,
        videoThumbnail: data.videoUrl ? data.videoThumbnail : null,
        videoDuration: data.videoUrl ? data.videoDuration : null,
        targetFeed: data.targetFeed ?? TargetFeed.WARD,
        autoPostToBlowing: data.autoPostToBlowing ?? true,
        stateCode: viewer.state ?? null,
        lgaCode: viewer.lga ?? null,
        wardCode: viewer.ward ?? null,
      });
      const mentioned = await this.ctx.em.transactional(async (em) => {
        em.persist(post);
        await em.flush();
        await em.execute('update users set posts_count = posts_count + 1 where id = ?', [viewer.id]);
        await once.record(em, post.id);
        return linkText(em, post, viewer.id, data.content);
      });
      await this.notifyMentioned(post.id, mentioned);
      await new CivicService(this.ctx).record({ userId: viewer.id, kind: CivicKind.POST, subject: post.id });
      return this.reload(post.id);
    }, (id) => this.reload(id));
  }

  /** The author edits the text (up to the post limit: see docs/decisions.md). */
  async edit(input: unknown): Promise<Post> {
    const viewer = requireActiveMember(this.ctx);
    const { id, content } = parseInput(editSchema, input);
    const post = await this.readable(id);
    if (post.author.id !== viewer.id) throw appError('FORBIDDEN', 'You can only edit your own posts');
    const mentioned = await this.ctx.em.transactional(async (em) => {
      await em.execute('update posts set content = ?, edited_at = now() where id = ?', [content, id]);
      return linkText(em, post, viewer.id, content);
    });
    await this.notifyMentioned(id, mentioned);
    return this.reload(id);
  }

  /** The author deletes their post (administrators delete anyone's from the moderation module). */
  async delete(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const { id } = parseInput(idSchema, input);
    const post = await this.readable(id);
    if (post.author.id !== viewer.id) throw appError('FORBIDDEN', 'You can only delete your own posts');
    await this.remove(post);
    return true;
  }

  /**
   * Deletes a post and moves the counters it touched, in one transaction; `alongside` runs in that
   * transaction when this call is the one that deleted it (a concurrent delete may get there first).
   */
  async remove(post: Post, alongside?: (em: EntityManager) => Promise<unknown>): Promise<void> {
    await this.ctx.em.transactional(async (em) => {
      const [deleted] = await em.execute(
        'update posts set is_deleted = true where id = ? and not is_deleted returning original_post_id',
        [post.id],
      );
      if (!deleted) return;
      await alongside?.(em);
      await em.execute('delete from notifications where post_id = ?', [post.id]);
      await em.execute('update users set posts_count = greatest(posts_count - 1, 0) where id = ?', [post.author.id]);
      if (deleted.original_post_id) {
        await em.execute('update posts set reposts_count = greatest(reposts_count - 1, 0) where id = ?', [
          deleted.original_post_id,
        ]);
      }
      await em.execute(
        `update topics t set post_count = greatest(t.post_count - 1, 0) from post_topics pt
         where pt.topic_id = t.id and pt.post_id = ?`,
        [post.id],
      );
      await em.execute('delete from post_topics where post_id = ?', [post.id]);
    });
  }

  /** A repost with an optional comment; one per member and post (a repost of a repost reposts the original). */
  async repost(input: unknown): Promise<Post> {
    const viewer = requireActiveMember(this.ctx);
    const { id, comment } = parseInput(repostSchema, input);
    const shown = await this.readable(id);
    const original = shown.originalPost ?? shown;
    await this.ctx.deps.limits.consume('post:create', POST_RULE, viewer.id);
    const repost = this.ctx.em.create(Post, {
      author: viewer,
      content: comment ?? '',
      repostComment: comment,
      originalPost: original,
      stateCode: viewer.state ?? null,
      lgaCode: viewer.lga ?? null,
      wardCode: viewer.ward ?? null,
    });
    let mentioned: string[] = [];
    try {
      await this.ctx.em.transactional(async (em) => {
        em.persist(repost);
        await em.flush();
        await em.execute('update posts set reposts_count = reposts_count + 1 where id = ?', [original.id]);
        await em.execute('update users set posts_count = posts_count + 1 where id = ?', [viewer.id]);
        if (comment) mentioned = await linkText(em, repost, viewer.id, comment);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw badInput('You have already reposted this post', 'id');
      throw error;
    }
    await new NotificationService(this.ctx).notify({
      type: NotificationType.REPOST,
      to: original.author.id,
      contentType: NotificationSubject.POST,
      contentId: repost.id,
      postId: repost.id,
    });
    await this.notifyMentioned(repost.id, mentioned);
    return this.reload(repost.id);
  }

  private notifyMentioned(postId: string, mentioned: string[]) {
    return new NotificationService(this.ctx).notify(
      mentioned.map((to) => ({ type: NotificationType.MENTION, to, contentType: NotificationSubject.POST, contentId: postId, postId })),
    );
  }

  /** Counts a share from the share dialog; visitors may share too. */
  async share(input: unknown): Promise<Post> {
    const { id, target } = parseInput(shareSchema, input);
    const post = await this.readable(id);
    await this.ctx.deps.limits.consume('post:share', SHARE_RULE, this.ctx.viewer?.id ?? this.ctx.ip);
    await this.ctx.em.transactional(async (em) => {
      await em.execute('insert into post_shares (id, original_post_id, user_id, target, created_at) values (gen_random_uuid(), ?, ?, ?, now())', [
        post.id,
        this.ctx.viewer?.id ?? null,
        target,
      ]);
      await em.execute('update posts set shares_count = shares_count + 1 where id = ?', [post.id]);
    });
    return this.reload(post.id);
  }

  /**
   * Records a view once per member, or once per browser session for visitors (`visitorKey`,
   * the session cookie the REST shim or GraphQL request carries). Returns whether it was new.
   */
  async view(input: unknown, visitorKey: string | null): Promise<{ newView: boolean; viewsCount: number }> {
    const { id } = parseInput(idSchema, input);
    const post = await this.readable(id);
    const viewer = this.ctx.viewer;
    if (!viewer && !visitorKey) return { newView: false, viewsCount: post.viewsCount };
    return this.ctx.em.transactional(async (em) => {
      const inserted = await em.execute(
        `insert into post_views (id, post_id, user_id, session_id, ip_address, created_at)
         values (gen_random_uuid(), ?, ?, ?, ?, now()) on conflict do nothing returning id`,
        [post.id, viewer?.id ?? null, viewer ? null : visitorKey, this.ctx.ip],
      );
      const [row] = inserted.length
        ? await em.execute('update posts set views_count = views_count + 1 where id = ? returning views_count', [post.id])
        : await em.execute('select views_count from posts where id = ?', [post.id]);
      return { newView: inserted.length > 0, viewsCount: row.views_count };
    });
  }

  /** The post as stored now, read past the request's identity map. */
  reload(id: string): Promise<Post> {
    return this.ctx.em.fork().findOneOrFail(Post, id, { populate: ['author', 'originalPost.author'] });
  }
}

/**
 * Stores the @mentions (of members who exist) and #topics of a post's text, inside the
 * caller's transaction. On an edit, topics follow the new text; mentions only grow.
 * Answers the members newly mentioned.
 */
export async function linkText(em: EntityManager, post: Post, authorId: string, text: string): Promise<string[]> {
  const mentioned = await recordMentions(em, { by: authorId, contentType: ContentType.POST, contentId: post.id, text });
  const topics = hashtags(text);
  const [{ had }] = await em.execute('select count(*)::int as had from post_topics where post_id = ?', [post.id]);
  if (had) {
    await em.execute(
      `update topics t set post_count = greatest(t.post_count - 1, 0) from post_topics pt
       where pt.topic_id = t.id and pt.post_id = ? and not (t.name = any(?::text[]))`,
      [post.id, sqlArray(topics)],
    );
    await em.execute(
      `delete from post_topics pt using topics t where pt.topic_id = t.id and pt.post_id = ? and not (t.name = any(?::text[]))`,
      [post.id, sqlArray(topics)],
    );
  }
  if (!topics.length) return mentioned;
  await em.execute(
    `insert into topics (id, name, post_count) select gen_random_uuid(), n, 0 from unnest(?::text[]) n
     on conflict (name) do nothing`,
    [sqlArray(topics)],
  );
  const added = await em.execute(
    `insert into post_topics (post_id, topic_id, created_at)
     select ?, t.id, ? from topics t where t.name = any(?::text[]) on conflict do nothing returning topic_id`,
    [post.id, post.createdAt, sqlArray(topics)],
  );
  if (added.length) {
    await em.execute('update topics set post_count = post_count + 1 where id = any(?::uuid[])', [
      sqlArray(added.map((row) => String(row.topic_id))),
    ]);
  }
  return mentioned;
}
