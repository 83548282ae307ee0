import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../shared/logger.js';
import { parseCsv } from '../../shared/csv.js';
import { CONSTITUENCY_DATA_DIR } from '../geo/geo.seeder.js';
import { Office } from './official.entity.js';

export const OFFICIALS_FILE = path.join(CONSTITUENCY_DATA_DIR, 'officials_2023.csv');
const HEADER = 'office,state_code,constituency_id,full_name,party,elected,source,note';
const SEED_PREFIX = 'officials_2023:';
const SEED_LOCK = 7_460_004; // beside the election seeder's

export type OfficialRow = {
  seedKey: string;
  office: Office;
  stateCode: string | null;
  senatorialDistrictId: number | null;
  federalConstituencyId: number | null;
  fullName: string;
  party: string;
  electedOn: string;
  sourceUrl: string;
  note: string | null;
};

/** The file's rows, checked: a known office, a source for every one, and one row per seat. */
export async function readOfficials(file = OFFICIALS_FILE): Promise<OfficialRow[]> {
  const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
  if (header?.join(',') !== HEADER) throw new Error(`${file}: header ${header?.join(',')} is not ${HEADER}`);
  const offices = new Set<string>(Object.values(Office));
  const officials = rows.map(([office, stateCode, constituencyId, fullName, party, elected, source, note], index) => {
    const line = index + 2;
    if (!offices.has(office)) throw new Error(`${file}: line ${line}: unknown office ${office}`);
    if (!/^https?:\/\/\S+$/.test(source)) throw new Error(`${file}: line ${line}: no source address`);
    const constituency = constituencyId ? Number(constituencyId) : null;
    return {
      seedKey: `${SEED_PREFIX}${office}:${stateCode}:${constituencyId}`,
      office: office as Office,
      stateCode: stateCode || null,
      senatorialDistrictId: office === Office.SENATOR ? constituency : null,
      federalConstituencyId: office === Office.REPRESENTATIVE ? constituency : null,
      fullName,
      party,
      electedOn: elected,
      sourceUrl: source,
      note: note || null,
    };
  });
  const keys = new Set(officials.map((o) => o.seedKey));
  if (keys.size !== officials.length) throw new Error(`${file}: a seat has more than one row`);
  return officials;
}

/**
 * Loads who INEC declared elected in the 2023 cycle (api/data/constituencies/officials_2023.csv),
 * each row dated by its election and carrying its source. Idempotent: a row already loaded is
 * never loaded again, so administrators' corrections and ended terms stand across restarts, and a
 * seat an administrator has filled keeps its holder (the one-holder index skips the file's row).
 */
export async function seedOfficials(orm: MikroORM, logger: Logger, file = OFFICIALS_FILE): Promise<number> {
  const em = orm.em.fork();
  const officials = await readOfficials(file);
  const [{ n }] = await em.execute(`select count(*)::int as n from government_officials where seed_key like ?`, [`${SEED_PREFIX}%`]);
  if (n === officials.length) return 0;
  const inserted = await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    const column = (key: keyof OfficialRow) => arrayLiteral(officials.map((o) => o[key]));
    const rows = await tx.execute(
      `insert into government_officials (office, state_code, senatorial_district_id, federal_constituency_id, full_name, party,
         elected_on, source_url, as_of, note, seed_key)
       select office, state_code, senatorial_district_id, federal_constituency_id, full_name, party, elected_on, source_url, elected_on, note, seed_key
       from unnest(?::text[], ?::text[], ?::int[], ?::int[], ?::text[], ?::text[], ?::date[], ?::text[], ?::text[], ?::text[])
         as f(office, state_code, senatorial_district_id, federal_constituency_id, full_name, party, elected_on, source_url, note, seed_key)
       on conflict do nothing returning id`,
      [
        column('office'),
        column('stateCode'),
        column('senatorialDistrictId'),
        column('federalConstituencyId'),
        column('fullName'),
        column('party'),
        column('electedOn'),
        column('sourceUrl'),
        column('note'),
        column('seedKey'),
      ],
    );
    return rows.length;
  });
  if (inserted) logger.info({ inserted }, 'officials declared elected in 2023 loaded');
  return inserted;
}

/** A PostgreSQL array literal whose nulls are NULL (shared/sql.ts's sqlArray quotes every value). */
function arrayLiteral(values: readonly (string | number | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}
