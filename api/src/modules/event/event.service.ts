import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError, badInput, notFound } from '../../shared/errors.js';
import { pageArgsSchema, timeCursor, toPage, type Page } from '../../shared/pagination.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { User } from '../user/user.entity.js';
import { WardEvent } from './ward-event.entity.js';

export const EVENTS_PAGE = { default: 20, max: 50 };
export const EVENT_LIMITS = { title: 120, description: 1000, location: 200, daysAhead: 366 };
/** Ten new events a day per member: enough for a busy ward organiser, too few to flood one. */
const CREATE_RULE = { points: 10, durationSeconds: 86_400, message: 'You have added too many events today. Please try again tomorrow.' };
const WARD_CODE = /^\d{2}\/\d{2}\/\d{2}$/;

const text = (max: number, label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const createSchema = z.object({
  title: text(EVENT_LIMITS.title, 'Title'),
  description: z
    .string()
    .trim()
    .max(EVENT_LIMITS.description, `Description must be at most ${EVENT_LIMITS.description} characters`)
    .nullish()
    .transform((value) => value || null),
  location: text(EVENT_LIMITS.location, 'Location'),
  dateTime: z.coerce.date({ error: 'Choose a date and time' }),
  ward: z.string().trim().regex(WARD_CODE, 'Choose a ward').nullish(),
});

const listSchema = pageArgsSchema(EVENTS_PAGE).extend({
  ward: z.string().trim().regex(WARD_CODE, 'Choose a ward').nullish(),
});

export type WardEventView = {
  id: string;
  title: string;
  description: string | null;
  location: string;
  dateTime: Date;
  ward: string;
  wardName: string | null;
  createdBy: User;
  createdAt: Date;
};

type Row = Omit<WardEventView, 'createdBy' | 'dateTime' | 'createdAt'> & {
  createdById: string;
  dateTime: Date | string;
  createdAt: Date | string;
};

const SELECT = `select e.id, e.title, e.description, e.location, e.date_time as "dateTime", e.ward,
    w.name as "wardName", e.created_by_id as "createdById", e.created_at as "createdAt"
  from events e
  left join geo_wards w on w.state_code = split_part(e.ward, '/', 1) and w.lga_code = split_part(e.ward, '/', 2)
    and w.code = split_part(e.ward, '/', 3)`;

/**
 * Events in a ward: members add them for their own ward (administrators for any), and everyone
 * signed in sees a ward's upcoming ones, soonest first. Past events drop off the list.
 */
export class EventService {
  constructor(private readonly ctx: Context) {}

  async upcoming(args: { ward?: string | null; first?: number | null; after?: string | null }): Promise<Page<WardEventView>> {
    const viewer = requireViewer(this.ctx);
    const { first, after, ward: asked } = parseInput(listSchema, args);
    const ward = asked ?? viewer.ward ?? null;
    if (!ward) return toPage([], first, () => '', (e: WardEventView) => e);
    const position = after ? timeCursor.decode(after) : null;
    const rows: Row[] = await this.ctx.em.getConnection().execute(
      `${SELECT} where e.ward = ? and e.date_time >= now()
       ${position ? 'and (e.date_time, e.id) > (?::timestamptz, ?::uuid)' : ''}
       order by e.date_time, e.id limit ?`,
      position ? [ward, position.at, position.id, first + 1] : [ward, first + 1],
    );
    const views = await this.withCreators(rows);
    return toPage(views, first, (e) => timeCursor.encode(e.dateTime, e.id), (e) => e);
  }

  async create(input: unknown): Promise<WardEventView> {
    const viewer = requireViewer(this.ctx);
    const data = parseInput(createSchema, input);
    const ward = data.ward ?? viewer.ward;
    if (!ward) throw badInput('Add your ward to your profile to create events for it', 'ward');
    if (ward !== viewer.ward && !viewer.isAdmin) {
      throw appError('FORBIDDEN', 'You can add events for your own ward only');
    }
    const now = Date.now();
    if (data.dateTime.getTime() < now) throw badInput('The event must be in the future', 'dateTime');
    if (data.dateTime.getTime() > now + EVENT_LIMITS.daysAhead * 86_400_000) {
      throw badInput('The event must be within a year from now', 'dateTime');
    }
    const [known] = await this.ctx.em.getConnection().execute(
      `select 1 from geo_wards where state_code = ? and lga_code = ? and code = ?`,
      ward.split('/'),
    );
    if (!known) throw badInput('That ward is not in INEC’s list of wards', 'ward');
    await this.ctx.deps.limits.consume('event:create', CREATE_RULE, viewer.id);
    const event = this.ctx.em.create(WardEvent, {
      title: data.title,
      description: data.description,
      location: data.location,
      dateTime: data.dateTime,
      ward,
      createdBy: viewer,
    });
    await this.ctx.em.flush();
    return this.byId(event.id);
  }

  /** The creator or an administrator removes an event. */
  async remove(id: string): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    if (!isUuid(id)) throw notFound('Event not found');
    const event = await this.ctx.em.findOne(WardEvent, { id });
    if (!event) throw notFound('Event not found');
    if (event.createdBy.id !== viewer.id && !viewer.isAdmin) throw appError('FORBIDDEN', 'Only its creator can remove this event');
    await this.ctx.em.removeAndFlush(event);
    return true;
  }

  private async byId(id: string): Promise<WardEventView> {
    const rows: Row[] = await this.ctx.em.getConnection().execute(`${SELECT} where e.id = ?`, [id]);
    const [view] = await this.withCreators(rows);
    if (!view) throw notFound('Event not found');
    return view;
  }

  /** One query for the creators of a page. */
  private async withCreators(rows: Row[]): Promise<WardEventView[]> {
    const ids = [...new Set(rows.map((row) => row.createdById))];
    const users = ids.length ? await this.ctx.em.find(User, { id: { $in: ids } }) : [];
    const byId = new Map(users.map((user) => [user.id, user]));
    return rows.map(({ createdById, ...row }) => ({
      ...row,
      dateTime: new Date(row.dateTime),
      createdAt: new Date(row.createdAt),
      createdBy: byId.get(createdById)!,
    }));
  }
}
