import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import type { Context } from '../../shared/context.js';
import { createLogger } from '../../shared/logger.js';
import { parseCsv } from '../../shared/csv.js';
import { forgetGeoCatalog, placeSearchIndex, pollingUnitIndex } from './geo.catalog.js';
import { seedGeo, GEO_DATA_DIR } from './geo.seeder.js';
import { GeoService } from './geo.service.js';
import { titleCase } from './title-case.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The data file's lines, read plainly (not with the seeder's parser): codes lead every line. */
const lines = (file: string) =>
  gunzipSync(readFileSync(path.join(GEO_DATA_DIR, file)))
    .toString('utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean);
const tally = (keys: string[]) => keys.reduce<Record<string, number>>((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const service = () =>
  new GeoService({ deps: app.deps, em: app.em(), viewer: null, sessionId: null, ip: '127.0.0.1' } as Context);
const gql = <T = any>(query: string, variables?: Record<string, unknown>) => app.client().gql<T>(query, variables);

describe('the loaded data', () => {
  it('holds every state, LGA, ward and polling unit of the data files, state by state', async () => {
    const expected = {
      lgas: tally(lines('lgas.csv.gz').map((l) => l.slice(0, 2))),
      wards: tally(lines('wards.csv.gz').map((l) => l.slice(0, 2))),
      units: tally(lines('polling_units.csv.gz').map((l) => l.slice(0, 2))),
    };
    expect(Object.values(expected.units).reduce((a, b) => a + b)).toBe(176_846);
    const counted = async (table: string) =>
      Object.fromEntries(
        (await sql(`select state_code, count(*)::int as n from ${table} group by state_code`)).map((r) => [
          r.state_code,
          r.n,
        ]),
      );
    expect(await counted('geo_lgas')).toEqual(expected.lgas);
    expect(await counted('geo_wards')).toEqual(expected.wards);
    expect(await counted('geo_polling_units')).toEqual(expected.units);
  });

  it('keeps names with quoted commas and quotes exactly as INEC wrote them', async () => {
    const [bogoro] = await sql(`select name from geo_wards where state_code = '05' and lga_code = '03' and code = '01'`);
    expect(bogoro.name).toBe('BOGORO "A"');
    const [unit] = await sql(`select name from geo_polling_units where pu_code = '05/02/04/004'`);
    expect(unit.name).toBe('LIMAN KATAGUM PRIMARY SCHOOL,LIMAN KATAGUM PRIMARY SCHOOL \\A\\""');
  });

  it('answers every polling unit from memory exactly as the table holds it', async () => {
    const index = await pollingUnitIndex(app.deps.orm.em);
    const rows = await sql(`select pu_code, name, latitude, longitude from geo_polling_units`);
    expect(index.size).toBe(rows.length);
    const differing = rows.filter((row) => {
      const unit = index.unit(row.pu_code);
      return !unit || unit.puCode !== row.pu_code || unit.name !== row.name || unit.latitude !== row.latitude || unit.longitude !== row.longitude;
    });
    expect(differing).toEqual([]);
    expect(index.unit('24/16/05/999')).toBeUndefined();
    expect(index.unit('24/16/99/001')).toBeUndefined();
    expect(index.unit('24/16/05/12')).toBeUndefined();
  });

  it('is not loaded twice: seeding again finds everything and changes nothing', async () => {
    const before = await sql(`select count(*)::int as n from geo_polling_units`);
    const again = await seedGeo(app.deps.orm, createLogger('silent'));
    expect(again).toMatchObject({ loaded: false, inserted: {} });
    expect(again.ms).toBeLessThan(1_000);
    expect(await sql(`select count(*)::int as n from geo_polling_units`)).toEqual(before);
  });

  it('completes a partial load, adding only what is missing', async () => {
    await sql(`delete from geo_polling_units where state_code = '24' and lga_code = '03' and ward_code = '04'`);
    const result = await seedGeo(app.deps.orm, createLogger('silent'));
    expect(result.loaded).toBe(true);
    expect(result.inserted).toEqual({
      geo_states: 0,
      geo_lgas: 0,
      geo_wards: 0,
      geo_polling_units: 282,
      geo_senatorial_districts: 0,
      geo_federal_constituencies: 0,
    });
    const page = await gql(`{ pollingUnits(stateCode: "24", lgaCode: "03", wardCode: "04") { totalCount } }`);
    expect(page.data.pollingUnits.totalCount).toBe(282);
  });
});

describe('/api/ready', () => {
  it('answers ready only with the geography and its search in memory', async () => {
    forgetGeoCatalog(app.deps.orm.em);
    const { status, body } = await app.client().request('GET', '/api/ready');
    expect({ status, body }).toMatchObject({ status: 200, body: { ready: true, postgres: 'up' } });
    const notLoaded = Symbol('still loading');
    const loaded = await Promise.race([placeSearchIndex(app.deps.orm.em), Promise.resolve(notLoaded)]);
    expect(loaded).not.toBe(notLoaded);
  });
});

describe("each state's registered voters", () => {
  it("holds INEC's January 2023 register, 93,469,008 in all, and refills a missing figure", async () => {
    const [{ total }] = await sql(`select sum(registered_voters_2023)::int as total from geo_states`);
    expect(total).toBe(93_469_008);
    await sql(`update geo_states set registered_voters_2023 = null where code = '19'`);
    const result = await seedGeo(app.deps.orm, createLogger('silent'));
    expect(result.loaded).toBe(true);
    const { data } = await gql(`{ states { code registeredVoters2023 } }`);
    expect(data.states.find((s: { code: string }) => s.code === '19').registeredVoters2023).toBe(5_921_370);
  });
});

describe('browsing state → LGA → ward → polling unit', () => {
  it('lists the 36 states and the FCT with INEC names and display names', async () => {
    const { data } = await gql(`{ states { code name displayName } }`);
    expect(data.states).toHaveLength(37);
    expect(data.states[0]).toEqual({ code: '01', name: 'ABIA', displayName: 'Abia' });
    expect(data.states).toContainEqual({ code: '24', name: 'LAGOS', displayName: 'Lagos' });
    expect(data.states).toContainEqual({ code: '03', name: 'AKWA IBOM', displayName: 'Akwa Ibom' });
    expect(data.states.at(-1)).toEqual({ code: '37', name: 'FCT', displayName: 'FCT' });
  });

  it("lists Lagos's 20 LGAs in code order", async () => {
    const { data } = await gql(`{ lgas(stateCode: "24") { stateCode code name displayName } }`);
    expect(data.lgas).toHaveLength(20);
    expect(data.lgas[0]).toEqual({ stateCode: '24', code: '01', name: 'AGEGE', displayName: 'Agege' });
    expect(data.lgas).toContainEqual({
      stateCode: '24',
      code: '02',
      name: 'AJEROMI/IFELODUN',
      displayName: 'Ajeromi/Ifelodun',
    });
    expect(data.lgas).toContainEqual(expect.objectContaining({ code: '16', displayName: 'Mushin' }));
  });

  it("lists Mushin's 14 wards with their constituencies", async () => {
    const { data } = await gql(
      `{ wards(stateCode: "24", lgaCode: "16") { code name displayName senatorialDistrictId federalConstituencyId stateConstituencyId } }`,
    );
    expect(data.wards).toHaveLength(14);
    expect(data.wards[1]).toEqual({
      code: '02',
      name: 'IDI-ORO/ODI-OLOWU',
      displayName: 'Idi-Oro/Odi-Olowu',
      senatorialDistrictId: 70,
      federalConstituencyId: 239,
      stateConstituencyId: 665,
    });
  });

  it('tells an unknown state or LGA from a malformed code', async () => {
    const unknownState = await gql(`{ lgas(stateCode: "99") { code } }`);
    expect(unknownState.errors?.[0]).toMatchObject({
      message: 'No state has the code 99',
      extensions: { code: 'NOT_FOUND' },
    });
    const unknownLga = await gql(`{ wards(stateCode: "24", lgaCode: "99") { code } }`);
    expect(unknownLga.errors?.[0]).toMatchObject({
      message: 'No LGA has the code 99 in Lagos',
      extensions: { code: 'NOT_FOUND' },
    });
    const unknownWard = await gql(`{ pollingUnits(stateCode: "24", lgaCode: "16", wardCode: "15") { totalCount } }`);
    expect(unknownWard.errors?.[0]).toMatchObject({
      message: 'No ward has the code 15 in Mushin',
      extensions: { code: 'NOT_FOUND' },
    });
    const malformed = await gql(`{ lgas(stateCode: "Lagos") { code } }`);
    expect(malformed.errors?.[0]).toMatchObject({
      message: 'State code must be two digits, e.g. "01"',
      extensions: { code: 'BAD_USER_INPUT', field: 'stateCode' },
    });
  });

  it("pages through a ward's 282 polling units with cursors, in order, without repeats", async () => {
    const expected = lines('polling_units.csv.gz')
      .filter((l) => l.startsWith('24/03/04/'))
      .map((l) => l.split(',')[0]);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(10);
      const { data }: any = await gql(
        `query($after: String) { pollingUnits(stateCode: "24", lgaCode: "03", wardCode: "04", first: 100, after: $after) {
          totalCount edges { cursor node { puCode code } } pageInfo { hasNextPage endCursor } } }`,
        { after },
      );
      const page = data.pollingUnits;
      expect(page.totalCount).toBe(282);
      seen.push(...page.edges.map((e: any) => e.node.puCode));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1).cursor);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(282);
  });

  it('caps a page at 200 units, defaults to 50, and refuses a cursor from another ward', async () => {
    const big = await gql(`{ pollingUnits(stateCode: "24", lgaCode: "03", wardCode: "04", first: 300) { edges { cursor } } }`);
    expect(big.errors).toBeUndefined();
    expect(big.data.pollingUnits.edges).toHaveLength(200);
    const small = await gql(`{ pollingUnits(stateCode: "24", lgaCode: "03", wardCode: "04") { edges { cursor } } }`);
    expect(small.data.pollingUnits.edges).toHaveLength(50);
    const other = await gql(`{ pollingUnits(stateCode: "24", lgaCode: "16", wardCode: "05", first: 1) { pageInfo { endCursor } } }`);
    const wrong = await gql(
      `query($after: String) { pollingUnits(stateCode: "24", lgaCode: "03", wardCode: "04", after: $after) { totalCount } }`,
      { after: other.data.pollingUnits.pageInfo.endCursor },
    );
    expect(wrong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'after' } });
  });

  it('finds one polling unit by its code, with where it is', async () => {
    const { data } = await gql(`{ pollingUnit(code: "01/01/06/029") {
      puCode code name displayName latitude longitude federalConstituencyId
      ward { code displayName } lga { displayName } state { displayName } } }`);
    expect(data.pollingUnit).toEqual({
      puCode: '01/01/06/029',
      code: '029',
      name: 'MIGRANT FARMERS PRIMARY SCH, III',
      displayName: 'Migrant Farmers Primary Sch, III',
      latitude: 5.113428,
      longitude: 7.377873,
      federalConstituencyId: 2,
      ward: { code: '06', displayName: 'Uratta' },
      lga: { displayName: 'Aba North' },
      state: { displayName: 'Abia' },
    });
    const unknown = await gql(`{ pollingUnit(code: "01/01/06/999") { puCode } }`);
    expect(unknown).toEqual({ data: { pollingUnit: null } });
    const malformed = await gql(`{ pollingUnit(code: "029") { puCode } }`);
    expect(malformed.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
  });

  it('gives no coordinates where the data has none', async () => {
    const { data } = await gql(`{ pollingUnit(code: "01/01/01/001") { displayName latitude longitude } }`);
    expect(data.pollingUnit).toEqual({
      displayName: 'Railway Quarters - Railway Quarters I',
      latitude: null,
      longitude: null,
    });
  });
});

describe('searchPlaces', () => {
  const search = `query($query: String!, $stateCode: String, $lgaCode: String, $first: Int) {
    searchPlaces(query: $query, stateCode: $stateCode, lgaCode: $lgaCode, first: $first) {
      kind name displayName state { code displayName } lga { code displayName } ward { code displayName }
      pollingUnit { puCode } } }`;

  it('puts the ward named exactly EZIAMA, in Aba North, Abia, first', async () => {
    const { data } = await gql(search, { query: '  eziama ' });
    const [first, second] = data.searchPlaces;
    expect(first).toMatchObject({
      kind: 'WARD',
      displayName: 'Eziama',
      state: { code: '01', displayName: 'Abia' },
      lga: { displayName: 'Aba North' },
      ward: { code: '01' },
      pollingUnit: null,
    });
    expect(second).toMatchObject({ kind: 'WARD', name: 'EZIAMA', state: { displayName: 'Imo' } });
    // Then names starting with the query, before names merely containing it.
    const names: string[] = data.searchPlaces.map((r: any) => r.name);
    expect(names.slice(2).every((n) => n.startsWith('EZIAMA'))).toBe(true);
    expect(data.searchPlaces).toHaveLength(20);
  });

  it('finds places despite a misspelling', async () => {
    const { data } = await gql(search, { query: 'Eziamma', first: 10 });
    expect(data.searchPlaces.map((r: any) => r.name)).toContain('EZIAMA');
  });

  it('stays within the state, or the LGA, it is given', async () => {
    const inImo = await gql(search, { query: 'eziama', stateCode: '16', first: 50 });
    expect(inImo.data.searchPlaces[0]).toMatchObject({ kind: 'WARD', name: 'EZIAMA', state: { code: '16' } });
    expect(inImo.data.searchPlaces.every((r: any) => r.state.code === '16')).toBe(true);
    const inMushin = await gql(search, { query: 'school', stateCode: '24', lgaCode: '16', first: 50 });
    expect(inMushin.data.searchPlaces.length).toBeGreaterThan(0);
    expect(
      inMushin.data.searchPlaces.every((r: any) => r.state.code === '24' && r.lga.displayName === 'Mushin'),
    ).toBe(true);
    expect(inMushin.data.searchPlaces[0]).toMatchObject({ kind: 'POLLING_UNIT' });
  });

  it.each(['a', '   a  ', ''])('refuses %j: "Search needs at least 2 characters"', async (query) => {
    const { errors } = await gql(search, { query });
    expect(errors?.[0]).toMatchObject({
      message: 'Search needs at least 2 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'query' },
    });
  });

  it('refuses a search of more than 100 characters, and an LGA without its state', async () => {
    expect((await gql(search, { query: 'a'.repeat(101) })).errors?.[0].message).toBe(
      'Search must be at most 100 characters',
    );
    expect((await gql(search, { query: 'school', lgaCode: '16' })).errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'stateCode' },
    });
  });

  it('treats % and _ as letters, not wildcards', async () => {
    const { data } = await gql(search, { query: '%%', first: 5 });
    expect(data.searchPlaces).toEqual([]);
  });

  it('finds exactly the places PostgreSQL finds by name, in rank, then ward before unit, then code order', async () => {
    // Every ward and unit named like the query, ranked in SQL: exact, starting with it (of
    // those, the first 50 of each kind in name order), containing it, then wards by word
    // similarity (pg_trgm's `<%`), best first.
    const ranked = (query: string, scope = '') =>
      sql(
        `with place as (
           select 'WARD' as kind, state_code || '/' || lga_code || '/' || code as code, lower(name) as name,
             word_similarity(?, lower(name)) as similarity from geo_wards
           union all
           select 'POLLING_UNIT', pu_code, lower(name), 0 from geo_polling_units),
         match as (
           select kind, code, name, similarity, case when name = ? then 0 when starts_with(name, ?) then 1
             when strpos(name, ?) > 0 then 2 when kind = 'WARD' and ? <% name then 3 end as rank from place),
         named as (
           select *, row_number() over (partition by kind, rank <= 1 order by name collate "C", code) as nth
           from match where rank is not null and starts_with(code, ?))
         select kind, code from named where rank > 1 or nth <= 50
         order by rank, case when rank = 3 then similarity end desc nulls last, kind = 'POLLING_UNIT', code
         limit 50`,
        [query, query, query, query, query, scope],
      );
    const searches: { query: string; stateCode?: string; lgaCode?: string }[] = [
      ...['ogunji', 'eziamma', 'kofar mata', 'ilupeju', 'primery scool', 'town hall', 'ab', 'zu'].map((query) => ({ query })),
      { query: 'eziama', stateCode: '16' },
      { query: 'school', stateCode: '24', lgaCode: '16' },
      { query: 'primery', stateCode: '20' },
    ];
    for (const { query, stateCode, lgaCode } of searches) {
      const { data } = await gql(search, { query, stateCode, lgaCode, first: 50 });
      const found = data.searchPlaces.map((r: any) => ({ kind: r.kind, code: r.pollingUnit?.puCode ?? `${r.state.code}/${r.lga.code}/${r.ward.code}` }));
      const scope = [stateCode, lgaCode].filter(Boolean).join('/');
      expect(found, `${query} ${scope}`).toEqual(await ranked(query, scope && `${scope}/`));
    }
  });
});

