import type { CrowdStatus, IncidentCategory, IncidentStatus } from '../../gql/graphql';
import { formatCount } from '../../lib/format';

/** The categories in the order members pick from (the api's own order). */
export const CATEGORY_OPTIONS: { value: IncidentCategory; label: string }[] = [
  { value: 'VIOLENCE', label: 'Violence or intimidation' },
  { value: 'VOTE_BUYING', label: 'Vote buying' },
  { value: 'MATERIALS', label: 'Late or missing materials' },
  { value: 'BVAS_FAILURE', label: 'BVAS failure' },
  { value: 'RESULT_NOT_POSTED', label: 'Result not posted at the unit' },
  { value: 'UNDERAGE_OR_MULTIPLE_VOTING', label: 'Underage or multiple voting' },
  { value: 'BALLOT_SNATCHING', label: 'Ballot snatching' },
  { value: 'OTHER', label: 'Other' },
];

export const STATUS_LABEL: Record<IncidentStatus, string> = {
  OPEN: 'Open',
  CORROBORATED: 'Corroborated',
  VERIFIED: 'Verified',
  DISMISSED: 'Dismissed',
};

export const STATUS_PALETTE: Record<IncidentStatus, string> = {
  OPEN: 'gray',
  CORROBORATED: 'orange',
  VERIFIED: 'red',
  DISMISSED: 'gray',
};

export const STATUS_OPTIONS = (Object.keys(STATUS_LABEL) as IncidentStatus[]).map((value) => ({ value, label: STATUS_LABEL[value] }));

export const CROWD_LABEL: Record<CrowdStatus, string> = {
  NONE: 'No readings yet',
  PENDING: 'Awaiting a second reading',
  VERIFIED: 'Crowd-verified',
  FLAGGED: 'Flagged',
};

export const CROWD_PALETTE: Record<CrowdStatus, string> = { NONE: 'gray', PENDING: 'gray', VERIFIED: 'green', FLAGGED: 'red' };

const SHEET_SOURCE: Record<string, string> = { agent: 'agent’s sheet', admin: 'official sheet', csv: 'official sheet', replay: 'replay sheet' };
export const sheetSourceLabel = (source: string | null | undefined) => (source ? (SHEET_SOURCE[source] ?? 'official sheet') : 'official sheet');

export const count = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;
