import { Migration } from '@mikro-orm/migrations';

/**
 * Representatives: INEC's names for the portal's senatorial districts and federal
 * constituencies (api/data/constituencies, loaded by the geo seeder), the officials elected to
 * each seat with the source every record rests on, members following officials, and the
 * moderation log's entries for administrators' changes to officials.
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    for (const table of ['geo_senatorial_districts', 'geo_federal_constituencies']) {
      this.addSql(`create table "${table}" (
        "id" int not null, "state_code" char(2) not null,
        "name" text not null, "source" text not null, "inec_code" text not null, "inec_name" text not null, "note" text null,
        constraint "${table}_pkey" primary key ("id"),
        constraint "${table}_state_code_foreign" foreign key ("state_code") references "geo_states" ("code") on update cascade on delete cascade);`);
    }

    this.addSql(`create table "government_officials" (
      "id" uuid not null default gen_random_uuid(),
      "office" text not null check ("office" in ('president', 'vice_president', 'governor', 'deputy_governor', 'senator', 'representative')),
      "state_code" char(2) null,
      "senatorial_district_id" int null,
      "federal_constituency_id" int null,
      "full_name" text not null check (length("full_name") between 2 and 120),
      "party" text not null check ("party" ~ '^[A-Z][A-Z-]{0,9}$'),
      "elected_on" date null, "term_start" date null, "term_end" date null,
      "source_url" text not null check ("source_url" ~ '^https?://\\S+$' and length("source_url") <= 500),
      "as_of" date not null,
      "note" text null check (length("note") <= 1000),
      "is_active" boolean not null default true,
      "user_id" uuid null,
      "linked_at" timestamptz null,
      "seed_key" text null,
      "followers_count" int not null default 0 check ("followers_count" >= 0),
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      constraint "government_officials_pkey" primary key ("id"),
      constraint "government_officials_state_code_foreign" foreign key ("state_code") references "geo_states" ("code") on update cascade,
      constraint "government_officials_senatorial_district_id_foreign" foreign key ("senatorial_district_id") references "geo_senatorial_districts" ("id") on update cascade,
      constraint "government_officials_federal_constituency_id_foreign" foreign key ("federal_constituency_id") references "geo_federal_constituencies" ("id") on update cascade,
      constraint "government_officials_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null,
      constraint "government_officials_seed_key_unique" unique ("seed_key"),
      constraint "government_officials_user_unique" unique ("user_id"),
      constraint "government_officials_seat" check (
        ("office" in ('president', 'vice_president') and "state_code" is null and "senatorial_district_id" is null and "federal_constituency_id" is null)
        or ("office" in ('governor', 'deputy_governor') and "state_code" is not null and "senatorial_district_id" is null and "federal_constituency_id" is null)
        or ("office" = 'senator' and "state_code" is not null and "senatorial_district_id" is not null and "federal_constituency_id" is null)
        or ("office" = 'representative' and "state_code" is not null and "senatorial_district_id" is null and "federal_constituency_id" is not null)),
      constraint "government_officials_term" check ("term_end" is null or "term_start" is null or "term_end" >= "term_start"));`);
    // One active holder per seat; a term ended keeps its row.
    this.addSql(`create unique index "government_officials_one_holder" on "government_officials"
      ("office", coalesce("state_code", ''), coalesce("senatorial_district_id", 0), coalesce("federal_constituency_id", 0)) where "is_active";`);

    this.addSql(`create table "official_connections" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null,
      "official_id" uuid not null,
      "followed_at" timestamptz not null default now(),
      constraint "official_connections_pkey" primary key ("id"),
      constraint "official_connections_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade,
      constraint "official_connections_official_id_foreign" foreign key ("official_id") references "government_officials" ("id") on update cascade on delete cascade,
      constraint "official_connections_pair_unique" unique ("user_id", "official_id"));`);
    this.addSql(`create index "official_connections_official_index" on "official_connections" ("official_id");`);

    this.addSql(`alter table "moderation_actions" drop constraint "moderation_actions_content_type_check";`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_content_type_check" check ("content_type" in ('post', 'comment', 'message', 'user', 'official'));`);
    this.addSql(`alter table "moderation_actions" drop constraint "moderation_actions_action_check";`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_action_check" check ("action" in ('dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban', 'delete', 'boost', 'set_role',
      'add_official', 'correct_official', 'end_official_term', 'link_official', 'unlink_official'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "moderation_actions" where "content_type" = 'official';`);
    this.addSql(`alter table "moderation_actions" drop constraint "moderation_actions_action_check";`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_action_check" check ("action" in ('dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban', 'delete', 'boost', 'set_role'));`);
    this.addSql(`alter table "moderation_actions" drop constraint "moderation_actions_content_type_check";`);
    this.addSql(`alter table "moderation_actions" add constraint "moderation_actions_content_type_check" check ("content_type" in ('post', 'comment', 'message', 'user'));`);
    this.addSql(`drop table "official_connections";`);
    this.addSql(`drop table "government_officials";`);
    this.addSql(`drop table "geo_federal_constituencies";`);
    this.addSql(`drop table "geo_senatorial_districts";`);
  }
}
