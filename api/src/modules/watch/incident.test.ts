import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { watchFixtures } from '../../../test/watch.js';

let app: TestApp;
let admin: TestClient;
let electionId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await member({ role: 'admin' })).client;
  electionId = await newElection();
});
afterAll(async () => {
  await app?.close();
});

const fixtures = () => watchFixtures(app);
const sql: ReturnType<typeof watchFixtures>['sql'] = (text, params) => fixtures().sql(text, params);
const member: ReturnType<typeof watchFixtures>['member'] = (options) => fixtures().member(options);
const newElection = () => fixtures().newElection(admin);

// Lagos › Mushin › Ilupeju (ward 24/16/05) and its first units; another Mushin ward; a Kano unit.
const WARD = '24/16/05';
const UNIT = '24/16/05/001';
const NEIGHBOUR = '24/16/05/002';
const OTHER_WARD_UNIT = '24/16/06/001';
const KANO_UNIT = '20/01/01/001';

const INCIDENT = `id puCode category categoryLabel description status confirmations wardSupport supportNeeded reviewReason
  viewerIsReporter viewerConfirmed photoUrl reporter { id } pollingUnit { displayName ward { fullCode } }`;
const REPORT = `mutation($input: ReportIncidentInput!) { reportIncident(input: $input) { ${INCIDENT} } }`;
const CONFIRM = `mutation($id: ID!) { confirmIncident(id: $id) { ${INCIDENT} } }`;
const REVIEW = `mutation($id: ID!, $decision: IncidentDecision!, $reason: String!) { reviewIncident(id: $id, decision: $decision, reason: $reason) { ${INCIDENT} } }`;
const LIST = `query($electionId: ID, $place: String, $category: IncidentCategory, $status: IncidentStatus, $first: Int, $after: String) {
  incidents(electionId: $electionId, place: $place, category: $category, status: $status, first: $first, after: $after) {
    edges { node { ${INCIDENT} } } pageInfo { hasNextPage endCursor } } }`;

const report = (client: TestClient, input: Record<string, unknown>) =>
  client.gql(REPORT, { input: { electionId, pollingUnit: UNIT, category: 'VOTE_BUYING', description: 'Agents handing out cash by the queue', ...input } });

async function reported(client: TestClient, input: Record<string, unknown> = {}) {
  const { data, errors } = await report(client, input);
  expect(errors).toBeUndefined();
  return data.reportIncident;
}

const stored = async () => Number((await sql('select count(*)::int as n from watch_incidents where election_id = ?', [electionId]))[0].n);

