import { expect, test } from '@playwright/test';
import { graphql, makeAdmin, skipWelcomeTour } from './support';
import { card, shots, signUp } from './results.support';

test.beforeEach(({ context }) => skipWelcomeTour(context));

test('a member reads INEC’s declared 2023 results, then watches a new election’s results arrive live and drills down to the polling unit', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUp(page.request, 'Ngozi');
  // Presidential: the other project's run may have an ongoing election open, which 'All elections' would show first.
  await page.goto('/results?type=presidential');

  // The seeded 2023 presidential election, as INEC declared it.
  await expect(page.getByRole('heading', { name: '2023 Presidential Election', exact: true })).toBeVisible();
  await expect(page.getByText('INEC declared', { exact: true })).toBeVisible();
  await expect(card(page, 'Results Uploaded')).toContainText('157,422');
  await expect(card(page, 'Total Valid Votes')).toContainText('24,025,940');
  await expect(card(page, 'Leading Party')).toContainText('APC');
  await expect(page.getByLabel('APC 8,794,726 votes').first()).toBeVisible();
  await shots(page, 'declared');

  await page.getByRole('tab', { name: 'Party Analysis' }).click();
  const lp = page.getByRole('article', { name: 'Labour Party', exact: true });
  await expect(lp).toContainText('6,101,533 votes');
  await expect(lp).toContainText('States won: 12');
  await page.getByRole('tab', { name: 'State Results' }).click();
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Lagos' });
  const lagos = page.getByRole('article', { name: 'Lagos' });
  await expect(lagos.getByLabel('LP 582,454 votes')).toBeVisible();
  await expect(lagos).toContainText('Complete');

  // An administrator opens a governorship election and an agent's sheet arrives while the page is open.
  const adminContext = await playwright.request.newContext({ baseURL });
  const admin = await signUp(adminContext, 'Admin');
  await makeAdmin(admin.email);
  const name = `Lagos Governorship ${test.info().project.name} ${Date.now()}`;
  const { createElection } = await graphql(
    adminContext,
    `mutation ($input: CreateElectionInput!) { createElection(input: $input) { id } }`,
    {
      input: {
        type: 'GOVERNORSHIP',
        name,
        date: '2027-03-13',
        stateCode: '24',
        candidates: [
          { party: 'APC', name: 'Candidate One' },
          { party: 'LP', name: 'Candidate Two' },
          { party: 'PDP', name: 'Candidate Three' },
        ],
      },
    },
  );
  await page.getByRole('tab', { name: 'Election Types' }).click();
  await page.getByRole('article', { name: 'Governorship' }).getByRole('button', { name: 'View Results' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(card(page, 'Results Uploaded')).toContainText('0');
  await expect(page.getByText('No results available yet').first()).toBeVisible();

  const { pollingUnits } = await graphql(adminContext, `query { pollingUnits(stateCode: "24", lgaCode: "16", wardCode: "05", first: 1) { edges { node { puCode } } } }`);
  const puCode = pollingUnits.edges[0].node.puCode as string;
  await graphql(adminContext, `mutation ($input: ResultSheetInput!) { uploadPollingUnitResult(input: $input) { puCode } }`, {
    input: {
      electionId: createElection.id,
      puCode,
      registered: 620,
      accredited: 310,
      rejected: 6,
      votes: [
        { party: 'APC', votes: 95 },
        { party: 'LP', votes: 170 },
        { party: 'PDP', votes: 31 },
      ],
    },
  });
  // No reload: the subscription brings the sheet.
  await expect(card(page, 'Results Uploaded')).toContainText('1of 13,325 units');
  await expect(card(page, 'Total Valid Votes')).toContainText('296');
  await expect(card(page, 'Leading Party')).toContainText('LP');
  await expect(page.getByRole('listitem', { name: /Lagos: .* LP leading/ })).toBeVisible();
  await shots(page, 'live');

  await page.getByRole('tab', { name: 'Live Updates' }).click();
  await expect(page.getByText(new RegExp(`Result uploaded: .*\\(${puCode.replace(/\//g, '\\/')}\\), Lagos`))).toBeVisible();

  // Drill down: Lagos → Mushin → Ilupeju → the unit's sheet.
  await page.getByRole('tab', { name: 'State Results' }).click();
  await page.getByRole('article', { name: 'Lagos' }).getByRole('button', { name: 'LGAs, wards and polling units' }).click();
  const drill = page.getByRole('region', { name: 'Results drill-down' });
  await drill.getByRole('button', { name: /^Mushin/ }).click();
  await drill.getByRole('button', { name: /^Ilupeju In progress/ }).click();
  await expect(drill.getByText(puCode)).toBeVisible();
  await expect(drill.getByText('LP 170 · APC 95 · PDP 31')).toBeVisible();
  await shots(page, 'drill-down');
  await adminContext.dispose();
});

