import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Button } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { FactList } from '../../components/FactList';
import { PageSkeleton } from '../../components/PageSkeleton';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../components/toast';
import type { CollectVoterDataQuery as CollectedData } from '../../gql/graphql';
import { getFragmentData, graphql } from '../../gql';
import { CollectVoterDataQuery, VoterRegisterQuery } from './documents';
import { count, NOT_PUBLISHED } from './format';
import { calendarDate, lagosDate } from '../../lib/format';

function cvrStatus(ongoing: boolean | null | undefined) {
  if (ongoing == null) return NOT_PUBLISHED;
  return ongoing ? 'Open' : 'Closed';
}

type Collected = CollectedData['collectVoterData'];

const CollectedFigures_register = graphql(`
  fragment CollectedFigures_register on VoterRegisterImport {
    id
    rowCount
    pvcCollectedCount
    importedAt
  }
`);

function CollectedFigures({ data }: { data: Collected }) {
  const imported = getFragmentData(CollectedFigures_register, data.importedRegister);
  return (
    <Box as="section" aria-labelledby="collected-data" bg="bg.muted" rounded="xl" p="4">
      <Heading as="h3" size="sm" id="collected-data">INEC data collected</Heading>
      <Text fontSize="xs" color="fg.muted" mb="2">
        Added up from the data stored here at{' '}
        {lagosDate(data.collectedAt, 'time')}
      </Text>
      <FactList
        facts={[
          { label: 'Polling units', value: count(data.totalPollingUnits) },
          { label: 'Wards', value: count(data.totalWards) },
          { label: 'LGAs', value: count(data.totalLgas) },
          { label: 'States and FCT', value: count(data.totalStates) },
          { label: 'Registered voters', value: count(data.totalRegisteredVoters) },
          { label: 'New registrations', value: count(data.totalNewRegistrations) },
          { label: 'PVCs collected', value: count(data.totalPVCsCollected) },
          ...data.elections.flatMap((election) => [
            { label: `${election.name}: accredited voters`, value: count(election.accredited) },
            { label: `${election.name}: valid votes`, value: count(election.validVotes) },
          ]),
          {
            label: 'Imported voter register',
            value: imported
              ? `${count(imported.rowCount)} voters (${count(imported.pvcCollectedCount)} with PVC collected), ${lagosDate(imported.importedAt, 'longDate')}`
              : 'None imported',
          },
        ]}
      />
    </Box>
  );
}

/** Continuous voter registration status with sourced figures, and every stored total on demand. */
export function RegisterStatusCard() {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(VoterRegisterQuery);
  const [collected, setCollected] = useState<Collected | null>(null);
  const [collecting, setCollecting] = useState(false);

  const collect = async () => {
    setCollecting(true);
    try {
      const { data: fresh } = await client.query({ query: CollectVoterDataQuery, fetchPolicy: 'network-only' });
      if (!fresh) throw new Error('No data returned');
      setCollected(fresh.collectVoterData);
    } catch {
      toast({ type: 'error', title: 'Collection Failed', description: 'Failed to collect INEC voter data. Please try again.' });
    } finally {
      setCollecting(false);
    }
  };

  const register = data?.voterRegister;
  return (
    <SectionCard title="Voter registration status" description="From INEC's published figures; sources below.">
      {loading && !register ? (
        <PageSkeleton />
      ) : !register ? (
        <Text role="alert" color="fg.error">{error ? 'Failed to fetch CVR status' : NOT_PUBLISHED}</Text>
      ) : (
        <>
          <FactList
            facts={[
              { label: 'Register', value: register.registerName },
              { label: 'Registered voters', value: count(register.totalRegisteredVoters) },
              {
                label: register.newRegistrationsAsOf
                  ? `New registrations (CVR 2025, to ${lagosDate(register.newRegistrationsAsOf, 'longDate')})`
                  : 'New registrations since January 2023',
                value: count(register.totalNewRegistrations),
              },
              { label: 'PVCs collected for 2023', value: count(register.totalPVCsCollected) },
              { label: 'Continuous voter registration', value: cvrStatus(register.ongoingCVR) },
            ]}
          />
          <Stack as="section" aria-labelledby="next-elections" gap="2">
            <Heading as="h3" size="sm" id="next-elections">Next elections</Heading>
            {register.nextElections.length ? (
              <List.Root gap="1.5" ps="5">
                {register.nextElections.map((election) => (
                  <List.Item key={election.type}>
                    <Text as="span" fontWeight="semibold">{calendarDate(election.date, 'weekdayLongDate')}</Text>: {election.type}
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              <Text fontSize="sm" color="fg.muted">No election dates published in our data.</Text>
            )}
          </Stack>
          <ExternalLink href={register.registrationPortalUrl} fontWeight="semibold" alignSelf="flex-start">
            Register or check your registration on INEC's portal
          </ExternalLink>
          <Box as="details" fontSize="sm">
            <Box as="summary" cursor="pointer" color="fg.muted">Sources</Box>
            <List.Root gap="1.5" ps="5" mt="2">
              {register.sources.map((source) => (
                <List.Item key={source.label}>
                  {source.label}: {source.source}.{' '}
                  <ExternalLink href={source.url} fontSize="sm">{new URL(source.url).hostname}</ExternalLink>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </>
      )}
      <Button colorPalette="brand" onClick={collect} loading={collecting} loadingText="Collecting" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        Collect All INEC Data
      </Button>
      {collected && <CollectedFigures data={collected} />}
    </SectionCard>
  );
}
