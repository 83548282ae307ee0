import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { QUESTION_BY_ID } from './quiz.questions.js';
import {
  ACHIEVEMENTS,
  ACTION_KINDS,
  ACTION_POINTS,
  activityTitle,
  CHALLENGES,
  CivicKind,
  DAILY_POINTS,
  levelFor,
  nextLevelPointsFor,
  rankFor,
  type ActionKind,
  type ChallengeRule,
} from './civic.rules.js';
import { addDays, lagosDay, lagosMidnight, streaks, weekStartOf } from './lagos-day.js';

/** A real action the server saw commit. Quiz points come from the question; other kinds from the rules. */
export type CivicAction = { userId: string; kind: ActionKind; subject: string; points?: number };

export type ChallengeProgress = ChallengeRule & { progress: number; deadline: Date; completed: boolean };
export type AchievementState = { id: string; title: string; description: string; icon: string; points: number; unlocked: boolean; unlockedAt: Date | null };
export type ActivityRow = { id: string; kind: CivicKind; title: string; points: number; createdAt: Date };

export type CivicDashboard = {
  totalPoints: number;
  level: number;
  rank: string;
  nextLevelPoints: number | null;
  completedActivities: number;
  currentStreak: number;
  longestStreak: number;
  activities: ChallengeProgress[];
  achievements: AchievementState[];
  recentActivity: ActivityRow[];
};

const ACTIONS_SQL = `(${ACTION_KINDS.map((kind) => `'${kind}'`).join(', ')})`;
const RECENT = 10;

/**
 * Civic points. Services call `record` after their change commits: each action is one row
 * of the ledger per member, kind and subject (an unfollow and refollow, or a deleted and
 * restored like, earns nothing twice); capped kinds earn nothing past their daily cap in
 * Africa/Lagos days. The first action of a day, a completed weekly challenge and an unlocked
 * achievement are rows too. The member's civicPoints, civicLevel and civicScore are
 * recomputed from the ledger in the same transaction, under a per-member lock.
 */
export class CivicService {
  constructor(private readonly ctx: Context) {}

  /** Records an action; never fails the caller's (already committed) change. */
  async record(action: CivicAction): Promise<void> {
    try {
      await this.ctx.em.transactional((em) => recordIn(em as EntityManager, action.userId, action));
    } catch (error) {
      this.ctx.deps.logger.error({ err: error, kind: action.kind }, 'could not record civic points');
    }
  }

  /** The viewer's dashboard (SPEC §3 "Civic dashboard"). */
  async dashboard(now = new Date()): Promise<CivicDashboard> {
    const viewer = requireViewer(this.ctx);
    return dashboardOf(this.ctx.em as EntityManager, viewer.id, now);
  }
}

/**
 * Inside the caller's transaction: records the action (or, with null, just the day's activity,
 * e.g. a quiz answer that earns nothing), then grants what it completes. Answers the points the
 * action itself earned, and whether it was new.
 */
export async function recordIn(
  em: EntityManager,
  userId: string,
  action: Omit<CivicAction, 'userId'> | null,
  now = new Date(),
): Promise<{ recorded: boolean; earned: number }> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`civic:${userId}`]);
  const today = lagosDay(now);
  let earned = 0;
  if (action) {
    earned = action.kind === CivicKind.QUIZ ? (action.points ?? 0) : ACTION_POINTS[action.kind].points;
    const cap = action.kind === CivicKind.QUIZ ? null : ACTION_POINTS[action.kind].dailyCap;
    if (cap !== null) {
      const [{ n }] = await em.execute(
        'select count(*)::int as n from civic_events where user_id = ? and kind = ? and day = ?::date and points > 0',
        [userId, action.kind, today],
      );
      if (n >= cap) earned = 0;
    }
    const inserted = await insertEvent(em, userId, action.kind, action.subject, earned, today);
    if (!inserted) return { recorded: false, earned: 0 };
  }
  await insertEvent(em, userId, CivicKind.DAILY, today, DAILY_POINTS, today);
  await grantCompleted(em, userId, today);
  await em.execute(
    `update users u set civic_points = s.points, civic_level = least(5, s.points / 350 + 1), civic_score = s.actions
     from (select coalesce(sum(points), 0)::int as points, (count(*) filter (where kind in ${ACTIONS_SQL}))::int as actions
           from civic_events where user_id = ?) s
     where u.id = ?`,
    [userId, userId],
  );
  return { recorded: true, earned };
}

/** Rows take clock_timestamp(), so an action lists before the bonuses it brought. */
async function insertEvent(em: EntityManager, userId: string, kind: CivicKind, subject: string, points: number, day: string) {
  const rows = await em.execute(
    `insert into civic_events (user_id, kind, subject, points, day) values (?, ?, ?, ?, ?::date)
     on conflict (user_id, kind, subject) do nothing returning id`,
    [userId, kind, subject, points, day],
  );
  return rows.length > 0;
}

