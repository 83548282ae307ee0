import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { USER_FIELD_ACCESS, type UserField } from './user.privacy.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const accessOf = (field: string) => (Object.hasOwn(USER_FIELD_ACCESS, field) ? USER_FIELD_ACCESS[field as UserField] : undefined);

type IntrospectedType = { kind: string; ofType: IntrospectedType | null };
/** The User type's fields as the running server's schema has them, objects read by their __typename. */
async function userTypeFields() {
  const result = await app.client().gql(`{ __type(name: "User") { fields { name type { kind ofType { kind ofType { kind ofType { kind } } } } } } }`);
  const named = (type: IntrospectedType): string => (type.ofType ? named(type.ofType) : type.kind);
  return (result.data.__type.fields as { name: string; type: IntrospectedType }[]).map(({ name, type }) => ({
    name,
    selection: named(type) === 'OBJECT' ? `${name} { __typename }` : name,
  }));
}

/** Fields about the viewer's own standing with the member: everyone reads them, each their own answer. */
const ABOUT_THE_VIEWER = new Set(['canSeeProfile', 'isFollowing', 'isFollowRequested']);

type Views = Record<'visitor' | 'member' | 'owner' | 'admin', Record<string, unknown>>;

/** What each reader got wrong, named by field, for the rule each field is classified under. */
function misreads(views: Views, fields: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const field of fields) {
    const access = accessOf(field);
    if (!access) {
      wrong.push(`${field}: not classified in USER_FIELD_ACCESS`);
      continue;
    }
    const value = views.owner[field];
    const readers = access.audience === 'public' ? ['visitor', 'member', 'owner', 'admin'] : access.audience === 'owner' ? ['owner', 'admin'] : ['admin'];
    for (const [who, view] of Object.entries(views)) {
      const got = view[field];
      if (!(field in view)) wrong.push(`${field}: missing for the ${who}`);
      else if (!readers.includes(who)) {
        if (got !== null) wrong.push(`${field} (${access.audience}): the ${who} read ${JSON.stringify(got)}`);
      } else if (ABOUT_THE_VIEWER.has(field)) {
        if (typeof got !== 'boolean') wrong.push(`${field}: the ${who} got ${JSON.stringify(got)}`);
      } else if (JSON.stringify(got) !== JSON.stringify(access.audience === 'admin' ? views.admin[field] : value)) {
        wrong.push(`${field} (${access.audience}): the ${who} read ${JSON.stringify(got)}, the owner ${JSON.stringify(value)}`);
      }
    }
    // The member filled in everything, so an owner field read as null means the owner was refused their own data.
    if (access.audience === 'owner' && value === null) wrong.push(`${field} (owner): the owner read null`);
  }
  return wrong;
}

