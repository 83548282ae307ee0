import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from './errors.js';

export type LimitRule = { points: number; durationSeconds: number; message?: string };

/**
 * Fixed-window limits keyed by whatever the caller names (an account, an IP).
 * Redis-backed when Redis is configured, so every instance counts together. While Redis is
 * down or frozen each instance counts on its own (the insurance limiter): limits stay, a little
 * looser, and nobody is refused for Redis's sake.
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
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      entry = { limiter, rule };
      this.limiters.set(name, entry);
    }
    return entry;
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

  /** Gives back a point used by an attempt that turned out to be legitimate. */
  async reward(name: string, rule: LimitRule, key: string): Promise<void> {
    await this.get(name, rule).limiter.reward(key, 1);
  }

  async reset(name: string, rule: LimitRule, key: string): Promise<void> {
    await this.get(name, rule).limiter.delete(key);
  }
}
