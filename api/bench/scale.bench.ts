import 'reflect-metadata';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import WebSocket from 'ws';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { createLogger } from '../src/shared/logger.js';
import { createRedisPubSub } from '../src/shared/pubsub.js';
import { sqlArray } from '../src/shared/sql.js';
import { benchDatabaseUrl, cpuMs, percentile, rssBytes, startApi, type RunningApi } from './harness.js';
import { adminSession, DOCUMENTS, listen, message, waitExit } from './results.bench.js';
import { now, sheetFeeder, sleep } from './sheets.js';

// SCALE_BENCH_SUBSCRIBERS and SCALE_BENCH_SECONDS scale a run to what the machine holds.
const SUBSCRIBERS = Number(process.env.SCALE_BENCH_SUBSCRIBERS ?? 30_000);
const PHASE_SECONDS = Number(process.env.SCALE_BENCH_SECONDS ?? 10);
const INSTANCES = 3;
const RATES = [50, 500]; // sheets a second
const TICK_MS = 1000;
const BUDGET_MS = TICK_MS + 500; // p99 from a sheet's commit to every subscriber's message carrying it
const MEMBERS = 200; // signed-in subscribers, half of whom sign out between the phases
/** Sockets per subscriber process: each process (and each nginx worker) may hold only 20,000 files here. */
const PER_CLIENT_PROCESS = 8_000;
const CONNECT_BATCH = 250;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type FromClients =
  | { kind: 'ready'; connected: number; failed: string[] }
  | { kind: 'received'; perSocket: [number, number][][]; closed: ([number, number] | null)[] };
type ToClients = { kind: 'connect'; members: string[]; visitors: number } | { kind: 'stop' };

type Metrics = { sockets: number; subscriptions: { executions: number }; coalesced: { ticks: number }; memory: { heapUsed: number } };

/**
 * `pnpm bench scale`: three api instances (compiled, as deployed) behind nginx (Debian's, with the
 * repo's nginx.conf server block) on one PostgreSQL and Redis. SUBSCRIBERS graphql-ws sockets
 * through nginx follow one governorship election, MEMBERS of them signed in; sheets are committed
 * at 50 and then at 500 a second. Between the phases, with no sheet in flight, half the members
 * sign out (each through whichever instance nginx picks, not necessarily the one holding its
 * socket). Budgets: at both rates, p99 from a sheet's commit to the first message carrying it
 * ≤ tick + 500 ms, and every open socket's last message carries the last sheet; no message to a
 * signed-out member's socket after its session ended (each closed with 4401). Prints each
 * instance's sockets, CPU and memory.
 */
