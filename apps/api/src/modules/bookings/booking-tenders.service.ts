import { stateOf } from "@ivdrips/contract/booking-state";
import type { BookingRequest } from "@ivdrips/contract/bookings";
import { chargesOf, creditValueSen } from "@ivdrips/contract/booking-charges";
import type { BookingContext } from "./booking-context";
import { confirmPayment } from "./booking-payments.service";
import { lockBooking, updateBooking, type BookingRecord } from "./bookings.repository";

/** The methods a booking records when paid before any checkout: by the credits alone, or a gift card's help. */
export const CREDIT_METHOD = "credit";
export const GIFT_CARD_METHOD = "gift_card";

export type PayAhead = NonNullable<BookingRequest["payWith"]>;

/**
 * What a customer pays with before the checkout (issue 39): a package's credits pay the drips, one a drip,
 * taken under the purchase's lock; a gift card pays up to the rest, appended to its ledger under the card's
 * lock; both in the transaction that records them on the hold. With nothing left to pay the hold is paid at
 * once through the lifecycle, and reaches the clinic like any other.
 */
export function createBookingTenders(context: BookingContext) {
  const { write, clock } = context;
  const { credits, giftCards } = context.deps;

  return {
    /**
     * Puts the credits and the gift card on the customer's new hold. A refusal (credits used up meanwhile, a
     * void card) lets the hold go and is thrown. A hold already paid, or already paid ahead (a retried
     * request), is returned as it is.
     */
    async payAhead(userId: string, held: BookingRecord, payWith: PayAhead): Promise<BookingRecord> {
      const id = held.booking.id;
      try {
        return await write(async (tx, queue) => {
          const now = clock();
          let booking = await lockBooking(tx, id);
          const untouched = booking?.creditPurchaseId === null && booking.giftCardSen === 0;
          if (!booking || stateOf(booking) !== "held" || !untouched) return context.recordOf(tx, id);
          if (payWith.credit) {
            await credits.takeCredits(tx, {
              purchaseId: payWith.credit,
              userId,
              serviceId: booking.serviceId,
              quantity: booking.quantity,
              windowStartsAt: booking.windowStartsAt,
              now,
            });
            booking = await updateBooking(tx, id, {
              creditPurchaseId: payWith.credit,
              creditSen: creditValueSen(booking),
              updatedAt: now,
            });
          }
          if (booking && payWith.giftCardCode) {
            const cardId = await giftCards.usableCardId(tx, payWith.giftCardCode);
            const takenSen = await giftCards.redeem(tx, cardId, {
              wantedSen: chargesOf(booking).dueSen,
              bookingId: id,
            });
            booking = await updateBooking(tx, id, { giftCardSen: takenSen, updatedAt: now });
          }
          if (booking && chargesOf(booking).dueSen === 0) {
            const method = booking.giftCardSen > 0 ? GIFT_CARD_METHOD : CREDIT_METHOD;
            const facts = { paymentMethod: method, paymentProvider: null, paymentReference: null };
            return confirmPayment(context, { tx, queue }, booking, facts, true);
          }
          return context.recordOf(tx, id);
        });
      } catch (error) {
        // Nothing paid ahead, no hold: the window goes back at once rather than when the hold runs out.
        await write(async (tx) => {
          const booking = await lockBooking(tx, id);
          const untouched = booking?.creditPurchaseId === null && booking.giftCardSen === 0;
          if (booking && stateOf(booking) === "held" && untouched) {
            await context.apply(tx, booking, "release", { actor: "payment", releaseReason: "customer" });
          }
        });
        throw error;
      }
    },
  };
}
