import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../components/toast';
import { getFragmentData, graphql } from '../../gql';
import { VoterRegisterQuery } from './documents';
import { LOOKUP_FALLBACK, lookUpVoter, type VoterLookupResult } from './voterLookup';
import { formatCount, lagosDate } from '../../lib/format';

const TONE: Record<string, { bg: string; color: string; title: string }> = {
  found: { bg: 'green.subtle', color: 'green.fg', title: 'Voter found' },
  not_found: { bg: 'orange.subtle', color: 'orange.fg', title: 'Not found' },
  no_register: { bg: 'bg.muted', color: 'fg', title: 'No register to check' },
};

const VoterLookupForm_register = graphql(`
  fragment VoterLookupForm_register on VoterRegisterImport {
    id
    rowCount
    importedAt
  }
`);

/** Looks a voter ID up in the register an administrator imported; says so plainly when there is none. */
export function VoterLookupForm() {
  const { data } = useQuery(VoterRegisterQuery);
  const [voterID, setVoterID] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<VoterLookupResult | null>(null);
  const [looking, setLooking] = useState(false);
  const register = data?.voterRegister;
  const imported = getFragmentData(VoterLookupForm_register, register?.importedRegister);
  // Nothing to check against until an administrator imports a register: the form says so and waits.
  const noRegister = Boolean(register && !imported);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = voterID.trim();
    if (!trimmed) {
      setError('Please enter your voter ID');
      return;
    }
    setError(null);
    setResult(null);
    setLooking(true);
    try {
      setResult(await lookUpVoter(trimmed));
    } catch (failure) {
      toast({ type: 'error', title: 'Lookup Failed', description: failure instanceof Error ? failure.message : LOOKUP_FALLBACK });
    } finally {
      setLooking(false);
    }
  };

  const tone = result ? (TONE[result.status] ?? TONE.no_register) : null;
  return (
    <SectionCard title="Voter ID lookup" description="Check a registration by its voter identification number (VIN).">
      {noRegister && (
        <Text role="note" id="no-register-note" fontSize="sm" bg="orange.subtle" color="orange.fg" rounded="lg" px="3" py="2">
          No voter register has been imported on this site yet, so a voter ID cannot be checked here. INEC does not share its
          register with other services: use INEC's portal to check yours.
        </Text>
      )}
      {imported && (
        <Text fontSize="sm" color="fg.muted">
          Checks against a register of {formatCount(imported.rowCount)} voters imported on{' '}
          {lagosDate(imported.importedAt, 'longDate')}.
        </Text>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="Voter ID" required error={error} disabled={noRegister} helper="The 19 characters on your permanent voter card">
            <Input value={voterID} onChange={(e) => setVoterID(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={noRegister ? 'no-register-note' : undefined} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            loading={looking}
            loadingText="Looking up"
            disabled={noRegister}
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          >
            Look Up Voter
          </Button>
        </Stack>
      </form>
      {result && tone && (
        <Box role="status" aria-label="Lookup result" bg={tone.bg} rounded="xl" p="4">
          <Text fontWeight="semibold" color={tone.color}>{tone.title}</Text>
          <Text fontSize="sm">{result.message}</Text>
          {result.data?.registrationStatus && <Text fontSize="sm" mt="2">Registration: <b>{result.data.registrationStatus}</b></Text>}
          {result.data?.pvcStatus && <Text fontSize="sm">Voter card (PVC): <b>{result.data.pvcStatus}</b></Text>}
        </Box>
      )}
    </SectionCard>
  );
}
