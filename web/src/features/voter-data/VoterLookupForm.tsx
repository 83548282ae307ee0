import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../components/toast';
import { LOOKUP_FALLBACK, lookUpVoter, type VoterLookupResult } from './voterLookup';

/** Looks a voter ID up through the REST shim; INEC's own portal is the only real source. */
export function VoterLookupForm() {
  const [voterID, setVoterID] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<VoterLookupResult | null>(null);
  const [looking, setLooking] = useState(false);

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

  return (
    <SectionCard title="Voter ID lookup" description="Check a registration by its voter identification number (VIN).">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="Voter ID" required error={error} helper="The 19 characters on your permanent voter card">
            <Input value={voterID} onChange={(e) => setVoterID(e.target.value)} autoComplete="off" spellCheck={false} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={looking} loadingText="Looking up" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            Look Up Voter
          </Button>
        </Stack>
      </form>
      {result && (
        <Box role="status" bg="bg.muted" rounded="xl" p="4">
          <Text fontWeight="semibold">{result.message}</Text>
          {result.data?.registrationStatus && <Text fontSize="sm">Registration: {result.data.registrationStatus}</Text>}
          {result.data?.pvcStatus && <Text fontSize="sm">Voter card: {result.data.pvcStatus}</Text>}
        </Box>
      )}
    </SectionCard>
  );
}
