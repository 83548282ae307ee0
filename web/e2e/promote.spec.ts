import { expect, test, type Page } from '@playwright/test';
import { graphql, member, shot, topUp } from './support';

/** Opens Promote Post from the ⋯ menu of a post of one's own. */
async function openPromote(page: Page, postId: string) {
  await page.goto(`/post/${postId}`);
  await page.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Promote Post' }).click();
  return page.getByRole('dialog', { name: 'Promote Post' });
}

const audienceOf = async (page: Page, id: string) => {
  const { post } = await graphql(page.request, 'query ($id: ID!) { post(id: $id) { isPromoted promotion { targetAudience { type membershipTypes partyAffiliations location { states } } } } }', { id });
  return post;
};

test('a member promotes posts to everyone, a movement, a party and a state from the dialog', async ({ browser }) => {
  const amaka = await member(browser, 'Amaka', { state: '24' });
  const { page } = amaka;
  await topUp(page, 100_000);
  const posts: string[] = [];
  for (const text of ['Voter registration closes Friday', 'Obidients: town hall at 4pm', 'APC ward meeting moved', 'Lagos: polling units list is out']) {
    const { createPost } = await graphql(page.request, 'mutation ($c: String!) { createPost(input: { content: $c }) { id } }', { c: text });
    posts.push(createPost.id);
  }
  const [forAll, forMovement, forParty, forPlace] = posts;

  // The default audience, Everyone (blowing), as it opens.
  let promote = await openPromote(page, forAll);
  await expect(promote.getByLabel('Audience')).toHaveValue('BLOWING');
  await promote.getByRole('button', { name: 'Promote for ₦100' }).click();
  await expect(page.getByText('Post Promoted')).toBeVisible();
  expect(await audienceOf(page, forAll)).toMatchObject({ isPromoted: true, promotion: { targetAudience: { type: 'BLOWING' } } });

  // A movement: the four choices are ordinary checkboxes, all in view beside their names.
  promote = await openPromote(page, forMovement);
  await promote.getByLabel('Audience').selectOption({ label: 'Members of a movement' });
  const movements = ['Obidient', 'BATist', 'Atikulated', 'Kwankwasiyya'];
  for (const name of movements) {
    await expect(promote.getByText(name, { exact: true })).toBeInViewport();
    const control = await promote.locator('[data-scope="checkbox"][data-part="control"]').nth(movements.indexOf(name)).boundingBox();
    expect(control!.width, `${name}'s box`).toBeLessThanOrEqual(24);
    expect(control!.height, `${name}'s box`).toBeLessThanOrEqual(24);
  }
  await expect(promote.getByRole('button', { name: 'Promote for ₦100' })).toBeDisabled(); // none chosen yet
  await promote.getByText('Obidient', { exact: true }).click();
  await expect(promote.getByRole('checkbox', { name: 'Obidient' })).toBeChecked();
  await shot(page, 'promote', 'movement-checkboxes');
  await promote.getByRole('button', { name: 'Promote for ₦100' }).click();
  await expect(page.getByText('Post Promoted')).toBeVisible();
  expect(await audienceOf(page, forMovement)).toMatchObject({ promotion: { targetAudience: { type: 'MEMBERSHIP', membershipTypes: ['OBIDIENT'] } } });

  // A party.
  promote = await openPromote(page, forParty);
  await promote.getByLabel('Audience').selectOption({ label: 'Party supporters' });
  // Every party on the 2023 ballot, as the api lists them, down to the last.
  await expect(promote.getByRole('checkbox')).toHaveCount(18);
  await promote.getByText('APC', { exact: true }).click();
  await promote.getByText('ZLP', { exact: true }).click();
  await expect(promote.getByRole('checkbox', { name: 'ZLP' })).toBeChecked();
  await shot(page, 'promote', 'party-checkboxes');
  await promote.getByRole('button', { name: 'Promote for ₦100' }).click();
  await expect(page.getByText('Post Promoted')).toBeVisible();
  expect(await audienceOf(page, forParty)).toMatchObject({ promotion: { targetAudience: { type: 'PARTY', partyAffiliations: ['APC', 'ZLP'] } } });

  // A state.
  promote = await openPromote(page, forPlace);
  await promote.getByLabel('Audience').selectOption({ label: 'People in chosen places' });
  await promote.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
  await promote.getByRole('button', { name: 'Add place' }).click();
  await expect(promote.getByLabel('Targeted places')).toContainText('Lagos');
  await promote.getByRole('button', { name: 'Promote for ₦100' }).click();
  await expect(page.getByText('Post Promoted')).toBeVisible();
  expect(await audienceOf(page, forPlace)).toMatchObject({ promotion: { targetAudience: { type: 'LOCATION', location: { states: ['24'] } } } });

  const { wallet } = await graphql(page.request, '{ wallet { balance inEscrow } }');
  expect(wallet).toEqual({ balance: 60_000, inEscrow: 40_000 });
});
