import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, graphql, makeAdmin, skipWelcomeTour } from './support';
import { card, shots, signUp } from './results.support';

test.beforeEach(({ context }) => skipWelcomeTour(context));

const TICK_MS = 1000; // the server's LIVE_TICK_MS (its default)
const REPLAY_RATE = 500; // sheets a second, as at a national upload peak
const REPLAY_SECONDS = 6;
const uploaded = async (page: Page) => Number(/([\d,]+)of [\d,]+ units/.exec((await card(page, 'Results Uploaded').textContent()) ?? '')?.[1].replace(/,/g, '') ?? NaN);

test('on a phone, the portal keeps up with a 500-sheets-a-second replay: what it shows is never more than two ticks behind what was committed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const adminContext = await playwright.request.newContext({ baseURL });
  const admin = await signUp(adminContext, 'Replay');
  await makeAdmin(admin.email);
  const name = `Lagos Governorship replay ${Date.now()}`;
  const { createElection } = await graphql(adminContext, `mutation ($input: CreateElectionInput!) { createElection(input: $input) { id } }`, {
    input: { type: 'GOVERNORSHIP', name, date: '2027-03-13', stateCode: '24', candidates: [{ party: 'APC', name: 'One' }, { party: 'LP', name: 'Two' }, { party: 'PDP', name: 'Three' }] },
  });
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  const units = (await db.query(`select pu_code from geo_polling_units where state_code = '24' order by pu_code limit $1`, [REPLAY_RATE * REPLAY_SECONDS])).rows.map((r) => r.pu_code as string);
  await db.end();

  // A member's phone on the portal, live.
  await signUp(page.request, 'Amaka');
  await page.goto(`/results?type=governorship&election=${createElection.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('● Live')).toBeVisible();
  await expect(card(page, 'Results Uploaded')).toContainText('0of 13,325 units');

  // The replay: half a second's sheets in each import, committed on schedule (as a replay's batches are).
  const committed: [number, number][] = [[Date.now(), 0]]; // when, how many sheets in all
  const replay = async () => {
    const perBatch = REPLAY_RATE / 2;
    const started = Date.now();
    for (let batch = 0; batch * perBatch < units.length; batch++) {
      const due = started + batch * 500;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      const rows = units.slice(batch * perBatch, (batch + 1) * perBatch).map((pu, i) => `${pu},600,400,3,${100 + (i % 50)},120,50`);
      await graphql(adminContext, `mutation ($e: ID!, $csv: String!) { importResultsCsv(electionId: $e, csv: $csv) { imported } }`, {
        e: createElection.id,
        csv: ['pu_code,registered,accredited,rejected,APC,LP,PDP', ...rows].join('\n'),
      });
      committed.push([Date.now(), committed.at(-1)![1] + rows.length]);
    }
    return (units.length / (Date.now() - started)) * 1000;
  };
  // What the page shows, read over and over while the sheets arrive: never behind what was committed two ticks before.
  const lags: number[] = [];
  let replaying = true;
  const watch = async () => {
    while (replaying) {
      const readAt = Date.now();
      const shown = await uploaded(page);
      const committedBefore = (at: number) => committed.filter(([when]) => when <= at).at(-1)?.[1] ?? 0;
      expect(shown, `shown at ${readAt}`).toBeGreaterThanOrEqual(committedBefore(readAt - 2 * TICK_MS));
      expect(shown).toBeLessThanOrEqual(committedBefore(Date.now()));
      lags.push(committedBefore(readAt) - shown);
      await page.waitForTimeout(150);
    }
  };
  const watching = watch();
  const rate = await replay();
  replaying = false;
  await watching;
  const replayed = `${units.length} sheets at ${rate.toFixed(0)}/s; ${lags.length} readings, largest gap ${Math.max(...lags)} sheets`;
  test.info().annotations.push({ type: 'replay', description: replayed });
  console.log(replayed);
  expect(lags.length).toBeGreaterThanOrEqual(5);

  // Within two ticks of the last sheet, the figures are the committed state's.
  let caughtUp = Infinity;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await page.waitForTimeout(50)) {
    const readAt = Date.now();
    if ((await uploaded(page)) !== units.length) continue;
    caughtUp = readAt - committed.at(-1)![0];
    break;
  }
  expect(caughtUp, 'from the last commit to the page showing it').toBeLessThanOrEqual(2 * TICK_MS);
  const { electionSummary } = await graphql(adminContext, `query ($e: ID!) { electionSummary(electionId: $e) { resultsUploaded totalValidVotes leadingParty } }`, { e: createElection.id });
  expect(electionSummary.resultsUploaded).toBe(units.length);
  await expect(card(page, 'Total Valid Votes')).toContainText(electionSummary.totalValidVotes.toLocaleString('en'));
  await expect(card(page, 'Leading Party')).toContainText(electionSummary.leadingParty);
  await expect(page.getByRole('listitem', { name: new RegExp(`Lagos: .* ${electionSummary.leadingParty} leading`) })).toBeVisible();
  await shots(page, 'replay');
  await adminContext.dispose();
});
