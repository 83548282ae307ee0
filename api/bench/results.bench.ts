import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { createLogger } from '../src/shared/logger.js';
import { createRedisPubSub } from '../src/shared/pubsub.js';
import { benchDatabaseUrl, cpuMs, percentile, startApi, startRawServer, type RunningApi } from './harness.js';
import { now, sheetFeeder, sleep } from './sheets.js';

// RESULTS_BENCH_SUBSCRIBERS and RESULTS_BENCH_SECONDS scale a run down to look at a slow part.
const SUBSCRIBERS = Number(process.env.RESULTS_BENCH_SUBSCRIBERS ?? 10_000);
const PHASE_SECONDS = Number(process.env.RESULTS_BENCH_SECONDS ?? 10);
const RATES = [10, 500]; // sheets a second
const TICK_MS = 1000; // LIVE_TICK_MS, the default
const CONNECT_BATCH = 500;
const BUDGET = { rawP99Factor: 1.5, bytesPerSubscriber: 16 * 1024, cpuSpread: 0.2 };

// Two distinct subscriptions, half the sockets each: the portal's and a ticker's.
export const DOCUMENTS = [
  `subscription($e: ID!) { resultsUpdated(electionId: $e) {
    summary { resultsUploaded totalValidVotes leadingParty uploadProgress lastUpdated }
    states { code name reportingUnits validVotes results { party votes percentage } } } }`,
  `subscription($e: ID!) { resultsUpdated(electionId: $e) { summary { resultsUploaded totalValidVotes leadingParty } } }`,
];


/** What a socket received: [resultsUploaded, received at] per message (graphql-ws), or received at per message (raw). */
type FromClients =
  | { kind: 'ready'; connected: number }
  | { kind: 'sample'; bytes: string }
  | { kind: 'received'; perSocket: [number, number][][] };
type ToClients = { kind: 'connect'; count: number } | { kind: 'stop' };

type Metrics = {
  sockets: number;
  subscriptions: { executions: number; serializations: number; skippedBehind: number };
  coalesced: { ticks: number; events: number; deliveries: number };
  memory: { heapUsed: number };
};

/**
 * `pnpm bench results`: SUBSCRIBERS graphql-ws sockets (in a process of their own) on one api
 * instance follow a governorship election (one state, so every tick's payload has the same
 * shape) while sheets are committed at 10 and then at 500 a second. After each of those phases,
 * as many raw `ws` sockets (held open throughout) receive the same bytes once a tick from a plain
 * server fed by Redis, while another election takes sheets at the same rate (the same load on
 * the database and the feeder): the baseline, in the same run. Budgets:
 * delivery p99 (from a sheet's commit to the message that first carries it) ≤ tick + 1.5× the raw
 * broadcast's p99; executions a tick = distinct subscriptions; heap ≤ 16 KB a subscriber; api CPU
 * a tick within ±20% between the two rates.
 */
