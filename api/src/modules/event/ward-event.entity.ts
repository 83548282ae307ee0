import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** A meeting, rally or town hall in one ward (SPEC §3 events). */
@Entity({ tableName: 'events' })
@Index({ name: 'events_ward_upcoming_index', properties: ['ward', 'dateTime', 'id'] })
@Index({ name: 'events_created_by_index', properties: ['createdBy'] })
@Check({ name: 'events_title_present', expression: 'length(btrim(title)) > 0' })
@Check({ name: 'events_description_length', expression: 'length(description) <= 1000' })
@Check({ name: 'events_ward_code', expression: String.raw`ward ~ '^\d{2}/\d{2}/\d{2}$'` })
export class WardEvent {
  [OptionalProps]?: 'createdAt' | 'description';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 120 })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'string', length: 200 })
  location!: string;

  @Property({ type: 'datetime' })
  dateTime!: Date;

  /** The ward's full code, '24/16/05'. */
  @Property({ type: 'string', length: 8 })
  ward!: string;

  @ManyToOne(() => User, { fieldName: 'created_by_id', deleteRule: 'cascade' })
  createdBy!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
