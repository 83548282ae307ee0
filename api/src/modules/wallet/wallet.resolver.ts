import { SafeIntResolver } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../shared/context.js';
import { idempotencyKeyArg } from '../../shared/idempotency.js';
import { Post } from '../post/post.entity.js';
import { User } from '../user/user.entity.js';
import { DonationService } from './donation.service.js';
import { PaymentService } from './payment.service.js';
import { PromotionService } from './promotion.service.js';
import { promotionView, WalletService, withdrawalView } from './wallet.service.js';
import {
  Bank,
  Donation,
  DonationSource,
  Payment,
  PaymentConfirmation,
  Promotion,
  PromotePostInput,
  VerifiedBankAccount,
  Wallet,
  WalletEntryConnection,
  Withdrawal,
  WithdrawalConnection,
} from './wallet.types.js';
import { WithdrawalService } from './withdrawal.service.js';

const firstArg = (name: string) => Arg('first', () => Int, { defaultValue: 20, description: `How many ${name}, at most 50.` });
const afterArg = () => Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' });
const key = idempotencyKeyArg;

@Resolver(() => Wallet)
export class WalletResolver {
  @Query(() => Wallet, { description: "The signed-in member's wallet (amounts in kobo)." })
  wallet(@Ctx() ctx: Context) {
    return new WalletService(ctx).wallet();
  }

  @FieldResolver(() => WalletEntryConnection, { description: 'Movements, newest first.' })
  async history(
    @Root() _wallet: Wallet,
    @firstArg('movements') first: number,
    @afterArg() after: string | null,
    @Ctx() ctx: Context,
  ) {
    return new WalletService(ctx).history({ first, after });
  }

  @Query(() => WithdrawalConnection, { description: "The signed-in member's withdrawals, newest first." })
  async withdrawals(@firstArg('withdrawals') first: number, @afterArg() after: string | null, @Ctx() ctx: Context) {
    const result = await new WithdrawalService(ctx).list({ first, after });
    return { ...result, edges: result.edges.map((edge) => ({ cursor: edge.cursor, node: withdrawalView(edge.node) })) };
  }

  @Query(() => [Bank], { description: 'Banks that accept transfers, from the payment provider.' })
  banks(@Ctx() ctx: Context) {
    return new WithdrawalService(ctx).banks();
  }

  @Query(() => Payment, { description: "One of the signed-in member's payments (NOT_FOUND for anyone else's)." })
  payment(@Arg('reference', () => String) reference: string, @Ctx() ctx: Context) {
    return new PaymentService(ctx).find({ reference });
  }

  @Mutation(() => Payment, { description: 'Starts a top-up (₦100 to ₦1,000,000, in kobo): send the member to authorizationUrl.' })
  startTopUp(
    @Arg('amount', () => SafeIntResolver, { description: 'In kobo.' }) amount: number,
    @key() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ) {
    return new PaymentService(ctx).startTopUp({ amount, idempotencyKey });
  }

  @Mutation(() => PaymentConfirmation, {
    description: 'After the checkout: checks the payment with the provider and credits it once (the webhook may have already).',
  })
  async confirmPayment(@Arg('reference', () => String) reference: string, @Ctx() ctx: Context) {
    return new PaymentService(ctx).confirm({ reference });
  }

  @Mutation(() => Payment, { description: 'Sandbox only: pays (or cancels) a payment on the sandbox checkout page.' })
  completeSandboxPayment(
    @Arg('reference', () => String) reference: string,
    @Arg('pay', () => Boolean, { defaultValue: true }) pay: boolean,
    @Ctx() ctx: Context,
  ) {
    return new PaymentService(ctx).completeSandbox({ reference, pay });
  }

  @Mutation(() => Donation, {
    description: "Donates to a member (from ₦100): from the wallet, or by card (finish at payment.authorizationUrl). Not to oneself.",
  })
  donate(
    @Arg('recipientId', () => ID) recipientId: string,
    @Arg('amount', () => SafeIntResolver, { description: 'In kobo, at least 10,000 (₦100).' }) amount: number,
    @Arg('payWith', () => DonationSource, { defaultValue: DonationSource.WALLET }) payWith: DonationSource,
    @Arg('message', () => String, { nullable: true, description: 'A note to the recipient, at most 280 characters.' }) message: string | null,
    @key() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ) {
    return new DonationService(ctx).donate({ recipientId, amount, payWith, message, idempotencyKey });
  }

  @Mutation(() => VerifiedBankAccount, { description: 'Resolves an account number with the bank: the name on the account.' })
  verifyBankAccount(
    @Arg('accountNumber', () => String) accountNumber: string,
    @Arg('bankCode', () => String) bankCode: string,
    @Ctx() ctx: Context,
  ) {
    return new WithdrawalService(ctx).verify({ accountNumber, bankCode });
  }

  @Mutation(() => User, { description: 'Saves the bank account for withdrawals, as the bank resolves it (verified again here).' })
  saveBankAccount(
    @Arg('accountNumber', () => String) accountNumber: string,
    @Arg('bankCode', () => String) bankCode: string,
    @Ctx() ctx: Context,
  ) {
    return new WithdrawalService(ctx).saveAccount({ accountNumber, bankCode });
  }

  @Mutation(() => User, { description: 'Turns auto-withdrawal on or off, and its minimum (in kobo, at least 5,000 = ₦50).' })
  setAutoWithdrawal(
    @Arg('autoWithdrawal', () => Boolean) autoWithdrawal: boolean,
    @Arg('minimumWithdrawalAmount', () => SafeIntResolver) minimumWithdrawalAmount: number,
    @Ctx() ctx: Context,
  ) {
    return new WithdrawalService(ctx).setAutoWithdrawal({ autoWithdrawal, minimumWithdrawalAmount });
  }

  @Mutation(() => Withdrawal, {
    description: 'Sends money from the wallet to the saved bank account (from ₦50, in kobo). Pending until the bank confirms; a failed one is refunded.',
  })
  async withdraw(
    @Arg('amount', () => SafeIntResolver, { description: 'In kobo, at least 5,000 (₦50).' }) amount: number,
    @Arg('narration', () => String, { nullable: true }) narration: string | null,
    @key() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ) {
    return withdrawalView(await new WithdrawalService(ctx).withdraw({ amount, narration, idempotencyKey }));
  }

  @Mutation(() => Promotion, {
    description: 'Promotes the author’s own post: the budget moves from the wallet to escrow at once (INSUFFICIENT_FUNDS otherwise).',
  })
  async promotePost(@Arg('input', () => PromotePostInput) input: PromotePostInput, @Ctx() ctx: Context) {
    return promotionView(await new PromotionService(ctx).promote(input));
  }
}

/** The promotion fields of a post (SPEC §3), kept by the wallet module. */
@Resolver(() => Post)
export class PostPromotionResolver {
  @FieldResolver(() => Boolean, { description: "Whether a promotion is running (the 'Promoted' badge)." })
  isPromoted(@Root() post: Post, @Ctx() ctx: Context) {
    return new PromotionService(ctx).promotedLoader().load(post.id);
  }

  @FieldResolver(() => Promotion, { nullable: true, description: 'Its latest promotion: for its author only (null for others).' })
  async promotion(@Root() post: Post, @Ctx() ctx: Context) {
    if (!ctx.viewer || ctx.viewer.id !== post.author.id) return null;
    const row = await new PromotionService(ctx).latestLoader().load(post.id);
    return row ? promotionView(row) : null;
  }
}
