import { Migration } from '@mikro-orm/migrations';

/**
 * Push topics a member switched off: a row per topic muted on all of their devices (none: all
 * on). And each state's result milestones of an election (first results, half the units, all),
 * recorded once when reached and pushed once by a job to the state's members.
 */
export class Migration20261201100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "push_muted_topics" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "topic" varchar(20) not null,
      primary key ("user_id", "topic")
    );`);
    this.addSql(`create table "result_milestones" (
      "election_id" uuid not null references "elections" ("id") on delete cascade,
      "state_code" text not null,
      "milestone" varchar(10) not null check ("milestone" in ('first', 'half', 'all')),
      "reached_at" timestamptz not null default now(),
      "pushed_at" timestamptz null,
      primary key ("election_id", "state_code", "milestone")
    );`);
    this.addSql(`create index "result_milestones_unpushed_index" on "result_milestones" ("reached_at") where "pushed_at" is null;`);
  }
}
