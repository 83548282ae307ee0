import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Post } from '../post/post.entity.js';

/** A #hashtag, stored lowercased; postCount counts the posts that used it. */
@Entity({ tableName: 'topics' })
export class Topic {
  [OptionalProps]?: 'postCount';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 50, unique: true })
  name!: string;

  @Property({ type: 'integer', default: 0 })
  postCount: number = 0;
}

/** Which post used which topic, and when: trending counts recent rows per topic. */
@Entity({ tableName: 'post_topics' })
@Index({ name: 'post_topics_recent_index', properties: ['createdAt', 'topic'] })
@Index({
  name: 'post_topics_feed_index',
  expression: 'create index "post_topics_feed_index" on "post_topics" ("topic_id", "created_at" desc, "post_id" desc)',
})
export class PostTopic {
  [PrimaryKeyProp]?: ['post', 'topic'];

  @ManyToOne(() => Post, { primary: true, deleteRule: 'cascade' })
  post!: Post;

  @ManyToOne(() => Topic, { primary: true, deleteRule: 'cascade', index: false }) // post_topics_feed_index starts with it
  topic!: Topic;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
