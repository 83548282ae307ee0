import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PageSkeleton } from '../../components/PageSkeleton';
import { StatCards, SummaryBanner, VoteBars } from './ResultsParts';
import { useResultsPortal } from './useResultsPortal';

const HOME_PARTIES = 4; // SPEC §9: top 4 on home results

/** The home page's results tab: the current election's cards and its top four parties, live. */
export default function ResultsHomeTab() {
  const portal = useResultsPortal(null, null);
  const { data, error } = portal;
  if (!data && !error) return <PageSkeleton />;
  const summary = data?.summary;
  return (
    <Stack gap="4">
      {error && <Text color="fg.error">Failed to fetch election summary</Text>}
      {summary?.election ? (
        <>
          <SummaryBanner summary={summary} live={portal.live} />
          <StatCards summary={summary} />
          <Card.Root rounded="2xl" as="section" aria-label="Party performance">
            <Card.Body gap="3" p="4">
              <Heading as="h2" size="md">Party performance</Heading>
              <VoteBars parties={data!.parties.slice(0, HOME_PARTIES).map((party) => ({ ...party, votes: party.totalVotes }))} />
              {!data!.parties.length && <Text color="fg.muted">No party analysis available</Text>}
            </Card.Body>
          </Card.Root>
        </>
      ) : (
        <Text color="fg.muted">No election results available</Text>
      )}
      <Button asChild colorPalette="brand" alignSelf="start">
        <Link to="/results">Open the results portal</Link>
      </Button>
    </Stack>
  );
}
