import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../../../test/harness.js';
import { User } from '../user/user.entity.js';
import { mergeLocation } from './location.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const ILUPEJU_UNIT = { state: '24', lga: '16', ward: '05', pollingUnit: '001' }; // Lagos › Mushin › Ilupeju › 10, Ogunji St.
const LOCATION = `location {
  state { code displayName registeredVoters2023 }
  lga { fullCode displayName }
  ward { fullCode displayName senatorialDistrictId }
  pollingUnit { puCode displayName }
}`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { state lga ward pollingUnit ${LOCATION} } }`;
const stored = async (id: string) => {
  const user = await app.em().findOneOrFail(User, { id });
  return { state: user.state, lga: user.lga, ward: user.ward, pollingUnit: user.pollingUnit, updatedAt: user.updatedAt };
};

describe('a member’s electoral location', () => {
  it('saves Lagos › Mushin › Ilupeju › one unit as full codes and shows every level by name', async () => {
    const { client } = await signedInClient(app);
    const result = await client.gql(UPDATE, { input: ILUPEJU_UNIT });
    expect(result.errors).toBeUndefined();
    expect(result.data.updateProfile).toEqual({
      state: '24',
      lga: '24/16',
      ward: '24/16/05',
      pollingUnit: '24/16/05/001',
      location: {
        state: { code: '24', displayName: 'Lagos', registeredVoters2023: 7_060_195 },
        lga: { fullCode: '24/16', displayName: 'Mushin' },
        ward: { fullCode: '24/16/05', displayName: 'Ilupeju', senatorialDistrictId: 70 },
        pollingUnit: { puCode: '24/16/05/001', displayName: '10, Ogunji St.' },
      },
    });
    const me = await client.request('GET', '/api/auth/user');
    expect(me.body.location.ward).toMatchObject({ displayName: 'Ilupeju', fullCode: '24/16/05', name: 'ILUPEJU' });
    expect(me.body.location.pollingUnit).toMatchObject({ puCode: '24/16/05/001', displayName: '10, Ogunji St.' });
  });

  it.each([
    ['a Kano ward under a Lagos LGA', { ...ILUPEJU_UNIT, ward: '19/01/01', pollingUnit: null }, 'ward', 'That ward is not in the chosen LGA'],
    ['an LGA of another state', { state: '24', lga: '19/01' }, 'lga', 'That LGA is not in the chosen state'],
    ['an unknown state code', { state: '38' }, 'state', 'Unknown state'],
    ['a state name instead of its code', { state: 'Lagos' }, 'state', 'Unknown state'],
    ['an LGA that does not exist', { state: '24', lga: '99' }, 'lga', 'That LGA is not in the chosen state'],
    ['a unit of another ward', { ...ILUPEJU_UNIT, pollingUnit: '24/16/04/001' }, 'pollingUnit', 'That polling unit is not in the chosen ward'],
    ['a ward without its LGA', { state: '24', ward: '05' }, 'lga', 'Choose an LGA before the ward'],
  ])('refuses %s with the level named, and changes nothing', async (_case, input, field, message) => {
    const { client, user } = await signedInClient(app);
    await client.gql(UPDATE, { input: { state: '37', lga: '01' } }); // FCT › Abaji
    const before = await stored(user.id);
    const res = await client.request('PUT', '/api/auth/profile', { ...input, bio: 'changed' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
    expect(await stored(user.id)).toEqual(before);
    const again = await client.gql(UPDATE, { input });
    expect(again.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('clears the levels below a changed one, as the picker does, and keeps them when a level is resent unchanged', async () => {
    const { client, user } = await signedInClient(app);
    await client.gql(UPDATE, { input: ILUPEJU_UNIT });
    await client.gql(UPDATE, { input: { state: '24', lga: '24/16' } });
    expect(await stored(user.id)).toMatchObject({ ward: '24/16/05', pollingUnit: '24/16/05/001' });
    const moved = await client.gql(UPDATE, { input: { state: '24', lga: '01' } }); // Agege
    expect(moved.data.updateProfile).toMatchObject({ state: '24', lga: '24/01', ward: null, pollingUnit: null });
    await client.gql(UPDATE, { input: { state: '37' } });
    expect(await stored(user.id)).toMatchObject({ state: '37', lga: null, ward: null, pollingUnit: null });
  });

  it('clears the location with empty values (the spec sends them as null) and leaves it alone when not sent', async () => {
    const { client, user } = await signedInClient(app);
    await client.gql(UPDATE, { input: ILUPEJU_UNIT });
    await client.request('PUT', '/api/auth/profile', { bio: 'Only the bio' });
    expect(await stored(user.id)).toMatchObject({ ward: '24/16/05' });
    const res = await client.request('PUT', '/api/auth/profile', { state: '', lga: '', ward: '', pollingUnit: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: null, lga: null, ward: null, pollingUnit: null });
    expect(res.body.location).toEqual({ state: null, lga: null, ward: null, pollingUnit: null });
  });
});

describe('mergeLocation', () => {
  const current = { state: '24', lga: '24/16', ward: '24/16/05', pollingUnit: '24/16/05/001' };

  it('changes nothing when no level is given', () => {
    expect(mergeLocation(current, { })).toBeNull();
  });

  it('completes a code given within its parent, from the merged parent', () => {
    expect(mergeLocation(current, { ward: '04' })).toEqual({ ...current, ward: '24/16/04', pollingUnit: null });
    expect(mergeLocation(current, { lga: '01', ward: '02' })).toEqual({
      state: '24',
      lga: '24/01',
      ward: '24/01/02',
      pollingUnit: null,
    });
  });
});

describe('REST: reference data', () => {
  it('lists states with their register figures, then LGAs, wards and a page of units, cacheable for a day', async () => {
    const client = app.client();
    const states = await client.request('GET', '/api/geo/states');
    expect(states.status).toBe(200);
    expect(states.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(states.body).toHaveLength(37);
    expect(states.body[23]).toEqual({ code: '24', name: 'LAGOS', displayName: 'Lagos', registeredVoters2023: 7_060_195 });
    expect(states.body.reduce((sum: number, s: { registeredVoters2023: number }) => sum + s.registeredVoters2023, 0)).toBe(
      93_469_008,
    );
    const lgas = await client.request('GET', '/api/geo/states/24/lgas');
    expect(lgas.body).toHaveLength(20);
    expect(lgas.body[15]).toMatchObject({ fullCode: '24/16', displayName: 'Mushin' });
    const wards = await client.request('GET', '/api/geo/states/24/lgas/16/wards');
    expect(wards.body[4]).toMatchObject({ fullCode: '24/16/05', displayName: 'Ilupeju', federalConstituencyId: 239 });
    const units = await client.request('GET', '/api/geo/states/24/lgas/16/wards/05/polling-units?first=2');
    expect(units.body.edges.map((e: any) => e.node.puCode)).toEqual(['24/16/05/001', '24/16/05/002']);
    expect(units.body.pageInfo.hasNextPage).toBe(true);
    const next = await client.request(
      'GET',
      `/api/geo/states/24/lgas/16/wards/05/polling-units?first=1&after=${units.body.pageInfo.endCursor}`,
    );
    expect(next.body.edges[0].node.puCode).toBe('24/16/05/003');
  });

  it('finds one unit by its code and searches by name; unknown places answer 404', async () => {
    const client = app.client();
    const unit = await client.request('GET', '/api/geo/polling-units/24/16/05/001');
    expect(unit.body).toMatchObject({ displayName: '10, Ogunji St.', ward: { displayName: 'Ilupeju' }, stateConstituencyId: 665 });
    const search = await client.request('GET', '/api/geo/search?q=ilupeju&state=24&lga=16');
    expect(search.body[0]).toMatchObject({ kind: 'WARD', displayName: 'Ilupeju', ward: { fullCode: '24/16/05' } });
    expect((await client.request('GET', '/api/geo/polling-units/24/16/05/999')).status).toBe(404);
    expect((await client.request('GET', '/api/geo/states/99/lgas')).status).toBe(404);
    const short = await client.request('GET', '/api/geo/search?q=a');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Search needs at least 2 characters');
  });
});

describe('REST: voter data', () => {
  it('validates a polling unit that is in the ward, LGA and state given', async () => {
    const res = await app.client().request('POST', '/api/inec/validate-polling-unit', ILUPEJU_UNIT);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valid: true,
      pollingUnit: { puCode: '24/16/05/001' },
      ward: { displayName: 'Ilupeju' },
      lga: { displayName: 'Mushin' },
    });
  });

  it('answers valid: false with the reason for a combination INEC does not have', async () => {
    const res = await app.client().request('POST', '/api/inec/validate-polling-unit', { ...ILUPEJU_UNIT, ward: '19/01/01' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: false, reason: 'That ward is not in the chosen LGA', pollingUnit: null, ward: null, lga: null });
  });

  it('needs all four levels', async () => {
    const res = await app.client().request('POST', '/api/inec/validate-polling-unit', { ...ILUPEJU_UNIT, ward: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Choose a ward', field: 'ward' });
  });
});
