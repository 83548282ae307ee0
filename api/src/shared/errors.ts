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
  | 'NOT_AVAILABLE';

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
