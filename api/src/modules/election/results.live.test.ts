import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { coalescedStats } from '../../shared/coalesced.js';
import { subscriptionStats } from '../../platform/graphql-ws-fanout.js';
import { recordSheets } from './results.ingest.js';

const TICK_MS = 1000;
let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp({ env: { LIVE_TICK_MS: String(TICK_MS) } });
  const signed = await signedInClient(app);
  await app.em().getConnection().execute(`update users set role = 'admin' where id = ?`, [signed.user.id]);
  admin = signed.client;
});
afterAll(async () => {
  await admin?.closeSockets();
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function presidentialElection(): Promise<string> {
  const created = await admin.gql(`mutation($input: CreateElectionInput!) { createElection(input: $input) { id } }`, {
    input: {
      type: 'PRESIDENTIAL',
      name: `Live presidential ${Math.random().toString(36).slice(2, 7)}`,
      date: '2027-02-20',
      candidates: [{ party: 'APC', name: 'A' }, { party: 'PDP', name: 'B' }, { party: 'LP', name: 'C' }],
    },
  });
  expect(created.errors).toBeUndefined();
  return created.data.createElection.id;
}

/** `count` polling units spread over every state (the first units of each, round robin). */
async function unitsAcrossStates(count: number): Promise<string[]> {
  const rows = await sql(
    `select pu_code from (select pu_code, row_number() over (partition by state_code order by pu_code) as n, state_code from geo_polling_units) u
     where n <= ? order by n, state_code limit ?`,
    [Math.ceil(count / 37), count],
  );
  return rows.map((r: any) => r.pu_code);
}

/** Commits the units' sheets `perEvent` to a transaction (one event each), `parallel` at a time, as agents uploading at once would. */
async function upload(electionId: string, units: string[], perEvent = 1, parallel = 8) {
  let next = 0;
  const worker = async () => {
    while (next < units.length) {
      const batch = units.slice(next, (next += perEvent));
      const sheets = batch.map((puCode, i) => ({
        puCode, registered: 600, accredited: 400, rejected: 2, votes: { APC: 100 + ((next + i) % 7), PDP: 90, LP: 120 }, sheetUrl: null, uploadedAt: new Date(),
      }));
      await recordSheets(app.em(), app.deps.pubsub, electionId, sheets, { source: 'agent', uploadedBy: null });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

const RESULTS = `subscription($e: ID!) { resultsUpdated(electionId: $e) {
  summary { resultsUploaded totalValidVotes leadingParty } states { code reportingUnits validVotes results { party votes } }
  partyAnalysis { party totalVotes statesWon } } }`;
const SUMMARY_ONLY = `subscription($e: ID!) { resultsUpdated(electionId: $e) { summary { resultsUploaded totalValidVotes } } }`;
const NOW = `query($e: ID!) { electionSummary(electionId: $e) { resultsUploaded totalValidVotes leadingParty }
  partyAnalysis(electionId: $e) { party totalVotes statesWon }
  stateResults(electionId: $e) { code reportingUnits validVotes results { party votes } } }`;

describe('live results at an upload peak', () => {
  it('500 sheets committed in 100 transactions at once reach each subscriber as one message a tick, with the latest figures, executed once per distinct subscription', async () => {
    const electionId = await presidentialElection();
    const units = await unitsAcrossStates(500);
    const newsroom = app.client();
    const [first, second] = [newsroom.subscribe(RESULTS, { e: electionId }), app.client().subscribe(RESULTS, { e: electionId })];
    const ticker = app.client().subscribe(SUMMARY_ONLY, { e: electionId }); // another document: its own execution
    await Promise.all([first.ready, second.ready, ticker.ready]);
    await pause(200); // the subscriptions reach Redis
    const before = { ...coalescedStats, ...subscriptionStats };

    const started = performance.now();
    await upload(electionId, units, 5);
    const elapsed = performance.now() - started;
    const latest = (sub: typeof first) => sub.events.at(-1)?.resultsUpdated;
    await first.until(() => latest(first)?.summary.resultsUploaded === 500, 10_000);
    await second.until(() => latest(second)?.summary.resultsUploaded === 500, 10_000);
    await ticker.until(() => latest(ticker)?.summary.resultsUploaded === 500, 10_000);
    await pause(TICK_MS * 1.5); // nothing more is owed

    // What the portal shows is what the database holds: the summary, and each state as last sent.
    const now = (await admin.gql(NOW, { e: electionId })).data;
    for (const sub of [first, second]) {
      expect(latest(sub).summary).toEqual(now.electionSummary);
      expect(latest(sub).partyAnalysis).toEqual(now.partyAnalysis);
      const shown = new Map<string, unknown>();
      for (const event of sub.events) for (const state of event.resultsUpdated.states) shown.set(state.code, state);
      expect(shown.size).toBe(37);
      expect([...shown.values()].sort((a: any, b: any) => a.code.localeCompare(b.code))).toEqual(now.stateResults);
    }
    expect(second.events).toEqual(first.events);

    const ticks = coalescedStats.ticks - before.ticks;
    expect(coalescedStats.events - before.events).toBe(100); // every transaction's event folded, once for all three sockets
    // One message a tick to each socket, not one a sheet: a timer can't tick more often than this.
    expect(ticks).toBeLessThanOrEqual(Math.ceil((elapsed + TICK_MS * 1.5) / TICK_MS) + 1);
    for (const sub of [first, second, ticker]) expect(sub.events.length).toBe(ticks);
    // Each tick executed and serialized once per distinct subscription (two documents), not per socket.
    expect(subscriptionStats.executions - before.executions).toBe(2 * ticks);
    expect(subscriptionStats.serializations - before.serializations).toBe(2 * ticks);
    await Promise.all([newsroom.closeSockets()]);
  });

  it('a subscriber whose connection fell behind gets no backlog of ticks, then the newest state: the summary and every state', async () => {
    const electionId = await presidentialElection();
    const units = await unitsAcrossStates(40);
    const slow = await rawGraphqlWs(app.baseUrl);
    slow.send({ id: 'results', type: 'subscribe', payload: { query: RESULTS, variables: { e: electionId } } });
    await pause(200);
    await upload(electionId, units.slice(0, 1));
    await slow.until((messages) => messages.some((m) => m.id === 'results'));

    // A phone on a poor network: it stops reading, while what it asked for piles up on the server.
    slow.socket.pause();
    const skippedBefore = subscriptionStats.skippedBehind;
    for (let i = 0; i < 60; i++) slow.send({ id: `schema-${i}`, type: 'subscribe', payload: { query: INTROSPECTION } });
    await pause(500);
    const seenBefore = slow.messages.filter((m) => m.id === 'results').length;
    for (const batch of [units.slice(1, 14), units.slice(14, 27), units.slice(27, 40)]) {
      await upload(electionId, batch);
      await pause(TICK_MS * 1.2); // each batch in a tick of its own
    }
    expect(subscriptionStats.skippedBehind - skippedBefore).toBeGreaterThanOrEqual(2); // ticks passed it by, queued nowhere

    slow.socket.resume();
    await slow.until((messages) => messages.filter((m) => m.id === 'results').length > seenBefore, 15_000);
    await pause(TICK_MS * 1.5);
    const after = slow.messages.filter((m) => m.id === 'results').slice(seenBefore);
    expect(after).toHaveLength(1); // the newest state, once, instead of every tick it missed
    const update = after[0].payload.data.resultsUpdated;
    expect(update.summary.resultsUploaded).toBe(40);
    expect(update.states).toHaveLength(37); // every state, since it can't know what moved while it was behind
    const now = (await admin.gql(NOW, { e: electionId })).data;
    expect(update.summary).toEqual(now.electionSummary);
    expect(update.states).toEqual(now.stateResults);
    slow.socket.close();
  });
});

const INTROSPECTION = `{ __schema { types { name description fields { name description args { name description type { name kind ofType { name kind ofType { name kind } } } } type { name kind ofType { name kind ofType { name kind } } } } } } }`;

/** A graphql-transport-ws client by hand, so the test can stop reading its socket (ws' pause) as a slow phone does. */
async function rawGraphqlWs(baseUrl: string) {
  const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
  const messages: any[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  const until = async (predicate: (messages: any[]) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!predicate(messages)) {
      if (Date.now() > deadline) throw new Error('timed out waiting for a message');
      await pause(20);
    }
  };
  send({ type: 'connection_init' });
  await until((m) => m.some((x) => x.type === 'connection_ack'));
  return { socket, messages, send, until };
}