export async function resultsBench(): Promise<boolean> {
  const prefix = `bench:results:${randomBytes(4).toString('hex')}:`;
  const metricsToken = randomBytes(24).toString('hex');
  const api = await startApi({ METRICS_TOKEN: metricsToken, REDIS_KEY_PREFIX: prefix, LIVE_TICK_MS: String(TICK_MS) }, { inspect: true });
  const orm = await MikroORM.init(ormConfig(benchDatabaseUrl()));
  const pubsub = createRedisPubSub(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix, createLogger('warn'));
  const metrics = async (gc = false): Promise<Metrics> => {
    if (gc) await api.collectGarbage();
    return (await (await fetch(`${api.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).json()) as Metrics;
  };
  let clients: ChildProcess | null = null;
  let rawClients: ChildProcess | null = null;
  let rawServer: Awaited<ReturnType<typeof startRawServer>> | null = null;
  try {
    const admin = await adminSession(orm, api);
    const newElection = async (name: string) =>
      (
        await admin(`mutation($input: CreateElectionInput!) { createElection(input: $input) { id } }`, {
          input: {
            type: 'GOVERNORSHIP',
            name: `${name} ${prefix}`,
            date: '2027-03-13',
            stateCode: '24',
            candidates: [{ party: 'APC', name: 'A' }, { party: 'LP', name: 'B' }, { party: 'PDP', name: 'C' }],
          },
        })
      ).createElection.id as string;
    // The one the subscribers follow, and one that takes the same sheets while the baseline runs,
    // so the machine (database, this process) works as hard in the baseline's phases.
    const [electionId, ballastId] = [await newElection('Bench governorship'), await newElection('Bench ballast')];
    const sheetsNeeded = RATES.reduce((sum, rate) => sum + rate * PHASE_SECONDS, 0) + 100;
    const units = (
      await orm.em.fork().execute(`select pu_code from geo_polling_units where state_code = '24' order by pu_code limit ?`, [sheetsNeeded])
    ).map((r) => r.pu_code as string);

    // 1. graphql-ws subscribers; memory between the first and the second half (after a full collection).
    clients = listen(fork(fileURLToPath(import.meta.url), ['--clients', 'graphql-ws', `ws://127.0.0.1:${new URL(api.baseUrl).port}/graphql`, electionId], { execArgv: ['--import', 'tsx'] }));
    const half = Math.floor(SUBSCRIBERS / 2);
    clients.send({ kind: 'connect', count: half } satisfies ToClients);
    await message(clients, 'ready', 300_000);
    await sleep(1000);
    const heapBefore = (await metrics(true)).memory.heapUsed;
    clients.send({ kind: 'connect', count: SUBSCRIBERS - half } satisfies ToClients);
    const ready = await message(clients, 'ready', 300_000, 2);
    await sleep(1000);
    const heapPerSubscriber = ((await metrics(true)).memory.heapUsed - heapBefore) / (SUBSCRIBERS - half);
    // As many raw ws sockets on a plain server fed from Redis, as the api is: the baseline, held open throughout.
    rawServer = await startRawServer();
    rawClients = listen(fork(fileURLToPath(import.meta.url), ['--clients', 'raw', `ws://127.0.0.1:${rawServer.port}/?channels=results`, electionId], { execArgv: ['--import', 'tsx'] }));
    rawClients.send({ kind: 'connect', count: SUBSCRIBERS } satisfies ToClients);
    await message(rawClients, 'ready', 300_000);

    // 2. Sheets at each rate: the api's phase, then the baseline's with the ballast election taking them.
    const sheets = sheetFeeder(orm, pubsub, units, electionId);
    const { feed, committedAt } = sheets;
    await feed(electionId, 10, 1); // warm-up, not counted
    await sleep(2 * TICK_MS);
    const countedFrom = sheets.uploaded(electionId);
    const sample = await message(clients, 'sample', 10_000);
    const publisher = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const rawSentAt: number[] = [];
    const broadcast = async (seconds: number) => {
      for (let i = 0; i < seconds; i++) {
        const started = now();
        rawSentAt.push(started);
        await publisher.publish('rawbench:results', sample.bytes.replace(/"resultsUploaded":\d+/, `"resultsUploaded":${rawSentAt.length - 1}`));
        await sleep(TICK_MS - (now() - started));
      }
    };
    const phases: { rate: number; seconds: number; sheets: number; lastSheet: number; cpuMs: number; before: Metrics; after: Metrics }[] = [];
    for (const rate of RATES) {
      const before = await metrics();
      const [cpuBefore, sheetsBefore] = [cpuMs(api.pid), sheets.uploaded(electionId)];
      const seconds = await feed(electionId, rate, PHASE_SECONDS);
      await sleep(2 * TICK_MS); // the last tick's deliveries
      const after = await metrics();
      phases.push({ rate, seconds, sheets: sheets.uploaded(electionId) - sheetsBefore, lastSheet: sheets.uploaded(electionId), cpuMs: cpuMs(api.pid) - cpuBefore, before, after });
      await Promise.all([feed(ballastId, rate, PHASE_SECONDS), broadcast(PHASE_SECONDS)]);
      await sleep(2 * TICK_MS);
    }
    publisher.disconnect();
    const uploaded = sheets.uploaded(electionId);
    for (const child of [clients, rawClients]) child.send({ kind: 'stop' } satisfies ToClients);
    const [received, rawReceived] = await Promise.all([message(clients, 'received', 120_000), message(rawClients, 'received', 120_000)]);
    await Promise.all([waitExit(clients), waitExit(rawClients)]);
    clients = rawClients = null;

    // From a sheet's commit to the first message carrying it: per message, its oldest new sheet.
    const latencies: number[] = [];
    const byPhase = phases.map(() => [] as number[]);
    const phaseOf = (count: number) => phases.findIndex((phase) => count <= phase.lastSheet);
    let sawLatest = 0;
    for (const messages of received.perSocket) {
      let previous = 0;
      for (const [count, at] of messages) {
        const oldest = committedAt.get(previous + 1);
        if (count > previous && previous >= countedFrom && oldest !== undefined) {
          latencies.push(at - oldest);
          byPhase[phaseOf(previous + 1)]?.push(at - oldest);
        }
        previous = Math.max(previous, count);
      }
      if (previous === uploaded) sawLatest += 1;
    }
    const rawLatencies = rawReceived.perSocket.flatMap((messages) => messages.map(([i, at]) => at - rawSentAt[i]));

    // The table.
    const ms = (v: number) => v.toFixed(1).padStart(8);
    const rawP99 = percentile(rawLatencies, 99);
    const apiP99 = percentile(latencies, 99);
    console.log(
      `${SUBSCRIBERS.toLocaleString('en')} subscribers (${ready.connected.toLocaleString('en')} connected, ${DOCUMENTS.length} distinct subscriptions), governorship in one state, tick ${TICK_MS} ms; payload ${sample.bytes.length} bytes`,
    );
    console.log(`${'sheets/s asked (got)'.padEnd(22)} ${'events/s'.padStart(9)} ${'ticks'.padStart(6)} ${'exec/tick'.padStart(10)} ${'json/tick'.padStart(10)} ${'msgs/tick'.padStart(10)} ${'api CPU ms/tick'.padStart(16)} ${'p99 ms'.padStart(8)}`);
    const cpuPerTick: number[] = [];
    for (const [index, { rate, seconds, sheets, cpuMs: cpu, before, after }] of phases.entries()) {
      const ticks = after.coalesced.ticks - before.coalesced.ticks;
      cpuPerTick.push(cpu / Math.max(ticks, 1));
      console.log(
        `${`${rate} (${(sheets / seconds).toFixed(0)})`.padEnd(22)} ${((after.coalesced.events - before.coalesced.events) / seconds).toFixed(1).padStart(9)} ${String(ticks).padStart(6)} ` +
          `${((after.subscriptions.executions - before.subscriptions.executions) / Math.max(ticks, 1)).toFixed(2).padStart(10)} ` +
          `${((after.subscriptions.serializations - before.subscriptions.serializations) / Math.max(ticks, 1)).toFixed(2).padStart(10)} ` +
          `${((after.coalesced.deliveries - before.coalesced.deliveries) / Math.max(ticks, 1)).toFixed(0).padStart(10)} ${(cpu / Math.max(ticks, 1)).toFixed(0).padStart(16)} ${percentile(byPhase[index], 99).toFixed(0).padStart(8)}`,
      );
    }
    console.log(`${'path'.padEnd(44)} ${'delivered'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    console.log(`${'graphql-ws (sheet commit → first carrying it)'.padEnd(44)} ${String(latencies.length).padStart(10)} ${ms(percentile(latencies, 50))} ${ms(apiP99)} ${ms(percentile(latencies, 100))}`);
    console.log(`${'raw ws from Redis (same bytes, once a tick)'.padEnd(44)} ${String(rawLatencies.length).padStart(10)} ${ms(percentile(rawLatencies, 50))} ${ms(rawP99)} ${ms(percentile(rawLatencies, 100))}`);

    const distinct = DOCUMENTS.length;
    const executionsOk = phases.every(({ before, after }) => {
      const ticks = after.coalesced.ticks - before.coalesced.ticks;
      return ticks > 0 && after.subscriptions.executions - before.subscriptions.executions === distinct * ticks;
    });
    const latencyBudget = TICK_MS + BUDGET.rawP99Factor * rawP99;
    const cpuSpread = Math.max(...cpuPerTick) / Math.min(...cpuPerTick) - 1;
    const checks = [
      [`p99 ${apiP99.toFixed(0)} ms ≤ tick + 1.5× raw p99 = ${latencyBudget.toFixed(0)} ms`, apiP99 <= latencyBudget],
      [`executions a tick = ${distinct} distinct subscriptions`, executionsOk],
      [`heap ${(heapPerSubscriber / 1024).toFixed(1)} KB a subscriber ≤ 16 KB`, heapPerSubscriber <= BUDGET.bytesPerSubscriber],
      [`CPU a tick ${cpuPerTick.map((v) => v.toFixed(0)).join(' → ')} ms: ${(cpuSpread * 100).toFixed(0)}% apart ≤ 20%`, cpuSpread <= BUDGET.cpuSpread],
      [`every socket's last message carried the last sheet (${sawLatest}/${ready.connected})`, sawLatest === ready.connected],
    ] as const;
    for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'OVER'} ${what}`);
    return checks.every(([, ok]) => ok);
  } finally {
    clients?.kill();
    rawClients?.kill();
    rawServer?.stop();
    await pubsub.close();
    await orm.close(true);
    await api.stop();
  }
}

/** An administrator, stored directly and signed in through the REST shim; returns a GraphQL caller. */
export async function adminSession(orm: MikroORM, api: RunningApi) {
  const email = `results-admin-${randomBytes(4).toString('hex')}@results.bench`;
  const password = 'bench-admin-password';
  await orm.em.fork().execute(
    `insert into users (id, email, handle, first_name, role, password_hash, created_at, updated_at)
     values (gen_random_uuid(), ?, ?, 'Bench', 'admin', ?, now(), now())`,
    [email, `ba${randomBytes(5).toString('hex')}`, await argon2.hash(password, { type: argon2.argon2id })],
  );
  const login = await fetch(`${api.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`bench admin login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: unknown };
    if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
}

/** Every message from the subscriber process, kept from the moment it is forked, so none is missed. */
const inbox = new WeakMap<ChildProcess, { kind: string }[]>();
export function listen(child: ChildProcess) {
  const box: { kind: string }[] = [];
  inbox.set(child, box);
  child.on('message', (m: { kind: string }) => box.push(m));
  return child;
}

/** The `nth` message of a kind from the subscriber process. */
export async function message<M extends { kind: string } = FromClients, K extends M['kind'] = M['kind']>(
  child: ChildProcess,
  kind: K,
  ms: number,
  nth = 1,
): Promise<Extract<M, { kind: K }>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = inbox.get(child)!.filter((m) => m.kind === kind)[nth - 1];
    if (found) return found as Extract<M, { kind: K }>;
    if (child.exitCode !== null) throw new Error(`the subscriber process exited (${child.exitCode}) before '${kind}'`);
    if (Date.now() > deadline) throw new Error(`no '${kind}' from the subscriber process within ${ms} ms`);
    await sleep(50);
  }
}

export const waitExit = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * The subscriber process: opens sockets when asked, notes what each message carried and when,
 * reports back. Both sides read a message the same way (one JSON.parse): the graphql-ws sockets
 * speak graphql-ws' protocol (graphql-transport-ws) by hand, as the realtime bench's do, so the
 * two measure the servers, not graphql-ws' client validating each message in the one process
 * that receives all 10,000 sockets' messages.
 */
async function runClients(mode: 'graphql-ws' | 'raw', url: string, electionId: string) {
  const perSocket: [number, number][][] = [];
  const closers: (() => void)[] = [];
  let sample: string | null = null;
  let connected = 0;
  const open = (index: number) => {
    const seen: [number, number][] = (perSocket[index] = []);
    return new Promise<void>((resolve, reject) => {
      const socket = mode === 'raw' ? new WebSocket(url) : new WebSocket(url, 'graphql-transport-ws');
      socket.on('error', reject);
      closers.push(() => socket.terminate());
      if (mode === 'raw') {
        socket.on('message', (data) => {
          if (String(data) === 'ready') return resolve(); // subscribed to the channel
          const frame = JSON.parse(String(data)) as { payload: { data: { resultsUpdated: { summary: { resultsUploaded: number } } } } };
          seen.push([frame.payload.data.resultsUpdated.summary.resultsUploaded, now()]);
        });
        return;
      }
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (data) => {
        const text = String(data);
        const frame = JSON.parse(text) as { type: string; payload?: { data?: { resultsUpdated: { summary: { resultsUploaded: number } } } } };
        if (frame.type === 'next' && frame.payload?.data) {
          seen.push([frame.payload.data.resultsUpdated.summary.resultsUploaded, now()]);
          if (index % DOCUMENTS.length === 0 && !sample) {
            sample = text;
            process.send!({ kind: 'sample', bytes: sample } satisfies FromClients);
          }
        } else if (frame.type === 'connection_ack') {
          const subscribe = { query: DOCUMENTS[index % DOCUMENTS.length], variables: { e: electionId } };
          socket.send(JSON.stringify({ id: randomUUID(), type: 'subscribe', payload: subscribe })); // 36 characters, as graphql-ws' client makes them
          resolve();
        } else if (frame.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        else if (frame.type === 'error') console.error('subscription error', frame.payload);
      });
    });
  };
  process.on('message', async (m: ToClients) => {
    if (m.kind === 'connect') {
      const start = perSocket.length;
      for (let from = start; from < start + m.count; from += CONNECT_BATCH) {
        const batch = Array.from({ length: Math.min(CONNECT_BATCH, start + m.count - from) }, (_, i) => open(from + i));
        connected += (await Promise.allSettled(batch)).filter((r) => r.status === 'fulfilled').length;
      }
      process.send!({ kind: 'ready', connected } satisfies FromClients);
    } else {
      closers.forEach((close) => close());
      process.send!({ kind: 'received', perSocket } satisfies FromClients, () => process.exit(0));
    }
  });
}

// This bench's client process (scale.bench imports this file, so its children load it too: they use their own flag).
if (process.argv[2] === '--clients') {
  await runClients(process.argv[3] as 'graphql-ws' | 'raw', process.argv[4], process.argv[5]);
}
