import { expect as baseExpect, test, type Page } from '@playwright/test';
import { setupHeaders } from './support';

// The journey waits on lazy chunks, the welcome's one-second delay and refetches; give a loaded machine room.
const expect = baseExpect.configure({ timeout: 20_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/.screens/${test.info().project.name}-civic-${name}.png`, fullPage: true });

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Picks from a searchable list the way a person does: tap, type part of the name, tap the match. */
async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.click();
  await input.pressSequentially(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new member is welcomed, finishes Quick Start, takes a quiz round and sees points, level and streak move', async ({ page }) => {
  const email = `amaka.${Date.now()}.${test.info().project.name}@example.ng`;
  const register = await page.request.post('/api/auth/register', {
    data: { email, password: 'ward-05-votes', firstName: 'Amaka', lastName: 'Nwosu' },
    headers: setupHeaders(),
  });
  expect(register.status()).toBe(200);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('ward-05-votes');
  await page.getByRole('button', { name: 'Sign In' }).click();

  // The five-step welcome, about a second after sign-in.
  const welcome = page.getByRole('dialog');
  await expect(welcome).toContainText('1 of 5');
  await expect(welcome.getByRole('heading', { name: 'Welcome to Civic Network' })).toBeVisible();
  await shot(page, 'onboarding');
  for (const step of [2, 3, 4, 5]) {
    await welcome.getByRole('button', { name: 'Next' }).click();
    await expect(welcome).toContainText(`${step} of 5`);
  }
  await welcome.getByRole('button', { name: 'Back' }).click();
  await expect(welcome).toContainText('4 of 5');
  await welcome.getByRole('button', { name: 'Next' }).click();
  await welcome.getByRole('button', { name: 'Get Started' }).click();
  await expect(welcome).toBeHidden();

  // The dashboard before anything: the empty state.
  await page.goto('/dashboard');
  await expect(card(page, 'Total Points')).toContainText('0');
  await expect(card(page, 'Level')).toContainText('New Civic Member');
  await expect(card(page, 'Current Streak')).toContainText('0 days');
  await expect(page.getByText('No activity yet.', { exact: false })).toBeVisible();

  // Quick Start: location and bio in settings, then a first post.
  await page.goto('/');
  const quickStart = card(page, 'Quick Start');
  await expect(quickStart).toContainText('0 of 3 done');
  // On a phone the guide is one line until opened, so the feed stays on the first screen.
  if (test.info().project.name === 'phone') await quickStart.getByRole('button', { name: 'Show steps' }).click();
  await quickStart.getByRole('link', { name: 'Set your location' }).click();
  await page.getByLabel('Bio').fill('Teacher in Mushin. I vote at Ilupeju.');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
  await expect(page.getByRole('option', { name: 'Mushin' })).toBeAttached();
  await page.getByLabel('LGA', { exact: true }).selectOption({ label: 'Mushin' });
  await pick(page, 'Ward', 'ilupe', 'Ilupeju');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  await page.goto('/');
  await expect(quickStart).toContainText('2 of 3 done');
  await page.getByRole('button', { name: 'What’s happening in your area?' }).click();
  await page.getByRole('textbox', { name: 'Post text' }).fill('Is the Ilupeju health centre open on Saturdays?');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Post by Amaka Nwosu' }).first()).toContainText('Ilupeju health centre');
  // All three done: the guide gives its place back to the feed.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Post by Amaka Nwosu' }).first()).toBeVisible();
  await expect(quickStart).toBeHidden();
  await shot(page, 'quick-start-done');

  // A quiz round: the server checks each answer and says why.
  await page.goto('/quiz');
  await page.getByRole('button', { name: 'Start Government Structure' }).click();
  for (let round = 0; round < 3; round++) {
    const options = page.getByRole('radio');
    await expect(options).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
    await options.first().click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^(Correct|Incorrect)/ })).toContainText('Source:');
    if (round === 0) await shot(page, 'quiz-answered');
    await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Back to Categories' }).click();
  const performance = card(page, 'Your performance');
  await expect(performance).toContainText('Correct answers');

  // The dashboard moved: points from the post, the ward, the day (and any right answers), level 1, a one-day streak.
  await page.goto('/dashboard');
  await expect(card(page, 'Level')).toContainText('New Citizen');
  await expect(card(page, 'Current Streak')).toContainText('1 day');
  const points = Number((await card(page, 'Total Points').innerText()).replace(/\D/g, ''));
  // post 10 + first-post 10 + ward 20 + know-your-ward 10 + daily 5 = 55, plus 10–30 a right answer and 10 for the first.
  expect(points).toBeGreaterThanOrEqual(55);
  await expect(card(page, 'Local Opportunities')).toContainText('Ilupeju ward, Mushin');
  await expect(card(page, 'Achievements')).toContainText('First Post');
  await expect(card(page, 'Recent Activity')).toContainText('Wrote a post');
  await shot(page, 'dashboard');

  // The rest of the quiz through the api the page uses, learning each answer from the server's verdict
  // when the first try is wrong: every question pays once, and the level moves to 2.
  for (const category of ['constitution', 'electoral', 'parties', 'government', 'history', 'rights']) {
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const question = await (await page.request.get(`/api/quiz/question?category=${category}&exclude=${seen.join(',')}`)).json();
      seen.push(question.id);
      const first = await (await page.request.post('/api/quiz/answer', { data: { questionId: question.id, selectedAnswer: 0 } })).json();
      if (!first.isCorrect) {
        const second = await page.request.post('/api/quiz/answer', { data: { questionId: question.id, selectedAnswer: first.correctAnswer } });
        expect((await second.json()).isCorrect).toBe(true);
      }
    }
  }
  await page.reload();
  await expect(card(page, 'Level')).toContainText('2Active Citizen');
  const after = Number((await card(page, 'Total Points').innerText()).replace(/\D/g, ''));
  expect(after).toBeGreaterThanOrEqual(350);
  await expect(card(page, 'Achievements')).toContainText('Well Rounded');
  await expect(page.getByText(`${after - 350} / 350 points`, { exact: false })).toBeVisible();

  // The welcome is not offered again, even after a reload.
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toBeHidden();
});
