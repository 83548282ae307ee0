import { Migration } from '@mikro-orm/migrations';

/**
 * People: follow requests to private profiles (connections), the member's choices about who
 * sees their party and polling unit, party consent, deactivation and pseudonymised deletion,
 * and the indexes behind suggestions (same polling unit, ward, LGA, state) and member search.
 */
export class Migration20261121001739 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "connections" ("id" uuid not null, "requester_id" uuid not null, "addressee_id" uuid not null, "status" text check ("status" in ('pending', 'accepted')) not null default 'pending', "created_at" timestamptz not null, "responded_at" timestamptz null, constraint "connections_pkey" primary key ("id"), constraint connections_not_self check (requester_id <> addressee_id));`);
    this.addSql(`create index "connections_inbox_index" on "connections" ("addressee_id", "status", "created_at");`);
    this.addSql(`alter table "connections" add constraint "connections_pair_unique" unique ("requester_id", "addressee_id");`);

    this.addSql(`alter table "connections" add constraint "connections_requester_id_foreign" foreign key ("requester_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "connections" add constraint "connections_addressee_id_foreign" foreign key ("addressee_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "users" add column "show_party_affiliation" boolean not null default false, add column "show_polling_unit" boolean not null default false, add column "party_consent_at" timestamptz null, add column "deactivated_at" timestamptz null, add column "deleted_at" timestamptz null;`);
    this.addSql(`create index "users_search_trgm_index" on "users" using gin ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "handle")) gin_trgm_ops);`);
    this.addSql(`create index "users_polling_unit_index" on "users" ("polling_unit");`);
    this.addSql(`create index "users_ward_index" on "users" ("ward");`);
    this.addSql(`create index "users_lga_index" on "users" ("lga");`);
    this.addSql(`create index "users_state_index" on "users" ("state");`);
    this.addSql(`create index "users_popular_index" on "users" ("followers_count" desc, "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "connections" cascade;`);

    this.addSql(`drop index "users_search_trgm_index";`);
    this.addSql(`drop index "users_polling_unit_index";`);
    this.addSql(`drop index "users_ward_index";`);
    this.addSql(`drop index "users_lga_index";`);
    this.addSql(`drop index "users_state_index";`);
    this.addSql(`drop index "users_popular_index";`);
    this.addSql(`alter table "users" drop column "show_party_affiliation", drop column "show_polling_unit", drop column "party_consent_at", drop column "deactivated_at", drop column "deleted_at";`);
  }
}
