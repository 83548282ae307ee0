import { EventEmitter } from 'node:events';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub as InProcessPubSub } from 'graphql-subscriptions';
import { Redis } from 'ioredis';

/** A topic name that carries the type of its payload. */
export type Topic<Payload> = string & { readonly __payload?: Payload };

export type ViewerEventPayload = { type: 'SESSION_ENDED'; sessionId: string; at: string };
/** A new message, or the other participant having read up to now. */
export type ConversationEventPayload = { messageId: string } | { readerId: string; readAt: string };
export type NotificationEventPayload = { notificationId: string };
export type UnreadEventPayload = { at: string };
/** Results of an election moved (in these states), and/or live updates were posted. */
export type ElectionEventPayload = { electionId: string; stateCodes: string[]; liveUpdateIds: string[] };

/** Every topic the services publish: one Redis channel each. Events carry ids; subscribers load what they may see. */
export const topics = {
  viewer: (userId: string) => `viewer:${userId}` as Topic<ViewerEventPayload>,
  conversation: (conversationId: string) => `message:${conversationId}` as Topic<ConversationEventPayload>,
  notification: (userId: string) => `notification:${userId}` as Topic<NotificationEventPayload>,
  unread: (userId: string) => `unread:${userId}` as Topic<UnreadEventPayload>,
  election: (electionId: string) => `election:${electionId}` as Topic<ElectionEventPayload>,
};

/**
 * A stream of events, as a subscription's `subscribe` returns it. GraphQL may iterate it (one
 * promise per event); the socket fan-out instead `listen`s: each event is handed over
 * synchronously as it arrives, so one Redis message reaches thousands of sockets in one loop.
 */
export interface EventStream<P> extends AsyncIterableIterator<P> {
  /**
   * Push mode, instead of iterating: `next` gets each event as it arrives, in order; `end` is
   * called once if the stream stops by itself (with the error, if it failed), not after `return`.
   */
  listen(next: (event: P) => void, end: (error?: unknown) => void): void;
}

export function isEventStream<P>(value: unknown): value is EventStream<P> {
  return typeof (value as EventStream<P> | null)?.listen === 'function';
}

/** The one interface services and resolvers use, whatever carries the events. */
export interface PubSub {
  publish<P>(topic: Topic<P>, payload: P): Promise<void>;
  subscribe<P>(topic: Topic<P>): EventStream<P>;
  close(): Promise<void>;
  readonly kind: 'redis' | 'in-process';
}

/** What carries the events: graphql-redis-subscriptions' RedisPubSub or graphql-subscriptions' PubSub. */
type Engine = {
  subscribe(trigger: string, onMessage: (payload: unknown) => void): Promise<number>;
  unsubscribe(id: number): void;
};

