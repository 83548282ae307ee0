import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { parseCsv } from '../../shared/csv.js';

/** api/data/elections, from src/modules/election (tsx, vitest) and dist/modules/election (tsc build) alike. */
export const ELECTION_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data', 'elections');

/** Rows of a CSV as objects keyed by its header. */
async function readRows(file: string, gzipped = false): Promise<Record<string, string>[]> {
  const raw = await readFile(path.join(ELECTION_DATA_DIR, file));
  const text = gzipped ? (await promisify(gunzip)(raw)).toString('utf8') : raw.toString('utf8');
  const [header, ...rows] = parseCsv(text);
  return rows.filter((row) => row.length === header.length).map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]])));
}

const count = (value: string | undefined, what: string): number | null => {
  if (value === undefined || value.trim() === '') return null; // a blank is a figure not found: never estimated
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`election data: ${what} "${value}" is not a count`);
  return n;
};

export type Declared2023 = {
  parties: { abbreviation: string; name: string }[];
  national: {
    votes: Record<string, number>;
    candidates: Record<string, string>;
    registered: number;
    accredited: number;
    valid: number;
    rejected: number;
  };
  states: {
    code: string;
    registered: number;
    accredited: number | null;
    valid: number | null;
    rejected: number | null;
    votes: Record<string, number>;
    sourceUrl: string;
  }[];
};

/** INEC's declared 2023 presidential results: the national declaration and each state's collation. */
export async function readDeclared2023(): Promise<Declared2023> {
  const [parties, national, byState, totals] = await Promise.all([
    readRows('parties_2023.csv'),
    readRows('presidential_2023_national.csv'),
    readRows('presidential_2023_by_state.csv'),
    readRows('presidential_2023_state_totals.csv'),
  ]);
  const total = (name: string) => count(national.find((r) => r.party === name)?.votes, name)!;
  const partyRows = national.filter((r) => !r.party.startsWith('TOTAL_'));
  const states = totals.map((t) => {
    const votes: Record<string, number> = {};
    for (const row of byState.filter((r) => r.state_code === t.state_code)) votes[row.party] = count(row.votes, `${t.state} ${row.party}`)!;
    return {
      code: t.state_code,
      registered: count(t.registered_inec_register_jan2023, `${t.state} register`)!,
      accredited: count(t.accredited_voters, `${t.state} accredited`),
      valid: count(t.total_valid_votes, `${t.state} valid`),
      rejected: count(t.rejected_votes, `${t.state} rejected`),
      votes,
      sourceUrl: t.primary_source_url,
    };
  });
  if (states.length !== 37 || partyRows.length !== 18) throw new Error('election data: expected 37 states and 18 parties');
  return {
    parties: parties.map((p) => ({ abbreviation: p.abbreviation, name: p.name })),
    national: {
      votes: Object.fromEntries(partyRows.map((r) => [r.party, count(r.votes, r.party)!])),
      candidates: Object.fromEntries(partyRows.map((r) => [r.party, r.candidate])),
      registered: total('TOTAL_REGISTERED'),
      accredited: total('TOTAL_ACCREDITED'),
      valid: total('TOTAL_VALID'),
      rejected: total('TOTAL_REJECTED'),
    },
    states,
  };
}

export type UnitUpload = { puCode: string; first: Date; latest: Date; reuploads: number };

/** The 2023 IReV timeline: every unit whose sheet was uploaded, when first and last, and how often replaced. */
export async function readUploadTimeline(): Promise<UnitUpload[]> {
  const rows = await readRows('irev_2023_presidential_uploads.csv.gz', true);
  if (rows.length !== 176_846) throw new Error(`election data: ${rows.length} timeline rows, expected 176,846`);
  return rows
    .filter((r) => r.first_uploaded_at)
    .map((r) => ({
      puCode: r.pu_code,
      first: new Date(r.first_uploaded_at),
      latest: new Date(r.latest_uploaded_at || r.first_uploaded_at),
      reuploads: Number(r.reuploads) || 0,
    }));
}
