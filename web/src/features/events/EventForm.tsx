import { Button, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { readApiError } from '../../apollo/errors';
import { FormField } from '../../components/FormField';
import { toast } from '../../components/toast';
import { graphql } from '../../gql';
import { UpcomingEventsQuery } from './documents';
import { EVENT_LIMITS } from './limits';

export const CreateWardEventMutation = graphql(`
  mutation CreateWardEvent($input: CreateWardEventInput!) {
    createWardEvent(input: $input) {
      id
      ...EventRow_event
    }
  }
`);

type Field = 'title' | 'location' | 'dateTime' | 'description';
const EMPTY = { title: '', location: '', dateTime: '', description: '' };

/** Adds an event to the member's ward; the list refreshes on success. */
export function EventForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [create, { loading }] = useMutation(CreateWardEventMutation, { refetchQueries: [UpcomingEventsQuery] });
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.title.trim()) found.title = 'Title is required';
    if (!values.location.trim()) found.location = 'Location is required';
    const when = values.dateTime ? new Date(values.dateTime) : null;
    if (!when || Number.isNaN(when.getTime())) found.dateTime = 'Choose a date and time';
    else if (when.getTime() < Date.now()) found.dateTime = 'The event must be in the future';
    setErrors(found);
    if (Object.keys(found).length || !when) return;
    try {
      await create({
        variables: {
          input: {
            title: values.title.trim(),
            location: values.location.trim(),
            dateTime: when.toISOString(),
            description: values.description.trim() || null,
          },
        },
      });
      toast({ type: 'success', title: 'Event added', description: `${values.title.trim()} is listed for your ward.` });
      setValues(EMPTY);
      onDone();
    } catch (failure) {
      const { message, field } = readApiError(failure);
      if (message && field && field in EMPTY) setErrors({ [field]: message });
      else toast({ type: 'error', title: 'Error', description: message ?? 'Failed to add the event. Please try again.' });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add an event">
      <Stack gap="3">
        <FormField label="Title" required error={errors.title}>
          <Input value={values.title} onChange={set('title')} maxLength={EVENT_LIMITS.title} placeholder="Town hall with the councillor" />
        </FormField>
        <FormField label="Date and time" required error={errors.dateTime} helper="Nigerian time">
          <Input type="datetime-local" value={values.dateTime} onChange={set('dateTime')} />
        </FormField>
        <FormField label="Location" required error={errors.location}>
          <Input value={values.location} onChange={set('location')} maxLength={EVENT_LIMITS.location} placeholder="Ward secretariat" />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea value={values.description} onChange={set('description')} maxLength={EVENT_LIMITS.description} rows={3} />
        </FormField>
        <HStack justify="flex-end" gap="2">
          <Button variant="ghost" onClick={onDone} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Adding">
            Add event
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
