/** Dates on the dashboard, in Lagos time: '22 Nov 2026'. */
const dayMonthYear = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });
const weekdayDayMonth = new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Africa/Lagos' });

export const shortDate = (iso: string) => dayMonthYear.format(new Date(iso));

/** A challenge's deadline is the instant its week ends; show the last day it can be done. */
export const lastDay = (deadlineIso: string) => weekdayDayMonth.format(new Date(new Date(deadlineIso).getTime() - 1));

export { MAX_CIVIC_LEVEL as MAX_LEVEL, POINTS_PER_LEVEL } from '../people/format';

/** SPEC §3 defaults, shown when stats can't be loaded (SPEC §8: civic stats failure leaves stats empty). */
export const EMPTY_STATS = {
  totalPoints: 0,
  level: 1,
  rank: 'New Civic Member',
  nextLevelPoints: 350 as number | null,
  completedActivities: 0,
  currentStreak: 0,
  longestStreak: 0,
  activities: [],
  achievements: [],
  recentActivity: [],
};
