import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from '../../shared/logger.js';
import { parseCsv } from '../../shared/csv.js';
import { forgetGeoCatalog } from './geo.catalog.js';

/** api/data, from src/modules/geo (tsx, vitest) and dist/modules/geo (tsc build) alike. */
export const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data');
export const GEO_DATA_DIR = path.join(DATA_DIR, 'geo');
export const CONSTITUENCY_DATA_DIR = path.join(DATA_DIR, 'constituencies');
/** INEC's 2023 figures per state; the seeder takes the January 2023 register from it. */
const STATE_TOTALS_FILE = path.join(DATA_DIR, 'elections', 'presidential_2023_state_totals.csv');
const STATE_COUNT = 37;

/** `nullable`: an empty field is stored as null. */
type Column = { name: string; type: 'text' | 'int' | 'float8'; nullable?: boolean };

const constituencyColumns = [
  { name: 'id', type: 'int' },
  { name: 'state_code', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'source', type: 'text' },
  { name: 'inec_code', type: 'text' },
  { name: 'inec_name', type: 'text' },
  { name: 'note', type: 'text', nullable: true },
] as const satisfies readonly Column[];

/**
 * Each file (in api/data/geo, or api/data/constituencies for the constituencies' names), its
 * table (same column names as the CSV header) and its row count. Gzipped when named .gz.
 */
export const GEO_FILES = [
  {
    file: 'states.csv.gz',
    table: 'geo_states',
    rows: 37,
    columns: [
      { name: 'code', type: 'text' },
      { name: 'name', type: 'text' },
    ],
  },
  {
    file: 'lgas.csv.gz',
    table: 'geo_lgas',
    rows: 774,
    columns: [
      { name: 'state_code', type: 'text' },
      { name: 'code', type: 'text' },
      { name: 'name', type: 'text' },
    ],
  },
  {
    file: 'wards.csv.gz',
    table: 'geo_wards',
    rows: 8_809,
    columns: [
      { name: 'state_code', type: 'text' },
      { name: 'lga_code', type: 'text' },
      { name: 'code', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'senatorial_district_id', type: 'int' },
      { name: 'federal_constituency_id', type: 'int' },
      { name: 'state_constituency_id', type: 'int' },
    ],
  },
  {
    file: 'polling_units.csv.gz',
    table: 'geo_polling_units',
    rows: 176_846,
    columns: [
      { name: 'pu_code', type: 'text' },
      { name: 'state_code', type: 'text' },
      { name: 'lga_code', type: 'text' },
      { name: 'ward_code', type: 'text' },
      { name: 'code', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'latitude', type: 'float8' },
      { name: 'longitude', type: 'float8' },
    ],
  },
  {
    file: 'senatorial_districts.csv',
    dir: CONSTITUENCY_DATA_DIR,
    table: 'geo_senatorial_districts',
    rows: 109,
    columns: constituencyColumns,
  },
  {
    file: 'federal_constituencies.csv',
    dir: CONSTITUENCY_DATA_DIR,
    table: 'geo_federal_constituencies',
    rows: 360,
    columns: constituencyColumns,
  },
] as const satisfies readonly { file: string; dir?: string; table: string; rows: number; columns: readonly Column[] }[];

type GeoFile = (typeof GEO_FILES)[number];
const fileDir = (spec: GeoFile, dir: string) => ('dir' in spec ? spec.dir : dir);

const BATCH_ROWS = 2_000;
const SEED_LOCK = 7_460_002; // beside database.ts's migration lock

export type SeedResult = { loaded: boolean; ms: number; inserted: Record<string, number> };

/** The rows of one data file as column arrays, checked against the expected header and count. */
export async function readGeoFile(spec: GeoFile, dir = GEO_DATA_DIR): Promise<string[][]> {
  const bytes = await readFile(path.join(fileDir(spec, dir), spec.file));
  const text = (spec.file.endsWith('.gz') ? await promisify(gunzip)(bytes) : bytes).toString('utf8');
  const [header, ...rows] = parseCsv(text);
  const expected = spec.columns.map((c) => c.name);
  if (header?.join(',') !== expected.join(',')) {
    throw new Error(`${spec.file}: header ${header?.join(',')} is not ${expected.join(',')}`);
  }
  rows.forEach((row, index) => {
    if (row.length !== expected.length) {
      throw new Error(`${spec.file}: row ${index + 2} has ${row.length} fields, not ${expected.length}`);
    }
  });
  if (rows.length !== spec.rows) {
    throw new Error(`${spec.file}: ${rows.length} rows, expected ${spec.rows} (update GEO_FILES with the data)`);
  }
  return rows;
}

