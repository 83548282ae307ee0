import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { VoterDataService } from './voter-data.service.js';
import {
  CollectedVoterData,
  PollingUnitValidation,
  VoterLookupResult,
  VoterRegisterImport,
  VoterRegisterSummary,
} from './voter-data.types.js';
import { VoterRegisterService } from './voter-register.service.js';

@Resolver()
export class VoterDataResolver {
  @Query(() => VoterRegisterSummary, { description: "INEC's voter register in aggregate, with sources (the voter-data page)." })
  voterRegister(@Ctx() ctx: Context) {
    return new VoterDataService(ctx).registerSummary();
  }

  @Query(() => CollectedVoterData, { description: "'Collect All INEC Data': totals over the stored geography, declared results and imported register." })
  collectVoterData(@Ctx() ctx: Context) {
    return new VoterDataService(ctx).collectAll();
  }

  @Query(() => VoterLookupResult, {
    description:
      "Looks a voter ID up in the register an administrator imported (INEC shares no lookup). Signed-in members; 20 in 10 minutes. status 'no_register' when none is imported.",
  })
  async voterLookup(@Arg('voterID', () => String, { description: 'The voter identification number (VIN) on the card.' }) voterID: string, @Ctx() ctx: Context) {
    const answer = await new VoterRegisterService(ctx).lookup({ voterID });
    return { status: answer.status, message: answer.message, registrationStatus: answer.data?.registrationStatus ?? null, pvcStatus: answer.data?.pvcStatus ?? null };
  }

  @Mutation(() => VoterRegisterImport, {
    description:
      'Administrators: replaces the voter register with a CSV (header vin,registration_status,pvc_status; at most 100 KB here, larger files through POST /api/admin/voter-register). One bad row refuses the whole file.',
  })
  importVoterRegister(
    @Arg('csv', () => String, { description: 'The CSV text.' }) csv: string,
    @Arg('fileName', () => String, { nullable: true, description: 'Where it came from.' }) fileName: string | null,
    @Ctx() ctx: Context,
  ) {
    return new VoterRegisterService(ctx).import(csv, fileName);
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
