import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../user/user.entity.js';

/**
 * Two members' private thread. The pair is stored in a fixed order (participant1 < participant2),
 * so one pair has one conversation whoever starts it.
 */
@ObjectType({ description: 'A private conversation between the viewer and one other member.' })
@Entity({ tableName: 'conversations' })
@Unique({ name: 'conversations_pair_unique', properties: ['participant1', 'participant2'] })
@Check({ name: 'conversations_ordered_pair', expression: 'participant1_id < participant2_id' })
@Index({ name: 'conversations_participant2_index', properties: ['participant2'] })
export class Conversation {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  participant1!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  participant2!: User;

  /** Who opened it: the other participant sees it once a message arrives. */
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  startedBy!: User;

  @Field(() => Date, { nullable: true, description: 'When the last message was sent; null before the first.' })
  @Property({ type: 'datetime', nullable: true })
  lastMessageAt?: Date | null;

  /** Orders the list: the last message's time, or the opening time before any. */
  @Property({ type: 'datetime' })
  activeAt: Date = new Date();

  @Field(() => Date, { description: 'When it was opened.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
