import { Migration } from '@mikro-orm/migrations';

/**
 * SPEC §3 Post.autoPostToBlowing: whether a post also competes for the Blowing feed by its hot
 * score (as every post did, and does by default) or stays in its place feeds unless an
 * administrator boosts it.
 */
export class Migration20261129153000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "posts" add column "auto_post_to_blowing" boolean not null default true;`);
  }
}
