import { wrap } from '@mikro-orm/core';
import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import { isOwnerOrAdmin } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { FollowService } from '../social/follow.service.js';
import { GeoService } from '../geo/geo.service.js';
import type { User } from './user.entity.js';

type Rule = (user: User, ctx: Context) => boolean | Promise<boolean>;

const owner: Rule = (user, ctx) => isOwnerOrAdmin(ctx, user.id);

/** A private profile's lists and location are for the followers its owner accepted. */
export const canSeeProfile: Rule = (user, ctx) =>
  !user.isPrivateProfile || owner(user, ctx) || new FollowService(ctx).viewerFollows().load(user.id);

/**
 * Who may read which User fields. Party and polling unit are sensitive personal data under
 * the Nigeria Data Protection Act 2023: others see them only when the member turns that on.
 */
export const USER_FIELD_RULES: Readonly<Partial<Record<keyof User | 'location', Rule>>> = {
  email: owner,
  phoneNumber: owner,
  walletBalance: owner,
  totalEarnings: owner,
  bankName: owner,
  accountNumber: owner,
  accountName: owner,
  bankCode: owner,
  autoWithdrawal: owner,
  minimumWithdrawalAmount: owner,
  lastLoginAt: owner,
  dateOfBirth: owner,
  partyConsentAt: owner,
  partyAffiliation: (user, ctx) => user.showPartyAffiliation || owner(user, ctx),
  pollingUnit: async (user, ctx) => owner(user, ctx) || (user.showPollingUnit && (await canSeeProfile(user, ctx))),
  state: canSeeProfile,
  lga: canSeeProfile,
  ward: canSeeProfile,
  location: canSeeProfile,
};

/**
 * GraphQL: a guarded User field resolves to null for whoever its rule refuses. Wraps just
 * those fields' resolvers in the built schema: a global middleware would run on every field
 * of every type, a cost paid by every field of long lists such as the polling units.
 */
export function guardPrivateUserFields(schema: GraphQLSchema): void {
  const user = schema.getType('User');
  if (!isObjectType(user)) throw new Error('the schema has no User type');
  const fields = user.getFields();
  for (const [name, rule] of Object.entries(USER_FIELD_RULES)) {
    const field = fields[name];
    if (!field) throw new Error(`User.${name} is guarded but not in the schema`);
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (root: User, args, context: Context, info) =>
      (await rule(root, context)) ? resolve(root, args, context, info) : null;
  }
}

/** REST: the spec's user JSON, with the same rules as GraphQL, and the location's names. */
export async function userJson(user: User, ctx: Context) {
  const json: Record<string, unknown> = {
    ...wrap(user).toObject(), // leaves out hidden properties such as passwordHash
    displayName: user.displayName,
    initials: user.initials,
    avatarUrl: user.avatarUrl,
    isAdmin: user.isAdmin,
    isSuperAdmin: user.isSuperAdmin,
    location: await new GeoService(ctx).locationOf(user, !!(await USER_FIELD_RULES.pollingUnit!(user, ctx))),
  };
  for (const [field, rule] of Object.entries(USER_FIELD_RULES)) {
    if (!(await rule(user, ctx))) json[field] = null;
  }
  delete json.deactivatedAt;
  delete json.deletedAt;
  return json;
}

/** Some fields of the user JSON, e.g. a member as the message and notification lists show them. */
export async function userJsonFields(user: User, ctx: Context, fields: readonly string[]) {
  const json = await userJson(user, ctx);
  return Object.fromEntries(fields.map((field) => [field, json[field] ?? null]));
}
