/** A result sheet's figures: each party's votes (parties with none left out), and the totals. */
export type Figures = {
  registered: number | null;
  accredited: number | null;
  rejected: number | null;
  totalValid: number;
  votes: Record<string, number>;
};

/** Identical readings of one unit's sheet by members, counted together. */
export type Reading = Figures & { submissions: number; firstAt: Date };

/** The unit's sheet in the results: an agent's, an administrator's, a CSV row or the replay's. */
export type OfficialSheet = Figures & { source: string };

export enum CrowdStatus {
  NONE = 'none',
  PENDING = 'pending',
  VERIFIED = 'verified',
  FLAGGED = 'flagged',
}

/** Independent identical readings that make a unit's figures crowd-verified. */
export const READINGS_TO_VERIFY = 2;

export type FigureValue = { source: 'crowd' | 'official'; value: number; submissions: number | null; sheetSource: string | null };
export type Difference = { figure: string; label: string; values: FigureValue[]; gap: number };
export type Assessment = {
  status: CrowdStatus;
  submissions: number;
  /** The most members who read the same figures. */
  agreeing: number;
  /** The figures the most members read (the earliest of equals); null without readings. */
  consensus: Figures | null;
  differences: Difference[];
  /** The widest gap between any two values of one figure: how far apart the sheets are. */
  largestGap: number;
};

const TOTALS = [
  ['registered', 'Registered voters'],
  ['accredited', 'Accredited voters'],
  ['rejected', 'Rejected votes'],
  ['totalValid', 'Total valid votes'],
] as const;

/** Figures with the parties that had no votes left out, so equal sheets have equal maps. */
export function withoutZeros(votes: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(votes).filter(([, n]) => n > 0).sort(([a], [b]) => a.localeCompare(b)));
}

/** Readings most-agreed first, then the earliest. */
export const byAgreement = (a: Reading, b: Reading) => b.submissions - a.submissions || a.firstAt.getTime() - b.firstAt.getTime();

/**
 * What the readings of one unit say, with the official sheet beside them: crowd-verified when
 * two or more members read the same figures and nothing disagrees; flagged, with every figure
 * that differs and its values, when members read different figures or any reading differs from
 * the official sheet (a figure the official sheet leaves empty is not compared).
 */
export function assess(readings: Reading[], official: OfficialSheet | null): Assessment {
  const sorted = [...readings].sort(byAgreement);
  const submissions = sorted.reduce((n, r) => n + r.submissions, 0);
  if (!sorted.length) return { status: CrowdStatus.NONE, submissions: 0, agreeing: 0, consensus: null, differences: [], largestGap: 0 };
  const parties = new Set(sorted.flatMap((r) => Object.keys(r.votes)));
  for (const party of Object.keys(official?.votes ?? {})) parties.add(party);
  const figures: { key: string; label: string; of: (f: Figures) => number | null }[] = [
    ...TOTALS.map(([key, label]) => ({ key, label, of: (f: Figures) => f[key] })),
    ...[...parties].sort().map((party) => ({ key: party, label: `${party} votes`, of: (f: Figures) => f.votes[party] ?? 0 })),
  ];
  const differences: Difference[] = [];
  for (const { key, label, of } of figures) {
    const values: FigureValue[] = sorted.flatMap((r) => {
      const value = of(r);
      return value === null ? [] : [{ source: 'crowd' as const, value, submissions: r.submissions, sheetSource: null }];
    });
    const officialValue = official ? of(official) : null;
    if (official && officialValue !== null) values.push({ source: 'official', value: officialValue, submissions: null, sheetSource: official.source });
    const distinct = new Set(values.map((v) => v.value));
    if (distinct.size > 1) differences.push({ figure: key, label, values, gap: Math.max(...distinct) - Math.min(...distinct) });
  }
  const agreeing = sorted[0].submissions;
  const status = differences.length ? CrowdStatus.FLAGGED : agreeing >= READINGS_TO_VERIFY ? CrowdStatus.VERIFIED : CrowdStatus.PENDING;
  const { submissions: _n, firstAt: _at, ...consensus } = sorted[0];
  return {
    status,
    submissions,
    agreeing,
    consensus,
    differences: differences.sort((a, b) => b.gap - a.gap),
    largestGap: Math.max(0, ...differences.map((d) => d.gap)),
  };
}
