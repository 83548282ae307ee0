/** The api returns null for figures INEC has not published to us; say so, never estimate. */
export const NOT_PUBLISHED = 'Not published in our data';

export function count(value: number | null | undefined) {
  return value == null ? NOT_PUBLISHED : value.toLocaleString('en-NG');
}

/** A YYYY-MM-DD date as 'Saturday, 16 January 2027'. */
export function longDate(isoDate: string) {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-NG', {
    timeZone: 'Africa/Lagos',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** A moment as '21 November 2026'. */
export function dayOf(iso: string) {
  return new Date(iso).toLocaleDateString('en-NG', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'long', year: 'numeric' });
}
