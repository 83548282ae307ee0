import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../../../test/harness.js';
import { addDays, lagosDay, streaks, weekStartOf } from './lagos-day.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const DASHBOARD = `{ civicDashboard { totalPoints level rank nextLevelPoints completedActivities currentStreak longestStreak
  activities { id type title points progress maxProgress deadline completed }
  achievements { id title unlocked unlockedAt points }
  recentActivity { kind title points } } }`;

/** The member's stored civic columns next to what the ledger adds up to. */
async function ledgerAndColumns(userId: string) {
  const [row] = await sql(
    `select u.civic_points, u.civic_level, u.civic_score,
       (select coalesce(sum(points), 0)::int from civic_events e where e.user_id = u.id) as ledger,
       (select count(*)::int from civic_events e where e.user_id = u.id and kind in ('post', 'comment', 'follow', 'location', 'quiz')) as actions
     from users u where u.id = ?`,
    [userId],
  );
  return row;
}

const kinds = async (userId: string) =>
  (await sql('select kind, points from civic_events where user_id = ? order by created_at, id', [userId])).map((r) => `${r.kind}:${r.points}`);

describe('civic points', () => {
  it('pays real actions once each, keeps the stored level and points equal to the ledger, and shows them on the dashboard', async () => {
    const ada = await signedInClient(app, { firstName: 'Ada' });
    const bello = await signedInClient(app, { firstName: 'Bello' });
    const fresh = await ada.client.gql(DASHBOARD);
    expect(fresh.data.civicDashboard).toMatchObject({
      totalPoints: 0,
      level: 1,
      rank: 'New Civic Member',
      nextLevelPoints: 350,
      completedActivities: 0,
      currentStreak: 0,
      longestStreak: 0,
      recentActivity: [],
    });
    expect(fresh.data.civicDashboard.achievements.every((a: { unlocked: boolean }) => !a.unlocked)).toBe(true);

    const post = await ada.client.request('POST', '/api/posts', { content: 'Who is fixing the Ilupeju road?' });
    expect(post.status).toBe(200);
    await bello.client.request('POST', '/api/comments', { postId: post.body.id, content: 'Ask the councillor on Saturday' });
    await ada.client.request('POST', `/api/users/${bello.user.id}/follow`);
    // Undo and redo: the follow pays once, likes pay nothing.
    await ada.client.request('DELETE', `/api/users/${bello.user.id}/follow`);
    await ada.client.request('POST', `/api/users/${bello.user.id}/follow`);
    for (let i = 0; i < 3; i++) {
      await ada.client.request('POST', `/api/posts/${post.body.id}/like`);
      await ada.client.request('DELETE', `/api/posts/${post.body.id}/like`);
    }
    const moved = await ada.client.request('PUT', '/api/auth/profile', { state: '24', lga: '16', ward: '05' });
    expect(moved.status).toBe(200);
    await ada.client.request('PUT', '/api/auth/profile', { state: '24', lga: '16', ward: '04' }); // moving again pays nothing

    // daily 5, post 10, first-post 10, follow 5, location 20, know-your-ward 10
    expect(await kinds(ada.user.id)).toEqual([
      'post:10',
      'daily:5',
      'achievement:10',
      'follow:5',
      'location:20',
      'achievement:10',
    ]);
    expect(await kinds(bello.user.id)).toEqual(['comment:5', 'daily:5', 'achievement:10']);
    expect(await ledgerAndColumns(ada.user.id)).toMatchObject({ civic_points: 60, ledger: 60, civic_level: 1, civic_score: 3, actions: 3 });

    const stats = await ada.client.request('GET', '/api/civic/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      totalPoints: 60,
      level: 1,
      rank: 'New Citizen',
      nextLevelPoints: 350,
      completedActivities: 3,
      currentStreak: 1,
      longestStreak: 1,
    });
    expect(stats.body.recentActivity[0]).toMatchObject({ kind: 'achievement', title: 'Unlocked: Know Your Ward', points: 10 });
    const unlocked = stats.body.achievements.filter((a: { unlocked: boolean }) => a.unlocked).map((a: { id: string }) => a.id);
    expect(unlocked).toEqual(['first-post', 'know-your-ward']);
    expect(Date.parse(stats.body.achievements[0].unlockedAt)).toBeGreaterThan(Date.now() - 60_000);

    const challenges = Object.fromEntries(stats.body.activities.map((c: { id: string }) => [c.id, c]));
    expect(challenges['raise-your-voice']).toMatchObject({ type: 'post', progress: 1, maxProgress: 2, completed: false, points: 25 });
    expect(challenges['grow-your-network']).toMatchObject({ type: 'connect', progress: 1, maxProgress: 3 });
    // The week ends at the next Monday 00:00 in Lagos (23:00 UTC on Sunday).
    const deadline = new Date(challenges['raise-your-voice'].deadline);
    expect(deadline.toISOString()).toBe(`${addDays(weekStartOf(lagosDay(new Date())), 6)}T23:00:00.000Z`);
  });

  it('pays a weekly challenge once it is complete, once', async () => {
    const ada = await signedInClient(app, { firstName: 'Ada' });
    const others = await Promise.all([1, 2, 3, 4].map(() => signedInClient(app)));
    for (const other of others) await ada.client.request('POST', `/api/users/${other.user.id}/follow`);
    const stats = (await ada.client.request('GET', '/api/civic/stats')).body;
    const network = stats.activities.find((c: { id: string }) => c.id === 'grow-your-network');
    expect(network).toMatchObject({ progress: 3, maxProgress: 3, completed: true });
    const paid = await sql(`select subject, points from civic_events where user_id = ? and kind = 'challenge'`, [ada.user.id]);
    expect(paid).toEqual([{ subject: `${weekStartOf(lagosDay(new Date()))}:grow-your-network`, points: 20 }]);
    // daily 5 + 4 follows × 5 + challenge 20
    expect(stats.totalPoints).toBe(45);
    expect(await ledgerAndColumns(ada.user.id)).toMatchObject({ civic_points: 45, ledger: 45 });
  });

  it('stops paying posts past the daily cap, even when they arrive together', async () => {
    const ada = await signedInClient(app);
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ada.client.request('POST', '/api/posts', { content: `Ward meeting note ${i}` })),
    );
    expect(posts.map((p) => p.status)).toEqual(Array(8).fill(200));
    const rows = await sql(`select points from civic_events where user_id = ? and kind = 'post'`, [ada.user.id]);
    expect(rows.length).toBe(8);
    expect(rows.filter((r) => r.points === 10).length).toBe(5);
    expect(rows.filter((r) => r.points === 0).length).toBe(3);
    // 5 paid posts, daily 5, first post 10, raise-your-voice 25
    const stats = (await ada.client.request('GET', '/api/civic/stats')).body;
    expect(stats.totalPoints).toBe(90);
    expect(stats.completedActivities).toBe(8);
    expect(await ledgerAndColumns(ada.user.id)).toMatchObject({ civic_points: 90, ledger: 90, civic_score: 8 });
  });

  it('counts streaks in Africa/Lagos days and unlocks the streak achievement', async () => {
    const ada = await signedInClient(app);
    const today = lagosDay(new Date());
    // Active on the two days before today, and on a three-day run last month.
    for (const day of [addDays(today, -1), addDays(today, -2), addDays(today, -30), addDays(today, -31), addDays(today, -32), addDays(today, -33)]) {
      await sql(`insert into civic_events (user_id, kind, subject, points, day, created_at) values (?, 'daily', ?, 5, ?::date, ?)`, [
        ada.user.id,
        day,
        day,
        new Date(`${day}T12:00:00+01:00`),
      ]);
    }
    const before = (await ada.client.request('GET', '/api/civic/stats')).body;
    expect(before).toMatchObject({ currentStreak: 2, longestStreak: 4 }); // yesterday still counts until tonight
    await ada.client.request('POST', '/api/posts', { content: 'Day three' });
    const after = (await ada.client.request('GET', '/api/civic/stats')).body;
    expect(after).toMatchObject({ currentStreak: 3, longestStreak: 4 });
    expect(after.achievements.find((a: { id: string }) => a.id === 'on-a-roll')).toMatchObject({ unlocked: true, points: 15 });
    expect(await ledgerAndColumns(ada.user.id)).toMatchObject({ ledger: after.totalPoints, civic_points: after.totalPoints });
  });

  it('refuses visitors', async () => {
    const visitor = app.client();
    const rest = await visitor.request('GET', '/api/civic/stats');
    expect(rest.status).toBe(401);
    const gql = await visitor.gql(DASHBOARD);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Lagos days', () => {
  it('turns over at midnight in Lagos, not UTC', () => {
    expect(lagosDay(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    expect(lagosDay(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week of the Monday before
    expect(streaks(['2026-11-20', '2026-11-21'], '2026-11-23')).toEqual({ current: 0, longest: 2 });
  });
});
