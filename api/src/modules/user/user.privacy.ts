import { wrap } from '@mikro-orm/core';
import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import { isOwnerOrAdmin } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { GeoService } from '../geo/geo.service.js';
import type { User } from './user.entity.js';

/**
 * Fields only the owner (and administrators) may read. Party and polling unit are
 * sensitive personal data under the Nigeria Data Protection Act 2023.
 */
export const PRIVATE_USER_FIELDS: ReadonlySet<string> = new Set([
  'email',
  'phoneNumber',
  'partyAffiliation',
  'pollingUnit',
  'walletBalance',
  'totalEarnings',
  'bankName',
  'accountNumber',
  'accountName',
  'bankCode',
  'autoWithdrawal',
  'minimumWithdrawalAmount',
  'lastLoginAt',
  'dateOfBirth',
] satisfies (keyof User)[]);

/**
 * GraphQL: private User fields resolve to null for anyone but the owner. Wraps just those
 * fields' resolvers in the built schema: a global middleware would run on every field of
 * every type, which costs ~15 µs a field on lists such as the 176,846 polling units.
 */
export function guardPrivateUserFields(schema: GraphQLSchema): void {
  const user = schema.getType('User');
  if (!isObjectType(user)) throw new Error('the schema has no User type');
  const fields = user.getFields();
  for (const name of PRIVATE_USER_FIELDS) {
    const field = fields[name];
    if (!field) throw new Error(`User.${name} is private but not in the schema`);
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (root: User, args, context: Context, info) =>
      isOwnerOrAdmin(context, root.id) ? resolve(root, args, context, info) : null;
  }
}

/** REST: the spec's user JSON, with the same privacy rule as GraphQL, and the location's names. */
export async function userJson(user: User, ctx: Context) {
  const canSeePrivate = isOwnerOrAdmin(ctx, user.id);
  const json: Record<string, unknown> = {
    location: await new GeoService(ctx).locationOf(user, canSeePrivate),
    ...wrap(user).toObject(), // leaves out hidden properties such as passwordHash
    displayName: user.displayName,
    initials: user.initials,
    avatarUrl: user.avatarUrl,
    isAdmin: user.isAdmin,
    isSuperAdmin: user.isSuperAdmin,
  };
  for (const field of PRIVATE_USER_FIELDS) if (!canSeePrivate) json[field] = null;
  return json;
}
