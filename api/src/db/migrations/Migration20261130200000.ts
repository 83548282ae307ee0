import { Migration } from '@mikro-orm/migrations';

/**
 * A feed records that it showed a promoted post; a job charges those impressions later, so a
 * read never moves money. Impressions recorded before this were charged when shown.
 */
export class Migration20261130200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "promotion_impressions" add column "settled_at" timestamptz null, add column "charged" boolean null;`);
    this.addSql(`update "promotion_impressions" set "settled_at" = "created_at", "charged" = true;`);
    this.addSql(`create index "promotion_impressions_unsettled_index" on "promotion_impressions" ("promotion_id") where "settled_at" is null;`);
  }
}
