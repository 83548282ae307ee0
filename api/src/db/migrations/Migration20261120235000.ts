import { Migration } from '@mikro-orm/migrations';

/**
 * Posts, comments, likes, views, shares, mentions, topics, reports, follows and blocks.
 * post_hot_score is the trending rank: engagement on a log scale plus recency (45,000 s of
 * age weigh one order of magnitude of engagement, as Reddit's "hot"); a boost adds two.
 * It only reads its arguments (epoch of a timestamptz is the same in every zone), so it is
 * immutable and posts.hot_score can be a stored generated column with an index.
 */
export class Migration20261120235000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create function post_hot_score(likes int, comments int, reposts int, shares int, created timestamptz, boosted boolean)
      returns double precision language sql immutable parallel safe as $$
        select log(greatest(likes + 2 * comments + 3 * reposts + shares, 1))::double precision
          + (extract(epoch from created)::double precision - 1700000000) / 45000
          + case when boosted then 2 else 0 end
      $$;`);
    this.addSql(`create table "topics" ("id" uuid not null, "name" varchar(50) not null, "post_count" int not null default 0, constraint "topics_pkey" primary key ("id"));`);
    this.addSql(`alter table "topics" add constraint "topics_name_unique" unique ("name");`);

    this.addSql(`create table "posts" ("id" uuid not null, "author_id" uuid not null, "content" text not null, "image_url" text null, "video_url" text null, "video_thumbnail" text null, "video_duration" int null, "target_feed" text check ("target_feed" in ('ward', 'lga', 'state', 'blowing')) not null default 'ward', "state_code" char(2) null, "lga_code" varchar(5) null, "ward_code" varchar(8) null, "likes_count" int not null default 0, "comments_count" int not null default 0, "shares_count" int not null default 0, "reposts_count" int not null default 0, "views_count" int not null default 0, "hot_score" double precision generated always as (post_hot_score(likes_count, comments_count, reposts_count, shares_count, created_at, is_boosted_to_blowing)) stored not null, "is_moderated" boolean not null default false, "moderation_reason" text null, "is_deleted" boolean not null default false, "edited_at" timestamptz null, "original_post_id" uuid null, "repost_comment" text null, "is_boosted_to_blowing" boolean not null default false, "boosted_at" timestamptz null, "boosted_by" uuid null, "created_at" timestamptz not null, constraint "posts_pkey" primary key ("id"), constraint posts_one_medium check (image_url is null or video_url is null), constraint posts_counts_non_negative check (likes_count >= 0 and comments_count >= 0 and shares_count >= 0 and reposts_count >= 0 and views_count >= 0));`);
    this.addSql(`create index "posts_original_post_id_index" on "posts" ("original_post_id");`);
    this.addSql(`create index "posts_author_feed_index" on "posts" ("author_id", "created_at" desc, "id" desc) where not "is_deleted";`);
    this.addSql(`create index "posts_ward_feed_index" on "posts" ("ward_code", "created_at" desc, "id" desc) where not "is_deleted";`);
    this.addSql(`create index "posts_lga_feed_index" on "posts" ("lga_code", "created_at" desc, "id" desc) where not "is_deleted";`);
    this.addSql(`create index "posts_state_feed_index" on "posts" ("state_code", "created_at" desc, "id" desc) where not "is_deleted";`);
    this.addSql(`create unique index "posts_one_repost_per_author" on "posts" ("author_id", "original_post_id") where "original_post_id" is not null and not "is_deleted";`);
    this.addSql(`create index "posts_blowing_index" on "posts" ("hot_score" desc, "id" desc) where not "is_deleted";`);

    this.addSql(`create table "post_views" ("id" uuid not null, "post_id" uuid not null, "user_id" uuid null, "session_id" varchar(64) null, "ip_address" varchar(64) null, "created_at" timestamptz not null, constraint "post_views_pkey" primary key ("id"), constraint post_views_who check (num_nonnulls(user_id, session_id) >= 1));`);
    this.addSql(`alter table "post_views" add constraint "post_views_post_session_unique" unique ("post_id", "session_id");`);
    this.addSql(`alter table "post_views" add constraint "post_views_post_user_unique" unique ("post_id", "user_id");`);

    this.addSql(`create table "post_topics" ("post_id" uuid not null, "topic_id" uuid not null, "created_at" timestamptz not null, constraint "post_topics_pkey" primary key ("post_id", "topic_id"));`);
    this.addSql(`create index "post_topics_topic_id_index" on "post_topics" ("topic_id");`);
    this.addSql(`create index "post_topics_recent_index" on "post_topics" ("created_at", "topic_id");`);

    this.addSql(`create table "post_shares" ("id" uuid not null, "original_post_id" uuid not null, "user_id" uuid null, "target" text check ("target" in ('x', 'facebook', 'whatsapp', 'telegram', 'copy_link')) not null, "created_at" timestamptz not null, constraint "post_shares_pkey" primary key ("id"));`);
    this.addSql(`create index "post_shares_original_post_id_index" on "post_shares" ("original_post_id");`);

    this.addSql(`create table "mentions" ("id" uuid not null, "mentioner_id" uuid not null, "mentioned_id" uuid not null, "content_type" text check ("content_type" in ('post', 'comment')) not null, "content_id" uuid not null, "created_at" timestamptz not null, constraint "mentions_pkey" primary key ("id"));`);
    this.addSql(`create index "mentions_mentioned_id_index" on "mentions" ("mentioned_id");`);
    this.addSql(`create index "mentions_content_index" on "mentions" ("content_type", "content_id");`);

    this.addSql(`create table "follows" ("id" uuid not null, "follower_id" uuid not null, "following_id" uuid not null, "created_at" timestamptz not null, constraint "follows_pkey" primary key ("id"), constraint follows_not_self check (follower_id <> following_id));`);
    this.addSql(`create index "follows_following_index" on "follows" ("following_id", "created_at");`);
    this.addSql(`alter table "follows" add constraint "follows_pair_unique" unique ("follower_id", "following_id");`);

    this.addSql(`create table "content_reports" ("id" uuid not null, "reporter_id" uuid not null, "content_type" text check ("content_type" in ('post', 'comment')) not null, "content_id" uuid not null, "reason" varchar(40) not null, "description" text null, "status" text check ("status" in ('pending', 'reviewed', 'dismissed')) not null default 'pending', "moderator_id" uuid null, "moderator_notes" text null, "created_at" timestamptz not null, "reviewed_at" timestamptz null, constraint "content_reports_pkey" primary key ("id"));`);
    this.addSql(`create index "content_reports_reporter_id_index" on "content_reports" ("reporter_id");`);
    this.addSql(`create index "content_reports_content_index" on "content_reports" ("content_type", "content_id");`);
    this.addSql(`create index "content_reports_queue_index" on "content_reports" ("status", "created_at");`);

    this.addSql(`create table "comments" ("id" uuid not null, "post_id" uuid not null, "author_id" uuid not null, "parent_comment_id" uuid null, "content" text not null, "likes_count" int not null default 0, "replies_count" int not null default 0, "is_moderated" boolean not null default false, "moderation_reason" text null, "is_deleted" boolean not null default false, "created_at" timestamptz not null, constraint "comments_pkey" primary key ("id"), constraint comments_counts_non_negative check (likes_count >= 0 and replies_count >= 0));`);
    this.addSql(`create index "comments_author_id_index" on "comments" ("author_id");`);
    this.addSql(`create index "comments_parent_comment_id_index" on "comments" ("parent_comment_id");`);
    this.addSql(`create index "comments_thread_index" on "comments" ("post_id", "parent_comment_id", "created_at");`);

    this.addSql(`create table "likes" ("id" uuid not null, "user_id" uuid not null, "post_id" uuid null, "comment_id" uuid null, "created_at" timestamptz not null, constraint "likes_pkey" primary key ("id"), constraint likes_one_target check (num_nonnulls(post_id, comment_id) = 1));`);
    this.addSql(`create index "likes_post_id_index" on "likes" ("post_id");`);
    this.addSql(`create index "likes_comment_id_index" on "likes" ("comment_id");`);
    this.addSql(`alter table "likes" add constraint "likes_user_comment_unique" unique ("user_id", "comment_id");`);
    this.addSql(`alter table "likes" add constraint "likes_user_post_unique" unique ("user_id", "post_id");`);

    this.addSql(`create table "user_blocks" ("id" uuid not null, "blocker_id" uuid not null, "blocked_id" uuid not null, "reason" varchar(60) not null, "created_at" timestamptz not null, constraint "user_blocks_pkey" primary key ("id"), constraint user_blocks_not_self check (blocker_id <> blocked_id));`);
    this.addSql(`create index "user_blocks_blocked_index" on "user_blocks" ("blocked_id", "blocker_id");`);
    this.addSql(`alter table "user_blocks" add constraint "user_blocks_pair_unique" unique ("blocker_id", "blocked_id");`);

    this.addSql(`alter table "posts" add constraint "posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "posts" add constraint "posts_original_post_id_foreign" foreign key ("original_post_id") references "posts" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "post_views" add constraint "post_views_post_id_foreign" foreign key ("post_id") references "posts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "post_views" add constraint "post_views_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "post_topics" add constraint "post_topics_post_id_foreign" foreign key ("post_id") references "posts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "post_topics" add constraint "post_topics_topic_id_foreign" foreign key ("topic_id") references "topics" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "post_shares" add constraint "post_shares_original_post_id_foreign" foreign key ("original_post_id") references "posts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "post_shares" add constraint "post_shares_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "mentions" add constraint "mentions_mentioner_id_foreign" foreign key ("mentioner_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "mentions" add constraint "mentions_mentioned_id_foreign" foreign key ("mentioned_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "follows" add constraint "follows_follower_id_foreign" foreign key ("follower_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follows" add constraint "follows_following_id_foreign" foreign key ("following_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "content_reports" add constraint "content_reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "comments" add constraint "comments_post_id_foreign" foreign key ("post_id") references "posts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comments" add constraint "comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comments" add constraint "comments_parent_comment_id_foreign" foreign key ("parent_comment_id") references "comments" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "likes" add constraint "likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "likes" add constraint "likes_post_id_foreign" foreign key ("post_id") references "posts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "likes" add constraint "likes_comment_id_foreign" foreign key ("comment_id") references "comments" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_blocks" add constraint "user_blocks_blocker_id_foreign" foreign key ("blocker_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_blocks" add constraint "user_blocks_blocked_id_foreign" foreign key ("blocked_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "post_topics" drop constraint "post_topics_topic_id_foreign";`);

    this.addSql(`alter table "posts" drop constraint "posts_original_post_id_foreign";`);

    this.addSql(`alter table "post_views" drop constraint "post_views_post_id_foreign";`);

    this.addSql(`alter table "post_topics" drop constraint "post_topics_post_id_foreign";`);

    this.addSql(`alter table "post_shares" drop constraint "post_shares_original_post_id_foreign";`);

    this.addSql(`alter table "comments" drop constraint "comments_post_id_foreign";`);

    this.addSql(`alter table "likes" drop constraint "likes_post_id_foreign";`);

    this.addSql(`alter table "comments" drop constraint "comments_parent_comment_id_foreign";`);

    this.addSql(`alter table "likes" drop constraint "likes_comment_id_foreign";`);

    this.addSql(`drop table if exists "topics" cascade;`);

    this.addSql(`drop table if exists "posts" cascade;`);

    this.addSql(`drop table if exists "post_views" cascade;`);

    this.addSql(`drop table if exists "post_topics" cascade;`);

    this.addSql(`drop table if exists "post_shares" cascade;`);

    this.addSql(`drop table if exists "mentions" cascade;`);

    this.addSql(`drop table if exists "follows" cascade;`);

    this.addSql(`drop table if exists "content_reports" cascade;`);

    this.addSql(`drop table if exists "comments" cascade;`);

    this.addSql(`drop table if exists "likes" cascade;`);

    this.addSql(`drop table if exists "user_blocks" cascade;`);

    this.addSql(`drop function post_hot_score;`);
  }

}
