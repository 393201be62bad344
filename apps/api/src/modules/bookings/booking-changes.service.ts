import { stateOf } from "@ivdrips/contract/booking-state";
import { type RescheduleRequestSchema } from "@ivdrips/contract/bookings";
import { findTimeWindow, isWindowBookable, windowBounds } from "@ivdrips/contract/time-windows";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  bookingCancelledEmail,
  bookingRescheduledEmail,
  clinicBookingCancelledEmail,
  clinicBookingRescheduledEmail,
} from "../notifications/booking-emails";
import { discardUnsentEmails } from "../notifications/outbox.service";
import { findProvider } from "../providers/providers.service";
import { REMINDER_KINDS, type BookingContext } from "./booking-context";
import { lockOwnBooking, ownBookingRecord } from "./booking-records";
import { bookingEventTypeOf } from "./booking-events";
import { transition } from "./booking-lifecycle";
import { updateBookingIfUnchanged, type BookingRecord } from "./bookings.repository";

export type ValidRescheduleRequest = z.output<typeof RescheduleRequestSchema>;

/** A customer changes their own booking: cancels it, lets its hold go, or moves it to another window. */
export function createBookingChanges(context: BookingContext) {
  const {
    db,
    clock,
    write,
    recordOf,
    apply,
    requireRoom,
    requireSamePrice,
    queueManualRefund,
    viewOf,
    clinicAddress,
  } = context;

  /**
   * Lets an unpaid hold go in two statements and no transaction, when that is all `event` does (no live event,
   * no email): the lifecycle decides on an unlocked read, and the write happens only if the booking is still as
   * read. Undefined: the caller takes the locked path (which also says why a move is refused).
   */
  async function releaseUnlocked(
    userId: string,
    id: string,
    event: "cancel" | "release",
  ): Promise<BookingRecord | undefined> {
    const record = await ownBookingRecord(db, userId, id);
    if (event === "release" && stateOf(record.booking) === "released") return record;
    // A gift card's part goes back in the same transaction (settleGiftCards): the locked path does that.
    if (record.booking.giftCardSen > 0) return undefined;
    const result = transition(record.booking, event, { actor: "customer", now: clock() });
    if (!result.ok || result.to !== "released" || bookingEventTypeOf(event, result)) return undefined;
    const booking = await updateBookingIfUnchanged(db, record.booking, result.changes);
    return booking && { ...record, booking };
  }

  return {
    /** The owner cancels before the visit starts: an unpaid hold is let go, a paid booking refunded per policy. */
    async cancelOwn(userId: string, id: string): Promise<BookingRecord> {
      const released = await releaseUnlocked(userId, id, "cancel");
      if (released) return released;
      return write(async (tx, queue) => {
        const booking = await lockOwnBooking(tx, userId, id);
        const result = await apply(tx, booking, "cancel", { actor: "customer" });
        if (result.to === "released") return recordOf(tx, id);
        await discardUnsentEmails(tx, id, REMINDER_KINDS);
        const record = await recordOf(tx, id);
        const view = viewOf(record);
        await queue(bookingCancelledEmail(view));
        await queue(clinicBookingCancelledEmail(view, clinicAddress(record)));
        await queueManualRefund(record, view, queue);
        return record;
      });
    },

    /**
     * The owner lets an unpaid hold go at once (Release, or coming back from the checkout without paying).
     * Idempotent: a hold already let go is returned as it is; a paid booking is refused (cancel it instead).
     */
    async releaseOwn(userId: string, id: string): Promise<BookingRecord> {
      const released = await releaseUnlocked(userId, id, "release");
      if (released) return released;
      return write(async (tx) => {
        const booking = await lockOwnBooking(tx, userId, id);
        if (stateOf(booking) !== "released") await apply(tx, booking, "release", { actor: "customer" });
        return recordOf(tx, id);
      });
    },

    /**
     * Moves a paid booking to another window of its provider, free up to 24 h before the current one. The
     * new window is checked for room under its lock like a new hold (the capacity trigger backs it), and the
     * clinic must approve the new time: approval goes back to pending and the clinic is told.
     */
    async reschedule(userId: string, id: string, request: ValidRescheduleRequest): Promise<BookingRecord> {
      const window = findTimeWindow(request.timeSlot);
      if (!window) throw new AppError("VALIDATION_ERROR", "unknownTimeSlot");
      const { startsAt, endsAt } = windowBounds(request.date, window);
      return write(async (tx, queue) => {
        const now = clock();
        const booking = await lockOwnBooking(tx, userId, id);
        // Refused before anything else is checked or locked, when the booking may not move at all.
        const move = { actor: "customer", now } as const;
        const allowed = transition(booking, "reschedule", move);
        if (!allowed.ok) throw new AppError(allowed.code, allowed.messageId, allowed.params);
        if (startsAt.getTime() === booking.windowStartsAt.getTime()) {
          throw new AppError("VALIDATION_ERROR", "alreadyAtThisTime");
        }
        if (!isWindowBookable(request.date, window, now)) {
          throw new AppError("WINDOW_UNAVAILABLE", "windowUnavailable");
        }
        const provider = await findProvider(tx, booking.providerId);
        if (!provider?.isActive) {
          throw new AppError("NO_PROVIDER", "clinicNotTakingTimes");
        }
        await requireSamePrice(tx, booking, { date: request.date, windowKey: window.key }, now);
        await requireRoom(tx, provider, startsAt, now);
        const previous = { windowStartsAt: booking.windowStartsAt, timeSlot: booking.timeSlot };
        await apply(tx, booking, "reschedule", move, {
          date: request.date,
          timeSlot: window.timeSlot,
          windowStartsAt: startsAt,
          windowEndsAt: endsAt,
          rescheduleCount: booking.rescheduleCount + 1,
        });
        // Reminders of the old window must not go out; the new window gets its own once approved.
        await discardUnsentEmails(tx, id, REMINDER_KINDS);
        const record = await recordOf(tx, id);
        const view = viewOf(record);
        await queue(bookingRescheduledEmail(view, previous, now));
        await queue(clinicBookingRescheduledEmail(view, previous, clinicAddress(record)));
        return record;
      });
    },
  };
}
