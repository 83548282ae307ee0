import type { Context } from '../../shared/context.js';
import { notFound } from '../../shared/errors.js';
import { GeoService } from '../geo/geo.service.js';
import { titleCase } from '../geo/title-case.js';
import { CrowdStatus } from './consensus.js';
import { emptyCounts, IncidentService } from './incident.service.js';
import { SheetService } from './sheet.service.js';
import { watchedElection } from './watch.election.js';
import { childOf, findPlace, type Place, type PlaceLevel } from './watch.place.js';
import type { IncidentCounts, WatchArea, WatchSummary } from './watch.types.js';

const CHILD_LEVEL: Record<PlaceLevel, Exclude<PlaceLevel, 'national'> | null> = { national: 'state', state: 'lga', lga: 'ward', ward: 'unit', unit: null };
/** The column of the watch tables that names each level's areas. */
const COLUMN = { state: 'state_code', lga: 'lga', ward: 'ward', unit: 'pu_code' } as const;

type Tally = { incidents: IncidentCounts; crowdUnits: number; verifiedUnits: number; flaggedUnits: number };
const emptyTally = (): Tally => ({ incidents: emptyCounts(), crowdUnits: 0, verifiedUnits: 0, flaggedUnits: 0 });

/**
 * The watch by area, for the map, the list and the live feed: an area's incident reports by
 * status and its units by what members' readings say, with the same for each area inside it.
 */
export class WatchAreaService {
  constructor(private readonly ctx: Context) {}

  async summary(input: { place?: unknown; electionId?: string | null }): Promise<WatchSummary> {
    const election = await watchedElection(this.ctx, input.electionId);
    if (!election) throw notFound('There is no election to watch');
    const place = await findPlace(this.ctx, input.place);
    const childLevel = CHILD_LEVEL[place.level];
    const [incidents, units] = await Promise.all([
      new IncidentService(this.ctx).counts(election.id, place, childLevel ? COLUMN[childLevel] : 'place'),
      new SheetService(this.ctx).assessUnits(election, place),
    ]);
    const tallies = new Map<string, Tally>();
    const tallyOf = (code: string) => {
      let tally = tallies.get(code);
      if (!tally) tallies.set(code, (tally = emptyTally()));
      return tally;
    };
    const whole = emptyTally();
    for (const { code, counts } of incidents) {
      if (childLevel) tallyOf(code).incidents = counts;
      for (const key of Object.keys(whole.incidents) as (keyof IncidentCounts)[]) whole.incidents[key] += counts[key];
    }
    for (const unit of units) {
      for (const tally of childLevel ? [whole, tallyOf(childOf(place, unit.puCode))] : [whole]) {
        tally.crowdUnits += 1;
        if (unit.status === CrowdStatus.VERIFIED) tally.verifiedUnits += 1;
        if (unit.status === CrowdStatus.FLAGGED) tally.flaggedUnits += 1;
      }
    }
    const children = await Promise.all([...tallies].map(([code, tally]) => this.area({ code, level: childLevel! }, tally)));
    children.sort(
      (a, b) => b.flaggedUnits - a.flaggedUnits || b.incidents.total - a.incidents.total || a.code.localeCompare(b.code),
    );
    const geo = new GeoService(this.ctx);
    const parts = place.level === 'national' ? [] : place.code.split('/');
    const trail = await Promise.all(
      parts.slice(0, -1).map(async (_, i) => {
        const code = parts.slice(0, i + 1).join('/');
        return { code, name: (await geo.places().load(code))?.displayName ?? code };
      }),
    );
    return {
      electionId: election.id,
      trail: parts.length ? [{ code: 'NG', name: 'Nigeria' }, ...trail] : [],
      area: await this.area(place, whole),
      children,
    };
  }

  private async area(place: Place, tally: Tally): Promise<WatchArea> {
    const geo = new GeoService(this.ctx);
    const [known, centre] =
      place.level === 'national' ? [null, { latitude: 9.08, longitude: 8.68 }] : await Promise.all([geo.places().load(place.code), geo.centreOf(place.code)]);
    return {
      code: place.code,
      level: place.level,
      name: place.level === 'national' ? 'Nigeria' : known ? known.displayName : titleCase(place.code),
      latitude: centre?.latitude ?? null,
      longitude: centre?.longitude ?? null,
      ...tally,
    };
  }
}
