import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';

/** SPEC §2: for members with a ward: the ward and LGA, and ways into local life. */
export function LocalOpportunities({ ward, lga }: { ward: string; lga: string | null }) {
  return (
    <SectionCard title="Local Opportunities" description={lga ? `${ward} ward, ${lga}` : `${ward} ward`}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          No upcoming events in your ward yet. Posts and people from {ward} are a tap away.
        </Text>
        <Wrap gap="2">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/?tab=ward">View Ward Posts</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/?tab=ward#events">Local Events</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/?tab=connect">Connect with Neighbors</RouterLink>
          </Button>
        </Wrap>
      </Stack>
    </SectionCard>
  );
}
