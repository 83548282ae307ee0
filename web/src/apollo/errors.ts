import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'RATE_LIMITED'
  | 'PASSWORD_SETUP_REQUIRED';

export interface ApiError {
  code: ErrorCode | string | null;
  /** The server's wording (already user-facing), or null for network and masked errors. */
  message: string | null;
  /** For BAD_USER_INPUT: the input field the message belongs to. */
  field: string | null;
}

interface RawError {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

function firstGraphQLError(error: unknown): RawError | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0] ?? null;
  // A non-2xx response may still carry a GraphQL body (e.g. 400 on bad input).
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: RawError[] };
      return body.errors?.[0] ?? null;
    } catch {
      return null;
    }
  }
  return null;
}

export function readApiError(error: unknown): ApiError {
  const first = firstGraphQLError(error);
  if (!first) return { code: null, message: null, field: null };
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : null;
  const field = typeof first.extensions?.field === 'string' ? first.extensions.field : null;
  // Masked server errors carry no useful wording; let callers use their fallback.
  const message =
    typeof first.message === 'string' && code !== 'INTERNAL_SERVER_ERROR' ? first.message : null;
  return { code, message, field };
}

/**
 * Whether the api could not be reached at all (no network, a dropped connection, a gateway with
 * no api behind it), as against an answer that refused the request: only then is it worth
 * showing what is cached or sending again later.
 */
export function isUnreachable(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 502;
  return true;
}
