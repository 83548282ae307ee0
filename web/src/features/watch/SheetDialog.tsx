import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { readApiError } from '../../apollo/errors';
import { FormField } from '../../components/FormField';
import { toast } from '../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { uploadPostImage, UploadError } from '../posts/composer/uploads';
import { WatchFiguresFields } from './documents';
import { CROWD_LABEL } from './labels';
import { DialogFrame } from '../../components/DialogFrame';
import { reportActionError } from '../../lib/signIn';
import { formatCount } from '../../lib/format';

const TOTALS = [
  ['registered', 'Registered voters'],
  ['accredited', 'Accredited voters'],
  ['rejected', 'Rejected votes'],
  ['totalValid', 'Total valid votes'],
] as const;
type Total = (typeof TOTALS)[number][0];

const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN);

const SheetDialog_watch = graphql(`
  fragment SheetDialog_watch on UnitWatch {
    puCode
    electionId
    viewerReading {
      ...WatchFiguresFields
    }
    pollingUnit {
      puCode
      displayName
    }
  }
`);

// Answers the unit as its panel shows it; the screens update through the refetches below (a
// unit's watch has no id for the cache to normalise it by).
const SubmitResultSheetMutation = graphql(`
  mutation SubmitResultSheet($input: CrowdSheetInput!) {
    submitResultSheet(input: $input) {
      puCode
      crowdStatus
      ...UnitPanel_watch
      ...OwnUnitSummary_watch
    }
  }
`);

interface SheetDialogProps {
  watch: FragmentType<typeof SheetDialog_watch>;
  /** The election's parties, in ballot order. */
  parties: readonly string[];
  onClose: () => void;
}

/** A member registered at the unit enters the figures of the result sheet posted there, as printed. */
export function SheetDialog({ parties, onClose, ...props }: SheetDialogProps) {
  const watch = getFragmentData(SheetDialog_watch, props.watch);
  const formId = useId();
  const own = getFragmentData(WatchFiguresFields, watch.viewerReading);
  const [totals, setTotals] = useState<Record<Total, string>>({
    registered: own?.registered?.toString() ?? '',
    accredited: own?.accredited?.toString() ?? '',
    rejected: own?.rejected?.toString() ?? '',
    totalValid: own?.totalValid.toString() ?? '',
  });
  const [votes, setVotes] = useState<Record<string, string>>(
    Object.fromEntries(parties.map((party) => [party, String(own?.votes.find((v) => v.party === party)?.votes ?? '')])),
  );
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [submit] = useMutation(SubmitResultSheetMutation, { refetchQueries: ['UnitWatch', 'WatchPage', 'FlaggedUnits'] });
  const added = parties.reduce((sum, party) => sum + (whole(votes[party] || '0') || 0), 0);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const figures = Object.fromEntries(TOTALS.map(([key]) => [key, whole(totals[key])])) as Record<Total, number>;
    const missing = TOTALS.find(([key]) => Number.isNaN(figures[key]));
    if (missing) return setError({ field: missing[0], message: `${missing[1]}: enter the whole number on the sheet` });
    setBusy(true);
    try {
      const photoUrl = photo ? (await uploadPostImage(photo)).imageUrl : null;
      const result = await submit({
        variables: {
          input: {
            electionId: watch.electionId,
            pollingUnit: watch.puCode,
            ...figures,
            votes: parties.map((party) => ({ party, votes: whole(votes[party] || '0') || 0 })).filter((v) => v.votes > 0),
            photoUrl,
          },
        },
      });
      const status = result.data?.submitResultSheet.crowdStatus;
      toast({ type: 'success', title: 'Sheet Recorded', description: status ? `This unit: ${CROWD_LABEL[status]}.` : undefined });
      onClose();
    } catch (failure) {
      if (failure instanceof UploadError) return setError({ field: 'photoUrl', message: failure.message });
      const { code, field, message } = readApiError(failure);
      if (code === 'BAD_USER_INPUT' && message) setError({ field, message });
      else reportActionError(failure, { title: 'Sheet Not Recorded', description: 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  return (
    <DialogFrame
      title={`Result sheet of ${watch.pollingUnit.displayName}`}
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      confirm={{ label: 'Record the sheet', form: formId, loading: busy }}
    >
      <Stack as="form" id={formId} onSubmit={send} gap="4">
        <Text fontSize="sm" color="fg.muted">
          Copy the figures exactly as printed on the sheet posted at your unit. Two members reading the same figures make the unit
          crowd-verified; any difference flags it.
        </Text>
        <SimpleGrid columns={2} gap="3">
          {TOTALS.map(([key, label]) => (
            <FormField key={key} label={label} error={errorFor(key)}>
              <Input inputMode="numeric" value={totals[key]} onChange={(e) => setTotals({ ...totals, [key]: e.target.value })} />
            </FormField>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={2} gap="3" role="group" aria-label="Votes per party">
          {parties.map((party) => (
            <FormField key={party} label={`${party} votes`}>
              <Input inputMode="numeric" value={votes[party]} onChange={(e) => setVotes({ ...votes, [party]: e.target.value })} />
            </FormField>
          ))}
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          The parties add up to {formatCount(added)}.
        </Text>
        {error && !['registered', 'accredited', 'rejected', 'totalValid', 'photoUrl'].includes(error.field ?? '') && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error.message}
          </Text>
        )}
        <FormField label="Photo of the sheet (optional)" error={errorFor('photoUrl')} helper="Its location data (EXIF, GPS) is removed">
          <Input type="file" accept="image/jpeg,image/png,image/webp" p="1" onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
