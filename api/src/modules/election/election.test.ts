import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { readDeclared2023, readUploadTimeline } from './election.data.js';
import { replayEvents } from './replay.js';
import { checkSheetArithmetic } from './results.ingest.js';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  const signed = await signedInClient(app);
  await sql(`update users set role = 'admin' where id = ?`, [signed.user.id]);
  admin = signed.client;
});
afterAll(async () => {
  await admin?.closeSockets();
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);

const CREATE = `mutation($input: CreateElectionInput!) { createElection(input: $input) { id status totalPollingUnits candidates { party { abbreviation color } name } } }`;
const UPLOAD = `mutation($input: ResultSheetInput!) { uploadPollingUnitResult(input: $input) {
  puCode current { registered accredited rejected validVotes results { party votes percentage } source } history { validVotes replacedAt } } }`;
const AREA = `query($id: ID!, $code: String!) { resultsArea(electionId: $id, code: $code) {
  area { code level name status reportingUnits totalPollingUnits validVotes accreditedVoters registeredVoters rejectedVotes leadingParty results { party votes } }
  children { code reportingUnits validVotes }
  pollingUnits { puCode current { validVotes } } } }`;

async function newElection(overrides: Record<string, unknown> = {}) {
  const created = await admin.gql(CREATE, {
    input: {
      type: 'GOVERNORSHIP',
      name: `Test governorship ${Math.random().toString(36).slice(2, 7)}`,
      date: '2027-03-11',
      candidates: [
        { party: 'APC', name: 'Candidate A' },
        { party: 'PDP', name: 'Candidate B' },
        { party: 'LP', name: 'Candidate C' },
      ],
      ...overrides,
    },
  });
  expect(created.errors).toBeUndefined();
  return created.data.createElection as { id: string; totalPollingUnits: number };
}

/** Units of one ward, in code order. */
async function wardUnits(state: string, lga: string, ward: string): Promise<string[]> {
  const rows = await sql(
    `select pu_code from geo_polling_units where state_code = ? and lga_code = ? and ward_code = ? order by code`,
    [state, lga, ward],
  );
  return rows.map((r: any) => r.pu_code);
}

const sheet = (electionId: string, puCode: string, figures: { registered?: number; accredited?: number; rejected?: number; votes: Record<string, number> }) => ({
  input: {
    electionId,
    puCode,
    registered: figures.registered ?? 500,
    accredited: figures.accredited ?? 300,
    rejected: figures.rejected ?? 5,
    votes: Object.entries(figures.votes).map(([party, votes]) => ({ party, votes })),
  },
});

/** Every area of the election against the sum of its units' current sheets: the promise the portal makes. */
async function aggregatesMatchUnits(electionId: string) {
  const mismatched = await sql(
    `with units as (
       select r.*, a.code from election_unit_results r
       cross join lateral (values ('NG'), (r.state_code), (r.state_code || '/' || r.lga_code),
         (r.state_code || '/' || r.lga_code || '/' || r.ward_code)) as a(code)
       where r.election_id = ?),
     sums as (select code, count(*) as units, coalesce(sum(registered), 0) as registered, coalesce(sum(accredited), 0) as accredited,
       coalesce(sum(rejected), 0) as rejected, sum(valid_votes) as valid, count(verified_at) as verified from units group by code),
     party_sums as (select code, v.key as party, sum(v.value::bigint) as votes from units, jsonb_each_text(units.votes) v group by 1, 2)
     select a.area_code from election_area_results a left join sums s on s.code = a.area_code
     where a.election_id = ? and (a.units_reported, a.registered, a.accredited, a.rejected, a.valid_votes, a.units_verified)
       is distinct from (coalesce(s.units, 0), coalesce(s.registered, 0), coalesce(s.accredited, 0), coalesce(s.rejected, 0), coalesce(s.valid, 0), coalesce(s.verified, 0))
     union all
     select coalesce(v.area_code, p.code) from (select * from election_area_votes where election_id = ? and votes <> 0) v
     full join (select * from party_sums where votes <> 0) p on p.code = v.area_code and p.party = v.party
     where v.votes is distinct from p.votes`,
    [electionId, electionId, electionId],
  );
  expect(mismatched).toEqual([]);
}

describe('the 2023 presidential election as INEC declared it', () => {
  it('shows the declared national totals, turnout and IReV uploads on the summary', async () => {
    const summary = await admin.request('GET', '/api/results/summary?type=presidential');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      electionType: 'presidential',
      electionName: '2023 Presidential Election',
      source: 'declared',
      registeredVoters: 93_469_008,
      totalValidVotes: 24_025_940,
      leadingParty: 'APC',
      resultsUploaded: 157_422,
      totalPollingUnits: 176_846,
      resultsVerified: null,
      voterTurnout: 27.05,
    });
  });

  it('gives each party its declared votes, share, states won and strongholds', async () => {
    const parties = (await admin.request('GET', '/api/results/party-analysis?type=presidential')).body;
    const byParty = Object.fromEntries(parties.map((p: any) => [p.party, p]));
    expect(parties.map((p: any) => p.party).slice(0, 4)).toEqual(['APC', 'PDP', 'LP', 'NNPP']);
    expect(byParty.APC).toMatchObject({ totalVotes: 8_794_726, votes: 8_794_726, percentage: 36.61, statesWon: 12, color: '#E53E3E', candidate: 'Bola Tinubu' });
    expect(byParty.PDP).toMatchObject({ totalVotes: 6_984_520, statesWon: 12, color: '#3182CE' });
    expect(byParty.LP).toMatchObject({ totalVotes: 6_101_533, statesWon: 12, color: '#38A169' });
    expect(byParty.NNPP).toMatchObject({ totalVotes: 1_496_687, statesWon: 1, strongholds: ['Kano'], color: '#DD6B20' });
    expect(byParty.LP.strongholds.slice(0, 3)).toEqual(['Anambra', 'Enugu', 'Abia']);
    expect(parties).toHaveLength(18);
  });

  it('filters states by name, and leaves unknown figures empty rather than guessed', async () => {
    const lagos = (await admin.request('GET', '/api/results/states?type=presidential&state=Lagos')).body;
    expect(lagos).toHaveLength(1);
    expect(lagos[0]).toMatchObject({ state: 'Lagos', status: 'completed', reportingUnits: 12_859, totalPollingUnits: 13_325 });
    expect(lagos[0].results.slice(0, 3).map((r: any) => [r.party, r.votes])).toEqual([['LP', 582_454], ['APC', 572_606], ['PDP', 75_750]]);
    const all = (await admin.request('GET', '/api/results/states?type=presidential')).body;
    expect(all).toHaveLength(37);
    const yobe = all.find((s: any) => s.state === 'Yobe');
    expect(yobe.voterTurnout).toBeNull(); // Yobe's accredited figure was not found
  });

  it("gives a state's leading parties alone when asked (a tile's leader, a card's top three), and refuses fewer than one", async () => {
    const STATE = `query($first: Int) { stateResults(type: PRESIDENTIAL, state: "Lagos") { all: results { party } leaders: results(first: $first) { party votes } } }`;
    const { data, errors } = await admin.gql(STATE, { first: 3 });
    expect(errors).toBeUndefined();
    const [lagos] = data.stateResults;
    expect(lagos.all.length).toBeGreaterThan(3);
    expect(lagos.leaders).toEqual([
      { party: 'LP', votes: 582_454 },
      { party: 'APC', votes: 572_606 },
      { party: 'PDP', votes: 75_750 },
    ]);
    const refused = await admin.gql(STATE, { first: 0 });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Ask for at least one party', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an unknown election type with a clear message', async () => {
    const bad = await admin.request('GET', '/api/results/summary?type=mayor');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Unknown election type 'mayor'");
  });

  it('takes no polling-unit sheets: its figures are declared', async () => {
    const [declared] = await sql(`select id from elections where slug = 'presidential-2023'`);
    const refused = await admin.gql(UPLOAD, sheet(declared.id, '24/16/05/001', { votes: { APC: 10 } }));
    expect(refused.errors?.[0].message).toContain('declared totals');
  });
});

