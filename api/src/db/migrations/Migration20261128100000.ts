import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys of writes a client may send twice (posts, comments, messages, likes, follows):
 * one row per member and key, holding the first call's result (shared/idempotency.ts).
 */
export class Migration20261128100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "idempotency_keys" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "key" varchar(100) not null,
      "operation" varchar(40) not null,
      "fingerprint" char(64) not null,
      "result_id" varchar(64) not null,
      "created_at" timestamptz not null default now(),
      constraint "idempotency_keys_pkey" primary key ("user_id", "key")
    );`);
  }
}
