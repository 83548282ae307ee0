import { Button, Input, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../components/FormField';
import { toast } from '../../components/toast';
import type { AddOfficialInput, OfficialQuery } from '../../gql/graphql';
import { AddOfficialMutation, CorrectOfficialMutation, EndOfficialTermMutation, LinkOfficialAccountMutation, UnlinkOfficialAccountMutation } from './documents';
import { DialogFrame } from '../../components/DialogFrame';
import { refusalMessage, reportActionError } from '../../lib/signIn';

type Official = NonNullable<OfficialQuery['official']>;
type Dialog = 'correct' | 'end' | 'link' | 'unlink' | null;
const REFETCH = { refetchQueries: ['Official', 'Representatives'], awaitRefetchQueries: true };

/** A dialog whose form sends one change with its reason; the server's refusal shows in the form. */
function ChangeDialog({
  title,
  action,
  danger,
  onClose,
  send,
  children,
}: {
  title: string;
  action: string;
  danger?: boolean;
  onClose: () => void;
  send: (reason: string) => Promise<unknown>;
  children?: ReactNode;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await send(reason.trim());
      toast({ type: 'success', title: 'Record updated', description: 'The change and its reason are in the moderation log.' });
      onClose();
    } catch (caught) {
      const message = refusalMessage(caught);
      if (message) setError(message);
      else reportActionError(caught, { title: 'Could not update the record', description: 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame title={title} onClose={onClose} confirm={{ label: action, form: formId, loading: busy, disabled: reason.trim().length < 3, danger }}>
      <Stack as="form" id={formId} onSubmit={submit} gap="4">
        {children}
        <FormField label="Why? (kept in the moderation log, shown on the record)" required error={error}>
          <Textarea value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}

/** Administrators correct the record and end terms; super admins link the official's member account. */
export function OfficialAdmin({ official, isSuperAdmin }: { official: Official; isSuperAdmin: boolean }) {
  const [open, setOpen] = useState<Dialog>(null);
  const [fullName, setFullName] = useState(official.fullName);
  const [party, setParty] = useState(official.party);
  const [sourceUrl, setSourceUrl] = useState(official.sourceUrl);
  const [termEnd, setTermEnd] = useState('');
  const [account, setAccount] = useState('');
  const [correct] = useMutation(CorrectOfficialMutation, REFETCH);
  const [endTerm] = useMutation(EndOfficialTermMutation, REFETCH);
  const [link] = useMutation(LinkOfficialAccountMutation, REFETCH);
  const [unlink] = useMutation(UnlinkOfficialAccountMutation, REFETCH);
  const close = () => setOpen(null);
  const id = official.id;

  return (
    <Stack as="section" aria-label="Curate this record" gap="2" borderWidth="1px" borderStyle="dashed" rounded="xl" p="4">
      <Text fontSize="sm" fontWeight="semibold">
        Administrators
      </Text>
      <Wrap gap="2">
        <Button size="sm" variant="outline" onClick={() => setOpen('correct')}>
          Correct the record
        </Button>
        {official.isActive && (
          <Button size="sm" variant="outline" onClick={() => setOpen('end')}>
            End the term
          </Button>
        )}
        {isSuperAdmin &&
          (official.linkedAccount ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('unlink')}>
              Unlink the account
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setOpen('link')}>
              Link a member account
            </Button>
          ))}
      </Wrap>
      {open === 'correct' && (
        <ChangeDialog
          title="Correct the record"
          action="Save correction"
          onClose={close}
          send={(reason) => correct({ variables: { input: { id, fullName, party, sourceUrl, reason } } })}
        >
          <FormField label="Full name" required>
            <Input value={fullName} maxLength={120} onChange={(e) => setFullName(e.target.value)} />
          </FormField>
          <FormField label="Party (abbreviation)" required>
            <Input value={party} maxLength={10} onChange={(e) => setParty(e.target.value)} />
          </FormField>
          <FormField label="Source (web address)" required helper="The as-of date becomes today: the day you checked it.">
            <Input type="url" value={sourceUrl} maxLength={500} onChange={(e) => setSourceUrl(e.target.value)} />
          </FormField>
        </ChangeDialog>
      )}
      {open === 'end' && (
        <ChangeDialog
          title="End the term"
          action="End the term"
          danger
          onClose={close}
          send={(reason) => endTerm({ variables: { id, termEnd: termEnd || null, reason } })}
        >
          <Text fontSize="sm" color="fg.muted">
            The seat then shows “Not yet recorded” until an administrator records the next holder.
          </Text>
          <FormField label="When it ended" helper="Leave empty for today.">
            <Input type="date" value={termEnd} onChange={(e) => setTermEnd(e.target.value)} />
          </FormField>
        </ChangeDialog>
      )}
      {open === 'link' && (
        <ChangeDialog title="Link a member account" action="Link and verify" onClose={close} send={(reason) => link({ variables: { id, account, reason } })}>
          <FormField label="The member’s @handle" required helper="Their posts then reach the official’s followers, marked verified.">
            <Input value={account} maxLength={100} onChange={(e) => setAccount(e.target.value)} />
          </FormField>
        </ChangeDialog>
      )}
      {open === 'unlink' && (
        <ChangeDialog title="Unlink the account" action="Unlink" danger onClose={close} send={(reason) => unlink({ variables: { id, reason } })} />
      )}
    </Stack>
  );
}

/** Administrators: record the holder of a seat that has none, with the source. */
export function AddHolder({ seat, seatName }: { seat: Omit<AddOfficialInput, 'fullName' | 'party' | 'sourceUrl' | 'reason'>; seatName: string }) {
  const [open, setOpen] = useState(false);
  const [fullName, setFullName] = useState('');
  const [party, setParty] = useState('');
  const [electedOn, setElectedOn] = useState('');
  const [sourceUrl, setSourceUrl] = useState('');
  const [add] = useMutation(AddOfficialMutation, REFETCH);
  return (
    <>
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
        Record the holder
      </Button>
      {open && (
        <ChangeDialog
          title={`Record the ${seatName}`}
          action="Record"
          onClose={() => setOpen(false)}
          send={(reason) => add({ variables: { input: { ...seat, fullName, party, electedOn: electedOn || null, sourceUrl, reason } } })}
        >
          <FormField label="Full name, as the source prints it" required>
            <Input value={fullName} maxLength={120} onChange={(e) => setFullName(e.target.value)} />
          </FormField>
          <FormField label="Party (abbreviation)" required>
            <Input value={party} maxLength={10} onChange={(e) => setParty(e.target.value)} />
          </FormField>
          <FormField label="Election date">
            <Input type="date" value={electedOn} onChange={(e) => setElectedOn(e.target.value)} />
          </FormField>
          <FormField label="Source (web address)" required helper="The record is dated today: the day you checked it.">
            <Input type="url" value={sourceUrl} maxLength={500} onChange={(e) => setSourceUrl(e.target.value)} />
          </FormField>
        </ChangeDialog>
      )}
    </>
  );
}
