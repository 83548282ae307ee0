import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { appError, errorCodeOf } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { GeoService } from '../geo/geo.service.js';
import { PollingUnitValidation, VoterRegisterSummary } from './voter-data.types.js';

export const REGISTRATION_PORTAL_URL = 'https://cvr.inecnigeria.org/';

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(20, message);

const pollingUnitSchema = z.object({
  state: required('Choose a state'),
  lga: required('Choose an LGA'),
  ward: required('Choose a ward'),
  pollingUnit: required('Choose a polling unit'),
});

const voterLookupSchema = z.object({
  voterID: z.string({ error: 'Voter ID is required' }).trim().min(1, 'Voter ID is required').max(30, 'Voter ID is too long'),
});

/**
 * The voter-data page (/inec-data): what the register says in aggregate, and checks a
 * polling unit against the delimitation. Only facts in our data: no invented figures.
 */
export class VoterDataService {
  constructor(private readonly ctx: Context) {}

  async registerSummary(): Promise<VoterRegisterSummary> {
    const [row] = await this.ctx.em.getConnection().execute(
      `select (select count(*) from geo_polling_units)::int as units,
         (select sum(registered_voters_2023) from geo_states)::int as voters`,
    );
    return {
      totalPollingUnits: row.units,
      totalRegisteredVoters: row.voters,
      registerName: 'INEC register of voters, January 2023',
      totalNewRegistrations: null,
      totalPVCsCollected: null,
      ongoingCVR: null,
      registrationPortalUrl: REGISTRATION_PORTAL_URL,
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

  /** INEC offers no lookup of its register to other services: say so rather than pretend. */
  voterLookup(input: unknown): never {
    parseInput(voterLookupSchema, input);
    throw appError(
      'NOT_AVAILABLE',
      `Voter lookup by voter ID is only available on INEC's own portal (${REGISTRATION_PORTAL_URL}): INEC does not share its register with other services.`,
    );
  }
}
