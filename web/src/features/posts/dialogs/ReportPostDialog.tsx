import { Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { toast } from '../../../components/toast';
import { ReportContentMutation, ReportReasonsQuery } from '../documents';
import { reportActionError } from '../signIn';
import { PostDialog } from './PostDialog';

const DESCRIPTION_LIMIT = 1000;

export function ReportPostDialog({ post, onClose }: { post: { id: string }; onClose: () => void }) {
  const formId = useId();
  const { data } = useQuery(ReportReasonsQuery);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [report, { loading }] = useMutation(ReportContentMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await report({
        variables: { input: { contentType: 'post', contentId: post.id, reason, description: description.trim() || null } },
      });
      toast({ type: 'success', title: 'Report Submitted', description: 'Thank you. Our moderators will review this post.' });
      onClose();
    } catch (error) {
      reportActionError(error, { title: 'Report Failed', description: 'Failed to report post. Please try again.' });
    }
  };

  return (
    <PostDialog
      title="Report Post"
      onClose={onClose}
      confirm={{ label: 'Report', form: formId, loading, disabled: !reason, danger: true }}
    >
      <Stack as="form" id={formId} onSubmit={submit} gap="4">
        <FormField label="Reason" required>
          <SelectField
            value={reason}
            onChange={setReason}
            options={data?.reportReasons ?? []}
            noneLabel="Choose a reason"
          />
        </FormField>
        <FormField label="Details (optional)" helper="What should the moderators know?">
          <Textarea value={description} maxLength={DESCRIPTION_LIMIT} onChange={(e) => setDescription(e.target.value)} rows={3} />
        </FormField>
      </Stack>
    </PostDialog>
  );
}
