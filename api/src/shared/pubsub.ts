import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub as InProcessPubSub } from 'graphql-subscriptions';
import { Redis } from 'ioredis';

/** A topic name that carries the type of its payload. */
export type Topic<Payload> = string & { readonly __payload?: Payload };

export type ViewerEventPayload = { type: 'SESSION_ENDED'; sessionId: string; at: string };
/** Results of an election moved (in these states), and/or live updates were posted. */
export type ElectionEventPayload = { electionId: string; stateCodes: string[]; liveUpdateIds: string[] };

/** Every topic the services publish. Events carry ids; subscribers load what they may see. */
export const topics = {
  viewer: (userId: string) => `viewer:${userId}` as Topic<ViewerEventPayload>,
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

/** Passes on only the events that match, and closes the source when the consumer stops. */
export async function* filterEvents<P>(source: AsyncIterableIterator<P>, keep: (event: P) => boolean) {
  try {
    for await (const event of source) if (keep(event)) yield event;
  } finally {
    await source.return?.();
  }
}
