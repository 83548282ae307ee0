import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push: each device a member turned notifications on for, tied to the session it was turned
 * on in (signing out of that session stops its pushes), and the VAPID key pair made once for a
 * deployment that configures none (development and tests).
 */
export class Migration20261130100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "push_subscriptions" (
      "endpoint" varchar(1000) primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "session_id" varchar(64) not null references "sessions" ("sid") on delete cascade,
      "p256dh" varchar(100) not null,
      "auth" varchar(40) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "push_subscriptions_user_index" on "push_subscriptions" ("user_id", "created_at");`);
    this.addSql(`create index "push_subscriptions_session_index" on "push_subscriptions" ("session_id");`);
    this.addSql(`create table "push_vapid_keys" (
      "only" boolean primary key default true check ("only"),
      "public_key" text not null,
      "private_key" text not null,
      "created_at" timestamptz not null default now()
    );`);
  }
}
