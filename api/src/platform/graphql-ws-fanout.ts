import {
  createSourceEventStream,
  execute,
  getOperationAST,
  isObjectType,
  print,
  subscribe,
  type ExecutionArgs,
  type ExecutionResult,
  type DocumentNode,
  type FieldNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { deliveryOf, isBehind, sendNext, type Delivery } from './graphql-ws-delivery.js';

/**
 * The socket fan-out, for graphql-ws' `subscribe` option: what graphql-ws does per socket (execute
 * each event, serialize the result, write it) done once per distinct subscription. It relies on
 * graphql-ws and ws only through graphql-ws-delivery.ts (pinned by its contract test);
 * graphql-ws-fanout.test.ts pins that a client receives exactly what graphql-ws' own subscribe
 * would send it. Why it exists: docs/bench/results.md.
 */

/**
 * Subscription fields whose payload is the same for every viewer (public results): their
 * executions are shared across viewers, not only across one viewer's sockets. Set as the
 * field's extension (`@Extensions({ sharedAcrossViewers: true })`).
 */
export const SHARED_ACROSS_VIEWERS = 'sharedAcrossViewers';

/** Operators' counters (/api/metrics): events handed to a socket, what they cost, ticks skipped for a client behind. */
export const subscriptionStats = { events: 0, executions: 0, serializations: 0, skippedBehind: 0 };

/** What the fan-out needs of the app. */
export type FanOut<C extends object> = {
  /** What graphql-ws' `onNext` hook makes of a result before sending it (error masking). */
  format(result: ExecutionResult): object;
  /** A context for one execution, from the operation's (its own identity map, say). */
  executionContext(context: C): C;
  /** Whose results these are: executions are shared among the sockets of one viewer. */
  viewerKey(context: C): string;
  /**
   * Hands each event of a subscription's source to `next` as it arrives, so one event reaches
   * every socket in one synchronous loop; `end` once the source stops by itself.
   */
  listen(source: AsyncIterator<unknown>, next: (event: unknown) => void, end: (error?: unknown) => void): void;
  /**
   * For a source that can bring a subscriber up to date at its next event (coalesced ticks): the
   * call that asks it to. A socket whose client is behind then skips events instead of queueing them.
   */
  catchUpOf(source: AsyncIterator<unknown>): (() => void) | undefined;
};

type Waiter = { flush(): void };

/** One event's result for one distinct subscription: executed and serialized once, then written to each socket. */
class SharedResult {
  result: ExecutionResult | undefined;
  error: unknown;
  settled = false;
  private serialized: string | undefined;
  /** Who waits for it (or for it to be their turn). */
  waiting: Waiter[] | null = [];

  constructor(private readonly format: (result: ExecutionResult) => object) {}

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
 * gets the same one) under a symbol: it dies with the event in the young generation, where
 * long-lived weak maps would make the collector trace an entry per event from the old one.
 */
const RESULTS = Symbol('results by document and scope');
type EventMemo = { [RESULTS]?: Map<string, Map<string, SharedResult>> };
const documentKeys = new WeakMap<object, string>();

/**
 * graphql-ws' `subscribe`: authorizes and subscribes per socket (the field's `subscribe` runs
 * with that socket's context), then executes each event once per distinct subscription (same
 * document, variables and viewer, or every viewer when each root field is sharedAcrossViewers),
 * serializes that result once, and writes each socket's `next` message in one synchronous loop
 * per result. graphql-ws keeps everything else (subscribe, complete, errors, the operation's
 * end); the iterator it gets yields nothing and ends when the subscription does. An operation
 * not marked by `deliverTo` runs as graphql's own `subscribe`.
 */
export function fanOutSubscribe<C extends object>(fanOut: FanOut<C>) {
  return async (args: ExecutionArgs) => {
    const context = args.contextValue as C;
    const delivery = deliveryOf(context);
    if (!delivery) return subscribe(args);
    const source = await createSourceEventStream({ ...args, contextValue: fanOut.executionContext(context) });
    if (!(Symbol.asyncIterator in source)) return source;
    const events = source as AsyncIterableIterator<unknown>;
    const documentKey = documentKeyOf(args);
    const viewerScope = sharedAcrossViewers(args) ? '*' : fanOut.viewerKey(context);
    const scopeKey = `${viewerScope}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
    const run = (event: unknown) => {
      subscriptionStats.executions += 1;
      const shared = new SharedResult(fanOut.format);
      Promise.resolve(executeCompiled(args, event, fanOut.executionContext(context))).then(
        (result) => shared.settle(result),
        (error: unknown) => shared.settle(undefined, error ?? new Error('Subscription failed')),
      );
      return shared;
    };
    const resultOf = (event: unknown): SharedResult => {
      if (typeof event !== 'object' || event === null) return run(event);
      const byDocument = ((event as EventMemo)[RESULTS] ??= new Map());
      let byScope = byDocument.get(documentKey);
      if (!byScope) byDocument.set(documentKey, (byScope = new Map()));
      let result = byScope.get(scopeKey);
      if (!result) byScope.set(scopeKey, (result = run(event)));
      return result;
    };
    return new Subscriber(events, delivery, resultOf, fanOut.listen, fanOut.catchUpOf(events));
  };
}

/** Compiled executions by document (the app's document cache shares one per text) and operation name. */
const compiledQueries = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

/**
 * Executes the subscription's selection on one event with graphql-jit: the document compiled
 * once into plain functions, instead of graphql-js walking it again for every event. A document
 * it cannot compile runs on graphql-js. graphql-jit coerces variables itself and, unlike
 * graphql-js, refuses an input object that leaves out a non-null field with a default (why HTTP
 * stays on graphql-js): no subscription takes an input object today.
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
  if (!compiled) return execute({ ...args, rootValue: event, contextValue });
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

  constructor(
    private readonly source: AsyncIterableIterator<unknown>,
    private readonly delivery: Delivery,
    private readonly resultOf: (event: unknown) => SharedResult,
    private readonly listen: FanOut<object>['listen'],
    private readonly catchUp: (() => void) | undefined,
  ) {}

  next(): Promise<IteratorResult<never>> {
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      if (this.listening) return;
      this.listening = true;
      this.listen(
        this.source,
        (event) => this.receive(event),
        (error) => this.finish(error),
      );
    });
  }

  private receive(event: unknown) {
    if (this.ended) return;
    if (this.catchUp && isBehind(this.delivery.socket)) {
      // The client has not taken what it was sent: nothing more queues behind it; at the next
      // tick it gets the newest state instead (not executed for it until then).
      subscriptionStats.skippedBehind += 1;
      return this.catchUp();
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