export async function scaleBench(): Promise<boolean> {
  const prefix = `bench:scale:${randomBytes(4).toString('hex')}:`;
  const metricsToken = randomBytes(24).toString('hex');
  const env = { METRICS_TOKEN: metricsToken, REDIS_KEY_PREFIX: prefix, LIVE_TICK_MS: String(TICK_MS) };
  const apis: RunningApi[] = [];
  const clients: ChildProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const orm = await MikroORM.init(ormConfig(benchDatabaseUrl()));
  const pubsub = createRedisPubSub(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix, createLogger('warn'));
  try {
    apis.push(await startApi(env)); // the first migrates the bench database; the others find it done
    apis.push(...(await Promise.all(Array.from({ length: INSTANCES - 1 }, () => startApi(env)))));
    nginx = await startNginx(apis);
    const front = { ...apis[0], baseUrl: nginx.baseUrl };
    const metrics = async (api: RunningApi) =>
      (await (await fetch(`${api.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).json()) as Metrics;

    const admin = await adminSession(orm, front);
    const electionId = (
      await admin(`mutation($input: CreateElectionInput!) { createElection(input: $input) { id } }`, {
        input: {
          type: 'GOVERNORSHIP',
          name: `Bench scale ${prefix}`,
          date: '2027-03-13',
          stateCode: '24',
          candidates: [{ party: 'APC', name: 'A' }, { party: 'LP', name: 'B' }, { party: 'PDP', name: 'C' }],
        },
      })
    ).createElection.id as string;
    const units = (
      await orm.em.fork().execute(`select pu_code from geo_polling_units where state_code = '24' order by pu_code limit ?`, [
        RATES.reduce((sum, rate) => sum + rate * PHASE_SECONDS * 1.2, 0) + 100,
      ])
    ).map((r) => r.pu_code as string);
    const members = await memberSessions(orm, nginx.baseUrl);

    // Subscriber processes, each from its own loopback address (30,000 sockets from one would exhaust its ports).
    const processes = Math.ceil(SUBSCRIBERS / PER_CLIENT_PROCESS);
    const wsUrl = nginx.baseUrl.replace(/^http/, 'ws') + '/graphql';
    for (let i = 0; i < processes; i++) {
      const child = listen(fork(fileURLToPath(import.meta.url), ['--scale-clients', wsUrl, electionId, `127.0.0.${i + 2}`], { execArgv: ['--import', 'tsx'] }));
      clients.push(child);
      const share = Math.floor(SUBSCRIBERS / processes) + (i < SUBSCRIBERS % processes ? 1 : 0);
      const mine = i === 0 ? members.map((m) => m.cookie) : [];
      child.send({ kind: 'connect', members: mine, visitors: share - mine.length } satisfies ToClients);
    }
    const readies = await Promise.all(clients.map((child) => message<FromClients, 'ready'>(child, 'ready', 600_000)));
    const connected = readies.reduce((sum, r) => sum + r.connected, 0);
    const failures = readies.flatMap((r) => r.failed);
    await sleep(2000); // the last subscriptions reach Redis

    const sheets = sheetFeeder(orm, pubsub, units, electionId);
    await sheets.feed(electionId, 10, 1); // warm-up, not counted
    await sleep(2 * TICK_MS);
    const countedFrom = sheets.uploaded(electionId);
    const usage = () => ({ apis: apis.map((api) => ({ cpu: cpuMs(api.pid), rss: rssBytes(api.pid) })), nginx: nginx!.usage() });
    const phases: { rate: number; seconds: number; lastSheet: number; before: ReturnType<typeof usage>; after: ReturnType<typeof usage>; metrics: Metrics[] }[] = [];
    let signedOutAt = 0;
    const signedOut = members.slice(0, MEMBERS / 2);
    for (const rate of RATES) {
      if (phases.length) {
        // No sheet in flight: the sessions end, and nothing may reach their sockets from here on.
        const signOut = (cookie: string) =>
          fetch(`${nginx!.baseUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ query: 'mutation { logout }' }),
          }).then(async (answer) => {
            if (!answer.ok) throw new Error(`bench member sign-out failed: ${answer.status} ${await answer.text()}`);
          });
        await Promise.all(signedOut.map((m) => signOut(m.cookie)));
        signedOutAt = now();
        await sleep(TICK_MS);
      }
      const before = usage();
      const seconds = await sheets.feed(electionId, rate, PHASE_SECONDS);
      await sleep(2 * TICK_MS); // the last tick's deliveries
      phases.push({ rate, seconds, lastSheet: sheets.uploaded(electionId), before, after: usage(), metrics: await Promise.all(apis.map(metrics)) });
    }
    for (const child of clients) child.send({ kind: 'stop' } satisfies ToClients);
    const received = await Promise.all(clients.map((child) => message<FromClients, 'received'>(child, 'received', 300_000)));
    await Promise.all(clients.map(waitExit));
    clients.length = 0;

    // Member sockets are the first process' first MEMBERS: the first half signed out.
    const uploaded = sheets.uploaded(electionId);
    const byPhase = phases.map(() => [] as number[]);
    const phaseOf = (count: number) => phases.findIndex((phase) => count <= phase.lastSheet);
    let open = 0;
    let sawLatest = 0;
    let afterSignOut = 0;
    let closedSignedOut = 0;
    received.forEach(({ perSocket, closed }, processIndex) =>
      perSocket.forEach((messages, index) => {
        const isSignedOut = processIndex === 0 && index < signedOut.length;
        let previous = 0;
        for (const [count, at] of messages) {
          if (isSignedOut && at > signedOutAt) afterSignOut += 1;
          const oldest = sheets.committedAt.get(previous + 1);
          if (count > previous && previous >= countedFrom && oldest !== undefined) byPhase[phaseOf(previous + 1)]?.push(at - oldest);
          previous = Math.max(previous, count);
        }
        if (isSignedOut) {
          if (closed[index]?.[0] === 4401) closedSignedOut += 1;
          return;
        }
        if (!messages.length && closed[index]) return; // never connected
        open += 1;
        if (previous === uploaded) sawLatest += 1;
      }),
    );

    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `${SUBSCRIBERS.toLocaleString('en')} subscribers asked, ${connected.toLocaleString('en')} connected through nginx to ${INSTANCES} instances ` +
        `(${MEMBERS} signed in, ${DOCUMENTS.length} distinct subscriptions), tick ${TICK_MS} ms` +
        (failures.length ? `; ${SUBSCRIBERS - connected} failed to connect (first: ${failures[0]})` : ''),
    );
    console.log(`${'sheets/s asked (got)'.padEnd(22)} ${'delivered'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    for (const [i, { rate, seconds, lastSheet }] of phases.entries()) {
      const got = (lastSheet - (i ? phases[i - 1].lastSheet : countedFrom)) / seconds;
      const times = byPhase[i];
      console.log(
        `${`${rate} (${got.toFixed(0)})`.padEnd(22)} ${String(times.length).padStart(10)} ${percentile(times, 50).toFixed(0).padStart(8)} ${percentile(times, 99).toFixed(0).padStart(8)} ${percentile(times, 100).toFixed(0).padStart(8)}`,
      );
    }
    console.log(`${'process'.padEnd(12)} ${'sockets'.padStart(8)} ${RATES.map((rate) => `CPU % @${rate}/s`.padStart(14)).join(' ')} ${'RSS MB'.padStart(7)} ${'heap MB'.padStart(8)}`);
    const cpuPercent = (phase: (typeof phases)[number], pick: (u: ReturnType<typeof usage>) => number) =>
      ((100 * (pick(phase.after) - pick(phase.before))) / (phase.seconds * 1000 + 2 * TICK_MS)).toFixed(0).padStart(14);
    apis.forEach((_, i) => {
      const last = phases.at(-1)!;
      console.log(
        `${`api ${i + 1}`.padEnd(12)} ${String(phases[0].metrics[i].sockets).padStart(8)} ${phases.map((phase) => cpuPercent(phase, (u) => u.apis[i].cpu)).join(' ')} ` +
          `${mb(last.after.apis[i].rss).padStart(7)} ${mb(last.metrics[i].memory.heapUsed).padStart(8)}`,
      );
    });
    console.log(`${'nginx'.padEnd(12)} ${''.padStart(8)} ${phases.map((phase) => cpuPercent(phase, (u) => u.nginx.cpu)).join(' ')} ${mb(phases.at(-1)!.after.nginx.rss).padStart(7)}`);

    const checks = [
      ...phases.map(({ rate }, i) => [`${rate}/s: p99 ${percentile(byPhase[i], 99).toFixed(0)} ms ≤ tick + 500 = ${BUDGET_MS} ms`, percentile(byPhase[i], 99) <= BUDGET_MS] as const),
      [`every open socket's last message carried the last sheet (${sawLatest}/${open})`, sawLatest === open && open > 0] as const,
      [`no message to a socket after its session ended (${afterSignOut} after; ${closedSignedOut}/${signedOut.length} closed with 4401)`, afterSignOut === 0 && closedSignedOut === signedOut.length] as const,
    ];
    for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'OVER'} ${what}`);
    return checks.every(([, ok]) => ok);
  } finally {
    for (const child of clients) child.kill();
    nginx?.stop();
    await pubsub.close();
    await orm.close(true);
    await Promise.all(apis.map((api) => api.stop()));
  }
}

/** MEMBERS members stored directly (with a cheap password hash: signing in is not what is measured), each signed in through nginx. */
async function memberSessions(orm: MikroORM, baseUrl: string) {
  const password = 'bench-member-password';
  const hash = await argon2.hash(password, { type: argon2.argon2id, timeCost: 2, memoryCost: 1024, parallelism: 1 });
  const run = randomBytes(4).toString('hex');
  const emails = Array.from({ length: MEMBERS }, (_, i) => `scale-${run}-${i}@scale.bench`);
  await orm.em.fork().execute(
    `insert into users (id, email, handle, first_name, role, password_hash, created_at, updated_at)
     select gen_random_uuid(), e, 'sc' || substr(md5(e), 1, 12), 'Bench', 'user', ?, now(), now() from unnest(?::text[]) e`,
    [hash, sqlArray(emails)],
  );
  const sessions: { cookie: string }[] = [];
  for (const email of emails) {
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (!login.ok) throw new Error(`bench member login failed: ${login.status} ${await login.text()}`);
    sessions.push({ cookie: login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') });
  }
  return sessions;
}

/**
 * Debian's nginx in front of the instances, with the repo's nginx.conf server block as
 * docker-compose runs it (its upstream pointed at the instances; plain HTTP on a free port, no
 * TLS). Workers spread connections with reuseport: each may hold only 20,000 files here, two a
 * proxied socket.
 */
async function startNginx(apis: RunningApi[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  chmodSync(dir, 0o755); // its workers run as nobody
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  const server = readFileSync(path.join(repoRoot, 'nginx.conf'), 'utf8')
    .replace(/upstream api \{[^}]*\}/, `upstream api { ${apis.map((api) => `server ${new URL(api.baseUrl).host};`).join(' ')} }`)
    .replace(/^\s*listen 80;$/m, `  listen 127.0.0.1:${port} reuseport;`)
    .replace(/^\s*(listen 443|ssl_).*$/gm, '');
  const workers = Math.max(2, Math.ceil(SUBSCRIBERS / 9_000));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`).join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes ${workers}; worker_rlimit_nofile 20000; pid ${dir}/nginx.pid;
     events { worker_connections 19000; }
     http { access_log off; ${temp}
     ${server} }`,
  );
  const master = spawn('nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; ; ) {
    if (master.exitCode !== null) throw new Error(`nginx exited with ${master.exitCode}: ${readFileSync(`${dir}/error.log`, 'utf8').slice(-500)}`);
    if ((await fetch(`${baseUrl}/api/ready`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await sleep(100);
  }
  const processes = () => [master.pid!, ...readFileSync(`/proc/${master.pid}/task/${master.pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)];
  return {
    baseUrl,
    usage: () => {
      const pids = processes();
      return { cpu: pids.reduce((sum, pid) => sum + cpuMs(pid), 0), rss: pids.reduce((sum, pid) => sum + rssBytes(pid), 0) };
    },
    stop: () => {
      master.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A subscriber process: graphql-transport-ws by hand (as the results bench's), from its own
 * loopback address; members' sockets send their session cookie. Notes each message's
 * resultsUploaded and arrival, and each socket's close code and time.
 */
async function runClients(url: string, electionId: string, localAddress: string) {
  const perSocket: [number, number][][] = [];
  const closed: ([number, number] | null)[] = [];
  const sockets: WebSocket[] = [];
  const failed: string[] = [];
  const open = (index: number, cookie: string | null) => {
    const seen: [number, number][] = (perSocket[index] = []);
    closed[index] = null;
    return new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url, 'graphql-transport-ws', { localAddress, headers: cookie ? { cookie } : {} });
      sockets.push(socket);
      socket.on('error', reject);
      socket.on('close', (code) => {
        closed[index] = [code, now()];
        reject(new Error(`closed ${code}`));
      });
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (data) => {
        const text = String(data);
        const uploaded = /"resultsUploaded":(\d+)/.exec(text);
        if (uploaded) return void seen.push([Number(uploaded[1]), now()]);
        const frame = JSON.parse(text) as { type: string; payload?: unknown };
        if (frame.type === 'connection_ack') {
          const subscribe = { query: DOCUMENTS[index % DOCUMENTS.length], variables: { e: electionId } };
          socket.send(JSON.stringify({ id: randomUUID(), type: 'subscribe', payload: subscribe }));
          resolve();
        } else if (frame.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        else if (frame.type === 'error') console.error('subscription error', JSON.stringify(frame.payload));
      });
    });
  };
  process.on('message', async (m: ToClients) => {
    if (m.kind === 'connect') {
      const cookies = [...m.members, ...Array<null>(m.visitors).fill(null)];
      let connected = 0;
      for (let from = 0; from < cookies.length; from += CONNECT_BATCH) {
        const batch = cookies.slice(from, from + CONNECT_BATCH).map((cookie, i) => open(from + i, cookie));
        for (const result of await Promise.allSettled(batch)) {
          if (result.status === 'fulfilled') connected += 1;
          else if (failed.length < 5) failed.push(String(result.reason));
        }
      }
      process.send!({ kind: 'ready', connected, failed } satisfies FromClients);
    } else {
      sockets.forEach((socket) => socket.terminate());
      process.send!({ kind: 'received', perSocket, closed } satisfies FromClients, () => process.exit(0));
    }
  });
}

if (process.argv[2] === '--scale-clients') {
  await runClients(process.argv[3], process.argv[4], process.argv[5]);
}
