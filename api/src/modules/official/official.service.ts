import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { z } from 'zod';
import { requireAdmin, requireSuperAdmin, requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { requestScoped } from '../../shared/request-scoped.js';
import { sqlArray } from '../../shared/sql.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { GeoService } from '../geo/geo.service.js';
import type { FederalConstituency, MapExtent, SenatorialDistrict, State } from '../geo/geo.types.js';
import { recordModeration } from '../moderation/audit.js';
import { ModerationActionKind, SubjectType } from '../moderation/moderation-action.entity.js';
import { User } from '../user/user.entity.js';
import { GovernmentOfficial, Office, OFFICE_TITLES } from './official.entity.js';
import type { OfficialChange, Representatives } from './official.types.js';

export const FCT_STATE_CODE = '37';
const FOLLOW_RULE = { points: 200, durationSeconds: 3600, message: 'You are following too fast. Please try again later.' };
const OFFICIAL_FIELDS = ['fullName', 'party', 'electedOn', 'termStart', 'sourceUrl', 'asOf', 'note'] as const;

/** The seats of one polling unit, in the order a voter reads them. */
const SEAT_ORDER = [Office.PRESIDENT, Office.VICE_PRESIDENT, Office.GOVERNOR, Office.DEPUTY_GOVERNOR, Office.SENATOR, Office.REPRESENTATIVE];

export const REPRESENTATIVES_NOTES = {
  datedRecord:
    'Who INEC declared elected, each as of the date shown and from the source cited: not a live roster. Seats change through ' +
    'courts, defections and by-elections; administrators correct the record as sources report them.',
  stateAssembly:
    "Members of the State House of Assembly are not listed: INEC's names for state constituencies are not yet joined to the 2023 wards.",
  fct: 'The FCT has no governor and no House of Assembly: its minister is appointed by the President.',
};

/** Today's date in Lagos, YYYY-MM-DD. */
const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

const date = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is a date like 2023-02-25`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} is not a real date`)
    .refine((value) => value >= '1999-01-01', `${label} is before the Fourth Republic`)
    .refine((value) => value <= lagosToday(), `${label} cannot be in the future`);
const optionalDate = (label: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), date(label).nullish());

const fields = {
  fullName: z.string().trim().min(2, 'Give the full name').max(120, 'Keep the name to 120 characters'),
  party: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z][A-Z-]{0,9}$/, "Give the party's abbreviation, e.g. APC")),
  electedOn: optionalDate('The election date'),
  termStart: optionalDate('The start of the term'),
  sourceUrl: z
    .string()
    .trim()
    .max(500, 'Keep the source address to 500 characters')
    .regex(/^https?:\/\/\S+$/, 'Give the web address of the source, starting http:// or https://'),
  asOf: date('The as-of date'),
  note: z.string().trim().max(1000, 'Keep the note to 1000 characters').nullish(),
};
const reason = z.string({ error: 'Say why: the moderation log keeps it' }).trim().min(3, 'Say why: the moderation log keeps it').max(500, 'Keep the reason to 500 characters');
const officialId = z.uuid('That official was not found');
const constituencyId = z.coerce.number().int().positive().nullish();

const addSchema = z.object({
  office: z.enum(Office, 'Choose the office'),
  stateCode: z.string().trim().regex(/^\d{2}$/, 'Choose the state').nullish(),
  senatorialDistrictId: constituencyId,
  federalConstituencyId: constituencyId,
  fullName: fields.fullName,
  party: fields.party,
  electedOn: fields.electedOn,
  termStart: fields.termStart,
  sourceUrl: fields.sourceUrl,
  asOf: fields.asOf.optional(),
  note: fields.note.transform((value) => value || null),
  reason,
});
const correctSchema = z.object({
  id: officialId,
  fullName: fields.fullName.optional(),
  party: fields.party.optional(),
  electedOn: fields.electedOn,
  termStart: fields.termStart,
  sourceUrl: fields.sourceUrl.optional(),
  asOf: fields.asOf.optional(),
  note: fields.note,
  reason,
});
const endSchema = z.object({ id: officialId, termEnd: date('The end of the term').optional(), reason });
const linkSchema = z.object({
  id: officialId,
  account: z.string().trim().min(1, 'Give the member’s @handle').max(100, 'That member was not found'),
  reason,
});
const unlinkSchema = z.object({ id: officialId, reason });
const followSchema = z.object({ officialId });

