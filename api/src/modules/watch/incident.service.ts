import DataLoader from 'dataloader';
import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { pageArgsSchema, timeCursor, toPage, type Page } from '../../shared/pagination.js';
import { topics } from '../../shared/pubsub.js';
import type { LimitRule } from '../../shared/rate-limit.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { readRows } from '../../platform/driver-read.js';
import { sqlArray } from '../../shared/sql.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { recordModeration } from '../moderation/audit.js';
import { ModerationActionKind, SubjectType } from '../moderation/moderation-action.entity.js';
import { optionalStoredPhoto } from '../uploads/upload-store.js';
import { Role, type User } from '../user/user.entity.js';
import { requireActiveMember } from '../user/user.standing.js';
import { openElection, unitOf, watchedElection } from './watch.election.js';
import { chainOf, findPlace, placeCondition, type Place } from './watch.place.js';
import {
  CATEGORY_LABELS,
  CORROBORATION_THRESHOLD,
  IncidentCategory,
  IncidentDecision,
  IncidentStatus,
  type IncidentCounts,
  UNREVIEWED,
  WatchIncident,
} from './watch.types.js';

export const INCIDENTS_PAGE = { default: 20, max: 100 };
export const INCIDENT_LIMITS = { description: 1000, reason: 500, daysBack: 7 };
/** A member on polling day reports a handful of things; a script reports hundreds. */
const REPORT_RULE: LimitRule = { points: 10, durationSeconds: 3600, message: 'You have reported many incidents in the last hour. Please try again later.' };
const CONFIRM_RULE: LimitRule = { points: 60, durationSeconds: 3600, message: 'You have confirmed many reports in the last hour. Please try again later.' };
const REVIEW_RULE: LimitRule = { points: 600, durationSeconds: 3600, message: 'You are reviewing too fast. Please wait a moment.' };
/** A clock a few minutes fast is not a report from the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

const incidentId = z.uuid('That report was not found');
const reportSchema = z.object({
  electionId: z.uuid('Election not found').nullish(),
  pollingUnit: z.string({ error: 'Choose a polling unit' }).trim().regex(/^\d{2}\/\d{2}\/\d{2}\/\d{3}$/, "A polling unit code looks like '24/16/05/001'"),
  category: z.enum(IncidentCategory, 'Choose what happened'),
  description: z
    .string({ error: 'Say what happened' })
    .trim()
    .min(1, 'Say what happened')
    .max(INCIDENT_LIMITS.description, `Keep it to ${INCIDENT_LIMITS.description.toLocaleString('en-NG')} characters`),
  occurredAt: z.coerce.date({ error: 'Say when it happened' }).nullish(),
  photoUrl: optionalStoredPhoto,
});
const reviewSchema = z.object({
  id: incidentId,
  decision: z.enum(IncidentDecision, 'Choose verified or dismissed'),
  reason: z
    .string({ error: 'Give a reason: it is shown with the report' })
    .trim()
    .min(3, 'Give a reason: it is shown with the report')
    .max(INCIDENT_LIMITS.reason, `Keep the reason to ${INCIDENT_LIMITS.reason} characters`),
});
const listSchema = pageArgsSchema(INCIDENTS_PAGE).extend({
  electionId: z.string().nullish(),
  place: z.string().max(20, 'That place was not found').nullish(),
  category: z.enum(IncidentCategory, 'Unknown category').nullish(),
  status: z.enum(IncidentStatus, 'Unknown status').nullish(),
});
const queueSchema = pageArgsSchema(INCIDENTS_PAGE);

type IncidentRow = {
  id: string;
  election_id: string;
  reporter_id: string | null;
  reporter_in_ward: boolean;
  pu_code: string;
  category: IncidentCategory;
  description: string;
  occurred_at: string | Date;
  photo_url: string | null;
  status: IncidentStatus;
  confirmations_count: number;
  ward_confirmations_count: number;
  reviewed_by_id: string | null;
  reviewed_at: string | Date | null;
  review_reason: string | null;
  synthetic: boolean;
  created_at: string | Date;
};

const COLUMNS = `i.id, i.election_id, i.reporter_id, i.reporter_in_ward, i.pu_code, i.category, i.description, i.occurred_at, i.photo_url,
  i.status, i.confirmations_count, i.ward_confirmations_count, i.reviewed_by_id, i.reviewed_at, i.review_reason, i.synthetic, i.created_at`;

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function toIncident(row: IncidentRow): WatchIncident {
  return Object.assign(new WatchIncident(), {
    id: row.id,
    electionId: row.election_id,
    puCode: row.pu_code,
    category: row.category,
    categoryLabel: CATEGORY_LABELS[row.category],
    description: row.description,
    occurredAt: asDate(row.occurred_at),
    reportedAt: asDate(row.created_at),
    photoUrl: row.photo_url,
    status: row.status,
    confirmations: row.confirmations_count,
    wardSupport: Number(row.reporter_in_ward) + row.ward_confirmations_count,
    supportNeeded: CORROBORATION_THRESHOLD,
    reviewReason: row.review_reason,
    reviewedAt: row.reviewed_at == null ? null : asDate(row.reviewed_at),
    synthetic: row.synthetic,
    reporterId: row.reporter_id,
    reviewedById: row.reviewed_by_id,
  });
}

/** A keyset position in the review queue: corroborated reports first, then newest. */
type QueueCursor = { corroborated: boolean; at: string; id: string };
const queueCursor = {
  encode: (c: QueueCursor) => Buffer.from(JSON.stringify(c)).toString('base64url'),
  decode(text: string): QueueCursor {
    try {
      const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as QueueCursor;
      if (typeof c.corroborated === 'boolean' && !Number.isNaN(Date.parse(c.at)) && isUuid(c.id)) return c;
    } catch {
      // falls through to the error below
    }
    throw badInput('That cursor is not from this list', 'after');
  },
};
export const emptyCounts = (): IncidentCounts => ({ total: 0, open: 0, corroborated: 0, verified: 0, dismissed: 0 });

