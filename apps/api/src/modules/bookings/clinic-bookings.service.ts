import type { BookingDecision } from "@ivdrips/contract/bookings";
import { AppError } from "../../lib/app-error";
import { bookingApprovedEmail, bookingRejectedEmail } from "../notifications/booking-emails";
import { type BookingContext } from "./booking-context";
import {
  findBookingRecord,
  listPaidBookingRecordsOfClinic,
  lockBooking,
  type BookingRecord,
} from "./bookings.repository";
import { isUuid } from "../../lib/uuid";
import { repeatsClinicDecision } from "./booking-lifecycle";

/** What clinics do with the bookings of their providers: list the paid ones, approve or reject each once. */
export function createClinicBookings(context: BookingContext) {
  const { db, write, recordOf, apply, queueManualRefund, viewOf } = context;

  return {
    async listForClinic(clinicId: string): Promise<BookingRecord[]> {
      return listPaidBookingRecordsOfClinic(db, clinicId);
    },

    /**
     * Approve or reject, once, before the visit starts: the row lock makes the second of two concurrent
     * decisions see the first. The same decision asked again (a retry whose first answer was lost) answers
     * the booking as it is, writing and sending nothing; a different one is refused (ALREADY_DECIDED). A
     * rejection's reason is kept as the booking's cancellation note: the customer reads it as the clinic wrote it.
     */
    async decide(clinicId: string, id: string, decision: BookingDecision): Promise<BookingRecord> {
      if (!isUuid(id)) throw new AppError("NOT_FOUND", "bookingNotFound");
      return write(async (tx, queue) => {
        const booking = await lockBooking(tx, id);
        const owner = booking && (await findBookingRecord(tx, id));
        if (!booking || owner?.clinicId !== clinicId) throw new AppError("NOT_FOUND", "bookingNotFound");
        const event = decision.status === "approved" ? "approve" : "reject";
        if (repeatsClinicDecision(booking, event)) return recordOf(tx, id);
        const note = decision.status === "rejected" ? decision.reason : undefined;
        await apply(tx, booking, event, { actor: "clinic", note });
        const record = await recordOf(tx, id);
        const view = viewOf(record);
        await queue(decision.status === "approved" ? bookingApprovedEmail(view) : bookingRejectedEmail(view));
        if (decision.status === "rejected") await queueManualRefund(record, view, queue);
        return record;
      });
    },
  };
}
