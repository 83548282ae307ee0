import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';
import type { CivicChallengeType, CivicDashboardQuery } from '../../gql/graphql';
import { lastDay } from './format';
import { ProgressBar } from '../../components/ProgressBar';

type Challenge = CivicDashboardQuery['civicDashboard']['activities'][number];

/** SPEC §2: discussion = Join Discussion, event = Register, vote = Start Vote, else Complete. */
const ACTIONS: Record<CivicChallengeType, { label: string; to: string }> = {
  DISCUSSION: { label: 'Join Discussion', to: '/?tab=blowing' },
  POST: { label: 'Complete', to: '/?tab=ward' },
  CONNECT: { label: 'Complete', to: '/?tab=connect' },
  QUIZ: { label: 'Complete', to: '/quiz' },
};

export function Challenges({ challenges }: { challenges: Challenge[] }) {
  const active = challenges.filter((c) => !c.completed);
  return (
    <SectionCard title="Active Challenges" description="New challenges every Monday; each pays once a week.">
      {active.length === 0 ? (
        <Text color="fg.muted">All challenges completed!</Text>
      ) : (
        active.map((challenge) => {
          const action = ACTIONS[challenge.type];
          return (
            <Stack key={challenge.id} as="article" aria-label={challenge.title} gap="2" borderWidth="1px" rounded="lg" p="3">
              <HStack justify="space-between" align="start" gap="2">
                <Text fontWeight="semibold">{challenge.title}</Text>
                <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
                  +{challenge.points} pts
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {challenge.description}
              </Text>
              <ProgressBar value={challenge.progress} max={challenge.maxProgress} label={`${challenge.title} progress`} />
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontSize="xs" color="fg.muted">
                  {challenge.progress} of {challenge.maxProgress} · Ends {lastDay(challenge.deadline)}
                </Text>
                <Button asChild size="xs" colorPalette="brand" variant="outline">
                  <RouterLink to={action.to}>{action.label}</RouterLink>
                </Button>
              </HStack>
            </Stack>
          );
        })
      )}
    </SectionCard>
  );
}
