import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { CoalescedTopics } from './coalesced.js';
import type { HttpExchange } from './http-exchange.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mailer.js';
import type { PubSub } from './pubsub.js';
import type { RateLimits } from './rate-limit.js';

/**
 * Types the modules declare for shared/ by declaration merging (`declare module` in their own
 * files), so shared/ names no module: the user module declares the viewer (user.entity.ts).
 */
export interface ModuleTypes {}

/** The signed-in member: the user module's User entity. */
export type Viewer = ModuleTypes extends { viewer: infer T } ? T : never;

/** Long-lived parts, made once at boot and shared by every request. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  orm: MikroORM;
  pubsub: PubSub;
  /** Subscriptions delivered at most once a tick (shared/coalesced.ts). */
  coalesced: CoalescedTopics;
  mailer: Mailer;
  limits: RateLimits;
  redis: Redis | null;
}

/** One GraphQL operation or REST call: its own identity map, its viewer, its limits. */
export interface Context {
  deps: AppDeps;
  em: EntityManager;
  viewer: Viewer | null;
  /** The stored (hashed) id of the session this request came with. */
  sessionId: string | null;
  ip: string;
  /** Present for HTTP requests, absent over WebSocket. */
  http?: HttpExchange;
}
