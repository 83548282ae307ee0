import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from '../user/user.entity.js';
import { Post } from './post.entity.js';

export const COMMENT_LIMIT = 500;

/** A comment on a post, or a reply to a comment (parentComment set). */
@ObjectType({ description: 'A comment on a post, or a reply in its thread.' })
@Entity({ tableName: 'comments' })
@Index({ name: 'comments_thread_index', properties: ['post', 'parentComment', 'createdAt'] })
@Check({ name: 'comments_counts_non_negative', expression: 'likes_count >= 0 and replies_count >= 0' })
export class Comment {
  [OptionalProps]?: 'likesCount' | 'repliesCount' | 'isModerated' | 'isRemoved' | 'isDeleted' | 'createdAt';

  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Post, { deleteRule: 'cascade', index: false }) // comments_thread_index starts with it
  post!: Post;

  @Field(() => User, { description: 'Who wrote it.' })
  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  author!: User;

  @ManyToOne(() => Comment, { nullable: true, deleteRule: 'cascade', index: true })
  parentComment?: Comment | null;

  @Field(() => String, { description: 'The text, up to 500 characters.' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => Int, { description: 'Likes.' })
  @Property({ type: 'integer', default: 0 })
  likesCount: number = 0;

  @Field(() => Int, { description: 'Direct replies.' })
  @Property({ type: 'integer', default: 0 })
  repliesCount: number = 0;

  @Field(() => Boolean, { description: 'Whether a moderator has hidden it.' })
  @Property({ type: 'boolean', default: false })
  isModerated: boolean = false;

  @Field(() => String, { nullable: true, description: 'Why a moderator hid it.' })
  @Property({ type: 'text', nullable: true })
  moderationReason?: string | null;

  /** Removed by a moderator: hidden from its author too. */
  @Property({ type: 'boolean', default: false })
  isRemoved: boolean = false;

  @Property({ type: 'boolean', default: false })
  isDeleted: boolean = false;

  @Field(() => Date, { description: 'When it was written.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
