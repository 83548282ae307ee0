import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { seed, VIEWER } from './feeds.bench.js';
import {
  benchDatabaseUrl,
  inProcessGraphql,
  load,
  record,
  replay,
  report,
  signIn,
  startApi,
  withCpu,
  type Row,
  type Statement,
} from './harness.js';

const REQUESTS = 1_000;
const WARMUP = 100;
const CONCURRENCY = 8;

const SUGGESTIONS = `query($first: Int) { suggestions(first: $first) { matchType user { id displayName avatarUrl followersCount isFollowing } } }`;
const SEARCH = `query($query: String!) { searchUsers(query: $query) { id displayName handle avatarUrl isFollowing } }`;
/** Names and handles as people type them: common, rare, a handle, a number, and nothing that matches. */
const SEARCHES = ['voter', 'number 4217', 'bench12345', 'number 99', 'zzqx'];

/**
 * Suggestions and member search among 100,000 members (the feeds bench's data), through the
 * running api as a signed-in member, next to the statements GraphQL ran, replayed bare.
 */
export async function peopleBench(): Promise<boolean> {
  const api = await startApi();
  const pool = new pg.Pool({ connectionString: benchDatabaseUrl(), max: 10 });
  const orm = await MikroORM.init(ormConfig(benchDatabaseUrl()));
  try {
    await seed(pool);
    const rows: Row[] = [];
    const scenarios = [
      { name: 'suggestions (10)', query: SUGGESTIONS, inputs: [{ first: 10 }] },
      { name: 'search by name or handle', query: SEARCH, inputs: SEARCHES.map((query) => ({ query })) },
    ];
    for (const scenario of scenarios) {
      const { call, cookie } = await signIn(api, VIEWER.email, VIEWER.password, scenario.query);
      const inProcess = await inProcessGraphql(orm, cookie, scenario.query);
      const statements: Statement[][] = [];
      for (const input of scenario.inputs) statements.push(await record(() => inProcess(input)));
      const viaApi = (i: number) => call(scenario.inputs[i % scenario.inputs.length]);
      const bare = (i: number) => replay(pool, statements[i % statements.length]);
      await load(WARMUP, CONCURRENCY, viaApi);
      await load(WARMUP, CONCURRENCY, bare);
      const { result: apiTimes, cpuMs: apiCpuMs } = await withCpu(api.pid, () => load(REQUESTS, CONCURRENCY, viaApi));
      rows.push({
        scenario: `${scenario.name} (${statements[0].length} statements)`,
        requests: REQUESTS,
        api: apiTimes,
        bare: await load(REQUESTS, CONCURRENCY, bare),
        budget: 3,
        apiCpuMs,
      });
    }
    console.log(`100,000 members; ${REQUESTS} requests per scenario, ${CONCURRENCY} in flight; ms`);
    return report(rows);
  } finally {
    await orm.close(true);
    await pool.end();
    await api.stop();
  }
}
