import { randomUUID } from 'node:crypto';
import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { errorCodeOf, unavailable } from '../shared/errors.js';
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

/**
 * A variable the client sent that does not fit its type: Apollo answers these BAD_USER_INPUT
 * on HTTP (its isBadUserInputGraphQLError), by the same test.
 */
function isBadVariable(error: GraphQLError): boolean {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return false;
  const variable = `Variable "$${node.variable.name.value}"`;
  return [' got invalid value ', ' of required type ', ' of non-null type '].some((part) => error.message.startsWith(variable + part));
}

/**
 * Codes for the errors graphql-js raises about the request itself: a bad variable is
 * BAD_USER_INPUT, anything else without a cause is about the document,
 * GRAPHQL_VALIDATION_FAILED, as Apollo codes them on HTTP. Errors with a code pass.
 */
export function codeRequestErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((error) => {
    if (error.extensions?.code) return error;
    const code = isBadVariable(error) ? 'BAD_USER_INPUT' : error.originalError ? null : 'GRAPHQL_VALIDATION_FAILED';
    return code ? new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { ...error.extensions, code } }) : error;
  });
}

export type ErrorFormatter = ReturnType<typeof createErrorFormatter>;

/** Coded errors pass through; anything else is logged with an id and masked. */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (errorCodeOf(original)) return formatted;
    const down = unavailable(original);
    if (down) return { message: down.message, path: formatted.path, extensions: down.extensions };
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
