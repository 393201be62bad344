import { stateOf } from "@ivdrips/contract/booking-state";
import { inTransaction } from "../../db/transactions";
import {
  REMINDERS,
  bookingRejectedEmail,
  bookingReminderEmail,
  clinicDecisionReminderEmail,
  supportNoticeEmail,
  type ReminderKind,
} from "../notifications/booking-emails";
import { announce } from "../phone-messages/announce";
import { staffText } from "../notifications/staff-email-texts";
import { REMINDER_KINDS, type BookingContext } from "./booking-context";
import { DECISION_CHASE_HOURS_BEFORE, decisionDueAt } from "./booking-lifecycle";
import {
  completeEndedVisits,
  listApprovedVisitsStartingSoon,
  listUndecidedDue,
  lockBooking,
  listLetGoHoldsOwingGiftCards,
  releaseAllLapsedHolds,
  type BookingRecord,
} from "./bookings.repository";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reminder due for an approved visit at `now`, if any: the latest whose time has come, and only if the
 * visit was approved before that time (a reminder is never sent for a moment that had already passed).
 */
export function dueReminder(
  booking: { windowStartsAt: Date; decidedAt: Date | null },
  now: Date,
): ReminderKind | undefined {
  const startsAt = booking.windowStartsAt.getTime();
  if (booking.decidedAt === null || now.getTime() >= startsAt) return undefined;
  const due = REMINDER_KINDS.filter(
    (kind) => now.getTime() >= startsAt - REMINDERS[kind].hoursBefore * HOUR_MS,
  ).sort((a, b) => REMINDERS[a].hoursBefore - REMINDERS[b].hoursBefore)[0];
  if (!due) return undefined;
  return booking.decidedAt.getTime() <= startsAt - REMINDERS[due].hoursBefore * HOUR_MS ? due : undefined;
}

/**
 * Background work on bookings, safe in several processes at once: each step is one statement, or writes
 * under the row's lock and re-checks it, and every email has a dedupe key the outbox keeps unique.
 */
export function createBookingSweeps(context: BookingContext) {
  const { db, clock, write, recordOf, apply, queueManualRefund, viewOf, clinicAddress, deps } = context;

  /** Gives gift cards back what holds let go in bulk (their time ran out) had taken of them. */
  async function returnGiftCardsOfLetGoHolds(): Promise<number> {
    const owing = await listLetGoHoldsOwingGiftCards(db, 50);
    for (const { id } of owing) {
      await write(async (tx) => {
        const booking = await lockBooking(tx, id);
        if (booking) await context.settleGiftCards(tx, booking);
      });
    }
    return owing.length;
  }

  /**
   * Queues the reminders that have come due, on the channels the customer chose for reminders (none: nothing
   * goes); a second queueing of the same reminder is dropped.
   */
  async function queueDueReminders(): Promise<number> {
    const now = clock();
    const candidates = await listApprovedVisitsStartingSoon(db, now, 24 * HOUR_MS);
    let queued = 0;
    for (const record of candidates) {
      const kind = dueReminder(record.booking, now);
      if (!kind) continue;
      const email = bookingReminderEmail(viewOf(record), kind);
      const announced = await inTransaction(db, (tx) => announce(tx, { ...email, availableAt: now }));
      if (announced.email || announced.message) queued += 1;
    }
    if (queued > 0) deps.onEmailQueued?.();
    return queued;
  }

  /** Rejects a paid booking no clinic decided before its window started: full refund, customer told. */
  async function rejectUnanswered(record: BookingRecord): Promise<boolean> {
    return write(async (tx, queue) => {
      const booking = await lockBooking(tx, record.booking.id);
      // Another sweeper, or a last-minute decision, may have got there first.
      if (!booking || stateOf(booking) !== "awaiting_clinic") return false;
      await apply(tx, booking, "reject_unanswered", { actor: "system" });
      const rejected = await recordOf(tx, booking.id);
      const view = viewOf(rejected);
      await queue(bookingRejectedEmail(view));
      await queueManualRefund(rejected, view, queue);
      return true;
    });
  }

  /**
   * Chases paid bookings the clinic has not decided: a reminder to the clinic and an alert to support once
   * each when the decision is due (`decisionDueAt`), and a rejection with a full refund once the window
   * has started.
   */
  async function chaseUndecided(): Promise<{ chased: number; rejected: number }> {
    const now = clock();
    const hours = deps.clinicDecisionHours;
    let chased = 0;
    let rejected = 0;
    for (const record of await listUndecidedDue(db, now, hours, DECISION_CHASE_HOURS_BEFORE)) {
      const { booking } = record;
      if (now.getTime() >= booking.windowStartsAt.getTime()) {
        if (await rejectUnanswered(record)) rejected += 1;
        continue;
      }
      if (now.getTime() < decisionDueAt(booking, hours).getTime()) continue;
      const view = viewOf(record);
      const reminder = clinicDecisionReminderEmail(view, clinicAddress(record));
      const alert = supportNoticeEmail(
        view,
        {
          kind: "support_decision_overdue",
          subject: staffText("decisionOverdueSubject"),
          lines: [
            staffText("decisionOverdueBody", { clinic: record.clinicName }),
            staffText("decisionOverdueCall"),
          ],
          payment: [booking.paymentMethod, booking.paymentProvider, booking.paymentReference]
            .filter(Boolean)
            .join(", "),
        },
        deps.supportEmail,
      );
      const fresh = await inTransaction(db, async (tx) => {
        const first = await announce(tx, { ...reminder, availableAt: now });
        const second = await announce(tx, { ...alert, availableAt: now });
        return first.email || second.email;
      });
      if (fresh) chased += 1;
    }
    if (chased > 0) deps.onEmailQueued?.();
    return { chased, rejected };
  }

  return {
    queueDueReminders,
    chaseUndecided,

    returnGiftCardsOfLetGoHolds,

    /**
     * Releases lapsed holds, completes ended visits, sends due reminders, and chases (or rejects) bookings the
     * clinic has not decided.
     */
    async sweep(): Promise<{
      released: number;
      completed: number;
      reminded: number;
      chased: number;
      rejected: number;
    }> {
      const now = clock();
      // Each its own short transaction, re-run if it deadlocks with a booking releasing the same lapsed holds.
      const released = await inTransaction(db, (tx) => releaseAllLapsedHolds(tx, now));
      await returnGiftCardsOfLetGoHolds();
      const completed = await inTransaction(db, (tx) => completeEndedVisits(tx, now));
      const reminded = await queueDueReminders();
      const { chased, rejected } = await chaseUndecided();
      return { released: released.length, completed: completed.length, reminded, chased, rejected };
    },
  };
}
