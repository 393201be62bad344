import { randomInt } from "node:crypto";
import { type BookingRequestSchema, type RescheduleRequestSchema } from "@ivdrips/contract/bookings";
import { formatRm, rmToSen } from "@ivdrips/contract/money";
import { findTimeWindow, isWindowBookable, windowBounds } from "@ivdrips/contract/time-windows";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { databaseErrorOf, retryingConflicts } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import { clientNetwork } from "../../lib/client-network";
import { escapeHtml } from "../../lib/escape-html";
import {
  REMINDERS,
  bookingCancelledEmail,
  bookingRescheduledEmail,
  clinicBookingCancelledEmail,
  clinicBookingRescheduledEmail,
  type ReminderKind,
} from "../notifications/booking-emails";
import {
  CRYPTO_ATTENTION_EMAIL_KIND,
  discardUnsentEmails,
  eraseFromOutbox,
} from "../notifications/outbox.service";
import { findProviderById, listActiveProviders, type ProviderRow } from "../providers/providers.service";
import { createCatalogueRows } from "./catalogue-rows";
import { roomRefusal, type BookingContext, type Room } from "./booking-context";
import { bookingEventTypeOf } from "./booking-events";
import { stateOf, transition } from "./booking-lifecycle";
import {
  HOLD_REFUSALS,
  findBookingRecord,
  findBookingRecordBySession,
  holdBookingPlace,
  listBookingRecordsOfUser,
  lockBooking,
  lockBookingsOfUser,
  lockWindow,
  releaseLapsedHoldsInWindow,
  updateBooking,
  updateBookingIfUnchanged,
  type BookingRecord,
  type BookingRow,
  type NewHold,
} from "./bookings.repository";
import { isUuid } from "../../lib/uuid";

export type ValidBookingRequest = z.output<typeof BookingRequestSchema>;
export type ValidRescheduleRequest = z.output<typeof RescheduleRequestSchema>;

/** A customer may hold this many unpaid windows at once, so nobody can hold a day's windows hostage. */
export const MAX_OPEN_HOLDS = 3;

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const REMINDER_KINDS = Object.keys(REMINDERS) as ReminderKind[];

/** What stays on a deleted customer's bookings, which are kept for accounting. */
export const ERASED_CUSTOMER = {
  customerName: "Deleted customer",
  customerEmail: "",
  customerPhone: "",
  customerAddress: "",
  clientNetwork: null,
};

function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `IVD-${code}`;
}

