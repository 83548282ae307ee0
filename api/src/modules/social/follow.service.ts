import DataLoader from 'dataloader';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { sqlArray } from '../../shared/sql.js';
import { Idempotent } from '../../shared/idempotency.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { BlockService } from './block.service.js';
import { NotificationSubject, NotificationType } from '../notification/notification.entity.js';
import { NotificationService } from '../notification/notification.service.js';
import { CivicKind } from '../civic/civic.rules.js';
import { CivicService } from '../civic/civic.service.js';
import { User } from '../user/user.entity.js';
import { setViewerFollows } from '../user/user.privacy.js';
import { setProfileMadePublic } from '../user/user.service.js';

const FOLLOW_RULE = { points: 200, durationSeconds: 3600, message: 'You are following too fast. Please try again later.' };
export const PEOPLE_PAGE = { default: 20, max: 50 };

/** Where the viewer stands with a member after a follow, unfollow or answer. */
export type FollowState = { isFollowing: boolean; isRequested: boolean; followersCount: number };

const userIdSchema = z.object({ userId: z.uuid('User not found') });
const listSchema = userIdSchema.extend({
  first: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((n) => Math.min(n ?? PEOPLE_PAGE.default, PEOPLE_PAGE.max)),
  after: z.string().max(200).nullish(),
});

export type PeoplePage = { people: { cursor: string; user: User }[]; hasNextPage: boolean; endCursor: string | null };

/**
 * Following. A follow row and both members' counters change in one transaction, and the
 * unique pair settles double clicks. Following a private profile asks first: a pending
 * connection that its owner accepts (then the follow exists) or declines.
 */
export class FollowService {
  constructor(private readonly ctx: Context) {}

  /** Whether the viewer follows each member: one query for a whole page; false for visitors. */
  viewerFollows(): DataLoader<string, boolean> {
    return requestScoped(this.ctx, 'follow.viewerFollows', () => new DataLoader(async (ids: readonly string[]) => {
      const viewer = this.ctx.viewer;
      if (!viewer) return ids.map(() => false);
      const rows = await this.ctx.em.execute(
        'select following_id as id from follows where follower_id = ? and following_id = any(?::uuid[])',
        [viewer.id, sqlArray(ids)],
      );
      const followed = new Set(rows.map((row) => String(row.id)));
      return ids.map((id) => followed.has(id));
    }));
  }

  /** Whether the viewer has asked to follow each (private) member and awaits an answer. */
  viewerRequested(): DataLoader<string, boolean> {
    return requestScoped(this.ctx, 'follow.viewerRequested', () => new DataLoader(async (ids: readonly string[]) => {
      const viewer = this.ctx.viewer;
      if (!viewer) return ids.map(() => false);
      const rows = await this.ctx.em.execute(
        `select addressee_id as id from connections where requester_id = ? and status = 'pending' and addressee_id = any(?::uuid[])`,
        [viewer.id, sqlArray(ids)],
      );
      const requested = new Set(rows.map((row) => String(row.id)));
      return ids.map((id) => requested.has(id));
    }));
  }

  async follow(input: unknown): Promise<FollowState> {
    const viewer = requireViewer(this.ctx);
    const { userId } = parseInput(userIdSchema, input);
    if (userId === viewer.id) throw badInput('You cannot follow yourself', 'userId');
    const once = Idempotent.for(this.ctx, viewer.id, 'follow', input, { userId });
    // A repeat answers with how things stand now (a later unfollow is not undone).
    return once.run(async () => {
      const target = await this.activeMember(userId);
      if (await new BlockService(this.ctx).blockedBetween(userId)) throw appError('FORBIDDEN', 'You cannot follow this member');
      await this.ctx.deps.limits.consume('follow', FOLLOW_RULE, viewer.id);
      if (target.isPrivateProfile) {
        const requested = await this.ctx.em.transactional(async (em) => {
          await em.execute(
            `insert into connections (id, requester_id, addressee_id, status, created_at)
             values (gen_random_uuid(), ?, ?, 'pending', now()) on conflict do nothing`,
            [viewer.id, userId],
          );
          if (await this.follows(viewer.id, userId)) return false;
          await once.record(em, userId);
          return true;
        });
        if (requested) {
          await this.notifyTarget(NotificationType.FOLLOW_REQUEST, userId);
          return this.state(userId);
        }
      }
      await this.ctx.em.transactional(async (em) => {
        await addFollow(em, viewer.id, userId);
        await once.record(em, userId);
      });
      await this.notifyTarget(NotificationType.FOLLOW, userId);
      await new CivicService(this.ctx).record({ userId: viewer.id, kind: CivicKind.FOLLOW, subject: userId });
      return this.state(userId);
    }, () => this.state(userId));
  }

