import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageInfo } from '../../shared/pagination.js';
import type { Context } from '../../shared/context.js';
import { User } from '../user/user.entity.js';
import { FollowService, type PeoplePage } from './follow.service.js';
import { PeopleService } from './people.service.js';
import { idempotencyKeyArg } from '../../shared/idempotency.js';

@ObjectType({ description: 'A member suggested to the viewer, and why.' })
class Suggestion {
  @Field(() => User, { description: 'The member.' })
  user!: User;

  @Field(() => String, {
    description: "'Same Polling Unit', 'Same Ward', 'Same LGA', 'Same State' or 'Similar Location'.",
  })
  matchType!: string;
}

@ObjectType({ description: 'One member in a list of followers or followed.' })
class UserEdge {
  @Field(() => String, { description: 'Pass as `after` for the members that follow.' })
  cursor!: string;

  @Field(() => User, { description: 'The member.' })
  node!: User;
}

@ObjectType({ description: 'A page of members, newest follow first (Relay connection).' })
class UserConnection {
  @Field(() => [UserEdge], { description: 'The members on this page.' })
  edges!: UserEdge[];

  @Field(() => PageInfo, { description: 'Whether more follow, and the cursor to get them.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'Where the viewer stands with a member after following or unfollowing.' })
class FollowState {
  @Field(() => Boolean, { description: 'Whether the viewer follows them now.' })
  isFollowing!: boolean;

  @Field(() => Boolean, { description: 'Whether a request to follow their private profile awaits their answer.' })
  isRequested!: boolean;

  @Field(() => Int, { description: 'Their exact follower count now.' })
  followersCount!: number;
}

const connection = (page: PeoplePage): UserConnection => ({
  edges: page.people.map(({ cursor, user }) => ({ cursor, node: user })),
  pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
});
const userId = () => Arg('userId', () => ID, { description: 'The member.' });
const pageArgs = {
  first: () => Arg('first', () => Int, { defaultValue: 20, description: 'How many, at most 50.' }),
  after: () => Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }),
};

@Resolver(() => User)
export class PeopleResolver {
  @Query(() => User, { description: "A member's profile. NOT_FOUND 'Profile not found' when deleted, deactivated or blocked." })
  user(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return new PeopleService(ctx).profile(id);
  }

  @Query(() => User, {
    nullable: true,
    description: 'The member with this @handle (with or without the @), for @mention links; null when there is none the viewer may see.',
  })
  memberByHandle(@Arg('handle', () => String) handle: string, @Ctx() ctx: Context) {
    return new PeopleService(ctx).byHandle({ handle });
  }

  @Query(() => [Suggestion], {
    description: 'People from the viewer’s electoral area, nearest first (visitors: the most followed members).',
  })
  suggestions(@Arg('first', () => Int, { defaultValue: 10, description: 'How many, at most 50.' }) first: number, @Ctx() ctx: Context) {
    return new PeopleService(ctx).suggestions({ first });
  }

  @Query(() => [User], { description: "Members by name or handle, from 2 characters ('Search needs at least 2 characters')." })
  searchUsers(
    @Arg('query', () => String) query: string,
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many, at most 50.' }) first: number,
    @Ctx() ctx: Context,
  ) {
    return new PeopleService(ctx).search({ query, first });
  }

  @Query(() => UserConnection, { description: "A member's followers (empty for a private profile the viewer doesn't follow)." })
  async followers(@userId() id: string, @pageArgs.first() first: number, @pageArgs.after() after: string | null, @Ctx() ctx: Context) {
    return connection(await new PeopleService(ctx).peopleOf('followers', { userId: id, first, after }));
  }

  @Query(() => UserConnection, { description: 'The members a member follows (same privacy as followers).' })
  async following(@userId() id: string, @pageArgs.first() first: number, @pageArgs.after() after: string | null, @Ctx() ctx: Context) {
    return connection(await new PeopleService(ctx).peopleOf('following', { userId: id, first, after }));
  }

  @Query(() => [User], { description: "Members asking to follow the viewer's private profile, newest first." })
  followRequests(@Ctx() ctx: Context) {
    return new FollowService(ctx).requests();
  }

  @Mutation(() => FollowState, { description: 'Follows a member; for a private profile, asks to.' })
  follow(@userId() id: string, @idempotencyKeyArg() idempotencyKey: string | null, @Ctx() ctx: Context) {
    return new FollowService(ctx).follow({ userId: id, idempotencyKey });
  }

  @Mutation(() => FollowState, { description: 'Stops following a member, or withdraws a request.' })
  unfollow(@userId() id: string, @idempotencyKeyArg() idempotencyKey: string | null, @Ctx() ctx: Context) {
    return new FollowService(ctx).unfollow({ userId: id, idempotencyKey });
  }

  @Mutation(() => Boolean, { description: 'Accepts a request to follow the viewer’s private profile.' })
  acceptFollowRequest(@userId() id: string, @Ctx() ctx: Context) {
    return new FollowService(ctx).accept({ userId: id });
  }

  @Mutation(() => Boolean, { description: 'Declines a request to follow the viewer’s private profile.' })
  declineFollowRequest(@userId() id: string, @Ctx() ctx: Context) {
    return new FollowService(ctx).decline({ userId: id });
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer follows this member.' })
  isFollowing(@Root() user: User, @Ctx() ctx: Context) {
    return new FollowService(ctx).viewerFollows().load(user.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer asked to follow this private profile and awaits an answer.' })
  isFollowRequested(@Root() user: User, @Ctx() ctx: Context) {
    return new FollowService(ctx).viewerRequested().load(user.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may see this member’s posts, lists and location.' })
  canSeeProfile(@Root() user: User, @Ctx() ctx: Context) {
    return new PeopleService(ctx).canSee(user);
  }
}
