import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { ConfirmPaymentMutation, SaveBankAccountMutation, VerifyBankAccountMutation } from './documents';
import { parseNaira } from './money';
import { serveWallet } from './wallet.fixtures';
import { WalletSection } from './WalletSection';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../../apollo/client';
import { AppProviders } from '../../app/providers';
import { formatNaira } from '../../lib/format';

function renderWallet() {
  const client = createApolloClient({ httpUri: `${window.location.origin}/graphql` });
  return render(
    <AppProviders client={client}>
      <MemoryRouter>
        <WalletSection />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('money in naira', () => {
  it('shows kobo as naira in the Nigerian locale and reads typed naira back as kobo', () => {
    expect(formatNaira(125_000)).toBe('₦1,250');
    expect(formatNaira(9_950)).toBe('₦99.50');
    expect(parseNaira('1,250.5')).toBe(125_050);
    expect(parseNaira('abc')).toBeNull();
  });
});

describe('wallet on the settings page', () => {
  it('shows the balances in naira, labels the sandbox, and lists what moved', async () => {
    serveWallet({
      balance: 90_000,
      totalEarnings: 20_000,
      inEscrow: 9_950,
      history: {
        edges: [
          { node: { id: '2', kind: 'DONATION', amount: 20_000, counterpartyName: 'Bello Musa', memo: 'For the meeting', createdAt: '2026-11-20T10:00:00.000Z' } },
          { node: { id: '1', kind: 'PROMOTION_FUND', amount: -10_000, counterpartyName: null, memo: null, createdAt: '2026-11-20T09:00:00.000Z' } },
        ],
      },
    });
    renderWallet();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('₦900');
    expect(screen.getByTestId('wallet-escrow')).toHaveTextContent('₦99.50');
    expect(screen.getByTestId('wallet-earnings')).toHaveTextContent('₦200');
    expect(screen.getByText(/Payments are simulated/)).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'Wallet activity' });
    expect(within(activity).getByText('Donation from Bello Musa')).toBeInTheDocument();
    expect(within(activity).getByText('−₦100')).toBeInTheDocument();
  });

  it('saves a bank account only after the bank verified it; editing the number clears the name', async () => {
    serveWallet();
    let saved: unknown = null;
    server.use(
      graphql.mutation(VerifyBankAccountMutation, ({ variables }) =>
        HttpResponse.json({
          data: { verifyBankAccount: { accountName: 'NGOZI ADEBAYO', accountNumber: variables.accountNumber, bankCode: variables.bankCode, bankName: 'Guaranty Trust Bank' } },
        }),
      ),
      graphql.mutation(SaveBankAccountMutation, ({ variables }) => {
        saved = variables;
        return HttpResponse.json({
          data: { saveBankAccount: { id: 'u1', bankName: 'Guaranty Trust Bank', bankCode: '058', accountNumber: variables.accountNumber, accountName: 'NGOZI ADEBAYO' } },
        });
      }),
    );
    const user = userEvent.setup();
    renderWallet();
    const form = await screen.findByRole('form', { name: 'Bank account' });
    const save = within(form).getByRole('button', { name: 'Save account' });
    expect(save).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();

    await waitFor(() => expect(within(form).getByRole('option', { name: 'Guaranty Trust Bank' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('Bank'), '058');
    await user.type(within(form).getByLabelText('Account number'), '01234');
    await user.click(within(form).getByRole('button', { name: 'Verify account' }));
    expect(await within(form).findByText('Account number must be at least 10 digits')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Account number'), '56789');
    await user.click(within(form).getByRole('button', { name: 'Verify account' }));
    await waitFor(() => expect(within(form).getByLabelText('Account name')).toHaveValue('NGOZI ADEBAYO'));
    expect(save).toBeEnabled();
    await user.type(within(form).getByLabelText('Account number'), '0');
    expect(within(form).getByLabelText('Account name')).toHaveValue('');
    expect(save).toBeDisabled();

    await user.type(within(form).getByLabelText('Account number'), '{Backspace}');
    await user.click(within(form).getByRole('button', { name: 'Verify account' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(saved).toEqual({ accountNumber: '0123456789', bankCode: '058' }));
  });
});

describe('coming back from the checkout', () => {
  it('checks the payment and says what was added', async () => {
    server.use(
      graphql.mutation(ConfirmPaymentMutation, () =>
        HttpResponse.json({
          data: { confirmPayment: { balance: 150_000, payment: { reference: 'top_1', purpose: 'top_up', amount: 100_000, status: 'SUCCEEDED' } } },
        }),
      ),
    );
    serveWallet();
    renderApp('/wallet/return?reference=top_1', { viewer: ada });
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('₦1,000 was added to your wallet. Balance: ₦1,500.')).toBeInTheDocument();
  });
});