describe('validateLocation', () => {
  it('accepts a full chain in either form and names every level', async () => {
    const bare = await service().validateLocation({ state: '24', lga: '16', ward: '05', pollingUnit: '001' });
    const chained = await service().validateLocation({
      state: '24',
      lga: '24/16',
      ward: '24/16/05',
      pollingUnit: '24/16/05/001',
    });
    expect(chained).toEqual(bare);
    expect(bare.state?.displayName).toBe('Lagos');
    expect(bare.lga?.displayName).toBe('Mushin');
    expect(bare.ward?.displayName).toBe('Ilupeju');
    expect(bare.pollingUnit?.name).toBe('10, OGUNJI ST.');
  });

  it('accepts nothing chosen, or only the upper levels', async () => {
    expect(await service().validateLocation({})).toEqual({ state: null, lga: null, ward: null, pollingUnit: null });
    const stateOnly = await service().validateLocation({ state: '37', lga: '', ward: null });
    expect(stateOnly.state?.name).toBe('FCT');
    expect(stateOnly.lga).toBeNull();
  });

  it.each([
    [{ state: '24', lga: '16', ward: '19/21/13' }, 'ward', 'That ward is not in the chosen LGA'],
    [{ state: '24', lga: '16', ward: '15' }, 'ward', 'That ward is not in the chosen LGA'],
    [{ state: '24', lga: '16', ward: '05', pollingUnit: '19/21/13/001' }, 'pollingUnit', 'That polling unit is not in the chosen ward'],
    [{ state: '24', lga: '16', ward: '05', pollingUnit: '999' }, 'pollingUnit', 'That polling unit is not in the chosen ward'],
    [{ state: '24', lga: '19/21' }, 'lga', 'That LGA is not in the chosen state'],
    [{ state: '24', lga: '99' }, 'lga', 'That LGA is not in the chosen state'],
    [{ state: '99' }, 'state', 'Unknown state'],
    [{ state: 'Lagos' }, 'state', 'Unknown state'],
    [{ state: '24', lga: 'Mushin' }, 'lga', 'Unknown LGA'],
    [{ state: '24', ward: '05' }, 'lga', 'Choose an LGA before the ward'],
    [{ lga: '16' }, 'state', 'Choose a state before the LGA'],
    [{ state: '24', lga: '16', pollingUnit: '24/16/05/001' }, 'ward', 'Choose a ward before the polling unit'],
  ])('refuses %o, naming %s', async (input, field, message) => {
    await expect(service().validateLocation(input)).rejects.toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
  });
});

describe('titleCase', () => {
  it.each([
    ['ABA NORTH', 'Aba North'],
    ['IDI-ORO/ODI-OLOWU', 'Idi-Oro/Odi-Olowu'],
    ['NGOR OKPALA (UMUNEKE)', 'Ngor Okpala (Umuneke)'],
    ["ST. MARY'S CHURCH", "St. Mary's Church"],
    ["O'NEIL STREET", "O'Neil Street"],
    ['OSUSU II', 'Osusu II'],
    ['RAILWAY QUARTERS - RAILWAY QUARTERS XIV', 'Railway Quarters - Railway Quarters XIV'],
    ['LGEA PRY SCH, 1ST AVENUE', 'LGEA Pry Sch, 1st Avenue'],
    ['BOGORO "A"', 'Bogoro "A"'],
    ['MIX VILLAGE', 'Mix Village'],
  ])('%s → %s', (name, shown) => {
    expect(titleCase(name)).toBe(shown);
  });
});

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes, empty fields and CRLF', () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,,3\n"",x,\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '', '3'],
      ['', 'x', ''],
    ]);
  });

  it('refuses an unterminated quote', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/Unterminated/);
  });
});
