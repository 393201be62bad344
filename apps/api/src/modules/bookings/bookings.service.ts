import { randomInt } from "node:crypto";
import {
  WINDOW_FULL_MESSAGE,
  WINDOW_UNAVAILABLE_MESSAGE,
  cancellationRefund,
  noProvidersMessage,
  type Booking,
  type BookingDecision,
  type BookingRequestSchema,
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
  clinicBookingCancelledEmail,
  clinicNewBookingEmail,
} from "../notifications/booking-emails";
import { enqueueEmail, type OutboxEmailInput } from "../notifications/outbox.repository";
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
  listBookingRecordsOfUser,
  listPaidBookingRecordsOfClinic,
  lockBooking,
  lockWindow,
  releaseAllLapsedHolds,
  releaseLapsedHoldsInWindow,
  updateBooking,
  type BookingRecord,
  type BookingRow,
} from "./bookings.repository";

export type ValidBookingRequest = z.output<typeof BookingRequestSchema>;

/** A customer may hold this many unpaid windows at once, so nobody can hold a day's windows hostage. */
export const MAX_OPEN_HOLDS = 3;

const BOOKING_NOT_FOUND = "Booking not found";
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const WINDOW_CAPACITY_CONSTRAINT = "bookings_window_capacity";

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
        const service = await findActiveService(tx, request.serviceId);
        if (!service) throw new AppError("NOT_FOUND", "Service not found");
        const totalSen = service.priceSen * request.quantity;
        if (rmToSen(request.totalAmount) !== totalSen) {
          throw new AppError(
            "AMOUNT_MISMATCH",
            `The total does not match the price: ${request.quantity} × ${formatRm(service.priceSen)} is ${formatRm(totalSen)}.`,
          );
        }
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
        const common = {
          status: "cancelled",
          cancellationReason: "customer",
          cancelledAt: now,
          holdExpiresAt: null,
          updatedAt: now,
        } as const;
        if (booking.paidAt === null) {
          await updateBooking(tx, id, { ...common, paymentStatus: "cancelled" });
          return toBooking(await recordOf(tx, id));
        }
        const { refundSen, feeSen } = cancellationRefund(booking.totalSen, booking.windowStartsAt, now);
        await updateBooking(tx, id, {
          ...common,
          refundSen,
          cancellationFeeSen: feeSen,
          refundStatus: refundSen > 0 ? "pending" : null,
        });
        const record = await recordOf(tx, id);
        const view = toBookingEmailView(record, links);
        await queue(bookingCancelledEmail(view));
        await queue(clinicBookingCancelledEmail(view, record.clinicEmail ?? deps.supportEmail));
        return toBooking(record);
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
        return toBooking(record);
      });
    },

    /**
     * Records the payment of a held booking: it becomes confirmed and reaches the clinic. Idempotent: a
     * booking already paid is returned unchanged and no email is queued again.
     */
    async markPaid(
      id: string,
      payment: { method: string; sessionId?: string },
    ): Promise<{ booking: Booking; changed: boolean }> {
      return write(async (tx, queue) => {
        const now = clock();
        const booking = await lockBooking(tx, id);
        if (!booking) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
        if (booking.paidAt !== null) return { booking: toBooking(await recordOf(tx, id)), changed: false };
        if (booking.status !== "pending") {
          throw new AppError(
            "INVALID_TRANSITION",
            `Booking ${booking.reference} is ${booking.status} and cannot be marked paid`,
          );
        }
        await updateBooking(tx, id, {
          status: "confirmed",
          paymentStatus: "paid",
          paidAt: now,
          holdExpiresAt: null,
          paymentMethod: payment.method,
          ...(payment.sessionId ? { paymentSessionId: payment.sessionId } : {}),
          updatedAt: now,
        });
        const record = await recordOf(tx, id);
        const view = toBookingEmailView(record, links);
        await queue(bookingReceivedEmail(view));
        await queue(clinicNewBookingEmail(view, record.clinicEmail ?? deps.supportEmail));
        return { booking: toBooking(record), changed: true };
      });
    },

    /** Gives up an unpaid hold (checkout cancelled or expired). Idempotent; a paid booking is left alone. */
    async releaseHold(id: string, reason: "expired" | "abandoned"): Promise<Booking> {
      return write(async (tx) => {
        const now = clock();
        const booking = await lockBooking(tx, id);
        if (!booking) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
        if (booking.status === "pending" && booking.paidAt === null) {
          await updateBooking(tx, id, {
            status: "cancelled",
            paymentStatus: reason === "expired" ? "expired" : "cancelled",
            cancellationReason: reason === "expired" ? "hold_expired" : "customer",
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

    /** Releases lapsed holds and completes ended visits; safe to run from several processes at once. */
    async sweep(): Promise<{ released: number; completed: number }> {
      const now = clock();
      // Each its own short transaction, re-run if it deadlocks with a booking releasing the same lapsed holds.
      const released = await inTransaction(db, (tx) => releaseAllLapsedHolds(tx, now));
      const completed = await inTransaction(db, (tx) => completeEndedVisits(tx, now));
      return { released: released.length, completed: completed.length };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
