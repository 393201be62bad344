import { randomInt } from "node:crypto";
import {
  RESCHEDULE_TOO_LATE_MESSAGE,
  WINDOW_FULL_MESSAGE,
  WINDOW_UNAVAILABLE_MESSAGE,
  canReschedule,
  cancellationRefund,
  noProvidersMessage,
  type Booking,
  type BookingDecision,
  type BookingRequestSchema,
  type PaymentProviderName,
  type RescheduleRequestSchema,
} from "@ivdrips/contract/bookings";
import { formatRm, rmToSen } from "@ivdrips/contract/money";
import { findTimeWindow, isWindowBookable, windowBounds } from "@ivdrips/contract/time-windows";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { inTransaction, isConstraintViolation } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { findActiveService } from "../catalogue/catalogue.repository";
import {
  bookingApprovedEmail,
  bookingCancelledEmail,
  bookingReceivedEmail,
  bookingRejectedEmail,
  escapeHtml,
  bookingReminderEmail,
  bookingRescheduledEmail,
  clinicBookingCancelledEmail,
  clinicBookingRescheduledEmail,
  REMINDERS,
  type ReminderKind,
  clinicNewBookingEmail,
  paymentNeedsAttentionEmail,
  supportNoticeEmail,
  type BookingEmailView,
} from "../notifications/booking-emails";
import {
  discardUnsentEmails,
  enqueueEmail,
  eraseFromOutbox,
  type OutboxEmailInput,
} from "../notifications/outbox.repository";
import { findProviderById, listActiveProviders, type ProviderRow } from "../providers/providers.repository";
import { isUuid } from "../providers/providers.repository";
import { toBooking, toBookingEmailView } from "./booking-view";
import {
  completeEndedVisits,
  countHolding,
  countOpenHoldsOfUser,
  findBookingRecord,
  findBookingRecordBySession,
  insertBooking,
  listApprovedVisitsStartingSoon,
  listBookingRecordsOfUser,
  listRefundsDue,
  listPaidBookingRecordsOfClinic,
  lockBooking,
  lockBookingsOfUser,
  lockWindow,
  releaseAllLapsedHolds,
  releaseLapsedHoldsInWindow,
  updateBooking,
  type BookingRecord,
  type BookingRow,
} from "./bookings.repository";

export type ValidBookingRequest = z.output<typeof BookingRequestSchema>;
export type ValidRescheduleRequest = z.output<typeof RescheduleRequestSchema>;

/** A customer may hold this many unpaid windows at once, so nobody can hold a day's windows hostage. */
export const MAX_OPEN_HOLDS = 3;

const BOOKING_NOT_FOUND = "Booking not found";
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const WINDOW_CAPACITY_CONSTRAINT = "bookings_window_capacity";

const HOUR_MS = 60 * 60 * 1000;

/** What stays on a deleted customer's bookings, which are kept for accounting. */
export const ERASED_CUSTOMER = {
  customerName: "Deleted customer",
  customerEmail: "",
  customerPhone: "",
  customerAddress: "",
};
const REMINDER_KINDS = Object.keys(REMINDERS) as ReminderKind[];

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

const RELEASE_REASONS = {
  expired: "hold_expired",
  abandoned: "customer",
  payment_failed: "payment_failed",
} as const;

/** How a booking was paid for. */
export interface PaymentRecord {
  /** As the customer chose it: card, applepay, googlepay, usdt, usdc. */
  method: string;
  provider: PaymentProviderName;
  /** What a refund goes against: a PaymentIntent id, a sandbox payment id, a transaction hash. */
  reference?: string;
  sessionId?: string;
  /** What the provider says it charged, in sen; checked against the booking's total. */
  amountSen?: number;
  /** Runs in the same transaction before the booking changes (e.g. records a transaction hash once). */
  record?: (tx: Executor, booking: BookingRow) => Promise<void>;
}

