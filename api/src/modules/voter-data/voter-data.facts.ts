/**
 * Published figures and dates the voter-data page shows, each with its source (also listed in
 * docs/voter-data.md). Registered voters per state and polling units come from the data in
 * api/data (the delimitation and the January 2023 register); these are the rest.
 */
export type SourcedFact = { label: string; source: string; url: string };

/** INEC's continuous voter registration, first phase (online from 18 August 2025, in person from 25 August). */
export const CVR_2025 = {
  completedRegistrations: 2_572_054,
  asOf: '2025-11-28',
  source: {
    label: 'New registrations (CVR 2025, completed, as of 28 November 2025)',
    source: 'INEC statement by Victoria Eta-Messi, Director of Voter Education and Publicity, reported by New Telegraph, 3 December 2025',
    url: 'https://newtelegraphng.com/over-9-8m-nigerians-pre-registered-for-cvr-inec/',
  } satisfies SourcedFact,
};

/** Permanent voter cards collected before the 2023 general elections (collection closed 5 February 2023). */
export const PVCS_COLLECTED_2023 = {
  collected: 87_209_007,
  uncollected: 6_259_229,
  source: {
    label: 'PVCs collected for the 2023 general elections',
    source: 'INEC Chairman Mahmood Yakubu, briefing at the National Collation Centre, 23 February 2023, reported by Punch',
    url: 'https://punchng.com/87-2m-pvcs-collected-lagos-kano-kaduna-top-list/',
  } satisfies SourcedFact,
};

export const REGISTER_2023_SOURCE: SourcedFact = {
  label: 'Registered voters, January 2023 register (93,469,008)',
  source: 'INEC, per state, as in api/data/elections/presidential_2023_state_totals.csv (see its SOURCES.md)',
  url: 'https://inecnigeria.org/',
};

export const POLLING_UNITS_SOURCE: SourcedFact = {
  label: 'Polling units (176,846)',
  source: "INEC's 2023 delimitation, from the result-viewing portal as archived on 4 March 2023 (api/data/geo)",
  url: 'https://www.inecelectionresults.ng/',
};

/**
 * The next general elections, as rescheduled by INEC on 26 February 2026 after the Electoral
 * Act 2026 (earlier timetable: 20 February and 6 March 2027).
 */
export const TIMETABLE_SOURCE: SourcedFact = {
  label: 'Election dates',
  source: 'INEC statement by National Commissioner Mohammed Kudu Haruna, 26 February 2026, reported by TheCitizen',
  url: 'https://thecitizenng.com/breaking-inec-moves-2027-presidential-poll-to-january-2027/',
};

export const NEXT_ELECTIONS = [
  { type: 'Presidential and National Assembly elections', date: '2027-01-16', source: TIMETABLE_SOURCE },
  { type: 'Governorship and State Houses of Assembly elections', date: '2027-02-06', source: TIMETABLE_SOURCE },
];

/** Elections on or after `today` (a YYYY-MM-DD in Lagos), soonest first. */
export function upcomingElections(today: string) {
  return NEXT_ELECTIONS.filter((election) => election.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

export const lagosToday = (now = new Date()) => now.toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
