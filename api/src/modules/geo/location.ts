import type { ValidatedLocation } from './geo.types.js';

/** A member's electoral location as stored: each level's full code ('24', '24/16', '24/16/05', '24/16/05/012'). */
export const LOCATION_LEVELS = ['state', 'lga', 'ward', 'pollingUnit'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];
export type LocationCodes = Record<LocationLevel, string | null>;

/**
 * The location after a change, by the picker's rules: a level given replaces the stored
 * one, and when a level changes, every level below it that was not given is cleared (a
 * new state drops the old LGA, ward and polling unit). A code given within its parent
 * ('05') becomes the full chain ('24/16/05'). Null when the change touches no level.
 */
export function mergeLocation(
  current: LocationCodes,
  changes: Partial<Record<LocationLevel, string | null>>,
): LocationCodes | null {
  if (LOCATION_LEVELS.every((level) => changes[level] === undefined)) return null;
  const merged = { ...current };
  let aboveChanged = false;
  LOCATION_LEVELS.forEach((level, index) => {
    const given = changes[level];
    if (given === undefined) {
      if (aboveChanged) merged[level] = null;
      return;
    }
    const parent = index > 0 ? merged[LOCATION_LEVELS[index - 1]] : null;
    const value = given?.trim() || null;
    merged[level] = value && parent && !value.includes('/') ? `${parent}/${value}` : value;
    if (merged[level] !== current[level]) aboveChanged = true;
  });
  return merged;
}

/** The codes to store for a checked location. */
export function locationCodes(location: ValidatedLocation): LocationCodes {
  return {
    state: location.state?.code ?? null,
    lga: location.lga?.fullCode ?? null,
    ward: location.ward?.fullCode ?? null,
    pollingUnit: location.pollingUnit?.puCode ?? null,
  };
}