export interface MarkPaidResult {
  booking: Booking;
  changed: boolean;
  outcome: "confirmed" | "already_paid" | "needs_attention";
}

function paymentLine(payment: PaymentRecord): string {
  return [payment.method, payment.provider, payment.reference].filter(Boolean).join(", ");
}

function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `IVD-${code}`;
}

export interface BookingsServiceDeps {
  db: Database;
  clock: Clock;
  holdMinutes: number;
  publicUrl: string;
  supportEmail: string;
  /** Called after a commit that queued email, so the dispatcher can send it without waiting to poll. */
  onEmailQueued?: () => void;
}

export function createBookingsService(deps: BookingsServiceDeps) {
  const { db, clock } = deps;
  const links = { publicUrl: deps.publicUrl, supportEmail: deps.supportEmail };

  /** Runs a transaction that may queue email, then nudges the dispatcher once it has committed. */
  async function write<T>(
    work: (tx: Executor, queue: (email: OutboxEmailInput) => Promise<void>) => Promise<T>,
  ) {
    let queued = false;
    try {
      const result = await inTransaction(db, (tx) =>
        work(tx, async (email) => {
          await enqueueEmail(tx, { ...email, availableAt: clock() });
          queued = true;
        }),
      );
      if (queued) deps.onEmailQueued?.();
      return result;
    } catch (error) {
      if (isConstraintViolation(error, WINDOW_CAPACITY_CONSTRAINT)) {
        throw new AppError("WINDOW_FULL", WINDOW_FULL_MESSAGE);
      }
      throw error;
    }
  }

  /** The catalogue price of a request, refusing a client total that disagrees with it. */
  async function priced(tx: Executor, request: ValidBookingRequest) {
    const service = await findActiveService(tx, request.serviceId);
    if (!service) throw new AppError("NOT_FOUND", "Service not found");
    const totalSen = service.priceSen * request.quantity;
    if (rmToSen(request.totalAmount) !== totalSen) {
      throw new AppError(
        "AMOUNT_MISMATCH",
        `The total does not match the price: ${request.quantity} × ${formatRm(service.priceSen)} is ${formatRm(totalSen)}.`,
      );
    }
    return { service, totalSen };
  }

  async function recordOf(tx: Executor, id: string): Promise<BookingRecord> {
    const record = await findBookingRecord(tx, id);
    if (!record) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
    return record;
  }

  /** Whether the provider's window has a free place, after releasing holds that ran out. Locks the window. */
  async function hasRoom(tx: Executor, provider: ProviderRow, startsAt: Date, now: Date): Promise<boolean> {
    await lockWindow(tx, provider.id, startsAt);
    await releaseLapsedHoldsInWindow(tx, provider.id, startsAt, now);
    return (await countHolding(tx, provider.id, startsAt)) < provider.capacityPerWindow;
  }

  /** On-chain payments cannot be sent back by the server: support refunds them by hand. */
  async function queueManualRefund(
    record: BookingRecord,
    view: BookingEmailView,
    queue: (email: OutboxEmailInput) => Promise<void>,
  ): Promise<void> {
    const { booking } = record;
    if (booking.paymentProvider !== "crypto" || (booking.refundSen ?? 0) <= 0) return;
    await queue(
      supportNoticeEmail(
        view,
        {
          kind: "support_manual_refund",
          subject: "A crypto refund to send by hand",
          lines: [
            `Please refund ${formatRm(booking.refundSen ?? 0)} to the customer's wallet (the sender of the ` +
              "transaction below), in the token they paid with, within 5-7 business days.",
          ],
          payment: [booking.paymentMethod, booking.paymentReference].filter(Boolean).join(", "),
        },
        deps.supportEmail,
      ),
    );
  }

  /**
   * The customer's cancellation under the Refund Policy: an unpaid hold is simply let go (undefined); a paid
   * booking is refunded in full up to 24 h before its window and at 50% later. Returns the refund in sen.
   */
  async function cancelByCustomer(tx: Executor, booking: BookingRow, now: Date): Promise<number | undefined> {
    const common = {
      status: "cancelled",
      cancellationReason: "customer",
      cancelledAt: now,
      holdExpiresAt: null,
      updatedAt: now,
    } as const;
    if (booking.paidAt === null) {
      await updateBooking(tx, booking.id, { ...common, paymentStatus: "cancelled" });
      return undefined;
    }
    const { refundSen, feeSen } = cancellationRefund(booking.totalSen, booking.windowStartsAt, now);
    await updateBooking(tx, booking.id, {
      ...common,
      refundSen,
      cancellationFeeSen: feeSen,
      refundStatus: refundSen > 0 ? "pending" : null,
    });
    return refundSen;
  }

  /** Whether a released booking's own window has room again (locks the window, like a new hold). */
  async function windowHasRoom(tx: Executor, booking: BookingRow, now: Date): Promise<boolean> {
    const provider = await findProviderById(tx, booking.providerId);
    return provider !== undefined && (await hasRoom(tx, provider, booking.windowStartsAt, now));
  }

  async function chooseProvider(
    tx: Executor,
    request: ValidBookingRequest,
    startsAt: Date,
    now: Date,
  ): Promise<{ provider: ProviderRow; city: string }> {
    const city = request.location.city;
    const servesCity = (provider: ProviderRow) =>
      provider.locations.find((served) => served.toLowerCase() === city.toLowerCase());

    if (request.providerId) {
      const provider = isUuid(request.providerId)
        ? await findProviderById(tx, request.providerId)
        : undefined;
      if (!provider?.isActive) throw new AppError("NOT_FOUND", "Provider not found");
      const served = servesCity(provider);
      if (!served) throw new AppError("NO_PROVIDER", noProvidersMessage(city));
      if (!(await hasRoom(tx, provider, startsAt, now)))
        throw new AppError("WINDOW_FULL", WINDOW_FULL_MESSAGE);
      return { provider, city: served };
    }

    const candidates = await listActiveProviders(tx, city);
    if (candidates.length === 0) throw new AppError("NO_PROVIDER", noProvidersMessage(city));
    // Always in the same order, so two transactions never wait on each other's window locks in a cycle.
    for (const provider of candidates) {
      if (await hasRoom(tx, provider, startsAt, now)) return { provider, city: servesCity(provider) ?? city };
    }
    throw new AppError("WINDOW_FULL", WINDOW_FULL_MESSAGE);
  }

  /**
   * Queues the reminders that have come due. The outbox's unique key (kind, booking, window version) makes
   * this safe in several processes at once: a second queueing of the same reminder is dropped.
   */
  async function queueDueReminders(): Promise<number> {
    const now = clock();
    const candidates = await listApprovedVisitsStartingSoon(db, now, 24 * HOUR_MS);
    let queued = 0;
    for (const record of candidates) {
      const kind = dueReminder(record.booking, now);
      if (!kind) continue;
      const email = bookingReminderEmail(toBookingEmailView(record, links), kind);
      if (await enqueueEmail(db, { ...email, availableAt: now })) queued += 1;
    }
    if (queued > 0) deps.onEmailQueued?.();
    return queued;
  }

  return {
    /** A pending booking that holds its window for `holdMinutes` while the customer pays. */
    async create(userId: string, request: ValidBookingRequest): Promise<Booking> {
      const window = findTimeWindow(request.timeSlot);
      if (!window) throw new AppError("VALIDATION_ERROR", "Unknown time slot");
      const { startsAt, endsAt } = windowBounds(request.date, window);

      return write(async (tx) => {
        const now = clock();
        if (!isWindowBookable(request.date, window, now)) {
          throw new AppError("WINDOW_UNAVAILABLE", WINDOW_UNAVAILABLE_MESSAGE);
        }
        const { service, totalSen } = await priced(tx, request);
        if ((await countOpenHoldsOfUser(tx, userId, now)) >= MAX_OPEN_HOLDS) {
          throw new AppError(
            "TOO_MANY_HOLDS",
            `You already have ${MAX_OPEN_HOLDS} bookings waiting for payment. Please pay for or cancel one first.`,
          );
        }
        const { provider, city } = await chooseProvider(tx, request, startsAt, now);

        let row: BookingRow | undefined;
        while (!row) {
          row = await insertBooking(tx, {
            reference: newReference(),
            userId,
            serviceId: service.id,
            providerId: provider.id,
            date: request.date,
            timeSlot: window.timeSlot,
            windowStartsAt: startsAt,
            windowEndsAt: endsAt,
            country: request.location.country,
            city,
            customerName: request.customerInfo.name,
            customerEmail: request.customerInfo.email,
            customerPhone: request.customerInfo.phone,
            customerAddress: request.customerInfo.address,
            quantity: request.quantity,
            unitPriceSen: service.priceSen,
            totalSen,
            currency: "MYR",
            holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
            createdAt: now,
            updatedAt: now,
          });
        }
        return toBooking(await recordOf(tx, row.id));
      });
    },

    /** What a request would cost, in sen, checked as `create` checks it (for payments verified first). */
    async quote(request: ValidBookingRequest): Promise<number> {
      return (await priced(db, request)).totalSen;
    },

    /** Any booking with its owner, for the payment flows (which check ownership themselves). */
    async findWithOwner(id: string): Promise<{ booking: Booking; userId: string } | undefined> {
      const record = isUuid(id) ? await findBookingRecord(db, id) : undefined;
      return record && { booking: toBooking(record), userId: record.booking.userId };
    },

    async listOwn(userId: string): Promise<Booking[]> {
      return (await listBookingRecordsOfUser(db, userId)).map(toBooking);
    },

    async getOwn(userId: string, id: string): Promise<Booking> {
      const record = isUuid(id) ? await findBookingRecord(db, id) : undefined;
      if (record?.booking.userId !== userId) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
      return toBooking(record);
    },

    async getOwnBySession(userId: string, sessionId: string): Promise<Booking> {
      const record = await findBookingRecordBySession(db, sessionId);
      if (record?.booking.userId !== userId) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
      return toBooking(record);
    },

    /** The owner cancels while pending or confirmed and before the visit starts; refunds per the policy. */
    async cancelOwn(userId: string, id: string): Promise<Booking> {
      if (!isUuid(id)) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
      return write(async (tx, queue) => {
        const now = clock();
        const booking = await lockBooking(tx, id);
        if (booking?.userId !== userId) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
        if (booking.status === "cancelled") {
          throw new AppError("INVALID_TRANSITION", "Booking has already been cancelled");
        }
        if (booking.status === "completed") {
          throw new AppError("INVALID_TRANSITION", "A completed booking cannot be cancelled");
        }
        if (now.getTime() >= booking.windowStartsAt.getTime()) {
          throw new AppError(
            "INVALID_TRANSITION",
            "This visit has already started and can no longer be cancelled",
          );
        }
        if ((await cancelByCustomer(tx, booking, now)) === undefined)
          return toBooking(await recordOf(tx, id));
        await discardUnsentEmails(tx, id, REMINDER_KINDS);
        const record = await recordOf(tx, id);
        const view = toBookingEmailView(record, links);
        await queue(bookingCancelledEmail(view));
        await queue(clinicBookingCancelledEmail(view, record.clinicEmail ?? deps.supportEmail));
        await queueManualRefund(record, view, queue);
        return toBooking(record);
      });
    },

    /**
     * Moves a paid booking to another window of its provider, free up to 24 h before the current one. The
     * new window is checked for room under its lock like a new hold (the capacity trigger backs it), and the
     * clinic must approve the new time: approval goes back to pending and the clinic is told.
     */
    async reschedule(userId: string, id: string, request: ValidRescheduleRequest): Promise<Booking> {
      if (!isUuid(id)) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
      const window = findTimeWindow(request.timeSlot);
      if (!window) throw new AppError("VALIDATION_ERROR", "Unknown time slot");
      const { startsAt, endsAt } = windowBounds(request.date, window);
      return write(async (tx, queue) => {
        const now = clock();
        const booking = await lockBooking(tx, id);
        if (booking?.userId !== userId) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
        if (booking.status !== "confirmed") {
          throw new AppError(
            "INVALID_TRANSITION",
            booking.status === "pending"
              ? "Please complete the payment before rescheduling this booking"
              : `A ${booking.status} booking cannot be rescheduled`,
          );
        }
        if (!canReschedule(booking.windowStartsAt, now)) {
          throw new AppError("INVALID_TRANSITION", RESCHEDULE_TOO_LATE_MESSAGE);
        }
        if (startsAt.getTime() === booking.windowStartsAt.getTime()) {
          throw new AppError(
            "VALIDATION_ERROR",
            "The booking is already at this time. Please choose another.",
          );
        }
        if (!isWindowBookable(request.date, window, now)) {
          throw new AppError("WINDOW_UNAVAILABLE", WINDOW_UNAVAILABLE_MESSAGE);
        }
        const provider = await findProviderById(tx, booking.providerId);
        if (!provider?.isActive) {
          throw new AppError(
            "NO_PROVIDER",
            "The clinic of this booking is not taking new times. Please contact support to change it.",
          );
        }
        if (!(await hasRoom(tx, provider, startsAt, now)))
          throw new AppError("WINDOW_FULL", WINDOW_FULL_MESSAGE);

        const previous = { windowStartsAt: booking.windowStartsAt, timeSlot: booking.timeSlot };
        await updateBooking(tx, id, {
          date: request.date,
          timeSlot: window.timeSlot,
          windowStartsAt: startsAt,
          windowEndsAt: endsAt,
          clinicApprovalStatus: "pending",
          decidedAt: null,
          rescheduleCount: booking.rescheduleCount + 1,
          updatedAt: now,
        });
        // Reminders of the old window must not go out; the new window gets its own once approved.
        await discardUnsentEmails(tx, id, REMINDER_KINDS);
        const record = await recordOf(tx, id);
        const view = toBookingEmailView(record, links);
        await queue(bookingRescheduledEmail(view, previous));
        await queue(clinicBookingRescheduledEmail(view, previous, record.clinicEmail ?? deps.supportEmail));
        return toBooking(record);
      });
    },

    queueDueReminders,

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
        const upcoming = all.filter(
          (booking) =>
            (booking.status === "pending" || booking.status === "confirmed") &&
            booking.windowStartsAt.getTime() > now.getTime(),
        );
        const cancelled: { reference: string; refundSen: number }[] = [];
        for (const booking of upcoming) {
          const refundSen = await cancelByCustomer(tx, booking, now);
          if (refundSen === undefined) continue;
          cancelled.push({ reference: booking.reference, refundSen });
        }

        for (const booking of all)
          await updateBooking(tx, booking.id, { ...ERASED_CUSTOMER, updatedAt: now });
        await eraseFromOutbox(
          tx,
          {
            bookingIds: all.map((booking) => booking.id),
            customerEmails: [customer.email, ...all.map((booking) => booking.customerEmail)],
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
          },
          escapeHtml,
        );

        for (const booking of upcoming.filter((row) => row.paidAt !== null)) {
          const record = await recordOf(tx, booking.id);
          const view = toBookingEmailView(record, links);
          await queue(clinicBookingCancelledEmail(view, record.clinicEmail ?? deps.supportEmail));
          await queueManualRefund(record, view, queue);
        }
        await alsoErase(tx);
        return cancelled;
      });
    },

    async listForClinic(clinicId: string): Promise<Booking[]> {
      return (await listPaidBookingRecordsOfClinic(db, clinicId)).map(toBooking);
    },

    /** Approve or reject, once: the row lock makes the second of two concurrent decisions see the first. */
    async decide(clinicId: string, id: string, decision: BookingDecision["status"]): Promise<Booking> {
      if (!isUuid(id)) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
      return write(async (tx, queue) => {
        const now = clock();
        const booking = await lockBooking(tx, id);
        const owner = booking && (await findBookingRecord(tx, id));
        if (!booking || owner?.clinicId !== clinicId || booking.paidAt === null) {
          throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
        }
        if (booking.clinicApprovalStatus !== "pending") {
          throw new AppError("ALREADY_DECIDED", `Booking has already been ${booking.clinicApprovalStatus}`);
        }
        if (booking.status !== "confirmed") {
          throw new AppError(
            "INVALID_TRANSITION",
            `This booking is ${booking.status} and can no longer be approved or rejected`,
          );
        }
        await updateBooking(
          tx,
          id,
          decision === "approved"
            ? { clinicApprovalStatus: "approved", decidedAt: now, updatedAt: now }
            : {
                clinicApprovalStatus: "rejected",
                decidedAt: now,
                status: "cancelled",
                cancellationReason: "clinic_rejected",
                cancelledAt: now,
                refundSen: booking.totalSen,
                cancellationFeeSen: 0,
                refundStatus: "pending",
                updatedAt: now,
              },
        );
        const record = await recordOf(tx, id);
        const view = toBookingEmailView(record, links);
        await queue(decision === "approved" ? bookingApprovedEmail(view) : bookingRejectedEmail(view));
        if (decision === "rejected") await queueManualRefund(record, view, queue);
        return toBooking(record);
      });
    },

    /**
     * Records the payment of a booking. A held booking becomes confirmed and reaches the clinic. Money that
     * arrives after the hold was released takes the window back only if it still has room (never past
     * capacity); otherwise the booking stays cancelled, the payment is recorded on it, and it is flagged
     * for support, who are told. Idempotent: a booking already paid is returned unchanged, nothing queued.
     */
    async markPaid(id: string, payment: PaymentRecord): Promise<MarkPaidResult> {
      return write(async (tx, queue) => {
        const now = clock();
        const booking = await lockBooking(tx, id);
        if (!booking) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
        if (booking.paidAt !== null) {
          return { booking: toBooking(await recordOf(tx, id)), changed: false, outcome: "already_paid" };
        }
        if (booking.status !== "pending" && booking.status !== "cancelled") {
          throw new AppError(
            "INVALID_TRANSITION",
            `Booking ${booking.reference} is ${booking.status} and cannot be marked paid`,
          );
        }
        await payment.record?.(tx, booking);

        const paid = {
          paymentStatus: "paid",
          paidAt: now,
          holdExpiresAt: null,
          paymentMethod: payment.method,
          paymentProvider: payment.provider,
          paymentReference: payment.reference ?? null,
          ...(payment.sessionId ? { paymentSessionId: payment.sessionId } : {}),
          updatedAt: now,
        } as const;
        const amountMatches = payment.amountSen === undefined || payment.amountSen === booking.totalSen;
        const keepsPlace =
          amountMatches &&
          (booking.status === "pending" ||
            (booking.cancellationReason === "hold_expired" &&
              booking.windowStartsAt.getTime() > now.getTime() &&
              (await windowHasRoom(tx, booking, now))));

        if (keepsPlace) {
          await updateBooking(tx, id, {
            ...paid,
            status: "confirmed",
            cancellationReason: null,
            cancelledAt: null,
          });
          const record = await recordOf(tx, id);
          const view = toBookingEmailView(record, links);
          await queue(bookingReceivedEmail(view));
          await queue(clinicNewBookingEmail(view, record.clinicEmail ?? deps.supportEmail));
          return { booking: toBooking(record), changed: true, outcome: "confirmed" };
        }

        const reason = amountMatches ? "paid_after_release" : "amount_mismatch";
        await updateBooking(tx, id, {
          ...paid,
          status: "cancelled",
          cancellationReason: booking.cancellationReason ?? "hold_expired",
          cancelledAt: booking.cancelledAt ?? now,
          attentionReason: reason,
        });
        const record = await recordOf(tx, id);
        const view = toBookingEmailView(record, links);
        await queue(paymentNeedsAttentionEmail(view));
        await queue(
          supportNoticeEmail(
            view,
            {
              kind: "support_payment_attention",
              subject:
                reason === "amount_mismatch"
                  ? "A payment does not match its booking's total"
                  : "A payment arrived after its hold was released",
              lines: [
                reason === "amount_mismatch"
                  ? `The provider reports ${payment.amountSen === undefined ? "an unknown amount" : formatRm(payment.amountSen)} ` +
                    `against a total of ${formatRm(booking.totalSen)}. The booking was not confirmed.`
                  : "The time window was no longer held, so the booking was not confirmed.",
                "Please contact the customer to book another time or refund the payment in full.",
              ],
              payment: paymentLine(payment),
            },
            deps.supportEmail,
          ),
        );
        return { booking: toBooking(record), changed: true, outcome: "needs_attention" };
      });
    },

    /** Gives up an unpaid hold (checkout cancelled or expired). Idempotent; a paid booking is left alone. */
    async releaseHold(id: string, reason: "expired" | "abandoned" | "payment_failed"): Promise<Booking> {
      return write(async (tx) => {
        const now = clock();
        const booking = await lockBooking(tx, id);
        if (!booking) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
        if (booking.status === "pending" && booking.paidAt === null) {
          await updateBooking(tx, id, {
            status: "cancelled",
            paymentStatus: reason === "expired" ? "expired" : "cancelled",
            cancellationReason: RELEASE_REASONS[reason],
            cancelledAt: now,
            holdExpiresAt: null,
            updatedAt: now,
          });
        }
        return toBooking(await recordOf(tx, id));
      });
    },

    /** Links a hosted checkout session to an unpaid booking, so it can be found by the session id. */
    async attachPaymentSession(id: string, sessionId: string, method: string): Promise<void> {
      const updated = await updateBooking(db, id, {
        paymentSessionId: sessionId,
        paymentMethod: method,
        updatedAt: clock(),
      });
      if (!updated) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
    },

    /** Refunds owed on bookings paid through `provider`, oldest cancellation first. */
    listRefundsDue(provider: PaymentProviderName, limit = 20) {
      return listRefundsDue(db, provider, limit);
    },

    /** Records what the provider did with a refund; only a refund still pending changes. */
    async recordRefund(
      id: string,
      result: { status: "succeeded" | "pending" | "failed"; refundReference: string },
    ): Promise<void> {
      if (result.status === "pending") {
        await updateBooking(db, id, { refundReference: result.refundReference, updatedAt: clock() });
        return;
      }
      await inTransaction(db, async (tx) => {
        const booking = await lockBooking(tx, id);
        if (booking?.refundStatus !== "pending") return;
        const whole = (booking.refundSen ?? 0) >= booking.totalSen;
        await updateBooking(tx, id, {
          refundStatus: result.status,
          refundReference: result.refundReference,
          ...(result.status === "succeeded"
            ? { paymentStatus: whole ? "refunded" : "partially_refunded" }
            : {}),
          updatedAt: clock(),
        });
      });
    },

    /** Releases lapsed holds and completes ended visits; safe to run from several processes at once. */
    async sweep(): Promise<{ released: number; completed: number; reminded: number }> {
      const now = clock();
      // Each its own short transaction, re-run if it deadlocks with a booking releasing the same lapsed holds.
      const released = await inTransaction(db, (tx) => releaseAllLapsedHolds(tx, now));
      const completed = await inTransaction(db, (tx) => completeEndedVisits(tx, now));
      const reminded = await queueDueReminders();
      return { released: released.length, completed: completed.length, reminded };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
