import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import type { QuizHomeQuery as QuizHomeData } from '../../gql/graphql';
import { QuizHomeQuery } from './documents';
import { AchievementLevels, CategoryList, PerformanceCard } from './QuizHome';
import { QuestionView } from './QuestionView';

type Category = QuizHomeData['quizCategories'][number];

/** /quiz: categories, a round of questions checked by the server, the performance card and levels. */
export default function QuizPage() {
  const { data, loading, error } = useQuery(QuizHomeQuery, { fetchPolicy: 'cache-and-network' });
  // Picking a category starts a new round: the question view is remounted with fresh session stats.
  const [round, setRound] = useState<{ category: Category; key: number } | null>(null);

  return (
    <PageContainer maxW="3xl">
      <Stack gap="1" mb="5">
        <Heading as="h1" size="2xl">
          Civic Quiz
        </Heading>
        <Text color="fg.muted">How well do you know Nigeria's constitution, elections and history? Every answer names its source.</Text>
      </Stack>
      {round ? (
        <QuestionView key={round.key} category={round.category} onBack={() => setRound(null)} />
      ) : loading && !data ? (
        <PageSkeleton />
      ) : !data ? (
        <Text role="alert" color="fg.error">
          {error ? 'The quiz could not be loaded. Please try again.' : null}
        </Text>
      ) : (
        <Stack gap="5">
          <PerformanceCard stats={data.quizStats} />
          <CategoryList categories={data.quizCategories} stats={data.quizStats} onPick={(category) => setRound({ category, key: Date.now() })} />
          <AchievementLevels current={data.quizStats.level} />
        </Stack>
      )}
    </PageContainer>
  );
}
