import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import WebSocket, { WebSocketServer } from 'ws';
import { loadConfig } from '../src/config.js';
import { resultsUpdatedExecutions } from '../src/modules/election/election.resolver.js';
import { createApp } from '../src/server/app.js';
import { benchDatabaseUrl, percentile } from './harness.js';

const SUBSCRIBERS = Number(process.env.RESULTS_BENCH_SUBSCRIBERS ?? 10_000);
const UPLOADS = 40;
const UPLOAD_EVERY_MS = Number(process.env.RESULTS_BENCH_INTERVAL_MS ?? 250);
const CONNECT_BATCH = 500;
const SUBSCRIPTION = `subscription($e: ID!) { resultsUpdated(electionId: $e) {
  summary { resultsUploaded totalValidVotes leadingParty uploadProgress lastUpdated }
  states { code name reportingUnits validVotes results { party votes percentage } } } }`;

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes. */
const now = () => performance.timeOrigin + performance.now();

type FromClients =
  | { kind: 'ready'; connected: number }
  | { kind: 'sample'; bytes: string }
  | { kind: 'received'; times: Record<string, number[]> };
type ToClients = { kind: 'stop' };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * `pnpm bench results`: SUBSCRIBERS graphql-ws sockets (in a process of their own) follow one
 * election while an administrator uploads sheets; then the same number of raw `ws` sockets
 * receive the same bytes from a plain broadcast, in the same run. Reports delivery p50/p99
 * (from the upload request, or the broadcast, to each socket), Redis channels and
 * subscriptions, and GraphQL executions per event.
 */
