import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageContainer } from '../../components/PageContainer';
import { PollingUnitCheck } from './PollingUnitCheck';
import { RegisterImportForm } from './RegisterImportForm';
import { RegisterStatusCard } from './RegisterStatusCard';
import { VoterLookupForm } from './VoterLookupForm';

/** /inec-data (signed in): the register's status, a voter ID lookup and a polling-unit check. */
export default function VoterDataPage() {
  return (
    <PageContainer>
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">Voter data</Heading>
        <Text color="fg.muted">What INEC's register says, and checks of a voter ID and a polling unit.</Text>
      </Stack>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <RegisterStatusCard />
          <VoterLookupForm />
        </SimpleGrid>
        <PollingUnitCheck />
        <RegisterImportForm />
      </Stack>
    </PageContainer>
  );
}
