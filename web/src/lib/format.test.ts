import { describe, expect, it } from 'vitest';
import { calendarDate, formatCount, formatNaira, lagosDate, relativeTime, shareSnippet, videoLength } from './format';

describe('formatting', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago, in the spec’s words', () => {
    expect(relativeTime(ago(30_000), now)).toBe('Just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3h ago');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2d ago');
    // A clock slightly ahead of the server's is not "in the future".
    expect(relativeTime(new Date(now + 5000).toISOString(), now)).toBe('Just now');
  });

  it('shows video length as m:ss and cuts shared text at 100 characters', () => {
    expect(videoLength(75)).toBe('1:15');
    expect(videoLength(180)).toBe('3:00');
    expect(shareSnippet('a'.repeat(120))).toBe(`${'a'.repeat(100)}…`);
    expect(shareSnippet(' short ')).toBe('short');
  });

  it('shows counts and naira in the Nigerian locale', () => {
    expect(formatCount(8_794_726)).toBe('8,794,726');
    expect(formatNaira(125_000)).toBe('₦1,250');
    expect(formatNaira(9_950)).toBe('₦99.50');
  });

  it('shows a moment near midnight UTC as the date it is in Lagos, whatever the device’s zone', () => {
    const deviceZone = process.env.TZ;
    // A reader whose phone is set to New York, where 23:30 UTC is still the afternoon of the 27th.
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date('2026-11-27T23:30:00Z').getDate()).toBe(27);
      expect(lagosDate('2026-11-27T23:30:00Z', 'date')).toBe('28 Nov 2026');
      expect(lagosDate('2026-11-27T23:30:00Z', 'dateTime')).toBe('28 Nov 2026, 00:30');
      expect(lagosDate(Date.parse('2026-11-27T23:30:00Z'), 'weekdayTime')).toBe('Sat, 28 Nov, 00:30');
      expect(lagosDate('2026-11-27T22:59:00Z', 'longDate')).toBe('27 November 2026');
    } finally {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    }
  });

  it('keeps a calendar date on its day', () => {
    expect(calendarDate('2023-02-25')).toBe('25 Feb 2023');
    expect(calendarDate('2027-01-16', 'weekdayLongDate')).toBe('Saturday, 16 January 2027');
  });
});
