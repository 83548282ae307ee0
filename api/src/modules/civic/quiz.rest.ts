import { Router } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import { QuizService, type QuizStats } from './quiz.service.js';

/** SPEC §7 shape: per-category figures keyed by category. */
const statsJson = (stats: QuizStats) => ({
  ...stats,
  categories: Object.fromEntries(stats.categories.map(({ category, ...figures }) => [category, figures])),
});

/**
 * SPEC §7 Quiz, on the same service as GraphQL. POST /api/quiz/answer takes the spec's body;
 * its isCorrect and pointsEarned are ignored (the server decides).
 */
export function quizRest(route: RestRoute): Router {
  return Router()
    .get('/quiz/categories', route((ctx) => new QuizService(ctx).categories()))
    .get(
      '/quiz/question',
      route((ctx, req) => {
        const exclude = typeof req.query.exclude === 'string' && req.query.exclude ? req.query.exclude.split(',') : null;
        return new QuizService(ctx).next({ category: req.query.category, exclude });
      }),
    )
    .get('/quiz/stats', route(async (ctx) => statsJson(await new QuizService(ctx).stats())))
    .post(
      '/quiz/answer',
      route(async (ctx, req) => {
        const result = await new QuizService(ctx).answer(req.body ?? {});
        return { ...result, stats: statsJson(result.stats) };
      }),
    );
}
