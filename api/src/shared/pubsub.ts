import type { Redis } from 'ioredis';
import { inProcessEngine, redisEngine, type PubSubEngine } from '../platform/pubsub-engines.js';
import type { Logger } from './logger.js';
import { closeRedis, connectRedis, REDIS_RECONNECT_MAX_MS } from './redis.js';

/** A topic name that carries the type of its payload. */
export type Topic<Payload> = string & { readonly __payload?: Payload };

export type ViewerEventPayload = { type: 'SESSION_ENDED'; sessionId: string; at: string };
/**
 * What any member may see of another, as a message or notification shows its author: a name and
 * a picture. Never contact details, location, money or moderation fields.
 */
export type MemberCard = {
  id: string;
  handle: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  customProfileImage: string | null;
};
/** A message as both participants may see it when it is sent. */
export type MessagePayload = { id: string; conversationId: string; senderId: string; recipientId: string; content: string; createdAt: string };
/** A new message (as shown), the other participant having read up to now, or a block ending the conversation for both. */
export type ConversationEventPayload =
  | { message: MessagePayload; sender: MemberCard }
  | { readerId: string; readAt: string }
  | { blocked: true };
/** A new notification as its recipient sees it, with who caused it. */
export type NotificationEventPayload = {
  notification: {
    id: string;
    userId: string;
    type: string;
    contentType: string;
    contentId: string;
    postId: string | null;
    message: string;
    isRead: boolean;
    createdAt: string;
  };
  fromUser: MemberCard;
};
/** The recipient's unread counts, read once where they changed. */
export type UnreadEventPayload = { notifications: number; messages: number };
/** Results of an election moved (in these states), and/or live updates were posted. */
export type ElectionEventPayload = { electionId: string; stateCodes: string[]; liveUpdateIds: string[] };
/** Incident reports or crowd result sheets moved at these polling units of an election. */
export type WatchEventPayload = { electionId: string; puCodes: string[] };

/**
 * Sessions of a member that ended (signed out, reset, deactivated, deleted, banned: every
 * session when `sessionIds` is null), or the member's standing that changed (suspended): each
 * instance closes the sockets opened with them.
 */
export type SessionEndReason = 'signed_out' | 'password_reset' | 'deactivated' | 'deleted' | 'suspended' | 'banned';
export type SessionsEndedPayload = { userId: string; sessionIds: string[] | null; reason: SessionEndReason; at: string };

/**
 * Every topic the services publish: one Redis channel each. Public topics carry ids (subscribers
 * read what they show, once per distinct subscription); a private event (one recipient, or a
 * conversation's two participants) carries what its recipients may see, built once where it
 * happens, so delivering it reads nothing.
 */
