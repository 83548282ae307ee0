import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { TopicService } from './topic.service.js';

@ObjectType({ description: 'A #topic people are posting about.' })
class TrendingTopic {
  @Field(() => String, { description: 'The topic, lowercased, without #.' })
  name!: string;

  @Field(() => Int, { description: 'Posts using it in the last seven days.' })
  recentPosts!: number;

  @Field(() => Int, { description: 'Posts using it ever.' })
  totalPosts!: number;
}

@Resolver()
export class TopicResolver {
  @Query(() => [TrendingTopic], { description: 'The most used #topics of the last seven days.' })
  trendingTopics(@Arg('first', () => Int, { defaultValue: 10, description: 'How many, at most 50.' }) first: number, @Ctx() ctx: Context) {
    return new TopicService(ctx).trending({ first });
  }
}
