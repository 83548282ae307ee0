import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { watchFixtures } from '../../../test/watch.js';
import { assess, CrowdStatus } from './consensus.js';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  const signed = await member();
  await sql(`update users set role = 'admin' where id = ?`, [signed.user.id]);
  admin = signed.client;
});
afterAll(async () => {
  await app?.close();
});

const fixtures = () => watchFixtures(app);
const sql: ReturnType<typeof watchFixtures>['sql'] = (text, params) => fixtures().sql(text, params);
const member = (unit?: string) => fixtures().member({ unit });
const newElection = () => fixtures().newElection(admin);

const FIGURES = 'registered accredited rejected totalValid votes { party votes }';
const WATCH = `crowdStatus submissions agreeing crowd { ${FIGURES} } official { ${FIGURES} } officialSource largestGap viewerCanSubmit
  viewerReading { totalValid } readings { submissions viewerSubmitted photoUrls figures { totalValid votes { party votes } } }
  differences { figure label gap values { source value submissions sheetSource } } incidents { total open }
  pollingUnit { puCode displayName }`;
const SUBMIT = `mutation($input: CrowdSheetInput!) { submitResultSheet(input: $input) { ${WATCH} } }`;
const UNIT_WATCH = `query($pu: String!, $electionId: ID) { unitWatch(pollingUnit: $pu, electionId: $electionId) { ${WATCH} } }`;
const FLAGGED = `query($place: String, $electionId: ID) { flaggedUnits(place: $place, electionId: $electionId) { puCode largestGap officialSource differences { figure gap } pollingUnit { displayName } } }`;

const sheet = (electionId: string, pollingUnit: string, overrides: Record<string, unknown> = {}) => ({
  input: {
    electionId,
    pollingUnit,
    registered: 500,
    accredited: 300,
    rejected: 10,
    totalValid: 280,
    votes: [
      { party: 'APC', votes: 120 },
      { party: 'LP', votes: 150 },
      { party: 'PDP', votes: 10 },
    ],
    ...overrides,
  },
});

async function submitted(client: TestClient, vars: ReturnType<typeof sheet>) {
  const { data, errors } = await client.gql(SUBMIT, vars);
  expect(errors).toBeUndefined();
  return data.submitResultSheet;
}

const readingsAt = async (electionId: string, pu: string) =>
  Number((await sql('select count(*)::int as n from watch_sheets where election_id = ? and pu_code = ?', [electionId, pu]))[0].n);

