import type { VisitPlace } from "@ivdrips/contract/visit-place";
import type { Executor } from "../../db/client";
import { clinicBookingCancelledEmail } from "../notifications/booking-emails";
import { CRYPTO_ATTENTION_EMAIL_KIND } from "../notifications/outbox-email";
import { eraseFromOutbox } from "../notifications/outbox.service";
import { forgetCustomerPhone } from "../phone-messages/announce";
import type { BookingContext } from "./booking-context";
import { transition } from "./booking-lifecycle";
import { lockBookingsOfUser, updateBooking } from "./bookings.repository";

/** What stays on a deleted customer's bookings, which are kept for accounting. */
export const ERASED_CUSTOMER = {
  customerName: "Deleted customer",
  customerEmail: "",
  customerPhone: "",
  customerAddress: "",
  // Where the nurse went is the customer's address too (issue 37): nothing of it stays.
  visitPlace: { kind: "other", line1: "", postcode: null, area: null, access: {} } satisfies VisitPlace,
  cancellationNote: null,
  clientNetwork: null,
  clientSite: null,
};

/** A customer closes their account: what becomes of their bookings. */
export function createAccountClosing(context: BookingContext) {
  const { clock, write, recordOf, apply, queueManualRefund, viewOf, clinicAddress } = context;

  return {
    /**
     * Account deletion, in one transaction: upcoming bookings are cancelled with refunds per the Refund Policy
     * (the clinic and, for crypto, support are told, without the customer's details), every booking keeps
     * its accounting facts but loses name, email, phone and address, and the outbox forgets them. `alsoErase`
     * runs last in the same transaction (the account itself, reviews). Returns what was cancelled.
     */
    async closeAccount(
      userId: string,
      customer: { email: string; fullName: string; phone: string | null },
      alsoErase: (tx: Executor) => Promise<void>,
    ): Promise<{ reference: string; refundSen: number }[]> {
      return write(async (tx, queue) => {
        const now = clock();
        const all = await lockBookingsOfUser(tx, userId);
        // What the customer could still cancel now is what closing the account cancels.
        const upcoming = all.filter(
          (booking) => transition(booking, "cancel", { actor: "customer", now }).ok,
        );
        const cancelled: { reference: string; refundSen: number }[] = [];
        for (const booking of upcoming) {
          const result = await apply(tx, booking, "cancel", { actor: "customer", now });
          if (result.to === "cancelled")
            cancelled.push({ reference: booking.reference, refundSen: result.refundSen });
        }

        for (const booking of all)
          await updateBooking(tx, booking.id, { ...ERASED_CUSTOMER, updatedAt: now });
        await eraseFromOutbox(tx, {
          bookingIds: all.map((booking) => booking.id),
          customerEmails: [customer.email, ...all.map((booking) => booking.customerEmail)],
          customerPhones: [
            ...(customer.phone ? [customer.phone] : []),
            ...all.map((booking) => booking.customerPhone),
          ],
          personalValues: [
            customer.email,
            customer.fullName,
            ...(customer.phone ? [customer.phone] : []),
            ...all.flatMap((booking) => [
              booking.customerName,
              booking.customerEmail,
              booking.customerPhone,
              booking.customerAddress,
            ]),
          ],
          // A crypto payment that could not make its booking is support's to follow up, named by its values.
          unboundKinds: [CRYPTO_ATTENTION_EMAIL_KIND],
        });
        await forgetCustomerPhone(tx, userId);

        for (const booking of upcoming.filter((row) => row.paidAt !== null)) {
          const record = await recordOf(tx, booking.id);
          const view = viewOf(record);
          await queue(clinicBookingCancelledEmail(view, clinicAddress(record)));
          await queueManualRefund(record, view, queue);
        }
        await alsoErase(tx);
        return cancelled;
      });
    },
  };
}
