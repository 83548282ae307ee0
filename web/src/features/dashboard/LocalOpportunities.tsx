import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';
import { LocalEventsQuery } from './documents';
import { lagosDate } from '../../lib/format';

/** SPEC §2: for members with a ward: the ward and LGA, its next events, and ways into local life. */
export function LocalOpportunities({ ward, lga }: { ward: string; lga: string | null }) {
  const { data, error } = useQuery(LocalEventsQuery, { fetchPolicy: 'cache-and-network' });
  const events = data?.upcomingEvents.edges.map((edge) => edge.node) ?? [];
  return (
    <SectionCard title="Local Opportunities" description={lga ? `${ward} ward, ${lga}` : `${ward} ward`}>
      <Stack gap="3">
        {events.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Upcoming events in your ward">
            {events.map((event) => (
              <HStack as="li" key={event.id} align="start" gap="3" borderWidth="1px" rounded="lg" p="2.5">
                <Stack gap="0" minW="0">
                  <Text fontSize="sm" fontWeight="semibold">
                    {event.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {lagosDate(event.dateTime, 'weekdayTime')} · {event.location}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {error ? 'Events could not be loaded just now.' : `No upcoming events in ${ward} yet. Add a meeting or town hall from the Ward tab.`}
          </Text>
        )}
        <Wrap gap="2">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/?tab=ward">View Ward Posts</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/?tab=ward">Local Events</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/?tab=connect">Connect with Neighbors</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/representatives">Your Representatives</RouterLink>
          </Button>
        </Wrap>
      </Stack>
    </SectionCard>
  );
}
