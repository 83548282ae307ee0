import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../apollo/client';
import { AppProviders } from '../../app/providers';
import { server } from '../../test/server';
import DonateDialog from './DonateDialog';
import { DonateMutation, WalletBalanceQuery } from './documents';
import PromotePostDialog from './PromotePostDialog';

function renderWithApp(ui: ReactNode) {
  const client = createApolloClient({ httpUri: `${window.location.origin}/graphql` });
  return render(
    <AppProviders client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

const serveBalance = (balance: number) =>
  server.use(graphql.query(WalletBalanceQuery, () => HttpResponse.json({ data: { wallet: { balance, mode: 'SANDBOX' } } })));

describe('promote post dialog', () => {
  it('shows reach and cost per day for the budget, and says Insufficient Funds with submit disabled when the wallet is short', async () => {
    serveBalance(8_000); // ₦80
    const user = userEvent.setup();
    renderWithApp(<PromotePostDialog postId="p1" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Promote Post' });
    // Default ₦100 for 7 days: 200 people, ₦14.28 a day.
    expect(within(dialog).getByTestId('estimated-reach')).toHaveTextContent('200 people');
    expect(within(dialog).getByTestId('cost-per-day')).toHaveTextContent('₦14.28');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient Funds: Please add funds to your wallet to promote this post.');
    expect(within(dialog).getByRole('button', { name: 'Promote for ₦100' })).toBeDisabled();

    // Below ₦50 is clamped up on leaving the field; ₦50 fits the wallet.
    const budget = within(dialog).getByLabelText('Budget');
    await user.clear(budget);
    await user.type(budget, '20');
    await user.tab();
    expect(budget).toHaveValue('50');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Promote for ₦50' })).toBeEnabled());
    expect(within(dialog).getByTestId('estimated-reach')).toHaveTextContent('100 people');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('donate dialog', () => {
  it('offers the quick amounts, refuses under ₦100, pays from the wallet when it covers the amount', async () => {
    serveBalance(300_000); // ₦3,000
    let sent: unknown = null;
    server.use(
      graphql.mutation(DonateMutation, ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { donate: { paidFrom: 'WALLET', amount: variables.amount, payment: null } } });
      }),
    );
    const user = userEvent.setup();
    let closed = false;
    renderWithApp(<DonateDialog recipientId="u2" name="Bola Ade" onClose={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Support Bola Ade' });
    const quick = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['₦1,000', '₦2,500', '₦5,000', '₦10,000', '₦25,000', '₦50,000']);

    await user.type(within(dialog).getByLabelText('Amount', { exact: true }), '99');
    expect(within(dialog).getByText('Minimum donation amount is ₦100')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Donate from wallet' })).toBeDisabled();

    await user.click(within(quick).getByRole('button', { name: '₦5,000' }));
    expect(within(dialog).getByRole('button', { name: 'Donate from wallet' })).toBeDisabled(); // ₦3,000 in the wallet
    await user.click(within(quick).getByRole('button', { name: '₦2,500' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Donate from wallet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Donate from wallet' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(sent).toMatchObject({ recipientId: 'u2', amount: 250_000, payWith: 'WALLET' });
  });
});
