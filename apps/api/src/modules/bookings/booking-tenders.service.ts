import { stateOf } from "@ivdrips/contract/booking-state";
import { chargesOf, creditValueSen } from "@ivdrips/contract/booking-charges";
import type { BookingContext } from "./booking-context";
import { confirmPayment } from "./booking-payments.service";
import { lockBooking, updateBooking, type BookingRecord } from "./bookings.repository";

/** The method a booking the credits paid in full records. */
export const CREDIT_METHOD = "credit";

/**
 * Bookings paid with a package's credits (issue 39): the credits pay the drips, one a drip, taken under the
 * purchase's lock in the same transaction as the booking records them; with nothing else to pay (no
 * surcharge) the hold is paid at once through the lifecycle, and reaches the clinic like any other.
 */
export function createBookingCredits(context: BookingContext) {
  const { write, clock } = context;
  const { credits } = context.deps;

  return {
    /**
     * Puts the credits of `purchaseId` on the customer's new hold. A refusal (used up meanwhile, another
     * booking took the last) lets the hold go and is thrown. A hold already paid, or already on credits (a
     * retried request), is returned as it is.
     */
    async payWithCredits(userId: string, held: BookingRecord, purchaseId: string): Promise<BookingRecord> {
      const id = held.booking.id;
      try {
        return await write(async (tx, queue) => {
          const now = clock();
          const booking = await lockBooking(tx, id);
          if (!booking || stateOf(booking) !== "held" || booking.creditPurchaseId !== null) {
            return context.recordOf(tx, id);
          }
          await credits.takeCredits(tx, {
            purchaseId,
            userId,
            serviceId: booking.serviceId,
            quantity: booking.quantity,
            windowStartsAt: booking.windowStartsAt,
            now,
          });
          const withCredit = await updateBooking(tx, id, {
            creditPurchaseId: purchaseId,
            creditSen: creditValueSen(booking),
            updatedAt: now,
          });
          if (withCredit && chargesOf(withCredit).dueSen === 0) {
            const facts = { paymentMethod: CREDIT_METHOD, paymentProvider: null, paymentReference: null };
            return confirmPayment(context, { tx, queue }, withCredit, facts, true);
          }
          return context.recordOf(tx, id);
        });
      } catch (error) {
        // No credit, no hold: the window goes back at once rather than when the hold runs out.
        await write(async (tx) => {
          const booking = await lockBooking(tx, id);
          if (booking && stateOf(booking) === "held" && booking.creditPurchaseId === null) {
            await context.apply(tx, booking, "release", { actor: "payment", releaseReason: "customer" });
          }
        });
        throw error;
      }
    },
  };
}
