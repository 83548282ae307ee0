import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { inProcessEngine, redisEngine, type PubSubEngine } from './pubsub-engines.js';

// The contract shared/pubsub.ts relies on in the installed engines (see pubsub-engines.ts).

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections: Redis[] = [];
const connect = () => {
  const redis = new Redis(url);
  connections.push(redis);
  return redis;
};
afterAll(() => Promise.all(connections.map((redis) => redis.quit())));

/** What two listeners of one trigger were handed, once both have something. */
async function handedTo(engine: PubSubEngine, trigger: string, publish: () => Promise<unknown>) {
  const received: unknown[][] = [[], []];
  const ids = await Promise.all(received.map((into) => engine.subscribe(trigger, (payload) => into.push(payload))));
  await publish();
  while (received.some((into) => !into.length)) await new Promise((resolve) => setTimeout(resolve, 5));
  for (const id of ids) engine.unsubscribe(id);
  return received.map(([payload]) => payload);
}

describe('graphql-redis-subscriptions', () => {
  it('parses a plain PUBLISH of JSON once and hands every listener the same object', async () => {
    const publisher = connect();
    const engine = redisEngine(publisher, connect());
    const channel = `contract:${randomUUID()}`;
    const [first, second] = await handedTo(engine, channel, () => publisher.publish(channel, JSON.stringify({ ids: ['a', 'b'] })));
    expect(first).toEqual({ ids: ['a', 'b'] });
    expect(second).toBe(first);
  });
});

describe('graphql-subscriptions', () => {
  it('hands every listener the published object itself', async () => {
    const engine = inProcessEngine();
    const payload = { ids: ['a'] };
    const [first, second] = await handedTo(engine, 'contract', () => engine.publish('contract', payload));
    expect(first).toBe(payload);
    expect(second).toBe(payload);
  });
});
