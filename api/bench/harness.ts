import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MikroORM } from '@mikro-orm/postgresql';
import { graphql as execute } from 'graphql';
import pg from 'pg';
import WebSocket from 'ws';
import { Agent, request } from 'undici';
import { loadConfig } from '../src/config.js';
import { findSession } from '../src/modules/auth/session.service.js';
import { geoCatalog } from '../src/modules/geo/geo.catalog.js';
import { createSchema } from '../src/server/schema.js';
import type { AppDeps, Context } from '../src/shared/context.js';
import { createInProcessPubSub } from '../src/shared/pubsub.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The bench database on DATABASE_URL's server (default: the local one), made and migrated by the app;
 * BENCH_DATABASE names another (two people benchmarking on one server).
 */
export function benchDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.BENCH_DATABASE ?? 'civic_bench'}`;
  return url.toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type RunningApi = {
  baseUrl: string;
  pid: number;
  /** A full collection in the api, asked through its inspector (started with `{ inspect: true }`). */
  collectGarbage(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The real app in a process of its own (so the load generator doesn't share its event
 * loop), on the bench database; resolves once /api/ready answers (the geography in memory). It runs as deployed: the
 * compiled dist/ that `pnpm start` runs (bench/run.ts builds it first), not through tsx, whose
 * module hooks and name helpers cost a few percent of every request.
 */
export async function startApi(env: Record<string, string> = {}, { inspect = false } = {}): Promise<RunningApi> {
  const port = await freePort();
  // BENCH_API_FLAGS gives node flags to look at a slow part: '--cpu-prof --cpu-prof-dir=/tmp/p', '--trace-gc'.
  const flags = process.env.BENCH_API_FLAGS?.split(' ').filter(Boolean) ?? [];
  // The inspector lets the bench settle the api's heap before it measures memory, from outside.
  const inspectorPort = inspect ? await freePort() : null;
  if (inspectorPort) flags.push(`--inspect=127.0.0.1:${inspectorPort}`);
  const child: ChildProcess = spawn(process.execPath, [...startFlags(), ...flags, 'dist/main.js'], {
    cwd: apiDir,
    // As deployed: production mode (no Sandbox, no field suggestions) with Redis. No mail is sent.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: benchDatabaseUrl(),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: 'bench:',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      PORT: String(port),
      // The addresses browsers open it at (the web bench at localhost, scripts at 127.0.0.1): its
      // pages' requests are then from its own site and act as the signed-in member; from any other
      // origin they may only read as a visitor.
      PUBLIC_URL: `http://localhost:${port}`,
      ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The load generator's thousands of visitors all come from 127.0.0.1.
      ANONYMOUS_REQUESTS_PER_MINUTE: '1000000',
      ANONYMOUS_SOCKETS_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the api did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    collectGarbage: async () => {
      if (!inspectorPort) throw new Error('start the api with { inspect: true } to collect its garbage');
      await collectGarbageThroughInspector(inspectorPort);
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Asks a node process' inspector (Chrome DevTools Protocol) for a full collection and waits until it is done. */
async function collectGarbageThroughInspector(port: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })));
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { id?: number }).id === 1) resolve();
      });
    });
  } finally {
    socket.close();
  }
}

/** The node flags of api/package.json's `start` script, so the bench runs the api as it is deployed (and a baseline server with the same runtime settings). */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [node, ...rest] = scripts.start.split(/\s+/);
  if (node !== 'node' || rest.at(-1) !== 'dist/main.js') throw new Error(`api start script is not "node [flags] dist/main.js": ${scripts.start}`);
  return rest.slice(0, -1);
}

