import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { readApiError } from '../../apollo/errors';
import { toast } from '../../components/toast';
import { AmountField } from './AmountField';
import { DonateMutation, WalletBalanceQuery } from './documents';
import { DONATION_QUICK_AMOUNTS_NAIRA, MONEY_LIMITS, newIdempotencyKey, parseNaira } from './money';
import { SandboxNotice } from './WalletSection';
import { DialogFrame } from '../../components/DialogFrame';
import { formatNaira } from '../../lib/format';

/**
 * Donate to a member (SPEC §5, §9): quick amounts or any amount from ₦100; paid from the wallet
 * when it holds enough, otherwise (or by choice) by card on the provider's page.
 */
export default function DonateDialog({ recipientId, name, onClose }: { recipientId: string; name: string; onClose: () => void }) {
  const wallet = useQuery(WalletBalanceQuery, { fetchPolicy: 'cache-and-network' });
  const idempotencyKey = useMemo(newIdempotencyKey, []);
  const [amount, setAmount] = useState('');
  const [donate, { loading }] = useMutation(DonateMutation, { refetchQueries: ['Wallet', 'WalletBalance'] });
  const kobo = parseNaira(amount);
  const tooSmall = kobo === null || kobo < MONEY_LIMITS.minDonation;
  const balance = wallet.data?.wallet?.balance ?? 0;
  const walletCovers = !tooSmall && balance >= kobo;

  const send = async (payWith: 'WALLET' | 'PROVIDER') => {
    if (tooSmall) {
      toast({ type: 'error', title: 'Invalid Amount', description: 'Minimum donation amount is ₦100' });
      return;
    }
    try {
      const { data } = await donate({ variables: { recipientId, amount: kobo, payWith, idempotencyKey } });
      if (!data) return;
      if (data.donate.payment) {
        window.location.assign(data.donate.payment.authorizationUrl);
        return;
      }
      toast({ type: 'success', title: 'Donation Sent', description: `Thank you! ${formatNaira(kobo)} sent to ${name}.` });
      setAmount('');
      onClose();
    } catch (error) {
      const { code, message } = readApiError(error);
      toast({ type: 'error', title: 'Payment Error', description: code === 'BAD_USER_INPUT' || code === 'FORBIDDEN' ? (message ?? '') : 'Failed to process donation. Please try again.' });
    }
  };

  return (
    <DialogFrame title={`Support ${name}`} onClose={onClose}>
      <Stack gap="4" pb="2">
        <SandboxNotice mode={wallet.data?.wallet?.mode} />
        <SimpleGrid columns={3} gap="2" role="group" aria-label="Quick amounts">
          {DONATION_QUICK_AMOUNTS_NAIRA.map((quick) => (
            <Button key={quick} size="sm" variant={amount === String(quick) ? 'solid' : 'outline'} onClick={() => setAmount(String(quick))}>
              {formatNaira(quick * 100)}
            </Button>
          ))}
        </SimpleGrid>
        <AmountField label="Amount" value={amount} onChange={setAmount} error={amount && tooSmall ? 'Minimum donation amount is ₦100' : null} />
        <Text fontSize="sm" color="fg.muted">Your wallet: {wallet.loading && !wallet.data ? '…' : formatNaira(balance)}</Text>
        <HStack gap="2" flexWrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={() => void send('PROVIDER')} disabled={tooSmall || loading}>
            Pay with {wallet.data?.wallet?.mode === 'SANDBOX' ? 'sandbox card' : 'Paystack'}
          </Button>
          <Button colorPalette="brand" onClick={() => void send('WALLET')} disabled={!walletCovers} loading={loading} loadingText="Processing">
            Donate from wallet
          </Button>
        </HStack>
      </Stack>
    </DialogFrame>
  );
}
