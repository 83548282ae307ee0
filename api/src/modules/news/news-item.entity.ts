import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** A story read from one of the configured feeds; one row per story address (SPEC §3 News item). */
@Entity({ tableName: 'news_items' })
@Index({ name: 'news_items_latest_index', expression: 'create index "news_items_latest_index" on "news_items" ("published_at" desc, "id" desc)' })
@Check({ name: 'news_items_title_present', expression: 'length(btrim(title)) > 0' })
export class NewsItem {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 300 })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** The outlet, as configured or as the feed names itself. */
  @Property({ type: 'string', length: 100 })
  source!: string;

  /** Canonical address (no fragment or tracking parameters): the de-duplication key. */
  @Property({ type: 'string', length: 2048, unique: true })
  url!: string;

  @Property({ type: 'string', length: 2048, nullable: true })
  urlToImage: string | null = null;

  /** As the feed dates it; when it does not (or dates it in the future), when we first read it. */
  @Property({ type: 'datetime' })
  publishedAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  fetchedAt: Date = new Date();
}
