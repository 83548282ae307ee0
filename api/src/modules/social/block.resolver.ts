import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { BLOCK_REASONS, BlockService } from './block.service.js';
import { BlockedMemberConnection } from './block.types.js';

@Resolver()
export class BlockResolver {
  @Query(() => [String], { description: 'The reasons offered when blocking.' })
  blockReasons(): string[] {
    return [...BLOCK_REASONS];
  }

  @Query(() => BlockedMemberConnection, {
    description: 'The members the viewer blocked, newest block first, with the reason chosen (signed in only).',
  })
  async blockedMembers(
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many, at most 50.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<BlockedMemberConnection> {
    const page = await new BlockService(ctx).blockedMembers({ first, after });
    return {
      edges: page.members.map(({ cursor, member }) => ({ cursor, node: member })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    };
  }

  @Mutation(() => Boolean, { description: "Blocks a member: each side's posts and comments are hidden from the other; follows end." })
  blockUser(
    @Arg('userId', () => ID) userId: string,
    @Arg('reason', () => String, { nullable: true, description: 'One of blockReasons.' }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return new BlockService(ctx).block({ userId, reason: reason ?? undefined });
  }

  @Mutation(() => Boolean, { description: 'Unblocks a member.' })
  unblockUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context) {
    return new BlockService(ctx).unblock({ userId });
  }
}
