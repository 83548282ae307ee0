import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  BREAK,
  GraphQLError,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * One set of query limits, applied to HTTP and WebSocket operations alike. Before a document is
 * parsed: its size (maxDocumentChars) and, while parsing, its tokens (maxTokens), so no text makes
 * the parser work long or recurse deep. Before validation (precheck): fields once fragments are
 * spread, and fields repeated in one place. Then, in validation: depth, aliases (every one,
 * __typename included) and cost. maxCost admits a full page of
 * 200 polling units (about 7,000: graphql-armor multiplies by a literal `first`). The web app's
 * largest operation has about 160 tokens and 110 fields, __typename included.
 */
export const LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 20_000,
  maxFields: 300,
  maxSameField: 10,
  maxTokens: 2_000,
  maxDocumentChars: 20_000,
  maxBodyBytes: 100_000,
  maxSubscriptionsPerSocket: 25,
  maxSocketsPerSession: 10,
};

/** For graphql's parse (Apollo's parseOptions too): the parser gives up past maxTokens. */
export const parseOptions: ParseOptions = { maxTokens: LIMITS.maxTokens };

/** A document text longer than the limit, refused before parsing; null when it may be parsed. */
export function documentTooLarge(query: unknown): GraphQLError | null {
  if (typeof query !== 'string' || query.length <= LIMITS.maxDocumentChars) return null;
  return new GraphQLError(`The query is too large: at most ${LIMITS.maxDocumentChars.toLocaleString('en-US')} characters.`, {
    extensions: { code: 'BAD_REQUEST' },
  });
}

/** Reports a rejection as an ordinary validation error instead of throwing (graphql-armor's default). */
const reject = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/**
 * How many fields the operations select once every fragment is spread where it is used: the
 * work execution would do, whatever the document's size. One pass, each fragment counted once
 * (a fragment spreading another twice, forty times over, is a number, not a walk); a cycle
 * counts nothing here (NoFragmentCyclesRule refuses it).
 */
export function countFields(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const counted = new Map<string, number>();
  const inProgress = new Set<string>();
  const countSet = (set: SelectionSetNode | undefined): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) total += 1 + countSet(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += countSet(selection.selectionSet);
      else {
        const name = selection.name.value;
        let fields = counted.get(name);
        if (fields === undefined) {
          const fragment = fragments.get(name);
          if (!fragment || inProgress.has(name)) continue;
          inProgress.add(name);
          fields = countSet(fragment.selectionSet);
          inProgress.delete(name);
          counted.set(name, fields);
        }
        total += fields;
      }
    }
    return total;
  };
  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) total += countSet(definition.selectionSet);
  }
  return total;
}

/**
 * The checks made before validation, in one linear pass over the parsed document: at most
 * maxFields fields once fragments are spread, and no response name more than maxSameField times
 * in one selection set. GraphQL's own validation compares every pair of fields that share a
 * response name (OverlappingFieldsCanBeMerged): 490 copies of `me { id }` took it about a
 * second, so such documents are refused before it runs. Null when the document may be validated.
 */
export function precheck(document: DocumentNode): GraphQLError | null {
  const fields = countFields(document);
  if (fields > LIMITS.maxFields) {
    const found = fields < 1e15 ? String(fields) : 'more';
    return new GraphQLError(`Field limit of ${LIMITS.maxFields} exceeded, found ${found}.`, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  }
  let repeated: string | null = null;
  visit(document, {
    SelectionSet(set) {
      const seen = new Map<string, number>();
      const add = (selections: SelectionSetNode['selections']) => {
        for (const selection of selections) {
          if (selection.kind === Kind.INLINE_FRAGMENT) add(selection.selectionSet.selections);
          else if (selection.kind === Kind.FIELD) {
            const name = (selection.alias ?? selection.name).value;
            const times = (seen.get(name) ?? 0) + 1;
            seen.set(name, times);
            if (times > LIMITS.maxSameField) repeated = name;
          }
        }
      };
      add(set.selections);
      if (repeated) return BREAK;
    },
  });
  if (repeated) {
    return new GraphQLError(`The field "${repeated}" is selected more than ${LIMITS.maxSameField} times in one place.`, {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  }
  return null;
}

/**
 * For HTTP, in front of Apollo (which parses and validates in one go): the size, then the
 * precheck on a parse of its own. A text that does not parse is left for Apollo to refuse with
 * its syntax error. Texts that passed are remembered (the web app sends the same few), so
 * Apollo's parse is the only one they cost.
 */
export function checkBeforeApollo(query: unknown, passed = checkedTexts): GraphQLError | null {
  const tooLarge = documentTooLarge(query);
  if (tooLarge || typeof query !== 'string') return tooLarge;
  if (passed.has(query)) return null;
  let document: DocumentNode;
  try {
    document = parse(query, { ...parseOptions, noLocation: true });
  } catch {
    return null;
  }
  const refused = precheck(document);
  if (!refused) {
    passed.add(query);
    if (passed.size > 500) passed.delete(passed.values().next().value!);
  }
  return refused;
}
const checkedTexts = new Set<string>();

export const validationRules = [
  // Depth and cost count the fields a document selects, where it selects them: a fragment spread
  // is its fields, not a level of its own (which made documents inline what they'd share).
  maxDepthRule({ n: LIMITS.maxDepth, flattenFragments: true, ...reject }),
  // No allow-list: graphql-armor's default lets any number of __typename aliases through.
  maxAliasesRule({ n: LIMITS.maxAliases, allowList: [], ...reject }),
  costLimitRule({ maxCost: LIMITS.maxCost, flattenFragments: true, ...reject }),
] as unknown as ValidationRule[];
