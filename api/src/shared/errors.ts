import { GraphQLError } from 'graphql';

/** Codes every client can rely on (ARCHITECTURE.md, Errors). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'INSUFFICIENT_FUNDS'
  | 'RATE_LIMITED'
  | 'PASSWORD_SETUP_REQUIRED'
  | 'NOT_AVAILABLE'
  | 'SERVICE_UNAVAILABLE';

/** HTTP status the REST shim answers with for each code. */
export const httpStatusFor: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  INSUFFICIENT_FUNDS: 402,
  RATE_LIMITED: 429,
  PASSWORD_SETUP_REQUIRED: 403,
  NOT_AVAILABLE: 501,
  SERVICE_UNAVAILABLE: 503,
};

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const badInput = (message: string, field?: string) =>
  appError('BAD_USER_INPUT', message, field ? { field } : {});
export const unauthenticated = (message = 'Unauthorized') => appError('UNAUTHENTICATED', message);
export const notFound = (message = 'Not found') => appError('NOT_FOUND', message);
export const rateLimited = (retryAfterSeconds: number, message?: string) =>
  appError(
    'RATE_LIMITED',
    message ?? `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
    { retryAfter: retryAfterSeconds },
  );

export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const code = error.extensions?.code;
  return typeof code === 'string' && code in httpStatusFor ? (code as ErrorCode) : undefined;
}

/** What a member is told while the database can't be reached; they can retry in a few seconds. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** Connection failures: refused, reset, timed out (pg's connect timeout), or no pooled connection in time (knex). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03']);
const UNREACHABLE_MESSAGES = /Timeout acquiring a connection|Connection terminated|Connection ended unexpectedly|timeout exceeded when trying to connect|^timeout expired$/;

/**
 * Whether an error means PostgreSQL can't be reached right now (rather than a fault in the
 * code): answered 503 SERVICE_UNAVAILABLE instead of a masked server error.
 */
export function unavailable(error: unknown): GraphQLError | null {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if ((typeof code === 'string' && UNREACHABLE.has(code)) || UNREACHABLE_MESSAGES.test(cause.message)) {
      return appError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, { retryAfter: 5 });
    }
  }
  return null;
}
