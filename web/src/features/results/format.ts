import type { ElectionStatus, ElectionType } from '../../gql/graphql';
import { formatCount } from '../../lib/format';

/** SPEC §2's election-type selector, in its order, with the positions of SPEC §9. */
export const ELECTION_TYPES: { value: ElectionType; label: string; description: string }[] = [
  { value: 'PRESIDENTIAL', label: 'Presidential', description: 'President and Vice President: 1 position, nationwide.' },
  { value: 'GOVERNORSHIP', label: 'Governorship', description: 'State governors: 36 positions.' },
  { value: 'SENATE', label: 'Senate', description: 'Senators: 109 positions, three per state and one for the FCT.' },
  { value: 'HOUSE_OF_REPS', label: 'House of Reps', description: 'Federal constituencies: 360 positions.' },
  { value: 'STATE_ASSEMBLY', label: 'State Assembly', description: 'State constituencies: 991 positions.' },
];

export const typeLabel = (type: ElectionType | null | undefined) =>
  ELECTION_TYPES.find((t) => t.value === type)?.label ?? 'All elections';

/** In the URL (?type=presidential), as the REST shim spells types. */
export const typeFromParam = (param: string | null): ElectionType | null =>
  ELECTION_TYPES.find((t) => t.value.toLowerCase() === param?.toLowerCase())?.value ?? null;

/** Nigerian locale (SPEC §9): 8,794,726; a dash where there is no figure. */
export const formatNumber = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatCount(n));
export const formatPercent = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `${n.toFixed(1)}%`);

export const STATUS_PALETTE: Record<ElectionStatus, string> = { ONGOING: 'blue', CONCLUDED: 'green', UPCOMING: 'gray' };
export const STATUS_LABEL: Record<ElectionStatus, string> = { ONGOING: 'Ongoing', CONCLUDED: 'Concluded', UPCOMING: 'Upcoming' };

/** SPEC §9: completed green, in progress blue, pending yellow. */
export const AREA_STATUS = {
  COMPLETED: { label: 'Complete', palette: 'green' },
  IN_PROGRESS: { label: 'In progress', palette: 'blue' },
  PENDING: { label: 'Pending', palette: 'yellow' },
} as const;
