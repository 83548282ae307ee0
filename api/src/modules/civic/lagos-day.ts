/** Calendar days in Africa/Lagos (UTC+1 all year), as 'YYYY-MM-DD' strings. */

const DAY_MS = 86_400_000;
const lagosDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' });

export const lagosDay = (at: Date): string => lagosDate.format(at);

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the day's week. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant a Lagos day begins. */
export const lagosMidnight = (day: string): Date => new Date(`${day}T00:00:00+01:00`);

/**
 * Current and longest runs of consecutive days. The current run counts while its last day
 * is today or yesterday: a member who was active yesterday keeps the streak until tonight.
 */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  const sorted = [...new Set(days)].sort();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const alive = previous === today || previous === addDays(today, -1);
  return { current: alive ? run : 0, longest };
}
