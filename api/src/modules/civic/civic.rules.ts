/**
 * The civic points rules: what each real action earns, the daily caps, levels, the weekly
 * challenges and the achievements. Everything here is data; civic.service.ts applies it.
 */

export enum CivicKind {
  POST = 'post',
  COMMENT = 'comment',
  FOLLOW = 'follow',
  LOCATION = 'location',
  QUIZ = 'quiz',
  DAILY = 'daily',
  CHALLENGE = 'challenge',
  ACHIEVEMENT = 'achievement',
}

/** Actions a member takes (the rest are bonuses the server grants for them). */
export const ACTION_KINDS = [CivicKind.POST, CivicKind.COMMENT, CivicKind.FOLLOW, CivicKind.LOCATION, CivicKind.QUIZ] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/**
 * Points per action, and how many of that action earn points in one Africa/Lagos day. Past the
 * cap the action still counts (activity, streak, challenges) but earns 0. Quiz points are the
 * question's own (10, 20 or 30), once per question.
 */
export const ACTION_POINTS: Record<Exclude<ActionKind, CivicKind.QUIZ>, { points: number; dailyCap: number | null }> = {
  [CivicKind.POST]: { points: 10, dailyCap: 5 },
  [CivicKind.COMMENT]: { points: 5, dailyCap: 10 },
  [CivicKind.FOLLOW]: { points: 5, dailyCap: 10 },
  [CivicKind.LOCATION]: { points: 20, dailyCap: null },
};

/** The first action of each Africa/Lagos day. */
export const DAILY_POINTS = 5;

/** SPEC §9: 350 points a level, levels 1 to 5 with these titles. */
export const POINTS_PER_LEVEL = 350;
export const LEVEL_TITLES = ['New Citizen', 'Active Citizen', 'Community Leader', 'Civic Champion', 'Democracy Expert'] as const;
export const MAX_LEVEL = LEVEL_TITLES.length;
/** SPEC §3: the rank of a member who has not earned a point yet. */
export const NEW_MEMBER_RANK = 'New Civic Member';

export const levelFor = (points: number) => Math.min(MAX_LEVEL, Math.floor(points / POINTS_PER_LEVEL) + 1);
export const rankFor = (points: number) => (points > 0 ? LEVEL_TITLES[levelFor(points) - 1] : NEW_MEMBER_RANK);
/** Points at which the next level starts; null at the top level. */
export const nextLevelPointsFor = (points: number) => (levelFor(points) >= MAX_LEVEL ? null : levelFor(points) * POINTS_PER_LEVEL);

/** Challenge types; the web labels the action button by type (SPEC §2). */
export enum ChallengeType {
  DISCUSSION = 'discussion',
  POST = 'post',
  CONNECT = 'connect',
  QUIZ = 'quiz',
}

export type ChallengeRule = {
  id: string;
  type: ChallengeType;
  title: string;
  description: string;
  /** Counted this week: ledger actions of this kind, or for the quiz, correct answers. */
  counts: CivicKind.POST | CivicKind.COMMENT | CivicKind.FOLLOW | 'quiz-correct';
  target: number;
  points: number;
};

/** Weekly challenges: Monday 00:00 to Sunday 23:59 in Africa/Lagos; each pays once a week. */
export const CHALLENGES: ChallengeRule[] = [
  {
    id: 'join-the-conversation',
    type: ChallengeType.DISCUSSION,
    title: 'Join the conversation',
    description: 'Comment on 3 posts about issues in your community this week.',
    counts: CivicKind.COMMENT,
    target: 3,
    points: 30,
  },
  {
    id: 'raise-your-voice',
    type: ChallengeType.POST,
    title: 'Raise your voice',
    description: 'Write 2 posts this week about what matters where you vote.',
    counts: CivicKind.POST,
    target: 2,
    points: 25,
  },
  {
    id: 'grow-your-network',
    type: ChallengeType.CONNECT,
    title: 'Grow your network',
    description: 'Follow 3 voters this week.',
    counts: CivicKind.FOLLOW,
    target: 3,
    points: 20,
  },
  {
    id: 'know-your-constitution',
    type: ChallengeType.QUIZ,
    title: 'Know your constitution',
    description: 'Answer 5 civic quiz questions correctly this week.',
    counts: 'quiz-correct',
    target: 5,
    points: 30,
  },
];

/** What an achievement checks, from the member's ledger. */
export type AchievementFacts = {
  actions: Record<ActionKind, number>;
  quizCategories: number;
  currentStreak: number;
};

export type AchievementRule = {
  id: string;
  title: string;
  description: string;
  icon: string;
  points: number;
  unlocked: (facts: AchievementFacts) => boolean;
};

export const ACHIEVEMENTS: AchievementRule[] = [
  {
    id: 'first-post',
    title: 'First Post',
    description: 'Share your first post with your community.',
    icon: 'post',
    points: 10,
    unlocked: (f) => f.actions.post >= 1,
  },
  {
    id: 'first-comment',
    title: 'In the Conversation',
    description: 'Comment on a post.',
    icon: 'comment',
    points: 10,
    unlocked: (f) => f.actions.comment >= 1,
  },
  {
    id: 'community-builder',
    title: 'Community Builder',
    description: 'Follow 5 voters.',
    icon: 'people',
    points: 20,
    unlocked: (f) => f.actions.follow >= 5,
  },
  {
    id: 'know-your-ward',
    title: 'Know Your Ward',
    description: 'Set your electoral location down to your ward.',
    icon: 'location',
    points: 10,
    unlocked: (f) => f.actions.location >= 1,
  },
  {
    id: 'quiz-taker',
    title: 'Quiz Taker',
    description: 'Answer a civic quiz question correctly.',
    icon: 'quiz',
    points: 10,
    unlocked: (f) => f.actions.quiz >= 1,
  },
  {
    id: 'well-rounded',
    title: 'Well Rounded',
    description: 'Answer a question correctly in each of the six quiz categories.',
    icon: 'star',
    points: 30,
    unlocked: (f) => f.quizCategories >= 6,
  },
  {
    id: 'on-a-roll',
    title: 'On a Roll',
    description: 'Be active three days in a row.',
    icon: 'streak',
    points: 15,
    unlocked: (f) => f.currentStreak >= 3,
  },
  {
    id: 'week-warrior',
    title: 'Week Warrior',
    description: 'Be active seven days in a row.',
    icon: 'streak',
    points: 35,
    unlocked: (f) => f.currentStreak >= 7,
  },
];

/** How the recent-activity list names each ledger row. */
export function activityTitle(kind: CivicKind, subject: string): string {
  switch (kind) {
    case CivicKind.POST:
      return 'Wrote a post';
    case CivicKind.COMMENT:
      return 'Commented on a post';
    case CivicKind.FOLLOW:
      return 'Followed a voter';
    case CivicKind.LOCATION:
      return 'Set your ward';
    case CivicKind.QUIZ:
      return 'Answered a quiz question correctly';
    case CivicKind.DAILY:
      return 'Active today';
    case CivicKind.CHALLENGE: {
      const id = subject.slice(subject.indexOf(':') + 1);
      return `Completed challenge: ${CHALLENGES.find((c) => c.id === id)?.title ?? id}`;
    }
    case CivicKind.ACHIEVEMENT:
      return `Unlocked: ${ACHIEVEMENTS.find((a) => a.id === subject)?.title ?? subject}`;
  }
}