describe('reporting an incident', () => {
  it('takes a member’s report at their own unit, trimmed, open, with counts but no reporter shown', async () => {
    const { client } = await member({ unit: UNIT });
    const incident = await reported(client, { description: '   Thugs chased voters from the queue   ', category: 'VIOLENCE' });
    expect(incident).toMatchObject({
      puCode: UNIT,
      category: 'VIOLENCE',
      categoryLabel: 'Violence or intimidation',
      description: 'Thugs chased voters from the queue',
      status: 'OPEN',
      confirmations: 0,
      wardSupport: 1, // the reporter is registered in the ward
      supportNeeded: 3,
      viewerIsReporter: true,
      reporter: null,
      pollingUnit: { ward: { fullCode: WARD } },
    });
  });

  it('takes a report at any unit found with the search; the reporter then counts for nothing towards corroboration', async () => {
    const { client } = await member({ unit: KANO_UNIT });
    const incident = await reported(client, { pollingUnit: OTHER_WARD_UNIT, category: 'BVAS_FAILURE' });
    expect(incident).toMatchObject({ puCode: OTHER_WARD_UNIT, wardSupport: 0, status: 'OPEN' });
  });

  it('refuses visitors, and bad reports with a message naming the field, storing nothing', async () => {
    const before = await stored();
    const visitor = await report(app.client(), {});
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { client } = await member({ unit: UNIT });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ description: '    ' }, 'description', /Say what happened/],
      [{ description: 'x'.repeat(1001) }, 'description', /1,000 characters/],
      [{ pollingUnit: 'Ilupeju' }, 'pollingUnit', /looks like/],
      [{ pollingUnit: '24/16/05/999' }, 'pollingUnit', /no polling unit 24\/16\/05\/999/],
      [{ pollingUnit: KANO_UNIT }, 'pollingUnit', /not in this election’s state/],
      [{ occurredAt: new Date(Date.now() + 3600_000).toISOString() }, 'occurredAt', /future/],
      [{ occurredAt: new Date(Date.now() - 8 * 86_400_000).toISOString() }, 'occurredAt', /last 7 days/],
      [{ photoUrl: 'https://example.com/photo.jpg' }, 'photoUrl', /image uploaded here/],
    ];
    for (const [input, field, message] of cases) {
      const { errors } = await report(client, input);
      expect(errors?.[0], JSON.stringify(input).slice(0, 60)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
      expect(errors?.[0].message).toMatch(message);
    }
    const unknownCategory = await report(client, { category: 'RIGGING' });
    expect(unknownCategory.errors).toBeDefined();
    expect(await stored()).toBe(before);
  });

  it('takes a photo uploaded here (re-encoded without its EXIF GPS)', async () => {
    const { client } = await member({ unit: UNIT });
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b00020' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 32/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'queue.jpg');
    const uploaded = await fetch(`${client.baseUrl}/api/upload/post`, { method: 'POST', headers: { cookie: client.cookie }, body: form });
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const incident = await reported(client, { category: 'BALLOT_SNATCHING', photoUrl: imageUrl });
    expect(incident.photoUrl).toBe(imageUrl);
    const served = Buffer.from(await (await fetch(`${client.baseUrl}${imageUrl}`)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it('keeps one open report per member, unit, category and election', async () => {
    const { client } = await member({ unit: UNIT });
    await reported(client, { category: 'MATERIALS', description: 'No ballot papers at 9am' });
    const again = await report(client, { category: 'MATERIALS', description: 'Still no ballot papers' });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'category' } });
    expect(again.errors?.[0].message).toMatch(/already have an open report/);
    // Another category, another unit, another election: each its own report.
    await reported(client, { category: 'RESULT_NOT_POSTED' });
    await reported(client, { category: 'MATERIALS', pollingUnit: NEIGHBOUR });
    const later = await newElection();
    await reported(client, { category: 'MATERIALS', electionId: later });
    const mine = await sql(`select count(*)::int as n from watch_incidents where reporter_id = (select id from users where email = ?)`, [
      (await client.request('GET', '/api/auth/user')).body.email,
    ]);
    expect(mine[0].n).toBe(4);
  });

  it('limits a member to ten reports an hour', async () => {
    const { client } = await member({ unit: UNIT });
    const categories = ['VIOLENCE', 'VOTE_BUYING', 'MATERIALS', 'BVAS_FAILURE', 'RESULT_NOT_POSTED', 'UNDERAGE_OR_MULTIPLE_VOTING', 'BALLOT_SNATCHING', 'OTHER'];
    for (const [i, category] of [...categories, 'VIOLENCE', 'VOTE_BUYING'].entries()) {
      await reported(client, { category, pollingUnit: i < 8 ? UNIT : NEIGHBOUR });
    }
    const eleventh = await report(client, { category: 'MATERIALS', pollingUnit: NEIGHBOUR });
    expect(eleventh.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('refuses reports in an election that is not under way, or holds INEC’s declared totals', async () => {
    const { client } = await member({ unit: UNIT });
    const closed = await newElection();
    expect((await admin.gql(`mutation($id: ID!) { setElectionStatus(electionId: $id, status: CONCLUDED) { status } }`, { id: closed })).errors).toBeUndefined();
    const concluded = await report(client, { electionId: closed });
    expect(concluded.errors?.[0].message).toMatch(/concluded: it takes no reports/);
    const [declared] = await sql(`select id from elections where source = 'declared' limit 1`);
    const refused = await report(client, { electionId: declared.id });
    expect(refused.errors?.[0].message).toMatch(/declared totals/);
  });
});

describe('confirming and corroborating', () => {
  it('turns corroborated when three members registered in the ward stand behind it; others count but do not corroborate', async () => {
    const reporter = await member({ unit: UNIT });
    const incident = await reported(reporter.client, { category: 'UNDERAGE_OR_MULTIPLE_VOTING' });
    const outsider = await member({ unit: KANO_UNIT });
    const fromOutside = (await outsider.client.gql(CONFIRM, { id: incident.id })).data.confirmIncident;
    expect(fromOutside).toMatchObject({ confirmations: 1, wardSupport: 1, status: 'OPEN', viewerConfirmed: true, viewerIsReporter: false });

    const first = await member({ unit: NEIGHBOUR });
    expect((await first.client.gql(CONFIRM, { id: incident.id })).data.confirmIncident).toMatchObject({ wardSupport: 2, status: 'OPEN' });
    // Confirming twice counts once.
    expect((await first.client.gql(CONFIRM, { id: incident.id })).data.confirmIncident).toMatchObject({ confirmations: 2, wardSupport: 2 });

    const second = await member({ unit: '24/16/05/003' });
    const corroborated = (await second.client.gql(CONFIRM, { id: incident.id })).data.confirmIncident;
    expect(corroborated).toMatchObject({ confirmations: 3, wardSupport: 3, status: 'CORROBORATED' });
    const mine = await reporter.client.gql(CONFIRM, { id: incident.id });
    expect(mine.errors?.[0].message).toMatch(/can’t confirm your own report/);
    expect((await app.client().gql(CONFIRM, { id: incident.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await first.client.gql(CONFIRM, { id: '00000000-0000-4000-8000-000000000000' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('reviewing', () => {
  it('lets moderators and accredited observers verify or dismiss with a reason, logged; nobody else', async () => {
    const reporter = await member({ unit: UNIT });
    const incident = await reported(reporter.client, { category: 'OTHER', description: 'Presiding officer left with the BVAS' });
    const plain = await member({ unit: UNIT });
    const refused = await plain.client.gql(REVIEW, { id: incident.id, decision: 'VERIFIED', reason: 'I saw it too' });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const observer = await member({ role: 'observer' });
    const noReason = await observer.client.gql(REVIEW, { id: incident.id, decision: 'VERIFIED', reason: ' ' });
    expect(noReason.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'reason' } });
    expect((await sql('select status from watch_incidents where id = ?', [incident.id]))[0].status).toBe('open');

    const verified = (await observer.client.gql(REVIEW, { id: incident.id, decision: 'VERIFIED', reason: 'Our observer at the unit confirms it' }))
      .data.reviewIncident;
    expect(verified).toMatchObject({ status: 'VERIFIED', reviewReason: 'Our observer at the unit confirms it' });
    expect(verified.reporter.id).toBe(reporter.user.id); // reviewers see who reported

    const again = await admin.gql(REVIEW, { id: incident.id, decision: 'DISMISSED', reason: 'Changed my mind' });
    expect(again.errors?.[0].message).toMatch(/already verified/);
    const late = await plain.client.gql(CONFIRM, { id: incident.id });
    expect(late.errors?.[0].message).toMatch(/has been reviewed/);
    const log = await sql(`select action, reason, target_user_id from moderation_actions where content_type = 'incident' and content_id = ?`, [incident.id]);
    expect(log).toEqual([{ action: 'verify_incident', reason: 'Our observer at the unit confirms it', target_user_id: reporter.user.id }]);
  });

  it('refuses a reviewer their own report, and lists the queue with corroborated reports first', async () => {
    const observer = await member({ unit: UNIT, role: 'observer' });
    const own = await reported(observer.client, { category: 'VOTE_BUYING', pollingUnit: '24/16/05/004' });
    expect((await observer.client.gql(REVIEW, { id: own.id, decision: 'VERIFIED', reason: 'Seen it' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const QUEUE = `{ incidentReviewQueue(first: 100) { edges { node { id status reporter { id } } } } }`;
    const queue = (await observer.client.gql(QUEUE)).data.incidentReviewQueue.edges.map((e: any) => e.node);
    const statuses = queue.map((n: any) => n.status);
    expect(statuses.indexOf('OPEN')).toBeGreaterThan(statuses.lastIndexOf('CORROBORATED'));
    expect(queue.find((n: any) => n.id === own.id).reporter.id).toBe(observer.user.id);
    expect((await (await member()).client.gql(QUEUE)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a super admin makes a member an accredited observer, as they make an admin', async () => {
    const boss = await member({ role: 'super_admin' });
    const candidate = await member();
    const { data, errors } = await boss.client.gql(`mutation($id: ID!) { setRole(userId: $id, role: OBSERVER, reason: "Accredited by the observer mission") { role } }`, {
      id: candidate.user.id,
    });
    expect(errors).toBeUndefined();
    expect(data.setRole.role).toBe('OBSERVER');
    const queue = await candidate.client.gql(`{ incidentReviewQueue(first: 1) { edges { node { id } } } }`);
    expect(queue.errors).toBeUndefined();
  });
});

describe('reading reports', () => {
  it('never names the reporter to the public, over GraphQL or REST; counts only', async () => {
    const reporter = await member({ unit: UNIT });
    const incident = await reported(reporter.client, { category: 'VIOLENCE', pollingUnit: '24/16/05/005' });
    for (const client of [app.client(), (await member({ unit: UNIT })).client]) {
      const { data } = await client.gql(`query($id: ID!) { incident(id: $id) { reporter { id } reviewedBy { id } viewerIsReporter confirmations } }`, {
        id: incident.id,
      });
      expect(data.incident).toEqual({ reporter: null, reviewedBy: null, viewerIsReporter: false, confirmations: 0 });
      const rest = await client.request('GET', `/api/watch/incidents/${incident.id}`);
      expect(rest.status).toBe(200);
      expect(JSON.stringify(rest.body)).not.toContain(reporter.user.id);
      expect(rest.body).not.toHaveProperty('reporter');
    }
    const asAdmin = await admin.request('GET', `/api/watch/incidents/${incident.id}`);
    expect(asAdmin.body.reporter.id).toBe(reporter.user.id);
  });

  it('lists by place, category and status, newest first, without the dismissed unless asked, page by page', async () => {
    const election = await newElection();
    const a = await member({ unit: UNIT });
    const b = await member({ unit: OTHER_WARD_UNIT });
    const first = await reported(a.client, { electionId: election, category: 'VIOLENCE' });
    const second = await reported(b.client, { electionId: election, category: 'VIOLENCE', pollingUnit: OTHER_WARD_UNIT });
    const third = await reported(a.client, { electionId: election, category: 'BVAS_FAILURE', pollingUnit: NEIGHBOUR });
    await admin.gql(REVIEW, { id: third.id, decision: 'DISMISSED', reason: 'The BVAS was replaced within minutes' });
    const ids = async (vars: Record<string, unknown>) => {
      const { data, errors } = await app.client().gql(LIST, { electionId: election, ...vars });
      expect(errors).toBeUndefined();
      return data.incidents.edges.map((e: any) => e.node.id);
    };
    expect(await ids({})).toEqual([second.id, first.id]);
    expect(await ids({ place: '24' })).toEqual([second.id, first.id]);
    expect(await ids({ place: WARD })).toEqual([first.id]);
    expect(await ids({ place: OTHER_WARD_UNIT })).toEqual([second.id]);
    expect(await ids({ place: '20' })).toEqual([]);
    expect(await ids({ status: 'DISMISSED' })).toEqual([third.id]);
    expect(await ids({ category: 'BVAS_FAILURE' })).toEqual([]);
    const page = (await app.client().gql(LIST, { electionId: election, first: 1 })).data.incidents;
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(await ids({ first: 1, after: page.pageInfo.endCursor })).toEqual([first.id]);
    const bad = await app.client().gql(LIST, { electionId: election, place: 'Lagos' });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'place' } });
    expect((await app.client().gql(LIST, { electionId: election, place: '24/99' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('REST: report, confirm, review and list under /api/watch, with statuses for mistakes', async () => {
    const reporter = await member({ unit: UNIT });
    const created = await reporter.client.request('POST', '/api/watch/incidents', {
      electionId,
      pollingUnit: '24/16/05/006',
      category: 'result_not_posted',
      description: 'No EC60E poster after counting',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'open', pollingUnit: { puCode: '24/16/05/006' }, viewerIsReporter: true });
    const bad = await reporter.client.request('POST', '/api/watch/incidents', { electionId, pollingUnit: UNIT, category: 'violence', description: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'description' });
    const confirmer = await member({ unit: NEIGHBOUR });
    const confirmed = await confirmer.client.request('POST', `/api/watch/incidents/${created.body.id}/confirm`);
    expect(confirmed.body).toMatchObject({ confirmations: 1, wardSupport: 2, viewerConfirmed: true });
    expect((await confirmer.client.request('POST', `/api/watch/incidents/${created.body.id}/review`, { decision: 'verified', reason: 'yes' })).status).toBe(403);
    const reviewed = await admin.request('POST', `/api/watch/incidents/${created.body.id}/review`, { decision: 'verified', reason: 'Checked with INEC' });
    expect(reviewed.body).toMatchObject({ status: 'verified', reviewReason: 'Checked with INEC' });
    const listed = await app.client().request('GET', `/api/watch/incidents?electionId=${electionId}&place=24/16/05/006&status=verified`);
    expect(listed.body.incidents.map((i: any) => i.id)).toEqual([created.body.id]);
    expect((await app.client().request('GET', '/api/watch/incidents?place=nowhere')).status).toBe(400);
    expect((await app.client().request('GET', '/api/watch/incidents/not-an-id')).status).toBe(404);
  });

  it('forgets a deleted member’s reports and confirmations, moving the counts', async () => {
    const reporter = await member({ unit: UNIT });
    const incident = await reported(reporter.client, { category: 'VIOLENCE', pollingUnit: '24/16/05/007' });
    const leaving = await member({ unit: NEIGHBOUR });
    await leaving.client.gql(CONFIRM, { id: incident.id });
    const own = await reported(leaving.client, { category: 'VIOLENCE', pollingUnit: '24/16/05/007' });
    const exported = await leaving.client.request('GET', '/api/user/export');
    expect(exported.body.incidentReports).toMatchObject([{ pu_code: '24/16/05/007', category: 'violence' }]);
    expect(exported.body.incidentConfirmations).toMatchObject([{ incident_id: incident.id }]);
    const deleted = await leaving.client.gql(`mutation { deleteAccount }`);
    expect(deleted.errors).toBeUndefined();
    const { data } = await app.client().gql(`query($a: ID!, $b: ID!) { a: incident(id: $a) { confirmations wardSupport } b: incident(id: $b) { id } }`, {
      a: incident.id,
      b: own.id,
    });
    expect(data).toEqual({ a: { confirmations: 0, wardSupport: 1 }, b: null });
  });
});
