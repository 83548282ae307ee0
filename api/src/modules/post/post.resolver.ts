import { wrap } from '@mikro-orm/core';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { GeoService } from '../geo/geo.service.js';
import { ElectoralLocation } from '../geo/geo.types.js';
import { FeedKind, FeedService } from './feed.service.js';
import { LikeService } from './like.service.js';
import { ShareTarget } from './post-share.entity.js';
import { Post } from './post.entity.js';
import { PostService } from './post.service.js';
import { canSeePost } from './post.visibility.js';
import { CreatePostInput, LikeResult, PostConnection, ViewResult } from './post.types.js';
import { visitorKey } from './visitor-key.js';
import { idempotencyKeyArg } from '../../shared/idempotency.js';

const postId = () => Arg('id', () => ID, { description: 'The post.' });

@Resolver(() => Post)
export class PostResolver {
  @Query(() => PostConnection, {
    description:
      'A page of a feed. Location feeds show the member’s own place unless `place` names one (visitors must). ' +
      'Posts of members on either side of a block with the viewer never appear.',
  })
  async feed(
    @Arg('kind', () => FeedKind, { description: 'Which feed.' }) kind: FeedKind,
    @Arg('place', () => String, { nullable: true, description: "For STATE, LGA, WARD: a code ('24', '24/16', '24/16/05')." })
    place: string | null,
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many posts, at most 50.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<PostConnection> {
    const page = await new FeedService(ctx).page({ kind, place, first, after });
    return {
      edges: page.posts.map(({ cursor, post }) => ({ cursor, node: post })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      place: page.place ? { code: 'fullCode' in page.place ? page.place.fullCode : page.place.code, displayName: page.place.displayName } : null,
      needsLocation: page.needsLocation,
    };
  }

  @Query(() => Post, { description: "One post. NOT_FOUND 'Post Not Found' when deleted, hidden or blocked." })
  post(@postId() id: string, @Ctx() ctx: Context) {
    return new PostService(ctx).readable(id);
  }

  @Mutation(() => Post, { description: 'Writes a post in the member’s ward (and so their LGA and state).' })
  createPost(@Arg('input', () => CreatePostInput) input: CreatePostInput, @idempotencyKeyArg() idempotencyKey: string | null, @Ctx() ctx: Context) {
    return new PostService(ctx).create({ ...input, idempotencyKey });
  }

  @Mutation(() => Post, { description: 'The author edits the text (at most 5,000 characters).' })
  editPost(@postId() id: string, @Arg('content', () => String) content: string, @Ctx() ctx: Context) {
    return new PostService(ctx).edit({ id, content });
  }

  @Mutation(() => Boolean, { description: 'The author deletes their post.' })
  deletePost(@postId() id: string, @Ctx() ctx: Context) {
    return new PostService(ctx).delete({ id });
  }

  @Mutation(() => LikeResult, { description: 'Likes a post (again is a no-op).' })
  likePost(@postId() id: string, @idempotencyKeyArg() idempotencyKey: string | null, @Ctx() ctx: Context) {
    return new LikeService(ctx).set('post', { id, idempotencyKey }, true);
  }

  @Mutation(() => LikeResult, { description: 'Takes a like back (again is a no-op).' })
  unlikePost(@postId() id: string, @idempotencyKeyArg() idempotencyKey: string | null, @Ctx() ctx: Context) {
    return new LikeService(ctx).set('post', { id, idempotencyKey }, false);
  }

  @Mutation(() => ViewResult, { description: 'Counts a view: once per member, or per browser session for visitors.' })
  recordPostView(@postId() id: string, @Ctx() ctx: Context) {
    return new PostService(ctx).view({ id }, visitorKey(ctx));
  }

  @Mutation(() => Post, { description: 'Reposts, with an optional comment of at most 280 characters; once per post.' })
  repost(
    @postId() id: string,
    @Arg('comment', () => String, { nullable: true, description: 'The comment.' }) comment: string | null,
    @Ctx() ctx: Context,
  ) {
    return new PostService(ctx).repost({ id, comment });
  }

  @Mutation(() => Post, { description: 'Counts a share from the share dialog (visitors too).' })
  sharePost(@postId() id: string, @Arg('target', () => ShareTarget) target: ShareTarget, @Ctx() ctx: Context) {
    return new PostService(ctx).share({ id, target });
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer likes it (false for visitors).' })
  isLiked(@Root() post: Post, @Ctx() ctx: Context) {
    return new LikeService(ctx).likedByViewer('post').load(post.id);
  }

  @FieldResolver(() => ElectoralLocation, { description: 'Where it was written: the author’s state, LGA and ward then.' })
  location(@Root() post: Post, @Ctx() ctx: Context) {
    return new GeoService(ctx).locationOf({ state: post.stateCode, lga: post.lgaCode, ward: post.wardCode }, false);
  }

  @FieldResolver(() => Post, {
    nullable: true,
    description:
      'The post this reposts; null for an original post, and for a repost whose original was deleted, removed by a moderator, ' +
      'or is otherwise not readable by the viewer (its author left, is private to them, or is on either side of a block).',
  })
  async originalPost(@Root() post: Post, @Ctx() ctx: Context): Promise<Post | null> {
    const reference = post.originalPost;
    if (!reference) return null;
    // Feeds and the post page load originals with their authors; otherwise they load here (the identity map keeps them once).
    const loaded = wrap(reference).isInitialized() && wrap(reference.author).isInitialized();
    const original = loaded ? reference : await ctx.em.findOne(Post, reference.id, { populate: ['author'] });
    return original && (await canSeePost(original, ctx)) ? original : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The administrator who boosted it: administrators only; null for others.' })
  boostedBy(@Root() post: Post, @Ctx() ctx: Context) {
    return ctx.viewer?.isAdmin ? (post.boostedBy ?? null) : null;
  }

  @FieldResolver(() => String, { description: 'The link to share: the post page.' })
  shareUrl(@Root() post: Post, @Ctx() ctx: Context) {
    return `${ctx.deps.config.publicUrl}/post/${post.id}`;
  }
}
