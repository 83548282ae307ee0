import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeerOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { watchFixtures } from '../../../test/watch.js';

let app: TestApp;
let admin: TestClient;
let electionId: string;
beforeAll(async () => {
  app = await startTestApp();
  const signed = await watchFixtures(app).member({ role: 'admin' });
  admin = signed.client;
  electionId = await watchFixtures(app).newElection(admin);
});
afterAll(async () => {
  await app?.close();
});

const member = (unit?: string) => watchFixtures(app).member({ unit });
const AREA = 'code level name latitude longitude incidents { total open corroborated verified dismissed } crowdUnits verifiedUnits flaggedUnits';
const SUMMARY = `query($place: String, $electionId: ID) { watchSummary(place: $place, electionId: $electionId) {
  electionId trail { code name } area { ${AREA} } children { ${AREA} } } }`;
const UPDATED = `subscription($place: String, $electionId: ID) { watchUpdated(place: $place, electionId: $electionId) { area { code incidents { total } flaggedUnits verifiedUnits } children { code incidents { total } } } }`;

const report = (client: TestClient, pollingUnit: string, category = 'VOTE_BUYING') =>
  client.gql(`mutation($input: ReportIncidentInput!) { reportIncident(input: $input) { id } }`, {
    input: { electionId, pollingUnit, category, description: 'Cash handed out by the queue' },
  });
const readSheet = (client: TestClient, pollingUnit: string, apc: number) =>
  client.gql(`mutation($input: CrowdSheetInput!) { submitResultSheet(input: $input) { crowdStatus } }`, {
    input: { electionId, pollingUnit, registered: 400, accredited: 200, rejected: 0, totalValid: 200, votes: [{ party: 'APC', votes: apc }, { party: 'LP', votes: 200 - apc }] },
  });

describe('the watch by area', () => {
  it('counts reports and units by verdict for an area and each area inside it, for the map', async () => {
    const [ilupeju, other] = ['24/16/05/020', '24/16/06/002'];
    for (const pu of [ilupeju, ilupeju, other]) expect((await report((await member(pu)).client, pu)).errors).toBeUndefined();
    // Ilupeju's unit: two agreeing readings (verified); the other ward's unit: two that differ (flagged).
    for (const [pu, apc] of [[ilupeju, 120], [ilupeju, 120], [other, 120], [other, 90]] as const) {
      expect((await readSheet((await member(pu)).client, pu, apc)).errors).toBeUndefined();
    }
    const { data, errors } = await app.client().gql(SUMMARY, { place: '24/16', electionId });
    expect(errors).toBeUndefined();
    const { area, children } = data.watchSummary;
    expect(area).toMatchObject({ code: '24/16', level: 'lga', name: 'Mushin', incidents: { total: 3, open: 3 }, crowdUnits: 2, verifiedUnits: 1, flaggedUnits: 1 });
    // The flagged ward first; each placed on the map.
    expect(children.map((c: any) => [c.code, c.level, c.incidents.total, c.verifiedUnits, c.flaggedUnits])).toEqual([
      ['24/16/06', 'ward', 1, 0, 1],
      ['24/16/05', 'ward', 2, 1, 0],
    ]);
    for (const child of children) {
      expect(child.latitude).toBeGreaterThan(6);
      expect(child.latitude).toBeLessThan(7);
    }
    const national = (await app.client().gql(SUMMARY, { electionId })).data.watchSummary;
    expect(national.area).toMatchObject({ code: 'NG', name: 'Nigeria', flaggedUnits: 1 });
    expect(national.children.map((c: any) => c.code)).toEqual(['24']);
    expect(data.watchSummary.trail).toEqual([{ code: 'NG', name: 'Nigeria' }, { code: '24', name: 'Lagos' }]);
    expect(national.trail).toEqual([]);
    const ward = (await app.client().gql(SUMMARY, { place: '24/16/05', electionId })).data.watchSummary;
    expect(ward.children).toEqual([expect.objectContaining({ code: ilupeju, level: 'unit', verifiedUnits: 1 })]);
    const rest = await app.client().request('GET', `/api/watch/areas?place=24/16&electionId=${electionId}`);
    expect(rest.body.area).toMatchObject({ code: '24/16', flaggedUnits: 1 });
  });

  it('pushes an area’s new counts to everyone watching it, on any instance, and nothing to other areas', async () => {
    const peer = await startPeerOf(app);
    try {
      const lagos = peer.client(); // a visitor on the other instance
      const mushin = app.client();
      const kano = app.client();
      const onLagos = lagos.subscribe(UPDATED, { place: '24', electionId });
      const onMushin = mushin.subscribe(UPDATED, { place: '24/16', electionId });
      const onKano = kano.subscribe(UPDATED, { place: '20', electionId });
      await Promise.all([onLagos.ready, onMushin.ready, onKano.ready]);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the subscriptions reach Redis
      const before = (await app.client().gql(SUMMARY, { place: '24/16', electionId })).data.watchSummary.area.incidents.total;

      const pu = '24/16/05/021';
      expect((await report((await member(pu)).client, pu, 'BVAS_FAILURE')).errors).toBeUndefined();
      await onMushin.until(() => onMushin.events.length > 0);
      await onLagos.until(() => onLagos.events.length > 0);
      expect(onMushin.events.at(-1).watchUpdated.area).toMatchObject({ code: '24/16', incidents: { total: before + 1 } });
      expect(onMushin.events.at(-1).watchUpdated.children.find((c: any) => c.code === '24/16/05').incidents.total).toBeGreaterThan(0);
      expect(onLagos.events.at(-1).watchUpdated.area.code).toBe('24');

      // Four reports at once reach a subscriber in one or two ticks, the last carrying all four.
      const reporters = await Promise.all(['022', '023', '024', '025'].map((n) => member(`24/16/05/${n}`)));
      const seen = onMushin.events.length;
      await Promise.all(reporters.map((r, i) => report(r.client, `24/16/05/02${i + 2}`)));
      await onMushin.until(() => onMushin.events.at(-1).watchUpdated.area.incidents.total === before + 5);
      expect(onMushin.events.length - seen).toBeLessThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onKano.events).toEqual([]);
      expect([...onLagos.errors, ...onMushin.errors, ...onKano.errors]).toEqual([]);
      await Promise.all([lagos.closeSockets(), mushin.closeSockets(), kano.closeSockets()]);
    } finally {
      await peer.close();
    }
  });

  it('refuses to watch a place that is not a code, or does not exist', async () => {
    const bad = app.client().subscribe(UPDATED, { place: 'Mushin', electionId });
    await bad.until(() => bad.errors.length > 0);
    expect(JSON.stringify(bad.errors)).toMatch(/A place is a code/);
    expect((await app.client().gql(SUMMARY, { place: '24/99', electionId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
