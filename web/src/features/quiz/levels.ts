/** SPEC §9: quiz levels by quiz points. */
export const QUIZ_LEVELS = [
  { title: 'Political Novice', range: '0–50' },
  { title: 'Informed Citizen', range: '51–150' },
  { title: 'Political Scholar', range: '151–300' },
  { title: 'Constitutional Expert', range: '301–500' },
  { title: 'Political Guru', range: '501+' },
] as const;
