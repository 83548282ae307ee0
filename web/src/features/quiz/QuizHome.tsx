import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/SectionCard';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { QuizHomeQuery } from '../../gql/graphql';
import { QUIZ_LEVELS } from './levels';
import { formatCount } from '../../lib/format';

type Category = QuizHomeQuery['quizCategories'][number];

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap="0" bg="bg.subtle" rounded="lg" px="3" py="2" minW="0">
      <Text fontSize="xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

const PerformanceCard_stats = graphql(`
  fragment PerformanceCard_stats on QuizStats {
    totalPoints
    correctAnswers
    totalQuestions
    bestStreak
    level
  }
`);

/** SPEC §2: the performance card. */
export function PerformanceCard(props: { stats: FragmentType<typeof PerformanceCard_stats> }) {
  const stats = getFragmentData(PerformanceCard_stats, props.stats);
  const accuracy = stats.totalQuestions ? Math.round((stats.correctAnswers / stats.totalQuestions) * 100) : 0;
  return (
    <SectionCard title="Your performance" description={`Level: ${stats.level}`}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        <Figure label="Quiz points" value={formatCount(stats.totalPoints)} />
        <Figure label="Correct answers" value={formatCount(stats.correctAnswers)} />
        <Figure label="Accuracy" value={`${accuracy}%`} />
        <Figure label="Best streak" value={stats.bestStreak} />
      </SimpleGrid>
    </SectionCard>
  );
}

/** SPEC §9: Political Novice … Political Guru, the current one marked. */
export function AchievementLevels({ current }: { current: string }) {
  return (
    <SectionCard title="Achievement levels" description="Earned with quiz points. Each question pays once, the first time you get it right.">
      <Stack as="ol" listStyleType="none" gap="2">
        {QUIZ_LEVELS.map((level) => (
          <HStack
            as="li"
            key={level.title}
            justify="space-between"
            borderWidth="1px"
            borderColor={level.title === current ? 'brand.solid' : 'border'}
            bg={level.title === current ? 'brand.subtle' : undefined}
            rounded="lg"
            px="3"
            py="2"
            aria-current={level.title === current ? 'step' : undefined}
          >
            <Text fontWeight={level.title === current ? 'semibold' : 'normal'}>{level.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {level.range} pts
            </Text>
          </HStack>
        ))}
      </Stack>
    </SectionCard>
  );
}

const CategoryList_stats = graphql(`
  fragment CategoryList_stats on QuizStats {
    categories {
      category
      totalQuestions
      correctAnswers
      totalPoints
    }
  }
`);

export function CategoryList({
  categories,
  onPick,
  ...props
}: {
  categories: Category[];
  stats: FragmentType<typeof CategoryList_stats> | null;
  onPick: (category: Category) => void;
}) {
  const stats = getFragmentData(CategoryList_stats, props.stats);
  return (
    <Stack as="section" aria-labelledby="quiz-categories-heading" gap="3">
      <Heading as="h2" size="md" id="quiz-categories-heading">
        Choose a category
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {categories.map((category) => {
          const mine = stats?.categories.find((c) => c.category === category.id);
          return (
            <Card.Root key={category.id} as="article" aria-label={category.name} rounded="xl">
              <Card.Body gap="2" p="4">
                <HStack justify="space-between" align="start" gap="2">
                  <Text fontWeight="semibold">{category.name}</Text>
                  <Badge variant="subtle" flexShrink={0}>
                    {category.questionCount} questions
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {category.description}
                </Text>
                <HStack justify="space-between" gap="2">
                  <Box fontSize="xs" color="fg.muted">
                    {mine && mine.totalQuestions > 0
                      ? `${mine.correctAnswers}/${mine.totalQuestions} correct · ${mine.totalPoints} pts`
                      : 'Not started'}
                  </Box>
                  <Button size="sm" colorPalette="brand" onClick={() => onPick(category)} aria-label={`Start ${category.name}`}>
                    Start
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
