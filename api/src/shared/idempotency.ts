import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { Arg } from 'type-graphql';
import { z } from 'zod';
import type { Context } from './context.js';
import { badInput } from './errors.js';
import { parseInput } from './validation.js';

/**
 * How long a key is remembered. A phone's outbox retries when the network returns, which can be
 * days later; after this, the same key makes a new object. Each member's expired keys are pruned
 * when they next write with a key.
 */
export const IDEMPOTENCY_TTL_HOURS = 7 * 24;

const keySchema = z.object({
  idempotencyKey: z
    .string('An idempotency key is text')
    .trim()
    .min(8, 'An idempotency key has 8 to 100 characters')
    .max(100, 'An idempotency key has 8 to 100 characters')
    .nullish(),
});

/** The GraphQL argument, the same on every mutation that takes one. */
export const idempotencyKeyArg = () =>
  Arg('idempotencyKey', () => String, {
    nullable: true,
    description: 'Unique per attempt (e.g. a UUID made when the form opens): repeating it returns the first result.',
  });

/** The REST shim's key: the `Idempotency-Key` header, or `idempotencyKey` in the body. */
export const restIdempotencyKey = (req: Request): string | null =>
  req.get('idempotency-key') ?? (req.body as { idempotencyKey?: string } | undefined)?.idempotencyKey ?? null;

/** A concurrent call with the same key committed first: this one's writes roll back. */
class KeyTaken extends Error {}

interface KeyRow {
  operation: string;
  fingerprint: string;
  result_id: string;
}

const fresh = `created_at > now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

/**
 * One write a client may send more than once (a lost response, an outbox retrying on reconnect):
 * with a key, the first call's result is recorded in the same transaction as its write, and a
 * repeat gets that result back instead of a second post, comment, message, like or follow. A call
 * that fails records nothing (its transaction rolls back), so the member may fix it and send the
 * same key again. Two calls at once: the second's insert of the key waits for the first's commit,
 * then finds it taken, and answers with the first's result.
 *
 * Keys are the member's own (another member's identical key is another key), and a key sent again
 * with a different request, or for another operation, is refused.
 */
export class Idempotent {
  private constructor(
    private readonly ctx: Context,
    private readonly userId: string,
    private readonly key: string | null,
    private readonly operation: string,
    private readonly fingerprint: string,
  ) {}

  /** `request` is what the call would do (its parsed input, without the key): a repeat must match it. */
  static for(ctx: Context, userId: string, operation: string, input: unknown, request: unknown): Idempotent {
    const { idempotencyKey } = parseInput(keySchema, input);
    const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    return new Idempotent(ctx, userId, idempotencyKey || null, operation, fingerprint);
  }

  /** The id an earlier call with this key produced, or null (no key, or a new one). */
  async previous(): Promise<string | null> {
    if (!this.key) return null;
    const [row] = (await this.ctx.em.execute(
      `select operation, fingerprint, result_id from idempotency_keys where user_id = ? and key = ? and ${fresh}`,
      [this.userId, this.key],
    )) as KeyRow[];
    if (!row) return null;
    if (row.operation !== this.operation || row.fingerprint !== this.fingerprint) {
      throw badInput('This idempotency key was already used for a different request', 'idempotencyKey');
    }
    return row.result_id;
  }

  /** Inside the write's transaction: records its result under the key (and forgets the member's expired keys). */
  async record(em: EntityManager, resultId: string): Promise<void> {
    if (!this.key) return;
    await em.execute(`delete from idempotency_keys where user_id = ? and not (${fresh})`, [this.userId]);
    const claimed = await em.execute(
      `insert into idempotency_keys (user_id, key, operation, fingerprint, result_id) values (?, ?, ?, ?, ?)
       on conflict (user_id, key) do nothing returning key`,
      [this.userId, this.key, this.operation, this.fingerprint, resultId],
    );
    if (!claimed.length) throw new KeyTaken();
  }

  /**
   * Runs `write` once per key: a repeat, or the loser of two calls at once, gets `read` of the
   * first call's result. `write` calls record() inside its transaction.
   */
  async run<T>(write: () => Promise<T>, read: (resultId: string) => Promise<T>): Promise<T> {
    const earlier = await this.previous();
    if (earlier) return read(earlier);
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const first = await this.previous();
      if (!first) throw error;
      return read(first);
    }
  }
}
