import { wrap } from '@mikro-orm/core';
import type { MiddlewareFn } from 'type-graphql';
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

/** GraphQL: private User fields resolve to null for anyone but the owner. */
export const userPrivacy: MiddlewareFn<Context> = async ({ root, info, context }, next) => {
  const value = await next();
  if (info.parentType.name !== 'User' || !PRIVATE_USER_FIELDS.has(info.fieldName)) return value;
  return isOwnerOrAdmin(context, (root as User).id) ? value : null;
};

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
