import { graphql } from '../../gql';

export const QuizStatsFields = graphql(`
  fragment QuizStatsFields on QuizStats {
    totalPoints
    correctAnswers
    totalQuestions
    bestStreak
    level
    categories {
      category
      totalQuestions
      correctAnswers
      totalPoints
      bestStreak
      currentStreak
    }
  }
`);

export const QuizHomeQuery = graphql(`
  query QuizHome {
    quizCategories {
      id
      name
      description
      questionCount
    }
    quizStats {
      ...QuizStatsFields @unmask
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
        ...QuizStatsFields @unmask
      }
    }
  }
`);