export const topics = {
  viewer: (userId: string) => `viewer:${userId}` as Topic<ViewerEventPayload>,
  sessionsEnded: () => 'sessions:ended' as Topic<SessionsEndedPayload>,
  /** A pair's conversation (one per pair), named by its two members so a block can reach it without reading it. */
  conversation: (memberA: string, memberB: string) =>
    `message:${memberA < memberB ? `${memberA}:${memberB}` : `${memberB}:${memberA}`}` as Topic<ConversationEventPayload>,
  notification: (userId: string) => `notification:${userId}` as Topic<NotificationEventPayload>,
  unread: (userId: string) => `unread:${userId}` as Topic<UnreadEventPayload>,
  election: (electionId: string) => `election:${electionId}` as Topic<ElectionEventPayload>,
  watch: (electionId: string) => `watch:${electionId}` as Topic<WatchEventPayload>,
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

/** Redis carries events between instances; the prefix keeps deployments (and test runs) apart. */
export function createRedisPubSub(url: string, prefix: string, logger: Logger): PubSub {
  const publisher = connectRedis(url, 'publisher', logger);
  const subscriber = connectRedis(url, 'subscriber', logger);
  const redis = redisEngine(publisher, subscriber);
  const outbox = new Outbox(publisher, logger);
  return {
    kind: 'redis',
    publish: async (topic, payload) => outbox.publish(prefix + topic, JSON.stringify(payload)),
    // One Redis channel per topic, subscribed once per instance whatever its number of listeners;
    // each message is parsed once and the same object is handed to every listener (platform/pubsub-engines.ts).
    subscribe: <P>(topic: Topic<P>) => new TopicStream<P>(redis, prefix + topic),
    close: async () => {
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

/** Events held while Redis is away, at most: an outage of hours must not exhaust memory. */
const MAX_HELD_EVENTS = 50_000;
/**
 * After Redis returns, held events wait this long, so that every instance's subscriber has
 * reconnected and subscribed again (each retries at least once a second) before they go out.
 */
const RESUBSCRIBE_GRACE_MS = REDIS_RECONNECT_MAX_MS + 500;

/**
 * Publishing never makes a write wait for Redis nor fail with it: the write is stored, and its
 * event goes out in order as soon as Redis takes it. While Redis is down (or a command was lost
 * with its connection) events are held and sent once it is back, late rather than never. A
 * frozen Redis keeps what was sent on the open connection and delivers it when it resumes.
 */
class Outbox {
  private held: [channel: string, message: string][] = [];
  private waiting = false;
  private dropped = 0;

  constructor(
    private readonly client: Redis,
    private readonly logger: Logger,
  ) {
    let connectedBefore = false;
    client.on('ready', () => {
      const afterOutage = connectedBefore;
      connectedBefore = true;
      if (!this.held.length) return;
      this.waiting = true;
      setTimeout(() => this.flush(), afterOutage ? RESUBSCRIBE_GRACE_MS : 0).unref();
    });
  }

  publish(channel: string, message: string) {
    if (this.client.status === 'ready' && !this.waiting && !this.held.length) this.send(channel, message);
    else this.hold(channel, message);
  }

  private send(channel: string, message: string) {
    this.client.publish(channel, message).catch(() => this.hold(channel, message));
  }

  private hold(channel: string, message: string) {
    if (this.held.length < MAX_HELD_EVENTS) this.held.push([channel, message]);
    else if (this.dropped++ === 0) this.logger.error({ held: MAX_HELD_EVENTS }, 'Redis has been away too long: live events are being dropped');
  }

  private flush() {
    this.waiting = false;
    if (this.dropped) this.logger.warn({ dropped: this.dropped }, 'live events dropped during the Redis outage');
    this.dropped = 0;
    const events = this.held;
    this.held = [];
    if (events.length) this.logger.info({ events: events.length }, 'live events held during the Redis outage sent');
    for (const [channel, message] of events) this.publish(channel, message);
  }
}

/** Single-instance fallback when REDIS_URL is not set. */
export function createInProcessPubSub(): PubSub {
  const local = inProcessEngine();
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
    private readonly engine: PubSubEngine,
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

/**
 * Passes events on until one says the subscription is over (a block, a session's end): then the
 * stream ends, so graphql-ws completes the operation and the client knows.
 */
export function endWhen<P>(source: AsyncIterator<P>, isEnd: (event: P) => boolean): EventStream<P> {
  return new EndingStream(source, isEnd);
}

/** What every stream's iterator side shares: `throw` ends it, and it is its own iterator. */
export abstract class StreamEnds<P> {
  abstract return(): Promise<IteratorResult<P>>;

  async throw(error: unknown): Promise<IteratorResult<P>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

class EndingStream<P> extends StreamEnds<P> implements EventStream<P> {
  private ended = false;
  constructor(
    private readonly source: AsyncIterator<P>,
    private readonly isEnd: (event: P) => boolean,
  ) {
    super();
  }

  async next(): Promise<IteratorResult<P>> {
    if (this.ended) return DONE;
    const event = await this.source.next();
    if (event.done || !this.isEnd(event.value)) return event;
    await this.return();
    return DONE;
  }

  listen(next: (event: P) => void, end: (error?: unknown) => void): void {
    listen(
      this.source,
      (event) => {
        if (this.ended) return;
        if (!this.isEnd(event)) return next(event);
        void this.return();
        end();
      },
      (error) => {
        if (!this.ended) end(error);
      },
    );
  }

  async return(): Promise<IteratorResult<P>> {
    this.ended = true;
    await this.source.return?.();
    return DONE;
  }
}

/** Passes on only the events that match. */
export function filterEvents<P>(source: AsyncIterator<P>, keep: (event: P) => boolean): EventStream<P> {
  return mapEvents(source, (event) => (keep(event) ? event : SKIP));
}
