import { type LifecycleEvent } from "@ivdrips/contract/booking-state";
import { formatRm } from "@ivdrips/contract/money";
import { klDateOf, windowStartingAt, type TimeWindowKey } from "@ivdrips/contract/time-windows";
import { moveKeepsPrice } from "@ivdrips/contract/visit-day";
import type { Database, Executor } from "../../db/client";
import { inTransaction, isConstraintViolation } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { BookingOutcome, BookingTally } from "../../lib/booking-tally";
import type { Clock } from "../../lib/clock";
import type { BookingEmailView } from "../notifications/booking-email-view";
import { REMINDERS, supportNoticeEmail, type ReminderKind } from "../notifications/booking-emails";
import { staffText } from "../notifications/staff-email-texts";
import type { OutboxEmailInput } from "../notifications/outbox-email";
import { announce } from "../phone-messages/announce";
import type { CatalogueVersion } from "../catalogue/catalogue-version";
import type { ClinicalGate } from "../clinical/clinical.service";
import type { PackagePurchases } from "../packages/package-purchases.service";
import type { GiftCardsService } from "../gift-cards/gift-cards.service";
import { findProvider, type ProviderRow } from "../providers/providers.service";
import { bookingEventTypeOf } from "./booking-events";
import { recordBookingEvent } from "./booking-events.repository";
import { outcomeOf, transition, type TransitionContext } from "./booking-lifecycle";
import { toBookingEmailView } from "./booking-view";
import { bookingRecordOf } from "./booking-records";
import { feesOfCity } from "./city-fees.repository";
import {
  lockWindow,
  releaseLapsedHoldsInWindow,
  updateBooking,
  windowPlaces,
  type BookingChanges,
  type BookingRecord,
  type BookingRow,
} from "./bookings.repository";

export const BOOKING_NOT_FOUND = "Booking not found";
const WINDOW_CAPACITY_CONSTRAINT = "bookings_window_capacity";

export interface BookingsServiceDeps {
  db: Database;
  clock: Clock;
  holdMinutes: number;
  /** Unpaid holds one client network (an address, or an IPv6 /64) may have open at once. */
  holdsPerNetwork: number;
  /** Unpaid holds one IPv6 /48 may have open at once, over all its /64s. */
  holdsPerIpv6Site: number;
  /** Hours after payment when an undecided booking is chased (or 2 h before its window, if sooner). */
  clinicDecisionHours: number;
  publicUrl: string;
  supportEmail: string;
  /**
   * Called after a commit that queued email (and messages to phones with it), so the dispatchers can send
   * without waiting to poll.
   */
  onEmailQueued?: () => void;
  /** The catalogue's version in this process: a hold then reads its service and provider from memory. */
  catalogueVersion?: CatalogueVersion;
  /** Where bookings made, paid, cancelled and refunded are counted for /metrics, once committed. */
  tally?: BookingTally;
  /** The clinical gate and record of each booking (modules/clinical). */
  clinical: ClinicalGate;
  /** Package credits a booking may be paid with (modules/packages). */
  credits: Pick<PackagePurchases, "takeCredits" | "checkCredits">;
  /** Gift cards a booking may be paid with, and given back to (modules/gift-cards). */
  giftCards: Pick<GiftCardsService, "usableCardId" | "redeem" | "returnToCards">;
}

/** The reminder emails a booking is sent before its visit (a moved or cancelled booking's are withdrawn). */
export const REMINDER_KINDS = Object.keys(REMINDERS) as ReminderKind[];

export type Room = "free" | "full" | "closed";

/** The error for a window without a free place. */
export function roomRefusal(room: Exclude<Room, "free">): AppError {
  return room === "closed"
    ? new AppError("WINDOW_FULL", "windowClosed")
    : new AppError("WINDOW_FULL", "windowFull");
}

export type QueueEmail = (email: OutboxEmailInput) => Promise<void>;

