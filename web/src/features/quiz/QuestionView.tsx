import { Badge, Button, Card, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { PageSkeleton } from '../../components/PageSkeleton';
import { toast } from '../../components/toast';
import type { AnswerQuizMutation, QuizHomeQuery, QuizQuestionQuery as QuestionData } from '../../gql/graphql';
import { AnswerQuizMutation as AnswerQuiz, QuizHomeQuery as QuizHome, QuizQuestionQuery } from './documents';

type Category = QuizHomeQuery['quizCategories'][number];
type Question = QuestionData['quizQuestion'];
type Result = AnswerQuizMutation['answerQuizQuestion'];
type Session = { answered: number; correct: number; points: number; streak: number };

const NEW_SESSION: Session = { answered: 0, correct: 0, points: 0, streak: 0 };
const DIFFICULTY: Record<string, string> = { EASY: 'Easy', MEDIUM: 'Medium', HARD: 'Hard' };

function optionColours(index: number, selected: number | null, result: Result | null) {
  if (!result) return index === selected ? { borderColor: 'brand.solid', bg: 'brand.subtle' } : {};
  if (index === result.correctAnswer) return { borderColor: 'green.solid', bg: 'green.subtle' };
  if (index === selected) return { borderColor: 'red.solid', bg: 'red.subtle' };
  return { opacity: 0.7 };
}

/** One category's round: a random question, Submit Answer, the server's verdict, Next Question. */
export function QuestionView({ category, onBack }: { category: Category; onBack: () => void }) {
  const client = useApolloClient();
  const [question, setQuestion] = useState<Question | null>(null);
  const [seen, setSeen] = useState<string[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [session, setSession] = useState<Session>(NEW_SESSION);
  const [loadFailed, setLoadFailed] = useState(false);
  const [answer, { loading: submitting }] = useMutation(AnswerQuiz, {
    update(cache, { data }) {
      const home = cache.readQuery({ query: QuizHome });
      if (home && data) cache.writeQuery({ query: QuizHome, data: { ...home, quizStats: data.answerQuizQuestion.stats } });
    },
  });

  const next = useCallback(
    async (exclude: string[]) => {
      setLoadFailed(false);
      try {
        const { data } = await client.query({
          query: QuizQuestionQuery,
          variables: { category: category.id, exclude },
          fetchPolicy: 'network-only',
        });
        if (!data) throw new Error('No question');
        setQuestion(data.quizQuestion);
        setSeen([...exclude, data.quizQuestion.id]);
        setSelected(null);
        setResult(null);
      } catch {
        setLoadFailed(true);
      }
    },
    [client, category.id],
  );

  useEffect(() => {
    void next([]);
  }, [next]);

  const submit = async () => {
    if (!question || selected == null) return;
    try {
      const { data } = await answer({ variables: { input: { questionId: question.id, selectedAnswer: selected } } });
      if (!data) return;
      const verdict = data.answerQuizQuestion;
      setResult(verdict);
      setSession((s) => ({
        answered: s.answered + 1,
        correct: s.correct + (verdict.isCorrect ? 1 : 0),
        points: s.points + verdict.pointsEarned,
        streak: verdict.isCorrect ? s.streak + 1 : 0,
      }));
    } catch (error) {
      toast({ type: 'error', title: 'Answer not sent', description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          ← Back to Categories
        </Button>
        <HStack gap="3" fontSize="sm" color="fg.muted" aria-label="This round">
          <Text>
            Score <b>{session.correct}/{session.answered}</b>
          </Text>
          <Text>
            Points <b>{session.points}</b>
          </Text>
          <Text>
            Streak <b>{session.streak}</b>
          </Text>
        </HStack>
      </HStack>
      <Card.Root rounded="2xl">
        <Card.Body gap="4">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
              {category.name}
            </Text>
            {question && (
              <Badge variant="subtle">
                {DIFFICULTY[question.difficulty]} · {question.points} pts
              </Badge>
            )}
          </HStack>
          {loadFailed ? (
            <Stack gap="3" align="start">
              <Text role="alert" color="fg.error">
                The question could not be loaded.
              </Text>
              <Button size="sm" onClick={() => void next(seen)}>
                Try again
              </Button>
            </Stack>
          ) : !question ? (
            <PageSkeleton />
          ) : (
            <>
              <Heading as="h2" size="md" id="quiz-question">
                {question.question}
              </Heading>
              <Stack role="radiogroup" aria-labelledby="quiz-question" gap="2">
                {question.options.map((option, index) => (
                  <chakra.button
                    type="button"
                    key={option}
                    role="radio"
                    aria-checked={selected === index}
                    disabled={!!result}
                    onClick={() => setSelected(index)}
                    textAlign="left"
                    borderWidth="2px"
                    rounded="lg"
                    px="3"
                    py="2.5"
                    cursor={result ? 'default' : 'pointer'}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                    {...optionColours(index, selected, result)}
                  >
                    {option}
                  </chakra.button>
                ))}
              </Stack>
              {result && (
                <Stack gap="1" role="status" bg={result.isCorrect ? 'green.subtle' : 'red.subtle'} rounded="lg" p="3">
                  <Text fontWeight="semibold">
                    {result.isCorrect
                      ? result.pointsEarned > 0
                        ? `Correct! +${result.pointsEarned} points`
                        : 'Correct! (points for this question were already earned)'
                      : 'Incorrect'}
                  </Text>
                  <Text fontSize="sm">{result.explanation}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    Source: {result.source}
                  </Text>
                </Stack>
              )}
              {result ? (
                <Button colorPalette="brand" alignSelf="flex-start" onClick={() => void next(seen)}>
                  Next Question
                </Button>
              ) : (
                <Button colorPalette="brand" alignSelf="flex-start" disabled={selected == null} loading={submitting} onClick={() => void submit()}>
                  Submit Answer
                </Button>
              )}
            </>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
