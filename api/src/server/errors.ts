import { randomUUID } from 'node:crypto';
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { errorCodeOf } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';

/** Codes GraphQL itself raises for a malformed request; they are safe to show. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_USER_INPUT', // variables that do not match the schema
]);

/** Coded errors pass through; anything else is logged with an id and masked. */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (errorCodeOf(original)) return formatted;
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) return formatted;
    const errorId = randomUUID();
    logger.error({ err: original, errorId, path: formatted.path }, 'unexpected error');
    return {
      message: `Something went wrong on our side. Please try again (reference ${errorId}).`,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
    };
  };
}