/**
 * One count per table, and of states with their register figure, in one statement
 * (index-only scans once the tables are vacuumed).
 */
const countSql = `select ${GEO_FILES.map((f, i) => `(select count(*) from ${f.table})::int as c${i}`).join(', ')},
  (select count(registered_voters_2023) from geo_states)::int as voters`;

type Counts = Record<string, number>;

async function countRows(client: pg.ClientBase): Promise<Counts> {
  const { rows } = await client.query<Counts>(countSql);
  return rows[0];
}

const complete = (counts: Counts) =>
  GEO_FILES.every((spec, i) => counts[`c${i}`] === spec.rows) && counts.voters === STATE_COUNT;

/** Registered voters per state code, from the January 2023 register column. */
export async function readRegisteredVoters(file = STATE_TOTALS_FILE): Promise<Map<string, number>> {
  const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
  const code = header.indexOf('state_code');
  const voters = header.indexOf('registered_inec_register_jan2023');
  if (code < 0 || voters < 0) throw new Error(`${file}: no state_code or registered_inec_register_jan2023 column`);
  const figures = new Map(rows.map((row) => [row[code], Number(row[voters])]));
  if (figures.size !== STATE_COUNT || [...figures.values()].some((n) => !Number.isInteger(n) || n <= 0)) {
    throw new Error(`${file}: expected a register figure for each of the ${STATE_COUNT} states`);
  }
  return figures;
}

/**
 * Loads INEC's geography from api/data/geo when the tables don't already hold every row.
 * Idempotent: rows already present are kept (ON CONFLICT DO NOTHING), so a partial load
 * is completed and a full one is a single count query. One transaction, under an
 * advisory lock, so instances starting together load once.
 */
export async function seedGeo(orm: MikroORM, logger: Logger, dir = GEO_DATA_DIR): Promise<SeedResult> {
  const started = performance.now();
  const inserted: Record<string, number> = {};
  // The usual start: everything is there. One statement on the ORM's pool.
  const [counted] = await orm.em.getConnection().execute<Counts[]>(countSql);
  if (complete(counted)) {
    return { loaded: false, ms: performance.now() - started, inserted };
  }
  const client = new pg.Client({ connectionString: orm.config.getClientUrl() });
  await client.connect();
  try {
    // Parse while nothing is locked; the files are small enough to hold in memory (~20 MB).
    const files = await Promise.all(GEO_FILES.map((spec) => readGeoFile(spec, dir)));
    const registered = await readRegisteredVoters();
    await client.query('begin');
    try {
      await client.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
      if (complete(await countRows(client))) {
        await client.query('rollback');
        return { loaded: false, ms: performance.now() - started, inserted };
      }
      for (const [index, spec] of GEO_FILES.entries()) {
        inserted[spec.table] = await insertRows(client, spec, files[index]);
      }
      await client.query(
        `update geo_states s set registered_voters_2023 = f.voters
         from unnest($1::text[], $2::int[]) as f(code, voters) where s.code = f.code`,
        [[...registered.keys()], [...registered.values()]],
      );
      await client.query('commit');
      forgetGeoCatalog(orm.em);
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
    // Statistics for the planner, and a visibility map so the start-up count is an index-only scan.
    await client.query(`vacuum (analyze) ${GEO_FILES.map((f) => f.table).join(', ')}`);
    const ms = performance.now() - started;
    logger.info({ inserted, ms: Math.round(ms) }, 'electoral geography loaded');
    return { loaded: true, ms, inserted };
  } finally {
    await client.end();
  }
}

/**
 * Multi-row INSERT ... ON CONFLICT DO NOTHING, BATCH_ROWS at a time. Each column travels as
 * one array parameter and unnest() turns the arrays back into rows, so the statement
 * text is the same for every batch and binds one parameter per column.
 */
async function insertRows(client: pg.ClientBase, spec: GeoFile, rows: string[][]) {
  const columns: readonly Column[] = spec.columns;
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const sql = `insert into "${spec.table}" (${names}) select * from unnest(${arrays}) on conflict do nothing`;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const params = columns.map((column, i) =>
      batch.map((row) => {
        const value = row[i];
        if (value === '' && column.nullable) return null;
        if (column.type === 'text') return value;
        if (value === '') return null;
        const number = Number(value);
        if (Number.isNaN(number)) throw new Error(`${spec.file}: ${column.name} "${value}" is not a number`);
        return number;
      }),
    );
    const result = await client.query({ name: `geo-seed-${spec.table}`, text: sql, values: params });
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}
