import { Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { readApiError } from '../../apollo/errors';
import { FormField } from '../../components/FormField';
import { toast } from '../../components/toast';
import { AmountField } from './AmountField';
import { WithdrawMutation } from './documents';
import { MONEY_LIMITS, newIdempotencyKey, parseNaira } from './money';
import { DialogFrame } from '../../components/DialogFrame';
import { formatNaira } from '../../lib/format';

/** Withdraw to the saved bank account: from ₦50, with an optional narration (SPEC §5, §8). */
export function WithdrawDialog({ balance, onClose }: { balance: number; onClose: () => void }) {
  const formId = useId();
  const idempotencyKey = useMemo(newIdempotencyKey, []);
  const [amount, setAmount] = useState('');
  const [narration, setNarration] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [withdraw, { loading }] = useMutation(WithdrawMutation, { refetchQueries: ['Wallet', 'Withdrawals'] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kobo = parseNaira(amount);
    if (kobo === null || kobo < MONEY_LIMITS.minWithdrawal) {
      setError('Minimum withdrawal amount is ₦50');
      return;
    }
    try {
      const { data } = await withdraw({ variables: { amount: kobo, narration: narration.trim() || null, idempotencyKey } });
      if (data?.withdraw.status === 'FAILED') {
        toast({ type: 'error', title: 'Withdrawal Failed', description: data.withdraw.failureReason ?? 'The transfer failed. The money is back in your wallet.' });
      } else {
        toast({ type: 'success', title: 'Withdrawal Request Sent', description: 'Your withdrawal is being processed.' });
      }
      onClose();
    } catch (failure) {
      const { message } = readApiError(failure);
      setError(message);
      toast({ type: 'error', title: 'Withdrawal Failed', description: message ?? 'Please try again.' });
    }
  };

  return (
    <DialogFrame title="Withdraw to your bank" onClose={onClose} confirm={{ label: 'Withdraw', form: formId, loading }}>
      <Stack as="form" id={formId} onSubmit={submit} gap="3">
        <Text fontSize="sm" color="fg.muted">Available: {formatNaira(balance)}</Text>
        <AmountField label="Amount" value={amount} onChange={(v) => { setAmount(v); setError(null); }} error={error} helper="At least ₦50" autoFocus />
        <FormField label="Narration (optional)">
          <Input value={narration} maxLength={100} onChange={(e) => setNarration(e.target.value)} placeholder="e.g. Savings" />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
