import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

export type SessionData = { userId: string; createdAt: string; userAgent?: string };

/**
 * A signed-in browser or client. The cookie holds a random token; `sid` is its
 * SHA-256, so a copy of this table signs nobody in.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'string', length: 64 })
  sid!: string;

  @Property({ type: 'json' })
  sess!: SessionData;

  @Index()
  @Property({ type: 'datetime' })
  expire!: Date;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;
}
