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

/** The one interface services and resolvers use, whatever carries the events. */
export interface PubSub {
  publish<P>(topic: Topic<P>, payload: P): Promise<void>;
  subscribe<P>(topic: Topic<P>): AsyncIterableIterator<P>;
  close(): Promise<void>;
  readonly kind: 'redis' | 'in-process';
}

/** Redis carries events between instances; the prefix keeps deployments (and test runs) apart. */
export function createRedisPubSub(url: string, prefix: string): PubSub {
  const options = { maxRetriesPerRequest: null, lazyConnect: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const redis = new RedisPubSub({ publisher, subscriber });
  return {
    kind: 'redis',
    publish: (topic, payload) => redis.publish(prefix + topic, payload),
    subscribe: <P>(topic: Topic<P>) => redis.asyncIterableIterator<P>(prefix + topic),
    close: async () => {
      await redis.close();
    },
  };
}

/** Single-instance fallback when REDIS_URL is not set. */
export function createInProcessPubSub(): PubSub {
  const local = new InProcessPubSub<Record<string, unknown>>();
  return {
    kind: 'in-process',
    publish: (topic, payload) => local.publish(topic, payload),
    subscribe: <P>(topic: Topic<P>) => local.asyncIterableIterator<P>(topic),
    close: async () => {},
  };
}

const SKIP = Symbol('skip');

/**
 * Maps each event (dropping those mapped to `mapEvents.skip`). Not an async generator: when
 * the client stops, `return` reaches the source at once, instead of after the next event
 * (a generator waiting in `for await` would keep the Redis subscription until then).
 */
export function mapEvents<P, R>(
  source: AsyncIterator<P>,
  map: (event: P) => R | typeof SKIP | Promise<R | typeof SKIP>,
): AsyncIterableIterator<R> {
  const done = async (): Promise<IteratorResult<R>> => {
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next() {
      for (;;) {
        const event = await source.next();
        if (event.done) return { value: undefined, done: true };
        const value = await map(event.value);
        if (value !== SKIP) return { value: value as R, done: false };
      }
    },
    return: done,
    throw: async (error) => {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
mapEvents.skip = SKIP as typeof SKIP;

/** Passes on only the events that match. */
export function filterEvents<P>(source: AsyncIterator<P>, keep: (event: P) => boolean): AsyncIterableIterator<P> {
  return mapEvents(source, (event) => (keep(event) ? event : SKIP));
}
