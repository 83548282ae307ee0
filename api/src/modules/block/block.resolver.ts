import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { BLOCK_REASONS, BlockService } from './block.service.js';

@Resolver()
export class BlockResolver {
  @Query(() => [String], { description: 'The reasons offered when blocking.' })
  blockReasons(): string[] {
    return [...BLOCK_REASONS];
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
