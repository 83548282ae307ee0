import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { geoCatalog } from './geo.catalog.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const gql = <T = any>(query: string, variables?: Record<string, unknown>) => app.client().gql<T>(query, variables);

/** INEC's allocation of the House of Representatives' 360 seats, by state code (01 Abia … 37 FCT). */
const FEDERAL_SEATS: Record<string, number> = {
  '01': 8, '02': 8, '03': 10, '04': 11, '05': 12, '06': 5, '07': 11, '08': 10, '09': 8, '10': 10,
  '11': 6, '12': 9, '13': 6, '14': 8, '15': 6, '16': 10, '17': 11, '18': 16, '19': 24, '20': 15,
  '21': 8, '22': 9, '23': 6, '24': 24, '25': 5, '26': 10, '27': 9, '28': 9, '29': 9, '30': 14,
  '31': 8, '32': 13, '33': 11, '34': 6, '35': 6, '36': 7, '37': 2,
};

describe('senatorial districts and federal constituencies', () => {
  it('resolves every ward to a district and a constituency of its own state', async () => {
    const catalog = await geoCatalog(app.deps.orm.em);
    expect(catalog.wards).toHaveLength(8_809);
    const astray = catalog.wards.filter(
      (ward) => ward.senatorialDistrict?.stateCode !== ward.stateCode || ward.federalConstituency?.stateCode !== ward.stateCode,
    );
    expect(astray.map((ward) => ward.fullCode)).toEqual([]);
  });

  it("counts three senatorial districts a state (one for the FCT) and INEC's federal constituencies per state", async () => {
    const catalog = await geoCatalog(app.deps.orm.em);
    const count = (places: readonly { stateCode: string }[]) =>
      places.reduce<Record<string, number>>((counts, place) => ({ ...counts, [place.stateCode]: (counts[place.stateCode] ?? 0) + 1 }), {});
    const senatorial = count(catalog.senatorialDistricts);
    expect(Object.keys(senatorial)).toHaveLength(37);
    expect(Object.entries(senatorial).filter(([state, n]) => n !== (state === '37' ? 1 : 3))).toEqual([]);
    expect(count(catalog.federalConstituencies)).toEqual(FEDERAL_SEATS);
    expect(catalog.federalConstituencies).toHaveLength(360);
    // Every district and constituency named has wards: no name is left without a place.
    expect(catalog.senatorialDistricts.filter((d) => catalog.wardsOf(d).length === 0)).toEqual([]);
    expect(catalog.federalConstituencies.filter((c) => catalog.wardsOf(c).length === 0)).toEqual([]);
  });

  it('names the district and constituency of a polling unit, never just an id', async () => {
    const { data, errors } = await gql(`{ pollingUnit(code: "24/16/05/001") {
      senatorialDistrict { id displayName inecCode } federalConstituency { id displayName }
      ward { senatorialDistrict { displayName } federalConstituency { displayName } }
    } }`);
    expect(errors).toBeUndefined();
    expect(data.pollingUnit).toEqual({
      senatorialDistrict: { id: 70, displayName: 'Lagos West', inecCode: 'SD/072/LA' },
      federalConstituency: { id: 239, displayName: 'Mushin I' },
      ward: { senatorialDistrict: { displayName: 'Lagos West' }, federalConstituency: { displayName: 'Mushin I' } },
    });
  });

  it("answers a district with its state, LGAs, constituencies and where it is on a map", async () => {
    const { data, errors } = await gql(`{ senatorialDistrict(id: 70) {
      displayName state { displayName } lgas { displayName } federalConstituencies { displayName }
      extent { south west north east wardsPlaced wardsTotal }
    } }`);
    expect(errors).toBeUndefined();
    const district = data.senatorialDistrict;
    expect(district.displayName).toBe('Lagos West');
    expect(district.state.displayName).toBe('Lagos');
    expect(district.lgas.map((l: { displayName: string }) => l.displayName)).toContain('Mushin');
    expect(district.federalConstituencies.map((c: { displayName: string }) => c.displayName)).toContain('Mushin I');
    // Lagos lies between about 6.3°N–6.8°N and 2.7°E–4.4°E.
    const { south, west, north, east, wardsPlaced, wardsTotal } = district.extent;
    expect([south, north].every((lat: number) => lat > 6.2 && lat < 6.9)).toBe(true);
    expect([west, east].every((lon: number) => lon > 2.6 && lon < 4.5)).toBe(true);
    expect(south).toBeLessThan(north);
    expect(wardsPlaced).toBeGreaterThan(0);
    expect(wardsPlaced).toBeLessThanOrEqual(wardsTotal);
  });

  it('lists a state’s constituencies, and answers null for an id no constituency has', async () => {
    const { data } = await gql(`{ federalConstituencies(stateCode: "37") { displayName }
      senatorialDistricts(stateCode: "37") { displayName } federalConstituency(id: 99999) { id } }`);
    expect(data.federalConstituencies).toHaveLength(2);
    expect(data.senatorialDistricts).toHaveLength(1);
    expect(data.federalConstituency).toBeNull();
  });

  it('says which two districts a constituency split between them votes in', async () => {
    const { data } = await gql(`{ federalConstituency(id: 175) { displayName senatorialDistricts { displayName } } }`);
    expect(data.federalConstituency.displayName).toBe('Gezawa/Gabasawa');
    expect(data.federalConstituency.senatorialDistricts.map((d: { displayName: string }) => d.displayName).sort()).toEqual([
      'Kano Central',
      'Kano North',
    ]);
  });

  it('REST: a constituency with its LGAs, and 404 or 400 for an id that is not one', async () => {
    const client = app.client();
    const found = await client.request('GET', '/api/geo/federal-constituencies/239');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: 239, displayName: 'Mushin I', state: { displayName: 'Lagos' } });
    expect(found.body.lgas.map((l: { displayName: string }) => l.displayName)).toEqual(['Mushin']);
    expect((await client.request('GET', '/api/geo/senatorial-districts/99999')).status).toBe(404);
    const bad = await client.request('GET', '/api/geo/senatorial-districts/lagos');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Constituency ids are whole numbers');
  });

  it('names them in /api/inec/validate-polling-unit', async () => {
    const res = await app.client().request('POST', '/api/inec/validate-polling-unit', { state: '24', lga: '16', ward: '05', pollingUnit: '001' });
    expect(res.status).toBe(200);
    expect(res.body.pollingUnit).toMatchObject({
      senatorialDistrict: { displayName: 'Lagos West' },
      federalConstituency: { displayName: 'Mushin I' },
    });
    expect(res.body.ward).toMatchObject({ senatorialDistrict: { displayName: 'Lagos West' } });
  });
});
