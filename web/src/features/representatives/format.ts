const dayMonthYear = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2023-02-25' → '25 Feb 2023' (a calendar date: no time zone moves it). */
export const calendarDate = (date: string) => dayMonthYear.format(new Date(`${date}T00:00:00Z`));

/** The site a source is on, for a short label: 'dailypost.ng'. */
export function sourceSite(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
