import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * One set of query limits, applied to HTTP and WebSocket operations alike. maxCost admits a
 * full page of 200 polling units (about 7,000: graphql-armor multiplies by a literal `first`).
 */
export const LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 20_000, maxBodyBytes: 100_000 };

/** Reports a rejection as an ordinary validation error instead of throwing (graphql-armor's default). */
const reject = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

export const validationRules = [
  maxDepthRule({ n: LIMITS.maxDepth, ...reject }),
  maxAliasesRule({ n: LIMITS.maxAliases, ...reject }),
  costLimitRule({ maxCost: LIMITS.maxCost, ...reject }),
] as unknown as ValidationRule[];
