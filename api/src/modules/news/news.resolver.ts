import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { CACHE_SECONDS, PublicRead } from '../../shared/public-cache.js';
import { ConnectionType } from '../../shared/pagination.js';
import { NewsService } from './news.service.js';

@ObjectType('NewsItem', { description: 'A story from a Nigerian outlet’s feed (SPEC §3 News item).' })
export class NewsItemType {
  @Field(() => ID, { description: 'Stable id of the stored story.' })
  id!: string;

  @Field(() => String, { description: 'Headline, plain text (the sidebar cuts it at 80 characters).' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'The feed’s summary, plain text, at most 500 characters.' })
  description!: string | null;

  @Field(() => String, { description: 'The outlet.' })
  source!: string;

  @Field(() => String, { description: 'The story on the outlet’s site (http or https).' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'A picture the feed gives for the story.' })
  urlToImage!: string | null;

  @Field(() => Date, { description: 'When the outlet published it (or, undated, when it was first read).' })
  publishedAt!: Date;

  @Field(() => Boolean, {
    description: 'True for the bundled sample stories shown while no news feed is configured: not news.',
  })
  isDemo!: boolean;
}

const NewsConnection = ConnectionType(NewsItemType, 'News', 'A page of stories, newest first (Relay connection).');

@Resolver()
export class NewsResolver {
  @PublicRead(CACHE_SECONDS.lists)
  @Query(() => NewsConnection, { description: 'Latest news from the configured Nigerian outlets, newest first. Open to visitors.' })
  news(
    @Arg('first', () => Int, { defaultValue: 10, description: 'How many, at most 50.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after: string | null,
    @Ctx() ctx: Context,
  ) {
    return new NewsService(ctx).latest({ first, after });
  }
}
