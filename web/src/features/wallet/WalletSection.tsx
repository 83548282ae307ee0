import { Badge, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SectionCard } from '../../components/SectionCard';
import type { LedgerKind, PaymentsMode, WalletQuery as WalletData } from '../../gql/graphql';
import { BankAccountForm } from './BankAccountForm';
import { WalletQuery, WithdrawalsQuery } from './documents';
import { TopUpDialog } from './TopUpDialog';
import { WithdrawDialog } from './WithdrawDialog';
import { formatNaira, lagosDate } from '../../lib/format';

const KIND_LABELS: Record<LedgerKind, string> = {
  TOP_UP: 'Top-up',
  DONATION: 'Donation',
  PROMOTION_FUND: 'Promotion budget to escrow',
  PROMOTION_IMPRESSION: 'Promotion impression',
  PROMOTION_SETTLE: 'Unspent promotion budget returned',
  WITHDRAWAL: 'Withdrawal',
  WITHDRAWAL_PAID: 'Withdrawal paid',
  WITHDRAWAL_REVERSAL: 'Withdrawal returned',
};

/** The 'Sandbox' label: without a Paystack key no real money moves, and the member must know. */
export function SandboxNotice({ mode }: { mode: PaymentsMode | undefined }) {
  if (mode !== 'SANDBOX') return null;
  return (
    <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" px="3" py="2">
      <Text fontSize="sm">
        <Badge colorPalette="orange" me="2">Sandbox</Badge>
        Payments are simulated: no real money moves and no bank is paid.
      </Text>
    </Box>
  );
}

function Figure({ label, kobo, testId }: { label: string; kobo: number; testId: string }) {
  return (
    <Stack gap="0" borderWidth="1px" rounded="lg" p="3">
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid={testId} whiteSpace="nowrap">{formatNaira(kobo)}</Text>
    </Stack>
  );
}

function History({ wallet }: { wallet: NonNullable<WalletData['wallet']> }) {
  const entries = wallet.history.edges.map((edge) => edge.node);
  if (!entries.length) return <Text fontSize="sm" color="fg.muted">No wallet activity yet. Top up to promote posts or support other members.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Wallet activity">
      {entries.map((entry) => (
        <HStack as="li" key={entry.id} justify="space-between" gap="3" fontSize="sm">
          <Box minW="0">
            <Text truncate>
              {KIND_LABELS[entry.kind]}
              {entry.counterpartyName && ` ${entry.amount > 0 ? 'from' : 'to'} ${entry.counterpartyName}`}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {lagosDate(entry.createdAt, 'dateTime')}
              {entry.memo && ` · ${entry.memo}`}
            </Text>
          </Box>
          <Text fontWeight="medium" color={entry.amount > 0 ? 'green.600' : 'fg'} whiteSpace="nowrap">
            {entry.amount > 0 ? '+' : '−'}
            {formatNaira(Math.abs(entry.amount))}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

const WITHDRAWAL_STATUS = { PENDING: ['Pending', 'orange'], SUCCEEDED: ['Paid', 'green'], FAILED: ['Failed', 'red'] } as const;

/** The latest withdrawals and where each stands (a failed one says why; its money is back in the wallet). */
function Withdrawals() {
  const { data } = useQuery(WithdrawalsQuery, { fetchPolicy: 'cache-and-network' });
  const rows = data?.withdrawals.edges.map((edge) => edge.node) ?? [];
  if (!rows.length) return null;
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">Withdrawals</Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Withdrawals">
        {rows.map((row) => {
          const [label, palette] = WITHDRAWAL_STATUS[row.status];
          return (
            <HStack as="li" key={row.id} justify="space-between" gap="3" fontSize="sm">
              <Box minW="0">
                <Text truncate>
                  {formatNaira(row.amount)}
                  {row.narration && ` · ${row.narration}`}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {row.failureReason ?? lagosDate(row.createdAt, 'dateTime')}
                </Text>
              </Box>
              <Badge colorPalette={palette}>{label}</Badge>
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The wallet summary on the settings page (owner only): balances, top-up, withdrawal, bank account, activity. */
export function WalletSection() {
  const { data, loading, error, refetch } = useQuery(WalletQuery);
  const [dialog, setDialog] = useState<'top-up' | 'withdraw' | null>(null);
  const wallet = data?.wallet;
  return (
    <SectionCard title="Wallet" description="Amounts are in naira. Promote your posts, support other members, and withdraw to your bank.">
      {loading && !wallet ? (
        <Skeleton h="24" rounded="lg" />
      ) : error && !wallet ? (
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.error">Could not load your wallet.</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>Try again</Button>
        </HStack>
      ) : wallet ? (
        <>
          <SandboxNotice mode={wallet.mode} />
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <Figure label="Balance" kobo={wallet.balance} testId="wallet-balance" />
            <Figure label="Total earnings" kobo={wallet.totalEarnings} testId="wallet-earnings" />
            <Figure label="In promotion escrow" kobo={wallet.inEscrow} testId="wallet-escrow" />
            <Figure label="Withdrawals pending" kobo={wallet.pendingWithdrawals} testId="wallet-pending" />
          </SimpleGrid>
          {wallet.mode === 'OFF' ? (
            <Text fontSize="sm" color="fg.muted">Payments are not available yet.</Text>
          ) : (
            <HStack gap="2" flexWrap="wrap">
              <Button colorPalette="brand" onClick={() => setDialog('top-up')}>Add funds</Button>
              <Button variant="outline" onClick={() => setDialog('withdraw')}>Withdraw</Button>
            </HStack>
          )}
          <Box>
            <Text fontWeight="semibold" mb="2">Recent activity</Text>
            <History wallet={wallet} />
          </Box>
          <Withdrawals />
          {wallet.mode !== 'OFF' && <BankAccountForm />}
          {dialog === 'top-up' && <TopUpDialog mode={wallet.mode} onClose={() => setDialog(null)} />}
          {dialog === 'withdraw' && <WithdrawDialog balance={wallet.balance} onClose={() => setDialog(null)} />}
        </>
      ) : null}
    </SectionCard>
  );
}