/** Moderators (administrators) and accredited observers review incident reports. */
export const isReviewer = (viewer: User | null | undefined): boolean => !!viewer && (viewer.isAdmin || viewer.role === Role.OBSERVER);

/**
 * Incident reports at polling units: members report what happened at a unit (their own or any
 * they find), other members confirm them, three members registered in the unit's ward make one
 * corroborated, and moderators or accredited observers verify or dismiss it with a reason (in
 * the moderation log). Reporters are never shown to the public: reports carry counts.
 */
export class IncidentService {
  constructor(private readonly ctx: Context) {}

  async report(input: unknown): Promise<WatchIncident> {
    const viewer = requireActiveMember(this.ctx);
    const data = parseInput(reportSchema, input);
    const election = await openElection(this.ctx, data.electionId);
    const unit = await unitOf(this.ctx, election, data.pollingUnit);
    const now = Date.now();
    const occurredAt = data.occurredAt ?? new Date(now);
    if (Number.isNaN(occurredAt.getTime())) throw badInput('Say when it happened', 'occurredAt');
    if (occurredAt.getTime() > now + CLOCK_SKEW_MS) throw badInput('It can’t have happened in the future', 'occurredAt');
    if (occurredAt.getTime() < now - INCIDENT_LIMITS.daysBack * 86_400_000) {
      throw badInput(`Report what happened in the last ${INCIDENT_LIMITS.daysBack} days`, 'occurredAt');
    }
    const alreadyOpen = () =>
      badInput('You already have an open report of this kind at this polling unit: other members can confirm it', 'category');
    const [open] = await this.ctx.em.execute(
      `select 1 from watch_incidents where election_id = ? and reporter_id = ? and pu_code = ? and category = ? and status in ('open', 'corroborated')`,
      [election.id, viewer.id, unit.puCode, data.category],
    );
    if (open) throw alreadyOpen();
    await this.ctx.deps.limits.consume('watch:report', REPORT_RULE, viewer.id);
    const [state, lga, ward] = chainOf(unit.puCode);
    const [row] = await this.ctx.em.execute<IncidentRow[]>(
      `insert into watch_incidents as i (election_id, reporter_id, reporter_in_ward, pu_code, ward, lga, state_code, category, description, occurred_at, photo_url)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (election_id, reporter_id, pu_code, category) where status in ('open', 'corroborated') do nothing
       returning ${COLUMNS}`,
      [election.id, viewer.id, viewer.ward === ward, unit.puCode, ward, lga, state, data.category, data.description, occurredAt, data.photoUrl],
    );
    if (!row) throw alreadyOpen(); // reported twice at once: the index kept one
    await this.publish(election.id, unit.puCode);
    return toIncident(row);
  }

