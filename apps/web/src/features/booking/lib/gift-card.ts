import { ApiError } from "../../../lib/api-client";

/** What the server says of a gift card it will not take: no card has the code, it is void, not a code. */
const GIFT_CARD_REFUSALS: ReadonlySet<string> = new Set([
  "giftCardNotFound",
  "giftCardVoid",
  "giftCardCodeInvalid",
]);

/**
 * A booking (or a balance check) refused for its gift card: the code is no card's, the card is void, or too
 * many codes were tried (429, the guess limit a code brings on POST /api/bookings): said at the code's field.
 */
export function isGiftCardRefusal(error: Error): boolean {
  return (
    error instanceof ApiError &&
    (error.code === "RATE_LIMITED" || GIFT_CARD_REFUSALS.has(error.ref?.messageId ?? ""))
  );
}

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
