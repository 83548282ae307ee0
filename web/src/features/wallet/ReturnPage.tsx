import { Button, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { readApiError } from '../../apollo/errors';
import { PageContainer } from '../../components/PageContainer';
import { ConfirmPaymentMutation } from './documents';
import { formatNaira } from '../../lib/format';

/** Back from the provider's checkout: the payment is checked with the provider and credited once. */
export default function ReturnPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const [confirm, { data, error, loading, called }] = useMutation(ConfirmPaymentMutation, { refetchQueries: ['Wallet', 'WalletBalance'] });
  useEffect(() => {
    if (reference) void confirm({ variables: { reference } }).catch(() => {});
  }, [confirm, reference]);
  const result = data?.confirmPayment;
  const status = result?.payment.status;
  return (
    <PageContainer maxW="md">
      <Card.Root rounded="2xl">
        <Card.Body gap="4">
          {!reference ? (
            <Text>This page needs a payment reference.</Text>
          ) : loading || !called ? (
            <Stack align="center" py="6">
              <Spinner />
              <Text>Checking your payment…</Text>
            </Stack>
          ) : error ? (
            <>
              <Heading as="h1" size="lg">Payment Error</Heading>
              <Text>{readApiError(error).message ?? 'Failed to process the payment. Please try again.'}</Text>
            </>
          ) : status === 'SUCCEEDED' ? (
            <>
              <Heading as="h1" size="lg">Payment received</Heading>
              <Text>
                {result?.payment.purpose === 'donation'
                  ? `Your donation of ${formatNaira(result.payment.amount)} was sent. Thank you!`
                  : `${formatNaira(result?.payment.amount ?? 0)} was added to your wallet. Balance: ${formatNaira(result?.balance ?? 0)}.`}
              </Text>
            </>
          ) : status === 'FAILED' ? (
            <>
              <Heading as="h1" size="lg">Payment not completed</Heading>
              <Text>Nothing was charged. You can try again from your wallet.</Text>
            </>
          ) : (
            <>
              <Heading as="h1" size="lg">Payment pending</Heading>
              <Text>The provider has not confirmed this payment yet. It is credited as soon as it does.</Text>
            </>
          )}
          <Button asChild variant="outline" alignSelf="flex-start">
            <RouterLink to="/profile/settings">Back to your wallet</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