  /** "I see this too": once per member; members registered in the ward move it towards corroborated. */
  async confirm(id: unknown): Promise<WatchIncident> {
    const viewer = requireActiveMember(this.ctx);
    const incident = await this.load(parseInput(incidentId, id));
    if (!UNREVIEWED.includes(incident.status)) throw badInput('This report has been reviewed: it takes no more confirmations', 'id');
    if (incident.reporter_id === viewer.id) throw badInput('You can’t confirm your own report', 'id');
    await openElection(this.ctx, incident.election_id);
    const inWard = viewer.ward === chainOf(incident.pu_code)[2];
    const [already] = await this.ctx.em.execute(`select 1 from watch_incident_confirmations where incident_id = ? and user_id = ?`, [
      incident.id,
      viewer.id,
    ]);
    if (already) return toIncident(incident);
    await this.ctx.deps.limits.consume('watch:confirm', CONFIRM_RULE, viewer.id);
    const updated = await this.ctx.em.transactional(async (tx) => {
      const [added] = await tx.execute(
        `insert into watch_incident_confirmations (incident_id, user_id, in_ward) values (?, ?, ?) on conflict do nothing returning 1`,
        [incident.id, viewer.id, inWard],
      );
      if (!added) return null;
      const [row] = await tx.execute<IncidentRow[]>(
        `update watch_incidents i set confirmations_count = i.confirmations_count + 1,
           ward_confirmations_count = i.ward_confirmations_count + ?::int,
           status = case when i.reporter_in_ward::int + i.ward_confirmations_count + ?::int >= ? then 'corroborated' else i.status end,
           updated_at = now()
         where i.id = ? and i.status in ('open', 'corroborated') returning ${COLUMNS}`,
        [Number(inWard), Number(inWard), CORROBORATION_THRESHOLD, incident.id],
      );
      if (!row) throw badInput('This report has been reviewed: it takes no more confirmations', 'id');
      return row;
    });
    if (!updated) return toIncident(await this.load(incident.id));
    await this.publish(updated.election_id, updated.pu_code);
    return toIncident(updated);
  }

  /** A moderator or accredited observer verifies or dismisses a report, with the reason shown on it (logged). */
  async review(input: unknown): Promise<WatchIncident> {
    const reviewer = this.requireReviewer();
    const data = parseInput(reviewSchema, input);
    const incident = await this.load(data.id);
    if (incident.reporter_id === reviewer.id) throw appError('FORBIDDEN', 'Another reviewer must review your own report');
    if (!UNREVIEWED.includes(incident.status)) throw badInput(`This report was already ${incident.status}`, 'id');
    await this.ctx.deps.limits.consume('watch:review', REVIEW_RULE, reviewer.id);
    const row = await this.ctx.em.transactional(async (tx) => {
      const [reviewed] = await tx.execute<IncidentRow[]>(
        `update watch_incidents i set status = ?, reviewed_by_id = ?, reviewed_at = now(), review_reason = ?, updated_at = now()
         where i.id = ? and i.status in ('open', 'corroborated') returning ${COLUMNS}`,
        [data.decision, reviewer.id, data.reason, incident.id],
      );
      if (!reviewed) throw badInput('Another reviewer has just reviewed this report', 'id');
      await recordModeration(tx, {
        moderatorId: reviewer.id,
        contentType: SubjectType.INCIDENT,
        contentId: incident.id,
        targetUserId: incident.reporter_id,
        action: data.decision === IncidentDecision.VERIFIED ? ModerationActionKind.VERIFY_INCIDENT : ModerationActionKind.DISMISS_INCIDENT,
        reason: data.reason,
        details: { puCode: incident.pu_code, category: incident.category, previousStatus: incident.status },
      });
      return reviewed;
    });
    await this.publish(row.election_id, row.pu_code);
    return toIncident(row);
  }

  /** One report; null when there is none. Dismissed reports stay readable, with the reason. */
  async incident(id: unknown): Promise<WatchIncident | null> {
    if (!isUuid(id)) return null;
    const [row] = await readRows(this.ctx.em, `select ${COLUMNS} from watch_incidents i where i.id = ?`, [id]);
    return row ? toIncident(row as IncidentRow) : null;
  }

