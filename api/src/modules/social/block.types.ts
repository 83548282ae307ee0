import { Field, ObjectType } from 'type-graphql';
import { PageInfo } from '../../shared/pagination.js';
import { User } from '../user/user.entity.js';

@ObjectType({ description: 'A member the viewer blocked, with the reason they chose and when.' })
export class BlockedMember {
  @Field(() => User, { description: 'The member.' })
  user!: User;

  @Field(() => String, { description: 'The reason chosen when blocking (one of blockReasons).' })
  reason!: string;

  @Field(() => Date, { description: 'When they were blocked.' })
  blockedAt!: Date;
}

@ObjectType({ description: 'One blocked member in a page, with its cursor.' })
export class BlockedMemberEdge {
  @Field(() => String, { description: 'Pass as `after` for the members that follow.' })
  cursor!: string;

  @Field(() => BlockedMember, { description: 'The blocked member.' })
  node!: BlockedMember;
}

@ObjectType({ description: 'The members the viewer blocked, newest block first (Relay connection).' })
export class BlockedMemberConnection {
  @Field(() => [BlockedMemberEdge], { description: 'The blocked members on this page.' })
  edges!: BlockedMemberEdge[];

  @Field(() => PageInfo, { description: 'Whether more follow, and the cursor to get them.' })
  pageInfo!: PageInfo;
}
