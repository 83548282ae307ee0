import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { AppDeps, Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { sqlArray } from '../../shared/sql.js';
import { parseInput } from '../../shared/validation.js';
import { GeoService } from '../geo/geo.service.js';
import { Post } from '../post/post.entity.js';
import { setPostPromotion } from '../post/post.promotion.js';
import { loadPostViews } from '../post/post.views.js';
import { visiblePostsSql } from '../post/post.visibility.js';
import { REGISTERED_PARTIES } from '../user/parties.js';
import { MembershipType } from '../user/user.entity.js';
import { requireActiveMember } from '../user/user.standing.js';
import { insufficientFunds, isOverdraft, Ledger } from './ledger.js';

/** SPEC §3, §5 and §9. */
export const PROMOTION = {
  minBudget: 5_000,
  defaultBudget: 10_000,
  maxBudget: 100_000_000,
  durations: [1, 3, 7, 14, 30] as const,
  defaultDuration: 7,
  costPerImpression: 50,
  types: ['political', 'governmental', 'civic'] as const,
  audiences: ['blowing', 'membership', 'party', 'location'] as const,
};
const DAY_MS = 86_400_000;
const PARTY_CODES = REGISTERED_PARTIES.map((p) => p.abbreviation) as [string, ...string[]];
const PROMOTE_RULE = { points: 20, durationSeconds: 3600, message: 'Too many promotions. Please try again later.' };

export type PromotionRow = {
  id: string;
  post_id: string | null;
  user_id: string;
  promotion_type: (typeof PROMOTION.types)[number];
  budget: string | number;
  spent: string | number;
  escrow_balance: string | number;
  refunded: string | number;
  status: 'active' | 'completed';
  audience_type: (typeof PROMOTION.audiences)[number];
  target_audience: TargetAudience;
  impressions: number;
  clicks: number;
  cost_per_impression: string | number;
  start_date: Date;
  end_date: Date;
  created_at: Date;
};
export type TargetAudience = {
  type: (typeof PROMOTION.audiences)[number];
  membershipTypes: string[];
  partyAffiliations: string[];
  location: { states: string[]; lgas: string[]; wards: string[] };
};

const codes = (pattern: RegExp, what: string) =>
  z
    .array(z.string().trim().regex(pattern, `That is not a ${what} code`))
    .max(50, `At most 50 ${what}s`)
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

const audienceSchema = z
  .object({
    type: z.enum(PROMOTION.audiences, 'Choose who should see it'),
    // Each list and the places may be null or absent for an audience that doesn't use them.
    membershipTypes: z.array(z.enum(MembershipType, 'Unknown membership type')).max(10).nullish().transform((l) => [...new Set(l ?? [])]),
    partyAffiliations: z.array(z.enum(PARTY_CODES, 'Unknown party')).max(PARTY_CODES.length).nullish().transform((l) => [...new Set(l ?? [])]),
    location: z
      .object({ states: codes(/^\d{2}$/, 'state'), lgas: codes(/^\d{2}\/\d{2}$/, 'LGA'), wards: codes(/^\d{2}\/\d{2}\/\d{2}$/, 'ward') })
      .nullish()
      .transform((l) => l ?? { states: [], lgas: [], wards: [] }),
  })
  .superRefine((audience, issue) => {
    if (audience.type === 'membership' && !audience.membershipTypes.length) {
      issue.addIssue({ code: 'custom', message: 'Choose at least one membership type', path: ['membershipTypes'] });
    }
    if (audience.type === 'party' && !audience.partyAffiliations.length) {
      issue.addIssue({ code: 'custom', message: 'Choose at least one party', path: ['partyAffiliations'] });
    }
    const { states, lgas, wards } = audience.location;
    if (audience.type === 'location') {
      if (!states.length) issue.addIssue({ code: 'custom', message: 'Add at least one state for location targeting', path: ['location', 'states'] });
      const inStates = (code: string) => states.includes(code.slice(0, 2));
      if (![...lgas, ...wards].every(inStates)) {
        issue.addIssue({ code: 'custom', message: 'LGAs and wards must be in the chosen states', path: ['location'] });
      }
      if (lgas.length && !wards.every((ward) => lgas.includes(ward.slice(0, 5)))) {
        issue.addIssue({ code: 'custom', message: 'Wards must be in the chosen LGAs', path: ['location', 'wards'] });
      }
    }
  });

const promoteSchema = z.object({
  postId: z.uuid('Post Not Found'),
  promotionType: z.enum(PROMOTION.types, 'Choose a promotion type'),
  budget: z
    .number('Minimum promotion budget is ₦50.')
    .int('Amounts are whole kobo')
    .min(PROMOTION.minBudget, 'Minimum promotion budget is ₦50.')
    .max(PROMOTION.maxBudget, 'At most ₦1,000,000 per promotion'),
  durationDays: z
    .number()
    .int()
    .refine((d) => (PROMOTION.durations as readonly number[]).includes(d), 'Choose 1, 3, 7, 14 or 30 days')
    .nullish(),
  endDate: z.coerce.date('Choose when the promotion ends').nullish(),
  targetAudience: audienceSchema,
  idempotencyKey: z.string().trim().min(8).max(100).nullish(),
});

/** Turns the first problem of the budget into the spec's 'Invalid Budget' toast. */
const invalidBudget = (message: string) => appError('BAD_USER_INPUT', message, { field: 'budget', title: 'Invalid Budget' });

export const estimatedReach = (budget: number, costPerImpression = PROMOTION.costPerImpression) => Math.floor(budget / costPerImpression);

/**
 * Promoted posts. Promoting moves the whole budget from the author's wallet into the
 * promotion's escrow at once. Each time the post is shown to a matching member in a feed (once
 * per member), an impression is recorded, and a job moves its cost from escrow to platform revenue. When the end date
 * passes, the budget is spent, or the post goes away, what is left in escrow returns to the wallet.
 */
export class PromotionService {
  constructor(private readonly ctx: Context) {}

  async promote(input: unknown): Promise<PromotionRow> {
    const viewer = requireActiveMember(this.ctx);
    const raw = input as { budget?: unknown };
    const budgetCheck = promoteSchema.shape.budget.safeParse(raw?.budget);
    if (!budgetCheck.success) throw invalidBudget(budgetCheck.error.issues[0].message);
    const data = parseInput(promoteSchema, input);
    const post = await this.ctx.em.findOne(Post, { id: data.postId, isDeleted: false }, { populate: ['author'] });
    if (!post || post.isModerated) throw notFound('Post Not Found');
    if (post.author.id !== viewer.id) throw appError('FORBIDDEN', 'Only the author can promote this post');
    await this.validatePlaces(data.targetAudience.location);

    const start = new Date();
    let end: Date;
    if (data.durationDays) end = new Date(start.getTime() + data.durationDays * DAY_MS);
    else if (data.endDate) end = data.endDate;
    else end = new Date(start.getTime() + PROMOTION.defaultDuration * DAY_MS);
    if (end.getTime() <= start.getTime() + 60_000) throw badInput('The end date must be in the future', 'endDate');
    if (end.getTime() > start.getTime() + 31 * DAY_MS) throw badInput('A promotion lasts at most 30 days', 'endDate');

    const id = randomUUID();
    const audience = data.targetAudience;
    const args = { postId: post.id, promotionType: data.promotionType, budget: data.budget, durationDays: data.durationDays ?? null, audience };
    try {
      const outcome = await new Ledger(this.ctx.em).run(
        {
          kind: 'promotion_fund',
          key: `${viewer.id}:${data.idempotencyKey ?? randomUUID()}`,
          args,
          userId: viewer.id,
          promotionId: id,
          memo: 'Promoted post',
          admit: () => this.ctx.deps.limits.consume('wallet:promote', PROMOTE_RULE, viewer.id),
        },
        async (tx) => {
          const [row] = await tx.em.execute(
            `insert into post_promotions (id, post_id, user_id, promotion_type, budget, audience_type, target_audience,
               membership_types, parties, states, lgas, wards, cost_per_impression, start_date, end_date)
             values (?, ?, ?, ?, ?, ?, ?, ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?, ?, ?) returning *`,
            [
              id,
              post.id,
              viewer.id,
              data.promotionType,
              data.budget,
              audience.type,
              JSON.stringify(audience),
              sqlArray(audience.type === 'membership' ? audience.membershipTypes : []),
              sqlArray(audience.type === 'party' ? audience.partyAffiliations : []),
              sqlArray(audience.type === 'location' ? audience.location.states : []),
              sqlArray(audience.type === 'location' ? audience.location.lgas : []),
              sqlArray(audience.type === 'location' ? audience.location.wards : []),
              PROMOTION.costPerImpression,
              start,
              end,
            ],
          );
          await tx.post([
            { account: 'wallet', userId: viewer.id, amount: -data.budget },
            { account: 'promotion_escrow', promotionId: id, amount: data.budget },
          ]);
          return row as PromotionRow;
        },
        async (transactionId) => {
          const [row] = await this.ctx.em.execute(
            'select p.* from post_promotions p join ledger_transactions t on t.promotion_id = p.id where t.id = ?',
            [transactionId],
          );
          return row as PromotionRow;
        },
      );
      return (await findPromotion(this.ctx, outcome.result.id)) ?? outcome.result;
    } catch (error) {
      if (isOverdraft(error)) throw insufficientFunds('Please add funds to your wallet to promote this post.');
      if (String((error as Error).message).includes('post_promotions_one_active_per_post')) {
        throw badInput('This post is already being promoted', 'postId');
      }
      throw error;
    }
  }

  private async validatePlaces(location: TargetAudience['location']) {
    const all = [...location.states, ...location.lgas, ...location.wards];
    if (!all.length) return;
    const places = await new GeoService(this.ctx).places().loadMany(all);
    const unknown = all.find((_, i) => !places[i] || places[i] instanceof Error);
    if (unknown) throw badInput(`Unknown place ${unknown}`, 'targetAudience.location');
  }

  /** Whether each post has a running promotion (the 'Promoted' badge), batched per request. */
  promotedLoader(): DataLoader<string, boolean> {
    return requestScoped(this.ctx, 'wallet.promoted', () =>
      new DataLoader<string, boolean>(async (ids) => {
        const rows = await this.ctx.em.execute(
          `select post_id from post_promotions where post_id = any(?::uuid[]) and status = 'active' and end_date > now()`,
          [sqlArray(ids as string[])],
        );
        const promoted = new Set(rows.map((row) => String(row.post_id)));
        return ids.map((id) => promoted.has(id));
      }),
    );
  }

  /** The latest promotion of each post, batched per request (its author reads the figures). */
  latestLoader(): DataLoader<string, PromotionRow | null> {
    return requestScoped(this.ctx, 'wallet.latestPromotion', () =>
      new DataLoader<string, PromotionRow | null>(async (ids) => {
        const rows = (await this.ctx.em.execute(
          `select distinct on (post_id) * from post_promotions where post_id = any(?::uuid[]) order by post_id, created_at desc`,
          [sqlArray(ids as string[])],
        )) as PromotionRow[];
        const byPost = new Map(rows.map((row) => [String(row.post_id), row]));
        return ids.map((id) => byPost.get(id) ?? null);
      }),
    );
  }
}

async function findPromotion(ctx: Context, id: string): Promise<PromotionRow | null> {
  const [row] = await ctx.em.execute('select * from post_promotions where id = ?', [id]);
  return (row as PromotionRow) ?? null;
}

class NotCharged extends Error {}

/** Whether a member is in a promotion's audience, in SQL over `pp` (post_promotions) and `v` (the viewer's users row). */
const AUDIENCE_MATCH = `(pp.audience_type = 'blowing'
  or (pp.audience_type = 'membership' and v.membership_type = any(pp.membership_types))
  or (pp.audience_type = 'party' and v.party_affiliation = any(pp.parties))
  or (pp.audience_type = 'location' and v.state = any(pp.states)
      and (cardinality(pp.lgas) = 0 or v.lga = any(pp.lgas))
      and (cardinality(pp.wards) = 0 or v.ward = any(pp.wards))))`;

type FeedPageLike = { posts: { cursor: string; post: Post }[] };

/**
 * A feed page with a promoted post in it: one running promotion whose audience includes the
 * viewer, that the viewer hasn't been shown yet, by a visible author, not already on the page,
 * with budget left for the impressions not yet charged, goes third (or last). Reading moves no
 * money: the impression is recorded, once per viewer, and `settleImpressions` charges it.
 * Visitors and empty pages get none.
 */
async function withPromotedPost<P extends FeedPageLike>(ctx: Context, page: P): Promise<P> {
  const viewer = ctx.viewer;
  if (!viewer || !page.posts.length || ctx.deps.config.payments.mode === 'off') return page;
  const onPage = page.posts.map(({ post }) => post.id);
  const visible = visiblePostsSql(viewer.id);
  const candidates = await ctx.em.execute(
    `select pp.id, pp.post_id from post_promotions pp
     join users v on v.id = ?
     join posts p on p.id = pp.post_id
     join users u on u.id = p.author_id
     where pp.status = 'active' and pp.end_date > now()
       and pp.spent + pp.cost_per_impression * (1 + (select count(*) from promotion_impressions i
         where i.promotion_id = pp.id and i.settled_at is null)) <= pp.budget
       and pp.user_id <> v.id and not (pp.post_id = any(?::uuid[]))
       and ${visible.sql}
       and not exists (select 1 from promotion_impressions i where i.promotion_id = pp.id and i.viewer_id = v.id)
       and ${AUDIENCE_MATCH}
     order by pp.created_at limit 3`,
    [viewer.id, sqlArray(onPage), ...visible.params],
  );
  for (const candidate of candidates) {
    // Two pages read at once (two tabs) record it once: the other page shows the next candidate.
    const recorded = await ctx.em.execute(
      'insert into promotion_impressions (promotion_id, viewer_id) values (?, ?) on conflict do nothing returning promotion_id',
      [candidate.id, viewer.id],
    );
    if (!recorded.length) continue;
    const [post] = await loadPostViews(ctx.em, [String(candidate.post_id)]);
    if (!post) return page;
    const at = Math.min(2, page.posts.length);
    const posts = [...page.posts];
    posts.splice(at, 0, { cursor: page.posts[at - 1].cursor, post });
    return { ...page, posts };
  }
  return page;
}

/** At most this many impressions of one promotion are charged in one ledger transaction. */
const SETTLE_BATCH = 5_000;

/**
 * Charges the impressions feeds recorded: per promotion, one ledger transaction moves the cost of
 * its uncharged impressions from escrow to platform revenue and marks them settled, under the
 * promotion's row lock, so an impression is charged once however many instances settle at once.
 * Impressions past the budget (pages read at the same moment) are settled uncharged. Returns how
 * many impressions were charged.
 */
export async function settleImpressions(deps: AppDeps): Promise<number> {
  const em = deps.orm.em.fork();
  const pending = await em.execute(
    `select distinct promotion_id from promotion_impressions where settled_at is null limit 100`,
  );
  let charged = 0;
  for (const { promotion_id: promotionId } of pending) {
    charged += await em.transactional(async (tx) => {
      const [promotion] = await tx.execute(
        `select status, budget - spent as remaining, cost_per_impression from post_promotions where id = ? for update`,
        [promotionId],
      );
      const viewers = (
        await tx.execute(
          `select viewer_id from promotion_impressions where promotion_id = ? and settled_at is null order by created_at limit ?`,
          [promotionId, SETTLE_BATCH],
        )
      ).map((row) => String(row.viewer_id));
      const cost = Number(promotion.cost_per_impression);
      const count = promotion.status === 'active' ? Math.min(viewers.length, Math.floor(Number(promotion.remaining) / cost)) : 0;
      await tx.execute(
        `update promotion_impressions set settled_at = now(), charged = viewer_id = any(?::uuid[])
         where promotion_id = ? and viewer_id = any(?::uuid[])`,
        [sqlArray(viewers.slice(0, count)), promotionId, sqlArray(viewers)],
      );
      if (!count) return 0;
      await new Ledger(tx).run(
        { kind: 'promotion_impression', key: `impressions:${randomUUID()}`, args: { promotionId, count }, promotionId },
        async (ledger) => {
          await ledger.em.execute(
            'update post_promotions set spent = spent + ?, impressions = impressions + ?, updated_at = now() where id = ?',
            [count * cost, count, promotionId],
          );
          await ledger.post([
            { account: 'promotion_escrow', promotionId, amount: -count * cost },
            { account: 'platform_revenue', amount: count * cost },
          ]);
        },
        async () => undefined,
      );
      return count;
    });
  }
  return charged;
}

/** Ends a promotion once: what is left in its escrow returns to the author's wallet. */
export async function settlePromotion(em: Context['em'], promotionId: string): Promise<void> {
  try {
    await new Ledger(em).run(
      { kind: 'promotion_settle', key: `settle:${promotionId}`, args: { promotionId }, promotionId },
      async (tx) => {
        const [row] = await tx.em.execute(
          `update post_promotions set status = 'completed', refunded = escrow_balance, updated_at = now()
           where id = ? and status = 'active' returning user_id, escrow_balance`,
          [promotionId],
        );
        if (!row) throw new NotCharged();
        const rest = Number(row.escrow_balance);
        await tx.post([
          { account: 'promotion_escrow', promotionId, amount: -rest },
          { account: 'wallet', userId: String(row.user_id), amount: rest },
        ]);
      },
      async () => undefined,
    );
  } catch (error) {
    if (!(error instanceof NotCharged)) throw error;
  }
}

/** Promotions due to end: past their end date, out of budget, or their post gone. */
export async function settleDuePromotions(deps: AppDeps): Promise<number> {
  const em = deps.orm.em.fork();
  const rows = await em.execute(
    `select pp.id from post_promotions pp left join posts p on p.id = pp.post_id
     where pp.status = 'active'
       and (pp.end_date <= now() or pp.spent + pp.cost_per_impression > pp.budget or p.id is null or p.is_deleted)
     order by pp.end_date limit 100`,
  );
  for (const row of rows) await settlePromotion(em, String(row.id));
  return rows.length;
}

/**
 * The spec's promotion fields of a post's REST JSON: isPromoted for everyone; what was paid, for
 * how long and to whom only for its author (null for others), as GraphQL's Post.promotion.
 */
async function promotionFieldsJson(ctx: Context, post: { id: string; author: { id: string } }) {
  const service = new PromotionService(ctx);
  const isPromoted = await service.promotedLoader().load(post.id);
  const own = ctx.viewer?.id === post.author.id;
  const row = own ? await service.latestLoader().load(post.id) : null;
  return {
    isPromoted,
    promotionType: row?.promotion_type ?? null,
    promotionStartDate: row ? new Date(row.start_date) : null,
    promotionEndDate: row ? new Date(row.end_date) : null,
    promotionBudget: row ? Number(row.budget) : null,
    promotionSpent: row ? Number(row.spent) : null,
    promotionImpressions: row?.impressions ?? null,
    promotionClicks: row?.clicks ?? null,
    promotionTargetAudience: row?.target_audience ?? null,
  };
}

// Feeds place a promoted post and a post's REST JSON carries its promotion through the post module's hook.
setPostPromotion({ placeIn: withPromotedPost, jsonFields: promotionFieldsJson });
