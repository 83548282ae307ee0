import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** A single-use, expiring reset link. Only the SHA-256 of the emailed token is stored. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  [OptionalProps]?: 'isUsed' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 64, unique: true })
  token!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'boolean', default: false })
  isUsed: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
