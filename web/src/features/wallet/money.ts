/** Money is kobo everywhere in the api (100 kobo = ₦1); people see and type naira (shown with lib/format's formatNaira). */

/** A naira amount as typed ('1,250.5') to kobo; null when it isn't a number. */
export function parseNaira(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** One per attempt: the api returns the first result when a retry repeats it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** SPEC §5 and §9, in kobo. */
export const MONEY_LIMITS = {
  minPromotion: 5_000,
  defaultPromotion: 10_000,
  promotionStep: 1_000,
  minWithdrawal: 5_000,
  minDonation: 10_000,
  minTopUp: 10_000,
  costPerImpression: 50,
};
export const DONATION_QUICK_AMOUNTS_NAIRA = [1000, 2500, 5000, 10000, 25000, 50000];
export const PROMOTION_DURATIONS = [1, 3, 7, 14, 30];
