import { lagosDate } from '../../lib/format';

/** A challenge's deadline is the instant its week ends; show the last day it can be done: 'Sun, 29 Nov'. */
export const lastDay = (deadlineIso: string) => lagosDate(Date.parse(deadlineIso) - 1, 'weekdayDate');

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
