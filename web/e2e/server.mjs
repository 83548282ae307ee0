// Starts the built app for the Playwright journeys on a fresh database of its own:
// on DATABASE_URL's server when set, otherwise in a throwaway embedded PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Wallet jobs every 2 s: a journey sees an impression charged as a member would, without waiting 30 s.
const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', WALLET_JOBS_SECONDS: '2' };

const database = `civic_e2e_${process.env.PORT}`;

if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString(); // the api creates it and runs the migrations
} else {
  env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'civic-e2e-'));
  env.EMBEDDED_PG_PORT = String(Number(process.env.PORT) + 51249); // 54349 for the default port
}

const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
