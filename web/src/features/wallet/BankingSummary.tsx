import { Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';
import { BankingSummaryQuery } from './documents';
import { formatNaira } from '../../lib/format';

/** The last four digits only: the profile page is often open where others can see the screen. */
const lastFour = (accountNumber: string) => `••••${accountNumber.slice(-4)}`;

/** SPEC §2 Profile: the owner's banking section, a summary with the way to Settings, where the money is managed. */
export function BankingSummary() {
  const { data, loading } = useQuery(BankingSummaryQuery, { fetchPolicy: 'cache-and-network' });
  const wallet = data?.wallet;
  const me = data?.me;
  return (
    <SectionCard title="Wallet and bank" description="Only you see this.">
      {loading && !wallet ? (
        <Skeleton h="16" rounded="lg" />
      ) : wallet ? (
        <>
          <SimpleGrid columns={3} gap="2">
            {[
              ['Balance', wallet.balance],
              ['Earnings', wallet.totalEarnings],
              ['Pending', wallet.pendingWithdrawals],
            ].map(([label, kobo]) => (
              <Stack key={label} gap="0">
                <Text fontSize="xs" color="fg.muted">{label}</Text>
                <Text fontWeight="semibold" whiteSpace="nowrap" data-testid={`summary-${String(label).toLowerCase()}`}>
                  {formatNaira(Number(kobo))}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text fontSize="sm" data-testid="summary-bank">
            {me?.accountNumber && me.accountName
              ? `${me.bankName ?? 'Bank'} · ${lastFour(me.accountNumber)} · ${me.accountName}`
              : 'No bank account yet: add one in Settings to withdraw.'}
          </Text>
          <Button asChild size="sm" variant="outline" alignSelf="flex-start">
            <RouterLink to="/profile/settings#section-wallet">Manage wallet and bank</RouterLink>
          </Button>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">Could not load your wallet.</Text>
      )}
    </SectionCard>
  );
}
