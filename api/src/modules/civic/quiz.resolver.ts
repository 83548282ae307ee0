import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { QuizService } from './quiz.service.js';
import { QuizAnswerInput, QuizAnswerResult, QuizCategory, QuizQuestion, QuizStats } from './quiz.types.js';

@Resolver()
export class QuizResolver {
  @Query(() => [QuizCategory], { description: 'The six quiz categories.' })
  quizCategories(@Ctx() ctx: Context) {
    return new QuizService(ctx).categories();
  }

  @Query(() => QuizQuestion, { description: 'A random question of the category, avoiding `exclude` (the ids seen this round) while others remain.' })
  quizQuestion(
    @Arg('category', () => String, { description: "Category identifier, e.g. 'electoral'." }) category: string,
    @Arg('exclude', () => [ID], { nullable: true, description: 'Questions already seen this round.' }) exclude: string[] | null,
    @Ctx() ctx: Context,
  ) {
    return new QuizService(ctx).next({ category, exclude });
  }

  @Query(() => QuizStats, { description: "The signed-in member's quiz record." })
  quizStats(@Ctx() ctx: Context) {
    return new QuizService(ctx).stats();
  }

  @Mutation(() => QuizAnswerResult, { description: 'Answers a question; the server checks it and decides the points.' })
  answerQuizQuestion(@Arg('input', () => QuizAnswerInput) input: QuizAnswerInput, @Ctx() ctx: Context) {
    return new QuizService(ctx).answer(input);
  }
}
