import {
  createSourceEventStream,
  execute as executeGraphql,
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
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Context } from '../shared/context.js';
import type { WebSocket, WebSocketServer } from 'ws';
import { deliveryOf, isBehind, sendNext, type Delivery } from '../platform/graphql-ws-delivery.js';
import { isCoalescedStream, type CoalescedStream } from '../shared/coalesced.js';
import { listen, mapEvents } from '../shared/pubsub.js';
import { executionContext } from './context.js';
import { documentTooLarge, parseOptions, precheck } from './limits.js';

/**
 * Subscription fields whose payload is the same for every viewer (public results):
 * their executions are shared across viewers, not only across one viewer's sockets.
 */
export const SHARED_ACROSS_VIEWERS = 'sharedAcrossViewers';

/** Operators' counters (/api/metrics): events handed to a socket, what they cost, ticks skipped for a client behind. */
export const subscriptionStats = { events: 0, executions: 0, serializations: 0, skippedBehind: 0 };

type Waiter = { flush(): void };
/** What graphql-ws' `onNext` hook makes of a result before sending it (error masking). */
type Format = (result: ExecutionResult) => object;

/** One event's result for one distinct subscription: executed and serialized once, then written to each socket. */
class SharedResult {
  result: ExecutionResult | undefined;
  error: unknown;
  settled = false;
  private serialized: string | undefined;
  /** Who waits for it (or for it to be their turn). */
  waiting: Waiter[] | null = [];

  constructor(private readonly format: Format) {}

  /** The `next` payload as graphql-ws would write it (after its `onNext` hook, `format`). */
  get json(): string {
    if (this.serialized === undefined) {
      subscriptionStats.serializations += 1;
      this.serialized = JSON.stringify(this.format(this.result!));
    }
    return this.serialized;
  }

  settle(result: ExecutionResult | undefined, error?: unknown) {
    this.result = result;
    this.error = error;
    this.settled = true;
    const waiting = this.waiting!;
    this.waiting = null;
    for (const waiter of waiting) waiter.flush();
  }
}

/**
 * What an event has cost so far, kept on the event object itself (every listener on the channel
 * gets the same one) under symbols: it dies with the event in the young generation. Kept in
 * long-lived weak maps instead, every event added an entry the collector had to trace from
 * the old generation.
 */
const RESULTS = Symbol('results by document and scope');
type EventMemo = { [RESULTS]?: Map<string, Map<string, SharedResult>> };
const documentKeys = new WeakMap<object, string>();

/**
 * graphql-ws `subscribe`: authorizes and subscribes per socket (the field's `subscribe` runs
 * with that socket's context), then executes each event once per distinct subscription — same
 * document, variables and viewer — serializes that result once, and writes each socket's `next`
 * message itself, in one synchronous loop per result: `{"id":…,"type":"next","payload":…}`, the
 * bytes graphql-ws would write. graphql-ws keeps everything else (subscribe, complete, errors,
 * the operation's end); the iterator it gets yields nothing and ends when the subscription does.
 * Each execution gets its own identity map (made when it touches the database), so a long-lived
 * socket never holds one, nor serves stale entities. `format` is the hook graphql-ws' `onNext`
 * would apply (error masking).
 */
export async function subscribeOncePerDistinct(args: ExecutionArgs, format: Format = (result) => result) {
  const context = args.contextValue as Context;
  const source = await createSourceEventStream({ ...args, contextValue: executionContext(context) });
  if (!(Symbol.asyncIterator in source)) return source;
  const events = source as AsyncIterableIterator<unknown>;
  const delivery = deliveryOf(context);
  const documentKey = documentKeyOf(args);
  const scopeKey = scopeKeyOf(args, context);
  const resultOf = (event: unknown): SharedResult => {
    if (typeof event !== 'object' || event === null) return execute(args, context, event, format);
    const byDocument = ((event as EventMemo)[RESULTS] ??= new Map());
    let byScope = byDocument.get(documentKey);
    if (!byScope) byDocument.set(documentKey, (byScope = new Map()));
    let result = byScope.get(scopeKey);
    if (!result) byScope.set(scopeKey, (result = execute(args, context, event, format)));
    return result;
  };
  if (delivery) return new Subscriber(events, delivery, resultOf);
  // Not on a socket of ours: iterate, one result per event (graphql-ws' onNext formats it).
  return mapEvents(events, (event) => {
    subscriptionStats.events += 1;
    const result = resultOf(event);
    return new Promise<ExecutionResult>((resolve, reject) => {
      const read = () => (result.error !== undefined ? reject(result.error) : resolve(result.result!));
      if (result.settled) read();
      else result.waiting!.push({ flush: read });
    });
  });
}

