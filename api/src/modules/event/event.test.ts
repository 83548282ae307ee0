import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../../../test/harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const ILUPEJU = '24/16/05'; // Lagos › Mushin › Ilupeju
const OTHER_WARD = '24/16/06';

async function member(firstName: string, ward: string | null, role = 'user') {
  const signedIn = await signedInClient(app, { firstName, lastName: 'Bello' });
  await app
    .em()
    .getConnection()
    .execute(`update users set state = ?, lga = ?, ward = ?, role = ? where id = ?`, [
      ward ? ward.slice(0, 2) : null,
      ward ? ward.slice(0, 5) : null,
      ward,
      role,
      signedIn.user.id,
    ]);
  return signedIn.client;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const CREATE = `mutation($input: CreateWardEventInput!) { createWardEvent(input: $input) { id title location ward wardName dateTime createdBy { firstName } } }`;
const UPCOMING = `query($ward: String) { upcomingEvents(ward: $ward, first: 10) { edges { node { title } } pageInfo { hasNextPage } } }`;
const titles = (result: any) => result.data.upcomingEvents.edges.map((e: any) => e.node.title);
const count = async () => (await app.em().getConnection().execute(`select count(*)::int as n from events`))[0].n;

describe('ward events', () => {
  it('a member adds events to their ward; neighbours see them soonest first, other wards do not', async () => {
    const organiser = await member('Kemi', ILUPEJU);
    const neighbour = await member('Femi', ILUPEJU);
    const elsewhere = await member('Ngozi', OTHER_WARD);

    const later = await organiser.gql(CREATE, {
      input: { title: 'Town hall with the councillor', location: 'Ilupeju Town Hall', dateTime: inDays(10), description: 'Bring questions about drainage.' },
    });
    expect(later.data.createWardEvent).toMatchObject({ ward: ILUPEJU, wardName: 'ILUPEJU', createdBy: { firstName: 'Kemi' } });
    const sooner = await organiser.request('POST', '/api/events', { title: 'PVC collection drive', location: 'St. Mary’s school', dateTime: inDays(2) });
    expect(sooner.status).toBe(200);
    expect(sooner.body).toMatchObject({ title: 'PVC collection drive', ward: ILUPEJU });

    expect(titles(await neighbour.gql(UPCOMING))).toEqual(['PVC collection drive', 'Town hall with the councillor']);
    const rest = await neighbour.request('GET', '/api/events/upcoming');
    expect(rest.status).toBe(200);
    expect(rest.body.map((e: any) => [e.title, e.location])).toEqual([
      ['PVC collection drive', 'St. Mary’s school'],
      ['Town hall with the councillor', 'Ilupeju Town Hall'],
    ]);
    expect(titles(await elsewhere.gql(UPCOMING))).toEqual([]);
    expect(titles(await elsewhere.gql(UPCOMING, { ward: ILUPEJU }))).toHaveLength(2);

    // A past event drops off the list.
    await app.em().getConnection().execute(`update events set date_time = now() - interval '1 hour' where title = 'PVC collection drive'`);
    expect(titles(await neighbour.gql(UPCOMING))).toEqual(['Town hall with the councillor']);

    expect((await app.client().request('GET', '/api/events/upcoming')).status).toBe(401);
  });

  it('refuses a bad event and stores nothing; only administrators add events to other wards', async () => {
    const organiser = await member('Sade', ILUPEJU);
    const admin = await member('Musa', null, 'admin');
    const homeless = await member('Ike', null);
    const before = await count();
    const attempt = async (client: typeof organiser, input: Record<string, unknown>) =>
      (await client.gql(CREATE, { input: { title: 'Meeting', location: 'Hall', dateTime: inDays(3), ...input } })).errors?.[0];

    expect(await attempt(organiser, { title: '   ' })).toMatchObject({ message: 'Title is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await attempt(organiser, { dateTime: inDays(-1) }))?.message).toBe('The event must be in the future');
    expect((await attempt(organiser, { dateTime: inDays(400) }))?.message).toBe('The event must be within a year from now');
    expect((await attempt(organiser, { location: 'x'.repeat(201) }))?.message).toBe('Location must be at most 200 characters');
    expect(await attempt(organiser, { ward: OTHER_WARD })).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await attempt(homeless, {}))?.message).toBe('Add your ward to your profile to create events for it');
    expect((await attempt(admin, { ward: '24/16/99' }))?.message).toBe('That ward is not in INEC’s list of wards');
    expect(await count()).toBe(before);

    expect(await attempt(admin, { ward: OTHER_WARD, title: 'Ward collation training' })).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });

  it('lets the creator or an administrator remove an event, nobody else', async () => {
    const organiser = await member('Tolu', ILUPEJU);
    const neighbour = await member('Bisi', ILUPEJU);
    const admin = await member('Garba', null, 'admin');
    const make = async (title: string) => (await organiser.gql(CREATE, { input: { title, location: 'Hall', dateTime: inDays(5) } })).data.createWardEvent.id;
    const first = await make('Cleanup exercise');
    const second = await make('Youth debate');

    expect((await neighbour.request('DELETE', `/api/events/${first}`)).status).toBe(403);
    expect((await organiser.request('DELETE', `/api/events/${first}`)).body).toEqual({ deleted: true });
    expect((await admin.gql(`mutation($id: ID!) { deleteWardEvent(id: $id) }`, { id: second })).data.deleteWardEvent).toBe(true);
    expect(titles(await neighbour.gql(UPCOMING))).not.toContain('Youth debate');
    expect((await organiser.request('DELETE', `/api/events/${first}`)).status).toBe(404);
  });
});
