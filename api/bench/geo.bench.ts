import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { SEARCH_RESULTS } from '../src/modules/geo/geo.service.js';
import { readRows } from '../src/platform/driver-read.js';
import {
  benchDatabaseUrl,
  graphql,
  load,
  percentile,
  record,
  replay,
  report,
  startApi,
  withCpu,
  type Row,
  type Statement,
} from './harness.js';

const REQUESTS = 5_000;
const WARMUP = 4_000;
const ROUNDS = 10; // per side, alternating
const CONCURRENCY = 8;
const SEARCH_P99_BUDGET_MS = 20;

/** Words voters type: common parts of INEC names, a ward, a unit's street, and a misspelling. */
const SEARCHES = ['eziama', 'primary school', 'ilupeju', 'town hall', 'market', 'kofar', 'mosque', 'ogunji', 'primery scool', 'central'];

type Scenario = {
  name: string;
  query: string;
  inputs: Record<string, unknown>[];
  /** The statements that read the same rows from the tables, as the api read them before it held them. */
  sql: (input: any) => Statement[] | Promise<Statement[]>;
};

/**
 * The search as the api ran it in SQL before it held the names in memory (geo.search.ts),
 * on the migration's indexes: the exact name and names starting with the query (a btree
 * range in C order), then, when those leave room, names containing it (trigram GIN) and
 * wards by word similarity.
 */
function searchStatements(orm: MikroORM, { q, s, l }: { q: string; s?: string; l?: string }): Promise<Statement[]> {
  const query = q.toLowerCase();
  const escaped = query.replace(/[\\%_]/g, '\\$&');
  const scopeCodes = [s, l].filter(Boolean);
  const scope = [s && 'state_code = ?', l && 'lga_code = ?'].filter(Boolean).join(' and ');
  const tier = (kind: 'WARD' | 'POLLING_UNIT', select: string, where: string, order = '') => {
    const table = kind === 'WARD' ? 'geo_wards' : 'geo_polling_units';
    const codes = kind === 'WARD' ? 'x.state_code, x.lga_code, x.code as ward_code, null::text as pu_code' : 'x.state_code, x.lga_code, x.ward_code, x.pu_code';
    // An LGA's places are read off the listing index and filtered (the fence keeps the name indexes out).
    const from = l ? `(select * from ${table} where ${scope} offset 0) x` : `${table} x`;
    const inScope = !l && scope ? ` and x.${scope.replace(' and ', ' and x.')}` : '';
    return { sql: `(select '${kind}' as kind, ${codes}, x.name, ${select} from ${from} where ${where}${inScope} ${order} limit ?)`, scoped: !l };
  };
  const read = (tiers: { sql: string; scoped: boolean; params: unknown[] }[], limit: number) =>
    readRows(
      orm.em,
      `select r.* from (${tiers.map((t) => t.sql).join(' union all ')}) r
       order by r.rank, r.similarity desc, r.kind = 'POLLING_UNIT', r.state_code, r.lga_code, r.ward_code, r.pu_code nulls first
       limit ?`,
      [...tiers.flatMap((t) => [...t.params, limit]), limit],
    );
  const name = 'lower(x.name) collate "C"';
  const withParams = (t: ReturnType<typeof tier>, select: unknown[], where: unknown[]) => ({
    ...t,
    params: [...select, ...(l ? scopeCodes : []), ...where, ...(t.scoped ? scopeCodes : [])],
  });
  const leading = (['WARD', 'POLLING_UNIT'] as const).map((kind) =>
    withParams(tier(kind, `case when ${name} = ? then 0 else 1 end as rank, 1.0 as similarity`, `${name} like ?`, `order by ${name}`), [query], [`${escaped}%`]),
  );
  const trailing = (['WARD', 'POLLING_UNIT'] as const).map((kind) =>
    withParams(tier(kind, '2 as rank, 1.0 as similarity', 'lower(x.name) like ? and lower(x.name) not like ?'), [], [`%${escaped}%`, `${escaped}%`]),
  );
  if (query.length >= 3) {
    trailing.push(
      withParams(
        tier('WARD', '3 as rank, word_similarity(?, lower(x.name)) as similarity', '? <% lower(x.name) and lower(x.name) not like ?', 'order by similarity desc'),
        [query],
        [query, `%${escaped}%`],
      ),
    );
  }
  return record(async () => {
    const first = await read(leading, SEARCH_RESULTS.default);
    if (first.length < SEARCH_RESULTS.default) await read(trailing, SEARCH_RESULTS.default - first.length);
  });
}

/**
 * The picker's four levels and the place search under load: each request through the
 * running API (HTTP, GraphQL, service) against SQL run bare on a pg pool of the same size,
 * in the same run. The api reads no table for any of them (states, LGAs and wards come from
 * its catalog, polling units from its unit index, the search from its search index): the
 * baseline is the indexed statements that read the same rows from the tables, as the api
 * read them before it held them.
 */