/** The seat an official holds, as places. */
export type Seat = { state: State | null; senatorialDistrict: SenatorialDistrict | null; federalConstituency: FederalConstituency | null };

/**
 * Elected officials and the seats a polling unit votes for. Records are loaded from
 * api/data/constituencies (official.seeder.ts); administrators add, correct and end them, each
 * with a reason in the moderation log; only a super admin links one to a member account.
 * Following an official brings their linked account's posts into the follower's Following feed.
 */
export class OfficialService {
  constructor(private readonly ctx: Context) {}

  private geo() {
    return new GeoService(this.ctx);
  }

  /** The seats of a polling unit with their holders, in one query. BAD_USER_INPUT or NOT_FOUND for a code that is not a unit. */
  async representatives(pollingUnitCode: unknown): Promise<Representatives> {
    const unit = await this.geo().pollingUnit(String(pollingUnitCode ?? ''));
    if (!unit) throw notFound(`No polling unit has the code ${String(pollingUnitCode).trim()}`);
    const hasGovernor = unit.stateCode !== FCT_STATE_CODE;
    const holders = await this.ctx.em.find(GovernmentOfficial, {
      isActive: true,
      $or: [
        { office: { $in: [Office.PRESIDENT, Office.VICE_PRESIDENT] } },
        { office: { $in: [Office.GOVERNOR, Office.DEPUTY_GOVERNOR] }, stateCode: unit.stateCode },
        { office: Office.SENATOR, senatorialDistrictId: unit.ward.senatorialDistrictId },
        { office: Office.REPRESENTATIVE, federalConstituencyId: unit.ward.federalConstituencyId },
      ],
    });
    const seat: Seat = { state: unit.state, senatorialDistrict: unit.senatorialDistrict, federalConstituency: unit.federalConstituency };
    const seats = SEAT_ORDER.filter((office) => hasGovernor || (office !== Office.GOVERNOR && office !== Office.DEPUTY_GOVERNOR)).map(
      (office) => ({ office, seatName: seatName(office, seat), holder: holders.find((h) => h.office === office) ?? null }),
    );
    const notes = [REPRESENTATIVES_NOTES.datedRecord, hasGovernor ? REPRESENTATIVES_NOTES.stateAssembly : REPRESENTATIVES_NOTES.fct];
    return { pollingUnit: unit, senatorialDistrict: unit.senatorialDistrict, federalConstituency: unit.federalConstituency, seats, notes };
  }

  /** One official by id, in office or not; null when there is none. */
  async official(id: unknown): Promise<GovernmentOfficial | null> {
    if (!isUuid(id)) return null;
    return this.ctx.em.findOne(GovernmentOfficial, { id: id as string });
  }

  /** The seat's places: the state, district or constituency, by name. */
  async seatOf(official: GovernmentOfficial): Promise<Seat> {
    const geo = this.geo();
    const [state, senatorialDistrict, federalConstituency] = await Promise.all([
      official.stateCode ? geo.places().load(official.stateCode) : null,
      official.senatorialDistrictId ? geo.senatorialDistrict(official.senatorialDistrictId) : null,
      official.federalConstituencyId ? geo.federalConstituency(official.federalConstituencyId) : null,
    ]);
    return { state: (state as State | null) ?? null, senatorialDistrict, federalConstituency };
  }

  async seatNameOf(official: GovernmentOfficial): Promise<string> {
    return seatName(official.office, await this.seatOf(official));
  }

  /** Where the seat is, for a map: the constituency, the state, or Nigeria. */
  async extentOf(official: GovernmentOfficial): Promise<MapExtent | null> {
    const seat = await this.seatOf(official);
    return this.geo().extentOf(seat.federalConstituency ?? seat.senatorialDistrict ?? seat.state);
  }

