import { Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../components/toast';
import type { IncidentCategory } from '../../gql/graphql';
import { readApiError } from '../../apollo/errors';
import { LocationPicker } from '../geo/LocationPicker';
import { EMPTY_LOCATION, type LocationCodes } from '../geo/location';
import { uploadPostImage, UploadError } from '../posts/composer/uploads';
import { graphql } from '../../gql';
import { CATEGORY_OPTIONS } from './labels';
import { DialogFrame } from '../../components/DialogFrame';
import { reportActionError } from '../../lib/signIn';

const ReportIncidentMutation = graphql(`
  mutation ReportIncident($input: ReportIncidentInput!) {
    reportIncident(input: $input) {
      ...IncidentCard_incident
    }
  }
`);

export const DESCRIPTION_LIMIT = 1000;

/** Now, as a datetime-local input shows it (the browser's own time). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const unitLocation = (puCode: string): LocationCodes =>
  puCode ? { state: puCode.slice(0, 2), lga: puCode.slice(0, 5), ward: puCode.slice(0, 8), pollingUnit: puCode } : EMPTY_LOCATION;

interface ReportIncidentDialogProps {
  electionId: string;
  /** The unit to report at first: the one open, or the member's own. */
  initialUnit: string;
  onClose: () => void;
  onReported: () => void;
}

/** A member reports what happened at a polling unit: theirs, or any they find. */
export function ReportIncidentDialog({ electionId, initialUnit, onClose, onReported }: ReportIncidentDialogProps) {
  const formId = useId();
  const [location, setLocation] = useState<LocationCodes>(unitLocation(initialUnit));
  const [choosing, setChoosing] = useState(!initialUnit);
  const [category, setCategory] = useState<IncidentCategory | ''>('');
  const [description, setDescription] = useState('');
  const [when, setWhen] = useState(localNow);
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [report, { loading }] = useMutation(ReportIncidentMutation, { refetchQueries: ['Incidents', 'WatchPage', 'UnitWatch'] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      let photoUrl: string | null = null;
      if (photo) {
        setUploading(true);
        photoUrl = (await uploadPostImage(photo)).imageUrl;
      }
      await report({
        variables: {
          input: {
            electionId,
            pollingUnit: location.pollingUnit,
            category: category as IncidentCategory,
            description,
            occurredAt: when ? new Date(when).toISOString() : null,
            photoUrl,
          },
        },
      });
      toast({ type: 'success', title: 'Incident Reported', description: 'Members registered in the ward can now confirm it. Your name is never shown.' });
      onReported();
      onClose();
    } catch (error) {
      if (error instanceof UploadError) {
        setErrors({ photoUrl: error.message });
        return;
      }
      const { code, field, message } = readApiError(error);
      if (code === 'BAD_USER_INPUT' && field && message) setErrors({ [field]: message });
      else reportActionError(error, { title: 'Report Failed', description: 'Please try again.' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <DialogFrame
      title="Report an incident"
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      confirm={{ label: 'Report', form: formId, loading: loading || uploading, disabled: !category || !description.trim() || !location.pollingUnit }}
    >
      <Stack as="form" id={formId} onSubmit={submit} gap="4">
        {choosing ? (
          <LocationPicker value={location} onChange={setLocation} />
        ) : (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontSize="sm">
              At polling unit <strong>{location.pollingUnit}</strong>
            </Text>
            <Button size="xs" variant="outline" onClick={() => setChoosing(true)}>
              Another unit
            </Button>
          </HStack>
        )}
        {errors.pollingUnit && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.pollingUnit}
          </Text>
        )}
        <FormField label="What happened" required error={errors.category}>
          <SelectField value={category} onChange={(v) => setCategory(v as IncidentCategory | '')} options={CATEGORY_OPTIONS} noneLabel="Choose a category" />
        </FormField>
        <FormField label="Describe it" required error={errors.description} helper={`${description.trim().length} of ${DESCRIPTION_LIMIT} characters`}>
          <Textarea value={description} maxLength={DESCRIPTION_LIMIT} rows={4} onChange={(e) => setDescription(e.target.value)} />
        </FormField>
        <FormField label="When" error={errors.occurredAt}>
          <Input type="datetime-local" value={when} max={localNow()} onChange={(e) => setWhen(e.target.value)} />
        </FormField>
        <FormField label="Photo (optional)" error={errors.photoUrl} helper="Its location data (EXIF, GPS) is removed before anyone sees it">
          <Input type="file" accept="image/jpeg,image/png,image/webp" p="1" onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
