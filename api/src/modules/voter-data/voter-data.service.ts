import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { errorCodeOf } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { GeoService } from '../geo/geo.service.js';
import {
  CVR_2025,
  lagosToday,
  POLLING_UNITS_SOURCE,
  PVCS_COLLECTED_2023,
  REGISTER_2023_SOURCE,
  TIMETABLE_SOURCE,
  upcomingElections,
} from './voter-data.facts.js';
import { CollectedVoterData, ElectionTotals, PollingUnitValidation, VoterRegisterSummary } from './voter-data.types.js';
import { REGISTRATION_PORTAL_URL, VoterRegisterService } from './voter-register.service.js';

export { REGISTRATION_PORTAL_URL };

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(20, message);

const pollingUnitSchema = z.object({
  state: required('Choose a state'),
  lga: required('Choose an LGA'),
  ward: required('Choose a ward'),
  pollingUnit: required('Choose a polling unit'),
});

/**
 * The voter-data page (/inec-data): the register's published figures (each with its source),
 * the elections INEC has fixed, a real aggregation of our stored data, and a polling-unit check.
 */
export class VoterDataService {
  constructor(private readonly ctx: Context) {}

  private async geoTotals() {
    const [row] = await this.ctx.em.getConnection().execute(
      `select (select count(*) from geo_polling_units)::int as units, (select count(*) from geo_wards)::int as wards,
         (select count(*) from geo_lgas)::int as lgas, (select count(*) from geo_states)::int as states,
         (select sum(registered_voters_2023) from geo_states)::int as voters`,
    );
    return row as { units: number; wards: number; lgas: number; states: number; voters: number };
  }

  async registerSummary(): Promise<VoterRegisterSummary> {
    const [totals, importedRegister] = await Promise.all([this.geoTotals(), new VoterRegisterService(this.ctx).latestImport()]);
    const nextElections = upcomingElections(lagosToday());
    return {
      totalPollingUnits: totals.units,
      totalRegisteredVoters: totals.voters,
      registerName: 'INEC register of voters, January 2023',
      totalNewRegistrations: CVR_2025.completedRegistrations,
      newRegistrationsAsOf: CVR_2025.asOf,
      totalPVCsCollected: PVCS_COLLECTED_2023.collected,
      ongoingCVR: null,
      nextElections,
      sources: [REGISTER_2023_SOURCE, POLLING_UNITS_SOURCE, CVR_2025.source, PVCS_COLLECTED_2023.source, ...(nextElections.length ? [TIMETABLE_SOURCE] : [])],
      importedRegister,
      registrationPortalUrl: REGISTRATION_PORTAL_URL,
    };
  }

  /** 'Collect All INEC Data': sums over what is stored now (geography, declared results, the imported register). */
  async collectAll(): Promise<CollectedVoterData> {
    const [totals, importedRegister, elections] = await Promise.all([
      this.geoTotals(),
      new VoterRegisterService(this.ctx).latestImport(),
      this.ctx.em.getConnection().execute(
        `select e.name, to_char(e.election_date, 'YYYY-MM-DD') as date, a.registered, a.accredited, a.valid_votes as "validVotes"
         from elections e join election_area_results a on a.election_id = e.id and a.level = 'national'
         where e.status = 'concluded' and e.source = 'declared'
         order by e.election_date desc, e.name limit 20`,
      ) as Promise<ElectionTotals[]>,
    ]);
    return {
      totalPollingUnits: totals.units,
      totalWards: totals.wards,
      totalLgas: totals.lgas,
      totalStates: totals.states,
      totalRegisteredVoters: totals.voters,
      totalNewRegistrations: CVR_2025.completedRegistrations,
      totalPVCsCollected: PVCS_COLLECTED_2023.collected,
      elections: elections.map((e) => ({ ...e, registered: Number(e.registered), accredited: Number(e.accredited), validVotes: Number(e.validVotes) })),
      importedRegister,
      collectedAt: new Date(),
    };
  }

  /** All four levels are needed; a combination not in the delimitation is answered, not thrown. */
  async validatePollingUnit(input: unknown): Promise<PollingUnitValidation> {
    const location = parseInput(pollingUnitSchema, input);
    try {
      const found = await new GeoService(this.ctx).validateLocation(location);
      return { valid: true, reason: null, pollingUnit: found.pollingUnit, ward: found.ward, lga: found.lga };
    } catch (error) {
      if (errorCodeOf(error) !== 'BAD_USER_INPUT') throw error;
      return { valid: false, reason: (error as Error).message, pollingUnit: null, ward: null, lga: null };
    }
  }
}
