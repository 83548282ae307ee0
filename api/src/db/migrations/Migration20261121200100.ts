import { Migration } from '@mikro-orm/migrations';

/**
 * Deleting an election's sheets checks that no unit result still points at each one: without
 * this index every deleted sheet scanned election_unit_results (a replay reset took hours).
 */
export class Migration20261121200100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "election_unit_results_upload_index" on "election_unit_results" ("upload_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "election_unit_results_upload_index";`);
  }
}
