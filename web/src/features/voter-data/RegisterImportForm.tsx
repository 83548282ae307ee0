import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../components/toast';
import { useViewerPowers } from '../auth/viewerPowers';
import { VoterRegisterQuery } from './documents';
import { importRegister } from './voterLookup';
import { formatCount } from '../../lib/format';

/** Administrators only: replaces the register behind the voter ID lookup with a CSV. */
export function RegisterImportForm() {
  const client = useApolloClient();
  const { isAdmin } = useViewerPowers();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  if (!isAdmin) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Choose a CSV file of the register');
      return;
    }
    setError(null);
    setImporting(true);
    try {
      const imported = await importRegister(file);
      toast({
        type: 'success',
        title: 'Register imported',
        description: `${formatCount(imported.rowCount)} voters; ${formatCount(imported.pvcCollectedCount)} with their PVC collected.`,
      });
      await client.refetchQueries({ include: [VoterRegisterQuery] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The register could not be imported. Please try again.');
    } finally {
      setImporting(false);
    }
  };

  return (
    <SectionCard title="Import a voter register" description="Administrators: replace the register the voter ID lookup checks.">
      <Text fontSize="sm" color="fg.muted">
        A CSV with a header row and the columns <b>vin</b>, <b>registration_status</b> (registered, transferred or removed) and{' '}
        <b>pvc_status</b> (collected, awaiting_collection or not_printed), at most 32 MB. One bad row refuses the whole file;
        voter IDs are stored only as hashes.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="Register file (CSV)" required error={error}>
            <Input type="file" accept=".csv,text/csv" p="1" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </FormField>
          <Button type="submit" colorPalette="brand" variant="outline" loading={importing} loadingText="Importing" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            Import register
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
