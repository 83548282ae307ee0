import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readApiError } from '../../apollo/errors';
import { PageContainer } from '../../components/PageContainer';
import { toast } from '../../components/toast';
import { CompleteSandboxPaymentMutation, PaymentQuery } from './documents';
import { formatNaira } from '../../lib/format';

/**
 * The sandbox provider's checkout page (only without a Paystack key): stands in for Paystack's
 * own page. Pay completes the charge and the provider's webhook credits it; then back to the app.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const navigate = useNavigate();
  const [complete, { loading }] = useMutation(CompleteSandboxPaymentMutation);
  const payment = useQuery(PaymentQuery, { variables: { reference }, skip: !reference });
  const details = payment.data?.payment;
  const finish = async (pay: boolean) => {
    try {
      await complete({ variables: { reference, pay } });
      navigate(`/wallet/return?reference=${encodeURIComponent(reference)}`, { replace: true });
    } catch (error) {
      toast({ type: 'error', title: 'Payment Error', description: readApiError(error).message ?? 'Please try again.' });
    }
  };
  return (
    <PageContainer maxW="md">
      <Card.Root rounded="2xl">
        <Card.Body gap="4">
          <HStack justify="space-between">
            <Heading as="h1" size="lg">Checkout</Heading>
            <Badge colorPalette="orange" size="lg">Sandbox</Badge>
          </HStack>
          <Text>
            This is the sandbox payment page: no card is charged and no real money moves. With a Paystack key configured,
            members pay on Paystack's page instead.
          </Text>
          {details ? (
            <Text fontSize="2xl" fontWeight="semibold" data-testid="checkout-amount">
              {formatNaira(details.amount)}
              <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                {details.purpose === 'donation' ? ' · donation' : ' · wallet top-up'}
              </Text>
            </Text>
          ) : payment.error ? (
            <Text color="fg.error">{readApiError(payment.error).message ?? 'This payment could not be found.'}</Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">Reference {reference || '(missing)'}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Button colorPalette="brand" onClick={() => void finish(true)} loading={loading} disabled={!details || details.status !== 'PENDING'}>
              Pay (sandbox)
            </Button>
            <Button variant="outline" onClick={() => void finish(false)} disabled={loading || !reference}>
              Cancel payment
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
