import { Box, Button, HStack, Input, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { readApiError } from '../../apollo/errors';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../components/toast';
import { AmountField } from './AmountField';
import { BankSettingsQuery, BanksQuery, SaveBankAccountMutation, SetAutoWithdrawalMutation, VerifyBankAccountMutation } from './documents';
import { MONEY_LIMITS, parseNaira } from './money';
import { formatNaira } from '../../lib/format';

type Errors = Partial<Record<'bankCode' | 'accountNumber' | 'accountName', string>>;

/**
 * Bank account for withdrawals (SPEC §5): pick the bank, type the number, Verify asks the bank
 * for the account name, and Save stays disabled until it has; editing the number clears the name.
 */
function AccountEditor({ onSaved }: { onSaved: () => void }) {
  const banks = useQuery(BanksQuery);
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [verify, verifying] = useMutation(VerifyBankAccountMutation);
  const [save, saving] = useMutation(SaveBankAccountMutation, { refetchQueries: ['BankSettings'] });
  const options = (banks.data?.banks ?? []).map((bank) => ({ value: bank.code, label: bank.name }));

  const check = (): Errors => {
    const found: Errors = {};
    if (!bankCode) found.bankCode = 'Please select a bank';
    if (!/^\d{10,}$/.test(accountNumber.trim())) found.accountNumber = 'Account number must be at least 10 digits';
    return found;
  };

  const runVerify = async () => {
    if (!bankCode || !accountNumber.trim()) {
      toast({ type: 'error', title: 'Missing Information', description: 'Please select a bank and enter account number' });
      return;
    }
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await verify({ variables: { accountNumber: accountNumber.trim(), bankCode } });
      if (!data) return;
      setAccountName(data.verifyBankAccount.accountName);
      toast({ type: 'success', title: 'Account Verified', description: data.verifyBankAccount.accountName });
    } catch (error) {
      toast({ type: 'error', title: 'Verification Failed', description: readApiError(error).message ?? 'Could not verify the account. Please try again.' });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    if (!accountName) found.accountName = 'Verify the account first';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save({ variables: { accountNumber: accountNumber.trim(), bankCode } });
      toast({ type: 'success', title: 'Success', description: 'Bank account updated successfully.' });
      onSaved();
    } catch (error) {
      toast({ type: 'error', title: 'Update Failed', description: readApiError(error).message ?? 'Could not save the account. Please try again.' });
    }
  };

  return (
    <Stack as="form" onSubmit={submit} gap="3" aria-label="Bank account">
      <FormField label="Bank" error={errors.bankCode} helper={banks.loading ? 'Loading banks…' : banks.error ? 'Could not load the banks. Reload the page.' : undefined}>
        <SelectField value={bankCode} onChange={(code) => { setBankCode(code); setAccountName(''); }} options={options} noneLabel="Select your bank" />
      </FormField>
      <FormField label="Account number" error={errors.accountNumber}>
        <Input
          inputMode="numeric"
          maxLength={20}
          value={accountNumber}
          onChange={(e) => {
            setAccountNumber(e.target.value.replace(/\D/g, ''));
            setAccountName('');
          }}
        />
      </FormField>
      <FormField label="Account name" error={errors.accountName} helper="Filled in by your bank when you verify.">
        <Input value={accountName} readOnly placeholder="Not verified yet" aria-readonly />
      </FormField>
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" onClick={() => void runVerify()} loading={verifying.loading}>Verify account</Button>
        <Button type="submit" colorPalette="brand" disabled={!accountName} loading={saving.loading}>Save account</Button>
      </HStack>
    </Stack>
  );
}

function AutoWithdrawal({ enabled, minimum }: { enabled: boolean; minimum: number }) {
  const [on, setOn] = useState(enabled);
  const [amount, setAmount] = useState(String(minimum / 100));
  const [error, setError] = useState<string | null>(null);
  const [set, { loading }] = useMutation(SetAutoWithdrawalMutation, { refetchQueries: ['BankSettings', 'Wallet'] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kobo = parseNaira(amount);
    if (kobo === null || kobo < MONEY_LIMITS.minWithdrawal) {
      setError('Minimum amount must be at least ₦50');
      return;
    }
    try {
      await set({ variables: { autoWithdrawal: on, minimumWithdrawalAmount: kobo } });
      toast({ type: 'success', title: 'Success', description: 'Bank account updated successfully.' });
    } catch (failure) {
      toast({ type: 'error', title: 'Update Failed', description: readApiError(failure).message ?? 'Please try again.' });
    }
  };
  return (
    <Stack as="form" onSubmit={submit} gap="3" borderTopWidth="1px" pt="3">
      <Switch.Root checked={on} onCheckedChange={(e) => setOn(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Automatic withdrawal</Switch.Label>
      </Switch.Root>
      <Text fontSize="xs" color="fg.muted">When donations bring your wallet to this amount, the whole balance is sent to your bank.</Text>
      <AmountField label="Minimum amount" value={amount} onChange={(v) => { setAmount(v); setError(null); }} error={error} />
      <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" loading={loading}>Save auto-withdrawal</Button>
    </Stack>
  );
}

/** The bank part of the wallet: the saved account (or the form), and auto-withdrawal. */
export function BankAccountForm() {
  const { data, loading } = useQuery(BankSettingsQuery);
  const [editing, setEditing] = useState(false);
  const me = data?.me;
  if (loading && !me) return <Skeleton h="20" rounded="lg" />;
  if (!me) return null;
  const saved = Boolean(me.accountNumber && me.accountName);
  return (
    <Box borderWidth="1px" rounded="lg" p="3">
      <Stack gap="3">
        <Text fontWeight="semibold">Bank account</Text>
        {saved && !editing ? (
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Box data-testid="saved-bank-account">
              <Text>{me.accountName}</Text>
              <Text fontSize="sm" color="fg.muted">{me.bankName} · {me.accountNumber}</Text>
            </Box>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>Change</Button>
          </HStack>
        ) : (
          <AccountEditor onSaved={() => setEditing(false)} />
        )}
        {saved && <AutoWithdrawal enabled={me.autoWithdrawal ?? false} minimum={me.minimumWithdrawalAmount ?? MONEY_LIMITS.minWithdrawal} />}
        {saved && (
          <Text fontSize="xs" color="fg.muted">Withdrawals go to this account; at least {formatNaira(MONEY_LIMITS.minWithdrawal)} each.</Text>
        )}
      </Stack>
    </Box>
  );
}
