import { Migration } from '@mikro-orm/migrations';

/** Stories read from the configured news feeds, newest first, one row per canonical address. */
export class Migration20261122200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "news_items" (
      "id" uuid not null,
      "title" varchar(300) not null,
      "description" text null,
      "source" varchar(100) not null,
      "url" varchar(2048) not null,
      "url_to_image" varchar(2048) null,
      "published_at" timestamptz not null,
      "fetched_at" timestamptz not null default now(),
      constraint "news_items_pkey" primary key ("id"),
      constraint "news_items_url_unique" unique ("url"),
      constraint "news_items_title_present" check (length(btrim("title")) > 0)
    );`);
    this.addSql(`create index "news_items_latest_index" on "news_items" ("published_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "news_items";`);
  }
}
