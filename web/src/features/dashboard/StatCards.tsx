import { HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FlameIcon, StarIcon, TrophyIcon } from './icons';
import { ACHIEVEMENT_ICONS } from './icons';
import { formatCount } from '../../lib/format';

function StatCard({ label, value, detail, icon }: { label: string; value: ReactNode; detail?: ReactNode; icon: typeof StarIcon }) {
  return (
    <Stack as="section" aria-label={label} gap="1" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '3', md: '4' }} minW="0">
      <HStack gap="2" color="fg.muted">
        <Icon as={icon} boxSize="4" color="brand.fg" />
        <Text fontSize="xs" fontWeight="medium" lineClamp={1}>
          {label}
        </Text>
      </HStack>
      <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
        {value}
      </Text>
      {detail && (
        <Text fontSize="xs" color="fg.muted" truncate>
          {detail}
        </Text>
      )}
    </Stack>
  );
}

export type Stats = {
  totalPoints: number;
  level: number;
  rank: string;
  completedActivities: number;
  currentStreak: number;
  longestStreak: number;
};

/** SPEC §2: Total Points, Level with rank, Activities, Current Streak in days. */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
      <StatCard label="Total Points" value={formatCount(stats.totalPoints)} icon={StarIcon} />
      <StatCard label="Level" value={stats.level} detail={stats.rank} icon={TrophyIcon} />
      <StatCard label="Activities" value={formatCount(stats.completedActivities)} detail="Actions counted" icon={ACHIEVEMENT_ICONS.post} />
      <StatCard
        label="Current Streak"
        value={`${stats.currentStreak} ${stats.currentStreak === 1 ? 'day' : 'days'}`}
        detail={`Longest: ${stats.longestStreak} ${stats.longestStreak === 1 ? 'day' : 'days'}`}
        icon={FlameIcon}
      />
    </SimpleGrid>
  );
}
