import { Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../components/toast';
import { graphql } from '../../gql';
import { DialogFrame } from '../../components/DialogFrame';
import { reportActionError } from '../../lib/signIn';

export const ReportReasonsQuery = graphql(`
  query ReportReasons {
    reportReasons {
      value
      label
    }
  }
`);

export const ReportContentMutation = graphql(`
  mutation ReportContent($input: ReportInput!) {
    reportContent(input: $input)
  }
`);

const DESCRIPTION_LIMIT = 1000;

type Reportable = 'post' | 'comment' | 'message' | 'user';
const NOUN: Record<Reportable, string> = { post: 'Post', comment: 'Comment', message: 'Message', user: 'Profile' };

/** Reports a post, comment, message or profile to the moderators, with a reason from the list. */
export function ReportDialog({ contentType, contentId, onClose }: { contentType: Reportable; contentId: string; onClose: () => void }) {
  const formId = useId();
  const noun = NOUN[contentType];
  const { data } = useQuery(ReportReasonsQuery);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [report, { loading }] = useMutation(ReportContentMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await report({ variables: { input: { contentType, contentId, reason, description: description.trim() || null } } });
      toast({
        type: 'success',
        title: 'Report Submitted',
        description: `Thank you. Our moderators will review this ${noun.toLowerCase()}. See what they decide under Reports & Account Status.`,
      });
      onClose();
    } catch (error) {
      reportActionError(error, { title: 'Report Failed', description: `Failed to report this ${noun.toLowerCase()}. Please try again.` });
    }
  };

  return (
    <DialogFrame title={`Report ${noun}`} onClose={onClose} confirm={{ label: 'Report', form: formId, loading, disabled: !reason, danger: true }}>
      <Stack as="form" id={formId} onSubmit={submit} gap="4">
        <FormField label="Reason" required>
          <SelectField value={reason} onChange={setReason} options={data?.reportReasons ?? []} noneLabel="Choose a reason" />
        </FormField>
        <FormField label="Details (optional)" helper="What should the moderators know?">
          <Textarea value={description} maxLength={DESCRIPTION_LIMIT} onChange={(e) => setDescription(e.target.value)} rows={3} />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
