import { Migration } from '@mikro-orm/migrations';

/** Events in a ward (SPEC §3 events): listed soonest first from the ward's index. */
export class Migration20261122210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "events" (
      "id" uuid not null,
      "title" varchar(120) not null,
      "description" text null,
      "location" varchar(200) not null,
      "date_time" timestamptz not null,
      "ward" varchar(8) not null,
      "created_by_id" uuid not null,
      "created_at" timestamptz not null default now(),
      constraint "events_pkey" primary key ("id"),
      constraint "events_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete cascade,
      constraint "events_ward_code" check ("ward" ~ '^\\d{2}/\\d{2}/\\d{2}$'),
      constraint "events_title_present" check (length(btrim("title")) > 0),
      constraint "events_description_length" check (length("description") <= 1000)
    );`);
    this.addSql(`create index "events_ward_upcoming_index" on "events" ("ward", "date_time", "id");`);
    this.addSql(`create index "events_created_by_index" on "events" ("created_by_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "events";`);
  }
}
