import DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { Comment } from './comment.entity.js';
import { CommentService } from './comment.service.js';
import { LikeService } from './like.service.js';
import { CommentConnection, CreateCommentInput, LikeResult } from './post.types.js';
import { idempotencyKeyArg } from '../../shared/idempotency.js';

const commentId = () => Arg('id', () => ID, { description: 'The comment.' });

@Resolver(() => Comment)
export class CommentResolver {
  @Query(() => CommentConnection, { description: "A post's top-level comments, oldest first, each with its replies." })
  async comments(
    @Arg('postId', () => ID, { description: 'The post.' }) postId: string,
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many, at most 50.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<CommentConnection> {
    const page = await new CommentService(ctx).page({ postId, first, after });
    return {
      nodes: page.comments,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Mutation(() => Comment, { description: "Comments on a post, or replies to a comment ('Comment cannot be empty', 'Comment too long')." })
  createComment(@Arg('input', () => CreateCommentInput) input: CreateCommentInput, @idempotencyKeyArg() idempotencyKey: string | null, @Ctx() ctx: Context) {
    return new CommentService(ctx).create({ ...input, idempotencyKey });
  }

  @Mutation(() => Boolean, { description: 'The author (or an administrator) deletes a comment and its replies.' })
  deleteComment(@commentId() id: string, @Ctx() ctx: Context) {
    return new CommentService(ctx).delete({ id });
  }

  @Mutation(() => LikeResult, { description: 'Likes a comment.' })
  likeComment(@commentId() id: string, @idempotencyKeyArg() idempotencyKey: string | null, @Ctx() ctx: Context) {
    return new LikeService(ctx).set('comment', { id, idempotencyKey }, true);
  }

  @Mutation(() => LikeResult, { description: 'Takes a like of a comment back.' })
  unlikeComment(@commentId() id: string, @idempotencyKeyArg() idempotencyKey: string | null, @Ctx() ctx: Context) {
    return new LikeService(ctx).set('comment', { id, idempotencyKey }, false);
  }

  @FieldResolver(() => ID, { description: 'The post it is on.' })
  postId(@Root() comment: Comment) {
    return comment.post.id;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The comment it replies to; null for a top-level comment.' })
  parentCommentId(@Root() comment: Comment) {
    return comment.parentComment?.id ?? null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer likes it (false for visitors).' })
  isLiked(@Root() comment: Comment, @Ctx() ctx: Context) {
    return new LikeService(ctx).likedByViewer('comment').load(comment.id);
  }

  @FieldResolver(() => [Comment], { description: 'Direct replies, oldest first (each with its own replies).' })
  replies(@Root() comment: Comment, @Ctx() ctx: Context) {
    const service = new CommentService(ctx);
    return requestScoped(ctx, 'comment.replies', () => new DataLoader((ids: readonly string[]) => service.repliesOf(ids))).load(
      comment.id,
    );
  }
}
