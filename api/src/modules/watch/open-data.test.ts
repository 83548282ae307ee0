import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { watchFixtures } from '../../../test/watch.js';
import { parseCsv } from '../../shared/csv.js';
import { recordSheets, type Sheet } from '../election/results.ingest.js';
import { COLUMNS } from './open-data.service.js';
import { recordSynthetic, syntheticWatch } from './synthetic.js';

let app: TestApp;
let admin: TestClient;
let electionId: string;
const fixtures = () => watchFixtures(app);
beforeAll(async () => {
  app = await startTestApp();
  const signed = await fixtures().member({ role: 'admin' });
  admin = signed.client;
  electionId = await fixtures().newElection(admin);
});
afterAll(async () => {
  await app?.close();
});

const UNIT = '24/16/05/030';
const download = (file: string, id = electionId) => app.client().request('GET', `/api/watch/open-data/${id}/${file}`);

describe('open data', () => {
  it('downloads incidents as CSV and GeoJSON without reporters, words or photos, and never as a formula', async () => {
    const reporter = await fixtures().member({ unit: UNIT });
    const { data } = await reporter.client.gql(`mutation($input: ReportIncidentInput!) { reportIncident(input: $input) { id } }`, {
      input: { electionId, pollingUnit: UNIT, category: 'BALLOT_SNATCHING', description: 'Thugs took the box; the agent for APC is Musa Bello' },
    });
    const id = data.reportIncident.id;
    await admin.gql(`mutation($id: ID!) { reviewIncident(id: $id, decision: VERIFIED, reason: "=HYPERLINK(\\"http://x\\")") { id } }`, { id });

    const csv = await download('incidents.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="watch-incidents-${electionId}.csv"`);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual(COLUMNS.incidents);
    const row = Object.fromEntries(header.map((column, i) => [column, rows[0][i]]));
    expect(row).toMatchObject({ id, pu_code: UNIT, ward_code: '24/16/05', lga: 'Mushin', state: 'Lagos', category: 'ballot_snatching', status: 'verified', synthetic: 'false' });
    expect(row.review_reason).toBe(`'=HYPERLINK("http://x")`);
    expect(csv.body).not.toContain('Musa Bello');
    expect(csv.body).not.toContain(reporter.user.id);

    const geo = await download('incidents.geojson');
    expect(geo.headers.get('content-type')).toMatch(/^application\/geo\+json/);
    const feature = geo.body.features[0];
    expect(feature.properties).toMatchObject({ id, pu_code: UNIT, category: 'ballot_snatching' });
    expect(feature.properties).not.toHaveProperty('description');
    if (feature.geometry) expect(feature.geometry.coordinates[1]).toBeGreaterThan(6); // [longitude, latitude], Lagos
  });

  it('lists crowd figures beside the official sheet, page by page, as GraphQL and files', async () => {
    const units = ['24/16/05/031', '24/16/05/032'];
    for (const pu of units) {
      for (const apc of [100, 100]) {
        const { client } = await fixtures().member({ unit: pu });
        const { errors } = await client.gql(`mutation($input: CrowdSheetInput!) { submitResultSheet(input: $input) { crowdStatus } }`, {
          input: { electionId, pollingUnit: pu, registered: 300, accredited: 200, rejected: 0, totalValid: 150, votes: [{ party: 'APC', votes: apc }, { party: 'LP', votes: 50 }] },
        });
        expect(errors).toBeUndefined();
      }
    }
    const QUERY = `query($electionId: ID, $after: String) { crowdFigures(electionId: $electionId, place: "24/16", first: 1, after: $after) {
      edges { node { puCode crowdStatus submissions crowd { totalValid votes { party votes } } pollingUnit { displayName } } } pageInfo { hasNextPage endCursor } } }`;
    const first = (await app.client().gql(QUERY, { electionId })).data.crowdFigures;
    expect(first.edges[0].node).toMatchObject({ puCode: units[0], crowdStatus: 'VERIFIED', submissions: 2, crowd: { totalValid: 150 } });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await app.client().gql(QUERY, { electionId, after: first.pageInfo.endCursor })).data.crowdFigures;
    expect(second.edges.map((e: any) => e.node.puCode)).toEqual([units[1]]);
    expect((await app.client().gql(QUERY, { electionId, after: 'nonsense' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const [header, ...rows] = parseCsv((await download('crowd-figures.csv')).body);
    expect(header).toEqual(COLUMNS['crowd-figures']);
    expect(rows.map((r) => [r[0], r[header.indexOf('crowd_status')], r[header.indexOf('votes')]])).toEqual([
      [units[0], 'verified', 'APC:100; LP:50'],
      [units[1], 'verified', 'APC:100; LP:50'],
    ]);
    expect((await download('crowd-figures.geojson')).body.features).toHaveLength(2);
  });

  it('answers 404 for a file or election it does not have', async () => {
    expect((await download('incidents.xlsx')).status).toBe(404);
    expect((await download('incidents.csv', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await download('incidents.csv', 'nope')).status).toBe(404);
  });
});

describe('the synthetic watch of a replay', () => {
  it('draws the same labelled set from the same seed, by its rule: readings that verify, a tenth flagged, incidents', async () => {
    const election = await fixtures().newElection(admin);
    const codes = (await fixtures().sql(`select pu_code from geo_polling_units where state_code = '24' order by pu_code limit 400`)).map((r: any) => r.pu_code);
    const sheets: Sheet[] = codes.map((puCode: string, i: number) => ({
      puCode,
      registered: 500,
      accredited: null,
      rejected: null,
      votes: { APC: 100 + (i % 7), LP: 90, PDP: 10 },
      sheetUrl: null,
      uploadedAt: new Date(Date.now() - 3600_000),
    }));
    await recordSheets(app.em(), app.deps.pubsub, election, sheets, { source: 'replay', uploadedBy: null, liveUpdates: false });

    const drawn = syntheticWatch(2023)(sheets);
    expect(syntheticWatch(2023)(sheets)).toEqual(drawn);
    expect(syntheticWatch(7)(sheets)).not.toEqual(drawn);
    expect(drawn.readings.length).toBeGreaterThan(10);
    expect(drawn.incidents.length).toBeGreaterThan(3);
    await recordSynthetic(app.em(), app.deps.pubsub, election, drawn);

    const summary = (await app.client().gql(`query($id: ID) { watchSummary(place: "24", electionId: $id) { area { crowdUnits verifiedUnits flaggedUnits incidents { total } } } }`, { id: election }))
      .data.watchSummary.area;
    const thirds = new Map<string, number>();
    for (const r of drawn.readings) thirds.set(r.puCode, (thirds.get(r.puCode) ?? 0) + 1);
    const flagged = [...thirds.values()].filter((n) => n === 3).length;
    expect(summary).toEqual({ crowdUnits: thirds.size, verifiedUnits: thirds.size - flagged, flaggedUnits: flagged, incidents: { total: drawn.incidents.length } });
    const rows = await fixtures().sql(`select description, reporter_id, synthetic from watch_incidents where election_id = ?`, [election]);
    expect(rows.every((r: any) => r.synthetic && r.reporter_id === null && r.description.startsWith('[Synthetic]'))).toBe(true);
    const { data } = await app.client().gql(`query($id: ID) { incidents(electionId: $id, first: 1) { edges { node { synthetic } } } }`, { id: election });
    expect(data.incidents.edges[0].node.synthetic).toBe(true);
  });
});
