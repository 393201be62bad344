/** How a visit's total is paid, in sen (issue 39). */
export interface PayAheadParts {
  /** What a package's credits pay (the drips). */
  creditSen: number;
  /** What the gift card pays: up to its balance, of what the credits leave. */
  giftCardSen: number;
  /** What is left for the chosen method. */
  dueSen: number;
}

/**
 * The server's order (booking-tenders.service.ts): the credits first, then the gift card up to its balance
 * (null: none applied), then the chosen method for the rest.
 */
export function payAheadParts({
  totalSen,
  creditSen,
  giftCardBalanceSen,
}: {
  totalSen: number;
  creditSen: number;
  giftCardBalanceSen: number | null;
}): PayAheadParts {
  const afterCredit = Math.max(0, totalSen - creditSen);
  const giftCardSen = Math.min(afterCredit, Math.max(0, giftCardBalanceSen ?? 0));
  return { creditSen, giftCardSen, dueSen: afterCredit - giftCardSen };
}