/** Pays this week's completed challenges and newly unlocked achievements, once each. */
async function grantCompleted(em: EntityManager, userId: string, today: string) {
  for (const challenge of await weekProgress(em, userId, today)) {
    if (challenge.progress >= challenge.target && !challenge.completed) {
      await insertEvent(em, userId, CivicKind.CHALLENGE, `${weekStartOf(today)}:${challenge.id}`, challenge.points, today);
    }
  }
  const facts = await achievementFacts(em, userId, today);
  for (const achievement of ACHIEVEMENTS) {
    if (achievement.unlocked(facts)) await insertEvent(em, userId, CivicKind.ACHIEVEMENT, achievement.id, achievement.points, today);
  }
}

/** This week's challenges (Monday to Sunday, Africa/Lagos) with the member's progress. */
async function weekProgress(em: EntityManager, userId: string, today: string): Promise<ChallengeProgress[]> {
  const week = weekStartOf(today);
  const rows = await em.execute(
    `select kind, count(*)::int as n from civic_events
     where user_id = ? and day >= ?::date and kind in ('post', 'comment', 'follow') group by kind
     union all
     select 'quiz-correct', count(*)::int from quiz_attempts where user_id = ? and is_correct and created_at >= ?
     union all
     select 'done:' || subject, 1 from civic_events where user_id = ? and kind = 'challenge' and subject like ?`,
    [userId, week, userId, lagosMidnight(week), userId, `${week}:%`],
  );
  const counts = new Map(rows.map((row) => [String(row.kind), Number(row.n)]));
  const deadline = lagosMidnight(addDays(week, 7));
  return CHALLENGES.map((challenge) => ({
    ...challenge,
    progress: Math.min(counts.get(challenge.counts) ?? 0, challenge.target),
    deadline,
    completed: counts.has(`done:${week}:${challenge.id}`),
  }));
}

async function activeDays(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.execute(`select day::text as day from civic_events where user_id = ? and kind = 'daily'`, [userId]);
  return rows.map((row) => String(row.day));
}

async function achievementFacts(em: EntityManager, userId: string, today: string) {
  const rows = await em.execute(
    `select kind, subject from civic_events where user_id = ? and kind = 'quiz'
     union all select kind, count(*)::text from civic_events where user_id = ? and kind in ${ACTIONS_SQL} and kind <> 'quiz' group by kind`,
    [userId, userId],
  );
  const actions = Object.fromEntries(ACTION_KINDS.map((kind) => [kind, 0])) as Record<ActionKind, number>;
  const categories = new Set<string>();
  for (const row of rows) {
    if (row.kind === CivicKind.QUIZ) {
      actions.quiz += 1;
      const question = QUESTION_BY_ID.get(String(row.subject));
      if (question) categories.add(question.category);
    } else {
      actions[row.kind as ActionKind] = Number(row.subject);
    }
  }
  return { actions, quizCategories: categories.size, currentStreak: streaks(await activeDays(em, userId), today).current };
}

export async function dashboardOf(em: EntityManager, userId: string, now: Date): Promise<CivicDashboard> {
  const today = lagosDay(now);
  const [totals] = await em.execute(
    `select coalesce(sum(points), 0)::int as points, (count(*) filter (where kind in ${ACTIONS_SQL}))::int as actions
     from civic_events where user_id = ?`,
    [userId],
  );
  const unlocked = await em.execute(`select subject, created_at from civic_events where user_id = ? and kind = 'achievement'`, [userId]);
  const unlockedAt = new Map(unlocked.map((row) => [String(row.subject), new Date(row.created_at)]));
  const recent = await em.execute(
    'select id, kind, subject, points, created_at from civic_events where user_id = ? order by created_at desc, id desc limit ?',
    [userId, RECENT],
  );
  const { current, longest } = streaks(await activeDays(em, userId), today);
  const points = Number(totals.points);
  return {
    totalPoints: points,
    level: levelFor(points),
    rank: rankFor(points),
    nextLevelPoints: nextLevelPointsFor(points),
    completedActivities: Number(totals.actions),
    currentStreak: current,
    longestStreak: longest,
    activities: await weekProgress(em, userId, today),
    achievements: ACHIEVEMENTS.map(({ id, title, description, icon, points }) => ({
      id,
      title,
      description,
      icon,
      points,
      unlocked: unlockedAt.has(id),
      unlockedAt: unlockedAt.get(id) ?? null,
    })),
    recentActivity: recent.map((row) => ({
      id: String(row.id),
      kind: row.kind as CivicKind,
      title: activityTitle(row.kind as CivicKind, String(row.subject)),
      points: Number(row.points),
      createdAt: new Date(row.created_at),
    })),
  };
}
