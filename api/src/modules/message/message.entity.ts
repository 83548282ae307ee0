import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../user/user.entity.js';
import { Conversation } from './conversation.entity.js';

/** One message. `recipient` is the other participant, kept so unread counts read one small index. */
@ObjectType({ description: 'One direct message.' })
@Entity({ tableName: 'messages' })
@Index({ name: 'messages_thread_index', expression: 'create index "messages_thread_index" on "messages" ("conversation_id", "created_at" desc, "id" desc)' })
@Index({
  name: 'messages_unread_index',
  expression: 'create index "messages_unread_index" on "messages" ("recipient_id", "conversation_id") where not "is_read"',
})
@Index({ name: 'messages_sender_index', properties: ['sender'] })
export class Message {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Conversation, { deleteRule: 'cascade', index: false })
  conversation!: Conversation;

  @Field(() => User, { description: 'Who sent it.' })
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  sender!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  recipient!: User;

  @Field(() => String, { description: 'The text, trimmed, 1 to 2,000 characters.' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => Boolean, { description: 'Whether the recipient has read it (the read receipt).' })
  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Field(() => Boolean, { description: 'Whether a moderator hid it (only its sender still sees it, with the reason).' })
  @Property({ type: 'boolean', default: false })
  isModerated: boolean = false;

  @Field(() => String, { nullable: true, description: 'Why a moderator hid it.' })
  @Property({ type: 'text', nullable: true })
  moderationReason?: string | null;

  /** Removed by a moderator: its sender no longer sees it either. */
  @Property({ type: 'boolean', default: false })
  isRemoved: boolean = false;

  @Field(() => Date, { description: 'When it was sent.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
