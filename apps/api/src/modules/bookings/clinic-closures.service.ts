import { stateOf } from "@ivdrips/contract/booking-state";
import type { ClosureDecision } from "@ivdrips/contract/clinic-calendar";
import { TIME_WINDOWS, windowBounds, type TimeSlot } from "@ivdrips/contract/time-windows";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { bookingRejectedEmail } from "../notifications/booking-emails";
import { type BookingContext } from "./booking-context";
import {
  holdingRecordsOn,
  lockBooking,
  lockWindow,
  releaseLapsedHoldsInWindow,
  type BookingRecord,
} from "./bookings.repository";

/** The windows a clinic's closure or date override touches on one KL date. */
export interface ClosureScope {
  providerIds: readonly string[];
  date: string;
  timeSlots: readonly TimeSlot[];
  /** Null: closed. Otherwise the capacity the windows take that day. */
  capacity: number | null;
}

export interface ClosureOutcome<T> {
  made: T;
  kept: number;
  rejected: number;
}

const windowKey = (record: BookingRecord) => `${record.booking.providerId}|${record.booking.timeSlot}`;

/**
 * The booking side of a clinic closing windows: which bookings it affects, and the clinic's choice for each
 * (keep it, or reject it with a full refund and an email). Never a silent cancellation: a closure that affects
 * a booking the clinic made no choice for is refused.
 */
export function createClinicClosures(context: BookingContext) {
  const { db, clock, write, recordOf, apply, queueManualRefund, viewOf } = context;

  /**
   * Bookings that hold a place in a window the closure shuts, or in a window whose new capacity is below what
   * it holds (then all of that window's, for the clinic to choose from). Windows that started are past changing.
   */
  async function affectedIn(tx: Executor, scope: ClosureScope, now: Date): Promise<BookingRecord[]> {
    const holding = await holdingRecordsOn(tx, scope.providerIds, scope.date, scope.timeSlots, now);
    const upcoming = holding.filter((record) => record.booking.windowStartsAt.getTime() > now.getTime());
    const { capacity } = scope;
    if (capacity === null) return upcoming;
    const counts = new Map<string, number>();
    for (const record of holding) counts.set(windowKey(record), (counts.get(windowKey(record)) ?? 0) + 1);
    return upcoming.filter((record) => (counts.get(windowKey(record)) ?? 0) > capacity);
  }

  return {
    /** The bookings a closure would affect now. */
    async closureAffects(scope: ClosureScope): Promise<BookingRecord[]> {
      return affectedIn(db, scope, clock());
    },

    /**
     * Makes a closure (`make`, in the same transaction) under the locks of every window it touches, so no hold
     * slips in between the check and the closure; then carries out the clinic's choice for each booking it
     * affects. Refused with CONFLICT while any affected booking has no choice.
     */
    async closeWindows<T>(
      scope: ClosureScope,
      decisions: ReadonlyMap<string, ClosureDecision>,
      make: (tx: Executor) => Promise<T>,
    ): Promise<ClosureOutcome<T>> {
      return write(async (tx, queue) => {
        const now = clock();
        // Rows before windows, as payments and reschedules lock them, so the two never wait on each other.
        for (const record of await affectedIn(tx, scope, now)) await lockBooking(tx, record.booking.id);
        const windows = TIME_WINDOWS.filter((window) => scope.timeSlots.includes(window.timeSlot));
        for (const providerId of [...scope.providerIds].sort()) {
          for (const window of windows) {
            const { startsAt } = windowBounds(scope.date, window);
            await lockWindow(tx, providerId, startsAt);
            await releaseLapsedHoldsInWindow(tx, providerId, startsAt, now);
          }
        }
        const affected = await affectedIn(tx, scope, now);
        if (affected.some((record) => !decisions.has(record.booking.id))) {
          throw new AppError("CONFLICT", "closureNeedsDecisions", { count: affected.length });
        }
        const made = await make(tx);
        let rejected = 0;
        for (const {
          booking: { id },
        } of affected) {
          if (decisions.get(id) !== "reject") continue;
          const booking = await lockBooking(tx, id);
          if (!booking) continue;
          const wasPaid = stateOf(booking) !== "held";
          await apply(tx, booking, "close_window", { actor: "clinic", now });
          rejected += 1;
          if (!wasPaid) continue;
          const record = await recordOf(tx, id);
          const view = viewOf(record);
          await queue(bookingRejectedEmail(view));
          await queueManualRefund(record, view, queue);
        }
        return { made, kept: affected.length - rejected, rejected };
      });
    },
  };
}
