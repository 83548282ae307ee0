import { graphql } from '../../gql';

export const WalletQuery = graphql(`
  query Wallet {
    wallet {
      balance
      totalEarnings
      inEscrow
      pendingWithdrawals
      mode
      history(first: 10) {
        edges {
          node {
            id
            kind
            amount
            counterpartyName
            memo
            createdAt
          }
        }
      }
    }
  }
`);

export const WalletBalanceQuery = graphql(`
  query WalletBalance {
    wallet {
      balance
      mode
    }
  }
`);

export const BankSettingsQuery = graphql(`
  query BankSettings {
    me {
      id
      bankName
      bankCode
      accountNumber
      accountName
      autoWithdrawal
      minimumWithdrawalAmount
    }
  }
`);

export const BanksQuery = graphql(`
  query Banks {
    banks {
      name
      code
    }
  }
`);

export const WithdrawalsQuery = graphql(`
  query Withdrawals {
    withdrawals(first: 5) {
      edges {
        node {
          id
          amount
          status
          failureReason
          narration
          createdAt
        }
      }
    }
  }
`);

export const StartTopUpMutation = graphql(`
  mutation StartTopUp($amount: SafeInt!, $idempotencyKey: String) {
    startTopUp(amount: $amount, idempotencyKey: $idempotencyKey) {
      reference
      authorizationUrl
    }
  }
`);

export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($reference: String!) {
    confirmPayment(reference: $reference) {
      balance
      payment {
        reference
        purpose
        amount
        status
      }
    }
  }
`);

export const CompleteSandboxPaymentMutation = graphql(`
  mutation CompleteSandboxPayment($reference: String!, $pay: Boolean!) {
    completeSandboxPayment(reference: $reference, pay: $pay) {
      reference
      status
    }
  }
`);

export const VerifyBankAccountMutation = graphql(`
  mutation VerifyBankAccount($accountNumber: String!, $bankCode: String!) {
    verifyBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {
      accountName
      accountNumber
      bankCode
      bankName
    }
  }
`);

export const SaveBankAccountMutation = graphql(`
  mutation SaveBankAccount($accountNumber: String!, $bankCode: String!) {
    saveBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {
      id
      bankName
      bankCode
      accountNumber
      accountName
    }
  }
`);

export const SetAutoWithdrawalMutation = graphql(`
  mutation SetAutoWithdrawal($autoWithdrawal: Boolean!, $minimumWithdrawalAmount: SafeInt!) {
    setAutoWithdrawal(autoWithdrawal: $autoWithdrawal, minimumWithdrawalAmount: $minimumWithdrawalAmount) {
      id
      autoWithdrawal
      minimumWithdrawalAmount
    }
  }
`);

export const WithdrawMutation = graphql(`
  mutation Withdraw($amount: SafeInt!, $narration: String, $idempotencyKey: String) {
    withdraw(amount: $amount, narration: $narration, idempotencyKey: $idempotencyKey) {
      id
      amount
      status
      failureReason
    }
  }
`);

export const DonateMutation = graphql(`
  mutation Donate($recipientId: ID!, $amount: SafeInt!, $payWith: DonationSource!, $idempotencyKey: String) {
    donate(recipientId: $recipientId, amount: $amount, payWith: $payWith, idempotencyKey: $idempotencyKey) {
      paidFrom
      amount
      payment {
        reference
        authorizationUrl
      }
    }
  }
`);

export const PromotePostMutation = graphql(`
  mutation PromotePost($input: PromotePostInput!) {
    promotePost(input: $input) {
      id
      budget
      inEscrow
      estimatedReach
      endDate
    }
  }
`);

export const PaymentQuery = graphql(`
  query Payment($reference: String!) {
    payment(reference: $reference) {
      reference
      purpose
      amount
      status
    }
  }
`);

export const BankingSummaryQuery = graphql(`
  query BankingSummary {
    wallet {
      balance
      totalEarnings
      pendingWithdrawals
      mode
    }
    me {
      id
      bankName
      accountNumber
      accountName
    }
  }
`);

/** The parties a promotion may target, by INEC code. */
export const PartiesQuery = graphql(`
  query Parties {
    parties {
      abbreviation
      name
    }
  }
`);
