import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { notFound } from '../../shared/errors.js';
import { readRows } from '../../platform/driver-read.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../user/user.entity.js';
import { canSeeProfile } from '../user/user.privacy.js';
import { UserService } from '../user/user.service.js';
import { loadUserViews } from '../user/user.views.js';
import { BlockService } from './block.service.js';
import { FollowService, type PeoplePage } from './follow.service.js';

/** The spec's labels, best match first. */
export const MATCH_LABELS = ['Same Polling Unit', 'Same Ward', 'Same LGA', 'Same State', 'Similar Location'] as const;
export type MatchLabel = (typeof MATCH_LABELS)[number];
export type Suggestion = { user: User; matchType: MatchLabel };

const suggestionSchema = z.object({ first: z.number().int().min(1).max(50).default(10) });
const searchSchema = z.object({
  query: z.string().trim().min(2, 'Search needs at least 2 characters').max(100, 'Search must be at most 100 characters'),
  first: z.number().int().min(1).max(50).default(20),
});

/** An @handle as posts write it (see post/text.ts), with or without the @. */
const handleSchema = z.object({ handle: z.string().trim().max(31).transform((h) => h.replace(/^@/, '').toLowerCase()) });
const HANDLE = /^[a-z0-9_]{1,30}$/;

const ACTIVE = 'u.deleted_at is null and u.deactivated_at is null';
const SEARCH_TEXT = `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.handle)`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Finding people: a member's profile and lists as others may see them, suggestions from the
 * viewer's electoral area, and search by name or handle.
 */
export class PeopleService {
  constructor(private readonly ctx: Context) {}

  /** A member's profile as others see it: not deleted, deactivated, or on either side of a block. */
  async profile(id: string): Promise<User> {
    const user = await new UserService(this.ctx).byId(id);
    const gone = user.deletedAt || (user.deactivatedAt && user.id !== this.ctx.viewer?.id);
    if (gone || (await new BlockService(this.ctx).blockedBetween(user.id))) throw notFound('Profile not found');
    return user;
  }

  async canSee(user: User): Promise<boolean> {
    return canSeeProfile(user, this.ctx);
  }

  /** A member's followers or followed; nobody's for a private profile the viewer doesn't follow. */
  async peopleOf(
    kind: 'followers' | 'following',
    input: { userId: string; first?: number; after?: string | null },
  ): Promise<PeoplePage> {
    const user = await this.profile(input.userId);
    if (!(await this.canSee(user))) return { people: [], hasNextPage: false, endCursor: null };
    return new FollowService(this.ctx).list(kind, input);
  }

  /**
   * Members near the viewer: same polling unit, then ward, LGA and state, then the most
   * followed anywhere ('Similar Location'); never the viewer, people they follow or have asked
   * to follow, or anyone on either side of a block. Each tier is an index read that stops at
   * the page size. Visitors get the most followed members.
   */
  async suggestions(input: unknown = {}): Promise<Suggestion[]> {
    const { first } = parseInput(suggestionSchema, input);
    const viewer = this.ctx.viewer;
    const exclude = viewer
      ? `and u.id <> ? and not exists (select 1 from follows f where f.follower_id = ? and f.following_id = u.id)
         and not exists (select 1 from connections c where c.requester_id = ? and c.addressee_id = u.id)
         and not exists (select 1 from user_blocks b where (b.blocker_id = ? and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ?))`
      : '';
    const excludeParams = viewer ? Array(5).fill(viewer.id) : [];
    const places = viewer ? [viewer.pollingUnit, viewer.ward, viewer.lga, viewer.state] : [];
    const columns = ['polling_unit', 'ward', 'lga', 'state'];
    const tiers: string[] = [];
    const params: unknown[] = [];
    places.forEach((place, rank) => {
      if (!place) return;
      tiers.push(`(select u.id, ${rank} as rank, u.followers_count from users u
        where u.${columns[rank]} = ? and ${ACTIVE} ${exclude} order by u.followers_count desc, u.id limit ?)`);
      params.push(place, ...excludeParams, first);
    });
    tiers.push(`(select u.id, 4 as rank, u.followers_count from users u where ${ACTIVE} ${exclude}
      order by u.followers_count desc, u.id limit ?)`);
    params.push(...excludeParams, first);
    const rows = await readRows(
      this.ctx.em,
      `select id, min(rank) as rank, max(followers_count) as followers from (${tiers.join(' union all ')}) t
       group by id order by rank, followers desc, id limit ?`,
      [...params, first],
    );
    const users = await loadUserViews(this.ctx.em, rows.map((row) => String(row.id)));
    return rows.map((row) => ({ user: users.get(String(row.id))!, matchType: MATCH_LABELS[row.rank] }));
  }

  /**
   * The member an @mention names, for the link to their profile: null when nobody has the
   * handle, or the viewer may not see them (deleted, deactivated, either side of a block),
   * just as their profile would say 'Profile not found'. One read on the unique handle index.
   */
  async byHandle(input: unknown): Promise<User | null> {
    const { handle } = parseInput(handleSchema, input);
    if (!HANDLE.test(handle)) return null;
    const user = await this.ctx.em.findOne(User, { handle });
    if (!user || user.deletedAt || (user.deactivatedAt && user.id !== this.ctx.viewer?.id)) return null;
    if (await new BlockService(this.ctx).blockedBetween(user.id)) return null;
    return user;
  }

  /**
   * Members by name or handle from 2 characters: handle exact, then handle or name starting
   * with the query, then containing it. Blocked either way are left out.
   */
  async search(input: unknown): Promise<User[]> {
    const { query, first } = parseInput(searchSchema, input);
    const q = query.toLowerCase();
    const viewer = this.ctx.viewer;
    const notBlocked = viewer
      ? `and not exists (select 1 from user_blocks b where (b.blocker_id = ? and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ?))`
      : '';
    const blockParams = viewer ? [viewer.id, viewer.id] : [];
    // Tiers that each stop at the page size on an index: handle exact, then name or handle
    // starting with the query (C-collated btrees, read in order), and only when those leave
    // room, names containing it (trigram GIN: a common word matches too many rows to scan first).
    const tier = (rank: number, where: string, value: string) => ({
      sql: `(select u.id, ${rank} as rank, u.followers_count from users u where ${where} and ${ACTIVE} ${notBlocked} limit ?)`,
      params: [value, ...blockParams, first],
    });
    const prefix = `${escapeLike(q)}%`;
    const run = (tiers: ReturnType<typeof tier>[]) =>
      readRows(
        this.ctx.em,
        `select id, min(rank) as rank, max(followers_count) as followers from (${tiers.map((t) => t.sql).join(' union all ')}) t
         group by id order by rank, followers desc, id limit ?`,
        [...tiers.flatMap((t) => t.params), first],
      );
    let rows = await run([
      tier(0, 'u.handle = ?', q),
      tier(1, `${SEARCH_TEXT} collate "C" like ?`, prefix),
      tier(1, `u.handle collate "C" like ?`, prefix),
    ]);
    if (rows.length < first) {
      const more = await run([tier(2, `${SEARCH_TEXT} like ?`, `%${escapeLike(q)}%`)]);
      const seen = new Set(rows.map((row) => String(row.id)));
      rows = [...rows, ...more.filter((row) => !seen.has(String(row.id)))].slice(0, first);
    }
    const users = await loadUserViews(this.ctx.em, rows.map((row) => String(row.id)));
    return rows.map((row) => users.get(String(row.id))!);
  }
}