describe('entering the figures of a posted result sheet', () => {
  it('is for members registered at the unit only', async () => {
    const election = await newElection();
    const unit = '24/16/05/010';
    expect((await app.client().gql(SUBMIT, sheet(election, unit))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const elsewhere = await member('24/16/05/011');
    const refused = await elsewhere.client.gql(SUBMIT, sheet(election, unit));
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringMatching(/registered at this polling unit/) });
    const nowhere = await member();
    expect((await nowhere.client.gql(SUBMIT, sheet(election, unit))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const atUnit = await member(unit);
    const watch = (await atUnit.client.gql(UNIT_WATCH, { pu: unit, electionId: election })).data.unitWatch;
    expect(watch).toMatchObject({ viewerCanSubmit: true, crowdStatus: 'NONE', submissions: 0, readings: [] });
    expect((await elsewhere.client.gql(UNIT_WATCH, { pu: unit, electionId: election })).data.unitWatch.viewerCanSubmit).toBe(false);
    expect(await readingsAt(election, unit)).toBe(0);
  });

  it('refuses a sheet that does not add up, saying which figures, and stores nothing', async () => {
    const election = await newElection();
    const unit = '24/16/05/012';
    const { client } = await member(unit);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ accredited: 600 }, 'accredited', /accredited voters \(600\) can't be more than registered voters \(500\)/],
      [{ accredited: 250 }, 'votes', /votes cast \(280 valid \+ 10 rejected = 290\) can't be more than accredited voters \(250\)/],
      [{ totalValid: 300 }, 'totalValid', /Total valid votes \(300\) must equal the parties’ votes added up \(280\)/],
      [{ votes: [{ party: 'NNPP', votes: 280 }] }, 'votes', /NNPP has no candidate in this election/],
      [{ votes: [{ party: 'APC', votes: 140 }, { party: 'apc', votes: 140 }] }, 'votes', /APC appears twice/],
      [{ rejected: -1 }, 'rejected', /can't be negative/],
      [{ registered: 200_000 }, 'registered', /can't be more than 100,000/],
      [{ photoUrl: '/uploads/../../etc/passwd' }, 'photoUrl', /image uploaded here/],
    ];
    for (const [overrides, field, message] of cases) {
      const { errors } = await client.gql(SUBMIT, sheet(election, unit, overrides));
      expect(errors?.[0], JSON.stringify(overrides)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
      expect(errors?.[0].message).toMatch(message);
    }
    expect((await client.gql(SUBMIT, sheet(election, unit, { accredited: 2.5 }))).errors).toBeDefined();
    expect(await readingsAt(election, unit)).toBe(0);
  });

  it('is crowd-verified when two members read the same figures, and flagged with the difference when a third reads others', async () => {
    const election = await newElection();
    const unit = '24/16/05/013';
    const [a, b, c] = [await member(unit), await member(unit), await member(unit)];

    const one = await submitted(a.client, sheet(election, unit));
    expect(one).toMatchObject({ crowdStatus: 'PENDING', submissions: 1, agreeing: 1, viewerReading: { totalValid: 280 } });

    // The same figures, the parties in another order: the same reading.
    const two = await submitted(b.client, sheet(election, unit, { votes: [{ party: 'PDP', votes: 10 }, { party: 'LP', votes: 150 }, { party: 'APC', votes: 120 }] }));
    expect(two).toMatchObject({ crowdStatus: 'VERIFIED', submissions: 2, agreeing: 2, differences: [], largestGap: 0 });
    expect(two.crowd).toMatchObject({ registered: 500, accredited: 300, totalValid: 280, votes: [{ party: 'LP', votes: 150 }, { party: 'APC', votes: 120 }, { party: 'PDP', votes: 10 }] });
    expect(two.readings).toEqual([expect.objectContaining({ submissions: 2, viewerSubmitted: true })]);

    const three = await submitted(
      c.client,
      sheet(election, unit, { totalValid: 280, votes: [{ party: 'APC', votes: 170 }, { party: 'LP', votes: 100 }, { party: 'PDP', votes: 10 }] }),
    );
    expect(three).toMatchObject({ crowdStatus: 'FLAGGED', submissions: 3, agreeing: 2, largestGap: 50 });
    expect(three.differences).toEqual([
      { figure: 'APC', label: 'APC votes', gap: 50, values: [
        { source: 'CROWD', value: 120, submissions: 2, sheetSource: null },
        { source: 'CROWD', value: 170, submissions: 1, sheetSource: null },
      ] },
      { figure: 'LP', label: 'LP votes', gap: 50, values: [
        { source: 'CROWD', value: 150, submissions: 2, sheetSource: null },
        { source: 'CROWD', value: 100, submissions: 1, sheetSource: null },
      ] },
    ]);
    // The public list of the LGA and the state ranks it; another LGA's does not have it.
    for (const place of ['24/16', '24', 'NG']) {
      const { data } = await app.client().gql(FLAGGED, { place, electionId: election });
      expect(data.flaggedUnits.map((u: any) => u.puCode)).toEqual([unit]);
    }
    expect((await app.client().gql(FLAGGED, { place: '24/17', electionId: election })).data.flaggedUnits).toEqual([]);
  });

  it('a member correcting their reading replaces it: still one reading each', async () => {
    const election = await newElection();
    const unit = '24/16/05/014';
    const [a, b] = [await member(unit), await member(unit)];
    await submitted(a.client, sheet(election, unit, { rejected: 20, accredited: 300 }));
    await submitted(b.client, sheet(election, unit));
    expect((await app.client().gql(UNIT_WATCH, { pu: unit, electionId: election })).data.unitWatch.crowdStatus).toBe('FLAGGED');
    const corrected = await submitted(a.client, sheet(election, unit));
    expect(corrected).toMatchObject({ crowdStatus: 'VERIFIED', submissions: 2, agreeing: 2 });
    expect(await readingsAt(election, unit)).toBe(2);
  });

  it('flags a unit whose readings differ from the agent’s or official sheet, naming where that sheet came from', async () => {
    const election = await newElection();
    const [agrees, differs] = ['24/16/05/015', '24/16/05/016'];
    const upload = (pu: string, votes: { party: string; votes: number }[]) =>
      admin.gql(`mutation($input: ResultSheetInput!) { uploadPollingUnitResult(input: $input) { puCode } }`, {
        input: { electionId: election, puCode: pu, registered: 500, accredited: 300, rejected: 10, votes },
      });
    const same = [{ party: 'APC', votes: 120 }, { party: 'LP', votes: 150 }, { party: 'PDP', votes: 10 }];
    expect((await upload(agrees, same)).errors).toBeUndefined();
    expect((await upload(differs, [{ party: 'APC', votes: 220 }, { party: 'LP', votes: 50 }, { party: 'PDP', votes: 10 }])).errors).toBeUndefined();
    for (const pu of [agrees, agrees, differs]) await submitted((await member(pu)).client, sheet(election, pu));

    const ok = (await app.client().gql(UNIT_WATCH, { pu: agrees, electionId: election })).data.unitWatch;
    expect(ok).toMatchObject({ crowdStatus: 'VERIFIED', officialSource: 'admin', official: { totalValid: 280 } });
    const flagged = (await app.client().gql(UNIT_WATCH, { pu: differs, electionId: election })).data.unitWatch;
    expect(flagged).toMatchObject({ crowdStatus: 'FLAGGED', submissions: 1, largestGap: 100 });
    expect(flagged.differences[0]).toEqual({
      figure: 'APC',
      label: 'APC votes',
      gap: 100,
      values: [
        { source: 'CROWD', value: 120, submissions: 1, sheetSource: null },
        { source: 'OFFICIAL', value: 220, submissions: null, sheetSource: 'admin' },
      ],
    });
    const { data } = await app.client().gql(FLAGGED, { place: '24/16/05', electionId: election });
    expect(data.flaggedUnits).toEqual([
      { puCode: differs, largestGap: 100, officialSource: 'admin', differences: [{ figure: 'APC', gap: 100 }, { figure: 'LP', gap: 100 }], pollingUnit: { displayName: expect.any(String) } },
    ]);
  });

  it('REST: the same under /api/watch, never naming who read a sheet', async () => {
    const election = await newElection();
    const unit = '24/16/05/017';
    const a = await member(unit);
    const res = await a.client.request('POST', '/api/watch/sheets', sheet(election, unit).input);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ crowdStatus: 'pending', submissions: 1, pollingUnit: { puCode: unit } });
    const bad = await a.client.request('POST', '/api/watch/sheets', sheet(election, unit, { totalValid: 1 }).input);
    expect(bad).toMatchObject({ status: 400, body: { field: 'totalValid' } });
    const read = await app.client().request('GET', `/api/watch/unit?pollingUnit=${unit}&electionId=${election}`);
    expect(read.status).toBe(200);
    expect(read.body.submissions).toBe(1);
    expect(JSON.stringify(read.body)).not.toContain(a.user.id);
    expect((await app.client().request('GET', `/api/watch/unit?pollingUnit=24/16/05/999&electionId=${election}`)).status).toBe(404);
    expect((await app.client().request('GET', `/api/watch/flagged?place=24/16&electionId=${election}`)).body).toEqual([]);
    expect((await app.client().request('GET', `/api/watch/flagged?place=Mushin`)).status).toBe(400);
  });
});

describe('the verdict on a unit’s readings', () => {
  const at = new Date('2027-03-13T15:00:00Z');
  const figures = { registered: 500, accredited: 300, rejected: 10, totalValid: 280, votes: { APC: 130, LP: 150 } };

  it('needs two identical readings to verify, and any difference to flag', () => {
    expect(assess([], null).status).toBe(CrowdStatus.NONE);
    expect(assess([{ ...figures, submissions: 1, firstAt: at }], null).status).toBe(CrowdStatus.PENDING);
    expect(assess([{ ...figures, submissions: 2, firstAt: at }], null).status).toBe(CrowdStatus.VERIFIED);
    const split = assess(
      [
        { ...figures, submissions: 1, firstAt: at },
        { ...figures, rejected: 12, submissions: 1, firstAt: new Date(at.getTime() + 1) },
      ],
      null,
    );
    expect(split).toMatchObject({ status: CrowdStatus.FLAGGED, agreeing: 1, largestGap: 2, consensus: { rejected: 10 } });
  });

  it('compares with the official sheet only the figures it gives', () => {
    const official = { ...figures, accredited: null, registered: null, rejected: null, source: 'replay' };
    expect(assess([{ ...figures, submissions: 2, firstAt: at }], official).status).toBe(CrowdStatus.VERIFIED);
    const differs = assess([{ ...figures, submissions: 2, firstAt: at }], { ...official, votes: { APC: 130, LP: 140 }, totalValid: 270 });
    expect(differs.status).toBe(CrowdStatus.FLAGGED);
    expect(differs.differences.map((d) => [d.figure, d.gap])).toEqual([
      ['totalValid', 10],
      ['LP', 10],
    ]);
  });
});
