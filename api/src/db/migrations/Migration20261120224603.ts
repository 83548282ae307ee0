import { Migration } from '@mikro-orm/migrations';

export class Migration20261120224603 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "users" ("id" uuid not null, "email" varchar(254) not null, "handle" varchar(30) not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "profile_image_url" text null, "custom_profile_image" text null, "bio" text null, "phone_number" varchar(32) null, "occupation" varchar(100) null, "interests" jsonb not null default '[]', "membership_type" text check ("membership_type" in ('obidient', 'batist', 'atikulated', 'kwankwasiyya')) null, "party_affiliation" varchar(40) null, "state" varchar(100) null, "lga" varchar(100) null, "ward" varchar(100) null, "polling_unit" varchar(150) null, "is_private_profile" boolean not null default false, "civic_level" int not null default 1, "civic_score" int not null default 0, "civic_points" int not null default 0, "wallet_balance" bigint not null default 0, "total_earnings" bigint not null default 0, "bank_name" varchar(100) null, "account_number" varchar(20) null, "account_name" varchar(150) null, "bank_code" varchar(10) null, "auto_withdrawal" boolean not null default false, "minimum_withdrawal_amount" bigint not null default 5000, "role" text check ("role" in ('user', 'admin', 'super_admin')) not null default 'user', "auth_provider" varchar(20) not null default 'password', "password_hash" text null, "last_login_at" timestamptz null, "date_of_birth" date null, "posts_count" int not null default 0, "followers_count" int not null default 0, "following_count" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "users_pkey" primary key ("id"), constraint users_total_earnings_non_negative check (total_earnings >= 0), constraint users_wallet_balance_non_negative check (wallet_balance >= 0));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_handle_unique" unique ("handle");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(`create table "sessions" ("sid" varchar(64) not null, "sess" jsonb not null, "expire" timestamptz not null, "user_id" uuid not null, constraint "sessions_pkey" primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "password_reset_tokens" ("id" uuid not null, "user_id" uuid not null, "token" varchar(64) not null, "expires_at" timestamptz not null, "is_used" boolean not null default false, "created_at" timestamptz not null, constraint "password_reset_tokens_pkey" primary key ("id"));`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_unique" unique ("token");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

}
