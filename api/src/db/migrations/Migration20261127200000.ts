import { Migration } from '@mikro-orm/migrations';

/**
 * Polling-unit watch, incidents: members' reports of what happened at a unit during an election
 * (one open report per member, unit, category and election), other members' confirmations, and
 * reviews by moderators or accredited observers (a new role), logged in the moderation log.
 * SQL-owned, as the election tables they hang from: the one-open rule is a partial unique index,
 * counts move by difference and reviews are conditional updates, each decided by one statement.
 */
export class Migration20261127200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "watch_incidents" (
      "id" uuid not null default gen_random_uuid(),
      "election_id" uuid not null,
      "reporter_id" uuid null,
      "reporter_in_ward" boolean not null default false,
      "pu_code" text not null check ("pu_code" ~ '^\\d{2}/\\d{2}/\\d{2}/\\d{3}$'),
      "ward" text not null check ("ward" = left("pu_code", 8)),
      "lga" text not null check ("lga" = left("pu_code", 5)),
      "state_code" char(2) not null check ("state_code" = left("pu_code", 2)),
      "category" text not null check ("category" in ('violence', 'vote_buying', 'materials', 'bvas_failure', 'result_not_posted',
        'underage_or_multiple_voting', 'ballot_snatching', 'other')),
      "description" text not null check (length("description") between 1 and 1000),
      "occurred_at" timestamptz not null,
      "photo_url" text null check (length("photo_url") <= 200),
      "status" text not null default 'open' check ("status" in ('open', 'corroborated', 'verified', 'dismissed')),
      "confirmations_count" int not null default 0 check ("confirmations_count" >= 0),
      "ward_confirmations_count" int not null default 0 check ("ward_confirmations_count" between 0 and "confirmations_count"),
      "reviewed_by_id" uuid null,
      "reviewed_at" timestamptz null,
      "review_reason" text null check (length("review_reason") between 3 and 500),
      "synthetic" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "watch_incidents_pkey" primary key ("id"),
      constraint "watch_incidents_election_foreign" foreign key ("election_id") references "elections" ("id") on delete cascade,
      constraint "watch_incidents_reporter_foreign" foreign key ("reporter_id") references "users" ("id") on delete cascade,
      constraint "watch_incidents_reviewed_by_foreign" foreign key ("reviewed_by_id") references "users" ("id") on delete set null,
      constraint "watch_incidents_reporter" check ("synthetic" or "reporter_id" is not null),
      constraint "watch_incidents_review" check (("status" in ('verified', 'dismissed')) = ("reviewed_at" is not null and "review_reason" is not null)));`);
    // A member's one open report per unit, category and election.
    this.addSql(`create unique index "watch_incidents_one_open" on "watch_incidents" ("election_id", "reporter_id", "pu_code", "category")
      where "status" in ('open', 'corroborated');`);
    this.addSql(`create index "watch_incidents_recent_index" on "watch_incidents" ("election_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "watch_incidents_area_index" on "watch_incidents" ("election_id", "state_code", "lga", "ward", "pu_code");`);
    this.addSql(`create index "watch_incidents_reporter_index" on "watch_incidents" ("reporter_id");`);
    this.addSql(`create index "watch_incidents_queue_index" on "watch_incidents" ("created_at" desc, "id" desc) where "status" in ('open', 'corroborated');`);

    this.addSql(`create table "watch_incident_confirmations" (
      "incident_id" uuid not null,
      "user_id" uuid not null,
      "in_ward" boolean not null,
      "created_at" timestamptz not null default now(),
      constraint "watch_incident_confirmations_pkey" primary key ("incident_id", "user_id"),
      constraint "watch_incident_confirmations_incident_foreign" foreign key ("incident_id") references "watch_incidents" ("id") on delete cascade,
      constraint "watch_incident_confirmations_user_foreign" foreign key ("user_id") references "users" ("id") on delete cascade);`);
    this.addSql(`create index "watch_incident_confirmations_user_index" on "watch_incident_confirmations" ("user_id");`);

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check("role" in ('user', 'admin', 'super_admin', 'observer'));`);
    this.addSql(`alter table "moderation_actions" drop constraint if exists "moderation_actions_content_type_check";`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_content_type_check" check("content_type" in ('post', 'comment', 'message', 'user', 'official', 'incident'));`);
    this.addSql(`alter table "moderation_actions" drop constraint if exists "moderation_actions_action_check";`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_action_check" check("action" in ('dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban', 'delete', 'boost', 'set_role',
      'add_official', 'correct_official', 'end_official_term', 'link_official', 'unlink_official', 'verify_incident', 'dismiss_incident'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "moderation_actions" where "content_type" = 'incident';`);
    this.addSql(`alter table "moderation_actions" drop constraint "moderation_actions_action_check";`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_action_check" check("action" in ('dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban', 'delete', 'boost', 'set_role',
      'add_official', 'correct_official', 'end_official_term', 'link_official', 'unlink_official'));`);
    this.addSql(`alter table "moderation_actions" drop constraint "moderation_actions_content_type_check";`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_content_type_check" check("content_type" in ('post', 'comment', 'message', 'user', 'official'));`);
    this.addSql(`update "users" set "role" = 'user' where "role" = 'observer';`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check("role" in ('user', 'admin', 'super_admin'));`);
    this.addSql(`drop table "watch_incident_confirmations";`);
    this.addSql(`drop table "watch_incidents";`);
  }
}
