import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { wordSimilarity, WORD_SIMILARITY_THRESHOLD } from './pg-trgm.js';

// The contract the place search relies on in PostgreSQL's pg_trgm (see pg-trgm.ts), checked on
// every INEC ward name against the extension installed in a database of this test's own.

const wardNames = gunzipSync(readFileSync(new URL('../../data/geo/wards.csv.gz', import.meta.url)))
  .toString('utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.match(/("(?:[^"]|"")*"|[^,]*)/g)!.filter((_, i) => i % 2 === 0)[3].replace(/^"|"$/g, '').replace(/""/g, '"'));
const database = `civic_trgm_${process.pid}_${Date.now()}`;
let client: pg.Client;
const admin = async (sql: string) => {
  const c = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await c.connect();
  await c.query(sql).finally(() => c.end());
};

beforeAll(async () => {
  await admin(`create database ${database}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${database}`;
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query('create extension pg_trgm');
});
afterAll(async () => {
  await client?.end();
  await admin(`drop database if exists ${database} with (force)`);
});

it("scores a ward's similarity to a misspelling as PostgreSQL's word_similarity does, on every ward", async () => {
  expect(wardNames).toHaveLength(8_809);
  for (const query of ['eziamma', 'primery scool', 'ogbomosho', 'kofar mata', 'ikeja g r a', 'a', 'ungwar rimi 11']) {
    const { rows } = await client.query<{ name: string; similarity: number }>(
      'select n as name, word_similarity($1, lower(n)) as similarity from unnest($2::text[]) n',
      [query, wardNames],
    );
    const differing = rows.filter((row) => Math.abs(wordSimilarity(query, row.name.toLowerCase()) - row.similarity) > 1e-6);
    expect(differing.slice(0, 3), query).toEqual([]);
  }
});

it("keeps pg_trgm's default threshold for <%", async () => {
  const { rows } = await client.query(`select current_setting('pg_trgm.word_similarity_threshold')::float4 as threshold`);
  expect(rows[0].threshold).toBe(WORD_SIMILARITY_THRESHOLD);
});
