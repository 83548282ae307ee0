import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { topics } from '../../shared/pubsub.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { removeFollow } from './follow.service.js';
import { User } from '../user/user.entity.js';

/** The reasons offered when blocking; stored as given. */
export const BLOCK_REASONS = [
  'Inappropriate content',
  'Harassment or bullying',
  'Spam',
  'Hate speech',
  'Impersonation',
  'I just don’t want to see them',
] as const;

const listSchema = z.object({
  first: z.number().int().min(1).max(50).default(20),
  after: z.string().max(200).nullish(),
});

export type BlockedMemberRow = { user: User; reason: string; blockedAt: Date };
export type BlockedPage = {
  members: { cursor: string; member: BlockedMemberRow }[];
  hasNextPage: boolean;
  endCursor: string | null;
};

/** A keyset position over (blocked at, block id), newest first: opaque to clients. */
const cursor = {
  encode: (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url'),
  decode(text: string): [string, string] {
    const [at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
    if (Number.isNaN(Date.parse(at ?? '')) || !isUuid(id)) throw badInput('That cursor is not from this list', 'after');
    return [at!, id!];
  },
};

const blockSchema = z.object({
  userId: z.uuid('User not found'),
  reason: z.enum(BLOCK_REASONS, 'Choose a reason from the list').default('Inappropriate content'),
});
const unblockSchema = blockSchema.pick({ userId: true });

/** Blocking: either side's posts, comments and suggestions are hidden from the other, and follows end. */
export class BlockService {
  constructor(private readonly ctx: Context) {}

  /** Members on either side of a block with the viewer (none for visitors), once per request. */
  hiddenAuthorIds(): Promise<string[]> {
    const viewer = this.ctx.viewer;
    if (!viewer) return Promise.resolve([]);
    return requestScoped(this.ctx, 'block.hidden', async () => {
      const rows = await this.ctx.em.execute(
        `select blocked_id as id from user_blocks where blocker_id = ?
         union select blocker_id from user_blocks where blocked_id = ?`,
        [viewer.id, viewer.id],
      );
      return rows.map((row) => String(row.id));
    });
  }

  /** Whether the viewer and this member block each other, either way. */
  async blockedBetween(otherId: string): Promise<boolean> {
    return (await this.hiddenAuthorIds()).includes(otherId);
  }

  /**
   * The members the viewer blocked, newest block first, with the reason chosen: the one place to
   * see them, since their profiles are hidden from the viewer too. A keyset page over the
   * viewer's own rows (read through the (blocker, blocked) unique index; a member blocks few).
   */
  async blockedMembers(input: unknown = {}): Promise<BlockedPage> {
    const viewer = requireViewer(this.ctx);
    const { first, after } = parseInput(listSchema, input);
    const params: unknown[] = [viewer.id];
    let keyset = '';
    if (after) {
      keyset = 'and (b.created_at, b.id) < (?::timestamptz, ?::uuid)';
      params.push(...cursor.decode(after));
    }
    const rows = await this.ctx.em.execute(
      `select b.id, b.blocked_id, b.reason, b.created_at from user_blocks b
       where b.blocker_id = ? ${keyset} order by b.created_at desc, b.id desc limit ?`,
      [...params, first + 1],
    );
    const page = rows.slice(0, first);
    const users = page.length ? await this.ctx.em.find(User, { id: { $in: page.map((row) => String(row.blocked_id)) } }) : [];
    const byId = new Map(users.map((user) => [user.id, user]));
    const members = page
      .filter((row) => byId.has(String(row.blocked_id)))
      .map((row) => {
        const blockedAt = new Date(row.created_at);
        return {
          cursor: cursor.encode(blockedAt, String(row.id)),
          member: { user: byId.get(String(row.blocked_id))!, reason: String(row.reason), blockedAt },
        };
      });
    return { members, hasNextPage: rows.length > first, endCursor: members.at(-1)?.cursor ?? null };
  }

  async block(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const { userId, reason } = parseInput(blockSchema, input);
    if (userId === viewer.id) throw badInput('You cannot block yourself', 'userId');
    if (!(await this.ctx.em.count(User, { id: userId }))) throw notFound('User not found');
    await this.ctx.em.transactional(async (em) => {
      await em.execute(
        `insert into user_blocks (id, blocker_id, blocked_id, reason, created_at)
         values (gen_random_uuid(), ?, ?, ?, now()) on conflict do nothing`,
        [viewer.id, userId, reason],
      );
      // Follows and follow requests end both ways, and the counts with them.
      await removeFollow(em, viewer.id, userId);
      await removeFollow(em, userId, viewer.id);
      await em.execute(
        'delete from connections where (requester_id = ? and addressee_id = ?) or (requester_id = ? and addressee_id = ?)',
        [viewer.id, userId, userId, viewer.id],
      );
    });
    // Their conversation's live subscriptions end, for both of them, on every instance.
    await this.ctx.deps.pubsub.publish(topics.conversation(viewer.id, userId), { blocked: true });
    return true;
  }

  async unblock(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const { userId } = parseInput(unblockSchema, input);
    await this.ctx.em.execute('delete from user_blocks where blocker_id = ? and blocked_id = ?', [viewer.id, userId]);
    return true;
  }
}
