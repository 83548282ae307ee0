import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CivicDashboardQuery as Data } from '../../gql/graphql';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { CivicDashboardQuery, LocalEventsQuery } from './documents';

const challenge = (id: string, type: 'DISCUSSION' | 'POST' | 'CONNECT' | 'QUIZ', completed = false) => ({
  __typename: 'CivicChallenge' as const,
  id,
  type,
  title: `Challenge ${id}`,
  description: `Do ${id}`,
  points: 30,
  progress: completed ? 3 : 1,
  maxProgress: 3,
  deadline: '2026-11-29T23:00:00.000Z',
  completed,
});

/** The query's data as the server sends it (with __typename, which the generated types leave out). */
function dashboard(overrides: Partial<Data['civicDashboard']> = {}, ward: string | null = '24/16/05'): Data {
  return {
    civicDashboard: {
      __typename: 'CivicDashboard',
      totalPoints: 415,
      level: 2,
      rank: 'Active Citizen',
      nextLevelPoints: 700,
      completedActivities: 12,
      currentStreak: 3,
      longestStreak: 5,
      activities: [challenge('talk', 'DISCUSSION'), challenge('quiz', 'QUIZ'), challenge('done', 'CONNECT', true)],
      achievements: [
        { __typename: 'CivicAchievement', id: 'first-post', title: 'First Post', description: 'Share a post', icon: 'post', points: 10, unlocked: true, unlockedAt: '2026-11-20T10:00:00.000Z' },
        { __typename: 'CivicAchievement', id: 'week-warrior', title: 'Week Warrior', description: 'Seven days', icon: 'streak', points: 35, unlocked: false, unlockedAt: null },
      ],
      recentActivity: [{ __typename: 'CivicActivity', id: 'a1', kind: 'POST', title: 'Wrote a post', points: 10, createdAt: new Date().toISOString() }],
      ...overrides,
    },
    me: {
      __typename: 'User',
      id: ada.id,
      ward,
      location: {
        __typename: 'ElectoralLocation',
        ward: ward ? { __typename: 'Ward', displayName: 'Ilupeju' } : null,
        lga: ward ? { __typename: 'Lga', displayName: 'Mushin' } : null,
      },
    },
  } as Data;
}

const townHall = { __typename: 'WardEvent', id: 'e1', title: 'Ward town hall', location: 'Ilupeju Primary School', dateTime: '2026-11-28T09:00:00.000Z' };
const localEvents = { upcomingEvents: { __typename: 'WardEventConnection', edges: [{ __typename: 'WardEventEdge', node: townHall }] } };

describe('civic dashboard', () => {
  it('asks a visitor to log in', async () => {
    renderApp('/dashboard');
    expect(await screen.findByText('Please log in to access your civic dashboard')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
  });

  it('shows points, level, streak, challenges with their buttons, achievements and local opportunities', async () => {
    server.use(
      graphql.query(CivicDashboardQuery, () => HttpResponse.json({ data: dashboard() })),
      graphql.query(LocalEventsQuery, () => HttpResponse.json({ data: localEvents })),
    );
    renderApp('/dashboard', { viewer: ada });
    const points = await screen.findByRole('region', { name: 'Total Points' });
    expect(points).toHaveTextContent('415');
    expect(screen.getByRole('region', { name: 'Level' })).toHaveTextContent('2Active Citizen');
    expect(screen.getByRole('region', { name: 'Activities' })).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Current Streak' })).toHaveTextContent('3 days');
    expect(screen.getByText('65 / 350 points · 285 to Level 3')).toBeVisible();

    const challenges = screen.getByRole('region', { name: 'Active Challenges' });
    expect(within(challenges).getByRole('link', { name: 'Join Discussion' })).toHaveAttribute('href', '/?tab=blowing');
    expect(within(challenges).getByRole('link', { name: 'Complete' })).toHaveAttribute('href', '/quiz');
    expect(within(challenges).queryByText('Challenge done')).not.toBeInTheDocument();
    expect(within(challenges).getAllByText(/1 of 3 · Ends Sun, 29 Nov/)).toHaveLength(2);

    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(within(achievements).getByText('1/2 unlocked')).toBeVisible();
    expect(within(achievements).getByText('Unlocked 20 Nov 2026')).toBeVisible();
    expect(within(achievements).getByRole('article', { name: 'Week Warrior (locked)' })).toHaveTextContent('Locked · +35 pts');

    const local = screen.getByRole('region', { name: 'Local Opportunities' });
    expect(within(local).getByText('Ilupeju ward, Mushin')).toBeVisible();
    for (const name of ['View Ward Posts', 'Local Events', 'Connect with Neighbors']) expect(within(local).getByRole('link', { name })).toBeVisible();
    expect(await within(local).findByText('Ward town hall')).toBeVisible();
    expect(within(local).getByText('Sat, 28 Nov, 10:00 · Ilupeju Primary School')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Recent Activity' })).toHaveTextContent('Wrote a post');
  });

  it('shows the empty states for a new member without a ward', async () => {
    server.use(
      graphql.query(CivicDashboardQuery, () =>
        HttpResponse.json({
          data: dashboard(
            { totalPoints: 0, level: 1, rank: 'New Civic Member', nextLevelPoints: 350, completedActivities: 0, currentStreak: 0, longestStreak: 0, activities: [challenge('done', 'POST', true)], recentActivity: [] },
            null,
          ),
        }),
      ),
    );
    renderApp('/dashboard', { viewer: ada });
    expect(await screen.findByText('All challenges completed!')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Level' })).toHaveTextContent('New Civic Member');
    expect(screen.getByText(/No activity yet/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Local Opportunities' })).not.toBeInTheDocument();
  });
});
