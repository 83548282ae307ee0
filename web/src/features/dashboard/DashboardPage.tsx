import { Button, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useViewer } from '../auth/viewer';
import { Achievements } from './Achievements';
import { Challenges } from './Challenges';
import { CivicDashboardQuery } from './documents';
import { EMPTY_STATS, MAX_LEVEL, POINTS_PER_LEVEL } from './format';
import { LocalOpportunities } from './LocalOpportunities';
import { ProgressBar } from '../../components/ProgressBar';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';
import { DataAge } from '../../components/DataAge';
import { SIGN_IN_URL } from '../../lib/signIn';
import { formatCount } from '../../lib/format';

function SignedOut() {
  return (
    <Card.Root rounded="2xl" maxW="md" mx="auto" textAlign="center">
      <Card.Body gap="4" alignItems="center">
        <Heading as="h1" size="lg">
          Civic Dashboard
        </Heading>
        <Text color="fg.muted">Please log in to access your civic dashboard</Text>
        <Button asChild colorPalette="brand">
          <a href={SIGN_IN_URL}>Log In</a>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function LevelProgress({ points, level, nextLevelPoints }: { points: number; level: number; nextLevelPoints: number | null }) {
  const top = level >= MAX_LEVEL || nextLevelPoints == null;
  const into = points % POINTS_PER_LEVEL;
  return (
    <Card.Root as="section" aria-labelledby="level-progress-heading" rounded="2xl">
      <Card.Body gap="2">
        <Heading as="h2" size="md" id="level-progress-heading">
          Level Progress
        </Heading>
        <ProgressBar value={top ? POINTS_PER_LEVEL : into} max={POINTS_PER_LEVEL} label="Progress through this level" />
        <Text fontSize="sm" color="fg.muted">
          {top
            ? 'Top level reached'
            : `${formatCount(into)} / ${POINTS_PER_LEVEL} points · ${formatCount(nextLevelPoints - points)} to Level ${level + 1}`}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** /dashboard: points, level, streaks, challenges and achievements, all recorded by the server. */
export default function DashboardPage() {
  const { viewer, loading: viewerLoading } = useViewer();
  const { data, loading, error } = useQuery(CivicDashboardQuery, { skip: !viewer, fetchPolicy: 'cache-and-network' });

  if (viewerLoading) return <PageSkeleton />;
  if (!viewer) {
    return (
      <PageContainer>
        <SignedOut />
      </PageContainer>
    );
  }
  if (loading && !data) return <PageSkeleton />;

  const stats = data?.civicDashboard ?? EMPTY_STATS;
  const ward = data?.me?.ward ? data.me.location?.ward?.displayName ?? null : null;
  return (
    <PageContainer>
      <Stack gap="1" mb="5">
        <Heading as="h1" size="2xl">
          Civic Dashboard
        </Heading>
        <Text color="fg.muted">Points for what you do here: posting, commenting, following, the quiz and showing up every day.</Text>
        <DataAge query={CivicDashboardQuery} />
        {error && !data && (
          <Text role="status" fontSize="sm" color="fg.muted">
            Your civic stats could not be loaded just now.
          </Text>
        )}
      </Stack>
      <Stack gap="5">
        <StatCards stats={stats} />
        <LevelProgress points={stats.totalPoints} level={stats.level} nextLevelPoints={stats.nextLevelPoints} />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
          <Stack gap="5">
            <Challenges challenges={stats.activities} />
            {stats.achievements.length > 0 && <Achievements achievements={stats.achievements} />}
          </Stack>
          <Stack gap="5">
            {ward && <LocalOpportunities ward={ward} lga={data?.me?.location?.lga?.displayName ?? null} />}
            <RecentActivity activity={stats.recentActivity} />
          </Stack>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
