import { SafeIntResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../shared/pagination.js';
import { MembershipType } from '../user/user.entity.js';

export enum PaymentsMode {
  PAYSTACK = 'paystack',
  SANDBOX = 'sandbox',
  OFF = 'off',
}
registerEnumType(PaymentsMode, {
  name: 'PaymentsMode',
  description: 'Which payment provider moves the money: Paystack, the sandbox (no real money), or none (money features off).',
});

export enum LedgerKind {
  TOP_UP = 'top_up',
  DONATION = 'donation',
  PROMOTION_FUND = 'promotion_fund',
  PROMOTION_IMPRESSION = 'promotion_impression',
  PROMOTION_SETTLE = 'promotion_settle',
  WITHDRAWAL = 'withdrawal',
  WITHDRAWAL_PAID = 'withdrawal_paid',
  WITHDRAWAL_REVERSAL = 'withdrawal_reversal',
}
registerEnumType(LedgerKind, { name: 'LedgerKind', description: 'What a movement of money was.' });

export enum PromotionType {
  POLITICAL = 'political',
  GOVERNMENTAL = 'governmental',
  CIVIC = 'civic',
}
registerEnumType(PromotionType, { name: 'PromotionType', description: 'What a promoted post is about.' });

export enum AudienceType {
  BLOWING = 'blowing',
  MEMBERSHIP = 'membership',
  PARTY = 'party',
  LOCATION = 'location',
}
registerEnumType(AudienceType, {
  name: 'AudienceType',
  description: 'Who sees a promoted post: everyone (blowing), members of movements, of parties, or of places.',
});

export enum MoneyStatus {
  PENDING = 'pending',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
}
registerEnumType(MoneyStatus, { name: 'MoneyStatus', description: 'Where a payment or withdrawal stands.' });

export enum PromotionStatus {
  ACTIVE = 'active',
  COMPLETED = 'completed',
}
registerEnumType(PromotionStatus, { name: 'PromotionStatus', description: 'Running, or ended with the rest refunded.' });

export enum DonationSource {
  WALLET = 'wallet',
  PROVIDER = 'provider',
}
registerEnumType(DonationSource, { name: 'DonationSource', description: "Pay from the wallet, or by card on the provider's page." });

const kobo = (description: string) => ({ description: `${description} In kobo (100 kobo = ₦1).` });

@ObjectType({ description: 'One movement of the viewer’s wallet, from the ledger.' })
export class WalletEntry {
  @Field(() => ID, { description: 'The ledger entry.' })
  id!: string;

  @Field(() => LedgerKind, { description: 'What it was.' })
  kind!: LedgerKind;

  @Field(() => SafeIntResolver, kobo('Signed: positive came in, negative went out.'))
  amount!: number;

  @Field(() => String, { nullable: true, description: 'The other member of a donation (their name), if any.' })
  counterpartyName!: string | null;

  @Field(() => String, { nullable: true, description: 'A note: the donation message or withdrawal narration.' })
  memo!: string | null;

  @Field(() => Date, { description: 'When it happened.' })
  createdAt!: Date;
}

@ObjectType('WalletEntryConnection', { description: 'A page of wallet movements, newest first.' })
export class WalletEntryConnection extends ConnectionType(WalletEntry, 'WalletEntry', 'A page of wallet movements, newest first.') {}

@ObjectType({ description: 'The viewer’s money: balances derived from the ledger.' })
export class Wallet {
  @Field(() => SafeIntResolver, kobo('Spendable balance.'))
  balance!: number;

  @Field(() => SafeIntResolver, kobo('All donations received, ever.'))
  totalEarnings!: number;

  @Field(() => SafeIntResolver, kobo('Held for running promotions (not yet spent on impressions).'))
  inEscrow!: number;

  @Field(() => SafeIntResolver, kobo('Withdrawals on their way to the bank.'))
  pendingWithdrawals!: number;

  @Field(() => PaymentsMode, { description: 'Which provider moves the money (SANDBOX: no real money).' })
  mode!: PaymentsMode;
}

@ObjectType({ description: 'A payment through the provider: a top-up, or a donation paid by card.' })
export class Payment {
  @Field(() => String, { description: 'The provider reference.' })
  reference!: string;

  @Field(() => String, { description: "'top_up' or 'donation'." })
  purpose!: string;

  @Field(() => SafeIntResolver, kobo('Amount.'))
  amount!: number;

  @Field(() => MoneyStatus, { description: 'Pending until the provider confirms the charge.' })
  status!: MoneyStatus;

  @Field(() => String, { description: 'The checkout page to send the payer to.' })
  authorizationUrl!: string;

  @Field(() => Date, { description: 'When it was started.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A payment after checking with the provider, and the wallet balance after it.' })
export class PaymentConfirmation {
  @Field(() => Payment, { description: 'The payment.' })
  payment!: Payment;

  @Field(() => SafeIntResolver, kobo('Wallet balance now.'))
  balance!: number;
}

@ObjectType({ description: 'A bank that accepts transfers.' })
export class Bank {
  @Field(() => String, { description: 'Name.' })
  name!: string;

  @Field(() => String, { description: 'CBN / NIP code.' })
  code!: string;
}

@ObjectType({ description: 'An account as the bank resolved it.' })
export class VerifiedBankAccount {
  @Field(() => String, { description: 'The name on the account, from the bank.' })
  accountName!: string;

  @Field(() => String, { description: 'The account number.' })
  accountNumber!: string;

  @Field(() => String, { description: 'The bank code.' })
  bankCode!: string;

  @Field(() => String, { description: 'The bank name.' })
  bankName!: string;
}

@ObjectType({ description: 'Money sent from the wallet to the member’s bank account.' })
export class Withdrawal {
  @Field(() => ID, { description: 'Stable identifier; also the transfer reference at the provider.' })
  id!: string;

  @Field(() => SafeIntResolver, kobo('Amount.'))
  amount!: number;

  @Field(() => String, { nullable: true, description: 'Narration.' })
  narration!: string | null;

  @Field(() => MoneyStatus, { description: 'Pending while the transfer is in flight; failed ones are back in the wallet.' })
  status!: MoneyStatus;

  @Field(() => String, { nullable: true, description: 'Why it failed.' })
  failureReason!: string | null;

  @Field(() => String, { description: 'Bank.' })
  bankName!: string;

  @Field(() => String, { description: 'Account number, all but the last four digits hidden.' })
  accountNumber!: string;

  @Field(() => String, { description: 'Account name.' })
  accountName!: string;

  @Field(() => Boolean, { description: 'Whether auto-withdrawal made it.' })
  automatic!: boolean;

  @Field(() => Date, { description: 'When it was asked for.' })
  createdAt!: Date;
}

@ObjectType('WithdrawalConnection', { description: 'A page of withdrawals, newest first.' })
export class WithdrawalConnection extends ConnectionType(Withdrawal, 'Withdrawal', 'A page of withdrawals, newest first.') {}

@ObjectType({ description: 'Places a location promotion targets, as codes.' })
export class LocationTarget {
  @Field(() => [String], { description: "State codes ('24')." })
  states!: string[];

  @Field(() => [String], { description: "LGA codes ('24/16')." })
  lgas!: string[];

  @Field(() => [String], { description: "Ward codes ('24/16/05')." })
  wards!: string[];
}

@ObjectType({ description: 'Who a promoted post is shown to.' })
export class TargetAudienceView {
  @Field(() => AudienceType, { description: 'The kind of audience.' })
  type!: AudienceType;

  @Field(() => [MembershipType], { description: 'For MEMBERSHIP.' })
  membershipTypes!: MembershipType[];

  @Field(() => [String], { description: 'For PARTY: the INEC codes of the parties targeted (see Query.parties).' })
  partyAffiliations!: string[];

  @Field(() => LocationTarget, { description: 'For LOCATION.' })
  location!: LocationTarget;
}

@ObjectType({ description: 'A paid promotion of a post (its author sees the figures).' })
export class Promotion {
  @Field(() => ID, { description: 'Stable identifier.' })
  id!: string;

  @Field(() => PromotionType, { description: 'What it is about.' })
  promotionType!: PromotionType;

  @Field(() => SafeIntResolver, kobo('Budget, moved to escrow when promoted.'))
  budget!: number;

  @Field(() => SafeIntResolver, kobo('Spent on impressions so far.'))
  spent!: number;

  @Field(() => SafeIntResolver, kobo('Still held in escrow.'))
  inEscrow!: number;

  @Field(() => SafeIntResolver, kobo('Returned to the wallet when it ended.'))
  refunded!: number;

  @Field(() => PromotionStatus, { description: 'Running or ended.' })
  status!: PromotionStatus;

  @Field(() => TargetAudienceView, { description: 'Who sees it.' })
  targetAudience!: TargetAudienceView;

  @Field(() => Int, { description: 'Members it was shown to (each charged once).' })
  impressions!: number;

  @Field(() => Int, { description: 'Clicks.' })
  clicks!: number;

  @Field(() => SafeIntResolver, kobo('Cost of one impression.'))
  costPerImpression!: number;

  @Field(() => Int, { description: 'Budget / cost per impression: how many members it can reach.' })
  estimatedReach!: number;

  @Field(() => SafeIntResolver, kobo('Budget / days.'))
  costPerDay!: number;

  @Field(() => Date, { description: 'Start.' })
  startDate!: Date;

  @Field(() => Date, { description: 'End: the rest is refunded then.' })
  endDate!: Date;
}

@ObjectType({ description: 'A donation made, or a card payment to finish for it.' })
export class Donation {
  @Field(() => ID, { description: 'The recipient.' })
  recipientId!: string;

  @Field(() => SafeIntResolver, kobo('Amount.'))
  amount!: number;

  @Field(() => DonationSource, { description: 'WALLET: paid already. PROVIDER: finish at payment.authorizationUrl.' })
  paidFrom!: DonationSource;

  @Field(() => Payment, { nullable: true, description: 'The card payment to finish (PROVIDER).' })
  payment!: Payment | null;
}

@InputType({ description: 'Places to target, as codes; states are required, LGAs and wards narrow them.' })
export class LocationTargetInput {
  @Field(() => [String], { defaultValue: [] })
  states!: string[];

  @Field(() => [String], { defaultValue: [] })
  lgas!: string[];

  @Field(() => [String], { defaultValue: [] })
  wards!: string[];
}

@InputType({ description: 'Who should see the promoted post.' })
export class TargetAudienceInput {
  @Field(() => AudienceType)
  type!: AudienceType;

  @Field(() => [MembershipType], { defaultValue: [] })
  membershipTypes!: MembershipType[];

  @Field(() => [String], { defaultValue: [], description: 'For PARTY: INEC codes from Query.parties.' })
  partyAffiliations!: string[];

  @Field(() => LocationTargetInput, { nullable: true })
  location?: LocationTargetInput | null;
}

@InputType({ description: 'Promote a post (SPEC §5): budget from ₦50, for 1, 3, 7, 14 or 30 days.' })
export class PromotePostInput {
  @Field(() => ID)
  postId!: string;

  @Field(() => PromotionType)
  promotionType!: PromotionType;

  @Field(() => SafeIntResolver, { description: 'In kobo, at least 5,000 (₦50).' })
  budget!: number;

  @Field(() => Int, { defaultValue: 7, description: '1, 3, 7, 14 or 30.' })
  durationDays!: number;

  @Field(() => TargetAudienceInput)
  targetAudience!: TargetAudienceInput;

  @Field(() => String, { nullable: true, description: 'Unique per attempt: a retry with it returns the first result.' })
  idempotencyKey?: string | null;
}
