import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { ContentType } from '../post/mention.entity.js';
import { User } from '../user/user.entity.js';

export enum ReportStatus {
  PENDING = 'pending',
  REVIEWED = 'reviewed',
  DISMISSED = 'dismissed',
}

/** A member's report of a post or comment, waiting for a moderator. */
@Entity({ tableName: 'content_reports' })
@Index({ name: 'content_reports_queue_index', properties: ['status', 'createdAt'] })
@Index({ name: 'content_reports_content_index', properties: ['contentType', 'contentId'] })
export class ContentReport {
  [OptionalProps]?: 'status' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  reporter!: User;

  @Enum({ items: () => ContentType })
  contentType!: ContentType;

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
}
