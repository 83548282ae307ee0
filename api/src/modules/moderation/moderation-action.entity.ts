import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../user/user.entity.js';

/** What can be reported and moderated. */
export enum SubjectType {
  POST = 'post',
  COMMENT = 'comment',
  MESSAGE = 'message',
  USER = 'user',
  OFFICIAL = 'official',
  INCIDENT = 'incident',
}
registerEnumType(SubjectType, {
  name: 'SubjectType',
  description:
    'What a report or moderation action is about: a post, comment, direct message or a member (their profile); ' +
    "or, for administrators' changes to the record of elected officials, an official (never reported); " +
    'or a polling-unit incident report that a moderator or observer reviewed (watch).',
});

/** What members report and moderators act on from the queue: an official's record is corrected by administrators instead. */
export const REPORTABLE_SUBJECTS = [SubjectType.POST, SubjectType.COMMENT, SubjectType.MESSAGE, SubjectType.USER] as const;

export enum ModerationActionKind {
  DISMISS = 'dismiss',
  HIDE = 'hide',
  REMOVE = 'remove',
  WARN = 'warn',
  SUSPEND = 'suspend',
  BAN = 'ban',
  DELETE = 'delete',
  BOOST = 'boost',
  SET_ROLE = 'set_role',
  ADD_OFFICIAL = 'add_official',
  CORRECT_OFFICIAL = 'correct_official',
  END_OFFICIAL_TERM = 'end_official_term',
  LINK_OFFICIAL = 'link_official',
  UNLINK_OFFICIAL = 'unlink_official',
  VERIFY_INCIDENT = 'verify_incident',
  DISMISS_INCIDENT = 'dismiss_incident',
}
registerEnumType(ModerationActionKind, {
  name: 'ModerationActionKind',
  description: 'What a moderator did.',
  valuesConfig: {
    DISMISS: { description: 'Closed the reports without acting on the content.' },
    HIDE: { description: 'Hid the content from everyone but its author (who sees the reason) and moderators.' },
    REMOVE: { description: 'Removed the content: its author no longer sees it either.' },
    WARN: { description: 'Warned the member, with the reason.' },
    SUSPEND: { description: 'Suspended the member for a duration: they may read, but not post, comment, message or promote.' },
    BAN: { description: 'Banned the member: they are signed out everywhere and cannot sign in.' },
    DELETE: { description: 'Admin Delete of a post (not reversible).' },
    BOOST: { description: 'Boosted a post to the blowing feed.' },
    SET_ROLE: { description: "Changed a member's role (details.role)." },
    ADD_OFFICIAL: { description: 'Recorded the holder of a seat, with the source.' },
    CORRECT_OFFICIAL: { description: "Corrected an official's record (details: the fields before and after)." },
    END_OFFICIAL_TERM: { description: "Ended an official's term: the seat shows its next holder, or none." },
    LINK_OFFICIAL: { description: "Linked an official to the member's account (verified)." },
    UNLINK_OFFICIAL: { description: "Unlinked an official from the member's account." },
    VERIFY_INCIDENT: { description: 'Verified a polling-unit incident report (a moderator or accredited observer), with the reason.' },
    DISMISS_INCIDENT: { description: 'Dismissed a polling-unit incident report (a moderator or accredited observer), with the reason.' },
  },
});

/** What a moderator does from the queue; a super admin can reverse each of these. */
export const QUEUE_ACTIONS = [
  ModerationActionKind.DISMISS,
  ModerationActionKind.HIDE,
  ModerationActionKind.REMOVE,
  ModerationActionKind.WARN,
  ModerationActionKind.SUSPEND,
  ModerationActionKind.BAN,
] as const;
export const REVERSIBLE: ReadonlySet<ModerationActionKind> = new Set(QUEUE_ACTIONS);

/** One moderator's action: who, when, on what, why; and, if a super admin reversed it, who and why. */
@ObjectType({ description: "A moderator's action, kept for the audit log." })
@Entity({ tableName: 'moderation_actions' })
@Index({ name: 'moderation_actions_log_index', expression: 'create index "moderation_actions_log_index" on "moderation_actions" ("created_at" desc, "id" desc)' })
@Index({
  name: 'moderation_actions_target_index',
  expression: 'create index "moderation_actions_target_index" on "moderation_actions" ("target_user_id", "created_at" desc)',
})
@Index({ name: 'moderation_actions_content_index', properties: ['contentType', 'contentId'] })
export class ModerationAction {
  [OptionalProps]?: 'isActive' | 'createdAt';

  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The moderator who acted (shown to administrators only: see moderation.resolver.ts). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  moderator?: User | null;

  @Field(() => SubjectType, { description: 'What was acted on.' })
  @Enum({ items: () => SubjectType })
  contentType!: SubjectType;

  @Field(() => ID, { description: 'The post, comment, message or member acted on.' })
  @Property({ type: 'uuid' })
  contentId!: string;

  @Field(() => User, { nullable: true, description: 'The member affected: the author of the content, or the member themselves.' })
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade', index: false })
  targetUser?: User | null;

  @Field(() => ModerationActionKind, { description: 'What was done.' })
  @Enum({ items: () => ModerationActionKind })
  action!: ModerationActionKind;

  @Field(() => String, { nullable: true, description: 'Why, as the moderator wrote it (shown to the member affected).' })
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Field(() => Int, { nullable: true, description: 'For a suspension: how long, in hours.' })
  @Property({ type: 'integer', nullable: true })
  duration?: number | null;

  /** Extra facts: the role given by SET_ROLE and the one before it. */
  @Property({ type: 'json', nullable: true })
  details?: Record<string, unknown> | null;

  @Field(() => Boolean, { description: 'False once a super admin reversed it.' })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Field(() => Date, { description: 'When it was done.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'For a suspension: when it ends.' })
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  /** The super admin who reversed it (administrators only). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  reversedBy?: User | null;

  @Field(() => Date, { nullable: true, description: 'When it was reversed.' })
  @Property({ type: 'datetime', nullable: true })
  reversedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was reversed.' })
  @Property({ type: 'text', nullable: true })
  reversalReason?: string | null;

  @Field(() => Boolean, { description: 'Whether a super admin could reverse it now.' })
  get isReversible(): boolean {
    return this.isActive && REVERSIBLE.has(this.action);
  }
}