function execute(args: ExecutionArgs, context: Context, event: unknown, format: Format) {
  subscriptionStats.executions += 1;
  const shared = new SharedResult(format);
  Promise.resolve(executeCompiled(args, event, executionContext(context))).then(
    (result) => shared.settle(result),
    (error: unknown) => shared.settle(undefined, error ?? new Error('Subscription failed')),
  );
  return shared;
}

/** Compiled executions by document (documentCache shares one per text) and operation name. */
const compiledQueries = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

/**
 * Executes the subscription's selection on one event with graphql-jit: the document compiled
 * once into plain functions, instead of graphql-js walking it again for every event (collecting
 * fields, coercing arguments, building paths and infos field by field). That walk was over a
 * quarter of what an event allocated, and an event's garbage sets how often the collector
 * pauses every socket. A document it cannot compile runs on graphql-js, as before.
 * graphql-jit coerces variables itself and, unlike graphql-js, refuses an input object that
 * leaves out a non-null field with a default (why HTTP stays on graphql-js): no subscription
 * takes an input object today; one that does should run on graphql-js.
 */
function executeCompiled(args: ExecutionArgs, event: unknown, contextValue: unknown) {
  let byOperation = compiledQueries.get(args.document);
  if (!byOperation) compiledQueries.set(args.document, (byOperation = new Map()));
  const operationName = args.operationName ?? '';
  let compiled = byOperation.get(operationName);
  if (compiled === undefined) {
    const made = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    byOperation.set(operationName, (compiled = isCompiledQuery(made) ? made : null));
  }
  if (!compiled) return executeGraphql({ ...args, rootValue: event, contextValue });
  return compiled.query(event, contextValue, args.variableValues);
}

/**
 * One subscription on one socket, as graphql-ws iterates it: the first `next` starts listening
 * and stays pending until the subscription ends (its source ended, or failed: then it rejects
 * and graphql-ws sends the error), while this writes the socket's `next` messages, in the
 * order of their events.
 */
class Subscriber implements AsyncIterableIterator<never>, Waiter {
  private ended = false;
  private listening = false;
  /** Results owed to this socket while the oldest is still executing: one, or several oldest first. */
  private owed: SharedResult | SharedResult[] | null = null;
  private pending: { resolve(result: IteratorResult<never>): void; reject(error: unknown): void } | null = null;
  /** A coalesced source: at most one event a tick, and a subscriber that is behind can skip to the newest state. */
  private readonly coalesced: CoalescedStream<unknown> | null;

  constructor(
    private readonly source: AsyncIterableIterator<unknown>,
    private readonly delivery: Delivery,
    private readonly resultOf: (event: unknown) => SharedResult,
  ) {
    this.coalesced = isCoalescedStream(source) ? source : null;
  }

