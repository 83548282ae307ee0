import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../../../test/harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const STATE = `{ onboarding { showOnboarding onboardingCompletedAt quickStartHidden quickStartSteps { id done } } }`;

describe('onboarding', () => {
  it('offers the welcome to a new account until it is finished, on every device', async () => {
    const ada = await signedInClient(app);
    const first = await ada.client.gql(STATE);
    expect(first.data.onboarding).toMatchObject({
      showOnboarding: true,
      onboardingCompletedAt: null,
      quickStartHidden: false,
      quickStartSteps: [
        { id: 'location', done: false },
        { id: 'profile', done: false },
        { id: 'post', done: false },
      ],
    });
    const done = await ada.client.request('POST', '/api/onboarding/complete');
    expect(done.body.showOnboarding).toBe(false);
    // Another browser signed in as the same member.
    const phone = app.client();
    await phone.request('POST', '/api/auth/login', { email: ada.who.email, password: ada.who.password });
    expect((await phone.gql(STATE)).data.onboarding.showOnboarding).toBe(false);
  });

  it('does not offer it to accounts a week old or more, and ticks Quick Start steps from what the member did', async () => {
    const ada = await signedInClient(app);
    await app.em().getConnection().execute(`update users set created_at = now() - interval '7 days 1 minute' where id = ?`, [ada.user.id]);
    await ada.client.request('PUT', '/api/auth/profile', { state: '24', lga: '16', ward: '05', bio: 'Teacher in Mushin' });
    await ada.client.request('POST', '/api/posts', { content: 'Hello Ilupeju' });
    const state = (await ada.client.request('GET', '/api/onboarding')).body;
    expect(state.showOnboarding).toBe(false);
    expect(state.quickStartSteps.map((s: { done: boolean }) => s.done)).toEqual([true, true, true]);
    const hidden = await ada.client.gql(`mutation { hideQuickStart { quickStartHidden } }`);
    expect(hidden.data.hideQuickStart.quickStartHidden).toBe(true);
    expect((await app.client().request('GET', '/api/onboarding')).status).toBe(401);
  });
});
