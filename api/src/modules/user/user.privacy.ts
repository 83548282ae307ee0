import { wrap } from '@mikro-orm/core';
import { defaultFieldResolver, isNonNullType, isObjectType, type GraphQLSchema } from 'graphql';
import { isOwnerOrAdmin } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { moduleHook } from '../../shared/module-hook.js';
import { GeoService } from '../geo/geo.service.js';
import type { User } from './user.entity.js';

type Rule = (user: User, ctx: Context) => boolean | Promise<boolean>;

const owner: Rule = (user, ctx) => isOwnerOrAdmin(ctx, user.id);

/** Whether the viewer follows a member: the social module (above this one) registers it when it starts. */
type ViewerFollows = (ctx: Context, userId: string) => Promise<boolean>;
const viewerFollows = moduleHook<ViewerFollows>('the social module has not registered who follows whom');
export const setViewerFollows = viewerFollows.provide;

/** A private profile's lists and location are for the followers its owner accepted. */
export const canSeeProfile: Rule = (user, ctx) => {
  if (!user.isPrivateProfile || owner(user, ctx)) return true;
  return viewerFollows.get()(ctx, user.id);
};

/**
 * Who may read a field: anyone (`public`), the member and administrators (`owner`), or
 * administrators alone (`admin`). `sharedWhen` opens an owner field to others by the member's
 * own settings (a public profile, party or unit shown).
 */
export type Audience = 'public' | 'owner' | 'admin';
export interface FieldAccess {
  readonly audience: Audience;
  readonly sharedWhen?: Rule;
}

const PUBLIC: FieldAccess = { audience: 'public' };
const OWNER: FieldAccess = { audience: 'owner' };
const ADMIN: FieldAccess = { audience: 'admin' };
const ownerUnlessShared = (sharedWhen: Rule): FieldAccess => ({ audience: 'owner', sharedWhen });

/** Entity properties no transport serves: a secret, and states under which the member isn't served at all. */
type NeverServed = 'passwordHash' | 'deactivatedAt' | 'deletedAt';
/** User fields that resolvers outside the entity add to the GraphQL type (and the REST user JSON's location). */
type ResolvedField = 'location' | 'official' | 'canSeeProfile' | 'isFollowing' | 'isFollowRequested';
export type UserField = Exclude<keyof User, symbol | NeverServed> | ResolvedField;

/**
 * Every readable field of a member, GraphQL's User type and the REST user JSON alike. The Record
 * makes a new entity property fail typecheck until it is classified here; a field missing from
 * this table is read by nobody (privacy by default) and fails user.privacy.test.ts. Party and
 * polling unit are sensitive personal data under the Nigeria Data Protection Act 2023: others see
 * them only when the member turns that on.
 */
