import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { QuizDifficulty } from './quiz.questions.js';

registerEnumType(QuizDifficulty, { name: 'QuizDifficulty', description: 'Easy questions earn 10 points, medium 20, hard 30.' });

@ObjectType({ description: 'A quiz category.' })
export class QuizCategory {
  @Field(() => ID, { description: "Identifier, e.g. 'constitution'." })
  id!: string;

  @Field(() => String, { description: "Name, e.g. 'Constitution & Democracy'." })
  name!: string;

  @Field(() => String, { description: 'What it covers.' })
  description!: string;

  @Field(() => Int, { description: 'How many questions it has.' })
  questionCount!: number;
}

@ObjectType({ description: 'A quiz question, without its answer (that comes back with the result of answering).' })
export class QuizQuestion {
  @Field(() => ID, { description: 'Stable identifier.' })
  id!: string;

  @Field(() => String, { description: 'Category identifier.' })
  category!: string;

  @Field(() => String, { description: 'The question.' })
  question!: string;

  @Field(() => [String], { description: 'Four options; answer with the index of one.' })
  options!: string[];

  @Field(() => QuizDifficulty, { description: 'Difficulty.' })
  difficulty!: QuizDifficulty;

  @Field(() => Int, { description: 'Points for the first correct answer (10, 20 or 30).' })
  points!: number;
}

@ObjectType({ description: "The viewer's record in one category." })
export class QuizCategoryStats {
  @Field(() => String, { description: 'Category identifier.' })
  category!: string;

  @Field(() => Int, { description: 'Questions answered (every attempt).' })
  totalQuestions!: number;

  @Field(() => Int, { description: 'Correct answers.' })
  correctAnswers!: number;

  @Field(() => Int, { description: 'Points earned (each question pays once).' })
  totalPoints!: number;

  @Field(() => Int, { description: 'Longest run of correct answers.' })
  bestStreak!: number;

  @Field(() => Int, { description: 'Correct answers in a row now (a wrong answer resets it).' })
  currentStreak!: number;
}

@ObjectType({ description: "The viewer's quiz record." })
export class QuizStats {
  @Field(() => Int, { description: 'Quiz points earned.' })
  totalPoints!: number;

  @Field(() => Int, { description: 'Correct answers.' })
  correctAnswers!: number;

  @Field(() => Int, { description: 'Questions answered.' })
  totalQuestions!: number;

  @Field(() => Int, { description: 'Best run of correct answers in any category.' })
  bestStreak!: number;

  @Field(() => String, { description: 'Quiz level: Political Novice, Informed Citizen, Political Scholar, Constitutional Expert or Political Guru.' })
  level!: string;

  @Field(() => [QuizCategoryStats], { description: 'One entry per category, in the order of quizCategories.' })
  categories!: QuizCategoryStats[];
}

@ObjectType({ description: 'The result of answering: checked by the server.' })
export class QuizAnswerResult {
  @Field(() => ID, { description: 'The question answered.' })
  questionId!: string;

  @Field(() => Boolean, { description: 'Whether the answer was right.' })
  isCorrect!: boolean;

  @Field(() => Int, { description: 'Index of the right option.' })
  correctAnswer!: number;

  @Field(() => String, { description: 'Why.' })
  explanation!: string;

  @Field(() => String, { description: 'The law or record the answer rests on.' })
  source!: string;

  @Field(() => Int, { description: 'Points earned: the question’s points for a first correct answer, else 0.' })
  pointsEarned!: number;

  @Field(() => QuizStats, { description: 'The viewer’s quiz record after this answer.' })
  stats!: QuizStats;
}

@InputType({ description: 'An answer to a quiz question.' })
export class QuizAnswerInput {
  @Field(() => ID, { description: 'The question.' })
  questionId!: string;

  @Field(() => Int, { description: 'Index of the chosen option, 0 to 3.' })
  selectedAnswer!: number;
}
