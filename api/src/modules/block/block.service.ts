import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { parseInput } from '../../shared/validation.js';
import { removeFollow } from '../follow/follow.service.js';
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

const blockSchema = z.object({
  userId: z.uuid('User not found'),
  reason: z.enum(BLOCK_REASONS, 'Choose a reason from the list').default('Inappropriate content'),
});

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
    return true;
  }

  async unblock(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const { userId } = parseInput(blockSchema.pick({ userId: true }), input);
    await this.ctx.em.execute('delete from user_blocks where blocker_id = ? and blocked_id = ?', [viewer.id, userId]);
    return true;
  }
}
