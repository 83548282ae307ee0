import { Migration } from '@mikro-orm/migrations';

/** Direct messages (conversations, messages) and notifications. */
export class Migration20261121100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "conversations" ("id" uuid not null, "participant1_id" uuid not null, "participant2_id" uuid not null, "started_by_id" uuid not null, "last_message_at" timestamptz null, "active_at" timestamptz not null, "created_at" timestamptz not null, constraint "conversations_pkey" primary key ("id"), constraint "conversations_ordered_pair" check (participant1_id < participant2_id));`);
    this.addSql(`alter table "conversations" add constraint "conversations_pair_unique" unique ("participant1_id", "participant2_id");`);
    this.addSql(`create index "conversations_participant2_index" on "conversations" ("participant2_id");`);
    this.addSql(`alter table "conversations" add constraint "conversations_participant1_id_foreign" foreign key ("participant1_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversations" add constraint "conversations_participant2_id_foreign" foreign key ("participant2_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversations" add constraint "conversations_started_by_id_foreign" foreign key ("started_by_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "messages" ("id" uuid not null, "conversation_id" uuid not null, "sender_id" uuid not null, "recipient_id" uuid not null, "content" text not null, "is_read" boolean not null default false, "created_at" timestamptz not null, constraint "messages_pkey" primary key ("id"));`);
    this.addSql(`create index "messages_thread_index" on "messages" ("conversation_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "messages_unread_index" on "messages" ("recipient_id", "conversation_id") where not "is_read";`);
    this.addSql(`create index "messages_sender_index" on "messages" ("sender_id");`);
    this.addSql(`alter table "messages" add constraint "messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "messages" add constraint "messages_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "notifications" ("id" uuid not null, "user_id" uuid not null, "type" text check ("type" in ('follow', 'follow_request', 'like', 'comment', 'reply', 'mention', 'repost', 'message')) not null, "from_user_id" uuid not null, "content_type" text check ("content_type" in ('post', 'comment', 'user', 'conversation')) not null, "content_id" uuid not null, "post_id" uuid null, "message" text not null, "is_read" boolean not null default false, "created_at" timestamptz not null, constraint "notifications_pkey" primary key ("id"));`);
    this.addSql(`create index "notifications_recipient_index" on "notifications" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "notifications_unread_index" on "notifications" ("user_id") where not "is_read";`);
    this.addSql(`create index "notifications_from_user_index" on "notifications" ("from_user_id");`);
    // Likes, follows, follow requests and messages notify once per subject and member.
    this.addSql(`create unique index "notifications_once_unique" on "notifications" ("user_id", "type", "from_user_id", "content_type", "content_id") where "type" in ('like', 'follow', 'follow_request', 'message');`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_from_user_id_foreign" foreign key ("from_user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "messages" cascade;`);
    this.addSql(`drop table if exists "conversations" cascade;`);
  }
}
