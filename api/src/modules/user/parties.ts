/** The 18 parties on the 2023 presidential ballot (INEC), plus the choice of none. */
export const NON_PARTISAN = 'Non-partisan';

/** The registered parties, by their INEC codes: what a promotion to party supporters may target. */
export const REGISTERED_PARTIES: ReadonlyArray<{ abbreviation: string; name: string }> = [
  { abbreviation: 'A', name: 'Accord' },
  { abbreviation: 'AA', name: 'Action Alliance' },
  { abbreviation: 'AAC', name: 'African Action Congress' },
  { abbreviation: 'ADC', name: 'African Democratic Congress' },
  { abbreviation: 'ADP', name: 'Action Democratic Party' },
  { abbreviation: 'APC', name: 'All Progressives Congress' },
  { abbreviation: 'APGA', name: 'All Progressives Grand Alliance' },
  { abbreviation: 'APM', name: 'Allied Peoples Movement' },
  { abbreviation: 'APP', name: 'Action Peoples Party' },
  { abbreviation: 'BP', name: 'Boot Party' },
  { abbreviation: 'LP', name: 'Labour Party' },
  { abbreviation: 'NNPP', name: 'New Nigeria Peoples Party' },
  { abbreviation: 'NRM', name: 'National Rescue Movement' },
  { abbreviation: 'PDP', name: 'Peoples Democratic Party' },
  { abbreviation: 'PRP', name: 'Peoples Redemption Party' },
  { abbreviation: 'SDP', name: 'Social Democratic Party' },
  { abbreviation: 'YPP', name: 'Young Progressives Party' },
  { abbreviation: 'ZLP', name: 'Zenith Labour Party' },
];

/** The profile form's choices: none, then the registered parties. */
export const PARTIES: ReadonlyArray<{ abbreviation: string; name: string }> = [
  { abbreviation: NON_PARTISAN, name: NON_PARTISAN },
  ...REGISTERED_PARTIES,
];
