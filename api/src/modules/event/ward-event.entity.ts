import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** A meeting, rally or town hall in one ward (SPEC §3 events). */
@Entity({ tableName: 'events' })
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

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
