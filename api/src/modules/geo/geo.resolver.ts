import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { CACHE_SECONDS, PublicRead } from '../../shared/public-cache.js';
import { GeoService } from './geo.service.js';
import { Lga, PlaceSearchResult, PollingUnit, PollingUnitConnection, State, Ward } from './geo.types.js';

@Resolver()
export class GeoResolver {
  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => [State], { description: 'The 36 states and the FCT, in INEC code order.' })
  states(@Ctx() ctx: Context) {
    return new GeoService(ctx).states();
  }

  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => [Lga], { description: "A state's local government areas, in code order. NOT_FOUND for an unknown state." })
  lgas(@Arg('stateCode', () => String, { description: "State code, e.g. '24' (Lagos)." }) stateCode: string, @Ctx() ctx: Context) {
    return new GeoService(ctx).lgas(stateCode);
  }

  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => [Ward], { description: "An LGA's wards, in code order. NOT_FOUND for an unknown state or LGA." })
  wards(
    @Arg('stateCode', () => String, { description: 'State code.' }) stateCode: string,
    @Arg('lgaCode', () => String, { description: 'LGA code within the state.' }) lgaCode: string,
    @Ctx() ctx: Context,
  ) {
    return new GeoService(ctx).wards(stateCode, lgaCode);
  }

  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => PollingUnitConnection, { description: "A ward's polling units, a page at a time, in code order." })
  pollingUnits(
    @Arg('stateCode', () => String, { description: 'State code.' }) stateCode: string,
    @Arg('lgaCode', () => String, { description: 'LGA code within the state.' }) lgaCode: string,
    @Arg('wardCode', () => String, { description: 'Ward code within the LGA.' }) wardCode: string,
    @Arg('first', () => Int, { defaultValue: 50, description: 'How many units, at most 200 (more is capped).' })
    first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' })
    after: string | null,
    @Ctx() ctx: Context,
  ) {
    return new GeoService(ctx).pollingUnits({ stateCode, lgaCode, wardCode, first, after });
  }

  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => PollingUnit, { nullable: true, description: 'One polling unit by its full code; null if there is none.' })
  pollingUnit(
    @Arg('code', () => String, { description: "Full polling-unit code 'SS/LL/WW/PPP', e.g. '24/16/05/012'." })
    code: string,
    @Ctx() ctx: Context,
  ) {
    return new GeoService(ctx).pollingUnit(code);
  }

  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => [PlaceSearchResult], {
    description:
      'Wards and polling units by name, case-insensitive and typo-tolerant: exact names first, then names ' +
      'starting with the query, then names containing it, then similar names. BAD_USER_INPUT unless the ' +
      'trimmed query has 2 to 100 characters.',
  })
  searchPlaces(
    @Arg('query', () => String, { description: 'Part of a ward or polling-unit name, 2 to 100 characters.' })
    query: string,
    @Arg('stateCode', () => String, { nullable: true, description: 'Only places in this state.' })
    stateCode: string | null,
    @Arg('lgaCode', () => String, { nullable: true, description: 'Only places in this LGA of the state (needs stateCode).' })
    lgaCode: string | null,
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many results, at most 50 (more is capped).' })
    first: number,
    @Ctx() ctx: Context,
  ) {
    return new GeoService(ctx).searchPlaces({ query, stateCode, lgaCode, first });
  }
}