/** Runs `total` calls of `task(i)` with `concurrency` in flight; returns each call's milliseconds. */
export async function load(total: number, concurrency: number, task: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const started = performance.now();
      await task(i);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The load generator's HTTP client: undici's request on kept-alive connections. It shares the
 * machine's cores with the api, and fetch's WHATWG layers cost the generator about as much CPU
 * per call as the api spends answering it.
 */
const client = new Agent({ connections: 64, keepAliveTimeout: 60_000 });

/** POSTs a GraphQL operation (as the session's member when a cookie is given) and fails loudly on errors, so a broken query can't look fast. */
async function postGraphql(baseUrl: string, query: string, variables: Record<string, unknown>, cookie?: string) {
  const res = await request(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
    dispatcher: client,
  });
  const body = (await res.body.json()) as { data?: any; errors?: { message: string }[] };
  if (res.statusCode !== 200 || body.errors || !body.data) {
    throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors ?? res.statusCode)}`);
  }
  return body.data;
}

/** A GraphQL caller of the running API, as a visitor. */
export function graphql(baseUrl: string) {
  return (query: string, variables: Record<string, unknown>) => postGraphql(baseUrl, query, variables);
}

/** A statement exactly as the driver sent it ($n placeholders and their values; the name it is prepared under, if any). */
export type Statement = { text: string; values: unknown[]; name?: string };

/**
 * Runs `call` and writes down every statement the pg driver sends meanwhile (ORM queries,
 * raw SQL, DataLoader batches alike). Nothing else may use the database in this process
 * while it runs.
 */
export async function record(call: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : config?.text;
    if (text) statements.push({ text, values: (typeof config === 'string' ? values : config.values) ?? [], name: config?.name });
    return (original as any).apply(this, args);
  } as typeof original;
  try {
    await call();
  } finally {
    pg.Client.prototype.query = original;
  }
  return statements;
}

/**
 * Replays one request's statements on a bare pool, all at once: the bare side never waits
 * for a statement's result before sending the next, so the ratio against it is strict.
 * Statements the api prepares are prepared on the bare pool's connections too.
 */
export function replay(pool: pg.Pool, statements: Statement[]) {
  return Promise.all(statements.map(({ text, values, name }) => pool.query({ text, values, name })));
}

/** `apiCpuMs`: the CPU the api's process used over the counted requests, the figure neighbours on a shared machine move least. */
export type Row = { scenario: string; requests: number; api: number[]; bare: number[]; budget: number; apiCpuMs?: number };

/** Runs `work` and the CPU milliseconds process `pid` used meanwhile. */
export async function withCpu<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = cpuMs(pid);
  const result = await work();
  return { result, cpuMs: cpuMs(pid) - before };
}

const ms = (value: number) => value.toFixed(2).padStart(8);

/** One line per scenario: p50 and p99 through the API and bare, the p99 ratio against its budget, and the api's CPU per request. */
export function report(rows: Row[]): boolean {
  console.log(
    `${'scenario'.padEnd(44)} ${'n'.padStart(6)} ${'api p50'.padStart(8)} ${'api p99'.padStart(8)} ${'sql p50'.padStart(8)} ${'sql p99'.padStart(8)} ${'p99 ×'.padStart(6)}  budget    api CPU µs/req`,
  );
  let ok = true;
  for (const row of rows) {
    const ratio = percentile(row.api, 99) / percentile(row.bare, 99);
    const within = ratio <= row.budget;
    ok &&= within;
    console.log(
      `${row.scenario.padEnd(44)} ${String(row.requests).padStart(6)} ${ms(percentile(row.api, 50))} ${ms(percentile(row.api, 99))} ${ms(percentile(row.bare, 50))} ${ms(percentile(row.bare, 99))} ${ratio.toFixed(2).padStart(6)}  ≤${row.budget}× ${(within ? 'ok' : 'OVER').padEnd(4)}  ${row.apiCpuMs === undefined ? '' : String(Math.round((row.apiCpuMs * 1000) / row.requests)).padStart(14)}`,
    );
  }
  return ok;
}

/** Signs in through the REST shim: the session cookie, and a caller of `query` as that member (fails loudly on errors). */
export async function signIn(api: RunningApi, email: string, password: string, query: string) {
  const login = await fetch(`${api.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const call = async (variables: Record<string, unknown>) => Object.values(await postGraphql(api.baseUrl, query, variables, cookie))[0] as any;
  return { call, cookie };
}

/**
 * Runs `query` on the app's schema in this process as the session's member: what the api runs
 * for the request, from reading the session to the last field, to record.
 */
export async function inProcessGraphql(orm: MikroORM, cookie: string, query: string) {
  const schema = await createSchema(createInProcessPubSub());
  await geoCatalog(orm.em); // loaded once per process, as in the api: not part of any one request
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', SMTP_URL: 'smtp://x', DATABASE_URL: benchDatabaseUrl() });
  return async (variables: Record<string, unknown>) => {
    const em = orm.em.fork();
    const session = await findSession(em, cookie);
    if (!session) throw new Error('the bench session has ended');
    const contextValue: Context = { deps: { config, orm } as AppDeps, em, viewer: session.user, sessionId: session.sid, ip: '127.0.0.1' };
    return execute({ schema, source: query, variableValues: variables, contextValue });
  };
}

/** User and system CPU milliseconds a process used so far, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process, from /proc. */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/**
 * The raw `ws` baseline (raw-ws-server.ts) in a process of its own, with the api's node flags:
 * plain sockets fed the same bytes from Redis on `rawbench:<channel>`.
 */
export function startRawServer(): Promise<{ port: number; pid: number; stop(): void }> {
  const child = spawn(process.execPath, [...startFlags(), '--expose-gc', '--import', 'tsx', 'bench/raw-ws-server.ts'], {
    cwd: apiDir,
    env: { ...process.env, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', RAW_PREFIX: 'rawbench:' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ port: Number(match[1]), pid: child.pid!, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`the raw ws server exited with ${code}`)));
  });
}
