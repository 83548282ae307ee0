import { Migration } from '@mikro-orm/migrations';

/**
 * A voter register an administrator imports (INEC offers no lookup to other services): one row per
 * voter ID, kept only as a SHA-256 of the normalised ID with its two statuses; and a record of
 * each import. A new import replaces the whole register.
 */
export class Migration20261122220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "voter_register_imports" (
      "id" uuid not null default gen_random_uuid(),
      "imported_by_id" uuid null,
      "file_name" varchar(200) null,
      "row_count" int not null,
      "registered_count" int not null,
      "pvc_collected_count" int not null,
      "created_at" timestamptz not null default now(),
      constraint "voter_register_imports_pkey" primary key ("id"),
      constraint "voter_register_imports_by_foreign" foreign key ("imported_by_id") references "users" ("id") on delete set null
    );`);
    this.addSql(`create index "voter_register_imports_latest_index" on "voter_register_imports" ("created_at" desc);`);
    this.addSql(`create table "voter_register_entries" (
      "vin_hash" bytea not null,
      "registration_status" text not null check ("registration_status" in ('registered', 'transferred', 'removed')),
      "pvc_status" text not null check ("pvc_status" in ('collected', 'awaiting_collection', 'not_printed')),
      "import_id" uuid not null,
      constraint "voter_register_entries_pkey" primary key ("vin_hash"),
      constraint "voter_register_entries_import_foreign" foreign key ("import_id") references "voter_register_imports" ("id") on delete cascade
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "voter_register_entries";`);
    this.addSql(`drop table if exists "voter_register_imports";`);
  }
}
