import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from './errors.js';

export type LimitRule = { points: number; durationSeconds: number; message?: string };

/**
 * Fixed-window limits keyed by whatever the caller names (an account, an IP).
 * Redis-backed when Redis is configured, so every instance counts together.
 */
export class RateLimits {
  private readonly limiters = new Map<string, { limiter: RateLimiterAbstract; rule: LimitRule }>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
  ) {}

  private get(name: string, rule: LimitRule) {
    let entry = this.limiters.get(name);
    if (!entry) {
      const options = { keyPrefix: `${this.prefix}rl:${name}`, points: rule.points, duration: rule.durationSeconds };
      const limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis })
        : new RateLimiterMemory(options);
      entry = { limiter, rule };
      this.limiters.set(name, entry);
    }
    return entry;
  }

  /** Refuses when the key has used up its points, without using one. */
  async assertNotExhausted(name: string, rule: LimitRule, key: string): Promise<void> {
    const { limiter } = this.get(name, rule);
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= rule.points) {
      throw rateLimited(Math.max(1, Math.ceil(state.msBeforeNext / 1000)), rule.message);
    }
  }

  /** Uses one point; refuses when none are left. */
  async consume(name: string, rule: LimitRule, key: string): Promise<void> {
    const { limiter } = this.get(name, rule);
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw rateLimited(Math.max(1, Math.ceil(error.msBeforeNext / 1000)), rule.message);
      }
      throw error;
    }
  }

  /** Uses one point without refusing: counting failures that have already happened. */
  async penalize(name: string, rule: LimitRule, key: string): Promise<void> {
    await this.get(name, rule).limiter.penalty(key, 1);
  }

  async reset(name: string, rule: LimitRule, key: string): Promise<void> {
    await this.get(name, rule).limiter.delete(key);
  }
}
