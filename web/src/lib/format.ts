const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** SPEC §9: 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'. */
export function relativeTime(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

/** A video's length as m:ss. */
export function videoLength(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A formatter made on first use: making one loads its locale's data (tens of ms on a phone), which
 * the modules' first run (one task) need not pay for formatters the first screen may never use.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const counts = once(() => new Intl.NumberFormat('en-NG'));

/** Counts in the Nigerian locale (SPEC §9): 1,234. */
export function formatCount(n: number): string {
  return counts().format(n);
}

const wholeNaira = once(() => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }));
const nairaAndKobo = once(() => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 }));

/** Kobo (the api's unit: 100 kobo = ₦1) as people read naira: ₦1,250 or ₦99.50. */
export function formatNaira(kobo: number): string {
  return (kobo % 100 === 0 ? wholeNaira() : nairaAndKobo()).format(kobo / 100);
}

/** A count button's name, starting with the count it shows (so voice control finds it): "1 like", "3 likes". */
export function countLabel(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** SPEC §5 display rules: shared post text is cut at 100 characters with an ellipsis. */
export function shareSnippet(text: string, max = 100): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

/**
 * How the app shows a moment. Every date is shown in Lagos time, wherever the reader's device
 * is set: a post made at 23:30 UTC was made the next day in Nigeria.
 */
const LAGOS_STYLES = {
  /** '14:05' */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** '28 Nov' */
  dayMonth: { day: 'numeric', month: 'short' },
  /** '28 Nov 2026' */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 'Sat, 28 Nov' */
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short' },
  /** '28 November 2026' */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Saturday, 28 November 2026' */
  weekdayLongDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'November 2026' */
  monthYear: { month: 'long', year: 'numeric' },
  /** '28 Nov, 14:05' */
  dayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 'Sat, 28 Nov, 14:05' */
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** '28 Nov 2026, 14:05' */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type LagosStyle = keyof typeof LAGOS_STYLES;

const lagosFormats = new Map<LagosStyle, Intl.DateTimeFormat>();

/** A moment (ISO text, epoch ms or Date) in Lagos time, in one of the app's styles. */
export function lagosDate(at: string | number | Date, style: LagosStyle): string {
  let format = lagosFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('en-NG', { ...LAGOS_STYLES[style], timeZone: 'Africa/Lagos' });
    lagosFormats.set(style, format);
  }
  return format.format(new Date(at));
}

/**
 * A calendar date with no time ('2023-02-25', an election day or a record's date) as the same
 * date: taken at noon UTC, which is that date in Lagos too.
 */
export function calendarDate(date: string, style: LagosStyle = 'date'): string {
  return lagosDate(`${date}T12:00:00Z`, style);
}
