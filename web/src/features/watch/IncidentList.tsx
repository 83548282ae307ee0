import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormField } from '../../components/FormField';
import { SectionCard } from '../../components/SectionCard';
import { SelectField } from '../../components/SelectField';
import type { IncidentCategory, IncidentStatus } from '../../gql/graphql';
import { graphql } from '../../gql';
import { IncidentCard } from './IncidentCard';
import { CATEGORY_OPTIONS, STATUS_OPTIONS } from './labels';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import type { WatchViewer } from './WatchPage';

const IncidentsQuery = graphql(`
  query Incidents($electionId: ID, $place: String, $category: IncidentCategory, $status: IncidentStatus, $after: String) {
    incidents(electionId: $electionId, place: $place, category: $category, status: $status, first: 20, after: $after) {
      edges {
        node {
          id
          ...IncidentCard_incident
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

interface IncidentListProps {
  place: string;
  /** The area's name; null for a unit (the cards name it). */
  placeName: string | null;
  electionId: string;
  viewer: WatchViewer | null;
  /** Changes whenever the watch moved here: the list reads again. */
  moved: number;
}

/** The reports in an area or at a unit, newest first, by category and status. */
export function IncidentList({ place, placeName, electionId, moved }: IncidentListProps) {
  const [category, setCategory] = useState<IncidentCategory | ''>('');
  const [status, setStatus] = useState<IncidentStatus | ''>('');
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(IncidentsQuery, {
    variables: { electionId, place, category: category || null, status: status || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => {
    if (moved) void refetch().catch(() => undefined);
  }, [moved, refetch]);
  const page = (data ?? previousData)?.incidents;

  return (
    <SectionCard title={placeName ? `Reports in ${placeName}` : 'Reports at this unit'} description="Without a status chosen, every report but the dismissed.">
      <HStack gap="3" align="flex-end" wrap="wrap">
        <FormField label="Category">
          <SelectField value={category} onChange={(v) => setCategory(v as IncidentCategory | '')} options={CATEGORY_OPTIONS} noneLabel="All categories" />
        </FormField>
        <FormField label="Status">
          <SelectField value={status} onChange={(v) => setStatus(v as IncidentStatus | '')} options={STATUS_OPTIONS} noneLabel="All but dismissed" />
        </FormField>
      </HStack>
      {!page ? (
        <Text color="fg.muted">{error ? 'The reports could not be loaded.' : 'Loading reports…'}</Text>
      ) : page.edges.length === 0 ? (
        <Text color="fg.muted">No reports here{category || status ? ' with these filters' : ' yet'}.</Text>
      ) : (
        <Stack gap="3">
          {page.edges.map(({ node }) => (
            <IncidentCard key={node.id} incident={node} onChanged={() => void refetch()} />
          ))}
          <ShowMoreButton pageInfo={page.pageInfo} loading={loading} fetchMore={fetchMore}>
            Show more reports
          </ShowMoreButton>
        </Stack>
      )}
    </SectionCard>
  );
}
