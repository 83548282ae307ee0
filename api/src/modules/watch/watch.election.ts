import type { Context } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/validation.js';
import { ElectionService } from '../election/election.service.js';
import { GeoService } from '../geo/geo.service.js';
import type { PollingUnit } from '../geo/geo.types.js';

export type WatchedElection = NonNullable<Awaited<ReturnType<ElectionService['current']>>>;

/** The election named, or the one the portal shows (an ongoing one first); null when there is none. */
export async function watchedElection(ctx: Context, electionId?: string | null): Promise<WatchedElection | null> {
  if (electionId != null && !isUuid(electionId)) throw notFound('Election not found');
  const election = await new ElectionService(ctx).current(null, electionId ?? null);
  if (electionId && !election) throw notFound('Election not found');
  return election;
}

/** An election members may report in now: ongoing, and taking polling-unit figures (not INEC's declared totals). */
export async function openElection(ctx: Context, electionId?: string | null): Promise<WatchedElection> {
  const election = await watchedElection(ctx, electionId);
  if (!election) throw badInput('There is no election under way to report in', 'electionId');
  if (election.source === 'declared') throw badInput('This election holds INEC’s declared totals: it takes no reports from polling units', 'electionId');
  if (election.status !== 'ongoing') throw badInput(`This election is ${election.status}: it takes no reports now`, 'electionId');
  return election;
}

/** A polling unit INEC has, within the election's state for a state election; BAD_USER_INPUT naming pollingUnit otherwise. */
export async function unitOf(ctx: Context, election: WatchedElection, code: string): Promise<PollingUnit> {
  const unit = await new GeoService(ctx).pollingUnit(code);
  if (!unit) throw badInput(`There is no polling unit ${code}`, 'pollingUnit');
  if (election.state_code && unit.stateCode !== election.state_code) {
    throw badInput(`Polling unit ${unit.puCode} is not in this election’s state`, 'pollingUnit');
  }
  return unit;
}
