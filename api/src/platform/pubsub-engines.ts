import { EventEmitter } from 'node:events';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub } from 'graphql-subscriptions';
import type { Redis } from 'ioredis';

/**
 * What shared/pubsub.ts relies on in graphql-redis-subscriptions and graphql-subscriptions
 * beyond their documented engine interface (`subscribe(trigger, onMessage)`, `unsubscribe(id)`);
 * pubsub-engines.test.ts pins each point against the installed versions:
 *
 * - every listener of a trigger is handed the same payload object: a Redis message is parsed
 *   once (JSON), an in-process publish passes its object on as it is. The socket fan-out keeps
 *   an event's results on that object (graphql-ws-fanout.ts), so an event executes once for
 *   every subscriber on the instance, not once per listener;
 * - a Redis message is what a plain PUBLISH of `JSON.stringify(payload)` on the trigger's
 *   channel sends, so events can be held and sent later with the client alone (the outbox).
 */
export type PubSubEngine = {
  subscribe(trigger: string, onMessage: (payload: unknown) => void): Promise<number>;
  unsubscribe(id: number): void;
};

/** Redis between instances: `publisher` and `subscriber` are the app's own connections. */
export function redisEngine(publisher: Redis, subscriber: Redis): PubSubEngine {
  return new RedisPubSub({ publisher, subscriber });
}

/** One process, no Redis: publishing hands the payload to the trigger's listeners. */
export function inProcessEngine(): PubSubEngine & { publish(trigger: string, payload: unknown): Promise<void> } {
  const events = new EventEmitter();
  events.setMaxListeners(0); // one listener per subscription: thousands are normal
  return new PubSub<Record<string, unknown>>({ eventEmitter: events });
}