  /** The holder of a district's or constituency's seat, batched per request; null when not recorded. */
  holders(): DataLoader<string, GovernmentOfficial | null> {
    return requestScoped(this.ctx, 'official.holders', () =>
      new DataLoader(async (keys: readonly string[]) => {
        const ids = (office: Office) => keys.filter((k) => k.startsWith(`${office}:`)).map((k) => Number(k.split(':')[1]));
        const found = await this.ctx.em.find(GovernmentOfficial, {
          isActive: true,
          $or: [
            { office: Office.SENATOR, senatorialDistrictId: { $in: ids(Office.SENATOR) } },
            { office: Office.REPRESENTATIVE, federalConstituencyId: { $in: ids(Office.REPRESENTATIVE) } },
          ],
        });
        const byKey = new Map(found.map((o) => [`${o.office}:${o.senatorialDistrictId ?? o.federalConstituencyId}`, o]));
        return keys.map((key) => byKey.get(key) ?? null);
      }),
    );
  }

  /** Whether the viewer follows each official; false for visitors. One query a page. */
  viewerFollows(): DataLoader<string, boolean> {
    return requestScoped(this.ctx, 'official.viewerFollows', () =>
      new DataLoader(async (ids: readonly string[]) => {
        const viewer = this.ctx.viewer;
        if (!viewer) return ids.map(() => false);
        const rows = await this.ctx.em.execute(
          'select official_id from official_connections where user_id = ? and official_id = any(?::uuid[])',
          [viewer.id, sqlArray(ids)],
        );
        const followed = new Set(rows.map((row) => String(row.official_id)));
        return ids.map((id) => followed.has(id));
      }),
    );
  }

  /** The official a member's account is linked to, batched; null for most members. */
  officialOfMember(): DataLoader<string, GovernmentOfficial | null> {
    return requestScoped(this.ctx, 'official.ofMember', () =>
      new DataLoader(async (userIds: readonly string[]) => {
        const found = await this.ctx.em.find(GovernmentOfficial, { user: { $in: [...userIds] } });
        return userIds.map((id) => found.find((o) => o.user?.id === id) ?? null);
      }),
    );
  }

  /** The linked member account, while it is active; null otherwise. */
  async linkedAccount(official: GovernmentOfficial): Promise<User | null> {
    if (!official.user) return null;
    const user = await this.ctx.em.findOne(User, { id: official.user.id, deletedAt: null, deactivatedAt: null });
    return user ?? null;
  }

  /** What administrators did to the record, newest first: what, why and when (who is for administrators, in the moderation log). */
  async changes(official: GovernmentOfficial): Promise<OfficialChange[]> {
    const rows = await this.ctx.em.execute(
      `select action, reason, created_at from moderation_actions where content_type = 'official' and content_id = ?
       order by created_at desc, id desc limit 50`,
      [official.id],
    );
    return rows.map((row) => ({ action: row.action as ModerationActionKind, reason: row.reason ?? null, at: new Date(row.created_at) }));
  }

  async follow(input: unknown): Promise<GovernmentOfficial> {
    const viewer = requireViewer(this.ctx);
    const { officialId: id } = parseInput(followSchema, input);
    const official = await this.existing(id);
    await this.ctx.deps.limits.consume('follow', FOLLOW_RULE, viewer.id);
    await this.ctx.em.transactional(async (em) => {
      const inserted = await em.execute(
        `insert into official_connections (id, user_id, official_id, followed_at) values (gen_random_uuid(), ?, ?, now())
         on conflict (user_id, official_id) do nothing returning id`,
        [viewer.id, official.id],
      );
      if (inserted.length) await em.execute('update government_officials set followers_count = followers_count + 1 where id = ?', [official.id]);
    });
    return this.reloaded(official);
  }

  async unfollow(input: unknown): Promise<GovernmentOfficial> {
    const viewer = requireViewer(this.ctx);
    const { officialId: id } = parseInput(followSchema, input);
    const official = await this.existing(id);
    await this.ctx.em.transactional(async (em) => {
      const deleted = await em.execute('delete from official_connections where user_id = ? and official_id = ? returning id', [viewer.id, official.id]);
      if (deleted.length) await em.execute('update government_officials set followers_count = followers_count - 1 where id = ?', [official.id]);
    });
    return this.reloaded(official);
  }

