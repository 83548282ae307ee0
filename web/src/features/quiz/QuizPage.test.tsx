import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { AnswerQuizMutation, QuizHomeQuery, QuizQuestionQuery } from './documents';

const CATEGORIES = [
  ['constitution', 'Constitution & Democracy'],
  ['electoral', 'Electoral Process'],
  ['parties', 'Political Parties'],
  ['government', 'Government Structure'],
  ['history', 'Nigerian History'],
  ['rights', 'Civic Rights & Duties'],
] as const;

const stats = (points: number, correct: number, total: number, streak: number) => ({
  __typename: 'QuizStats',
  totalPoints: points,
  correctAnswers: correct,
  totalQuestions: total,
  bestStreak: streak,
  level: points > 50 ? 'Informed Citizen' : 'Political Novice',
  categories: CATEGORIES.map(([id]) => ({
    __typename: 'QuizCategoryStats',
    category: id,
    totalQuestions: id === 'government' ? total : 0,
    correctAnswers: id === 'government' ? correct : 0,
    totalPoints: id === 'government' ? points : 0,
    bestStreak: streak,
    currentStreak: streak,
  })),
});

const QUESTIONS = [
  { id: 'government-senate', question: 'How many members sit in the Senate?', options: ['36', '74', '109', '360'], correct: 2, difficulty: 'EASY' as const, points: 10 },
  { id: 'government-house', question: 'How many members does the House of Representatives have?', options: ['109', '240', '360', '469'], correct: 2, difficulty: 'MEDIUM' as const, points: 20 },
];

function serveQuiz() {
  const sent: unknown[] = [];
  let answered = { points: 0, correct: 0, total: 0, streak: 0 };
  server.use(
    graphql.query(QuizHomeQuery, () =>
      HttpResponse.json({
        data: {
          quizCategories: CATEGORIES.map(([id, name]) => ({ __typename: 'QuizCategory', id, name, description: `About ${name}`, questionCount: 5 })),
          quizStats: stats(answered.points, answered.correct, answered.total, answered.streak),
        },
      }),
    ),
    graphql.query(QuizQuestionQuery, ({ variables }) => {
      const seen = (variables.exclude ?? []) as string[];
      const { correct: _c, ...shown } = QUESTIONS.find((q) => !seen.includes(q.id)) ?? QUESTIONS[0];
      const quizQuestion = { __typename: 'QuizQuestion', category: 'government', ...shown };
      return HttpResponse.json({ data: { quizQuestion } });
    }),
    graphql.mutation(AnswerQuizMutation, ({ variables }) => {
      sent.push(variables.input);
      const q = QUESTIONS.find((x) => x.id === variables.input.questionId)!;
      const isCorrect = variables.input.selectedAnswer === q.correct;
      answered = {
        points: answered.points + (isCorrect ? q.points : 0),
        correct: answered.correct + (isCorrect ? 1 : 0),
        total: answered.total + 1,
        streak: isCorrect ? answered.streak + 1 : 0,
      };
      const answerQuizQuestion = {
        __typename: 'QuizAnswerResult',
        questionId: q.id,
        isCorrect,
        correctAnswer: q.correct,
        explanation: `Explained: ${q.question}`,
        source: '1999 Constitution (as amended), sections 48 and 49',
        pointsEarned: isCorrect ? q.points : 0,
        stats: stats(answered.points, answered.correct, answered.total, answered.streak),
      };
      return HttpResponse.json({ data: { answerQuizQuestion } });
    }),
  );
  return sent;
}

describe('civic quiz', () => {
  it('lists the six categories, the performance card and the achievement levels', async () => {
    serveQuiz();
    renderApp('/quiz', { viewer: ada });
    for (const [, name] of CATEGORIES) expect(await screen.findByRole('article', { name })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your performance' })).toHaveTextContent('Level: Political Novice');
    const levels = screen.getByRole('region', { name: 'Achievement levels' });
    for (const title of ['Political Novice', 'Informed Citizen', 'Political Scholar', 'Constitutional Expert', 'Political Guru']) {
      expect(within(levels).getByText(title)).toBeVisible();
    }
    expect(within(levels).getByText('501+ pts')).toBeVisible();
  });

  it('submits only a selected option, sends no verdict of its own, locks the options and shows the server’s verdict', async () => {
    const sent = serveQuiz();
    const user = userEvent.setup();
    renderApp('/quiz', { viewer: ada });
    await user.click(await screen.findByRole('button', { name: 'Start Government Structure' }));
    expect(await screen.findByRole('heading', { name: 'How many members sit in the Senate?' })).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '109' }));
    await user.click(submit);
    expect(await screen.findByText('Correct! +10 points')).toBeVisible();
    expect(screen.getByText(/Source: 1999 Constitution/)).toBeVisible();
    expect(sent).toEqual([{ questionId: 'government-senate', selectedAnswer: 2 }]);
    expect(screen.getByRole('radio', { name: '36' })).toBeDisabled();
    expect(screen.getByLabelText('This round')).toHaveTextContent('Score 1/1Points 10Streak 1');

    // A wrong answer resets the round's streak.
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByRole('heading', { name: 'How many members does the House of Representatives have?' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '469' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText('Incorrect')).toBeVisible();
    expect(screen.getByLabelText('This round')).toHaveTextContent('Score 1/2Points 10Streak 0');

    await user.click(screen.getByRole('button', { name: '← Back to Categories' }));
    expect(await screen.findByRole('region', { name: 'Your performance' })).toHaveTextContent('1Correct answers');
  });
});
