import { stateOf } from "@ivdrips/contract/booking-state";
import type { PaymentProviderName } from "@ivdrips/contract/bookings";
import { chargesOf } from "@ivdrips/contract/booking-charges";
import { formatRm } from "@ivdrips/contract/money";
import type { Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import {
  bookingReceivedEmail,
  clinicNewBookingEmail,
  paymentNeedsAttentionEmail,
  supportNoticeEmail,
} from "../notifications/booking-emails";
import { staffText } from "../notifications/staff-email-texts";
import { type BookingContext, type QueueEmail } from "./booking-context";
import type { BookingChanges } from "./booking-lifecycle";
import { transition } from "./booking-lifecycle";
import {
  findBookingRecord,
  listRefundsDue,
  lockBooking,
  updateBooking,
  type BookingRecord,
  type BookingRow,
} from "./bookings.repository";
import { isUuid } from "../../lib/uuid";

/** How a booking was paid for. */
export interface PaymentRecord {
  /** As the customer chose it: card, applepay, googlepay, fpx, grabpay, usdt, usdc. */
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
  booking: BookingRecord;
  changed: boolean;
  outcome: "confirmed" | "already_paid" | "needs_attention";
}

function paymentLine(payment: PaymentRecord): string {
  return [payment.method, payment.provider, payment.reference].filter(Boolean).join(", ");
}

/**
 * A held (or released, with its place back) booking is paid: confirmed through the lifecycle's `pay`, and the
 * customer and the clinic told, in the caller's transaction. Returns the booking as it now is.
 */
export async function confirmPayment(
  context: BookingContext,
  { tx, queue }: { tx: Executor; queue: QueueEmail },
  booking: BookingRow,
  facts: BookingChanges,
  placeFree: boolean,
): Promise<BookingRecord> {
  const now = context.clock();
  await context.apply(tx, booking, "pay", { actor: "payment", now, placeFree }, facts);
  const record = await context.recordOf(tx, booking.id);
  const view = context.viewOf(record);
  await queue(bookingReceivedEmail(view, now));
  await queue(clinicNewBookingEmail(view, context.clinicAddress(record)));
  return record;
}

/** Why a hold was given up, as the payment flows say it, and as the lifecycle records it. */
const RELEASE_REASONS = { abandoned: "customer", payment_failed: "payment_failed" } as const;

/** What the payment flows do to bookings: find them, record money, let holds go, record refunds. */
export function createBookingPayments(context: BookingContext) {
  const { db, clock, write, recordOf, apply, windowHasRoom, viewOf } = context;
  const { supportEmail } = context.deps;

  return {
    /** Any booking with its owner, for the payment flows (which check ownership themselves). */
    async findWithOwner(id: string): Promise<{ booking: BookingRecord; userId: string } | undefined> {
      const record = isUuid(id) ? await findBookingRecord(db, id) : undefined;
      return record && { booking: record, userId: record.booking.userId };
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
        if (!booking) throw new AppError("NOT_FOUND", "bookingNotFound");
        if (booking.paidAt !== null) {
          return { booking: await recordOf(tx, id), changed: false, outcome: "already_paid" };
        }
        const state = stateOf(booking);
        if (state !== "held" && state !== "released") {
          throw new AppError("INVALID_TRANSITION", "cannotBeMarkedPaid", {
            reference: booking.reference,
            status: booking.status,
          });
        }
        await payment.record?.(tx, booking);

        const facts = {
          paymentMethod: payment.method,
          paymentProvider: payment.provider,
          paymentReference: payment.reference ?? null,
          ...(payment.sessionId ? { paymentSessionId: payment.sessionId } : {}),
        } as const;
        const { dueSen } = chargesOf(booking);
        const amountMatches = payment.amountSen === undefined || payment.amountSen === dueSen;
        // A released hold's window is locked and checked only when the money could take it back; one that
        // took package credits gave them back when let go, so its money is for support to sort out.
        const mayReturn =
          amountMatches &&
          state === "released" &&
          booking.creditSen === 0 &&
          transition(booking, "pay", { actor: "payment", now, placeFree: true }).ok;
        const placeFree = mayReturn ? await windowHasRoom(tx, booking, now) : false;
        const pays = amountMatches && transition(booking, "pay", { actor: "payment", now, placeFree }).ok;

        if (pays) {
          const record = await confirmPayment(context, { tx, queue }, booking, facts, placeFree);
          return { booking: record, changed: true, outcome: "confirmed" };
        }

        const reason = amountMatches ? "paid_after_release" : "amount_mismatch";
        await apply(tx, booking, "flag_payment", { actor: "payment", now, attention: reason }, facts);
        const record = await recordOf(tx, id);
        const view = viewOf(record);
        await queue(paymentNeedsAttentionEmail(view));
        await queue(
          supportNoticeEmail(
            view,
            {
              kind: "support_payment_attention",
              subject: staffText(
                reason === "amount_mismatch" ? "amountMismatchSubject" : "paidAfterReleaseSubject",
              ),
              lines: [
                reason === "amount_mismatch"
                  ? staffText("amountMismatchBody", {
                      reported:
                        payment.amountSen === undefined
                          ? staffText("unknownAmount")
                          : formatRm(payment.amountSen),
                      total: formatRm(dueSen),
                    })
                  : staffText("paidAfterReleaseBody"),
                staffText("bookAgainOrRefund"),
              ],
              payment: paymentLine(payment),
            },
            supportEmail,
          ),
        );
        return { booking: record, changed: true, outcome: "needs_attention" };
      });
    },

    /**
     * An FPX or GrabPay payment left the checkout and awaits the bank: the hold waits for it (`await_payment`),
     * and the method is recorded. Idempotent; a booking no longer held (paid meanwhile, or let go) is left alone.
     */
    async awaitPayment(id: string, method: string): Promise<BookingRecord> {
      return write(async (tx) => {
        const now = clock();
        const booking = await lockBooking(tx, id);
        if (!booking) throw new AppError("NOT_FOUND", "bookingNotFound");
        if (stateOf(booking) === "held") {
          await apply(tx, booking, "await_payment", { actor: "payment", now }, { paymentMethod: method });
        }
        return recordOf(tx, id);
      });
    },

    /**
     * Gives up an unpaid hold (checkout left, failed or expired). Idempotent; a booking that is not held (paid,
     * or already let go) is left alone.
     */
    async releaseHold(
      id: string,
      reason: "expired" | "abandoned" | "payment_failed",
    ): Promise<BookingRecord> {
      return write(async (tx) => {
        const now = clock();
        const booking = await lockBooking(tx, id);
        if (!booking) throw new AppError("NOT_FOUND", "bookingNotFound");
        if (stateOf(booking) === "held") {
          if (reason === "expired") await apply(tx, booking, "expire", { actor: "payment", now });
          else
            await apply(tx, booking, "release", {
              actor: "payment",
              now,
              releaseReason: RELEASE_REASONS[reason],
            });
        }
        return recordOf(tx, id);
      });
    },

    /** Links a hosted checkout session to an unpaid booking, so it can be found by the session id. */
    async attachPaymentSession(id: string, sessionId: string, method: string): Promise<void> {
      const updated = await updateBooking(db, id, {
        paymentSessionId: sessionId,
        paymentMethod: method,
        updatedAt: clock(),
      });
      if (!updated) throw new AppError("NOT_FOUND", "bookingNotFound");
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
      const refunded = await inTransaction(db, async (tx) => {
        const booking = await lockBooking(tx, id);
        if (booking?.refundStatus !== "pending") return false;
        const whole = (booking.refundSen ?? 0) >= chargesOf(booking).dueSen;
        await updateBooking(tx, id, {
          refundStatus: result.status,
          refundReference: result.refundReference,
          ...(result.status === "succeeded"
            ? { paymentStatus: whole ? "refunded" : "partially_refunded" }
            : {}),
          updatedAt: clock(),
        });
        return result.status === "succeeded";
      });
      if (refunded) context.deps.tally?.count("refunded");
    },
  };
}