  /**
   * An election's reports in a place, newest first, by category and status. Without a status,
   * every report but the dismissed ones.
   */
  async list(input: unknown): Promise<Page<WatchIncident>> {
    const args = parseInput(listSchema, input);
    const election = await watchedElection(this.ctx, args.electionId);
    const place = await findPlace(this.ctx, args.place);
    if (!election || args.first === 0) return toPage([], 0, () => '', (row: IncidentRow) => toIncident(row));
    const area = placeCondition(place, 'i');
    const where = ['i.election_id = ?', area.sql];
    const params: unknown[] = [election.id, ...area.params];
    if (args.category) {
      where.push('i.category = ?');
      params.push(args.category);
    }
    if (args.status) {
      where.push('i.status = ?');
      params.push(args.status);
    } else {
      where.push(`i.status <> 'dismissed'`);
    }
    if (args.after) {
      const { at, id } = timeCursor.decode(args.after);
      where.push('(i.created_at, i.id) < (?::timestamptz, ?::uuid)');
      params.push(at, id);
    }
    const rows = (await readRows(
      this.ctx.em,
      `select ${COLUMNS} from watch_incidents i where ${where.join(' and ')} order by i.created_at desc, i.id desc limit ?`,
      [...params, args.first + 1],
    )) as IncidentRow[];
    return toPage(rows, args.first, (row) => timeCursor.encode(asDate(row.created_at), row.id), toIncident);
  }

  /** Reviewers: reports awaiting review in every election, corroborated ones first, then newest. */
  async queue(input: unknown): Promise<Page<WatchIncident>> {
    this.requireReviewer();
    const args = parseInput(queueSchema, input);
    const where = [`i.status in ('open', 'corroborated')`];
    const params: unknown[] = [];
    if (args.after) {
      const c = queueCursor.decode(args.after);
      where.push(`((i.status = 'corroborated'), i.created_at, i.id) < (?::boolean, ?::timestamptz, ?::uuid)`);
      params.push(c.corroborated, c.at, c.id);
    }
    const rows = await this.ctx.em.execute<IncidentRow[]>(
      `select ${COLUMNS} from watch_incidents i where ${where.join(' and ')}
       order by (i.status = 'corroborated') desc, i.created_at desc, i.id desc limit ?`,
      [...params, args.first + 1],
    );
    return toPage(
      rows,
      args.first,
      (row) => queueCursor.encode({ corroborated: row.status === IncidentStatus.CORROBORATED, at: asDate(row.created_at).toISOString(), id: row.id }),
      toIncident,
    );
  }

  /** Incident reports in a place by status, per area directly inside it when `by` says so. */
  async counts(electionId: string, place: Place, by: 'place' | 'state_code' | 'lga' | 'ward' | 'pu_code' = 'place') {
    const area = placeCondition(place, 'i');
    const rows = await readRows(
      this.ctx.em,
      `select ${by === 'place' ? '?::text' : `i.${by}`} as code, i.status, count(*)::int as n from watch_incidents i
       where i.election_id = ? and ${area.sql} group by 1, 2`,
      [...(by === 'place' ? [place.code] : []), electionId, ...area.params],
    );
    const counts = new Map<string, IncidentCounts>();
    for (const row of rows) {
      const c = counts.get(row.code) ?? emptyCounts();
      c[row.status as 'open' | 'corroborated' | 'verified' | 'dismissed'] += row.n;
      if (row.status !== 'dismissed') c.total += row.n;
      counts.set(row.code, c);
    }
    return [...counts].map(([code, c]) => ({ code, counts: c }));
  }

  /** Whether the viewer confirmed each report, for a whole page in one query. */
  viewerConfirmed(): DataLoader<string, boolean> {
    return requestScoped(this.ctx, 'watch.viewerConfirmed', () =>
      new DataLoader(async (ids: readonly string[]) => {
        const viewer = this.ctx.viewer;
        if (!viewer) return ids.map(() => false);
        const rows = await this.ctx.em.execute(
          `select incident_id from watch_incident_confirmations where user_id = ? and incident_id = any(?::uuid[])`,
          [viewer.id, sqlArray([...ids])],
        );
        const confirmed = new Set(rows.map((r) => String(r.incident_id)));
        return ids.map((id) => confirmed.has(id));
      }),
    );
  }

  /** Whether the viewer may see who reported and reviewed (moderators and accredited observers). */
  viewerMayReview(): boolean {
    return isReviewer(this.ctx.viewer);
  }

  private requireReviewer(): User {
    const viewer = requireActiveMember(this.ctx);
    if (!isReviewer(viewer)) throw appError('FORBIDDEN', 'Only moderators and accredited observers can review incident reports');
    return viewer;
  }

  private async load(id: string): Promise<IncidentRow> {
    const [row] = await this.ctx.em.execute<IncidentRow[]>(`select ${COLUMNS} from watch_incidents i where i.id = ?`, [id]);
    if (!row) throw notFound('That report was not found');
    return row;
  }

  private publish(electionId: string, puCode: string) {
    return this.ctx.deps.pubsub.publish(topics.watch(electionId), { electionId, puCodes: [puCode] });
  }
}
