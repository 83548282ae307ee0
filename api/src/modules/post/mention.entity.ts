import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

export enum ContentType {
  POST = 'post',
  COMMENT = 'comment',
}

/** An @handle in a post or comment, for the mentioned member's notifications. */
@Entity({ tableName: 'mentions' })
@Index({ name: 'mentions_content_index', properties: ['contentType', 'contentId'] })
export class Mention {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  mentioner!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  mentioned!: User;

  @Enum({ items: () => ContentType })
  contentType!: ContentType;

  @Property({ type: 'uuid' })
  contentId!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