/** What customers do with their own bookings: hold, read, cancel, release, reschedule, close the account. */
export function createCustomerBookings(context: BookingContext) {
  const { db, clock, write, recordOf, apply, requireRoom, queueManualRefund, viewOf, clinicAddress } =
    context;

  const catalogue = createCatalogueRows(db, context.deps.catalogueVersion);

  /** The catalogue price of a request, refusing a client total that disagrees with it. */
  async function priced(request: ValidBookingRequest) {
    const service = await catalogue.activeService(request.serviceId);
    if (!service) throw new AppError("NOT_FOUND", "serviceNotFound");
    const totalSen = service.priceSen * request.quantity;
    if (rmToSen(request.totalAmount) !== totalSen) {
      throw new AppError("AMOUNT_MISMATCH", "totalMismatch", {
        quantity: request.quantity,
        price: formatRm(service.priceSen),
        total: formatRm(totalSen),
      });
    }
    return { service, totalSen };
  }

  /** The providers a request may be held with, in the order to try them (always the same order). */
  async function candidatesFor(
    request: ValidBookingRequest,
  ): Promise<{ provider: ProviderRow; city: string }[]> {
    const city = request.location.city;
    const servesCity = (provider: ProviderRow) =>
      provider.locations.find((served) => served.toLowerCase() === city.toLowerCase());

    if (request.providerId) {
      const provider = await catalogue.provider(request.providerId);
      if (!provider?.isActive) throw new AppError("NOT_FOUND", "providerNotFound");
      const served = servesCity(provider);
      if (!served) throw new AppError("NO_PROVIDER", "noProviders", { city });
      return [{ provider, city: served }];
    }
    const candidates = await listActiveProviders(db, city);
    if (candidates.length === 0) throw new AppError("NO_PROVIDER", "noProviders", { city });
    return candidates.map((provider) => ({ provider, city: servesCity(provider) ?? city }));
  }

  /** Releases the window's holds whose time ran out (the lifecycle's `expire`), under the window's lock. */
  async function releaseLapsedHolds(providerId: string, startsAt: Date, now: Date): Promise<void> {
    await write(async (tx) => {
      await lockWindow(tx, providerId, startsAt);
      await releaseLapsedHoldsInWindow(tx, providerId, startsAt, now);
    });
  }

  /**
   * One statement holds the place (bookings.repository's holdBookingPlace: the caps on open holds, the
   * window's room and the insert, under their locks); the refusals it names become the customer's errors, a
   * full or closed window the next provider's turn. Holds whose time ran out are released by the lifecycle's
   * rule, under the window's lock, before asking again.
   */
  async function holdWith(
    hold: Omit<NewHold, "reference">,
    anyProvider: boolean,
    now: Date,
  ): Promise<BookingRecord | Room> {
    const limits = {
      customerHolds: MAX_OPEN_HOLDS,
      networkHolds: context.deps.holdsPerNetwork,
      anyProvider,
      now,
    };
    let released = false;
    for (;;) {
      try {
        const record = await retryingConflicts(() =>
          holdBookingPlace(db, { ...hold, reference: newReference() }, limits),
        );
        if (record) return record;
      } catch (error) {
        switch (databaseErrorOf(error)?.constraint) {
          case HOLD_REFUSALS.customerHolds:
            throw new AppError("TOO_MANY_HOLDS", "tooManyHolds", { count: MAX_OPEN_HOLDS });
          case HOLD_REFUSALS.networkHolds:
            throw new AppError("TOO_MANY_HOLDS", "tooManyNetworkHolds");
          case HOLD_REFUSALS.closed:
            return "closed";
          case HOLD_REFUSALS.full:
            return "full";
          case HOLD_REFUSALS.lapsedHolds:
            if (released) return "full";
            released = true;
            await releaseLapsedHolds(hold.providerId, hold.windowStartsAt, now);
            break;
          default:
            throw error;
        }
      }
    }
  }

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
    const record = isUuid(id) ? await findBookingRecord(db, id) : undefined;
    if (record?.booking.userId !== userId) throw new AppError("NOT_FOUND", "bookingNotFound");
    if (event === "release" && stateOf(record.booking) === "released") return record;
    const result = transition(record.booking, event, { actor: "customer", now: clock() });
    if (!result.ok || result.to !== "released" || bookingEventTypeOf(event, result)) return undefined;
    const booking = await updateBookingIfUnchanged(db, record.booking, result.changes);
    return booking && { ...record, booking };
  }

  async function lockOwn(tx: Executor, userId: string, id: string): Promise<BookingRow> {
    const booking = isUuid(id) ? await lockBooking(tx, id) : undefined;
    if (booking?.userId !== userId) throw new AppError("NOT_FOUND", "bookingNotFound");
    return booking;
  }

  return {
    /**
     * A pending booking that holds its window for `holdMinutes` while the customer pays. Asking again for the
     * same service, day, window and quantity while that hold is open returns the same booking (with the
     * latest contact details): a retried checkout never takes a second place. `clientAddress` is where the
     * request came from: a new hold counts against its network's cap.
     */
    async create(
      userId: string,
      request: ValidBookingRequest,
      clientAddress: string,
    ): Promise<BookingRecord> {
      const window = findTimeWindow(request.timeSlot);
      if (!window) throw new AppError("VALIDATION_ERROR", "unknownTimeSlot");
      const { startsAt, endsAt } = windowBounds(request.date, window);

      const now = clock();
      if (!isWindowBookable(request.date, window, now)) {
        throw new AppError("WINDOW_UNAVAILABLE", "windowUnavailable");
      }
      // Two reads no lock depends on, side by side on the pool.
      const [{ service, totalSen }, candidates] = await Promise.all([
        priced(request),
        candidatesFor(request),
      ]);
      let anyFull = false;
      for (const { provider, city } of candidates) {
        const held = await holdWith(
          {
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
            holdExpiresAt: new Date(now.getTime() + context.deps.holdMinutes * 60_000),
            clientNetwork: clientNetwork(clientAddress),
          },
          !request.providerId,
          now,
        );
        if (typeof held !== "string") return held;
        anyFull ||= held === "full";
      }
      throw roomRefusal(anyFull ? "full" : "closed");
    },

    /** What a request would cost, in sen, checked as `create` checks it (for payments verified first). */
    async quote(request: ValidBookingRequest): Promise<number> {
      return (await priced(request)).totalSen;
    },

    async listOwn(userId: string): Promise<BookingRecord[]> {
      return listBookingRecordsOfUser(db, userId);
    },

    async getOwn(userId: string, id: string): Promise<BookingRecord> {
      const record = isUuid(id) ? await findBookingRecord(db, id) : undefined;
      if (record?.booking.userId !== userId) throw new AppError("NOT_FOUND", "bookingNotFound");
      return record;
    },

    async getOwnBySession(userId: string, sessionId: string): Promise<BookingRecord> {
      const record = await findBookingRecordBySession(db, sessionId);
      if (record?.booking.userId !== userId) throw new AppError("NOT_FOUND", "bookingNotFound");
      return record;
    },

    /** The owner cancels before the visit starts: an unpaid hold is let go, a paid booking refunded per policy. */
    async cancelOwn(userId: string, id: string): Promise<BookingRecord> {
      const released = await releaseUnlocked(userId, id, "cancel");
      if (released) return released;
      return write(async (tx, queue) => {
        const booking = await lockOwn(tx, userId, id);
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
        const booking = await lockOwn(tx, userId, id);
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
        const booking = await lockOwn(tx, userId, id);
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
        const provider = await findProviderById(tx, booking.providerId);
        if (!provider?.isActive) {
          throw new AppError("NO_PROVIDER", "clinicNotTakingTimes");
        }
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
        await queue(bookingRescheduledEmail(view, previous));
        await queue(clinicBookingRescheduledEmail(view, previous, clinicAddress(record)));
        return record;
      });
    },

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
          const result = await apply(tx, booking, "cancel", { actor: "customer", now });
          if (result.to === "cancelled")
            cancelled.push({ reference: booking.reference, refundSen: result.refundSen });
        }

        for (const booking of all)
          await updateBooking(tx, booking.id, { ...ERASED_CUSTOMER, updatedAt: now });
        await eraseFromOutbox(
          tx,
          {
            bookingIds: all.map((booking) => booking.id),
            customerEmails: [customer.email, ...all.map((booking) => booking.customerEmail)],
            customerPhones: [
              ...(customer.phone ? [customer.phone] : []),
              ...all.map((booking) => booking.customerPhone),
            ],
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
            // A crypto payment that could not make its booking is support's to follow up, named by its values.
            unboundKinds: [CRYPTO_ATTENTION_EMAIL_KIND],
          },
          escapeHtml,
        );

        for (const booking of upcoming.filter((row) => row.paidAt !== null)) {
          const record = await recordOf(tx, booking.id);
          const view = viewOf(record);
          await queue(clinicBookingCancelledEmail(view, clinicAddress(record)));
          await queueManualRefund(record, view, queue);
        }
        await alsoErase(tx);
        return cancelled;
      });
    },
  };
}
