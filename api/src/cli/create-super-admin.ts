import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import type { MikroORM } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { ARGON2_OPTIONS } from '../modules/auth/auth.service.js';
import { changeRole } from '../modules/moderation/moderation.service.js';
import { Role, User } from '../modules/user/user.entity.js';
import { freeHandleFor } from '../modules/user/user.service.js';
import { createLogger } from '../shared/logger.js';

const USAGE = `Makes a member a super administrator, creating the account when none has that email.

  pnpm --filter api create-super-admin --email ada@example.ng [--first-name Ada --last-name Obi]
  (built: node api/dist/cli/create-super-admin.js --email ...)

A new account's password is read from standard input (typed, or piped: echo "$PASSWORD" | ...).
There are no built-in accounts: this is how the first super admin comes to be; after that,
super admins grant roles in the app.`;

const inputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('--email must be an email address')),
  firstName: z.string().trim().min(1).max(100).default('Super'),
  lastName: z.string().trim().min(1).max(100).default('Admin'),
  password: z.string().min(6, 'The password must be at least 6 characters').max(256).nullish(),
});

/** Promotes the account with this email, or creates it with the password given. Audited as a role change. */
export async function createSuperAdmin(
  orm: MikroORM,
  input: z.input<typeof inputSchema>,
): Promise<{ user: User; created: boolean; promoted: boolean }> {
  const data = inputSchema.parse(input);
  const em = orm.em.fork();
  let user = await em.findOne(User, { email: data.email });
  const created = !user;
  if (!user) {
    if (!data.password) throw new Error(`No account has the email ${data.email}: give a password for the new account`);
    user = em.create(User, {
      email: data.email,
      handle: await freeHandleFor(em, data.email),
      firstName: data.firstName,
      lastName: data.lastName,
      passwordHash: await argon2.hash(data.password, ARGON2_OPTIONS),
    });
    await em.flush();
  }
  const promoted = await changeRole(em, user.id, user, Role.SUPER_ADMIN, 'Granted from the command line (create-super-admin)');
  return { user: await orm.em.fork().findOneOrFail(User, user.id), created, promoted };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  try {
    return (await rl.question(process.stdin.isTTY ? 'Password for the new account (at least 6 characters): ' : '')).trim();
  } finally {
    rl.close();
  }
}

async function main() {
  const email = argument('email');
  if (!email || process.argv.includes('--help')) {
    console.log(USAGE);
    process.exit(email ? 0 : 2);
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const db = await openDatabase(config, logger);
  try {
    const exists = await db.orm.em.fork().count(User, { email: email.trim().toLowerCase() });
    const password = exists ? null : await readPassword();
    const { user, created, promoted } = await createSuperAdmin(db.orm, {
      email,
      firstName: argument('first-name'),
      lastName: argument('last-name'),
      password,
    });
    console.log(
      created
        ? `Created ${user.email} (@${user.handle}) as a super administrator.`
        : promoted
          ? `${user.email} (@${user.handle}) is now a super administrator.`
          : `${user.email} (@${user.handle}) was already a super administrator.`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof z.ZodError ? error.issues.map((i) => i.message).join('\n') : error);
    process.exit(1);
  });
}
