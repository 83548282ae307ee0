import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { readApiError } from '../../apollo/errors';
import { toast } from '../../components/toast';
import type { PaymentsMode } from '../../gql/graphql';
import { PostDialog } from '../posts/dialogs/PostDialog';
import { AmountField } from './AmountField';
import { StartTopUpMutation } from './documents';
import { MONEY_LIMITS, parseNaira } from './money';
import { SandboxNotice } from './WalletSection';

const QUICK = ['500', '1000', '5000', '10000'];

/** Add funds: the amount, then the provider's checkout page (the sandbox's own page without a Paystack key). */
export function TopUpDialog({ mode, onClose }: { mode: PaymentsMode; onClose: () => void }) {
  const formId = useId();
  const [amount, setAmount] = useState('1000');
  const [error, setError] = useState<string | null>(null);
  const [start, { loading }] = useMutation(StartTopUpMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kobo = parseNaira(amount);
    if (kobo === null || kobo < MONEY_LIMITS.minTopUp) {
      setError('Minimum top-up amount is ₦100');
      return;
    }
    try {
      const { data } = await start({ variables: { amount: kobo } });
      if (data) window.location.assign(data.startTopUp.authorizationUrl);
    } catch (failure) {
      const { message } = readApiError(failure);
      setError(message);
      toast({ type: 'error', title: 'Payment Error', description: message ?? 'Could not start the payment. Please try again.' });
    }
  };

  return (
    <PostDialog title="Add funds" onClose={onClose} confirm={{ label: 'Continue to payment', form: formId, loading }}>
      <Stack as="form" id={formId} onSubmit={submit} gap="3">
        <SandboxNotice mode={mode} />
        <AmountField label="Amount" value={amount} onChange={(v) => { setAmount(v); setError(null); }} error={error} autoFocus />
        <HStack gap="2" flexWrap="wrap">
          {QUICK.map((quick) => (
            <Button key={quick} size="xs" variant={amount === quick ? 'solid' : 'outline'} onClick={() => setAmount(quick)}>
              ₦{Number(quick).toLocaleString('en-NG')}
            </Button>
          ))}
        </HStack>
        <Text fontSize="xs" color="fg.muted">You pay on {mode === 'SANDBOX' ? 'the sandbox checkout page' : "Paystack's secure page"} and come back here.</Text>
      </Stack>
    </PostDialog>
  );
}
