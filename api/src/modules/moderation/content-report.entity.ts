import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { ModerationAction, REPORTABLE_SUBJECTS, SubjectType } from './moderation-action.entity.js';
import { User } from '../user/user.entity.js';

export enum ReportStatus {
  PENDING = 'pending',
  REVIEWED = 'reviewed',
  DISMISSED = 'dismissed',
}

/**
 * A member's report of a post, comment, message or profile. A member has at most one open
 * report per item (content_reports_one_open): reporting again updates it.
 */
@Entity({ tableName: 'content_reports' })
@Index({ name: 'content_reports_queue_index', properties: ['status', 'createdAt'] })
@Index({ name: 'content_reports_content_index', properties: ['contentType', 'contentId'] })
@Index({
  name: 'content_reports_reporter_history_index',
  expression: 'create index "content_reports_reporter_history_index" on "content_reports" ("reporter_id", "created_at" desc, "id" desc)',
})
@Index({
  name: 'content_reports_pending_index',
  expression: `create index "content_reports_pending_index" on "content_reports" ("content_type", "content_id", "created_at") where "status" = 'pending'`,
})
@Index({
  name: 'content_reports_one_open',
  expression: `create unique index "content_reports_one_open" on "content_reports" ("reporter_id", "content_type", "content_id") where "status" = 'pending'`,
})
export class ContentReport {
  [OptionalProps]?: 'status' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  reporter!: User;

  @Enum({ items: [...REPORTABLE_SUBJECTS] })
  contentType!: SubjectType;

  @Property({ type: 'uuid' })
  contentId!: string;

  /** One of REPORT_REASONS (report.service.ts). */
  @Property({ type: 'string', length: 40 })
  reason!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Enum({ items: () => ReportStatus, default: ReportStatus.PENDING })
  status: ReportStatus = ReportStatus.PENDING;

  @Property({ type: 'uuid', nullable: true })
  moderatorId?: string | null;

  @Property({ type: 'text', nullable: true })
  moderatorNotes?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null;

  /** When the reporter last changed it (a repeated report merges into the open one). */
  @Property({ type: 'datetime', nullable: true })
  updatedAt?: Date | null;

  /** The moderator's action that closed it. */
  @ManyToOne(() => ModerationAction, { nullable: true, deleteRule: 'set null', index: false })
  action?: ModerationAction | null;
}
