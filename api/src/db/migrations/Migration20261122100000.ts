import { Migration } from '@mikro-orm/migrations';

/**
 * The money ledger. Every movement is a ledger transaction (one idempotency key each) made of
 * entries that sum to zero, in integer kobo. The database itself keeps the rules:
 * - entries and transactions are immutable (no UPDATE, DELETE or TRUNCATE);
 * - a deferred constraint trigger refuses, at commit, a transaction whose entries don't sum to zero;
 * - posting a wallet entry moves users.wallet_balance in the same statement (row lock, and the
 *   users_wallet_balance_non_negative CHECK refuses an overdraft), and a donation credit moves
 *   users.total_earnings; nothing else may change either column;
 * - posting an escrow entry moves the promotion's escrow_balance (CHECK >= 0).
 * Promotions, payments (provider charges) and withdrawals are the records the entries belong to.
 */
export class Migration20261122100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "post_promotions" (
      "id" uuid primary key,
      "post_id" uuid null references "posts" ("id") on delete set null,
      "user_id" uuid not null references "users" ("id"),
      "promotion_type" text not null check ("promotion_type" in ('political', 'governmental', 'civic')),
      "budget" bigint not null check ("budget" >= 5000),
      "spent" bigint not null default 0,
      "escrow_balance" bigint not null default 0 check ("escrow_balance" >= 0),
      "refunded" bigint not null default 0,
      "status" text not null default 'active' check ("status" in ('active', 'completed')),
      "audience_type" text not null check ("audience_type" in ('blowing', 'membership', 'party', 'location')),
      "target_audience" jsonb not null,
      "membership_types" text[] not null default '{}',
      "parties" text[] not null default '{}',
      "states" text[] not null default '{}',
      "lgas" text[] not null default '{}',
      "wards" text[] not null default '{}',
      "impressions" int not null default 0,
      "clicks" int not null default 0,
      "engagement" int not null default 0,
      "cost_per_impression" bigint not null default 50 check ("cost_per_impression" > 0),
      "start_date" timestamptz not null,
      "end_date" timestamptz not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "post_promotions_spent_within_budget" check ("spent" >= 0 and "spent" + "refunded" <= "budget"),
      constraint "post_promotions_dates" check ("end_date" > "start_date")
    );`);
    this.addSql(`create unique index "post_promotions_one_active_per_post" on "post_promotions" ("post_id") where "status" = 'active';`);
    this.addSql(`create index "post_promotions_active_index" on "post_promotions" ("end_date") where "status" = 'active';`);
    this.addSql(`create index "post_promotions_user_index" on "post_promotions" ("user_id", "created_at" desc);`);
    this.addSql(`create table "promotion_impressions" (
      "promotion_id" uuid not null references "post_promotions" ("id"),
      "viewer_id" uuid not null references "users" ("id"),
      "created_at" timestamptz not null default now(),
      primary key ("promotion_id", "viewer_id")
    );`);

    this.addSql(`create table "withdrawals" (
      "id" uuid primary key,
      "user_id" uuid not null references "users" ("id"),
      "amount" bigint not null check ("amount" >= 5000),
      "narration" varchar(100) null,
      "bank_name" varchar(100) not null,
      "bank_code" varchar(10) not null,
      "account_number" varchar(20) not null,
      "account_name" varchar(150) not null,
      "recipient_code" varchar(60) null,
      "transfer_code" varchar(60) null,
      "status" text not null default 'pending' check ("status" in ('pending', 'succeeded', 'failed')),
      "failure_reason" text null,
      "automatic" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "withdrawals_user_index" on "withdrawals" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "withdrawals_pending_index" on "withdrawals" ("updated_at") where "status" = 'pending';`);

    this.addSql(`create table "payments" (
      "reference" varchar(60) primary key,
      "user_id" uuid not null references "users" ("id"),
      "purpose" text not null check ("purpose" in ('top_up', 'donation')),
      "amount" bigint not null check ("amount" >= 100),
      "recipient_id" uuid null references "users" ("id"),
      "message" varchar(280) null,
      "status" text not null default 'pending' check ("status" in ('pending', 'succeeded', 'failed')),
      "authorization_url" text not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      check (("purpose" = 'donation') = ("recipient_id" is not null))
    );`);
    this.addSql(`create index "payments_user_index" on "payments" ("user_id", "created_at" desc);`);

    this.addSql(`create table "ledger_transactions" (
      "id" uuid primary key,
      "kind" text not null check ("kind" in ('top_up', 'donation', 'promotion_fund', 'promotion_impression',
        'promotion_settle', 'withdrawal', 'withdrawal_paid', 'withdrawal_reversal')),
      "idempotency_key" varchar(200) not null unique,
      "request_hash" char(64) not null,
      "user_id" uuid null references "users" ("id"),
      "counterparty_id" uuid null references "users" ("id"),
      "promotion_id" uuid null references "post_promotions" ("id") deferrable initially deferred,
      "withdrawal_id" uuid null references "withdrawals" ("id") deferrable initially deferred,
      "payment_reference" varchar(60) null references "payments" ("reference") deferrable initially deferred,
      "memo" varchar(280) null,
      "created_at" timestamptz not null default clock_timestamp()
    );`);
    this.addSql(`create index "ledger_transactions_user_index" on "ledger_transactions" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "ledger_transactions_counterparty_index" on "ledger_transactions" ("counterparty_id", "created_at" desc, "id" desc) where "counterparty_id" is not null;`);
    this.addSql(`create index "ledger_transactions_promotion_index" on "ledger_transactions" ("promotion_id") where "promotion_id" is not null;`);
    this.addSql(`create index "ledger_transactions_withdrawal_index" on "ledger_transactions" ("withdrawal_id") where "withdrawal_id" is not null;`);

    this.addSql(`create table "ledger_entries" (
      "id" bigint generated always as identity primary key,
      "transaction_id" uuid not null references "ledger_transactions" ("id"),
      "account" text not null check ("account" in ('wallet', 'platform_revenue', 'promotion_escrow', 'payouts_in_flight', 'provider_clearing')),
      "user_id" uuid null references "users" ("id"),
      "promotion_id" uuid null references "post_promotions" ("id"),
      "withdrawal_id" uuid null references "withdrawals" ("id"),
      "amount" bigint not null check ("amount" <> 0),
      "created_at" timestamptz not null default clock_timestamp(),
      constraint "ledger_entries_wallet_owner" check (("account" = 'wallet') = ("user_id" is not null)),
      constraint "ledger_entries_escrow_promotion" check (("account" = 'promotion_escrow') = ("promotion_id" is not null)),
      constraint "ledger_entries_payout_withdrawal" check (("account" = 'payouts_in_flight') = ("withdrawal_id" is not null))
    );`);
    this.addSql(`create index "ledger_entries_transaction_index" on "ledger_entries" ("transaction_id");`);
    this.addSql(`create index "ledger_entries_wallet_index" on "ledger_entries" ("user_id") where "user_id" is not null;`);

    // History is immutable.
    this.addSql(`create function "ledger_immutable"() returns trigger language plpgsql as $$
      begin raise exception 'the ledger is append-only: % on % refused', tg_op, tg_table_name using errcode = '55000'; end $$;`);
    for (const table of ['ledger_entries', 'ledger_transactions']) {
      this.addSql(`create trigger "${table}_immutable" before update or delete on "${table}" for each row execute function "ledger_immutable"();`);
      this.addSql(`create trigger "${table}_no_truncate" before truncate on "${table}" for each statement execute function "ledger_immutable"();`);
    }

    // Every transaction sums to zero, checked at commit (entries are inserted one statement at a time).
    this.addSql(`create function "ledger_transaction_balanced"() returns trigger language plpgsql as $$
      declare total bigint;
      begin
        select coalesce(sum(amount), 0) into total from ledger_entries where transaction_id = new.transaction_id;
        if total <> 0 then
          raise exception 'ledger transaction % does not balance (sum %)', new.transaction_id, total using errcode = '23514';
        end if;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger "ledger_entries_balanced" after insert on "ledger_entries"
      deferrable initially deferred for each row execute function "ledger_transaction_balanced"();`);

    // Posting moves the balances it belongs to, in the same statement.
    this.addSql(`create function "ledger_post_entry"() returns trigger language plpgsql as $$
      declare earning bigint := 0;
      begin
        if new.account = 'wallet' then
          if new.amount > 0 and (select kind from ledger_transactions where id = new.transaction_id) = 'donation' then
            earning := new.amount;
          end if;
          perform set_config('civic.ledger_posting', 'on', true);
          update users set wallet_balance = wallet_balance + new.amount, total_earnings = total_earnings + earning
            where id = new.user_id;
          perform set_config('civic.ledger_posting', 'off', true);
        elsif new.account = 'promotion_escrow' then
          update post_promotions set escrow_balance = escrow_balance + new.amount where id = new.promotion_id;
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "ledger_entries_post" after insert on "ledger_entries" for each row execute function "ledger_post_entry"();`);

    // Only the ledger moves a wallet.
    this.addSql(`create function "users_balance_guard"() returns trigger language plpgsql as $$
      begin
        if coalesce(current_setting('civic.ledger_posting', true), 'off') <> 'on' then
          raise exception 'wallet_balance and total_earnings change only through the ledger' using errcode = '55000';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "users_balance_guard" before update of "wallet_balance", "total_earnings" on "users" for each row
      when (old.wallet_balance is distinct from new.wallet_balance or old.total_earnings is distinct from new.total_earnings)
      execute function "users_balance_guard"();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists "users_balance_guard" on "users";');
    this.addSql('drop function if exists "users_balance_guard"();');
    this.addSql('drop table if exists "ledger_entries";');
    this.addSql('drop table if exists "ledger_transactions";');
    this.addSql('drop table if exists "payments";');
    this.addSql('drop table if exists "withdrawals";');
    this.addSql('drop table if exists "promotion_impressions";');
    this.addSql('drop table if exists "post_promotions";');
    this.addSql('drop function if exists "ledger_post_entry"();');
    this.addSql('drop function if exists "ledger_transaction_balanced"();');
    this.addSql('drop function if exists "ledger_immutable"();');
  }
}
