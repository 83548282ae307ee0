import { Migration } from '@mikro-orm/migrations';

/** Exact and starts-with name search, in name order, on a btree (the trigram GIN serves "contains"). */
export class Migration20261120234500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "geo_wards_name_pattern_index" on "geo_wards" ((lower("name") collate "C"));`);
    this.addSql(
      `create index "geo_polling_units_name_pattern_index" on "geo_polling_units" ((lower("name") collate "C"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "geo_polling_units_name_pattern_index";`);
    this.addSql(`drop index "geo_wards_name_pattern_index";`);
  }
}
