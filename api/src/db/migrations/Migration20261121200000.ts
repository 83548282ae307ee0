import { Migration } from '@mikro-orm/migrations';

/**
 * Elections and their results. A polling unit's current sheet (EC8A figures) lives in
 * election_unit_results, every sheet ever received in election_result_uploads (re-uploads
 * kept as history), and the totals of each ward, LGA, state and the nation in
 * election_area_results / election_area_votes, moved by the same transaction as the upload.
 * Area codes carry their whole chain: 'NG', '24', '24/16', '24/16/05'.
 */
export class Migration20261121200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "parties" ("abbreviation" text not null, "name" text not null, "color" text not null, constraint "parties_pkey" primary key ("abbreviation"));`);

    this.addSql(`create table "elections" (
      "id" uuid not null default gen_random_uuid(),
      "slug" text null,
      "type" text not null check ("type" in ('presidential', 'governorship', 'senate', 'house_of_reps', 'state_assembly')),
      "name" text not null check (length("name") between 1 and 200),
      "description" text not null default '',
      "election_date" date not null,
      "status" text not null default 'upcoming' check ("status" in ('upcoming', 'ongoing', 'concluded')),
      "source" text not null check ("source" in ('declared', 'uploads', 'replay')),
      "source_note" text null,
      "state_code" char(2) null,
      "registered_voters" bigint null,
      "replay_clock" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "elections_pkey" primary key ("id"),
      constraint "elections_slug_unique" unique ("slug"),
      constraint "elections_state_code_foreign" foreign key ("state_code") references "geo_states" ("code"));`);
    this.addSql(`create index "elections_type_index" on "elections" ("type", "election_date" desc);`);

    this.addSql(`create table "election_candidates" (
      "election_id" uuid not null, "party" text not null, "candidate" text not null,
      constraint "election_candidates_pkey" primary key ("election_id", "party"),
      constraint "election_candidates_election_foreign" foreign key ("election_id") references "elections" ("id") on delete cascade,
      constraint "election_candidates_party_foreign" foreign key ("party") references "parties" ("abbreviation"));`);

    this.addSql(`create table "election_agents" (
      "election_id" uuid not null, "user_id" uuid not null, "state_code" char(2) null,
      "accredited_by" uuid null, "created_at" timestamptz not null default now(),
      constraint "election_agents_pkey" primary key ("election_id", "user_id"),
      constraint "election_agents_election_foreign" foreign key ("election_id") references "elections" ("id") on delete cascade,
      constraint "election_agents_user_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
      constraint "election_agents_by_foreign" foreign key ("accredited_by") references "users" ("id") on delete set null,
      constraint "election_agents_state_foreign" foreign key ("state_code") references "geo_states" ("code"));`);

    // Every sheet received, oldest first; replaced_at is set when a later sheet replaces it.
    this.addSql(`create table "election_result_uploads" (
      "id" bigserial not null,
      "election_id" uuid not null, "pu_code" text not null,
      "registered" int null, "accredited" int null, "rejected" int null, "valid_votes" int not null,
      "votes" jsonb not null, "sheet_url" text null,
      "uploaded_at" timestamptz not null, "received_at" timestamptz not null default now(),
      "uploaded_by" uuid null,
      "source" text not null check ("source" in ('agent', 'admin', 'csv', 'replay')),
      "replaced_at" timestamptz null,
      constraint "election_result_uploads_pkey" primary key ("id"),
      constraint "election_result_uploads_election_foreign" foreign key ("election_id") references "elections" ("id") on delete cascade,
      constraint "election_result_uploads_unit_foreign" foreign key ("pu_code") references "geo_polling_units" ("pu_code"),
      constraint "election_result_uploads_by_foreign" foreign key ("uploaded_by") references "users" ("id") on delete set null);`);
    this.addSql(`create index "election_result_uploads_unit_index" on "election_result_uploads" ("election_id", "pu_code", "id");`);

    // The sheet that counts now for each unit; the same checks as the service, in the database too.
    this.addSql(`create table "election_unit_results" (
      "election_id" uuid not null, "pu_code" text not null,
      "state_code" char(2) not null, "lga_code" char(2) not null, "ward_code" char(2) not null,
      "registered" int null, "accredited" int null, "rejected" int null, "valid_votes" int not null,
      "votes" jsonb not null, "sheet_url" text null,
      "uploaded_at" timestamptz not null, "upload_id" bigint not null, "uploads_count" int not null default 1,
      "verified_at" timestamptz null, "verified_by" uuid null,
      constraint "election_unit_results_pkey" primary key ("election_id", "pu_code"),
      constraint "election_unit_results_election_foreign" foreign key ("election_id") references "elections" ("id") on delete cascade,
      constraint "election_unit_results_unit_foreign" foreign key ("pu_code") references "geo_polling_units" ("pu_code"),
      constraint "election_unit_results_upload_foreign" foreign key ("upload_id") references "election_result_uploads" ("id"),
      constraint "election_unit_results_verified_by_foreign" foreign key ("verified_by") references "users" ("id") on delete set null,
      constraint "election_unit_results_accredited_le_registered" check ("accredited" is null or "registered" is null or "accredited" <= "registered"),
      constraint "election_unit_results_cast_le_accredited" check ("accredited" is null or "valid_votes" + coalesce("rejected", 0) <= "accredited"),
      constraint "election_unit_results_non_negative" check ("valid_votes" >= 0 and coalesce("registered", 0) >= 0 and coalesce("accredited", 0) >= 0 and coalesce("rejected", 0) >= 0));`);
    this.addSql(`create index "election_unit_results_ward_index" on "election_unit_results" ("election_id", "state_code", "lga_code", "ward_code", "pu_code");`);

    // One row per area of the election's scope, made when the election is created.
    this.addSql(`create table "election_area_results" (
      "election_id" uuid not null, "area_code" text not null, "parent_code" text null,
      "level" text not null check ("level" in ('national', 'state', 'lga', 'ward')),
      "units_total" int not null, "units_reported" int not null default 0, "units_verified" int not null default 0,
      "registered" bigint not null default 0, "accredited" bigint not null default 0,
      "registered_where_accredited" bigint not null default 0,
      "rejected" bigint not null default 0, "valid_votes" bigint not null default 0,
      "last_updated" timestamptz null,
      constraint "election_area_results_pkey" primary key ("election_id", "area_code"),
      constraint "election_area_results_election_foreign" foreign key ("election_id") references "elections" ("id") on delete cascade,
      constraint "election_area_results_reported_le_total" check ("units_reported" between 0 and "units_total"));`);
    this.addSql(`create index "election_area_results_parent_index" on "election_area_results" ("election_id", "parent_code", "area_code");`);
    this.addSql(`create index "election_area_results_level_index" on "election_area_results" ("election_id", "level", "area_code");`);

    this.addSql(`create table "election_area_votes" (
      "election_id" uuid not null, "area_code" text not null, "party" text not null, "votes" bigint not null default 0,
      constraint "election_area_votes_pkey" primary key ("election_id", "area_code", "party"),
      constraint "election_area_votes_area_foreign" foreign key ("election_id", "area_code") references "election_area_results" ("election_id", "area_code") on delete cascade,
      constraint "election_area_votes_party_foreign" foreign key ("party") references "parties" ("abbreviation"),
      constraint "election_area_votes_non_negative" check ("votes" >= 0));`);

    this.addSql(`create table "election_live_updates" (
      "id" bigserial not null, "election_id" uuid not null,
      "type" text not null check ("type" in ('result', 'announcement', 'update')),
      "message" text not null, "created_at" timestamptz not null default now(),
      constraint "election_live_updates_pkey" primary key ("id"),
      constraint "election_live_updates_election_foreign" foreign key ("election_id") references "elections" ("id") on delete cascade);`);
    this.addSql(`create index "election_live_updates_recent_index" on "election_live_updates" ("election_id", "id" desc);`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'election_live_updates',
      'election_area_votes',
      'election_area_results',
      'election_unit_results',
      'election_result_uploads',
      'election_agents',
      'election_candidates',
      'elections',
      'parties',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
