import { Box, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/SectionCard';
import type { CivicDashboardQuery } from '../../gql/graphql';
import { ACHIEVEMENT_ICONS, StarIcon } from './icons';
import { lagosDate } from '../../lib/format';

type Achievement = CivicDashboardQuery['civicDashboard']['achievements'][number];

/**
 * SPEC §2: unlocked/total, the unlock date, locked ones greyed. Greyed by colour (a dashed border,
 * a faded icon, muted text), never by fading the whole card: faded text falls below 4.5:1.
 */
export function Achievements({ achievements }: { achievements: Achievement[] }) {
  const unlocked = achievements.filter((a) => a.unlocked).length;
  return (
    <SectionCard title="Achievements" description={`${unlocked}/${achievements.length} unlocked`}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {achievements.map((achievement) => (
          <HStack
            key={achievement.id}
            as="article"
            aria-label={`${achievement.title}${achievement.unlocked ? '' : ' (locked)'}`}
            gap="3"
            align="start"
            borderWidth="1px"
            borderStyle={achievement.unlocked ? 'solid' : 'dashed'}
            rounded="lg"
            p="3"
          >
            <Box
              bg={achievement.unlocked ? 'brand.subtle' : 'bg.muted'}
              color={achievement.unlocked ? 'brand.fg' : 'fg.subtle'}
              opacity={achievement.unlocked ? 1 : 0.6}
              rounded="full"
              p="2"
              flexShrink={0}
            >
              <Icon as={ACHIEVEMENT_ICONS[achievement.icon] ?? StarIcon} boxSize="4" />
            </Box>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold" fontSize="sm" color={achievement.unlocked ? 'fg' : 'fg.muted'}>
                {achievement.title}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {achievement.description}
              </Text>
              <Text fontSize="xs" color={achievement.unlocked ? 'brand.fg' : 'fg.muted'}>
                {achievement.unlocked && achievement.unlockedAt ? `Unlocked ${lagosDate(achievement.unlockedAt, 'date')}` : `Locked · +${achievement.points} pts`}
              </Text>
            </Stack>
          </HStack>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
