import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../shared/context.js';
import { CACHE_SECONDS, PublicRead } from '../shared/public-cache.js';
import { LIMITS } from './limits.js';

@ObjectType({ description: 'How long a GET of each kind of public read may be cached (Cache-Control max-age), in seconds.' })
class PublicCacheSeconds {
  @Field(() => Int, { description: 'Results: summary, states, areas, units, party analysis, live updates.' })
  liveResults!: number;

  @Field(() => Int, { description: 'Lists: elections, news.' })
  lists!: number;

  @Field(() => Int, { description: "INEC's geography: states, LGAs, wards, polling units, constituencies." })
  geography!: number;
}

@ObjectType({ description: 'The public API as this server runs it: what the /developers page documents.' })
class PublicApi {
  @Field(() => Boolean, { description: 'Whether the schema answers introspection (and /api/schema.graphql is served).' })
  introspection!: boolean;

  @Field(() => Int, { description: 'Live results and live updates reach a subscriber at most once per this many milliseconds.' })
  liveTickMs!: number;

  @Field(() => Int, { description: 'GraphQL requests a minute an address without a session may make.' })
  anonymousRequestsPerMinute!: number;

  @Field(() => Int, { description: 'Sockets an address without a session may hold open on one server.' })
  anonymousSocketsPerAddress!: number;

  @Field(() => Int, { description: 'Deepest selection an operation may have (introspection aside).' })
  maxDepth!: number;

  @Field(() => Int, { description: 'Aliases an operation may use.' })
  maxAliases!: number;

  @Field(() => Int, { description: 'Estimated cost an operation may have (a literal `first` multiplies).' })
  maxCost!: number;

  @Field(() => PublicCacheSeconds)
  cacheSeconds!: PublicCacheSeconds;
}

@Resolver()
export class PublicApiResolver {
  @PublicRead(CACHE_SECONDS.lists)
  @Query(() => PublicApi, { description: 'The public API’s settings and limits, for developers.' })
  publicApi(@Ctx() ctx: Context): PublicApi {
    const { config } = ctx.deps;
    return {
      introspection: config.introspection,
      liveTickMs: config.liveTickMs,
      anonymousRequestsPerMinute: config.anonymous.requestsPerMinute,
      anonymousSocketsPerAddress: config.anonymous.socketsPerAddress,
      maxDepth: LIMITS.maxDepth,
      maxAliases: LIMITS.maxAliases,
      maxCost: LIMITS.maxCost,
      cacheSeconds: CACHE_SECONDS,
    };
  }
}