describe('privacy by default', () => {
  it('classifies every field of the GraphQL User type', async () => {
    const unclassified = (await userTypeFields()).map((f) => f.name).filter((name) => !accessOf(name));
    expect(unclassified, 'add these User fields to USER_FIELD_ACCESS in user.privacy.ts').toEqual([]);
  });

  describe('a private member who shows neither party nor polling unit', () => {
    let readers: Record<keyof Views, TestClient>;
    let ownerId: string;

    beforeAll(async () => {
      const owner = await signedInClient(app);
      ownerId = owner.user.id;
      const saved = await owner.client.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, {
        input: {
          bio: 'Teacher in Ilupeju',
          phoneNumber: '+2348031234567',
          occupation: 'Teacher',
          interests: ['Education'],
          membershipType: 'OBIDIENT',
          partyAffiliation: 'LP',
          state: '24',
          lga: '16',
          ward: '05',
          pollingUnit: '001',
          isPrivateProfile: true,
        },
      });
      expect(saved.errors).toBeUndefined();
      // What no form of ours fills in: bank details are saved as the bank resolves them, a suspension by a moderator.
      await sql(
        `update users set date_of_birth = '1990-04-12', bank_name = 'Access Bank', account_number = '0123456789',
           account_name = 'CHIAMAKA OKAFOR', bank_code = '044', suspended_until = now() - interval '1 day',
           profile_image_url = 'https://example.ng/me.jpg' where id = ?`,
        [ownerId],
      );
      const admin = await signedInClient(app);
      await sql(`update users set role = 'admin' where id = ?`, [admin.user.id]);
      readers = { visitor: app.client(), member: (await signedInClient(app)).client, owner: owner.client, admin: admin.client };
    });

    async function viewsOf(read: (client: TestClient) => Promise<Record<string, unknown>>): Promise<Views> {
      const entries = await Promise.all(Object.entries(readers).map(async ([who, client]) => [who, await read(client)] as const));
      return Object.fromEntries(entries) as Views;
    }

    it('shows owner fields only to the owner and administrators over GraphQL; public ones to all', async () => {
      const fields = await userTypeFields();
      const query = `query($id: ID!) { user(id: $id) { ${fields.map((f) => f.selection).join(' ')} } }`;
      const views = await viewsOf(async (client) => {
        const result = await client.gql(query, { id: ownerId });
        expect(result.errors).toBeUndefined();
        return result.data.user;
      });
      expect(views.owner).toMatchObject({ email: expect.any(String), pollingUnit: '24/16/05/001', partyAffiliation: 'LP', walletBalance: 0 });
      expect(views.member).toMatchObject({ email: null, pollingUnit: null, partyAffiliation: null, walletBalance: null, bio: 'Teacher in Ilupeju' });
      expect(misreads(views, fields.map((f) => f.name))).toEqual([]);
    });

    it('shows the same over the REST user JSON', async () => {
      const views = await viewsOf(async (client) => {
        const res = await client.request('GET', `/api/users/profile/${ownerId}`);
        expect(res.status).toBe(200);
        return res.body;
      });
      expect(views.owner).toMatchObject({ phoneNumber: '+2348031234567', accountNumber: '0123456789', suspendedUntil: expect.any(String) });
      expect(views.visitor).toMatchObject({ email: null, phoneNumber: null, accountNumber: null, suspendedUntil: null, role: null, firstName: 'Chiamaka' });
      for (const view of Object.values(views)) expect(view).not.toHaveProperty('passwordHash');
      expect(misreads(views, Object.keys(views.owner))).toEqual([]);
    });

    it('answers search as the profile does, over GraphQL and REST', async () => {
      const { handle } = (await readers.owner.gql(`{ me { handle } }`)).data.me;
      const fields = await userTypeFields();
      const query = `query($q: String!) { searchUsers(query: $q) { ${fields.map((f) => f.selection).join(' ')} } }`;
      const theOwner = (found: { id: string }[]) => found.find((u) => u.id === ownerId)!;
      const gql = await viewsOf(async (client) => theOwner((await client.gql(query, { q: handle })).data.searchUsers));
      expect(misreads(gql, fields.map((f) => f.name))).toEqual([]);
      const rest = await viewsOf(async (client) => theOwner((await client.request('GET', `/api/users/search?q=${handle}`)).body));
      expect(rest.member).toMatchObject({ email: null, phoneNumber: null, pollingUnit: null, updatedAt: null, firstName: 'Chiamaka' });
      expect(misreads(rest, Object.keys(rest.owner))).toEqual([]);
    });

    it('serves every classified field on GraphQL or REST, so the table holds no stale rule', async () => {
      const served = new Set([...(await userTypeFields()).map((f) => f.name), ...Object.keys((await readers.owner.request('GET', '/api/auth/user')).body)]);
      expect(Object.keys(USER_FIELD_ACCESS).filter((field) => !served.has(field))).toEqual([]);
    });
  });

  it('shows a ban to administrators only', async () => {
    const banned = await signedInClient(app);
    await sql(`update users set banned_at = now() where id = ?`, [banned.user.id]);
    const admin = await signedInClient(app);
    await sql(`update users set role = 'admin' where id = ?`, [admin.user.id]);
    const member = await signedInClient(app);
    const bannedAt = async (client: TestClient) => (await client.request('GET', `/api/users/profile/${banned.user.id}`)).body.bannedAt;
    expect(await bannedAt(admin.client)).toEqual(expect.any(String));
    expect(await bannedAt(member.client)).toBeNull();
    expect(await bannedAt(app.client())).toBeNull();
  });
});
