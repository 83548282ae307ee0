import { HStack, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/SectionCard';
import type { CivicDashboardQuery } from '../../gql/graphql';
import { relativeTime } from '../../lib/format';

type Activity = CivicDashboardQuery['civicDashboard']['recentActivity'][number];

export function RecentActivity({ activity }: { activity: Activity[] }) {
  return (
    <SectionCard title="Recent Activity">
      {activity.length === 0 ? (
        <Text color="fg.muted">No activity yet. Post, comment, follow voters or take the quiz to earn points.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" divideY="1px">
          {activity.map((row) => (
            <HStack as="li" key={row.id} justify="space-between" gap="3" py="2">
              <Stack gap="0" minW="0">
                <Text fontSize="sm" truncate>
                  {row.title}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {relativeTime(row.createdAt)}
                </Text>
              </Stack>
              <Text fontSize="sm" fontWeight="semibold" color={row.points > 0 ? 'brand.fg' : 'fg.muted'} flexShrink={0}>
                {row.points > 0 ? `+${row.points}` : '0'} pts
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
