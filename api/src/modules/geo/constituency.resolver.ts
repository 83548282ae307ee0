import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root, type ClassType } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { CACHE_SECONDS, PublicRead } from '../../shared/public-cache.js';
import { GeoService } from './geo.service.js';
import { FederalConstituency, Lga, MapExtent, SenatorialDistrict, State, Ward } from './geo.types.js';

/** What every constituency answers: its state, LGAs, wards and where it is. */
function constituencyResolver<T extends SenatorialDistrict | FederalConstituency>(type: ClassType<T>) {
  @Resolver(() => type)
  abstract class ConstituencyPlaces {
    @FieldResolver(() => State, { description: 'The state it is in.' })
    state(@Root() place: T, @Ctx() ctx: Context) {
      return new GeoService(ctx).stateOf(place);
    }

    @FieldResolver(() => [Lga], {
      description: 'The LGAs its wards are in, in code order. An LGA split between two constituencies is listed in both.',
    })
    lgas(@Root() place: T, @Ctx() ctx: Context) {
      return new GeoService(ctx).lgasOf(place);
    }

    @FieldResolver(() => [Ward], { description: 'Its wards, in code order.' })
    wards(@Root() place: T, @Ctx() ctx: Context) {
      return new GeoService(ctx).wardsOf(place);
    }

    @FieldResolver(() => MapExtent, {
      nullable: true,
      description: 'Approximately where it is, for a map; null when none of its polling units has coordinates.',
    })
    extent(@Root() place: T, @Ctx() ctx: Context) {
      return new GeoService(ctx).extentOf(place);
    }
  }
  return ConstituencyPlaces;
}

@Resolver(() => SenatorialDistrict)
export class SenatorialDistrictResolver extends constituencyResolver(SenatorialDistrict) {
  @FieldResolver(() => [FederalConstituency], {
    description: 'The federal constituencies with wards in the district (two of them also have wards in a neighbouring district).',
  })
  federalConstituencies(@Root() district: SenatorialDistrict, @Ctx() ctx: Context) {
    return new GeoService(ctx).federalConstituenciesIn(district);
  }

  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => SenatorialDistrict, { nullable: true, description: "A senatorial district by the INEC result portal's id; null if there is none." })
  senatorialDistrict(@Arg('id', () => Int, { description: 'The id, as Ward.senatorialDistrictId gives it.' }) id: number, @Ctx() ctx: Context) {
    return new GeoService(ctx).senatorialDistrict(id);
  }

  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => [SenatorialDistrict], { description: "A state's senatorial districts, in INEC code order. NOT_FOUND for an unknown state." })
  async senatorialDistricts(@Arg('stateCode', () => String, { description: "State code, e.g. '24'." }) stateCode: string, @Ctx() ctx: Context) {
    return (await new GeoService(ctx).constituenciesOf(stateCode)).senatorial;
  }
}

@Resolver(() => FederalConstituency)
export class FederalConstituencyResolver extends constituencyResolver(FederalConstituency) {
  @FieldResolver(() => [SenatorialDistrict], {
    description: 'The senatorial districts its wards vote in: one, or two for the two the 2023 portal splits.',
  })
  senatorialDistricts(@Root() constituency: FederalConstituency, @Ctx() ctx: Context) {
    return new GeoService(ctx).senatorialDistrictsOf(constituency);
  }

  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => FederalConstituency, { nullable: true, description: "A federal constituency by the INEC result portal's id; null if there is none." })
  federalConstituency(@Arg('id', () => Int, { description: 'The id, as Ward.federalConstituencyId gives it.' }) id: number, @Ctx() ctx: Context) {
    return new GeoService(ctx).federalConstituency(id);
  }

  @PublicRead(CACHE_SECONDS.geography)
  @Query(() => [FederalConstituency], { description: "A state's federal constituencies, in INEC code order. NOT_FOUND for an unknown state." })
  async federalConstituencies(@Arg('stateCode', () => String, { description: "State code, e.g. '24'." }) stateCode: string, @Ctx() ctx: Context) {
    return (await new GeoService(ctx).constituenciesOf(stateCode)).federal;
  }
}
