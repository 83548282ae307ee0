import { Migration } from '@mikro-orm/migrations';

/** Member search by prefix, read in order from C-collated btrees (the trigram GIN serves "contains"). */
export class Migration20261121011000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "users_search_prefix_index" on "users" ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "handle") collate "C"));`,
    );
    this.addSql(`create index "users_handle_prefix_index" on "users" (("handle" collate "C"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "users_handle_prefix_index";`);
    this.addSql(`drop index "users_search_prefix_index";`);
  }
}
