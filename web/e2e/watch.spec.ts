import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { deviceContext, graphql, makeAdmin } from './support';

const WARD = { state: '24', lga: '24/16', ward: '24/16/05' };

const shots = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/.screens/${test.info().project.name}-watch-${name}.png`, fullPage: true });

async function signUp(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${test.info().project.name}@example.ng`;
  const password = 'polling-day-2027!';
  await graphql(request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, firstName, lastName: 'Adeyemi' },
  });
  await graphql(request, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', { input: { email, password } });
  return email;
}

/** A member in a browser of their own on the project's device, signed in, registered at `unit` when given. */
async function memberPage(browser: Browser, firstName: string, unit?: string) {
  const context = await deviceContext(browser);
  const email = await signUp(context.request, firstName);
  if (unit) {
    await graphql(context.request, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
      input: { ...WARD, pollingUnit: unit },
    });
  }
  return { context, page: await context.newPage(), email };
}

test('three members in one ward report and confirm an incident, a moderator verifies it, and their readings of the sheet verify then flag the unit, live on a fourth member’s page', async ({
  browser,
}) => {
  test.setTimeout(240_000); // five people, one after another, on a shared machine
  const moderator = await memberPage(browser, 'Moderator');
  await makeAdmin(moderator.email);
  const { createElection } = await graphql(moderator.context.request, `mutation ($input: CreateElectionInput!) { createElection(input: $input) { id } }`, {
    input: {
      type: 'GOVERNORSHIP',
      name: `Lagos Governorship watch ${test.info().project.name} ${Date.now()}`,
      date: '2027-03-13',
      stateCode: '24',
      candidates: [
        { party: 'APC', name: 'Candidate One' },
        { party: 'LP', name: 'Candidate Two' },
        { party: 'PDP', name: 'Candidate Three' },
      ],
    },
  });
  const election = createElection.id as string;
  const { pollingUnits } = await graphql(
    moderator.context.request,
    `query { pollingUnits(stateCode: "24", lgaCode: "16", wardCode: "05", first: 1) { edges { node { puCode displayName } } } }`,
  );
  const unit = pollingUnits.edges[0].node as { puCode: string; displayName: string };
  const wardUrl = `/watch?election=${election}&place=${WARD.ward}`;

  // A fourth member keeps the ward open the whole time, never reloading.
  const watcher = await memberPage(browser, 'Watcher');
  await watcher.page.goto(wardUrl);
  const ward = watcher.page.getByRole('region', { name: 'Watch in Ilupeju' });
  await expect(ward).toContainText('No reports or result sheets in Ilupeju yet.');
  const unitItem = ward.getByRole('listitem', { name: unit.displayName });

  // The first member reports vote buying at their own unit.
  const first = await memberPage(browser, 'Amaka', unit.puCode);
  await first.page.goto(`/watch?election=${election}`);
  await expect(first.page.getByRole('region', { name: 'Your polling unit' })).toContainText(unit.displayName);
  await first.page.getByRole('button', { name: 'Report an incident' }).first().click();
  const dialog = first.page.getByRole('dialog', { name: 'Report an incident' });
  await expect(dialog).toContainText(`At polling unit ${unit.puCode}`);
  await dialog.getByRole('combobox', { name: 'What happened' }).selectOption({ label: 'Vote buying' });
  await dialog.getByRole('textbox', { name: 'Describe it' }).fill('Two men paying voters ₦5,000 each beside the queue');
  await shots(first.page, 'report');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(dialog).toBeHidden();
  const reported = first.page.getByRole('article', { name: `Vote buying at ${unit.displayName}` });
  await expect(reported).toContainText('1 of 3 ward members stand behind it');
  await expect(reported).toContainText('You reported this');
  await expect(unitItem).toContainText('1 report', { timeout: 15_000 });
  await first.context.close();

  // Two more members registered in the ward see it too: corroborated.
  for (const [name, support] of [['Bayo', '2 of 3'], ['Chidi', '3 of 3']] as const) {
    const member = await memberPage(browser, name, unit.puCode);
    await member.page.goto(wardUrl);
    const card = member.page.getByRole('article', { name: `Vote buying at ${unit.displayName}` });
    await card.getByRole('button', { name: 'I see this too' }).click();
    await expect(card).toContainText(`${support} ward members stand behind it`);
    await expect(card.getByRole('button', { name: 'You confirmed this' })).toBeDisabled();
    if (name === 'Chidi') {
      await expect(card).toContainText('Corroborated');
      await shots(member.page, 'corroborated');
    }
    await member.context.close();
  }
  await expect(unitItem).toContainText('1 corroborated');

  // A moderator verifies it from the moderation queue, seeing who reported it.
  await moderator.page.goto('/admin/moderation');
  await moderator.page.getByRole('tab', { name: 'Incidents' }).click();
  const queued = moderator.page.getByRole('article', { name: `Vote buying at ${unit.displayName}` });
  await expect(queued).toContainText('reported by Amaka Adeyemi');
  await queued.getByRole('textbox', { name: 'Reason' }).fill('Our observer at the unit saw the payments');
  await queued.getByRole('button', { name: 'Verify' }).click();
  await expect(queued).toBeHidden();

  // The fourth member's open page moves without a reload.
  await expect(unitItem).toContainText('1 verified');
  const onWatcher = watcher.page.getByRole('article', { name: `Vote buying at ${unit.displayName}` });
  await expect(onWatcher).toContainText('Verified: Our observer at the unit saw the payments');
  await expect(onWatcher).not.toContainText('Amaka');
  await shots(watcher.page, 'verified');

  // Members at the unit read its posted sheet: two agree (crowd-verified), a third differs (flagged).
  const readings = [
    ['Dayo', { APC: '120', LP: '150', PDP: '10' }, 'Crowd-verified'],
    ['Efe', { APC: '120', LP: '150', PDP: '10' }, 'Crowd-verified'],
    ['Funmi', { APC: '170', LP: '100', PDP: '10' }, 'Flagged'],
  ] as const;
  for (const [i, [name, votes, verdict]] of readings.entries()) {
    const member = await memberPage(browser, name, unit.puCode);
    await member.page.goto(`${wardUrl}&unit=${unit.puCode}`);
    const panel = member.page.getByRole('region', { name: `Polling unit ${unit.displayName}` });
    await panel.getByRole('button', { name: 'Enter the result sheet' }).click();
    const sheet = member.page.getByRole('dialog', { name: `Result sheet of ${unit.displayName}` });
    for (const [label, value] of [['Registered voters', '500'], ['Accredited voters', '300'], ['Rejected votes', '10'], ['Total valid votes', '280']]) {
      await sheet.getByRole('textbox', { name: label }).fill(value);
    }
    for (const [party, value] of Object.entries(votes)) await sheet.getByRole('textbox', { name: `${party} votes` }).fill(value);
    await sheet.getByRole('button', { name: 'Record the sheet' }).click();
    await expect(sheet).toBeHidden();
    await expect(panel).toContainText(i === 0 ? 'Awaiting a second reading' : verdict);
    if (i === 2) {
      await expect(panel.getByRole('region', { name: 'Differences' })).toContainText('APC votes: 120 (2 members) vs 170 (1 member) — a gap of 50');
      await expect(panel.getByRole('row', { name: 'APC: differs' })).toBeVisible();
      await shots(member.page, 'flagged');
    }
    await member.context.close();
  }

  // Flagged on the drill-down, for the fourth member too, still without a reload.
  await expect(unitItem).toContainText('1 unit flagged');
  await expect(watcher.page.getByRole('region', { name: 'Flagged units' })).toContainText(unit.displayName);
  // The same ward on the map: the unit's marker says what the list says.
  await ward.getByRole('button', { name: 'Map' }).click();
  await expect(ward.locator(`.leaflet-marker-icon[aria-label^="${unit.displayName}: 1 report"]`)).toHaveAttribute('aria-label', /1 unit flagged/);
  await shots(watcher.page, 'map');
  await ward.getByRole('button', { name: 'List' }).click();
  await unitItem.getByRole('button').click();
  const drill = watcher.page.getByRole('region', { name: `Polling unit ${unit.displayName}` });
  await expect(drill).toContainText('Flagged');
  await expect(drill.getByRole('button', { name: 'Enter the result sheet' })).toHaveCount(0); // registered elsewhere
  await shots(watcher.page, 'drill-down');
  await Promise.all([watcher.context.close(), moderator.context.close()]);
});
