import { Migration } from '@mikro-orm/migrations';

/**
 * Polling-unit watch, crowd result sheets: members registered at a unit enter the figures on the
 * result sheet posted there (one reading per member, unit and election; submitting again replaces
 * it). Readings that agree to the last figure are counted together (grouped by every figure), so
 * two identical readings make the unit crowd-verified and any difference flags it. The sheet's
 * arithmetic is checked here as on official sheets: votes cast within accredited, accredited
 * within registered, and the parties' votes adding up to the total valid.
 */
export class Migration20261128200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "watch_sheets" (
      "id" uuid not null default gen_random_uuid(),
      "election_id" uuid not null,
      "submitter_id" uuid null,
      "pu_code" text not null check ("pu_code" ~ '^\\d{2}/\\d{2}/\\d{2}/\\d{3}$'),
      "ward" text not null check ("ward" = left("pu_code", 8)),
      "lga" text not null check ("lga" = left("pu_code", 5)),
      "state_code" char(2) not null check ("state_code" = left("pu_code", 2)),
      "registered" int not null check ("registered" between 0 and 100000),
      "accredited" int not null check ("accredited" between 0 and "registered"),
      "rejected" int not null check ("rejected" >= 0),
      "total_valid" int not null check ("total_valid" >= 0 and "total_valid" + "rejected" <= "accredited"),
      "votes" jsonb not null check (jsonb_typeof("votes") = 'object'),
      "photo_url" text null check (length("photo_url") <= 200),
      "synthetic" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "watch_sheets_pkey" primary key ("id"),
      constraint "watch_sheets_election_foreign" foreign key ("election_id") references "elections" ("id") on delete cascade,
      constraint "watch_sheets_submitter_foreign" foreign key ("submitter_id") references "users" ("id") on delete cascade,
      constraint "watch_sheets_submitter" check ("synthetic" or "submitter_id" is not null));`);
    this.addSql(`create unique index "watch_sheets_one_per_member" on "watch_sheets" ("election_id", "pu_code", "submitter_id");`);
    this.addSql(`create index "watch_sheets_area_index" on "watch_sheets" ("election_id", "state_code", "lga", "ward", "pu_code");`);
    this.addSql(`create index "watch_sheets_submitter_index" on "watch_sheets" ("submitter_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "watch_sheets";`);
  }
}
