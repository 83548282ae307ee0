import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { User } from '../user/user.entity.js';
import { Post } from './post.entity.js';

export enum ShareTarget {
  X = 'x',
  FACEBOOK = 'facebook',
  WHATSAPP = 'whatsapp',
  TELEGRAM = 'telegram',
  COPY_LINK = 'copy_link',
}
registerEnumType(ShareTarget, { name: 'ShareTarget', description: "Where a post was shared from the share dialog." });

/** A share of a post from the share dialog; visitors may share too. */
@Entity({ tableName: 'post_shares' })
export class PostShare {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Post, { deleteRule: 'cascade', index: true })
  originalPost!: Post;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  user?: User | null;

  @Enum({ items: () => ShareTarget })
  target!: ShareTarget;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
