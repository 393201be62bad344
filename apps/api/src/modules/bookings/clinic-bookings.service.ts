import type { BookingDecision } from "@ivdrips/contract/bookings";
import type { Clearance, Contraindication } from "@ivdrips/contract/clinical";
import { AppError } from "../../lib/app-error";
import { bookingApprovedEmail, bookingRejectedEmail } from "../notifications/booking-emails";
import { type BookingContext } from "./booking-context";
import { lockClinicBooking } from "./booking-records";
import { findBookingRecord, listPaidBookingRecordsOfClinic, type BookingRecord } from "./bookings.repository";
import { isUuid } from "../../lib/uuid";
import { repeatsClinicDecision } from "./booking-lifecycle";

/** What clinics do with the bookings of their providers: list the paid ones, approve or reject each once. */
export function createClinicBookings(context: BookingContext) {
  const { db, write, recordOf, apply, queueManualRefund, viewOf } = context;
  const { clinical } = context.deps;

  return {
    /** The clinic's paid bookings, each with the flags its clinical record raised for the clinician. */
    async listForClinic(
      clinicId: string,
    ): Promise<{ record: BookingRecord; clinicalFlags: Contraindication[] }[]> {
      const records = await listPaidBookingRecordsOfClinic(db, clinicId);
      const flags = await clinical.flagged(
        db,
        records.map((record) => record.booking.id),
      );
      return records.map((record) => ({ record, clinicalFlags: flags.get(record.booking.id) ?? [] }));
    },

    /**
     * Approve or reject, once, before the visit starts: the row lock makes the second of two concurrent
     * decisions see the first. The same decision asked again (a retry whose first answer was lost) answers
     * the booking as it is, writing and sending nothing; a different one is refused (ALREADY_DECIDED).
     * Approving clears the patient: it names a clinician of this clinic, recorded on the booking's clinical
     * record. A rejection's reason is the customer's to read, unless it is medical: then a named clinician
     * declines, the reason is sealed into the clinical record, and the customer is told to see a doctor.
     */
    async decide(clinicId: string, id: string, decision: BookingDecision): Promise<BookingRecord> {
      return write(async (tx, queue) => {
        const booking = await lockClinicBooking(tx, clinicId, id);
        const event = decision.status === "approved" ? "approve" : "reject";
        if (repeatsClinicDecision(booking, event)) return recordOf(tx, id);
        const clinicianId =
          decision.status === "approved" || decision.clinical ? decision.clinicianId : undefined;
        if (clinicianId !== undefined) await clinical.clinicianOf(tx, clinicId, clinicianId);
        const medical = decision.status === "rejected" && decision.clinical === true;
        // The clinician who clears the patient is the one sent to the visit, until the clinic reassigns it.
        await apply(
          tx,
          booking,
          event,
          {
            actor: "clinic",
            ...(decision.status === "rejected" && !medical ? { note: decision.reason } : {}),
            ...(medical ? { clinical: true } : {}),
          },
          event === "approve" && clinicianId !== undefined ? { clinicianId } : {},
        );
        if (clinicianId !== undefined) {
          const recorded = await clinical.decide(tx, id, {
            decision: event === "approve" ? "cleared" : "declined",
            clinicianId,
            declineReason: medical ? decision.reason : undefined,
          });
          // No drip without a screening: a booking made before clearance existed cannot be cleared.
          if (!recorded && event === "approve") throw new AppError("CONFLICT", "clearanceNotFound");
        }
        const record = await recordOf(tx, id);
        const view = viewOf(record);
        await queue(decision.status === "approved" ? bookingApprovedEmail(view) : bookingRejectedEmail(view));
        if (decision.status === "rejected") await queueManualRefund(record, view, queue);
        return record;
      });
    },

    /**
     * The clinical record of one of the clinic's bookings (paid ones: an unpaid hold is not the clinic's to
     * see); another clinic's booking, or one without a record, is not found.
     */
    async clearance(clinicId: string, id: string): Promise<Clearance> {
      if (!isUuid(id)) throw new AppError("NOT_FOUND", "bookingNotFound");
      const owner = await findBookingRecord(db, id);
      if (!owner || owner.clinicId !== clinicId || owner.booking.paidAt === null) {
        throw new AppError("NOT_FOUND", "bookingNotFound");
      }
      const record = await clinical.read(db, id, owner.booking.serviceId);
      if (!record) throw new AppError("NOT_FOUND", "clearanceNotFound");
      return record;
    },
  };
}
