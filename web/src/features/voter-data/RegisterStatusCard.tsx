import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { FactList } from '../../components/FactList';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../components/toast';
import type { VoterRegisterQuery as VoterRegisterData } from '../../gql/graphql';
import { VoterRegisterQuery } from './documents';

type RegisterSummary = VoterRegisterData['voterRegister'];

// The api returns null for figures INEC has not published to us; say so, never estimate.
const NOT_PUBLISHED = 'Not published in our data';

function count(value: number | null | undefined) {
  return value == null ? NOT_PUBLISHED : value.toLocaleString('en-NG');
}

function cvrStatus(ongoing: boolean | null | undefined) {
  if (ongoing == null) return NOT_PUBLISHED;
  return ongoing ? 'Open' : 'Closed';
}

interface Collection {
  summary: RegisterSummary;
  at: Date;
}

/** Continuous voter registration status, and the register's totals fetched afresh on demand. */
export function RegisterStatusCard() {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(VoterRegisterQuery);
  const [collection, setCollection] = useState<Collection | null>(null);
  const [collecting, setCollecting] = useState(false);

  const collect = async () => {
    setCollecting(true);
    try {
      const { data: fresh } = await client.query({ query: VoterRegisterQuery, fetchPolicy: 'network-only' });
      if (!fresh) throw new Error('No register data returned');
      setCollection({ summary: fresh.voterRegister, at: new Date() });
    } catch {
      toast({ type: 'error', title: 'Collection Failed', description: 'Failed to collect INEC voter data. Please try again.' });
    } finally {
      setCollecting(false);
    }
  };

  const register = data?.voterRegister;
  return (
    <SectionCard title="Voter registration status" description="From INEC's published register.">
      {loading && !register ? (
        <PageSpinner />
      ) : !register ? (
        <Text role="alert" color="fg.error">{error ? 'Failed to fetch CVR status' : NOT_PUBLISHED}</Text>
      ) : (
        <>
          <FactList
            facts={[
              { label: 'Register', value: register.registerName },
              { label: 'Registered voters', value: count(register.totalRegisteredVoters) },
              { label: 'New registrations since January 2023', value: count(register.totalNewRegistrations) },
              { label: 'Continuous voter registration', value: cvrStatus(register.ongoingCVR) },
            ]}
          />
          <ExternalLink href={register.registrationPortalUrl} fontWeight="semibold" alignSelf="flex-start">
            Register or check your registration on INEC's portal
          </ExternalLink>
        </>
      )}
      <Button colorPalette="brand" onClick={collect} loading={collecting} loadingText="Collecting" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        Collect All INEC Data
      </Button>
      {collection && (
        <Box as="section" aria-labelledby="collected-data" bg="bg.muted" rounded="xl" p="4">
          <Heading as="h3" size="sm" id="collected-data">INEC data collected</Heading>
          <Text fontSize="xs" color="fg.muted" mb="2">
            At {collection.at.toLocaleTimeString('en-NG', { hour: '2-digit', minute: '2-digit' })}
          </Text>
          <FactList
            facts={[
              { label: 'Polling units', value: count(collection.summary.totalPollingUnits) },
              { label: 'Registered voters', value: count(collection.summary.totalRegisteredVoters) },
              { label: 'New registrations', value: count(collection.summary.totalNewRegistrations) },
              { label: 'PVCs collected', value: count(collection.summary.totalPVCsCollected) },
            ]}
          />
        </Box>
      )}
    </SectionCard>
  );
}
