import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { moduleHook } from '../../shared/module-hook.js';
import { isUuid, parseInput } from '../../shared/validation.js';
import { CivicKind } from '../civic/civic.rules.js';
import { CivicService } from '../civic/civic.service.js';
import { GeoService } from '../geo/geo.service.js';
import { locationCodes, mergeLocation } from '../geo/location.js';
import { PARTIES } from './parties.js';
import { MembershipType, User } from './user.entity.js';

/** Trimmed text; blank becomes null (the spec sends empty values as null). */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'Name must be at most 100 characters');

/** Interests arrive as a list or, from the REST shim, as a JSON array string. */
const interests = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null) return [];
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',');
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Interests must be a list' });
        return z.NEVER;
      }
    }
    if (!Array.isArray(list)) {
      ctx.addIssue({ code: 'custom', message: 'Interests must be a list' });
      return z.NEVER;
    }
    return [...new Set(list.map((item) => String(item).trim()).filter(Boolean))];
  })
  .pipe(
    z
      .array(z.string().max(50, 'Each interest must be at most 50 characters'))
      .max(20, 'Choose at most 20 interests')
      .optional(),
  );

/** One value from a list; blank becomes null (none chosen). */
const optionalChoice = (values: [string, ...string[]], message: string) =>
  z.preprocess((value) => (value === '' ? null : value), z.enum(values, { error: message }).nullish());

const membershipValues = Object.values(MembershipType) as [string, ...string[]];
const partyValues = PARTIES.map((p) => p.abbreviation) as [string, ...string[]];

const profileSchema = z.object({
  firstName: requiredName('First name is required').optional(),
  lastName: requiredName('Last name is required').optional(),
  email: z.string().trim().toLowerCase().optional(),
  bio: optionalText(500, 'Bio'),
  phoneNumber: optionalText(32, 'Phone number').refine(
    (value) => !value || /^\+?[0-9 ()-]{7,20}$/.test(value),
    'Please enter a valid phone number',
  ),
  occupation: optionalText(100, 'Occupation'),
  interests,
  state: optionalText(20, 'State'),
  lga: optionalText(20, 'LGA'),
  ward: optionalText(20, 'Ward'),
  pollingUnit: optionalText(20, 'Polling unit'),
  isPrivateProfile: z.boolean({ error: 'Private profile must be true or false' }).optional(),
  showPartyAffiliation: z.boolean({ error: 'Choose whether others see your party' }).optional(),
  showPollingUnit: z.boolean({ error: 'Choose whether others see your polling unit' }).optional(),
  membershipType: optionalChoice(membershipValues, 'Please choose a valid membership type'),
  partyAffiliation: optionalChoice(partyValues, 'Please choose a party from the list'),
});

/**
 * What follows a member making their profile public: the social module (above this one)
 * registers it when it starts; nobody is left to approve the follow requests waiting, so they
 * become follows. True when the member's counts changed.
 */
type ProfileMadePublic = (ctx: Context) => Promise<boolean>;
const madePublicHook = moduleHook<ProfileMadePublic>('the social module has not registered what making a profile public does');
export const setProfileMadePublic = madePublicHook.provide;
const profileMadePublic = (ctx: Context) => madePublicHook.get()(ctx);

export class UserService {
  constructor(private readonly ctx: Context) {}

  async byId(id: string): Promise<User> {
    const user = isUuid(id) ? await this.ctx.em.findOne(User, { id }) : null;
    if (!user) throw notFound('Profile not found');
    return user;
  }

  /**
   * The owner edits their own profile; the email is read-only here. The electoral location
   * is given as INEC codes and must hold together (a ward of the chosen LGA, and so on):
   * a wrong one is refused with the level named, and nothing is saved.
   */
  async updateProfile(input: unknown): Promise<User> {
    const viewer = requireViewer(this.ctx);
    const { email, state, lga, ward, pollingUnit, ...changes } = parseInput(profileSchema, input);
    if (email !== undefined && email !== viewer.email) {
      throw badInput('Email cannot be changed from the profile', 'email');
    }
    const location = mergeLocation(
      { state: viewer.state ?? null, lga: viewer.lga ?? null, ward: viewer.ward ?? null, pollingUnit: viewer.pollingUnit ?? null },
      { state, lga, ward, pollingUnit },
    );
    if (location) Object.assign(changes, locationCodes(await new GeoService(this.ctx).validateLocation(location)));
    // Choosing a party is the explicit consent the NDPA asks for before storing it; clearing it withdraws it.
    if (changes.partyAffiliation !== undefined && changes.partyAffiliation !== viewer.partyAffiliation) {
      Object.assign(changes, { partyConsentAt: changes.partyAffiliation ? new Date() : null });
    }
    const madePublic = viewer.isPrivateProfile && changes.isPrivateProfile === false;
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) Object.assign(viewer, { [key]: value });
    }
    await this.ctx.em.flush();
    if (madePublic && (await profileMadePublic(this.ctx))) await this.ctx.em.refresh(viewer);
    if (viewer.ward) await new CivicService(this.ctx).record({ userId: viewer.id, kind: CivicKind.LOCATION, subject: 'ward' });
    return viewer;
  }
}

/** A handle nobody has yet, from the email local part: "ada.obi@x" → "adaobi", then "adaobi2"… Sign-up and the CLI share it. */
export async function freeHandleFor(em: EntityManager, email: string): Promise<string> {
  const base =
    email
      .split('@')[0]
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '')
      .slice(0, 24) || 'user';
  const taken = new Set((await em.find(User, { handle: { $like: `${base}%` } }, { fields: ['handle'] })).map((u) => u.handle));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