  private notifyTarget(type: NotificationType, userId: string) {
    const viewer = requireViewer(this.ctx);
    return new NotificationService(this.ctx).notify({ type, to: userId, contentType: NotificationSubject.USER, contentId: viewer.id });
  }

  async unfollow(input: unknown): Promise<FollowState> {
    const viewer = requireViewer(this.ctx);
    const { userId } = parseInput(userIdSchema, input);
    const once = Idempotent.for(this.ctx, viewer.id, 'unfollow', input, { userId });
    return once.run(async () => {
      await this.ctx.em.transactional(async (em) => {
        await em.execute('delete from connections where requester_id = ? and addressee_id = ?', [viewer.id, userId]);
        await removeFollow(em, viewer.id, userId);
        await once.record(em, userId);
      });
      return this.state(userId);
    }, () => this.state(userId));
  }

  /** The owner of a private profile accepts a follow request: the follow starts now. */
  async accept(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const { userId } = parseInput(userIdSchema, input);
    await this.ctx.em.transactional(async (em) => {
      const accepted = await em.execute(
        `update connections set status = 'accepted', responded_at = now()
         where requester_id = ? and addressee_id = ? and status = 'pending' returning id`,
        [userId, viewer.id],
      );
      if (!accepted.length) throw notFound('That follow request was not found');
      await addFollow(em, userId, viewer.id);
    });
    await new CivicService(this.ctx).record({ userId, kind: CivicKind.FOLLOW, subject: viewer.id });
    return true;
  }

  /**
   * The viewer's profile has just turned public: nobody is left to approve, so every pending
   * request to follow them becomes a follow, as if accepted. Returns how many there were.
   */
  async acceptAllPending(): Promise<number> {
    const viewer = requireViewer(this.ctx);
    const requesters = await this.ctx.em.transactional(async (em) => {
      const rows = await em.execute(
        `update connections set status = 'accepted', responded_at = now()
         where addressee_id = ? and status = 'pending' returning requester_id`,
        [viewer.id],
      );
      for (const row of rows) await addFollow(em, String(row.requester_id), viewer.id);
      return rows.map((row) => String(row.requester_id));
    });
    const civic = new CivicService(this.ctx);
    for (const userId of requesters) await civic.record({ userId, kind: CivicKind.FOLLOW, subject: viewer.id });
    return requesters.length;
  }

  async decline(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const { userId } = parseInput(userIdSchema, input);
    await this.ctx.em.execute(`delete from connections where requester_id = ? and addressee_id = ? and status = 'pending'`, [
      userId,
      viewer.id,
    ]);
    return true;
  }

  /** The viewer's pending follow requests, newest first. */
  async requests(): Promise<User[]> {
    const viewer = requireViewer(this.ctx);
    const rows = await this.ctx.em.execute(
      `select requester_id as id from connections where addressee_id = ? and status = 'pending' order by created_at desc limit 100`,
      [viewer.id],
    );
    const ids = rows.map((row) => String(row.id));
    const users = await this.ctx.em.find(User, { id: { $in: ids } });
    return ids.map((id) => users.find((u) => u.id === id)!).filter(Boolean);
  }

