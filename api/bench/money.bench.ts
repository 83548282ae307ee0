import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { Ledger } from '../src/modules/wallet/ledger.js';
import { benchDatabaseUrl, load, percentile, startApi } from './harness.js';

const TRANSFERS = 2_000;
const WARMUP = 200;
const CONCURRENCY = 16;
const WALLETS = 200;
const AMOUNT = 100; // kobo

type Scenario = { name: string; ledger: (i: number) => Promise<unknown>; bare: (i: number) => Promise<unknown> };

/**
 * Ledger transfers (wallet to wallet, as a donation posts them: idempotency key claimed, two
 * entries, balances moved by the database's triggers, sum checked at commit) per second, with
 * every transfer on one wallet (one row lock, taken in turn) and spread over 200 wallets; beside
 * a bare SQL transaction doing the same movement on plain tables (conditional update of the
 * payer, update of the payee, one row written) in the same run, on a pool of the same size.
 */
export async function moneyBench(): Promise<boolean> {
  // The api migrates the bench database; it is stopped again before measuring.
  const api = await startApi();
  await api.stop();
  const orm = await MikroORM.init(ormConfig(benchDatabaseUrl()));
  const pool = new pg.Pool({ connectionString: benchDatabaseUrl(), max: 10 });
  try {
    const ids = await seed(pool, orm);
    const [hot, ...others] = ids;
    const ledgerTransfer = (from: string, to: string) =>
      new Ledger(orm.em.fork()).run(
        { kind: 'donation', key: `bench:${randomUUID()}`, args: { to, amount: AMOUNT }, userId: from, counterpartyId: to },
        (tx) => tx.post([{ account: 'wallet', userId: from, amount: -AMOUNT }, { account: 'wallet', userId: to, amount: AMOUNT }]),
        async () => undefined,
      );
    const bareTransfer = async (from: number, to: number) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const debited = await client.query('update bench_bare_wallets set balance = balance - $1 where id = $2 and balance >= $1', [AMOUNT, from]);
        if (debited.rowCount !== 1) throw new Error('bare wallet short');
        await client.query('update bench_bare_wallets set balance = balance + $1 where id = $2', [AMOUNT, to]);
        await client.query('insert into bench_bare_transfers (from_id, to_id, amount) values ($1, $2, $3)', [from, to, AMOUNT]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    };
    const pick = (i: number) => (i * 7919) % others.length;
    const scenarios: Scenario[] = [
      {
        name: 'one wallet pays 200 others',
        ledger: (i) => ledgerTransfer(hot, others[pick(i)]),
        bare: (i) => bareTransfer(0, 1 + pick(i)),
      },
      {
        name: 'spread over 200 wallets',
        ledger: (i) => ledgerTransfer(others[pick(i)], others[pick(i + 1)]),
        bare: (i) => bareTransfer(1 + pick(i), 1 + pick(i + 1)),
      },
    ];
    console.log(
      `${'scenario'.padEnd(30)} ${'side'.padEnd(7)} ${'n'.padStart(6)} ${'per s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'× bare'.padStart(7)}  budget`,
    );
    let ok = true;
    for (const scenario of scenarios) {
      await load(WARMUP, CONCURRENCY, scenario.ledger);
      await load(WARMUP, CONCURRENCY, scenario.bare);
      const measure = async (task: (i: number) => Promise<unknown>) => {
        const started = performance.now();
        const times = await load(TRANSFERS, CONCURRENCY, task);
        return { times, perSecond: TRANSFERS / ((performance.now() - started) / 1000) };
      };
      const bare = await measure(scenario.bare);
      const ledger = await measure(scenario.ledger);
      const ratio = bare.perSecond / ledger.perSecond;
      const budget = 4;
      ok &&= ratio <= budget;
      for (const [side, run, shown] of [['ledger', ledger, `${ratio.toFixed(2)}`], ['bare', bare, '1.00']] as const) {
        console.log(
          `${scenario.name.padEnd(30)} ${side.padEnd(7)} ${String(TRANSFERS).padStart(6)} ${run.perSecond.toFixed(0).padStart(8)} ${percentile(run.times, 50).toFixed(2).padStart(8)} ${percentile(run.times, 99).toFixed(2).padStart(8)} ${shown.padStart(7)}  ${side === 'ledger' ? `≤${budget}× ${ratio <= budget ? 'ok' : 'OVER'}` : ''}`,
        );
      }
    }
    const [check] = (
      await pool.query(`select (select coalesce(sum(amount), 0) from ledger_entries)::bigint as total,
        (select count(*) from users where wallet_balance < 0)::int as negative,
        (select count(*) from users u where u.wallet_balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.account = 'wallet' and e.user_id = u.id))::int as off`)
    ).rows;
    const consistent = Number(check.total) === 0 && check.negative === 0 && check.off === 0;
    console.log(`${CONCURRENCY} in flight, pools of 10; ledger sums to ${check.total}, ${check.negative} negative wallets, ${check.off} wallets off the ledger: ${consistent ? 'ok' : 'BROKEN'}`);
    return ok && consistent;
  } finally {
    await pool.end();
    await orm.close(true);
  }
}

/** 201 bench members, each wallet funded through the ledger, and the bare side's plain tables with the same balances. */
async function seed(pool: pg.Pool, orm: MikroORM): Promise<string[]> {
  const existing = await pool.query(`select id from users where email like 'money-bench-%' order by email`);
  let ids = existing.rows.map((row) => String(row.id));
  if (ids.length !== WALLETS + 1) {
    ids = [];
    for (let i = 0; i <= WALLETS; i++) {
      const id = randomUUID();
      await pool.query(
        `insert into users (id, email, handle, first_name, created_at, updated_at) values ($1, $2, $3, 'Bench', now(), now())`,
        [id, `money-bench-${String(i).padStart(4, '0')}@example.ng`, `moneybench${i}`],
      );
      ids.push(id);
    }
  }
  const funding = 10 * (TRANSFERS + WARMUP) * AMOUNT; // more than any run can spend
  for (const id of ids) {
    await new Ledger(orm.em.fork()).run(
      { kind: 'top_up', key: `bench:fund:${randomUUID()}`, args: {}, userId: id },
      (tx) => tx.post([{ account: 'provider_clearing', amount: -funding }, { account: 'wallet', userId: id, amount: funding }]),
      async () => undefined,
    );
  }
  await pool.query('drop table if exists bench_bare_transfers, bench_bare_wallets');
  await pool.query('create table bench_bare_wallets (id int primary key, balance bigint not null check (balance >= 0))');
  await pool.query('create table bench_bare_transfers (id bigint generated always as identity primary key, from_id int not null, to_id int not null, amount bigint not null, created_at timestamptz not null default clock_timestamp())');
  await pool.query('insert into bench_bare_wallets select g, $1 from generate_series(0, $2) g', [funding, WALLETS]);
  return ids;
}