export const USER_FIELD_ACCESS: Readonly<Record<UserField, FieldAccess>> = {
  id: PUBLIC,
  handle: PUBLIC,
  firstName: PUBLIC,
  lastName: PUBLIC,
  displayName: PUBLIC,
  initials: PUBLIC,
  avatarUrl: PUBLIC,
  profileImageUrl: PUBLIC,
  customProfileImage: PUBLIC,
  bio: PUBLIC,
  occupation: PUBLIC,
  interests: PUBLIC,
  membershipType: PUBLIC,
  isPrivateProfile: PUBLIC,
  showPartyAffiliation: PUBLIC,
  showPollingUnit: PUBLIC,
  civicLevel: PUBLIC,
  civicScore: PUBLIC,
  civicPoints: PUBLIC,
  postsCount: PUBLIC,
  followersCount: PUBLIC,
  followingCount: PUBLIC,
  createdAt: PUBLIC,
  isAdmin: PUBLIC,
  isSuperAdmin: PUBLIC,
  official: PUBLIC,
  // About the viewer's own standing with the member, so anyone may ask.
  canSeeProfile: PUBLIC,
  isFollowing: PUBLIC,
  isFollowRequested: PUBLIC,

  state: ownerUnlessShared(canSeeProfile),
  lga: ownerUnlessShared(canSeeProfile),
  ward: ownerUnlessShared(canSeeProfile),
  location: ownerUnlessShared(canSeeProfile),
  partyAffiliation: ownerUnlessShared((user) => user.showPartyAffiliation),
  pollingUnit: ownerUnlessShared(async (user, ctx) => user.showPollingUnit && (await canSeeProfile(user, ctx))),

  email: OWNER,
  phoneNumber: OWNER,
  dateOfBirth: OWNER,
  partyConsentAt: OWNER,
  lastLoginAt: OWNER,
  // Every sign-in writes lastLoginAt and so moves updatedAt: public, it told when a member was last here.
  updatedAt: OWNER,
  authProvider: OWNER,
  // Others need no role; an observer's accreditation isn't advertised (isAdmin still marks moderators).
  role: OWNER,
  suspendedUntil: OWNER,
  walletBalance: OWNER,
  totalEarnings: OWNER,
  bankName: OWNER,
  accountNumber: OWNER,
  accountName: OWNER,
  bankCode: OWNER,
  autoWithdrawal: OWNER,
  minimumWithdrawalAmount: OWNER,

  // A banned member can't sign in: the ban is the moderators' record.
  bannedAt: ADMIN,
};

const accessOf = (field: string): FieldAccess | undefined =>
  Object.hasOwn(USER_FIELD_ACCESS, field) ? USER_FIELD_ACCESS[field as UserField] : undefined;

/** Whether the viewer may read this field of this member; never for an unclassified field. */
export async function mayReadUserField(field: string, user: User, ctx: Context): Promise<boolean> {
  const access = accessOf(field);
  if (!access) return false;
  if (access.audience === 'public') return true;
  if (access.audience === 'owner' ? owner(user, ctx) : !!ctx.viewer?.isAdmin) return true;
  return !!access.sharedWhen && (await access.sharedWhen(user, ctx));
}

/**
 * GraphQL: a User field resolves to null for whoever may not read it. Wraps the resolvers of every
 * field that is not public, the unclassified included, in the built schema; public fields are
 * left alone, as a global middleware would cost every field of long lists such as the polling units.
 */
export function guardUserFields(schema: GraphQLSchema): void {
  const user = schema.getType('User');
  if (!isObjectType(user)) throw new Error('the schema has no User type');
  for (const [name, field] of Object.entries(user.getFields())) {
    const access = accessOf(name);
    if (access?.audience === 'public') continue;
    // Null is the answer for those refused: on a non-null field it would fail the whole parent.
    if (access && isNonNullType(field.type)) throw new Error(`User.${name} is for the ${access.audience} only, so must be nullable`);
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (root: User, args, context: Context, info) =>
      (await mayReadUserField(name, root, context)) ? resolve(root, args, context, info) : null;
  }
}

/** REST: the spec's user JSON, with the same rules as GraphQL, and the location's names. */
export async function userJson(user: User, ctx: Context) {
  const values: Record<string, unknown> = {
    ...wrap(user).toObject(), // leaves out hidden properties such as passwordHash
    displayName: user.displayName,
    initials: user.initials,
    avatarUrl: user.avatarUrl,
    isAdmin: user.isAdmin,
    isSuperAdmin: user.isSuperAdmin,
    location: await new GeoService(ctx).locationOf(user, await mayReadUserField('pollingUnit', user, ctx)),
  };
  const json: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (!accessOf(field)) continue; // served to nobody, as GraphQL does
    json[field] = (await mayReadUserField(field, user, ctx)) ? value : null;
  }
  return json;
}

/** Some fields of the user JSON, e.g. a member as the message and notification lists show them. */
export async function userJsonFields(user: User, ctx: Context, fields: readonly string[]) {
  const json = await userJson(user, ctx);
  return Object.fromEntries(fields.map((field) => [field, json[field] ?? null]));
}
