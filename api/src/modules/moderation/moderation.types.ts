import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../shared/pagination.js';
import { ReportOutcome } from './report.service.js';
import { User } from '../user/user.entity.js';
import { ModerationAction, ModerationActionKind, SubjectType } from './moderation-action.entity.js';
import { QueueOrder } from './moderation.service.js';

registerEnumType(QueueOrder, {
  name: 'QueueOrder',
  description: 'How the moderation queue is sorted.',
  valuesConfig: {
    NEWEST: { description: 'Most recently reported first.' },
    MOST_REPORTED: { description: 'Most reports first, then most recently reported.' },
  },
});
registerEnumType(ReportOutcome, {
  name: 'ReportOutcome',
  description: 'Where a report stands, as its reporter sees it.',
  valuesConfig: {
    PENDING: { description: 'Not reviewed yet.' },
    ACTION_TAKEN: { description: 'A moderator acted (hid or removed the content, or warned, suspended or banned its member).' },
    NO_ACTION: { description: 'A moderator reviewed it and took no action.' },
  },
});

@ObjectType({ description: 'Whether the viewer has moderation powers (GET /api/admin/status).' })
export class AdminStatus {
  @Field(() => Boolean, { description: 'Administrator or super administrator.' })
  isAdmin!: boolean;

  @Field(() => Boolean, { description: 'Super administrator: also grants roles and reverses actions.' })
  isSuperAdmin!: boolean;
}

@ObjectType({ description: 'One report in the moderation queue.' })
export class ReportEntry {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field(() => String, { description: "The reason's value, e.g. 'spam'." })
  reason!: string;

  @Field(() => String, { description: "The reason's label, e.g. 'Spam or scam'." })
  reasonLabel!: string;

  @Field(() => String, { nullable: true, description: 'What the reporter added.' })
  description!: string | null;

  @Field(() => Date, { description: 'When it was reported (or last updated by the reporter).' })
  createdAt!: Date;

  @Field(() => User, { description: 'Who reported it.' })
  reporter!: User;
}

@ObjectType({ description: 'How many reports gave one reason.' })
export class ReasonCount {
  @Field(() => String, { description: "The reason's value." })
  reason!: string;

  @Field(() => String, { description: "The reason's label." })
  label!: string;

  @Field(() => Int, { description: 'Reports giving it.' })
  count!: number;
}

@ObjectType({ description: 'Reported content as a moderator sees it, with what surrounds it.' })
export class ReportedContent {
  @Field(() => SubjectType, { description: 'Post, comment, message or member.' })
  contentType!: SubjectType;

  @Field(() => ID, { description: 'Its id.' })
  id!: string;

  @Field(() => String, { description: "The text (a member's bio for a profile)." })
  text!: string;

  @Field(() => String, { nullable: true, description: "An attached image (a profile's picture)." })
  imageUrl!: string | null;

  @Field(() => Date, { description: 'When it was written (when the member joined, for a profile).' })
  createdAt!: Date;

  @Field(() => User, { nullable: true, description: 'Who wrote it, or the member reported.' })
  author!: User | null;

  @Field(() => String, {
    nullable: true,
    description: "Context: a comment's post, a message's three messages before it, a repost's original.",
  })
  context!: string | null;

  @Field(() => ID, { nullable: true, description: 'The post to open: the post itself, or the post a comment is on.' })
  postId!: string | null;

  @Field(() => Boolean, { description: 'Hidden by a moderator.' })
  isModerated!: boolean;

  @Field(() => Boolean, { description: 'Removed by a moderator (its author no longer sees it).' })
  isRemoved!: boolean;

  @Field(() => Boolean, { description: 'Deleted by its author or an Admin Delete.' })
  isDeleted!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it was hidden or removed.' })
  moderationReason!: string | null;
}

@ObjectType({ description: 'The open reports about one post, comment, message or member.' })
export class ReportGroup {
  @Field(() => ID, { description: "'type:id' of what is reported." })
  id!: string;

  @Field(() => SubjectType, { description: 'What is reported.' })
  contentType!: SubjectType;

  @Field(() => ID, { description: 'Its id.' })
  contentId!: string;

  @Field(() => Int, { description: 'Open reports about it (one per member).' })
  reportsCount!: number;

  @Field(() => Date, { description: 'When it was last reported.' })
  latestReportAt!: Date;

  @Field(() => [ReasonCount], { description: 'Reasons given, most given first.' })
  reasons!: ReasonCount[];

  @Field(() => [ReportEntry], { description: 'The ten newest reports (reportsCount and reasons count them all).' })
  reports!: ReportEntry[];

  @Field(() => ReportedContent, { nullable: true, description: 'The content itself; null if it no longer exists.' })
  content!: ReportedContent | null;
}

@ObjectType({ description: "One of the viewer's own reports, with its outcome." })
export class MyReport {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field(() => SubjectType, { description: 'What was reported.' })
  contentType!: SubjectType;

  @Field(() => ID, { description: 'Its id.' })
  contentId!: string;

  @Field(() => String, { description: "The reason's label." })
  reasonLabel!: string;

  @Field(() => String, { nullable: true, description: 'What the reporter added.' })
  description!: string | null;

  @Field(() => ReportOutcome, { description: 'Where it stands.' })
  outcome!: ReportOutcome;

  @Field(() => String, { description: "The outcome in words, e.g. 'A moderator hid this post.'" })
  summary!: string;

  @Field(() => Date, { description: 'When it was reported.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a moderator reviewed it.' })
  reviewedAt!: Date | null;
}

export const ReportGroupConnection = ConnectionType(ReportGroup, 'ReportGroup', 'A page of the moderation queue.');
export const MyReportConnection = ConnectionType(MyReport, 'MyReport', "A page of the viewer's reports, newest first.");
export const ModerationActionConnection = ConnectionType(ModerationAction, 'ModerationAction', 'A page of moderation actions, newest first.');

@ObjectType({ description: "The viewer's standing with the moderators." })
export class AccountStanding {
  @Field(() => Date, { nullable: true, description: 'Until when the member is suspended; null when not suspended.' })
  suspendedUntil!: Date | null;

  @Field(() => ModerationActionConnection, {
    description: 'What moderators did about the member’s content and account (hidden, removed, warnings, suspensions), with reasons.',
  })
  actions!: InstanceType<typeof ModerationActionConnection>;
}

@InputType({ description: 'A moderator’s action on reported content or a member.' })
export class ModerateInput {
  @Field(() => SubjectType, { description: 'What to act on.' })
  contentType!: SubjectType;

  @Field(() => ID, { description: 'Its id (for USER, the member).' })
  contentId!: string;

  @Field(() => ModerationActionKind, {
    description: 'DISMISS, HIDE or REMOVE (content), WARN, SUSPEND or BAN (its author, or the member).',
  })
  action!: ModerationActionKind;

  @Field(() => String, { nullable: true, description: 'Why (required except to dismiss): the member sees it. At most 500 characters.' })
  reason?: string | null;

  @Field(() => Int, { nullable: true, description: 'For SUSPEND: hours, 1 to 8,760 (the web offers 24, 72, 168, 720).' })
  durationHours?: number | null;
}