  /** Administrators: record the holder of a seat that has none, with the source. */
  async add(input: unknown): Promise<GovernmentOfficial> {
    const admin = requireAdmin(this.ctx);
    const data = parseInput(addSchema, input);
    const seat = await this.seatFor(data);
    return this.ctx.em.transactional(async (em) => {
      // One writer per seat at a time: the check below and the insert can't interleave with another's.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`official-seat:${data.office}:${Object.values(seat).join(':')}`]);
      const held = await em.findOne(GovernmentOfficial, { office: data.office, ...seat, isActive: true });
      if (held) throw badInput('This seat already has a holder: end their term first', 'office');
      const official = em.create(GovernmentOfficial, {
        office: data.office,
        ...seat,
        fullName: data.fullName,
        party: data.party,
        electedOn: data.electedOn ?? null,
        termStart: data.termStart ?? null,
        sourceUrl: data.sourceUrl,
        asOf: data.asOf ?? lagosToday(),
        note: data.note,
      });
      await em.flush();
      await this.log(em, admin, official, ModerationActionKind.ADD_OFFICIAL, data.reason, { after: pick(official) });
      return official;
    });
  }

  /** Administrators: correct a record's name, party, dates, source or note. */
  async correct(input: unknown): Promise<GovernmentOfficial> {
    const admin = requireAdmin(this.ctx);
    const data = parseInput(correctSchema, input);
    return this.locked(data.id, async (em, official) => {
      const before = pick(official);
      // Empty clears a field that may be empty (a note, a date); the others refuse empty above.
      const changes = Object.fromEntries(OFFICIAL_FIELDS.filter((f) => data[f] !== undefined).map((f) => [f, data[f] || null]));
      if (!('asOf' in changes)) changes.asOf = lagosToday(); // checked against its source today
      const changed = OFFICIAL_FIELDS.filter((f) => f !== 'asOf' && f in changes && changes[f] !== before[f]);
      if (changed.length === 0) throw badInput('Nothing to correct: change a field of the record', 'id');
      if (changes.termStart && official.termEnd && (changes.termStart as string) > official.termEnd) {
        throw badInput('The term cannot start after it ended', 'termStart');
      }
      em.assign(official, { ...changes, updatedAt: new Date() });
      await em.flush();
      await this.log(em, admin, official, ModerationActionKind.CORRECT_OFFICIAL, data.reason, { before, after: pick(official), changed });
      return official;
    });
  }

  /** Administrators: end a term (a court ruling, a death, a resignation…): the seat then shows no holder until one is added. */
  async endTerm(input: unknown): Promise<GovernmentOfficial> {
    const admin = requireAdmin(this.ctx);
    const data = parseInput(endSchema, input);
    return this.locked(data.id, async (em, official) => {
      if (!official.isActive) throw badInput('This term has already ended', 'id');
      const termEnd = data.termEnd ?? lagosToday();
      if (official.termStart && termEnd < official.termStart) throw badInput('The term cannot end before it began', 'termEnd');
      em.assign(official, { isActive: false, termEnd, updatedAt: new Date() });
      await em.flush();
      await this.log(em, admin, official, ModerationActionKind.END_OFFICIAL_TERM, data.reason, { termEnd });
      return official;
    });
  }

  /** Super admins: link the official to a member's account (by @handle or id): a verified account whose posts reach followers. */
  async link(input: unknown): Promise<GovernmentOfficial> {
    const admin = requireSuperAdmin(this.ctx);
    const data = parseInput(linkSchema, input);
    const handle = data.account.replace(/^@/, '');
    const member = await this.ctx.em.findOne(User, { ...(isUuid(handle) ? { id: handle } : { handle }), deletedAt: null });
    if (!member) throw badInput('No member has that handle', 'account');
    return this.locked(data.id, async (em, official) => {
      if (official.user?.id === member.id) return official;
      if (await em.findOne(GovernmentOfficial, { user: member.id })) {
        throw badInput('That member is already linked to another official', 'account');
      }
      const previousUserId = official.user?.id ?? null;
      em.assign(official, { user: member.id, linkedAt: new Date(), updatedAt: new Date() });
      await em.flush();
      await this.log(em, admin, official, ModerationActionKind.LINK_OFFICIAL, data.reason, { userId: member.id, previousUserId }, member.id);
      return official;
    });
  }

  /** Super admins: unlink the official's account. */
  async unlink(input: unknown): Promise<GovernmentOfficial> {
    const admin = requireSuperAdmin(this.ctx);
    const data = parseInput(unlinkSchema, input);
    return this.locked(data.id, async (em, official) => {
      const member = official.user?.id ?? null;
      if (!member) throw badInput('This official has no linked account', 'id');
      em.assign(official, { user: null, linkedAt: null, updatedAt: new Date() });
      await em.flush();
      await this.log(em, admin, official, ModerationActionKind.UNLINK_OFFICIAL, data.reason, { userId: member }, member);
      return official;
    });
  }

