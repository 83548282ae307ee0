import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const state = (show: boolean, done: [boolean, boolean, boolean], hidden = false) => ({
  __typename: 'OnboardingState',
  showOnboarding: show,
  quickStartHidden: hidden,
  quickStartSteps: [
    { __typename: 'QuickStartStep', id: 'location', title: 'Set your location', description: 'Choose your ward.', done: done[0] },
    { __typename: 'QuickStartStep', id: 'profile', title: 'Complete your profile', description: 'Add a bio.', done: done[1] },
    { __typename: 'QuickStartStep', id: 'post', title: 'Make your first post', description: 'Share something.', done: done[2] },
  ],
});

beforeEach(() => window.localStorage.clear());

describe('onboarding', () => {
  it('walks a new member through five steps and remembers Get Started on the server and locally', async () => {
    let completed = false;
    server.use(
      graphql.query('Onboarding', () => HttpResponse.json({ data: { onboarding: state(!completed, [false, false, false]) } })),
      graphql.mutation('CompleteOnboarding', () => {
        completed = true;
        return HttpResponse.json({ data: { completeOnboarding: state(false, [false, false, false]) } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 of 5');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    for (let step = 2; step <= 5; step++) {
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(dialog).toHaveTextContent(`${step} of 5`);
    }
    expect(within(dialog).getByRole('heading', { name: 'Join civic discussions' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(completed).toBe(true);
    expect(window.localStorage.getItem('onboarding_completed')).toBe('true');
    expect(window.localStorage.getItem(`onboarding_completed_${ada.id}`)).toBe('true');
  });

  it('shows Quick Start until it is dismissed, and prompt cards that can be dismissed', async () => {
    let hidden = false;
    server.use(
      graphql.query('Onboarding', () => HttpResponse.json({ data: { onboarding: state(false, [true, true, false], hidden) } })),
      graphql.mutation('HideQuickStart', () => {
        hidden = true;
        return HttpResponse.json({ data: { hideQuickStart: state(false, [true, true, false], true) } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/', { viewer: ada });
    const quickStart = await screen.findByRole('region', { name: 'Quick Start' });
    expect(quickStart).toHaveTextContent('2 of 3 done');
    // The ward is set, so the location prompt is not offered.
    const prompts = screen.getByRole('region', { name: 'Suggestions for you' });
    expect(within(prompts).queryByRole('article', { name: 'Set your location' })).not.toBeInTheDocument();
    await user.click(within(prompts).getByRole('button', { name: 'Dismiss Connect with voters near you' }));
    expect(within(prompts).queryByRole('article', { name: 'Connect with voters near you' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(`prompt_cards_dismissed_${ada.id}`)!)).toEqual(['connect']);

    await user.click(within(quickStart).getByRole('button', { name: 'Dismiss Quick Start' }));
    expect(hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'Quick Start' })).not.toBeInTheDocument();
  });

  it('hides Quick Start once all three steps are done, leaving the first screen to the feed', async () => {
    server.use(graphql.query('Onboarding', () => HttpResponse.json({ data: { onboarding: state(false, [true, true, true], false) } })));
    renderApp('/', { viewer: ada });
    expect(await screen.findByRole('region', { name: 'Suggestions for you' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Quick Start' })).not.toBeInTheDocument();
  });
});
