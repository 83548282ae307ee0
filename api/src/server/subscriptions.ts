import {
  createSourceEventStream,
  execute,
  getOperationAST,
  GraphQLError,
  isObjectType,
  parse,
  print,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Context } from '../shared/context.js';
import { mapEvents } from '../shared/pubsub.js';
import { executionContext } from './context.js';

/**
 * Subscription fields whose payload is the same for every viewer (public results):
 * their executions are shared across viewers, not only across one viewer's sockets.
 */
export const SHARED_ACROSS_VIEWERS = 'sharedAcrossViewers';

/** How many events arrived and how many GraphQL executions they cost (benchmarks read it). */
export const subscriptionStats = { events: 0, executions: 0 };

/** Results per event, keyed by subscription: the event object is shared by every listener on the channel. */
const resultsByEvent = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
const documentKeys = new WeakMap<object, string>();

/**
 * graphql-ws `subscribe`: authorizes and subscribes per socket (the field's `subscribe`
 * runs with that socket's context), then executes each event once per distinct
 * subscription — same document, variables and viewer — and hands every socket that
 * result. Subscribing and each execution get a fresh identity map, so a long-lived socket
 * never holds one, nor serves stale entities.
 */
export async function subscribeOncePerDistinct(args: ExecutionArgs) {
  const context = args.contextValue as Context;
  const source = await createSourceEventStream({ ...args, contextValue: executionContext(context) });
  if (!(Symbol.asyncIterator in source)) return source;
  const key = subscriptionKey(args, context);
  return mapEvents(source as AsyncIterableIterator<unknown>, (event) => {
    subscriptionStats.events += 1;
    const run = () => {
      subscriptionStats.executions += 1;
      return Promise.resolve(execute({ ...args, rootValue: event, contextValue: executionContext(context) }));
    };
    if (typeof event !== 'object' || event === null) return run();
    let results = resultsByEvent.get(event);
    if (!results) resultsByEvent.set(event, (results = new Map()));
    let result = results.get(key);
    if (!result) results.set(key, (result = run()));
    return result;
  });
}

function subscriptionKey(args: ExecutionArgs, context: Context): string {
  let documentKey = documentKeys.get(args.document);
  if (!documentKey) documentKeys.set(args.document, (documentKey = print(args.document)));
  const viewerScope = sharedAcrossViewers(args) ? '*' : (context.viewer?.id ?? 'visitor');
  return `${viewerScope}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}\n${documentKey}`;
}

/** Whether every root field of the subscription says its payload does not depend on the viewer. */
function sharedAcrossViewers(args: ExecutionArgs): boolean {
  const operation = getOperationAST(args.document, args.operationName);
  const subscriptionType = args.schema.getSubscriptionType();
  if (!operation || !isObjectType(subscriptionType)) return false;
  const fields = subscriptionType.getFields();
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === 'Field' &&
      fields[(selection as FieldNode).name.value]?.extensions?.[SHARED_ACROSS_VIEWERS] === true,
  );
}

/**
 * A value loaded once per event for every execution of it (a message row, a notification),
 * so a hundred subscribers to the same event cost one database read.
 */
const loadsByEvent = new WeakMap<object, Map<string, Promise<unknown>>>();
export function loadOncePerEvent<T>(event: object, key: string, load: () => Promise<T>): Promise<T> {
  let loads = loadsByEvent.get(event);
  if (!loads) loadsByEvent.set(event, (loads = new Map()));
  if (!loads.has(key)) loads.set(key, load());
  return loads.get(key) as Promise<T>;
}

/**
 * Parsed and validated documents by their text, shared by every socket that sends the same
 * subscription (the web app's few, thousands of times): one syntax tree in memory instead of
 * one per socket, and no re-validation. Least recently used texts leave past `capacity`.
 */
export function documentCache(schema: GraphQLSchema, rules: readonly ValidationRule[], capacity = 500) {
  const documents = new Map<string, DocumentNode>();
  return (query: string): DocumentNode | readonly GraphQLError[] => {
    const cached = documents.get(query);
    if (cached) {
      documents.delete(query);
      documents.set(query, cached);
      return cached;
    }
    let document: DocumentNode;
    try {
      document = parse(query, { noLocation: true });
    } catch (error) {
      return [error as GraphQLError];
    }
    const errors = validate(schema, document, rules);
    if (errors.length) return errors;
    documents.set(query, document);
    if (documents.size > capacity) documents.delete(documents.keys().next().value!);
    return document;
  };
}