export async function resultsBench(): Promise<boolean> {
  const prefix = `bench:results:${randomBytes(4).toString('hex')}:`;
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: benchDatabaseUrl(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: prefix, // a fresh prefix: no rate-limit counts from earlier runs
    SMTP_URL: 'smtp://127.0.0.1:1025',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;
  const redis = new Redis(config.redisUrl!);
  let clients: ChildProcess | null = null;
  try {
    const admin = await adminSession(app, baseUrl);
    const election = await admin(
      `mutation($input: CreateElectionInput!) { createElection(input: $input) { id } }`,
      {
        input: {
          type: 'GOVERNORSHIP',
          name: `Bench governorship ${prefix}`,
          date: '2027-03-13',
          stateCode: '24',
          candidates: [{ party: 'APC', name: 'A' }, { party: 'LP', name: 'B' }, { party: 'PDP', name: 'C' }],
        },
      },
    );
    const electionId = election.createElection.id as string;
    const units = (
      await app.deps.orm.em.fork().execute(`select pu_code from geo_polling_units where state_code = '24' order by pu_code limit ?`, [UPLOADS])
    ).map((r) => r.pu_code as string);

    // 1. graphql-ws subscribers while sheets stream in.
    clients = listen(fork(fileURLToPath(import.meta.url), ['--clients', 'graphql-ws', `ws://127.0.0.1:${port}/graphql`, electionId], {
      execArgv: ['--import', 'tsx'],
    }));
    const ready = await message(clients, 'ready', 180_000);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the last subscriptions reach Redis
    const channels = (await redis.call('PUBSUB', 'CHANNELS', `${prefix}*`)) as string[];
    const numsub = (channels.length ? await redis.call('PUBSUB', 'NUMSUB', ...channels) : []) as (string | number)[];
    const executionsBefore = resultsUpdatedExecutions.count;
    const sentAt: Record<string, number> = {};
    const uploadMs: number[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const started = now();
      sentAt[String(i + 1)] = started; // the event carries resultsUploaded = i + 1
      await admin(`mutation($input: ResultSheetInput!) { uploadPollingUnitResult(input: $input) { puCode } }`, {
        input: { electionId, puCode: units[i], registered: 600, accredited: 400, rejected: 3, votes: [{ party: 'APC', votes: 100 + i }, { party: 'LP', votes: 120 }, { party: 'PDP', votes: 50 }] },
      });
      uploadMs.push(now() - started);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, UPLOAD_EVERY_MS - (now() - started))));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000)); // stragglers
    const sample = await message(clients, 'sample', 10_000);
    clients.send({ kind: 'stop' } satisfies ToClients);
    const received = await message(clients, 'received', 60_000);
    await waitExit(clients);
    const executions = resultsUpdatedExecutions.count - executionsBefore;
    const gqlLatencies = Object.entries(received.times).flatMap(([event, times]) => times.map((t) => t - sentAt[event]));
    const gqlDelivered = gqlLatencies.length;

    // 2. The same bytes to the same number of raw ws sockets, broadcast once per event.
    const rawPort = await freePort();
    const raw = new WebSocketServer({ port: rawPort, host: '127.0.0.1' });
    clients = listen(fork(fileURLToPath(import.meta.url), ['--clients', 'raw', `ws://127.0.0.1:${rawPort}`, electionId], { execArgv: ['--import', 'tsx'] }));
    await message(clients, 'ready', 180_000);
    const rawSentAt: Record<string, number> = {};
    for (let i = 0; i < UPLOADS; i++) {
      const id = String(i + 1);
      const bytes = sample.bytes.replace(/"resultsUploaded":\d+/, `"resultsUploaded":${id}`);
      rawSentAt[id] = now();
      for (const socket of raw.clients) socket.send(bytes);
      await new Promise((resolve) => setTimeout(resolve, UPLOAD_EVERY_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    clients.send({ kind: 'stop' } satisfies ToClients);
    const rawReceived = await message(clients, 'received', 60_000);
    await waitExit(clients);
    clients = null;
    raw.close();
    const rawLatencies = Object.entries(rawReceived.times).flatMap(([event, times]) => times.map((t) => t - rawSentAt[event]));

    const expected = SUBSCRIBERS * UPLOADS;
    const fmt = (n: number) => n.toFixed(1).padStart(8);
    console.log(`${SUBSCRIBERS.toLocaleString('en')} subscribers (${ready.connected.toLocaleString('en')} connected), ${UPLOADS} sheets ${UPLOAD_EVERY_MS} ms apart; payload ${sample.bytes.length} bytes`);
    console.log(`${'path'.padEnd(36)} ${'delivered'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    console.log(`${'graphql-ws (from upload request)'.padEnd(36)} ${String(gqlDelivered).padStart(10)} ${fmt(percentile(gqlLatencies, 50))} ${fmt(percentile(gqlLatencies, 99))} ${fmt(percentile(gqlLatencies, 100))}`);
    console.log(`${'raw ws broadcast (same bytes)'.padEnd(36)} ${String(rawLatencies.length).padStart(10)} ${fmt(percentile(rawLatencies, 50))} ${fmt(percentile(rawLatencies, 99))} ${fmt(percentile(rawLatencies, 100))}`);
    console.log(`upload request (transaction + publish) p50 ${percentile(uploadMs, 50).toFixed(1)} ms, p99 ${percentile(uploadMs, 99).toFixed(1)} ms`);
    console.log(`Redis channels: ${channels.length} (${channels.map((c, i) => `${c.slice(prefix.length)} ×${numsub[i * 2 + 1]} subscriber connection`).join(', ')})`);
    console.log(`GraphQL executions: ${executions} for ${UPLOADS} events = ${(executions / UPLOADS).toFixed(2)} per event (one distinct subscription, ${SUBSCRIBERS.toLocaleString('en')} sockets)`);
    const ok = gqlDelivered === expected && rawLatencies.length === expected && channels.length === 1 && executions === UPLOADS;
    if (!ok) console.log(`OVER: expected ${expected} deliveries each way, 1 channel and ${UPLOADS} executions`);
    return ok;
  } finally {
    clients?.kill();
    redis.disconnect();
    await app.close();
  }
}

/** An administrator, stored directly and signed in through the REST shim; returns a GraphQL caller. */
async function adminSession(app: Awaited<ReturnType<typeof createApp>>, baseUrl: string) {
  const email = `bench-admin-${randomBytes(4).toString('hex')}@bench.ng`;
  const password = 'bench-admin-password';
  await app.deps.orm.em.fork().execute(
    `insert into users (id, email, handle, first_name, role, password_hash, created_at, updated_at)
     values (gen_random_uuid(), ?, ?, 'Bench', 'admin', ?, now(), now())`,
    [email, `ba${randomBytes(5).toString('hex')}`, await argon2.hash(password, { type: argon2.argon2id })],
  );
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`bench admin login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl}/graphql`, {
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
const inbox = new WeakMap<ChildProcess, FromClients[]>();
function listen(child: ChildProcess) {
  const box: FromClients[] = [];
  inbox.set(child, box);
  child.on('message', (m: FromClients) => box.push(m));
  return child;
}

async function message<K extends FromClients['kind']>(child: ChildProcess, kind: K, ms: number): Promise<Extract<FromClients, { kind: K }>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = inbox.get(child)!.find((m) => m.kind === kind);
    if (found) return found as Extract<FromClients, { kind: K }>;
    if (child.exitCode !== null) throw new Error(`the subscriber process exited (${child.exitCode}) before '${kind}'`);
    if (Date.now() > deadline) throw new Error(`no '${kind}' from the subscriber process within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const waitExit = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

/** The subscriber process: opens the sockets, notes when each event reaches each one, reports back. */
async function runClients(mode: 'graphql-ws' | 'raw', url: string, electionId: string) {
  const times: Record<string, number[]> = {};
  const note = (event: string) => (times[event] ??= []).push(now());
  const closers: (() => void)[] = [];
  let sample: string | null = null;
  let connected = 0;
  for (let start = 0; start < SUBSCRIBERS; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - start) }, () =>
      mode === 'raw'
        ? new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(url);
            socket.on('open', () => resolve());
            socket.on('error', reject);
            socket.on('message', (data) => {
              const match = /"resultsUploaded":(\d+)/.exec(String(data));
              if (match) note(match[1]);
            });
            closers.push(() => socket.terminate());
          })
        : new Promise<void>((resolve, reject) => {
            const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, onNonLazyError: reject });
            client.on('connected', () => resolve());
            client.subscribe(
              { query: SUBSCRIPTION, variables: { e: electionId } },
              {
                next: (value) => {
                  const data = value.data as { resultsUpdated: { summary: { resultsUploaded: number } } } | undefined;
                  if (!data) return;
                  note(String(data.resultsUpdated.summary.resultsUploaded));
                  sample ??= JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', type: 'next', payload: value });
                },
                error: () => {},
                complete: () => {},
              },
            );
            closers.push(() => void client.dispose());
          }),
    );
    connected += (await Promise.allSettled(batch)).filter((r) => r.status === 'fulfilled').length;
  }
  process.send!({ kind: 'ready', connected } satisfies FromClients);
  process.on('message', (m: ToClients) => {
    if (m.kind !== 'stop') return;
    closers.forEach((close) => close());
    process.send!({ kind: 'received', times } satisfies FromClients, () => process.exit(0));
  });
  if (mode === 'graphql-ws') {
    const poll = setInterval(() => {
      if (!sample) return;
      clearInterval(poll);
      process.send!({ kind: 'sample', bytes: sample } satisfies FromClients);
    }, 100);
  }
}

if (process.argv[2] === '--clients') {
  await runClients(process.argv[3] as 'graphql-ws' | 'raw', process.argv[4], process.argv[5]);
}
