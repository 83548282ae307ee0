import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../user/user.entity.js';

export enum NotificationType {
  FOLLOW = 'follow',
  FOLLOW_REQUEST = 'follow_request',
  LIKE = 'like',
  COMMENT = 'comment',
  REPLY = 'reply',
  MENTION = 'mention',
  REPOST = 'repost',
  MESSAGE = 'message',
}
registerEnumType(NotificationType, { name: 'NotificationType', description: 'What happened.' });

/** What a notification is about: the web links a post, a member or a conversation. */
export enum NotificationSubject {
  POST = 'post',
  COMMENT = 'comment',
  USER = 'user',
  CONVERSATION = 'conversation',
}
registerEnumType(NotificationSubject, { name: 'NotificationSubject', description: 'The kind of thing a notification is about.' });

/**
 * Something another member did that concerns the recipient. Likes, follows and messages
 * notify once per subject (a like-unlike-like never notifies twice; a new message
 * refreshes the conversation's notification instead of adding one per message).
 */
@ObjectType({ description: 'Something another member did that concerns the viewer.' })
@Entity({ tableName: 'notifications' })
@Index({ name: 'notifications_recipient_index', expression: 'create index "notifications_recipient_index" on "notifications" ("user_id", "created_at" desc, "id" desc)' })
@Index({ name: 'notifications_unread_index', expression: 'create index "notifications_unread_index" on "notifications" ("user_id") where not "is_read"' })
@Index({
  name: 'notifications_once_unique',
  expression: `create unique index "notifications_once_unique" on "notifications" ("user_id", "type", "from_user_id", "content_type", "content_id") where "type" in ('like', 'follow', 'follow_request', 'message')`,
})
@Index({ name: 'notifications_from_user_index', properties: ['fromUser'] })
export class Notification {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The recipient. */
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: User;

  @Field(() => NotificationType, { description: 'What happened.' })
  @Enum({ items: () => NotificationType })
  type!: NotificationType;

  @Field(() => User, { description: 'Who did it.' })
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  fromUser!: User;

  @Field(() => NotificationSubject, { description: 'What it is about.' })
  @Enum({ items: () => NotificationSubject })
  contentType!: NotificationSubject;

  @Field(() => ID, { description: 'The id of what it is about (post, comment, member or conversation).' })
  @Property({ type: 'uuid' })
  contentId!: string;

  @Field(() => ID, { nullable: true, description: 'The post it concerns, for a link (likes, comments, replies, mentions, reposts).' })
  @Property({ type: 'uuid', nullable: true })
  postId?: string | null;

  /** What happened, without the actor's name ('liked your post'), so a renamed or deleted account leaves no trace. */
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Boolean, { name: 'read', description: 'Whether the viewer has read it.' })
  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Field(() => Date, { description: 'When it happened (for messages: the latest message).' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
