import type { Context } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { GeoService } from '../geo/geo.service.js';

export type PlaceLevel = 'national' | 'state' | 'lga' | 'ward' | 'unit';

/** An area the watch counts in: Nigeria, a state, an LGA, a ward or one polling unit, by its full code. */
export type Place = { code: string; level: PlaceLevel };

const LEVELS: PlaceLevel[] = ['state', 'lga', 'ward', 'unit'];
const PLACE_CODE = /^\d{2}(\/\d{2}(\/\d{2}(\/\d{3})?)?)?$/;
/** The columns each watch table keeps for its unit, from the state down. */
const COLUMNS = ['state_code', 'lga', 'ward', 'pu_code'] as const;

export const NIGERIA: Place = { code: 'NG', level: 'national' };

/** 'NG' (or nothing) for Nigeria, else a code INEC has: '24', '24/16', '24/16/05' or '24/16/05/001'. */
export async function findPlace(ctx: Context, input: unknown): Promise<Place> {
  const code = typeof input === 'string' ? input.trim() : input == null ? '' : null;
  if (code === null) throw badInput("A place is a code such as 'NG', '24', '24/16', '24/16/05' or '24/16/05/001'", 'place');
  if (code === '' || code.toUpperCase() === 'NG') return NIGERIA;
  if (!PLACE_CODE.test(code)) throw badInput("A place is a code such as 'NG', '24', '24/16', '24/16/05' or '24/16/05/001'", 'place');
  const known = await new GeoService(ctx).places().load(code);
  if (!known) throw notFound(`There is no place with the code ${code}`);
  return { code, level: LEVELS[code.split('/').length - 1] };
}

/** The full codes of a unit's state, LGA and ward, and the unit: '24', '24/16', '24/16/05', '24/16/05/001'. */
export function chainOf(puCode: string): [string, string, string, string] {
  return [puCode.slice(0, 2), puCode.slice(0, 5), puCode.slice(0, 8), puCode];
}

/**
 * A condition on a watch table's unit columns for everything in `place` (none for Nigeria):
 * every level from the state down, so the (election, state, LGA, ward, unit) index serves it.
 */
export function placeCondition(place: Place, alias: string): { sql: string; params: string[] } {
  if (place.level === 'national') return { sql: 'true', params: [] };
  const parts = place.code.split('/');
  return {
    sql: parts.map((_, i) => `${alias}.${COLUMNS[i]} = ?`).join(' and '),
    params: parts.map((_, i) => parts.slice(0, i + 1).join('/')),
  };
}

/** The code of the area directly inside `place` that a unit falls in (a state of Nigeria, a unit of a ward). */
export function childOf(place: Place, puCode: string): string {
  const index = place.level === 'national' ? 0 : Math.min(place.code.split('/').length, 3);
  return chainOf(puCode)[index];
}
