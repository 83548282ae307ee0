import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };
export type LogDestination = DestinationStream;

/**
 * Fields that may hold what members typed or who they are: never written, wherever they sit in
 * a log line's object (one or two levels down).
 */
const PRIVATE_FIELDS = ['password', 'token', 'email', 'phoneNumber', 'to', 'content', 'text', 'body', 'variables', 'cookie', 'query'];
const REDACT = PRIVATE_FIELDS.flatMap((field) => [field, `*.${field}`]);

const SQL_START = /^\s*(select|insert|update|delete|with|alter|create)\b/i;

/**
 * An error's message without what a member typed: a database error's message starts with the
 * statement and its values inlined (MikroORM's "<sql> - <PostgreSQL's message>"), so only
 * PostgreSQL's own words are kept; quoted values, email addresses and long numbers (phone and
 * account numbers) are blanked in every message.
 */
export function scrubMessage(message: string): string {
  let text = message;
  if (SQL_START.test(text)) {
    const cut = text.lastIndexOf(' - ');
    text = cut >= 0 ? text.slice(cut + 3) : '(statement omitted)';
  }
  return text
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '"…"')
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+/g, '…@…')
    .replace(/\+?\d[\d\s-]{6,}\d/g, '…');
}

/** What the log keeps of an error: its kind, codes, scrubbed message and stack frames, and its cause's. */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const out: Record<string, unknown> = { type: error.name || error.constructor?.name || 'Error' };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of ['code', 'errno', 'syscall', 'status', 'constraint', 'table', 'column', 'routine', 'severity']) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  out.message = scrubMessage(String(error.message ?? ''));
  out.stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  if (error.cause && depth < 3) out.cause = errorForLog(error.cause, depth + 1);
  return out;
}

/**
 * Structured logs. Request bodies and variables are never logged (party and polling unit are
 * sensitive), private fields are redacted, and errors keep no member text (errorForLog).
 */
export function createLogger(level: string, destination?: LogDestination): Logger {
  const options = { level, base: undefined, redact: REDACT, serializers: { err: errorForLog } };
  return destination ? pino(options, destination) : pino(options);
}
