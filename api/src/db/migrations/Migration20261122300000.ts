import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation: suspensions and bans on members, hidden and removed content (posts, comments,
 * messages), reports of messages and profiles with duplicates merged, and the audited actions
 * moderators take.
 */
export class Migration20261122300000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "suspended_until" timestamptz null, add column "banned_at" timestamptz null;`);
    this.addSql(`alter table "posts" add column "is_removed" boolean not null default false;`);
    this.addSql(`alter table "comments" add column "is_removed" boolean not null default false;`);
    this.addSql(
      `alter table "messages" add column "is_moderated" boolean not null default false, add column "moderation_reason" text null, add column "is_removed" boolean not null default false;`,
    );

    this.addSql(`create table "moderation_actions" (
      "id" uuid not null, "moderator_id" uuid null, "content_type" text check ("content_type" in ('post', 'comment', 'message', 'user')) not null,
      "content_id" uuid not null, "target_user_id" uuid null,
      "action" text check ("action" in ('dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban', 'delete', 'boost', 'set_role')) not null,
      "reason" text null, "duration" int null, "details" jsonb null, "is_active" boolean not null default true,
      "created_at" timestamptz not null, "expires_at" timestamptz null,
      "reversed_by_id" uuid null, "reversed_at" timestamptz null, "reversal_reason" text null,
      constraint "moderation_actions_pkey" primary key ("id"));`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_moderator_id_foreign" foreign key ("moderator_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_target_user_id_foreign" foreign key ("target_user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_reversed_by_id_foreign" foreign key ("reversed_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "moderation_actions_log_index" on "moderation_actions" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "moderation_actions_target_index" on "moderation_actions" ("target_user_id", "created_at" desc);`);
    this.addSql(`create index "moderation_actions_content_index" on "moderation_actions" ("content_type", "content_id");`);

    this.addSql(`alter table "content_reports" drop constraint if exists "content_reports_content_type_check";`);
    this.addSql(`alter table "content_reports" add constraint "content_reports_content_type_check" check ("content_type" in ('post', 'comment', 'message', 'user'));`);
    this.addSql(`update "content_reports" set "reason" = 'hate' where "reason" = 'hate_speech';`);
    this.addSql(`alter table "content_reports" add column "action_id" uuid null, add column "updated_at" timestamptz null;`);
    this.addSql(`alter table "content_reports" add constraint "content_reports_action_id_foreign" foreign key ("action_id") references "moderation_actions" ("id") on update cascade on delete set null;`);
    // Duplicate open reports (one member, one item) merge into the newest.
    this.addSql(`delete from "content_reports" r using "content_reports" newer
      where r.status = 'pending' and newer.status = 'pending' and r.reporter_id = newer.reporter_id
        and r.content_type = newer.content_type and r.content_id = newer.content_id
        and (r.created_at, r.id) < (newer.created_at, newer.id);`);
    this.addSql(`create unique index "content_reports_one_open" on "content_reports" ("reporter_id", "content_type", "content_id") where "status" = 'pending';`);
    this.addSql(`create index "content_reports_pending_index" on "content_reports" ("content_type", "content_id", "created_at") where "status" = 'pending';`);
    this.addSql(`create index "content_reports_reporter_history_index" on "content_reports" ("reporter_id", "created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "content_reports_reporter_history_index";`);
    this.addSql(`drop index "content_reports_pending_index";`);
    this.addSql(`drop index "content_reports_one_open";`);
    this.addSql(`alter table "content_reports" drop column "action_id", drop column "updated_at";`);
    this.addSql(`delete from "content_reports" where "content_type" in ('message', 'user');`);
    this.addSql(`alter table "content_reports" drop constraint "content_reports_content_type_check";`);
    this.addSql(`alter table "content_reports" add constraint "content_reports_content_type_check" check ("content_type" in ('post', 'comment'));`);
    this.addSql(`update "content_reports" set "reason" = 'hate_speech' where "reason" = 'hate';`);
    this.addSql(`drop table "moderation_actions";`);
    this.addSql(`alter table "messages" drop column "is_moderated", drop column "moderation_reason", drop column "is_removed";`);
    this.addSql(`alter table "comments" drop column "is_removed";`);
    this.addSql(`alter table "posts" drop column "is_removed";`);
    this.addSql(`alter table "users" drop column "suspended_until", drop column "banned_at";`);
  }
}
