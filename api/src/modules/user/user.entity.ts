import { randomUUID } from 'node:crypto';
import { BigIntType, Check, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { SafeIntResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum Role {
  USER = 'user',
  ADMIN = 'admin',
  SUPER_ADMIN = 'super_admin',
  /** An accredited election observer: reviews polling-unit incident reports (watch), nothing else. */
  OBSERVER = 'observer',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What a person may do beyond an ordinary member.',
  valuesConfig: {
    OBSERVER: { description: 'An accredited election observer: verifies or dismisses polling-unit incident reports; no other powers.' },
  },
});

export enum MembershipType {
  OBIDIENT = 'obidient',
  BATIST = 'batist',
  ATIKULATED = 'atikulated',
  KWANKWASIYYA = 'kwankwasiyya',
}
registerEnumType(MembershipType, {
  name: 'MembershipType',
  description: 'The political movement a member identifies with.',
});

/** Described on every field that user.privacy.ts keeps for the owner. */
const ownerOnly = ' Only the owner (and administrators) can read it; others get null.';

@ObjectType({ description: 'A member of the network.' })
@Entity({ tableName: 'users' })
@Index({ name: 'users_state_index', properties: ['state'] })
@Index({ name: 'users_lga_index', properties: ['lga'] })
@Index({ name: 'users_ward_index', properties: ['ward'] })
@Index({ name: 'users_polling_unit_index', properties: ['pollingUnit'] })
@Index({
  name: 'users_search_prefix_index',
  expression: `create index "users_search_prefix_index" on "users" ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "handle") collate "C"))`,
})
@Index({
  name: 'users_handle_prefix_index',
  expression: 'create index "users_handle_prefix_index" on "users" (("handle" collate "C"))',
})
@Index({
  name: 'users_popular_index',
  expression: 'create index "users_popular_index" on "users" ("followers_count" desc, "id")',
})
@Index({
  name: 'users_search_trgm_index',
  expression: `create index "users_search_trgm_index" on "users" using gin ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "handle")) gin_trgm_ops)`,
})
@Check({ name: 'users_wallet_balance_non_negative', expression: 'wallet_balance >= 0' })
@Check({ name: 'users_total_earnings_non_negative', expression: 'total_earnings >= 0' })
export class User {
  /** Properties with defaults or derived values: not needed to create a user. */
  [OptionalProps]?:
    | 'interests' | 'isPrivateProfile' | 'civicLevel' | 'civicScore' | 'civicPoints' | 'walletBalance'
    | 'totalEarnings' | 'autoWithdrawal' | 'minimumWithdrawalAmount' | 'role' | 'authProvider' | 'postsCount'
    | 'followersCount' | 'followingCount' | 'createdAt' | 'updatedAt' | 'isAdmin' | 'isSuperAdmin'
    | 'displayName' | 'initials' | 'avatarUrl' | 'showPartyAffiliation' | 'showPollingUnit';

  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { nullable: true, description: 'Sign-in email, stored lowercased.' + ownerOnly })
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Field(() => String, {
    description: 'Unique public handle used for @mentions, derived from the email local part at sign-up.',
  })
  @Property({ type: 'string', length: 30, unique: true })
  handle!: string;

  @Field(() => String, { nullable: true, description: 'First name.' })
  @Property({ type: 'string', length: 100, nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Last name.' })
  @Property({ type: 'string', length: 100, nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'Picture from an external sign-in provider, if any.' })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Picture the member uploaded; shown before any other.' })
  @Property({ type: 'text', nullable: true })
  customProfileImage?: string | null;

  @Field(() => String, { nullable: true, description: 'Short bio, at most 500 characters.' })
  @Property({ type: 'text', nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number.' + ownerOnly })
  @Property({ type: 'string', length: 32, nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Occupation.' })
  @Property({ type: 'string', length: 100, nullable: true })
  occupation?: string | null;

  @Field(() => [String], { description: 'Interests, as the member listed them.' })
  @Property({ type: 'json', defaultRaw: `'[]'` })
  interests: string[] = [];

  @Field(() => MembershipType, { nullable: true, description: 'Movement the member identifies with, if any.' })
  @Enum({ items: () => MembershipType, nullable: true })
  membershipType?: MembershipType | null;

  @Field(() => String, {
    nullable: true,
    description: 'Party abbreviation, or "Non-partisan". Sensitive personal data.' + ownerOnly,
  })
  @Property({ type: 'string', length: 40, nullable: true })
  partyAffiliation?: string | null;

  @Field(() => String, { nullable: true, description: "State code of the electoral location, e.g. '24'. Names: see location." })
  @Property({ type: 'string', length: 100, nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true, description: "LGA of the electoral location, as 'SS/LL', e.g. '24/16'." })
  @Property({ type: 'string', length: 100, nullable: true })
  lga?: string | null;

  @Field(() => String, { nullable: true, description: "Ward of the electoral location, as 'SS/LL/WW', e.g. '24/16/05'." })
  @Property({ type: 'string', length: 100, nullable: true })
  ward?: string | null;

  @Field(() => String, { nullable: true, description: "Polling unit, as 'SS/LL/WW/PPP'. Sensitive personal data." + ownerOnly })
  @Property({ type: 'string', length: 150, nullable: true })
  pollingUnit?: string | null;

  @Field(() => Boolean, { description: 'Whether only accepted followers may see the posts, lists and location.' })
  @Property({ type: 'boolean', default: false })
  isPrivateProfile: boolean = false;

  @Field(() => Boolean, { description: 'Whether others may see the party affiliation (off unless the member turns it on).' })
  @Property({ type: 'boolean', default: false })
  showPartyAffiliation: boolean = false;

  @Field(() => Boolean, { description: 'Whether others may see the polling unit (off unless the member turns it on).' })
  @Property({ type: 'boolean', default: false })
  showPollingUnit: boolean = false;

  @Field(() => Date, {
    nullable: true,
    description: 'When the member consented to storing their party affiliation (NDPA 2023).' + ownerOnly,
  })
  @Property({ type: 'datetime', nullable: true })
  partyConsentAt?: Date | null;

  /** Set while the account is deactivated; the next sign-in clears it. */
  @Property({ type: 'datetime', nullable: true })
  deactivatedAt?: Date | null;

  /** Until when a moderator suspended the member: they may read, but not post, comment or message. */
  @Property({ type: 'datetime', nullable: true })
  suspendedUntil?: Date | null;

  /** Set while a moderator's ban stands: the member cannot sign in. */
  @Property({ type: 'datetime', nullable: true })
  bannedAt?: Date | null;

  /** Set when the account was deleted and its personal data removed; the row stays, pseudonymised. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  @Field(() => Int, { description: 'Civic level, 1 to 5.' })
  @Property({ type: 'integer', default: 1 })
  civicLevel: number = 1;

  @Field(() => Int, { description: 'Civic score.' })
  @Property({ type: 'integer', default: 0 })
  civicScore: number = 0;

  @Field(() => Int, { description: 'Civic points earned by real actions.' })
  @Property({ type: 'integer', default: 0 })
  civicPoints: number = 0;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Wallet balance in kobo.' + ownerOnly })
  @Property({ type: new BigIntType('number'), default: 0 })
  walletBalance: number = 0;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Earnings received, in kobo.' + ownerOnly })
  @Property({ type: new BigIntType('number'), default: 0 })
  totalEarnings: number = 0;

  @Field(() => String, { nullable: true, description: 'Bank name for withdrawals.' + ownerOnly })
  @Property({ type: 'string', length: 100, nullable: true })
  bankName?: string | null;

  @Field(() => String, { nullable: true, description: 'Bank account number.' + ownerOnly })
  @Property({ type: 'string', length: 20, nullable: true })
  accountNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Verified bank account name.' + ownerOnly })
  @Property({ type: 'string', length: 150, nullable: true })
  accountName?: string | null;

  @Field(() => String, { nullable: true, description: 'Bank code.' + ownerOnly })
  @Property({ type: 'string', length: 10, nullable: true })
  bankCode?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether earnings are paid out automatically.' + ownerOnly })
  @Property({ type: 'boolean', default: false })
  autoWithdrawal: boolean = false;

  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'Balance at which automatic withdrawal starts, in kobo.' + ownerOnly,
  })
  @Property({ type: new BigIntType('number'), default: 5000 })
  minimumWithdrawalAmount: number = 5000;

  @Field(() => Role, { nullable: true, description: 'Role: user, admin, super admin or observer.' + ownerOnly })
  @Enum({ items: () => Role, default: Role.USER })
  @Index()
  role: Role = Role.USER;

  @Field(() => String, { nullable: true, description: 'How the member signs in ("password").' + ownerOnly })
  @Property({ type: 'string', length: 20, default: 'password' })
  authProvider: string = 'password';

  /** argon2id hash; null for accounts that must set a password first. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: false })
  passwordHash?: string | null;

  @Field(() => Date, { nullable: true, description: 'Last successful sign-in.' + ownerOnly })
  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Date of birth (YYYY-MM-DD).' + ownerOnly })
  @Property({ type: 'date', nullable: true })
  dateOfBirth?: string | null;

  @Field(() => Int, { description: 'Number of posts written.' })
  @Property({ type: 'integer', default: 0 })
  postsCount: number = 0;

  @Field(() => Int, { description: 'Number of followers.' })
  @Property({ type: 'integer', default: 0 })
  followersCount: number = 0;

  @Field(() => Int, { description: 'Number of people followed.' })
  @Property({ type: 'integer', default: 0 })
  followingCount: number = 0;

  @Field(() => Date, { description: 'When the account was created.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the profile or account last changed (a sign-in too).' + ownerOnly })
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Boolean, { description: 'Whether the member is an administrator (super admins are too).' })
  get isAdmin(): boolean {
    return this.role === Role.ADMIN || this.role === Role.SUPER_ADMIN;
  }

  @Field(() => Boolean, { description: 'Whether the member is a super administrator.' })
  get isSuperAdmin(): boolean {
    return this.role === Role.SUPER_ADMIN;
  }

  /** Full name, else first or last name, else the handle (the email local part), else 'User'. */
  @Field(() => String, { description: 'Name to show: full name, else first or last name, else the handle.' })
  get displayName(): string {
    const full = [this.firstName, this.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
    return full || this.handle || 'User';
  }

  @Field(() => String, { description: 'Two letters for the generated avatar.' })
  get initials(): string {
    const first = this.firstName?.trim()?.[0];
    const last = this.lastName?.trim()?.[0];
    const letters = first && last ? first + last : this.displayName.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2);
    return (letters || 'U').toUpperCase();
  }

  @Field(() => String, { description: 'Picture to show: uploaded, else provider, else a generated initials image.' })
  get avatarUrl(): string {
    return this.customProfileImage || this.profileImageUrl || `/api/users/${this.id}/avatar.svg`;
  }
}

declare module '../../shared/context.js' {
  interface ModuleTypes {
    /** A context's viewer is a member. */
    viewer: User;
  }
}
