import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { CivicKind } from './civic.rules.js';
import { recordIn } from './civic.service.js';
import { pointsOf, QUESTION_BY_ID, QUIZ_CATEGORIES, QUIZ_QUESTIONS, quizLevelFor, type QuizQuestion } from './quiz.questions.js';

const ANSWER_RULE = { points: 120, durationSeconds: 600, message: 'You are answering too fast. Please wait a few minutes.' };
const categoryIds = QUIZ_CATEGORIES.map((c) => c.id) as [string, ...string[]];
const categorySchema = z.enum(categoryIds, 'Choose a quiz category');

const nextSchema = z.object({
  category: categorySchema,
  exclude: z.array(z.string().max(100)).max(100).nullish(),
});

/**
 * The client may also send isCorrect and pointsEarned (SPEC §7): they are not read. The
 * server checks the answer and decides the points.
 */
const answerSchema = z.object({
  questionId: z.string({ error: 'Question not found' }).max(100, 'Question not found'),
  category: categorySchema.nullish(),
  selectedAnswer: z.number({ error: 'Please select an answer' }).int('Please select an answer').min(0, 'Please select an answer').max(3, 'Please select an answer'),
});

export type QuestionView = Omit<QuizQuestion, 'correctAnswer' | 'explanation' | 'source'> & { points: number };
export type CategoryStats = { category: string; totalQuestions: number; correctAnswers: number; totalPoints: number; bestStreak: number; currentStreak: number };
export type QuizStats = {
  totalPoints: number;
  correctAnswers: number;
  totalQuestions: number;
  bestStreak: number;
  level: string;
  categories: CategoryStats[];
};
export type AnswerResult = {
  questionId: string;
  isCorrect: boolean;
  correctAnswer: number;
  explanation: string;
  source: string;
  pointsEarned: number;
  stats: QuizStats;
};

export const questionView = (question: QuizQuestion): QuestionView => {
  const { correctAnswer: _a, explanation: _e, source: _s, ...shown } = question;
  return { ...shown, points: pointsOf(question) };
};

/**
 * The civic quiz. A correct answer earns the question's points the first time only (the civic
 * ledger holds one row per member and question), so repeating questions can't farm points;
 * every answer still counts for the attempts, the streaks and the day's activity.
 */
export class QuizService {
  constructor(private readonly ctx: Context) {}

  categories() {
    return QUIZ_CATEGORIES.map((c) => ({ ...c, questionCount: QUIZ_QUESTIONS.filter((q) => q.category === c.id).length }));
  }

  /** A random question of the category, avoiding those already seen this round while any are left. */
  next(input: unknown): QuestionView {
    requireViewer(this.ctx);
    const { category, exclude } = parseInput(nextSchema, input);
    const all = QUIZ_QUESTIONS.filter((q) => q.category === category);
    const seen = new Set(exclude ?? []);
    const fresh = all.filter((q) => !seen.has(q.id));
    const last = exclude?.at(-1);
    const pool = fresh.length ? fresh : all.filter((q) => q.id !== last);
    return questionView(pool[randomInt(pool.length)]);
  }

  async answer(input: unknown): Promise<AnswerResult> {
    const viewer = requireViewer(this.ctx);
    const { questionId, category, selectedAnswer } = parseInput(answerSchema, input);
    const question = QUESTION_BY_ID.get(questionId);
    if (!question) throw notFound('Question not found');
    if (category && category !== question.category) throw badInput('That question is not in this category', 'category');
    await this.ctx.deps.limits.consume('quiz:answer', ANSWER_RULE, viewer.id);
    const isCorrect = selectedAnswer === question.correctAnswer;
    const pointsEarned = await this.ctx.em.transactional(async (tx) => {
      const em = tx as EntityManager;
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`civic:${viewer.id}`]);
      const [earnedBefore] = await em.execute(`select 1 from civic_events where user_id = ? and kind = 'quiz' and subject = ?`, [viewer.id, question.id]);
      const earned = isCorrect && !earnedBefore ? pointsOf(question) : 0;
      await em.execute(
        `insert into quiz_attempts (user_id, category, question_id, selected_answer, is_correct, points_earned) values (?, ?, ?, ?, ?, ?)`,
        [viewer.id, question.category, question.id, selectedAnswer, isCorrect, earned],
      );
      await em.execute(
        `insert into user_quiz_stats as s (user_id, category, total_questions, correct_answers, total_points, best_streak, current_streak, last_attempt)
         values (?, ?, 1, ?, ?, ?, ?, clock_timestamp())
         on conflict (user_id, category) do update set
           total_questions = s.total_questions + 1,
           correct_answers = s.correct_answers + excluded.correct_answers,
           total_points = s.total_points + excluded.total_points,
           current_streak = case when excluded.correct_answers = 1 then s.current_streak + 1 else 0 end,
           best_streak = greatest(s.best_streak, case when excluded.correct_answers = 1 then s.current_streak + 1 else 0 end),
           last_attempt = excluded.last_attempt,
           updated_at = clock_timestamp()`,
        [viewer.id, question.category, isCorrect ? 1 : 0, earned, isCorrect ? 1 : 0, isCorrect ? 1 : 0],
      );
      await recordIn(em, viewer.id, earned ? { kind: CivicKind.QUIZ, subject: question.id, points: earned } : null);
      return earned;
    });
    return {
      questionId: question.id,
      isCorrect,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
      source: question.source,
      pointsEarned,
      stats: await this.stats(),
    };
  }

  async stats(): Promise<QuizStats> {
    const viewer = requireViewer(this.ctx);
    const rows = await this.ctx.em.execute(
      `select category, total_questions, correct_answers, total_points, best_streak, current_streak from user_quiz_stats where user_id = ?`,
      [viewer.id],
    );
    const byCategory = new Map(rows.map((row) => [String(row.category), row]));
    const categories = QUIZ_CATEGORIES.map(({ id }) => {
      const row = byCategory.get(id);
      return {
        category: id,
        totalQuestions: Number(row?.total_questions ?? 0),
        correctAnswers: Number(row?.correct_answers ?? 0),
        totalPoints: Number(row?.total_points ?? 0),
        bestStreak: Number(row?.best_streak ?? 0),
        currentStreak: Number(row?.current_streak ?? 0),
      };
    });
    const sum = (key: 'totalQuestions' | 'correctAnswers' | 'totalPoints') => categories.reduce((total, c) => total + c[key], 0);
    const totalPoints = sum('totalPoints');
    return {
      totalPoints,
      correctAnswers: sum('correctAnswers'),
      totalQuestions: sum('totalQuestions'),
      bestStreak: Math.max(0, ...categories.map((c) => c.bestStreak)),
      level: quizLevelFor(totalPoints),
      categories,
    };
  }
}
