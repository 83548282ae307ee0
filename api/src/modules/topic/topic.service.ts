import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { parseInput } from '../../shared/validation.js';

const trendingSchema = z.object({ first: z.number().int().min(1).max(50).default(10) });

export type TrendingTopic = { name: string; recentPosts: number; totalPosts: number };

/** Trending #topics: the most used in live posts of the last seven days. */
export class TopicService {
  constructor(private readonly ctx: Context) {}

  async trending(input: unknown = {}): Promise<TrendingTopic[]> {
    const { first } = parseInput(trendingSchema, input);
    const rows = await this.ctx.em.execute(
      `select t.name, count(*)::int as recent_posts, t.post_count as total_posts
       from post_topics pt join topics t on t.id = pt.topic_id join posts p on p.id = pt.post_id
       where pt.created_at > now() - interval '7 days' and not p.is_deleted and not p.is_moderated
       group by t.id order by recent_posts desc, t.name limit ?`,
      [first],
    );
    return rows.map((row) => ({ name: String(row.name), recentPosts: row.recent_posts, totalPosts: row.total_posts }));
  }
}
