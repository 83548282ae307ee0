import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.js';
import { User } from '../src/modules/user/user.entity.js';
import { createApp, type App } from '../src/server/app.js';
import type { LogDestination } from '../src/shared/logger.js';
import { databaseUrl, withAdmin } from './services.js';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

async function createDatabaseFromTemplate(adminUrl: string, template: string, name: string) {
  // Copies can collide while another worker is copying the same template: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

/**
 * Boots the real app (real PostgreSQL database of its own, real Redis under a
 * key prefix of its own) on a free port. `database` lets a second instance share one.
 */
export async function startTestApp(
  options: { database?: string; env?: Record<string, string>; logDestination?: LogDestination } = {},
) {
  const adminUrl = inject('pgAdminUrl');
  const ownsDatabase = !options.database;
  const database = options.database ?? `civic_test_${randomBytes(5).toString('hex')}`;
  if (ownsDatabase) await createDatabaseFromTemplate(adminUrl, inject('templateDatabase'), database);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(adminUrl, database),
    REDIS_URL: inject('redisUrl'),
    REDIS_KEY_PREFIX: `test:${database}:`,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent',
    // Every test client comes from 127.0.0.1: the per-address limits have a test of their own.
    ANONYMOUS_REQUESTS_PER_MINUTE: '1000000',
    ANONYMOUS_SOCKETS_PER_ADDRESS: '1000000',
    ...options.env,
  });
  const app: App = await createApp(config, { logDestination: options.logDestination });
  const { port } = await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    deps: app.deps,
    database,
    baseUrl,
    /** A fresh entity manager, to look at what the database holds. */
    em: () => app.deps.orm.em.fork(),
    /** A browser of its own: it keeps its cookies. */
    client: () => new TestClient(baseUrl),
    async close() {
      await app.close();
      if (ownsDatabase) {
        await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      }
    },
  };
}

/** A second instance on the same database and Redis, as a load balancer would spread members across. */
export const startPeerOf = (app: TestApp) =>
  startTestApp({ database: app.database, env: { REDIS_KEY_PREFIX: app.deps.config.redisKeyPrefix } });

type GqlResult<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** Speaks REST, GraphQL over HTTP and graphql-ws like a browser with one cookie jar. */
export class TestClient {
  cookie = '';
  private sockets: WsClient[] = [];

  constructor(readonly baseUrl: string) {}

  /** Another tab of the same browser: same cookies, its own sockets (on another instance when given its URL). */
  tab(baseUrl = this.baseUrl): TestClient {
    const other = new TestClient(baseUrl);
    other.cookie = this.cookie;
    return other;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    this.keepCookies(response);
    const text = await response.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, body: json, headers: response.headers };
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>> {
    const { body } = await this.request('POST', '/graphql', { query, variables });
    return body as GqlResult<T>;
  }

  /** Starts a subscription; events and errors are collected as they arrive. */
  subscribe<T = any>(query: string, variables?: Record<string, unknown>) {
    const cookie = this.cookie;
    const client = createClient({
      url: this.baseUrl.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: cookie ? { cookie } : {} });
        }
      },
      retryAttempts: 0,
    });
    this.sockets.push(client);
    const events: T[] = [];
    const errors: unknown[] = [];
    const state = { completed: false };
    let resolveReady: () => void;
    const ready = new Promise<void>((resolve) => (resolveReady = resolve));
    client.on('connected', () => resolveReady());
    client.subscribe<T>({ query, variables }, {
      next: (value) => (value.errors ? errors.push(...value.errors) : events.push(value.data as T)),
      error: (error) => errors.push(error),
      complete: () => (state.completed = true),
    });
    return {
      events,
      errors,
      ready,
      /** Whether the server ended the subscription (graphql-ws' complete). */
      get completed() {
        return state.completed;
      },
      /** Waits until `predicate` holds, or fails after `ms`. */
      async until(predicate: () => boolean, ms = 5000) {
        const deadline = Date.now() + ms;
        while (!predicate()) {
          if (Date.now() > deadline) throw new Error('timed out waiting for a subscription event');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
    };
  }

  async closeSockets() {
    await Promise.all(this.sockets.map((socket) => socket.dispose()));
    this.sockets = [];
  }

  private keepCookies(response: Response) {
    const jar = new Map(
      this.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.split('=')[0], pair] as const),
    );
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0];
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (!value || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, pair);
    }
    this.cookie = [...jar.values()].join('; ');
  }
}

let counter = 0;
/** A unique person for one test. */
export function person(overrides: Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>> = {}) {
  counter += 1;
  return {
    email: `voter${counter}.${randomBytes(3).toString('hex')}@example.ng`,
    password: 'correct-horse',
    firstName: 'Chiamaka',
    lastName: 'Okafor',
    ...overrides,
  };
}

/**
 * A member stored directly (sign-up is rate-limited per address, and its own tests
 * cover it), then signed in through the REST shim as the web app's users are.
 */
export async function signedInClient(app: TestApp, overrides: Parameters<typeof person>[0] = {}) {
  const client = app.client();
  const who = person(overrides);
  const em = app.em();
  em.create(User, {
    email: who.email,
    handle: `m${randomBytes(6).toString('hex')}`,
    firstName: who.firstName,
    lastName: who.lastName,
    passwordHash: await argon2.hash(who.password, { type: argon2.argon2id }),
  });
  await em.flush();
  const login = await client.request('POST', '/api/auth/login', { email: who.email, password: who.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, who, user: login.body as { id: string; email: string; handle: string } };
}

/** Everything an app logs, as text, for tests that check what reaches the log. */
export function capturedLog() {
  const lines: string[] = [];
  return {
    destination: { write: (line: string) => void lines.push(line) } as LogDestination,
    get text() {
      return lines.join('');
    },
  };
}
