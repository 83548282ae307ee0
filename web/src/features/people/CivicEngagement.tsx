import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ProgressBar } from '../../components/ProgressBar';
import { civicLevelTitle, MAX_CIVIC_LEVEL, POINTS_PER_LEVEL } from './format';
import { formatCount } from '../../lib/format';

const CivicEngagement_profile = graphql(`
  fragment CivicEngagement_profile on User {
    id
    civicLevel
    civicPoints
    postsCount
    followersCount
    followingCount
  }
`);

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0" bg="bg.subtle" rounded="lg" px="2.5" py="2.5" minW="0">
      <Text fontSize="xl" fontWeight="bold" lineHeight="short">
        {formatCount(value)}
      </Text>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {label}
      </Text>
    </Stack>
  );
}

/** SPEC §2: level, points, posts and connections; the bar shows progress through the level. */
export function CivicEngagement(props: { profile: FragmentType<typeof CivicEngagement_profile> }) {
  const profile = getFragmentData(CivicEngagement_profile, props.profile);
  const topLevel = profile.civicLevel >= MAX_CIVIC_LEVEL;
  const intoLevel = profile.civicPoints % POINTS_PER_LEVEL;
  const progress = topLevel ? 100 : Math.round((intoLevel / POINTS_PER_LEVEL) * 100);
  return (
    <Card.Root as="section" aria-labelledby="civic-heading" rounded="2xl">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id="civic-heading" size="md">
            Civic engagement
          </Heading>
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
            Level {profile.civicLevel} · {civicLevelTitle(profile.civicLevel)}
          </Text>
        </HStack>
        <Stack gap="1">
          <ProgressBar value={progress} max={100} label="Progress through this level" />
          <Text fontSize="xs" color="fg.muted">
            {topLevel ? 'Top level reached' : `${formatCount(POINTS_PER_LEVEL - intoLevel)} points to level ${profile.civicLevel + 1}`}
          </Text>
        </Stack>
        <SimpleGrid columns={3} gap="2">
          <Stat label="Points" value={profile.civicPoints} />
          <Stat label="Posts" value={profile.postsCount} />
          <Stat label="Connections" value={profile.followersCount + profile.followingCount} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
