import { Migration } from '@mikro-orm/migrations';

/** A payment started with an idempotency key (a top-up or a card donation) is found again by it. */
export class Migration20261127100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payments" add column "idempotency_key" varchar(200) null;`);
    this.addSql(`alter table "payments" add constraint "payments_idempotency_key_unique" unique ("idempotency_key");`);
  }
}
