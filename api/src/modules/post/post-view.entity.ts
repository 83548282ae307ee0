import { randomUUID } from 'node:crypto';
import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import { Post } from './post.entity.js';

/** A post seen once by a member, or by a visitor's browser session. */
@Entity({ tableName: 'post_views' })
@Unique({ name: 'post_views_post_user_unique', properties: ['post', 'user'] })
@Unique({ name: 'post_views_post_session_unique', properties: ['post', 'sessionId'] })
@Check({ name: 'post_views_who', expression: 'num_nonnulls(user_id, session_id) >= 1' })
export class PostView {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Post, { deleteRule: 'cascade', index: false })
  post!: Post;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade', index: false })
  user?: User | null;

  /** The browser session's id (a random token the client keeps for the session), for visitors. */
  @Property({ type: 'string', length: 64, nullable: true })
  sessionId?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