  next(): Promise<IteratorResult<never>> {
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      if (this.listening) return;
      this.listening = true;
      listen(
        this.source,
        (event) => this.receive(event),
        (error) => this.finish(error),
      );
    });
  }

  private receive(event: unknown) {
    if (this.ended) return;
    if (this.coalesced && isBehind(this.delivery.socket)) {
      // The client has not taken what it was sent: nothing more queues behind it; at the next
      // tick it gets the newest state instead (not executed for it until then).
      subscriptionStats.skippedBehind += 1;
      return this.coalesced.catchUp();
    }
    subscriptionStats.events += 1;
    const result = this.resultOf(event);
    if (!result.settled) result.waiting!.push(this);
    const owed = this.owed;
    if (!owed) {
      if (result.settled) this.write(result);
      else this.owed = result; // the usual case: no array for one result in flight
    } else if (Array.isArray(owed)) owed.push(result);
    else this.owed = [owed, result];
  }

  /** Writes every owed result that is ready, up to the first that is not. */
  flush() {
    const owed = this.owed;
    if (!owed || this.ended) return;
    if (!Array.isArray(owed)) {
      if (!owed.settled) return;
      this.owed = null;
      return this.write(owed);
    }
    while (owed.length && owed[0].settled && !this.ended) this.write(owed.shift()!);
    if (!owed.length) this.owed = null;
  }

  private write(result: SharedResult) {
    if (result.error !== undefined) return this.finish(result.error);
    sendNext(this.delivery, result.json);
  }

  private finish(error?: unknown) {
    if (this.ended) return;
    this.ended = true;
    this.owed = null;
    void this.source.return?.();
    const pending = this.pending;
    this.pending = null;
    if (error !== undefined) pending?.reject(error);
    else pending?.resolve(DONE);
  }

  return(): Promise<IteratorResult<never>> {
    this.finish();
    return Promise.resolve(DONE);
  }

  throw(error: unknown): Promise<IteratorResult<never>> {
    this.finish();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

function documentKeyOf(args: ExecutionArgs): string {
  let documentKey = documentKeys.get(args.document);
  if (!documentKey) documentKeys.set(args.document, (documentKey = print(args.document)));
  return documentKey;
}

/** Who the result is for (a viewer, or everyone) and the operation's variables. */
function scopeKeyOf(args: ExecutionArgs, context: Context): string {
  const viewerScope = sharedAcrossViewers(args) ? '*' : (context.viewer?.id ?? 'visitor');
  return `${viewerScope}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
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
 * WebSocket keep-alive for every socket from one timer: each open socket is pinged once a round
 * (12 s, graphql-ws' default) and closed if it did not answer the previous ping. A round is
 * spread over many small ticks, so thousands of sockets cost a few pings every 25 ms — not a
 * burst of pings, timers and listeners for each batch of sockets that connected together (what
 * graphql-ws' own keep-alive does, a timer per socket), which holds up the events behind it.
 * Returns the function that stops it.
 */
export function keepSocketsAlive(server: WebSocketServer, roundMs = 12_000, tickMs = 25): () => void {
  // A flag per socket, flipped in place: adding to and deleting from one set of thousands of
  // sockets on every ping and pong kept regrowing its table, garbage the collector then copied.
  const liveness = new WeakMap<WebSocket, { answered: boolean }>();
  server.on('connection', (socket: WebSocket) => {
    const state = { answered: true };
    liveness.set(socket, state);
    socket.on('pong', () => (state.answered = true));
  });
  let round: WebSocket[] = [];
  let next = 0;
  let perTick = 0;
  let roundStarted = -Infinity;
  const timer = setInterval(() => {
    if (next >= round.length) {
      if (performance.now() - roundStarted < roundMs) return; // a round lasts roundMs, however few sockets
      roundStarted = performance.now();
      round = [...server.clients];
      next = 0;
      perTick = Math.ceil(round.length / (roundMs / tickMs));
    }
    for (const end = Math.min(next + perTick, round.length); next < end; next++) {
      const socket = round[next];
      if (socket.readyState !== socket.OPEN) continue;
      const state = liveness.get(socket);
      if (!state?.answered) socket.terminate();
      else {
        state.answered = false;
        socket.ping();
      }
    }
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Parsed and validated documents by their text, shared by every socket that sends the same
 * subscription (the web app's few, thousands of times): one syntax tree in memory instead of
 * one per socket, and no re-validation. Least recently used texts leave past `capacity`. A text
 * is refused before parsing when too large, and parsed within the token budget (limits.ts); its
 * errors carry the codes Apollo gives the same document over HTTP.
 */
export function documentCache(schema: GraphQLSchema, rules: readonly ValidationRule[], capacity = 500) {
  const documents = new Map<string, DocumentNode>();
  const coded = (error: GraphQLError, code: string) =>
    new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...error.extensions, code } });
  return (query: unknown): DocumentNode | readonly GraphQLError[] => {
    if (typeof query !== 'string') return [new GraphQLError('Send the operation as a string in `query`', { extensions: { code: 'BAD_REQUEST' } })];
    const cached = documents.get(query);
    if (cached) {
      documents.delete(query);
      documents.set(query, cached);
      return cached;
    }
    const tooLarge = documentTooLarge(query);
    if (tooLarge) return [tooLarge];
    let document: DocumentNode;
    try {
      document = parse(query, { ...parseOptions, noLocation: true });
    } catch (error) {
      if (error instanceof GraphQLError) return [coded(error, 'GRAPHQL_PARSE_FAILED')];
      throw error;
    }
    const refused = precheck(document);
    if (refused) return [refused];
    const errors = validate(schema, document, rules);
    if (errors.length) return errors.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED'));
    documents.set(query, document);
    if (documents.size > capacity) documents.delete(documents.keys().next().value!);
    return document;
  };
}
