import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp } from '../../../test/harness.js';
import { DIFFICULTY_POINTS, QUIZ_CATEGORIES, QUIZ_QUESTIONS, type QuizQuestion } from './quiz.questions.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sql = (text: string, params: unknown[] = []) => app.em().getConnection().execute(text, params);
const civicPoints = async (userId: string) => {
  const [row] = await sql(
    'select civic_points, (select coalesce(sum(points), 0)::int from civic_events where user_id = ?) as ledger from users where id = ?',
    [userId, userId],
  );
  return row as { civic_points: number; ledger: number };
};
const wrongAnswer = (q: QuizQuestion) => (q.correctAnswer + 1) % 4;
const easy = QUIZ_QUESTIONS.find((q) => q.difficulty === 'easy')!;

describe('quiz questions', () => {
  it('has the six categories with at least three questions each, four options and the spec’s points', () => {
    expect(QUIZ_CATEGORIES.map((c) => c.name)).toEqual([
      'Constitution & Democracy',
      'Electoral Process',
      'Political Parties',
      'Government Structure',
      'Nigerian History',
      'Civic Rights & Duties',
    ]);
    expect(QUIZ_QUESTIONS.length).toBeGreaterThanOrEqual(18);
    for (const category of QUIZ_CATEGORIES) {
      expect(QUIZ_QUESTIONS.filter((q) => q.category === category.id).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(QUIZ_QUESTIONS.length);
    for (const q of QUIZ_QUESTIONS) {
      expect(new Set(q.options).size).toBe(4);
      expect(q.source.length).toBeGreaterThan(5);
    }
    expect(DIFFICULTY_POINTS).toEqual({ easy: 10, medium: 20, hard: 30 });
  });

  it('serves a random question of the category without its answer, and a new one until the round has seen them all', async () => {
    const ada = await signedInClient(app);
    const seen: string[] = [];
    const electoral = QUIZ_QUESTIONS.filter((q) => q.category === 'electoral');
    for (let i = 0; i < electoral.length; i++) {
      const res = await ada.client.request('GET', `/api/quiz/question?category=electoral&exclude=${seen.join(',')}`);
      expect(res.status).toBe(200);
      expect(res.body.category).toBe('electoral');
      expect(res.body).not.toHaveProperty('correctAnswer');
      expect(res.body).not.toHaveProperty('explanation');
      expect(seen).not.toContain(res.body.id);
      seen.push(res.body.id);
    }
    const again = await ada.client.gql(`query($exclude: [ID!]) { quizQuestion(category: "electoral", exclude: $exclude) { id options points } }`, {
      exclude: seen,
    });
    expect(again.data.quizQuestion.id).not.toBe(seen.at(-1));
    const bad = await ada.client.request('GET', '/api/quiz/question?category=astrology');
    expect(bad).toMatchObject({ status: 400, body: { message: 'Choose a quiz category' } });
  });
});

describe('answering', () => {
  it('decides correctness and points on the server: forged isCorrect and pointsEarned earn nothing extra', async () => {
    const ada = await signedInClient(app);
    // A wrong answer that claims to be right and worth 9,999 points.
    const forged = await ada.client.request('POST', '/api/quiz/answer', {
      questionId: easy.id,
      category: easy.category,
      selectedAnswer: wrongAnswer(easy),
      isCorrect: true,
      pointsEarned: 9999,
    });
    expect(forged.status).toBe(200);
    expect(forged.body).toMatchObject({ isCorrect: false, correctAnswer: easy.correctAnswer, pointsEarned: 0 });
    expect(forged.body.stats).toMatchObject({ totalPoints: 0, correctAnswers: 0, totalQuestions: 1, level: 'Political Novice' });
    const [attempt] = await sql('select is_correct, points_earned, selected_answer from quiz_attempts where user_id = ?', [ada.user.id]);
    expect(attempt).toEqual({ is_correct: false, points_earned: 0, selected_answer: wrongAnswer(easy) });
    // Only the day's activity (5) so far: no quiz points.
    expect(await civicPoints(ada.user.id)).toEqual({ civic_points: 5, ledger: 5 });

    // The right answer claiming 9,999 earns the question's 10.
    const right = await ada.client.request('POST', '/api/quiz/answer', {
      questionId: easy.id,
      category: easy.category,
      selectedAnswer: easy.correctAnswer,
      isCorrect: true,
      pointsEarned: 9999,
    });
    expect(right.body).toMatchObject({ isCorrect: true, pointsEarned: 10 });
    expect(right.body.explanation).toBe(easy.explanation);
    expect(right.body.source).toBe(easy.source);

    // Answering it right again, or claiming a wrong answer's points, earns nothing more.
    const repeat = await ada.client.gql(
      `mutation($input: QuizAnswerInput!) { answerQuizQuestion(input: $input) { isCorrect pointsEarned stats { totalPoints correctAnswers totalQuestions bestStreak } } }`,
      { input: { questionId: easy.id, selectedAnswer: easy.correctAnswer } },
    );
    expect(repeat.data.answerQuizQuestion).toEqual({
      isCorrect: true,
      pointsEarned: 0,
      stats: { totalPoints: 10, correctAnswers: 2, totalQuestions: 3, bestStreak: 2 },
    });
    const stats = await ada.client.request('GET', '/api/quiz/stats');
    expect(stats.body).toMatchObject({ totalPoints: 10, correctAnswers: 2, totalQuestions: 3, bestStreak: 2 });
    expect(stats.body.categories[easy.category]).toMatchObject({ totalPoints: 10, correctAnswers: 2, totalQuestions: 3 });
    // daily 5 + question 10 + Quiz Taker 10
    expect(await civicPoints(ada.user.id)).toEqual({ civic_points: 25, ledger: 25 });
    const quizRows = await sql(`select subject, points from civic_events where user_id = ? and kind = 'quiz'`, [ada.user.id]);
    expect(quizRows).toEqual([{ subject: easy.id, points: 10 }]);
  });

  it('pays a question once even when the same right answer arrives many times at once', async () => {
    const ada = await signedInClient(app);
    const hard = QUIZ_QUESTIONS.find((q) => q.difficulty === 'hard')!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        ada.client.request('POST', '/api/quiz/answer', { questionId: hard.id, selectedAnswer: hard.correctAnswer, pointsEarned: 30 }),
      ),
    );
    expect(answers.map((a) => a.body.pointsEarned).sort()).toEqual([0, 0, 0, 0, 0, 30]);
    const stats = (await ada.client.request('GET', '/api/quiz/stats')).body;
    expect(stats).toMatchObject({ totalPoints: 30, correctAnswers: 6, totalQuestions: 6, bestStreak: 6 });
  });

  it('resets the streak on a wrong answer and keeps the best', async () => {
    const ada = await signedInClient(app);
    const history = QUIZ_QUESTIONS.filter((q) => q.category === 'history');
    const answer = (q: QuizQuestion, selectedAnswer: number) =>
      ada.client.request('POST', '/api/quiz/answer', { questionId: q.id, category: 'history', selectedAnswer });
    await answer(history[0], history[0].correctAnswer);
    await answer(history[1], history[1].correctAnswer);
    const wrong = await answer(history[2], wrongAnswer(history[2]));
    expect(wrong.body.stats.categories.history).toMatchObject({
      currentStreak: 0,
      bestStreak: 2,
      correctAnswers: 2,
      totalQuestions: 3,
    });
  });

  it('refuses an answer without a selected option, a question of another category, and visitors', async () => {
    const ada = await signedInClient(app);
    const none = await ada.client.request('POST', '/api/quiz/answer', { questionId: easy.id, isCorrect: true, pointsEarned: 10 });
    expect(none).toMatchObject({ status: 400, body: { message: 'Please select an answer' } });
    const other = QUIZ_CATEGORIES.find((c) => c.id !== easy.category)!.id;
    const elsewhere = await ada.client.request('POST', '/api/quiz/answer', { questionId: easy.id, category: other, selectedAnswer: 0 });
    expect(elsewhere).toMatchObject({ status: 400, body: { message: 'That question is not in this category' } });
    const unknown = await ada.client.request('POST', '/api/quiz/answer', { questionId: 'made-up', selectedAnswer: 0 });
    expect(unknown.status).toBe(404);
    expect(await sql('select 1 from quiz_attempts where user_id = ?', [ada.user.id])).toEqual([]);
    expect((await app.client().request('GET', '/api/quiz/stats')).status).toBe(401);
    expect((await app.client().request('POST', '/api/quiz/answer', { questionId: easy.id, selectedAnswer: 0 })).status).toBe(401);
  });

  it('reaches Political Guru and a higher civic level only by answering every question right', async () => {
    const ada = await signedInClient(app);
    let last;
    for (const q of QUIZ_QUESTIONS) {
      last = await ada.client.request('POST', '/api/quiz/answer', { questionId: q.id, selectedAnswer: q.correctAnswer });
    }
    const total = QUIZ_QUESTIONS.reduce((sum, q) => sum + DIFFICULTY_POINTS[q.difficulty], 0);
    expect(total).toBeGreaterThan(500);
    expect(last!.body.stats).toMatchObject({ totalPoints: total, level: 'Political Guru' });
    const civic = (await ada.client.request('GET', '/api/civic/stats')).body;
    // questions + daily 5 + Quiz Taker 10 + Well Rounded 30 + Know your constitution 30
    expect(civic.totalPoints).toBe(total + 75);
    expect(civic.level).toBe(Math.min(5, Math.floor((total + 75) / 350) + 1));
    expect(civic.rank).toBe('Active Citizen');
    expect(await civicPoints(ada.user.id)).toEqual({ civic_points: total + 75, ledger: total + 75 });
  });
});
