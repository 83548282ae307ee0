import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** A member blocking another: each side's posts and comments are hidden from the other. */
@Entity({ tableName: 'user_blocks' })
@Unique({ name: 'user_blocks_pair_unique', properties: ['blocker', 'blocked'] })
@Index({ name: 'user_blocks_blocked_index', properties: ['blocked', 'blocker'] })
@Check({ name: 'user_blocks_not_self', expression: 'blocker_id <> blocked_id' })
export class UserBlock {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  blocker!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  blocked!: User;

  @Property({ type: 'string', length: 60 })
  reason!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