  /** A member's followers or the people they follow, newest first (keyset on the follow). */
  async list(kind: 'followers' | 'following', input: unknown): Promise<PeoplePage> {
    const args = parseInput(listSchema, input);
    const [mine, theirs] = kind === 'followers' ? ['following_id', 'follower_id'] : ['follower_id', 'following_id'];
    const where = [`f.${mine} = ?`, 'u.deleted_at is null', 'u.deactivated_at is null'];
    const params: unknown[] = [args.userId];
    if (args.after) {
      const [at, id] = Buffer.from(args.after, 'base64url').toString('utf8').split('|');
      if (Number.isNaN(Date.parse(at ?? '')) || !isUuid(id)) throw badInput('That cursor is not from this list', 'after');
      where.push('(f.created_at, f.id) < (?::timestamptz, ?::uuid)');
      params.push(at, id);
    }
    const rows = await this.ctx.em.execute(
      `select f.id as follow_id, f.created_at::text as at, u.id from follows f join users u on u.id = f.${theirs}
       where ${where.join(' and ')} order by f.created_at desc, f.id desc limit ?`,
      [...params, args.first + 1],
    );
    const page = rows.slice(0, args.first);
    const users = await this.ctx.em.find(User, { id: { $in: page.map((row) => String(row.id)) } });
    const people = page.map((row) => ({
      cursor: Buffer.from(`${row.at}|${row.follow_id}`).toString('base64url'),
      user: users.find((u) => u.id === String(row.id))!,
    }));
    return { people, hasNextPage: rows.length > args.first, endCursor: people.at(-1)?.cursor ?? null };
  }

  private async state(userId: string): Promise<FollowState> {
    const viewer = requireViewer(this.ctx);
    const [row] = await this.ctx.em.execute(
      `select u.followers_count,
         exists (select 1 from follows where follower_id = ? and following_id = u.id) as following,
         exists (select 1 from connections where requester_id = ? and addressee_id = u.id and status = 'pending') as requested
       from users u where u.id = ?`,
      [viewer.id, viewer.id, userId],
    );
    return { isFollowing: row.following, isRequested: row.requested && !row.following, followersCount: row.followers_count };
  }

  private async follows(followerId: string, followingId: string): Promise<boolean> {
    const rows = await this.ctx.em.execute('select 1 from follows where follower_id = ? and following_id = ?', [followerId, followingId]);
    return rows.length > 0;
  }

  private async activeMember(id: string): Promise<User> {
    const user = await this.ctx.em.findOne(User, { id, deletedAt: null, deactivatedAt: null });
    if (!user) throw notFound('User not found');
    return user;
  }
}

type Executor = { execute: Context['em']['execute'] };

/** Inside a transaction: the follow row, and both counters only if the row is new. */
async function addFollow(em: Executor, followerId: string, followingId: string) {
  const added = await em.execute(
    `insert into follows (id, follower_id, following_id, created_at) values (gen_random_uuid(), ?, ?, now())
     on conflict do nothing returning id`,
    [followerId, followingId],
  );
  if (!added.length) return;
  await em.execute('update users set following_count = following_count + 1 where id = ?', [followerId]);
  await em.execute('update users set followers_count = followers_count + 1 where id = ?', [followingId]);
}

/** Inside a transaction: removes the follow row, and the counters only if there was one. */
export async function removeFollow(em: Executor, followerId: string, followingId: string) {
  const removed = await em.execute('delete from follows where follower_id = ? and following_id = ? returning id', [
    followerId,
    followingId,
  ]);
  if (!removed.length) return;
  await em.execute('update users set following_count = greatest(following_count - 1, 0) where id = ?', [followerId]);
  await em.execute('update users set followers_count = greatest(followers_count - 1, 0) where id = ?', [followingId]);
}

// The user module asks the social graph through hooks: a private profile shows to its followers,
// and making a profile public turns the follow requests waiting on it into follows.
setViewerFollows((ctx, userId) => new FollowService(ctx).viewerFollows().load(userId));
setProfileMadePublic(async (ctx) => (await new FollowService(ctx).acceptAllPending()) > 0);