/** Redis carries events between instances; the prefix keeps deployments (and test runs) apart. */
export function createRedisPubSub(url: string, prefix: string): PubSub {
  const options = { maxRetriesPerRequest: null, lazyConnect: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const redis = new RedisPubSub({ publisher, subscriber });
  return {
    kind: 'redis',
    publish: (topic, payload) => redis.publish(prefix + topic, payload),
    // One Redis channel per topic, subscribed once per instance whatever its number of listeners;
    // each message is parsed once and the same object is handed to every listener.
    subscribe: <P>(topic: Topic<P>) => new TopicStream<P>(redis, prefix + topic),
    close: async () => {
      await redis.close();
    },
  };
}

/** Single-instance fallback when REDIS_URL is not set. */
export function createInProcessPubSub(): PubSub {
  const events = new EventEmitter();
  events.setMaxListeners(0); // one listener per subscription: thousands are normal
  const local = new InProcessPubSub<Record<string, unknown>>({ eventEmitter: events });
  return {
    kind: 'in-process',
    publish: (topic, payload) => local.publish(topic, payload),
    subscribe: <P>(topic: Topic<P>) => new TopicStream<P>(local, topic),
    close: async () => {},
  };
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

/**
 * One subscriber's events of one topic. It attaches to the engine on first use (the first
 * `next` or `listen`) and detaches on `return`, so the instance lets go of the Redis channel as
 * soon as its last subscriber leaves.
 */
class TopicStream<P> implements EventStream<P> {
  private subscription: Promise<number> | null = null;
  private finished = false;
  private listener: ((event: P) => void) | null = null;
  /** Iterator mode only: events not yet pulled, and pulls waiting for an event. */
  private buffered: P[] | null = null;
  private pulls: ((result: IteratorResult<P>) => void)[] | null = null;

  constructor(
    private readonly engine: Engine,
    private readonly trigger: string,
  ) {}

  private attach(): Promise<number> {
    return (this.subscription ??= this.engine.subscribe(this.trigger, (event) => this.push(event as P)));
  }

  private push(event: P) {
    if (this.finished) return;
    if (this.listener) this.listener(event);
    else if (this.pulls?.length) this.pulls.shift()!({ value: event, done: false });
    else (this.buffered ??= []).push(event);
  }

  listen(next: (event: P) => void, end: (error?: unknown) => void): void {
    this.listener = next;
    this.attach().catch((error: unknown) => {
      if (this.finished) return;
      void this.return();
      end(error);
    });
  }

  async next(): Promise<IteratorResult<P>> {
    await this.attach();
    if (this.finished) return DONE;
    if (this.buffered?.length) return { value: this.buffered.shift()!, done: false };
    return new Promise((resolve) => (this.pulls ??= []).push(resolve));
  }

  async return(): Promise<IteratorResult<P>> {
    if (!this.finished) {
      this.finished = true;
      this.listener = null;
      this.subscription?.then(
        (id) => this.engine.unsubscribe(id),
        () => {},
      );
      for (const pull of this.pulls?.splice(0) ?? []) pull(DONE);
      this.buffered = null;
    }
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<P>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

const SKIP = Symbol('skip');

/**
 * Listens to any async iterator: in push mode if it is an EventStream, else by pulling (one
 * promise per event).
 */
export function listen<P>(source: AsyncIterator<P>, next: (event: P) => void, end: (error?: unknown) => void): void {
  if (isEventStream<P>(source)) return source.listen(next, end);
  void (async () => {
    try {
      for (;;) {
        const event = await source.next();
        if (event.done) return end();
        next(event.value);
      }
    } catch (error) {
      end(error);
    }
  })();
}

/**
 * Maps each event (dropping those mapped to `mapEvents.skip`). When the client stops, `return`
 * reaches the source at once, instead of after the next event (a generator waiting in
 * `for await` would keep the Redis subscription until then). In push mode a synchronous map
 * costs no promise; an asynchronous one holds back later events until it settles, to keep
 * their order.
 */
export function mapEvents<P, R>(
  source: AsyncIterator<P>,
  map: (event: P) => R | typeof SKIP | Promise<R | typeof SKIP>,
): EventStream<R> {
  return new MappedStream(source, map);
}
mapEvents.skip = SKIP as typeof SKIP;

class MappedStream<P, R> implements EventStream<R> {
  constructor(
    private readonly source: AsyncIterator<P>,
    private readonly map: (event: P) => R | typeof SKIP | Promise<R | typeof SKIP>,
  ) {}

  async next(): Promise<IteratorResult<R>> {
    for (;;) {
      const event = await this.source.next();
      if (event.done) return DONE;
      const value = await this.map(event.value);
      if (value !== SKIP) return { value: value as R, done: false };
    }
  }

  listen(next: (event: R) => void, end: (error?: unknown) => void): void {
    let failed = false;
    /** Settles once every event so far was mapped and handed on; null when nothing is in flight. */
    let tail: Promise<void> | null = null;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      void this.source.return?.();
      end(error);
    };
    const deliver = (value: R | typeof SKIP) => {
      if (value !== SKIP && !failed) next(value as R);
    };
    const after = (work: Promise<void>) => {
      const current: Promise<void> = work.catch(fail).then(() => {
        if (tail === current) tail = null;
      });
      tail = current;
    };
    listen(
      this.source,
      (event) => {
        if (failed) return;
        if (tail) return after(tail.then(() => this.map(event)).then(deliver));
        let value: ReturnType<typeof this.map>;
        try {
          value = this.map(event);
        } catch (error) {
          return fail(error);
        }
        if (value instanceof Promise) return after(value.then(deliver));
        try {
          deliver(value);
        } catch (error) {
          fail(error);
        }
      },
      (error) => {
        if (tail) after(tail.then(() => end(error)));
        else end(error);
      },
    );
  }

  async return(): Promise<IteratorResult<R>> {
    await this.source.return?.();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<R>> {
    await this.source.return?.();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

/** Passes on only the events that match. */
export function filterEvents<P>(source: AsyncIterator<P>, keep: (event: P) => boolean): EventStream<P> {
  return mapEvents(source, (event) => (keep(event) ? event : SKIP));
}
