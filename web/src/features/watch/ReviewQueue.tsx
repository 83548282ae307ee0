import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { SectionCard } from '../../components/SectionCard';
import { graphql } from '../../gql';
import { IncidentCard } from './IncidentCard';
import { ShowMoreButton } from '../../components/ShowMoreButton';

const ReviewQueueQuery = graphql(`
  query IncidentReviewQueue($after: String) {
    incidentReviewQueue(first: 20, after: $after) {
      edges {
        node {
          id
          ...IncidentCard_incident
          reporter {
            id
            displayName
            handle
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/**
 * Moderators and accredited observers: reports awaiting review, corroborated first, each with who
 * reported it; verify or dismiss with a reason (kept in the moderation log).
 */
export function ReviewQueue({ viewerId }: { viewerId: string }) {
  const { data, error, loading, refetch, fetchMore } = useQuery(ReviewQueueQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const page = data?.incidentReviewQueue;
  return (
    <SectionCard title="Incident reports to review" description="Corroborated reports first. Verify or dismiss each with a reason: it is shown with the report.">
      {!page ? (
        <Text color="fg.muted">{error ? 'The reports could not be loaded.' : 'Loading reports…'}</Text>
      ) : page.edges.length === 0 ? (
        <Text color="fg.muted">No reports are waiting for review.</Text>
      ) : (
        <Stack gap="3">
          {page.edges.map(({ node }) => (
            <IncidentCard key={node.id} incident={node} reporter={node.reporter} reviewing={node.reporter?.id !== viewerId} onChanged={() => void refetch()} />
          ))}
          <ShowMoreButton pageInfo={page.pageInfo} loading={loading} fetchMore={fetchMore}>
            Show more reports
          </ShowMoreButton>
        </Stack>
      )}
    </SectionCard>
  );
}
