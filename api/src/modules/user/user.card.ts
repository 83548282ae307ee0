import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLResolveInfo } from 'graphql';
import { viewById, viewOfFields } from '../../platform/entity-view.js';
import { loadOncePerEvent } from '../../shared/per-event.js';
import type { MemberCard } from '../../shared/pubsub.js';
import { selectsOnlyWithin } from '../../shared/selection.js';
import { User } from './user.entity.js';

/** The User fields a card answers: its columns and what is worked out from them. Any other field needs the member read. */
const CARD_FIELDS: ReadonlySet<string> = new Set(['__typename', 'id', 'handle', 'firstName', 'lastName', 'displayName', 'initials', 'avatarUrl']);

/** What any member may see of this one, for an event to carry (see MemberCard). */
export function memberCard(user: Pick<User, keyof MemberCard>): MemberCard {
  return {
    id: user.id,
    handle: user.handle,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    customProfileImage: user.customProfileImage ?? null,
  };
}

/**
 * The member an event names, for the field `field` of what is being resolved: a view of the card
 * it carries when the operation asks only for card fields (the web app's documents: no read),
 * otherwise the member read by id, once per event for all its executions.
 */
export function cardMember(orm: MikroORM, event: object, card: MemberCard, info: GraphQLResolveInfo, field: string): User | Promise<User | null> {
  if (selectsOnlyWithin(info, field, CARD_FIELDS)) return viewOfFields(orm.em, User, card);
  return loadOncePerEvent(event, `member\n${card.id}`, () => viewById(orm, User, card.id));
}