/** What the bookings services share: transactions that queue email, the lifecycle applied to a row, rooms. */
export function createBookingContext(deps: BookingsServiceDeps) {
  const { db, clock } = deps;
  const links = { publicUrl: deps.publicUrl, supportEmail: deps.supportEmail };
  /** The outcomes `apply` found in each transaction attempt, counted only once that attempt has committed. */
  const outcomesOf = new WeakMap<Executor, BookingOutcome[]>();

  /**
   * Runs a transaction that may queue email, then nudges the dispatcher once it has committed, and counts what
   * its moves did (the tally). An attempt rolled back to be retried counts nothing; the one that commits does.
   */
  async function write<T>(work: (tx: Executor, queue: QueueEmail) => Promise<T>): Promise<T> {
    let queued = false;
    let outcomes: BookingOutcome[] = [];
    try {
      const result = await inTransaction(db, (tx) => {
        outcomes = [];
        outcomesOf.set(tx, outcomes);
        return work(tx, async (email) => {
          await announce(tx, { ...email, availableAt: clock() });
          queued = true;
        });
      });
      for (const outcome of outcomes) deps.tally?.count(outcome);
      if (queued) deps.onEmailQueued?.();
      return result;
    } catch (error) {
      if (isConstraintViolation(error, WINDOW_CAPACITY_CONSTRAINT)) {
        throw new AppError("WINDOW_FULL", "windowFull");
      }
      throw error;
    }
  }

  const recordOf = bookingRecordOf;

  /**
   * Gives the booking's gift cards what they are owed as it now stands: all they paid once its hold is let go
   * unpaid, what its refund gave them once refunded (booking-charges.ts). The ledger counts what went back
   * already, so this is safe after every move.
   */
  async function settleGiftCards(tx: Executor, booking: BookingRow): Promise<void> {
    if (booking.giftCardSen === 0) return;
    const releasedUnpaid = booking.paidAt === null && booking.status === "cancelled";
    const backSen = releasedUnpaid ? booking.giftCardSen : booking.giftCardRefundSen;
    if (backSen > 0) await deps.giftCards.returnToCards(tx, { bookingId: booking.id }, backSen);
  }

  /**
   * Moves a locked booking by the lifecycle's rules, writing what the transition decides plus `extra` (facts
   * only the caller knows: the payment's reference, the new window), and the live event it makes for the
   * clinic and the customer (read by modules/live-events), in the same transaction. Refused: an AppError with its message.
   * What the move counts as (paid, cancelled) is counted by `write` once `tx` commits.
   */
  async function apply(
    tx: Executor,
    booking: BookingRow,
    event: LifecycleEvent,
    context: Omit<TransitionContext, "now"> & { now?: Date },
    extra: BookingChanges = {},
  ) {
    const result = transition(booking, event, { ...context, now: context.now ?? clock() });
    if (!result.ok) throw new AppError(result.code, result.messageId, result.params);
    await updateBooking(tx, booking.id, { ...result.changes, ...extra });
    await settleGiftCards(tx, { ...booking, ...result.changes, ...extra });
    const eventType = bookingEventTypeOf(event, result);
    if (eventType) await recordBookingEvent(tx, booking.id, eventType);
    const outcome = outcomeOf(event, result);
    if (outcome) outcomesOf.get(tx)?.push(outcome);
    return result;
  }

  /**
   * Whether the provider's window has a free place on its date (after releasing holds that ran out), is full,
   * or is closed (capacity 0 by the clinic's week or a closure). Locks the window.
   */
  async function roomIn(tx: Executor, provider: ProviderRow, startsAt: Date, now: Date): Promise<Room> {
    const window = windowStartingAt(startsAt);
    if (!window) return "closed";
    await lockWindow(tx, provider.id, startsAt);
    await releaseLapsedHoldsInWindow(tx, provider.id, startsAt, now);
    const { holding, capacity } = await windowPlaces(tx, {
      providerId: provider.id,
      startsAt,
      date: window.date,
      timeSlot: window.window.timeSlot,
    });
    if (capacity <= 0) return "closed";
    return holding < capacity ? "free" : "full";
  }

  /** Takes the window's lock and refuses unless it has a free place: full and closed say which. */
  async function requireRoom(tx: Executor, provider: ProviderRow, startsAt: Date, now: Date): Promise<void> {
    const room = await roomIn(tx, provider, startsAt, now);
    if (room !== "free") throw roomRefusal(room);
  }

  /**
   * A paid booking moves only to a window priced as it was paid: a Night window or a visit on the day of the
   * move carries a surcharge (decision 046), and a move neither takes more money nor gives part of it back.
   */
  async function requireSamePrice(
    tx: Executor,
    booking: Pick<BookingRow, "city" | "nightSurchargeSen" | "sameDaySurchargeSen">,
    to: { date: string; windowKey: TimeWindowKey },
    now: Date,
  ): Promise<void> {
    const fees = await feesOfCity(tx, booking.city);
    if (!moveKeepsPrice(booking, { ...to, bookedOn: klDateOf(now) }, fees)) {
      throw new AppError("INVALID_TRANSITION", "rescheduleChangesPrice");
    }
  }

  /** Whether a released booking's own window has room again (locks the window, like a new hold). */
  async function windowHasRoom(tx: Executor, booking: BookingRow, now: Date): Promise<boolean> {
    const provider = await findProvider(tx, booking.providerId);
    return provider !== undefined && (await roomIn(tx, provider, booking.windowStartsAt, now)) === "free";
  }

  /** On-chain payments cannot be sent back by the server: support refunds them by hand. */
  async function queueManualRefund(record: BookingRecord, view: BookingEmailView, queue: QueueEmail) {
    const { booking } = record;
    if (booking.paymentProvider !== "crypto" || (booking.refundSen ?? 0) <= 0) return;
    await queue(
      supportNoticeEmail(
        view,
        {
          kind: "support_manual_refund",
          subject: staffText("manualRefundSubject"),
          lines: [staffText("manualRefundBody", { amount: formatRm(booking.refundSen ?? 0) })],
          payment: [booking.paymentMethod, booking.paymentReference].filter(Boolean).join(", "),
        },
        deps.supportEmail,
      ),
    );
  }

  const viewOf = (record: BookingRecord) => toBookingEmailView(record, links);
  const clinicAddress = (record: BookingRecord) => record.clinicEmail ?? deps.supportEmail;

  return {
    deps,
    db,
    clock,
    links,
    write,
    recordOf,
    apply,
    settleGiftCards,
    roomIn,
    requireRoom,
    requireSamePrice,
    windowHasRoom,
    queueManualRefund,
    viewOf,
    clinicAddress,
  };
}

export type BookingContext = ReturnType<typeof createBookingContext>;
