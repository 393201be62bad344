import { stateOf } from "@ivdrips/contract/booking-state";
import type {
  AssignClinicianSchema,
  VisitOutcomeRequestSchema,
  VisitProgressSchema,
} from "@ivdrips/contract/visit-day";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import {
  clinicClinicianLateEmail,
  visitOnTheWayEmail,
  visitOutcomeEmail,
} from "../notifications/booking-emails";
import { discardUnsentEmails } from "../notifications/outbox.service";
import { REMINDER_KINDS, type BookingContext, type QueueEmail } from "./booking-context";
import { recordVisitHistory } from "./booking-history.repository";
import { recordBookingEvent } from "./booking-events.repository";
import { lockClinicBooking, lockOwnBooking } from "./booking-records";
import { updateBooking, type BookingRecord, type BookingRow } from "./bookings.repository";
import { feesOfCity } from "./city-fees.repository";

type AssignClinician = z.output<typeof AssignClinicianSchema>;
type VisitProgress = z.output<typeof VisitProgressSchema>;
type VisitOutcomeRequest = z.output<typeof VisitOutcomeRequestSchema>;

/**
 * The visit day (issue 37): who the clinic sends, the clinician's progress, and what happens when a visit
 * cannot take place. Every move is the lifecycle's (booking-lifecycle.ts), under the booking's row lock, with
 * its live event, its history and its emails in the same transaction.
 */
export function createVisitDay(context: BookingContext) {
  const { clock, write, recordOf, apply, queueManualRefund, viewOf, clinicAddress } = context;
  const { clinical } = context.deps;

  /** One of the clinic's paid bookings, locked; another clinic's (or an unpaid hold) is not found. */
  async function lockClinicVisit(tx: Executor, clinicId: string, id: string): Promise<BookingRow> {
    const booking = await lockClinicBooking(tx, clinicId, id);
    if (booking.paidAt === null) throw new AppError("NOT_FOUND", "bookingNotFound");
    return booking;
  }

  /** A visit that could not take place: its reminders withdrawn, the customer told, the refund queued. */
  async function settleOutcome(tx: Executor, id: string, queue: QueueEmail): Promise<BookingRecord> {
    await discardUnsentEmails(tx, id, REMINDER_KINDS);
    const record = await recordOf(tx, id);
    const view = viewOf(record);
    await queue(visitOutcomeEmail(view));
    await queueManualRefund(record, view, queue);
    return record;
  }

  return {
    /**
     * Sends one of the clinic's active clinicians to an approved visit that has not ended; changing who was
     * sent needs a reason, kept in the booking's history (never shown to the customer).
     */
    async assignClinician(clinicId: string, id: string, request: AssignClinician): Promise<BookingRecord> {
      return write(async (tx) => {
        const booking = await lockClinicVisit(tx, clinicId, id);
        const now = clock();
        if (stateOf(booking) !== "approved" || now.getTime() >= booking.windowEndsAt.getTime()) {
          throw new AppError("INVALID_TRANSITION", "visitNotAssignable");
        }
        const clinician = await clinical.clinicianOf(tx, clinicId, request.clinicianId);
        if (booking.clinicianId === clinician.id) return recordOf(tx, id);
        if (booking.clinicianId !== null && request.reason === undefined) {
          throw new AppError("VALIDATION_ERROR", "reassignReasonRequired");
        }
        await updateBooking(tx, id, { clinicianId: clinician.id, updatedAt: now });
        await recordVisitHistory(tx, {
          action: "clinic.assign_clinician",
          bookingId: id,
          before: { clinicianId: booking.clinicianId },
          after: { clinicianId: clinician.id },
          note: booking.clinicianId === null ? null : (request.reason ?? null),
        });
        await recordBookingEvent(tx, id, "booking_visit");
        return recordOf(tx, id);
      });
    },

    /**
     * The clinician's next step, in order (the lifecycle refuses any other). Setting off tells the customer
     * who is coming and when they expect to arrive.
     */
    async progress(clinicId: string, id: string, request: VisitProgress): Promise<BookingRecord> {
      return write(async (tx, queue) => {
        const booking = await lockClinicVisit(tx, clinicId, id);
        const event = request.step === "completed" ? "complete" : request.step;
        await apply(tx, booking, event, {
          actor: "clinic",
          ...(request.step === "on_the_way" ? { etaMinutes: request.etaMinutes } : {}),
        });
        const record = await recordOf(tx, id);
        if (event === "on_the_way") await queue(visitOnTheWayEmail(viewOf(record)));
        return record;
      });
    },

    /**
     * Why the visit could not take place, recorded by the clinician with a note: an absent patient's or a
     * refused entry's note is the customer's to read; a not-treatable patient's is sealed into the booking's
     * clinical record and goes nowhere else.
     */
    async recordOutcome(clinicId: string, id: string, request: VisitOutcomeRequest): Promise<BookingRecord> {
      return write(async (tx, queue) => {
        const booking = await lockClinicVisit(tx, clinicId, id);
        const clinicalNote = request.outcome === "not_treatable";
        const { callOutFeeSen } = await feesOfCity(tx, booking.city);
        await apply(tx, booking, request.outcome, {
          actor: "clinic",
          callOutFeeSen,
          ...(clinicalNote ? {} : { note: request.note }),
        });
        if (clinicalNote) await clinical.noteOnSite(tx, id, request.note);
        await recordVisitHistory(tx, {
          action: "clinic.visit_outcome",
          bookingId: id,
          after: { outcome: request.outcome },
        });
        return settleOutcome(tx, id, queue);
      });
    },

    /** The customer calls the visit off: the clinician is 45 minutes late and not there. Refunded in full. */
    async clinicianLate(userId: string, id: string): Promise<BookingRecord> {
      return write(async (tx, queue) => {
        const booking = await lockOwnBooking(tx, userId, id);
        await apply(tx, booking, "clinician_late", { actor: "customer" });
        await recordVisitHistory(tx, {
          action: "customer.clinician_late",
          bookingId: id,
          after: { outcome: "clinician_late" },
        });
        const record = await settleOutcome(tx, id, queue);
        await queue(clinicClinicianLateEmail(viewOf(record), clinicAddress(record)));
        return record;
      });
    },
  };
}
