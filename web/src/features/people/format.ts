/** SPEC §3: civic level titles, 1 to 5. */
const LEVEL_TITLES = ['New Citizen', 'Active Citizen', 'Community Leader', 'Civic Champion', 'Democracy Expert'];
export const MAX_CIVIC_LEVEL = LEVEL_TITLES.length;

export function civicLevelTitle(level: number): string {
  return LEVEL_TITLES[Math.min(Math.max(level, 1), MAX_CIVIC_LEVEL) - 1];
}

/** SPEC §9: 350 points a level; the bar shows the points into the current one. */
export const POINTS_PER_LEVEL = 350;
