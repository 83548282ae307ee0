import { Migration } from '@mikro-orm/migrations';

/** A #topic's feed: its posts newest first, read in order off one index. */
export class Migration20261122500000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "post_topics_feed_index" on "post_topics" ("topic_id", "created_at" desc, "post_id" desc);`);
    this.addSql(`drop index "post_topics_topic_id_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "post_topics_topic_id_index" on "post_topics" ("topic_id");`);
    this.addSql(`drop index "post_topics_feed_index";`);
  }
}
