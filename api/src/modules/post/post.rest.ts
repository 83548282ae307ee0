import { Router, type Request } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import type { Context } from '../../shared/context.js';
import { restIdempotencyKey } from '../../shared/idempotency.js';
import { BlockService } from '../social/block.service.js';
import { userJson } from '../user/user.privacy.js';
import type { Comment } from './comment.entity.js';
import { CommentService } from './comment.service.js';
import { FeedKind, FeedService } from './feed.service.js';
import { LikeService } from './like.service.js';
import type { Post } from './post.entity.js';
import { postPromotion } from './post.promotion.js';
import { PostService } from './post.service.js';
import { canSeePost } from './post.visibility.js';
import { visitorKey } from './visitor-key.js';

/** The spec's post JSON: the post's fields, its author, whether the viewer likes it, and the original of a repost. */
export async function postJson(post: Post, ctx: Context): Promise<Record<string, unknown>> {
  const { author, originalPost, hotScore: _hotScore, boostedBy: _boostedBy, ...fields } = post;
  return {
    ...fields,
    authorId: author.id,
    author: await userJson(author, ctx),
    isLiked: await new LikeService(ctx).likedByViewer('post').load(post.id),
    isEdited: post.isEdited,
    isRepost: post.isRepost,
    originalPostId: originalPost?.id ?? null,
    // As GraphQL's Post.originalPost: null when the viewer may not see the original.
    originalPost: originalPost && (await canSeePost(originalPost, ctx)) ? await postJson(originalPost, ctx) : null,
    shareUrl: `${ctx.deps.config.publicUrl}/post/${post.id}`,
    boostedBy: ctx.viewer?.isAdmin ? (post.boostedBy ?? null) : null,
    ...(await postPromotion().jsonFields(ctx, post)),
  };
}

/** A comment with its replies, all the way down (each level is one query for the whole level). */
async function commentsJson(comments: Comment[], ctx: Context): Promise<Record<string, unknown>[]> {
  if (!comments.length) return [];
  const service = new CommentService(ctx);
  const [replies, liked] = await Promise.all([
    service.repliesOf(comments.map((c) => c.id)),
    new LikeService(ctx).likedByViewer('comment').loadMany(comments.map((c) => c.id)),
  ]);
  return Promise.all(
    comments.map(async (comment, i) => {
      const { post, author, parentComment, isDeleted: _deleted, ...fields } = comment;
      return {
        ...fields,
        postId: post.id,
        parentCommentId: parentComment?.id ?? null,
        author: await userJson(author, ctx),
        isLiked: liked[i] === true,
        replies: await commentsJson(replies[i], ctx),
      };
    }),
  );
}

const query = (req: Request, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);

/** SPEC §7 Posts, Comments, People (block, report) and topics, on the same services as GraphQL. */
export function postRest(route: RestRoute): Router {
  const feed = (kind: FeedKind, place?: (req: Request) => string) =>
    route(async (ctx, req, res) => {
      const limit = query(req, 'limit');
      const page = await new FeedService(ctx).page({
        kind,
        place: place?.(req),
        first: limit ? Number(limit) : undefined,
        after: query(req, 'cursor'),
      });
      if (page.endCursor && page.hasNextPage) res.set('X-Next-Cursor', page.endCursor);
      return Promise.all(page.posts.map(({ post }) => postJson(post, ctx)));
    });
  const id = (req: Request) => String(req.params.id);
  const like = (kind: 'post' | 'comment', liked: boolean) =>
    route((ctx, req) => new LikeService(ctx).set(kind, { id: id(req), idempotencyKey: restIdempotencyKey(req) }, liked));
  /** The body with the `Idempotency-Key` header's key, so a retried write makes one post or comment. */
  const withKey = (req: Request) => ({ ...(req.body ?? {}), idempotencyKey: restIdempotencyKey(req) });

  return Router()
    .get('/posts/blowing', feed(FeedKind.BLOWING))
    .get('/posts/followers', feed(FeedKind.FOLLOWING))
    .get('/posts/following', feed(FeedKind.FOLLOWING))
    .get('/posts/state/:state', feed(FeedKind.STATE, (req) => String(req.params.state)))
    .get('/posts/lga/:state/:lga', feed(FeedKind.LGA, (req) => `${req.params.state}/${req.params.lga}`))
    .get('/posts/topic/:name', feed(FeedKind.TOPIC, (req) => String(req.params.name)))
    .get('/posts/ward/:state/:lga/:ward', feed(FeedKind.WARD, (req) => `${req.params.state}/${req.params.lga}/${req.params.ward}`))
    .post('/posts', route(async (ctx, req) => postJson(await new PostService(ctx).create(withKey(req)), ctx)))
    .get('/posts/:id', route(async (ctx, req) => postJson(await new PostService(ctx).readable(id(req)), ctx)))
    .put('/posts/:id', route(async (ctx, req) => postJson(await new PostService(ctx).edit({ ...req.body, id: id(req) }), ctx)))
    .delete('/posts/:id', route(async (ctx, req) => ({ success: await new PostService(ctx).delete({ id: id(req) }) })))
    .post(
      '/posts/:id/repost',
      route(async (ctx, req) => postJson(await new PostService(ctx).repost({ id: id(req), comment: req.body?.comment }), ctx)),
    )
    .post(
      '/posts/:id/share',
      route(async (ctx, req) => postJson(await new PostService(ctx).share({ id: id(req), target: req.body?.target }), ctx)),
    )
    .post('/posts/:id/view', route((ctx, req) => new PostService(ctx).view({ id: id(req) }, visitorKey(ctx))))
    .post('/posts/:id/like', like('post', true))
    .delete('/posts/:id/like', like('post', false))
    .get(
      '/posts/:id/comments',
      route(async (ctx, req) => {
        const page = await new CommentService(ctx).page({ postId: id(req), first: 50, after: query(req, 'cursor') });
        return commentsJson(page.comments, ctx);
      }),
    )
    .post('/comments', route(async (ctx, req) => (await commentsJson([await new CommentService(ctx).create(withKey(req))], ctx))[0]))
    .post(
      '/comments/:id/reply',
      route(async (ctx, req) => {
        const reply = await new CommentService(ctx).create({ ...withKey(req), parentCommentId: id(req) });
        return (await commentsJson([reply], ctx))[0];
      }),
    )
    .delete('/comments/:id', route(async (ctx, req) => ({ success: await new CommentService(ctx).delete({ id: id(req) }) })))
    .post('/comments/:id/like', like('comment', true))
    .delete('/comments/:id/like', like('comment', false))
    .post('/users/:id/block', route(async (ctx, req) => ({ success: await new BlockService(ctx).block({ ...req.body, userId: id(req) }) })))
    .delete('/users/:id/block', route(async (ctx, req) => ({ success: await new BlockService(ctx).unblock({ userId: id(req) }) })));
}