  /** Runs an administrator's change on the official's row, locked, in one transaction with its log entry. */
  private locked(id: string, change: (em: EntityManager, official: GovernmentOfficial) => Promise<GovernmentOfficial>) {
    return this.ctx.em.transactional(async (em) => {
      const official = await em.findOne(GovernmentOfficial, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!official) throw notFound('That official was not found');
      return change(em, official);
    });
  }

  private log(
    em: EntityManager,
    admin: User,
    official: GovernmentOfficial,
    action: ModerationActionKind,
    why: string,
    details: Record<string, unknown>,
    targetUserId: string | null = null,
  ) {
    return recordModeration(em, {
      moderatorId: admin.id,
      contentType: SubjectType.OFFICIAL,
      contentId: official.id,
      targetUserId,
      action,
      reason: why,
      details: { ...details, office: official.office, fullName: official.fullName },
    });
  }

  /** The seat's columns for an office, each place checked to exist (a constituency's state is its own). */
  private async seatFor(data: z.output<typeof addSchema>): Promise<Pick<GovernmentOfficial, 'stateCode' | 'senatorialDistrictId' | 'federalConstituencyId'>> {
    const none = { stateCode: null, senatorialDistrictId: null, federalConstituencyId: null };
    const geo = this.geo();
    switch (data.office) {
      case Office.PRESIDENT:
      case Office.VICE_PRESIDENT:
        return none;
      case Office.GOVERNOR:
      case Office.DEPUTY_GOVERNOR: {
        const state = data.stateCode ? await geo.places().load(data.stateCode) : null;
        if (!state) throw badInput('Choose the state', 'stateCode');
        if (data.stateCode === FCT_STATE_CODE) throw badInput('The FCT has no governor', 'stateCode');
        return { ...none, stateCode: data.stateCode };
      }
      case Office.SENATOR: {
        const district = data.senatorialDistrictId ? await geo.senatorialDistrict(data.senatorialDistrictId) : null;
        if (!district) throw badInput('Choose the senatorial district', 'senatorialDistrictId');
        return { ...none, stateCode: district.stateCode, senatorialDistrictId: district.id };
      }
      case Office.REPRESENTATIVE: {
        const constituency = data.federalConstituencyId ? await geo.federalConstituency(data.federalConstituencyId) : null;
        if (!constituency) throw badInput('Choose the federal constituency', 'federalConstituencyId');
        return { ...none, stateCode: constituency.stateCode, federalConstituencyId: constituency.id };
      }
    }
  }

  private async existing(id: string): Promise<GovernmentOfficial> {
    const official = await this.official(id);
    if (!official) throw notFound('That official was not found');
    return official;
  }

  private async reloaded(official: GovernmentOfficial): Promise<GovernmentOfficial> {
    await this.ctx.em.refresh(official);
    return official;
  }
}

/** "Senator for Lagos West", "Governor of Lagos", "President of Nigeria". */
export function seatName(office: Office, seat: Seat): string {
  const title = OFFICE_TITLES[office];
  switch (office) {
    case Office.PRESIDENT:
    case Office.VICE_PRESIDENT:
      return `${title} of Nigeria`;
    case Office.GOVERNOR:
    case Office.DEPUTY_GOVERNOR:
      return `${title} of ${seat.state?.displayName ?? 'a state'}`;
    case Office.SENATOR:
      return `Senator for ${seat.senatorialDistrict?.displayName ?? 'a senatorial district'}`;
    case Office.REPRESENTATIVE:
      return `Member of the House of Representatives for ${seat.federalConstituency?.displayName ?? 'a federal constituency'}`;
  }
}

/** The fields an administrator edits, for the log's before and after. */
function pick(official: GovernmentOfficial): Record<(typeof OFFICIAL_FIELDS)[number], string | null> {
  return Object.fromEntries(OFFICIAL_FIELDS.map((f) => [f, official[f] ?? null])) as Record<(typeof OFFICIAL_FIELDS)[number], string | null>;
}

