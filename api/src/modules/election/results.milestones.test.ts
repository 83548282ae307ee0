import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt, device, FakePushService } from '../../../test/fake-push.js';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { pushMilestones } from './results.milestones.js';
import { recordSheets } from './results.ingest.js';

const SUBSCRIBE = `mutation($s: WebPushSubscriptionInput!) { subscribeWebPush(subscription: $s) }`;
const SET_TOPIC = `mutation($t: PushTopic!, $on: Boolean!) { setPushTopic(topic: $t, enabled: $on) { topic enabled } }`;

let app: TestApp;
let admin: TestClient;
const pushService = new FakePushService();

beforeAll(async () => {
  await pushService.start();
  app = await startTestApp({ env: { PUSH_TEST_ENDPOINT_ORIGIN: pushService.origin } });
  const signed = await signedInClient(app);
  await sql(`update users set role = 'admin' where id = ?`, [signed.user.id]);
  admin = signed.client;
});
afterAll(async () => {
  await app?.close();
  await pushService.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function presidentialElection(name: string): Promise<string> {
  const created = await admin.gql(`mutation($input: CreateElectionInput!) { createElection(input: $input) { id } }`, {
    input: { type: 'PRESIDENTIAL', name, date: '2027-02-20', candidates: [{ party: 'APC', name: 'A' }, { party: 'LP', name: 'B' }] },
  });
  expect(created.errors).toBeUndefined();
  return created.data.createElection.id;
}

const sheet = (puCode: string) => ({
  puCode, registered: 500, accredited: 300, rejected: 1, votes: { APC: 120, LP: 150 }, sheetUrl: null, uploadedAt: new Date(),
});
const upload = (electionId: string, units: string[]) =>
  recordSheets(app.em(), app.deps.pubsub, electionId, units.map(sheet), { source: 'agent', uploadedBy: null });

/** A member living in `state` with push on for one phone; what that phone has been shown, decrypted. */
async function phoneInState(state: string, name: string) {
  const member = await signedInClient(app, { firstName: name });
  await sql('update users set state = ? where id = ?', [state, member.user.id]);
  const phone = device(`${pushService.origin}/device/results-${member.user.id}`);
  await member.client.gql(SUBSCRIBE, { s: phone.subscription });
  const shown = () =>
    pushService.received
      .filter((push) => push.path === new URL(phone.subscription.endpoint).pathname)
      .map((push) => JSON.parse(decrypt(push.body, phone)) as { title: string; body: string; url: string; tag: string });
  return { member, shown };
}

async function until(check: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the pushes never came');
    await settle();
  }
}

describe('result milestones on members’ phones', () => {
  it('tells a state’s members when its first results are in, when half and then all its units have reported, once each', async () => {
    // The state with the fewest polling units, so the test can upload all of them.
    const [{ state_code: state, name: stateName }] = await sql(
      `select p.state_code, s.name from geo_polling_units p join geo_states s on s.code = p.state_code
       group by p.state_code, s.name order by count(*) limit 1`,
    );
    const units = (await sql(`select pu_code from geo_polling_units where state_code = ? order by pu_code`, [state])).map((row) =>
      String(row.pu_code),
    );
    const [{ code: elsewhere }] = await sql(`select code from geo_states where code <> ? order by code limit 1`, [state]);
    const voter = await phoneInState(state, 'Ebi');
    const muted = await phoneInState(state, 'Tari');
    await muted.member.client.gql(SET_TOPIC, { t: 'RESULTS', on: false });
    const away = await phoneInState(elsewhere, 'Musa');

    const electionId = await presidentialElection(`Milestones ${Date.now()}`);
    const title = (await sql('select name from elections where id = ?', [electionId]))[0].name;
    const place = stateName.charAt(0) + stateName.slice(1).toLowerCase();

    await upload(electionId, units.slice(0, 1));
    await pushMilestones(app.deps);
    await until(() => voter.shown().length === 1);
    expect(voter.shown()[0]).toEqual({
      title,
      body: expect.stringMatching(new RegExp(`^The first polling-unit results from ${place}`, 'i')),
      url: `/results?election=${electionId}`,
      tag: `results:${electionId}:${state}`,
    });

    const half = Math.ceil(units.length / 2);
    await upload(electionId, units.slice(1, half));
    await pushMilestones(app.deps);
    await until(() => voter.shown().length === 2);
    expect(voter.shown()[1].body).toMatch(/^Half of .+ polling units have reported\.$/);

    await upload(electionId, units.slice(half));
    await pushMilestones(app.deps);
    await until(() => voter.shown().length === 3);
    expect(voter.shown()[2].body).toMatch(/^Every polling unit in .+ has reported\.$/);

    // A re-uploaded sheet reaches nothing new; the muted member and the other state's never hear of it.
    await upload(electionId, units.slice(0, 1));
    await pushMilestones(app.deps);
    await settle();
    expect(voter.shown()).toHaveLength(3);
    expect(muted.shown()).toEqual([]);
    expect(away.shown()).toEqual([]);

    // A batch that passes every milestone at once sends one push: the furthest.
    const second = await presidentialElection(`Milestones at once ${Date.now()}`);
    await upload(second, units);
    await pushMilestones(app.deps);
    await until(() => voter.shown().length === 4);
    await settle();
    expect(voter.shown().slice(3).map((push) => push.body)).toEqual([expect.stringMatching(/^Every polling unit in /)]);
  });
});
