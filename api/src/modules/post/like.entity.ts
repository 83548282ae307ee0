import { randomUUID } from 'node:crypto';
import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import { Comment } from './comment.entity.js';
import { Post } from './post.entity.js';

/** A member's like of a post or of a comment: one per member and thing. */
@Entity({ tableName: 'likes' })
@Unique({ name: 'likes_user_post_unique', properties: ['user', 'post'] })
@Unique({ name: 'likes_user_comment_unique', properties: ['user', 'comment'] })
@Check({ name: 'likes_one_target', expression: 'num_nonnulls(post_id, comment_id) = 1' })
export class Like {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: User;

  @ManyToOne(() => Post, { nullable: true, deleteRule: 'cascade', index: true })
  post?: Post | null;

  @ManyToOne(() => Comment, { nullable: true, deleteRule: 'cascade', index: true })
  comment?: Comment | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
