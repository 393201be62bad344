import { type LifecycleState, stateOf } from "@ivdrips/contract/booking-state";
import { RESENDABLE_EMAIL_KINDS, type ResendableEmailKind } from "@ivdrips/contract/admin-bookings";
import { cancellationSplit, fullRefund, priceLines, type RefundSplit } from "@ivdrips/contract/visit-day";
import { refundByTender } from "@ivdrips/contract/booking-charges";
import { findTimeWindow, isWindowBookable, windowBounds } from "@ivdrips/contract/time-windows";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import {
  bookingApprovedEmail,
  bookingCancelledEmail,
  bookingReceivedEmail,
  bookingRejectedEmail,
  bookingRescheduledEmail,
  clinicBookingCancelledEmail,
  clinicBookingRescheduledEmail,
  clinicNewBookingEmail,
} from "../notifications/booking-emails";
import type { BookingEmailView } from "../notifications/booking-email-view";
import type { OutboxEmailInput } from "../notifications/outbox-email";
import { discardUnsentEmails } from "../notifications/outbox.service";
import { findProvider } from "../providers/providers.service";
import { REMINDER_KINDS, type BookingContext } from "./booking-context";
import { transition } from "./booking-lifecycle";
import { lockBooking, type BookingRecord, type BookingRow } from "./bookings.repository";

/**
 * Called inside the action's transaction with the row before and after it: the admin module writes its audit
 * row there, so the change and its audit row commit together or not at all.
 */
export type StaffChangeHook = (
  tx: Executor,
  change: { before: BookingRow; after: BookingRow },
) => Promise<void>;

export interface StaffMove {
  date: string;
  timeSlot: string;
  providerId?: string | undefined;
}

/** Which customer email may be sent again in which state: only one that is still true of the booking. */
const RESENDABLE_IN: Record<ResendableEmailKind, readonly LifecycleState[]> = {
  booking_received: ["awaiting_clinic", "approved", "completed"],
  booking_approved: ["approved", "completed"],
  booking_rejected: ["rejected"],
  booking_cancelled: ["cancelled"],
};

/** Each email as it was first sent: `paidAt` is when the booking received email was (what it says then). */
const EMAIL_OF: Record<ResendableEmailKind, (view: BookingEmailView, paidAt: Date) => OutboxEmailInput> = {
  booking_received: bookingReceivedEmail,
  booking_approved: bookingApprovedEmail,
  booking_rejected: bookingRejectedEmail,
  booking_cancelled: bookingCancelledEmail,
};

/** What staff may do to a booking at `now`, asked of the same table the actions go through. */
export function staffActionsFor(booking: BookingRow, now: Date) {
  const allows = (event: "cancel" | "reschedule" | "resolve_payment") =>
    transition(booking, event, { actor: "staff", now }).ok;
  const state = stateOf(booking);
  const cancel = allows("cancel");
  const refunds = cancel && state !== "held";
  return {
    cancel,
    move: allows("reschedule"),
    resolvePayment: allows("resolve_payment"),
    resendEmails: RESENDABLE_EMAIL_KINDS.filter((kind) => RESENDABLE_IN[kind].includes(state)),
    // The money that goes back, to the card or bank and to gift cards (credits go back as credits).
    cancelRefundSen: refunds
      ? {
          policy: moneyBack(cancellationSplit(priceLines(booking), booking.windowStartsAt, now), booking),
          full: moneyBack(fullRefund(priceLines(booking)), booking),
        }
      : null,
  };
}

const moneyBack = (split: RefundSplit, booking: BookingRow) => {
  const back = refundByTender(split, booking);
  return back.refundSen + back.giftCardRefundSen;
};

/**
 * What our staff do to a booking from the console, on the customer's behalf: every action goes through the
 * lifecycle's table as actor `staff`, queues the same emails as the customer's own action would, and hands the
 * before and after rows to `audit` inside the same transaction.
 */
