/**
 * An electoral location as INEC full codes, '' where a level is not chosen:
 * state '24', lga '24/16', ward '24/16/05', pollingUnit '24/16/05/012'.
 */
export interface LocationCodes {
  state: string;
  lga: string;
  ward: string;
  pollingUnit: string;
}

export type LocationLevel = keyof LocationCodes;

export const EMPTY_LOCATION: LocationCodes = { state: '', lga: '', ward: '', pollingUnit: '' };

const LEVELS: readonly LocationLevel[] = ['state', 'lga', 'ward', 'pollingUnit'];

/** The location with one level changed and every level below it cleared. */
export function withLevel(location: LocationCodes, level: LocationLevel, code: string): LocationCodes {
  const next = { ...location, [level]: code };
  for (const below of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[below] = '';
  return next;
}

/** A user's saved codes (null where unset) as picker codes. */
export function toLocationCodes(saved: {
  state?: string | null;
  lga?: string | null;
  ward?: string | null;
  pollingUnit?: string | null;
}): LocationCodes {
  return {
    state: saved.state ?? '',
    lga: saved.lga ?? '',
    ward: saved.ward ?? '',
    pollingUnit: saved.pollingUnit ?? '',
  };
}

export function isCompleteLocation(location: LocationCodes): boolean {
  return Boolean(location.state && location.lga && location.ward && location.pollingUnit);
}

/** The code of the last part of a full code, e.g. '24/16/05' → '05' (queries take codes within the parent). */
export function ownCode(fullCode: string): string {
  return fullCode.slice(fullCode.lastIndexOf('/') + 1);
}

/** A ward's full code as the variables the ward-level queries take. */
export function wardVariables(wardFullCode: string) {
  const [stateCode, lgaCode, wardCode] = wardFullCode.split('/');
  return { stateCode, lgaCode, wardCode };
}
