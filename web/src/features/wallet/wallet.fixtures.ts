import { graphql, HttpResponse } from 'msw';
import type { WalletQuery as WalletData } from '../../gql/graphql';
import { server } from '../../test/server';
import { BankSettingsQuery, BanksQuery, WalletQuery, WithdrawalsQuery } from './documents';

type WalletFields = NonNullable<WalletData['wallet']>;

/** A wallet as the api sends it (kobo), with no bank account saved unless given. */
export function serveWallet(overrides: Partial<WalletFields> = {}, bank: { accountName?: string; accountNumber?: string; bankName?: string } = {}) {
  server.use(
    graphql.query(WalletQuery, () =>
      HttpResponse.json({
        data: {
          wallet: {
            balance: 0,
            totalEarnings: 0,
            inEscrow: 0,
            pendingWithdrawals: 0,
            mode: 'SANDBOX',
            history: { edges: [] },
            ...overrides,
          },
        },
      }),
    ),
    graphql.query(BankSettingsQuery, () =>
      HttpResponse.json({
        data: {
          // Named by type, so the cache merges it into the viewer rather than replacing `me`.
          me: {
            __typename: 'User' as const,
            id: 'u1',
            bankName: bank.bankName ?? null,
            bankCode: bank.bankName ? '058' : null,
            accountNumber: bank.accountNumber ?? null,
            accountName: bank.accountName ?? null,
            autoWithdrawal: false,
            minimumWithdrawalAmount: 5000,
          } as never,
        },
      }),
    ),
    graphql.query(WithdrawalsQuery, () => HttpResponse.json({ data: { withdrawals: { edges: [] } } })),
    graphql.query(BanksQuery, () =>
      HttpResponse.json({
        data: {
          banks: [
            { name: 'Access Bank', code: '044' },
            { name: 'Guaranty Trust Bank', code: '058' },
          ],
        },
      }),
    ),
  );
}
