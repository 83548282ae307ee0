import { Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../components/toast';
import type { ModerationActionKind, SubjectType } from '../../gql/graphql';
import { SUBJECT_NOUN, SUSPENSION_CHOICES } from './labels';
import { DialogFrame } from '../../components/DialogFrame';
import { refusalMessage, reportActionError } from '../../lib/signIn';
import { graphql } from '../../gql';

export const ModerateMutation = graphql(`
  mutation Moderate($input: ModerateInput!) {
    moderate(input: $input) {
      id
      ...LogRow_action
    }
  }
`);

const REASON_LIMIT = 500;

export type QueueAction = Extract<ModerationActionKind, 'DISMISS' | 'HIDE' | 'REMOVE' | 'WARN' | 'SUSPEND' | 'BAN'>;

const TITLES: Record<QueueAction, (noun: string) => string> = {
  DISMISS: () => 'Dismiss reports',
  HIDE: (noun) => `Hide ${noun}`,
  REMOVE: (noun) => `Remove ${noun}`,
  WARN: () => 'Warn member',
  SUSPEND: () => 'Suspend member',
  BAN: () => 'Ban member',
};

const EXPLAIN: Record<QueueAction, (noun: string, who: string) => string> = {
  DISMISS: (noun) => `The reports are closed and the ${noun} stays up. Reporters are told no rule was broken.`,
  HIDE: (noun) => `The ${noun} leaves every feed and page. Its author still sees it, with your reason.`,
  REMOVE: (noun) => `The ${noun} is taken down for everyone, its author included. They are told your reason.`,
  WARN: (_noun, who) => `${who} reads your warning on their account page.`,
  SUSPEND: (_noun, who) => `${who} can read but not post, comment, message or promote until the suspension ends.`,
  BAN: (_noun, who) => `${who} is signed out everywhere and cannot sign in again.`,
};

interface ActionDialogProps {
  action: QueueAction;
  contentType: SubjectType;
  contentId: string;
  authorName: string;
  onDone: () => void;
  onClose: () => void;
}

/** Confirms one moderation action, with the reason the member will read (and a length for a suspension). */
export function ActionDialog({ action, contentType, contentId, authorName, onDone, onClose }: ActionDialogProps) {
  const formId = useId();
  const noun = SUBJECT_NOUN[contentType];
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState<string>(SUSPENSION_CHOICES[2].value);
  const [error, setError] = useState<string | null>(null);
  const [moderate, { loading }] = useMutation(ModerateMutation);
  const needsReason = action !== 'DISMISS';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await moderate({
        variables: {
          input: {
            contentType,
            contentId,
            action,
            reason: reason.trim() || null,
            durationHours: action === 'SUSPEND' ? Number(hours) : null,
          },
        },
      });
      toast({ type: 'success', title: 'Done', description: `${TITLES[action](noun)}: saved to the moderation log.` });
      onDone();
    } catch (caught) {
      const message = refusalMessage(caught);
      if (message) setError(message);
      else reportActionError(caught, { title: 'Action Failed', description: 'The action was not saved. Please try again.' });
    }
  };

  return (
    <DialogFrame
      title={TITLES[action](noun)}
      onClose={onClose}
      confirm={{
        label: TITLES[action](noun),
        form: formId,
        loading,
        disabled: needsReason && !reason.trim(),
        danger: action !== 'DISMISS',
      }}
    >
      <Stack as="form" id={formId} onSubmit={submit} gap="4">
        <Text color="fg.muted" fontSize="sm">
          {EXPLAIN[action](noun, authorName)}
        </Text>
        {action === 'SUSPEND' && (
          <FormField label="For how long" required>
            <SelectField value={hours} onChange={setHours} options={SUSPENSION_CHOICES} />
          </FormField>
        )}
        <FormField
          label={needsReason ? 'Reason (the member sees this)' : 'Note (optional)'}
          required={needsReason}
          error={error}
          helper={`${reason.length}/${REASON_LIMIT}`}
        >
          <Textarea value={reason} maxLength={REASON_LIMIT} rows={3} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
