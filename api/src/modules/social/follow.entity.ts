import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** One member following another: a unique pair, never oneself. */
@Entity({ tableName: 'follows' })
@Unique({ name: 'follows_pair_unique', properties: ['follower', 'following'] })
@Index({ name: 'follows_following_index', properties: ['following', 'createdAt'] })
@Check({ name: 'follows_not_self', expression: 'follower_id <> following_id' })
export class Follow {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false }) // the pair index starts with it
  follower!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  following!: User;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
