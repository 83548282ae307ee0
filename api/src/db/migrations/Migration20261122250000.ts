import { Migration } from '@mikro-orm/migrations';

/**
 * Civic points: a ledger of what members did (one row per member, kind and subject, so an
 * undo and redo earns nothing twice), the quiz's attempts and per-category statistics, and
 * each member's onboarding state.
 */
export class Migration20261122250000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "civic_events" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('post', 'comment', 'follow', 'location', 'quiz', 'daily', 'challenge', 'achievement')),
      "subject" text not null check (length("subject") between 1 and 100),
      "points" integer not null check ("points" >= 0),
      "day" date not null,
      "created_at" timestamptz not null default clock_timestamp(),
      constraint "civic_events_pkey" primary key ("id"),
      constraint "civic_events_once" unique ("user_id", "kind", "subject"));`);
    this.addSql(`create index "civic_events_recent_index" on "civic_events" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "civic_events_day_index" on "civic_events" ("user_id", "kind", "day");`);

    this.addSql(`create table "quiz_attempts" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "category" text not null,
      "question_id" text not null,
      "selected_answer" smallint not null check ("selected_answer" between 0 and 3),
      "is_correct" boolean not null,
      "points_earned" integer not null check ("points_earned" >= 0),
      "created_at" timestamptz not null default clock_timestamp(),
      constraint "quiz_attempts_pkey" primary key ("id"));`);
    this.addSql(`create index "quiz_attempts_user_index" on "quiz_attempts" ("user_id", "created_at" desc);`);

    this.addSql(`create table "user_quiz_stats" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "category" text not null,
      "total_questions" integer not null default 0 check ("total_questions" >= 0),
      "correct_answers" integer not null default 0,
      "total_points" integer not null default 0 check ("total_points" >= 0),
      "best_streak" integer not null default 0,
      "current_streak" integer not null default 0 check ("current_streak" >= 0),
      "last_attempt" timestamptz null,
      "created_at" timestamptz not null default clock_timestamp(),
      "updated_at" timestamptz not null default clock_timestamp(),
      constraint "user_quiz_stats_pkey" primary key ("id"),
      constraint "user_quiz_stats_counts" check ("correct_answers" between 0 and "total_questions" and "best_streak" >= "current_streak"),
      constraint "user_quiz_stats_user_category_unique" unique ("user_id", "category"));`);

    this.addSql(`create table "user_onboarding" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "onboarding_completed_at" timestamptz null,
      "quick_start_dismissed_at" timestamptz null,
      "updated_at" timestamptz not null default clock_timestamp(),
      constraint "user_onboarding_pkey" primary key ("user_id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_onboarding";`);
    this.addSql(`drop table if exists "user_quiz_stats";`);
    this.addSql(`drop table if exists "quiz_attempts";`);
    this.addSql(`drop table if exists "civic_events";`);
  }
}