export function createStaffBookings(context: BookingContext) {
  const {
    write,
    recordOf,
    apply,
    requireRoom,
    requireSamePrice,
    queueManualRefund,
    viewOf,
    clinicAddress,
    clock,
  } = context;

  async function lockFound(tx: Executor, id: string): Promise<BookingRow> {
    const booking = isUuid(id) ? await lockBooking(tx, id) : undefined;
    if (!booking) throw new AppError("NOT_FOUND", "bookingNotFound");
    return booking;
  }

  async function afterRow(tx: Executor, id: string): Promise<{ record: BookingRecord; row: BookingRow }> {
    const record = await recordOf(tx, id);
    return { record, row: record.booking };
  }

  return {
    /**
     * Cancel on the customer's behalf (their emails, the clinic's notice), with the policy or a full refund.
     * The booking records that our support called it off and `reason`, which the customer is shown.
     */
    async staffCancel(
      id: string,
      cancel: { refund: "policy" | "full"; reason: string },
      audit: StaffChangeHook,
    ): Promise<BookingRecord> {
      return write(async (tx, queue) => {
        const before = await lockFound(tx, id);
        const result = await apply(tx, before, "cancel", {
          actor: "staff",
          refund: cancel.refund,
          note: cancel.reason,
        });
        const { record, row } = await afterRow(tx, id);
        if (result.to === "cancelled") {
          await discardUnsentEmails(tx, id, REMINDER_KINDS);
          const view = viewOf(record);
          await queue(bookingCancelledEmail(view));
          await queue(clinicBookingCancelledEmail(view, clinicAddress(record)));
          await queueManualRefund(record, view, queue);
        }
        await audit(tx, { before, after: row });
        return record;
      });
    },

    /**
     * Move a paid booking to another window and/or another active provider serving its city, with room: the
     * new window is checked under its lock as a customer's reschedule is, and the capacity trigger backs it.
     * The clinic approves the new time again; a clinic that loses the booking is told it was cancelled.
     */
    async staffMove(id: string, move: StaffMove, audit: StaffChangeHook): Promise<BookingRecord> {
      const window = findTimeWindow(move.timeSlot);
      if (!window) throw new AppError("VALIDATION_ERROR", "unknownTimeSlot");
      const { startsAt, endsAt } = windowBounds(move.date, window);
      return write(async (tx, queue) => {
        const now = clock();
        const before = await lockFound(tx, id);
        const allowed = transition(before, "reschedule", { actor: "staff", now });
        if (!allowed.ok) throw new AppError(allowed.code, allowed.messageId, allowed.params);
        const providerId = move.providerId ?? before.providerId;
        if (startsAt.getTime() === before.windowStartsAt.getTime() && providerId === before.providerId) {
          throw new AppError("VALIDATION_ERROR", "alreadyAtThisTime");
        }
        if (!isWindowBookable(move.date, window, now)) {
          throw new AppError("WINDOW_UNAVAILABLE", "windowUnavailable");
        }
        const provider = await findProvider(tx, providerId);
        if (!provider) throw new AppError("NOT_FOUND", "providerNotFound");
        if (!provider.isActive) throw new AppError("NO_PROVIDER", "providerNotTakingBookings");
        const city = before.city.toLowerCase();
        if (!provider.locations.some((served) => served.toLowerCase() === city)) {
          throw new AppError("NO_PROVIDER", "noProviders", { city: before.city });
        }
        await requireSamePrice(tx, before, { date: move.date, windowKey: window.key }, now);
        await requireRoom(tx, provider, startsAt, now);

        const previousRecord = await recordOf(tx, id);
        await apply(
          tx,
          before,
          "reschedule",
          { actor: "staff", now },
          {
            providerId: provider.id,
            date: move.date,
            timeSlot: window.timeSlot,
            windowStartsAt: startsAt,
            windowEndsAt: endsAt,
            rescheduleCount: before.rescheduleCount + 1,
          },
        );
        await discardUnsentEmails(tx, id, REMINDER_KINDS);
        const { record, row } = await afterRow(tx, id);
        const view = viewOf(record);
        const previous = { windowStartsAt: before.windowStartsAt, timeSlot: before.timeSlot };
        await queue(bookingRescheduledEmail(view, previous, now));
        if (record.clinicId === previousRecord.clinicId) {
          await queue(clinicBookingRescheduledEmail(view, previous, clinicAddress(record)));
        } else {
          await queue(clinicBookingCancelledEmail(viewOf(previousRecord), clinicAddress(previousRecord)));
          await queue(clinicNewBookingEmail(view, clinicAddress(record)));
        }
        await audit(tx, { before, after: row });
        return record;
      });
    },

    /**
     * Queue one of the customer's emails again, written for the booking as it is now. Without its dedupe key:
     * the first one was already queued under it, and this one is asked for on purpose.
     */
    async staffResendEmail(
      id: string,
      kind: ResendableEmailKind,
      audit: StaffChangeHook,
    ): Promise<BookingRecord> {
      return write(async (tx, queue) => {
        const before = await lockFound(tx, id);
        if (!RESENDABLE_IN[kind].includes(stateOf(before))) {
          throw new AppError("INVALID_TRANSITION", "emailNotResendable");
        }
        const record = await recordOf(tx, id);
        const { dedupeKey: _firstKey, ...email } = EMAIL_OF[kind](viewOf(record), before.paidAt ?? clock());
        await queue(email);
        await audit(tx, { before, after: record.booking });
        return record;
      });
    },

    /** Clear a flagged payment's attention reason once staff dealt with the money (refused if none is set). */
    async staffResolvePayment(id: string, audit: StaffChangeHook): Promise<BookingRecord> {
      return write(async (tx) => {
        const before = await lockFound(tx, id);
        await apply(tx, before, "resolve_payment", { actor: "staff" });
        const { record, row } = await afterRow(tx, id);
        await audit(tx, { before, after: row });
        return record;
      });
    },
  };
}
