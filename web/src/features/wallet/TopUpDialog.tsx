import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { readApiError } from '../../apollo/errors';
import { toast } from '../../components/toast';
import type { PaymentsMode } from '../../gql/graphql';
import { AmountField } from './AmountField';
import { StartTopUpMutation } from './documents';
import { MONEY_LIMITS, newIdempotencyKey, parseNaira } from './money';
import { SandboxNotice } from './WalletSection';
import { DialogFrame } from '../../components/DialogFrame';
import { formatNaira } from '../../lib/format';

const QUICK = ['500', '1000', '5000', '10000'];

/** Add funds: the amount, then the provider's checkout page (the sandbox's own page without a Paystack key). */
export function TopUpDialog({ mode, onClose }: { mode: PaymentsMode; onClose: () => void }) {
  const formId = useId();
  const [amount, setAmount] = useState('1000');
  const [error, setError] = useState<string | null>(null);
  const [start, { loading }] = useMutation(StartTopUpMutation);
  // One payment per amount while the dialog is open: pressing Continue again reopens the same checkout.
  const attempt = useMemo(newIdempotencyKey, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kobo = parseNaira(amount);
    if (kobo === null || kobo < MONEY_LIMITS.minTopUp) {
      setError('Minimum top-up amount is ₦100');
      return;
    }
    try {
      const { data } = await start({ variables: { amount: kobo, idempotencyKey: `${attempt}:${kobo}` } });
      if (data) window.location.assign(data.startTopUp.authorizationUrl);
    } catch (failure) {
      const { message } = readApiError(failure);
      setError(message);
      toast({ type: 'error', title: 'Payment Error', description: message ?? 'Could not start the payment. Please try again.' });
    }
  };

  return (
    <DialogFrame title="Add funds" onClose={onClose} confirm={{ label: 'Continue to payment', form: formId, loading }}>
      <Stack as="form" id={formId} onSubmit={submit} gap="3">
        <SandboxNotice mode={mode} />
        <AmountField label="Amount" value={amount} onChange={(v) => { setAmount(v); setError(null); }} error={error} autoFocus />
        <HStack gap="2" flexWrap="wrap">
          {QUICK.map((quick) => (
            <Button key={quick} size="xs" variant={amount === quick ? 'solid' : 'outline'} onClick={() => setAmount(quick)}>
              {formatNaira(Number(quick) * 100)}
            </Button>
          ))}
        </HStack>
        <Text fontSize="xs" color="fg.muted">You pay on {mode === 'SANDBOX' ? 'the sandbox checkout page' : "Paystack's secure page"} and come back here.</Text>
      </Stack>
    </DialogFrame>
  );
}