export async function geoBench(): Promise<boolean> {
  const api = await startApi();
  const orm = await MikroORM.init(ormConfig(benchDatabaseUrl()));
  const pool = new pg.Pool({ connectionString: benchDatabaseUrl(), max: 10 });
  try {
    const sample = async (sql: string) => (await pool.query(sql)).rows;
    const states = await sample(`select code from geo_states`);
    const lgas = await sample(`select state_code, code from geo_lgas order by random() limit 100`);
    const wards = await sample(`select state_code, lga_code, code from geo_wards order by random() limit 100`);
    const units = await sample(`select pu_code from geo_polling_units order by random() limit 100`);
    const scenarios: Scenario[] = [
      {
        name: 'states',
        query: `{ states { code displayName registeredVoters2023 } }`,
        inputs: [{}],
        sql: () => [{ text: 'select code, name, registered_voters_2023 from geo_states order by code', values: [] }],
      },
      {
        name: 'LGAs of a state',
        query: `query($s: String!) { lgas(stateCode: $s) { fullCode displayName } }`,
        inputs: states.map((s) => ({ s: s.code })),
        sql: (v) => [{ text: 'select state_code, code, name from geo_lgas where state_code = $1 order by code', values: [v.s] }],
      },
      {
        name: 'wards of an LGA',
        query: `query($s: String!, $l: String!) { wards(stateCode: $s, lgaCode: $l) { fullCode displayName } }`,
        inputs: lgas.map((l) => ({ s: l.state_code, l: l.code })),
        sql: (v) => [
          {
            text: `select state_code, lga_code, code, name, senatorial_district_id, federal_constituency_id, state_constituency_id
                 from geo_wards where state_code = $1 and lga_code = $2 order by code`,
            values: [v.s, v.l],
          },
        ],
      },
      {
        name: 'polling units of a ward (page of 200)',
        query: `query($s: String!, $l: String!, $w: String!, $first: Int!) { pollingUnits(stateCode: $s, lgaCode: $l, wardCode: $w, first: $first) {
          totalCount pageInfo { hasNextPage endCursor } edges { node { puCode displayName latitude longitude } } } }`,
        inputs: wards.map((w) => ({ s: w.state_code, l: w.lga_code, w: w.code, first: 200 })),
        // The page (one more than asked, to know whether another follows) and the ward's count.
        sql: (v) => [
          {
            text: `select pu_code, state_code, lga_code, ward_code, code, name, latitude, longitude from geo_polling_units
                   where state_code = $1 and lga_code = $2 and ward_code = $3 and code > '' order by code limit 201`,
            values: [v.s, v.l, v.w],
          },
          {
            text: 'select count(*)::int as total from geo_polling_units where state_code = $1 and lga_code = $2 and ward_code = $3',
            values: [v.s, v.l, v.w],
          },
        ],
      },
      {
        name: 'one polling unit by code',
        query: `query($c: String!) { pollingUnit(code: $c) { puCode displayName ward { displayName } lga { displayName } state { displayName } } }`,
        inputs: units.map((u) => ({ c: u.pu_code })),
        sql: (v) => [
          {
            text: 'select pu_code, state_code, lga_code, ward_code, code, name, latitude, longitude from geo_polling_units where pu_code = $1',
            values: [v.c],
          },
        ],
      },
      {
        name: 'search all 176,846 units and 8,809 wards',
        query: `query($q: String!) { searchPlaces(query: $q) { kind displayName ward { displayName } pollingUnit { puCode } } }`,
        inputs: SEARCHES.map((q) => ({ q })),
        sql: (v) => searchStatements(orm, v),
      },
      {
        name: 'search within an LGA',
        query: `query($q: String!, $s: String, $l: String) { searchPlaces(query: $q, stateCode: $s, lgaCode: $l) { kind displayName } }`,
        inputs: lgas.slice(0, 30).flatMap((l) => SEARCHES.slice(0, 3).map((q) => ({ q, s: l.state_code, l: l.code }))),
        sql: (v) => searchStatements(orm, v),
      },
    ];

    const call = graphql(api.baseUrl);
    const rows: Row[] = [];
    let searchP99 = 0;
    for (const scenario of scenarios) {
      const statements: Statement[][] = [];
      for (const input of scenario.inputs) {
        statements.push(await scenario.sql(input));
      }
      const viaApi = (i: number) => call(scenario.query, scenario.inputs[i % scenario.inputs.length]);
      const bare = (i: number) => replay(pool, statements[i % statements.length]);
      await load(WARMUP, CONCURRENCY, viaApi);
      await load(WARMUP, CONCURRENCY, bare);
      // In alternating rounds, so a burst of noise on a shared machine falls on both sides alike.
      const apiTimes: number[] = [];
      const bareTimes: number[] = [];
      let apiCpuMs = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const viaApiRound = await withCpu(api.pid, () => load(REQUESTS / ROUNDS, CONCURRENCY, viaApi));
        apiTimes.push(...viaApiRound.result);
        apiCpuMs += viaApiRound.cpuMs;
        bareTimes.push(...(await load(REQUESTS / ROUNDS, CONCURRENCY, bare)));
      }
      rows.push({ scenario: scenario.name, requests: REQUESTS, api: apiTimes, bare: bareTimes, budget: 3, apiCpuMs });
      if (scenario.name.startsWith('search all')) searchP99 = percentile(apiTimes, 99);
    }
    console.log(`${REQUESTS} requests per scenario and side in ${ROUNDS} alternating rounds, ${CONCURRENCY} in flight; times in ms; "sql" = the same statements on a bare pg pool`);
    const ratiosOk = report(rows);
    const searchOk = searchP99 <= SEARCH_P99_BUDGET_MS;
    console.log(
      `search across every unit through the API: p99 ${searchP99.toFixed(2)} ms (budget ${SEARCH_P99_BUDGET_MS} ms) ${searchOk ? 'ok' : 'OVER'}`,
    );
    return ratiosOk && searchOk;
  } finally {
    await pool.end();
    await orm.close(true);
    await api.stop();
  }
}