describe('uploading polling-unit results', () => {
  it('moves ward, LGA, state and national totals and pushes the change to subscribers; a re-upload replaces the figures', async () => {
    const election = await newElection();
    const [first, second] = await wardUnits('24', '16', '05');
    const agent = await signedInClient(app);
    const accredited = await admin.gql(`mutation($e: ID!, $u: ID!) { accreditAgent(electionId: $e, userId: $u, stateCode: "24") }`, {
      e: election.id,
      u: agent.user.id,
    });
    expect(accredited.data.accreditAgent).toBe(true);

    const watcher = app.client(); // a newsroom: no account needed
    const sub = watcher.subscribe(
      `subscription { resultsUpdated(electionId: "${election.id}") { summary { resultsUploaded totalValidVotes leadingParty }
        states { code name reportingUnits validVotes results { party votes } } } }`,
    );
    const live = watcher.subscribe(`subscription { liveUpdates(electionId: "${election.id}") { type message } }`);
    await Promise.all([sub.ready, live.ready]);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the subscriptions reach Redis

    const uploaded = await agent.client.gql(UPLOAD, sheet(election.id, first, { votes: { APC: 120, PDP: 80, LP: 90 } }));
    expect(uploaded.errors).toBeUndefined();
    expect(uploaded.data.uploadPollingUnitResult.current).toMatchObject({ validVotes: 290, source: 'agent' });
    await admin.gql(UPLOAD, sheet(election.id, second, { registered: 400, accredited: 200, rejected: 2, votes: { APC: 50, LP: 140 } }));

    // Sheets arriving within a tick reach a subscriber as one message with the latest figures.
    const latest = () => sub.events.at(-1)?.resultsUpdated;
    await sub.until(() => latest()?.summary.resultsUploaded === 2);
    expect(latest()).toMatchObject({
      summary: { resultsUploaded: 2, totalValidVotes: 480, leadingParty: 'LP' },
      states: [{ code: '24', name: 'Lagos', reportingUnits: 2, validVotes: 480 }],
    });
    const posted = () => live.events.flatMap((event) => event.liveUpdates);
    await live.until(() => posted().length >= 2);
    expect(posted()[0]).toMatchObject({ type: 'RESULT' });
    expect(posted()[0].message).toContain(`Result uploaded:`);
    expect(posted()[0].message).toContain(`(${first}), Lagos`);

    for (const code of ['NG', '24', '24/16', '24/16/05']) {
      const { data } = await admin.gql(AREA, { id: election.id, code });
      expect(data.resultsArea.area).toMatchObject({ reportingUnits: 2, validVotes: 480, accreditedVoters: 500, registeredVoters: 900, rejectedVotes: 7, leadingParty: 'LP' });
      expect(data.resultsArea.area.results).toEqual([{ party: 'LP', votes: 230 }, { party: 'APC', votes: 170 }, { party: 'PDP', votes: 80 }]);
    }
    const ward = (await admin.gql(AREA, { id: election.id, code: '24/16/05' })).data.resultsArea;
    expect(ward.area).toMatchObject({ level: 'WARD', name: 'Ilupeju', status: 'IN_PROGRESS' });
    expect(ward.pollingUnits.slice(0, 3).map((u: any) => u.current?.validVotes ?? null)).toEqual([290, 190, null]);
    const lga = (await admin.gql(AREA, { id: election.id, code: '24/16' })).data.resultsArea;
    expect(lga.children.find((w: any) => w.code === '24/16/05')).toEqual({ code: '24/16/05', reportingUnits: 2, validVotes: 480 });
    await aggregatesMatchUnits(election.id);

    // The first sheet is replaced: totals move by the difference, the old sheet is kept as history.
    const replaced = await agent.client.gql(UPLOAD, sheet(election.id, first, { votes: { APC: 100, PDP: 30, LP: 150 } }));
    expect(replaced.data.uploadPollingUnitResult.current.validVotes).toBe(280);
    expect(replaced.data.uploadPollingUnitResult.history).toEqual([{ validVotes: 290, replacedAt: expect.any(String) }]);
    const national = (await admin.gql(AREA, { id: election.id, code: 'NG' })).data.resultsArea.area;
    expect(national).toMatchObject({ reportingUnits: 2, validVotes: 470 });
    expect(national.results).toEqual([{ party: 'LP', votes: 290 }, { party: 'APC', votes: 150 }, { party: 'PDP', votes: 30 }]);
    await sub.until(() => latest()?.summary.totalValidVotes === 470);
    expect(latest().summary).toEqual({ resultsUploaded: 2, totalValidVotes: 470, leadingParty: 'LP' });
    await live.until(() => posted().length >= 3);
    expect(posted()[2].message).toContain('Result sheet replaced');
    await aggregatesMatchUnits(election.id);
    await watcher.closeSockets();
  });

  it('follows the current election of a type, only in the chosen state, and refuses an unknown election', async () => {
    const election = await newElection({ type: 'SENATE' });
    const [lagosUnit] = await wardUnits('24', '16', '05');
    const [kano] = await sql(`select pu_code from geo_polling_units where state_code = '19' order by pu_code limit 1`);
    const watcher = app.client();
    const lagos = watcher.subscribe(`subscription { resultsUpdated(type: SENATE, stateCode: "24") { electionId summary { resultsUploaded } states { code } } }`);
    const unknown = watcher.subscribe(`subscription { resultsUpdated(electionId: "00000000-0000-4000-8000-000000000000") { electionId } }`);
    await lagos.ready;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await admin.gql(UPLOAD, sheet(election.id, kano.pu_code, { votes: { APC: 7 } }));
    await admin.gql(UPLOAD, sheet(election.id, lagosUnit, { votes: { LP: 9 } }));
    await lagos.until(() => lagos.events.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 200)); // a Kano event would have arrived by now
    expect(lagos.events).toEqual([{ resultsUpdated: { electionId: election.id, summary: { resultsUploaded: 2 }, states: [{ code: '24' }] } }]);
    await unknown.until(() => unknown.errors.length > 0);
    expect(JSON.stringify(unknown.errors[0])).toContain('Election not found');
    await watcher.closeSockets();
  });

  it('refuses an impossible sheet with a clear error and changes nothing', async () => {
    const election = await newElection();
    const [unit] = await wardUnits('24', '16', '05');
    await admin.gql(UPLOAD, sheet(election.id, unit, { votes: { APC: 10 } }));
    const before = await sql(`select (select count(*) from election_result_uploads where election_id = ?)::int as uploads,
      (select valid_votes from election_area_results where election_id = ? and area_code = 'NG')::int as valid`, [election.id, election.id]);

    const cases: [ReturnType<typeof sheet>, string][] = [
      [sheet(election.id, unit, { registered: 100, accredited: 120, votes: { APC: 10 } }), 'accredited voters (120) can\'t be more than registered voters (100)'],
      [sheet(election.id, unit, { accredited: 100, rejected: 5, votes: { APC: 60, PDP: 40 } }), 'votes cast (100 valid + 5 rejected = 105) can\'t be more than accredited voters (100)'],
      [sheet(election.id, '24/16/05/999', { votes: { APC: 10 } }), 'there is no polling unit 24/16/05/999'],
      [sheet(election.id, unit, { votes: { NNPP: 10 } }), 'NNPP has no candidate in this election'],
      [sheet(election.id, unit, { votes: { APC: -1 } }), "Votes can't be negative"],
      [sheet(election.id, unit, { registered: 200_000, votes: { APC: 1 } }), "Registered voters can't be more than 100,000"],
      [sheet(election.id, 'Lagos', { votes: { APC: 1 } }), "A polling unit code looks like '24/16/05/001'"],
    ];
    for (const [input, message] of cases) {
      const refused = await admin.gql(UPLOAD, input);
      expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0].message).toContain(message);
    }
    const after = await sql(`select (select count(*) from election_result_uploads where election_id = ?)::int as uploads,
      (select valid_votes from election_area_results where election_id = ? and area_code = 'NG')::int as valid`, [election.id, election.id]);
    expect(after).toEqual(before);
    expect(after[0]).toEqual({ uploads: 1, valid: 10 });
  });

  it('lets only administrators and agents accredited for the election (and its state) upload', async () => {
    const election = await newElection();
    const [lagosUnit] = await wardUnits('24', '16', '05');
    const [kanoUnit] = (await sql(`select pu_code from geo_polling_units where state_code = '19' order by pu_code limit 1`)).map((r: any) => r.pu_code);
    const input = sheet(election.id, lagosUnit, { votes: { APC: 1 } });

    const visitor = await app.client().gql(UPLOAD, input);
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const member = await signedInClient(app);
    const plain = await member.client.gql(UPLOAD, input);
    expect(plain.errors?.[0]).toMatchObject({ message: 'Only administrators and agents accredited for this election can upload results', extensions: { code: 'FORBIDDEN' } });
    const accredit = await member.client.gql(`mutation($e: ID!, $u: ID!) { accreditAgent(electionId: $e, userId: $u) }`, { e: election.id, u: member.user.id });
    expect(accredit.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    await admin.gql(`mutation($e: ID!, $u: ID!) { accreditAgent(electionId: $e, userId: $u, stateCode: "19") }`, { e: election.id, u: member.user.id });
    const otherState = await member.client.gql(UPLOAD, input);
    expect(otherState.errors?.[0].message).toBe('You are accredited for another state');
    const ownState = await member.client.gql(UPLOAD, sheet(election.id, kanoUnit, { votes: { APC: 1 } }));
    expect(ownState.errors).toBeUndefined();

    await admin.gql(`mutation($e: ID!, $u: ID!) { revokeAgent(electionId: $e, userId: $u) }`, { e: election.id, u: member.user.id });
    expect((await member.client.gql(UPLOAD, sheet(election.id, kanoUnit, { votes: { APC: 2 } }))).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    await admin.gql(`mutation($e: ID!) { setElectionStatus(electionId: $e, status: CONCLUDED) { status } }`, { e: election.id });
    const closed = await admin.gql(UPLOAD, input);
    expect(closed.errors?.[0].message).toBe('This election is concluded: it takes no result sheets now');
  });

  it('keeps totals equal to the units under concurrent uploads and re-uploads', async () => {
    const election = await newElection();
    const units = (await wardUnits('24', '16', '05')).slice(0, 12);
    const uploads = units.flatMap((unit, i) => [
      sheet(election.id, unit, { votes: { APC: i, PDP: 2 * i, LP: 3 } }),
      sheet(election.id, unit, { votes: { APC: 10 + i, LP: 40 } }),
    ]);
    const answers = await Promise.all(uploads.map((input) => admin.gql(UPLOAD, input)));
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const [national] = await sql(`select units_reported, valid_votes::int as valid from election_area_results where election_id = ? and area_code = 'NG'`, [election.id]);
    expect(national.units_reported).toBe(12);
    const [history] = await sql(`select count(*)::int as n, count(replaced_at)::int as replaced from election_result_uploads where election_id = ?`, [election.id]);
    expect(history).toEqual({ n: 24, replaced: 12 });
    await aggregatesMatchUnits(election.id);
  });

  it('verifies a sheet, and a re-upload needs verifying again', async () => {
    const election = await newElection();
    const [unit] = await wardUnits('24', '16', '05');
    await admin.gql(UPLOAD, sheet(election.id, unit, { votes: { APC: 5 } }));
    const verified = await admin.gql(`mutation($e: ID!, $u: String!) { verifyPollingUnitResult(electionId: $e, puCode: $u) { verified } }`, { e: election.id, u: unit });
    expect(verified.data.verifyPollingUnitResult.verified).toBe(true);
    const summary = `query($e: ID!) { electionSummary(electionId: $e) { resultsUploaded resultsVerified } }`;
    expect((await admin.gql(summary, { e: election.id })).data.electionSummary).toEqual({ resultsUploaded: 1, resultsVerified: 1 });
    await admin.gql(UPLOAD, sheet(election.id, unit, { votes: { APC: 6 } }));
    expect((await admin.gql(summary, { e: election.id })).data.electionSummary).toEqual({ resultsUploaded: 1, resultsVerified: 0 });
    await aggregatesMatchUnits(election.id);
  });
});

