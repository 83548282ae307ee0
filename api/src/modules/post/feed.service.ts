import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { badInput, unauthenticated } from '../../shared/errors.js';
import { readRows } from '../../platform/driver-read.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { GeoService } from '../geo/geo.service.js';
import type { Lga, State, Ward } from '../geo/geo.types.js';
import { Post } from './post.entity.js';
import { postPromotion } from './post.promotion.js';
import { loadPostViews } from './post.views.js';
import { visiblePostsSql } from './post.visibility.js';

export enum FeedKind {
  BLOWING = 'BLOWING',
  FOLLOWING = 'FOLLOWING',
  STATE = 'STATE',
  LGA = 'LGA',
  WARD = 'WARD',
  AUTHOR = 'AUTHOR',
  TOPIC = 'TOPIC',
}

/** A #topic's feed names its topic as a place: code 'ilupejudecides', displayName '#ilupejudecides'. */
export type TopicPlace = { code: string; displayName: string };
const TOPIC_NAME = /^\p{L}[\p{L}\p{N}_]{0,49}$/u; // as post/text.ts reads them

export const FEED_PAGE = { default: 20, max: 50 };

const PLACE_PATTERN: Record<string, RegExp> = { STATE: /^\d{2}$/, LGA: /^\d{2}\/\d{2}$/, WARD: /^\d{2}\/\d{2}\/\d{2}$/ };
const PLACE_COLUMN = { STATE: 'state_code', LGA: 'lga_code', WARD: 'ward_code' } as const;
const VIEWER_PLACE = { STATE: 'state', LGA: 'lga', WARD: 'ward' } as const;

const feedSchema = z.object({
  kind: z.enum(FeedKind),
  place: z.string().trim().max(51).nullish(), // a place code, a member's id for AUTHOR, a topic for TOPIC
  first: z
    .number()
    .int()
    .min(0, 'first cannot be negative')
    .nullish()
    .transform((n) => Math.min(n ?? FEED_PAGE.default, FEED_PAGE.max)),
  after: z.string().max(200).nullish(),
});

export type FeedPage = {
  posts: { cursor: string; post: Post }[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** The place of a location feed, for "Be the first to post in {place}". */
  place: State | Lga | Ward | TopicPlace | null;
  /** A location feed asked for without a place, by a member who has not set one. */
  needsLocation: boolean;
};

const encodeCursor = (sortKey: string, id: string) => Buffer.from(`${sortKey}|${id}`).toString('base64url');
function decodeCursor(cursor: string, kind: FeedKind): [string, string] {
  const [sortKey, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const validKey = kind === FeedKind.BLOWING ? Number.isFinite(Number(sortKey)) : !Number.isNaN(Date.parse(sortKey ?? ''));
  if (!validKey || !isUuid(id)) throw badInput('That cursor is not from this feed', 'after');
  return [sortKey, id];
}

/**
 * The five feeds, newest (or hottest) first, as keyset pages over an index each: one
 * statement finds the page's ids, one loads the posts with their authors and originals (as
 * read-only views: see post.views.ts).
 * Never OFFSET, so page 50 costs what page 1 does.
 */
export class FeedService {
  constructor(private readonly ctx: Context) {}

  async page(input: unknown): Promise<FeedPage> {
    const args = parseInput(feedSchema, input);
    const viewer = this.ctx.viewer;
    // A topic's posts are read in order off its (topic, time, post) index; the time is the post's.
    const sort = args.kind === FeedKind.BLOWING ? 'p.hot_score' : args.kind === FeedKind.TOPIC ? 'pt.created_at' : 'p.created_at';
    const tie = args.kind === FeedKind.TOPIC ? 'pt.post_id' : 'p.id';
    const cast = args.kind === FeedKind.BLOWING ? 'double precision' : 'timestamptz';
    const visible = visiblePostsSql(viewer?.id ?? null);
    const where = [visible.sql];
    const params: unknown[] = [...visible.params];
    let join = 'join users u on u.id = p.author_id';
    let place: FeedPage['place'] = null;

    if (args.kind === FeedKind.AUTHOR) {
      if (!args.place || !isUuid(args.place)) throw badInput('Choose whose posts to show', 'place');
      where.push('p.author_id = ?');
      params.push(args.place);
    } else if (args.kind === FeedKind.TOPIC) {
      const name = (args.place ?? '').replace(/^#/, '').toLowerCase();
      if (!TOPIC_NAME.test(name)) throw badInput('That is not a topic', 'place');
      place = { code: name, displayName: `#${name}` };
      join += ' join post_topics pt on pt.post_id = p.id and pt.topic_id = (select t.id from topics t where t.name = ?)';
      params.unshift(name);
    } else if (args.kind === FeedKind.FOLLOWING) {
      if (!viewer) throw unauthenticated();
      // Members followed, and the verified accounts of officials followed (linked by a super admin).
      join += ` join (select following_id as author_id from follows where follower_id = ?
        union select o.user_id from official_connections oc join government_officials o on o.id = oc.official_id
        where oc.user_id = ? and o.user_id is not null) f on f.author_id = p.author_id`;
      params.unshift(viewer.id, viewer.id);
    } else if (args.kind === FeedKind.BLOWING) {
      // A post its author kept to its place feeds comes here only when an administrator boosts it.
      where.push('(p.auto_post_to_blowing or p.is_boosted_to_blowing)');
    } else {
      const code = args.place || viewer?.[VIEWER_PLACE[args.kind]] || null;
      if (!code) return { posts: [], hasNextPage: false, endCursor: null, place: null, needsLocation: true };
      if (!PLACE_PATTERN[args.kind].test(code)) throw badInput(`That is not a ${args.kind.toLowerCase()} code`, 'place');
      place = (await new GeoService(this.ctx).places().load(code)) as State | Lga | Ward | null;
      if (!place) throw badInput(`Unknown ${args.kind === FeedKind.LGA ? 'LGA' : args.kind.toLowerCase()}`, 'place');
      where.push(`p.${PLACE_COLUMN[args.kind]} = ?`);
      params.push(code);
    }
    if (args.after) {
      const [sortKey, id] = decodeCursor(args.after, args.kind);
      where.push(`(${sort}, ${tie}) < (?::${cast}, ?::uuid)`);
      params.push(sortKey, id);
    }
    if (args.first === 0) return { posts: [], hasNextPage: false, endCursor: null, place, needsLocation: false };

    const rows = await readRows(
      this.ctx.em,
      `select p.id, ${sort}::text as sort_key from posts p ${join}
       where ${where.join(' and ')} order by ${sort} desc, ${tie} desc limit ?`,
      [...params, args.first + 1],
    );
    const page = rows.slice(0, args.first);
    const byId = new Map((await loadPostViews(this.ctx.em, page.map((r) => String(r.id)))).map((post) => [post.id, post]));
    const organic = page.map((row) => ({ cursor: encodeCursor(row.sort_key, row.id), post: byId.get(String(row.id))! }));
    // A promoted post for the viewer, if one is running for them (its impression is charged).
    const { posts } = args.kind === FeedKind.AUTHOR ? { posts: organic } : await postPromotion().placeIn(this.ctx, { posts: organic });
    return {
      posts,
      hasNextPage: rows.length > args.first,
      endCursor: organic.at(-1)?.cursor ?? null,
      place,
      needsLocation: false,
    };
  }
}
