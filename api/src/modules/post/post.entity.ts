import { randomUUID } from 'node:crypto';
import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../user/user.entity.js';

export enum TargetFeed {
  WARD = 'ward',
  LGA = 'lga',
  STATE = 'state',
  BLOWING = 'blowing',
}
registerEnumType(TargetFeed, { name: 'TargetFeed', description: 'The feed a post was written for.' });

/** Limits shared by the service, the REST shim and the docs (SPEC §9, with edits allowed up to the post limit). */
export const POST_LIMITS = { content: 5000, repostComment: 280 };

/*
 * A post, or a repost of one (originalPost set). It carries its author's electoral location
 * when written, so the ward, LGA and state feeds are index range reads on the post table.
 * Counters are kept in the same transaction as the rows they count; hot_score is computed by
 * PostgreSQL from them (post_hot_score in the migration) so it can never disagree.
 */
@ObjectType({ description: 'A post in the feeds, or a repost of one.' })
@Entity({ tableName: 'posts' })
@Index({
  name: 'posts_blowing_index',
  expression: 'create index "posts_blowing_index" on "posts" ("hot_score" desc, "id" desc) where not "is_deleted"',
})
@Index({
  name: 'posts_state_feed_index',
  expression:
    'create index "posts_state_feed_index" on "posts" ("state_code", "created_at" desc, "id" desc) where not "is_deleted"',
})
@Index({
  name: 'posts_lga_feed_index',
  expression: 'create index "posts_lga_feed_index" on "posts" ("lga_code", "created_at" desc, "id" desc) where not "is_deleted"',
})
@Index({
  name: 'posts_ward_feed_index',
  expression:
    'create index "posts_ward_feed_index" on "posts" ("ward_code", "created_at" desc, "id" desc) where not "is_deleted"',
})
@Index({
  name: 'posts_author_feed_index',
  expression:
    'create index "posts_author_feed_index" on "posts" ("author_id", "created_at" desc, "id" desc) where not "is_deleted"',
})
@Index({
  name: 'posts_one_repost_per_author',
  expression:
    'create unique index "posts_one_repost_per_author" on "posts" ("author_id", "original_post_id") where "original_post_id" is not null and not "is_deleted"',
})
@Check({
  name: 'posts_counts_non_negative',
  expression: 'likes_count >= 0 and comments_count >= 0 and shares_count >= 0 and reposts_count >= 0 and views_count >= 0',
})
@Check({ name: 'posts_one_medium', expression: 'image_url is null or video_url is null' })
export class Post {
  [OptionalProps]?:
    | 'likesCount' | 'commentsCount' | 'sharesCount' | 'repostsCount' | 'viewsCount' | 'isModerated' | 'isRemoved' | 'isDeleted'
    | 'isBoostedToBlowing' | 'autoPostToBlowing' | 'createdAt' | 'hotScore' | 'targetFeed' | 'isEdited' | 'isRepost';

  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => User, { description: 'Who wrote it.' })
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false }) // posts_author_feed_index starts with it
  author!: User;

  @Field(() => String, { description: 'The text, up to 5,000 characters (may be empty for a repost).' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'Attached image (never with a video).' })
  @Property({ type: 'text', nullable: true })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Attached video (super administrators only).' })
  @Property({ type: 'text', nullable: true })
  videoUrl?: string | null;

  @Field(() => String, { nullable: true, description: "The video's thumbnail image." })
  @Property({ type: 'text', nullable: true })
  videoThumbnail?: string | null;

  @Field(() => Int, { nullable: true, description: "The video's length in seconds (at most 180)." })
  @Property({ type: 'integer', nullable: true })
  videoDuration?: number | null;

  @Field(() => TargetFeed, { description: 'The feed it was written for (ward by default).' })
  @Enum({ items: () => TargetFeed, default: TargetFeed.WARD })
  targetFeed: TargetFeed = TargetFeed.WARD;

  /** The author's state when writing ('24'). */
  @Property({ type: 'string', columnType: 'char(2)', nullable: true })
  stateCode?: string | null;

  /** The author's LGA when writing ('24/16'). */
  @Property({ type: 'string', length: 5, nullable: true })
  lgaCode?: string | null;

  /** The author's ward when writing ('24/16/05'). */
  @Property({ type: 'string', length: 8, nullable: true })
  wardCode?: string | null;

  @Field(() => Int, { description: 'Likes.' })
  @Property({ type: 'integer', default: 0 })
  likesCount: number = 0;

  @Field(() => Int, { description: 'Comments and replies.' })
  @Property({ type: 'integer', default: 0 })
  commentsCount: number = 0;

  @Field(() => Int, { description: 'Times shared (X, Facebook, WhatsApp, Telegram, copied link).' })
  @Property({ type: 'integer', default: 0 })
  sharesCount: number = 0;

  @Field(() => Int, { description: 'Reposts.' })
  @Property({ type: 'integer', default: 0 })
  repostsCount: number = 0;

  @Field(() => Int, { description: 'Views: one per member, or per browser session for visitors.' })
  @Property({ type: 'integer', default: 0 })
  viewsCount: number = 0;

  /** Trending rank (Reddit-style "hot"): engagement on a log scale plus recency; boosted posts get a lift. */
  @Property({
    type: 'double',
    generated:
      '(post_hot_score(likes_count, comments_count, reposts_count, shares_count, created_at, is_boosted_to_blowing)) stored',
  })
  hotScore!: number;

  @Field(() => Boolean, { description: 'Whether a moderator has hidden it.' })
  @Property({ type: 'boolean', default: false })
  isModerated: boolean = false;

  @Field(() => String, { nullable: true, description: 'Why a moderator hid it.' })
  @Property({ type: 'text', nullable: true })
  moderationReason?: string | null;

  /** Removed by a moderator: hidden from its author too (a hidden post stays visible to its author, with the reason). */
  @Property({ type: 'boolean', default: false })
  isRemoved: boolean = false;

  @Field(() => Boolean, { description: 'Whether it was deleted (deleted posts are not shown).' })
  @Property({ type: 'boolean', default: false })
  isDeleted: boolean = false;

  @Field(() => Date, { nullable: true, description: 'When the text was last edited.' })
  @Property({ type: 'datetime', nullable: true })
  editedAt?: Date | null;

  @Field(() => Post, { nullable: true, description: 'The post this reposts; null for an original post.' })
  @ManyToOne(() => Post, { nullable: true, deleteRule: 'set null', index: true })
  originalPost?: Post | null;

  @Field(() => String, { nullable: true, description: "The reposter's comment, up to 280 characters." })
  @Property({ type: 'text', nullable: true })
  repostComment?: string | null;

  @Field(() => Boolean, { description: 'Whether an administrator boosted it to the blowing feed (once only).' })
  @Property({ type: 'boolean', default: false })
  isBoostedToBlowing: boolean = false;

  @Field(() => Date, { nullable: true, description: 'When it was boosted.' })
  @Property({ type: 'datetime', nullable: true })
  boostedAt?: Date | null;

  /** The administrator who boosted it (GraphQL and REST show it to administrators only). */
  @Property({ type: 'uuid', nullable: true })
  boostedBy?: string | null;

  @Field(() => Boolean, {
    description: 'Whether it competes for the Blowing feed by its engagement (the default), or stays in its place feeds unless boosted.',
  })
  @Property({ type: 'boolean', default: true })
  autoPostToBlowing: boolean = true;

  @Field(() => Date, { description: 'When it was written.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Boolean, { description: 'Whether the text was edited after posting.' })
  get isEdited(): boolean {
    return !!this.editedAt;
  }

  @Field(() => Boolean, { description: 'Whether this is a repost.' })
  get isRepost(): boolean {
    return !!this.originalPost;
  }
}
