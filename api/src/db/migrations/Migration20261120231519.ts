import { Migration } from '@mikro-orm/migrations';

/** Each state's registered voters (INEC register, January 2023), filled by the geo seeder. */
export class Migration20261120231519 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "geo_states" add column "registered_voters_2023" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "geo_states" drop column "registered_voters_2023";`);
  }
}
