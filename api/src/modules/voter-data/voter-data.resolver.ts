import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { VoterDataService } from './voter-data.service.js';
import { PollingUnitValidation, VoterRegisterSummary } from './voter-data.types.js';

@Resolver()
export class VoterDataResolver {
  @Query(() => VoterRegisterSummary, { description: "INEC's voter register in aggregate (the voter-data page)." })
  voterRegister(@Ctx() ctx: Context) {
    return new VoterDataService(ctx).registerSummary();
  }

  @Query(() => PollingUnitValidation, {
    description:
      'Checks a state, LGA, ward and polling unit (codes, as the picker gives them) against INEC’s delimitation. ' +
      'BAD_USER_INPUT when one is missing; valid false, with the reason, when they do not belong together.',
  })
  validatePollingUnit(
    @Arg('state', () => String, { description: "State code, e.g. '24'." }) state: string,
    @Arg('lga', () => String, { description: "LGA code, '16' or '24/16'." }) lga: string,
    @Arg('ward', () => String, { description: "Ward code, '05' or '24/16/05'." }) ward: string,
    @Arg('pollingUnit', () => String, { description: "Polling-unit code, '012' or '24/16/05/012'." }) pollingUnit: string,
    @Ctx() ctx: Context,
  ) {
    return new VoterDataService(ctx).validatePollingUnit({ state, lga, ward, pollingUnit });
  }
}
