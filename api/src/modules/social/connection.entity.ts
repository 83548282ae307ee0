import { randomUUID } from 'node:crypto';
import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

export enum ConnectionStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
}

/** A request to follow a private profile: pending until its owner accepts (then a follow exists). */
@Entity({ tableName: 'connections' })
@Unique({ name: 'connections_pair_unique', properties: ['requester', 'addressee'] })
@Index({ name: 'connections_inbox_index', properties: ['addressee', 'status', 'createdAt'] })
@Check({ name: 'connections_not_self', expression: 'requester_id <> addressee_id' })
export class Connection {
  [OptionalProps]?: 'status' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  requester!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  addressee!: User;

  @Enum({ items: () => ConnectionStatus, default: ConnectionStatus.PENDING })
  status: ConnectionStatus = ConnectionStatus.PENDING;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  respondedAt?: Date | null;
}