describe('CSV import', () => {
  const IMPORT = `mutation($e: ID!, $csv: String!) { importResultsCsv(electionId: $e, csv: $csv) { imported replaced } }`;

  it('imports every row or none, naming the row that is wrong', async () => {
    const election = await newElection();
    const units = (await wardUnits('24', '16', '05')).slice(0, 3);
    const bad = [
      'pu_code,registered,accredited,rejected,APC,PDP,LP',
      `${units[0]},500,300,4,100,50,20`,
      `${units[1]},500,300,4,200,90,20`, // 314 cast of 300 accredited
    ].join('\n');
    const refused = await admin.gql(IMPORT, { e: election.id, csv: bad });
    expect(refused.errors?.[0].message).toBe("Row 3: votes cast (310 valid + 4 rejected = 314) can't be more than accredited voters (300)");
    expect((await sql(`select count(*)::int as n from election_result_uploads where election_id = ?`, [election.id]))[0].n).toBe(0);

    const good = [
      'pu_code,registered,accredited,rejected,APC,PDP,LP',
      `${units[0]},500,300,4,100,50,20`,
      `${units[1]},450,250,3,60,90,`,
      `${units[2]},"300",100,0,10,10,10`,
    ].join('\r\n');
    const imported = await admin.gql(IMPORT, { e: election.id, csv: good });
    expect(imported.data.importResultsCsv).toEqual({ imported: 3, replaced: 0 });
    const again = await admin.gql(IMPORT, { e: election.id, csv: good.replace(',100,50,20', ',110,50,20') });
    expect(again.data.importResultsCsv).toEqual({ imported: 3, replaced: 3 });
    const area = (await admin.gql(AREA, { id: election.id, code: '24/16/05' })).data.resultsArea.area;
    expect(area).toMatchObject({ reportingUnits: 3, validVotes: 110 + 50 + 20 + 60 + 90 + 30, accreditedVoters: 650 });
    await aggregatesMatchUnits(election.id);

    const notAdmin = await (await signedInClient(app)).client.gql(IMPORT, { e: election.id, csv: good });
    expect(notAdmin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const noHeader = await admin.gql(IMPORT, { e: election.id, csv: `pu_code,APC\n${units[0]},1` });
    expect(noHeader.errors?.[0].message).toContain('The CSV has no registered column');
  });
});

describe('live updates and REST shapes', () => {
  it('lists announcements newest first in the spec’s shape', async () => {
    const election = await newElection();
    await admin.gql(`mutation($e: ID!) { announceResult(electionId: $e, message: "Collation begins in Ikeja") { id } }`, { e: election.id });
    const updates = await admin.request('GET', `/api/results/live-updates?electionId=${election.id}`);
    expect(updates.body[0]).toEqual({ type: 'announcement', message: 'Collation begins in Ikeja', timestamp: expect.any(String) });
    const empty = await admin.gql(`mutation($e: ID!) { announceResult(electionId: $e, message: "   ") { id } }`, { e: election.id });
    expect(empty.errors?.[0].message).toBe('Write the announcement');
    const elections = (await admin.request('GET', '/api/results/elections')).body;
    expect(elections.find((e: any) => e.id === election.id)).toMatchObject({ type: 'governorship', status: 'ongoing' });
    expect(elections.find((e: any) => e.name === '2023 Presidential Election')).toMatchObject({ type: 'presidential', status: 'concluded', source: 'declared' });
  });
});

describe('the 2023 replay', () => {
  it('spreads each state’s declared totals over its uploaded units so that every sheet is valid and the four main parties end at INEC’s national figures', async () => {
    const [declared, timeline] = await Promise.all([readDeclared2023(), readUploadTimeline()]);
    const events = replayEvents(declared, timeline);
    const firsts = events.filter((e) => !e.reupload);
    expect(firsts).toHaveLength(157_422);
    expect(events.length - firsts.length).toBe(7_081); // re-uploads later than the first sheet
    const national: Record<string, number> = {};
    const perState = new Map<string, { votes: Record<string, number>; registered: number; accredited: number }>();
    for (const { sheet } of firsts) {
      checkSheetArithmetic(sheet, sheet.puCode); // throws on an impossible sheet
      const state = perState.get(sheet.puCode.slice(0, 2)) ?? { votes: {}, registered: 0, accredited: 0 };
      for (const [party, votes] of Object.entries(sheet.votes)) {
        state.votes[party] = (state.votes[party] ?? 0) + votes;
        national[party] = (national[party] ?? 0) + votes;
      }
      state.registered += sheet.registered ?? 0;
      state.accredited += sheet.accredited ?? 0;
      perState.set(sheet.puCode.slice(0, 2), state);
    }
    for (const party of ['APC', 'PDP', 'LP', 'NNPP']) expect(national[party]).toBe(declared.national.votes[party]);
    for (const state of declared.states) {
      expect(perState.get(state.code)).toEqual({ votes: state.votes, registered: state.registered, accredited: state.accredited ?? 0 });
    }
    // Sheets arrive in 2023 order, from the evening of 25 February to the morning of 3 March.
    expect(events[0].at.toISOString() < '2023-02-26').toBe(true);
    expect(events.at(-1)!.at.toISOString() > '2023-03-03').toBe(true);
    expect(events.every((e, i) => i === 0 || events[i - 1].at <= e.at)).toBe(true);
  });
});
