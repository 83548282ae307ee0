import { graphql } from '../../gql';

export const QuizHomeQuery = graphql(`
  query QuizHome {
    quizCategories {
      id
      name
      description
      questionCount
    }
    quizStats {
      level
      ...PerformanceCard_stats
      ...CategoryList_stats
    }
  }
`);

export const QuizQuestionQuery = graphql(`
  query QuizQuestion($category: String!, $exclude: [ID!]) {
    quizQuestion(category: $category, exclude: $exclude) {
      id
      category
      question
      options
      difficulty
      points
    }
  }
`);

export const AnswerQuizMutation = graphql(`
  mutation AnswerQuiz($input: QuizAnswerInput!) {
    answerQuizQuestion(input: $input) {
      questionId
      isCorrect
      correctAnswer
      explanation
      source
      pointsEarned
      stats {
        level
        ...PerformanceCard_stats
        ...CategoryList_stats
      }
    }
  }
`);
