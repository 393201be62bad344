import { formatTokenUnits } from "@ivdrips/contract/payments";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import { enqueueEmail } from "../notifications/outbox.service";
import { CheckoutProviderError } from "./checkout-provider";
import {
  cryptoAttentionEmail,
  cryptoAttentionReason,
  type CryptoAttentionReason,
} from "./crypto-attention-email";
import { PaymentNetworkError } from "./crypto/token-transfer-verifier";
import type { TokenDecimals } from "./crypto-payment.service";
import type { PaymentBookings, PaymentPurchases, PaymentsServiceDeps } from "./payment-deps";
import {
  closePaymentSession,
  findPaymentSession,
  flagUnsettledCryptoPayment,
  listPaidSessionsOfUnpaidBookings,
  listPurchaseSessions,
  listSessionsToClose,
  listUnsettledCryptoPayments,
  markCryptoPaymentFinal,
  type CryptoPaymentRow,
  type PaymentSessionRow,
} from "./payments.repository";

export type PaymentSweepsDeps = Pick<
  PaymentsServiceDeps,
  "db" | "clock" | "checkout" | "crypto" | "supportEmail" | "log"
> & {
  bookings: Pick<PaymentBookings, "findWithOwner" | "listRefundsDue" | "recordRefund">;
  purchases: Pick<PaymentPurchases, "lapse" | "getOwn">;
};

/** What the sweep asks of the card checkout and the crypto payment. */
export interface SweptPayments {
  /** Asks the provider about a checkout session and fulfils its booking if it is paid. */
  fulfilSession(sessionId: string): Promise<"paid" | "pending" | "open" | "expired">;
  tokenDecimals: TokenDecimals;
  /** Lapses purchases opened to be paid in crypto and left unpaid past their time; how many. */
  lapseUnpaidCryptoPurchases(now: Date): Promise<number>;
}

/** The payments' background work: what a request left unfinished, owed refunds, and crypto finality. */
export function createPaymentSweeps(
  deps: PaymentSweepsDeps,
  { fulfilSession, tokenDecimals, lapseUnpaidCryptoPurchases }: SweptPayments,
) {
  const { db, clock, bookings, checkout, crypto, purchases } = deps;

  /** Asks the provider about each session and fulfils what it pays for if paid; how many were. */
  async function fulfilPaid(sessions: { id: string }[]): Promise<number> {
    let fulfilled = 0;
    for (const session of sessions) {
      try {
        if ((await fulfilSession(session.id)) === "paid") fulfilled += 1;
      } catch (error) {
        deps.log.warn({ err: error, sessionId: session.id }, "paid session not fulfilled; will retry");
      }
    }
    return fulfilled;
  }

  /**
   * Ends sessions that must not be paid any more, at the provider first; `lapse` then lets go of what each was
   * for when it is a purchase (a gift card's part goes back to the card). How many were closed.
   */
  async function closeSessions(sessions: PaymentSessionRow[]): Promise<number> {
    let closed = 0;
    for (const session of sessions) {
      try {
        if (session.provider === checkout.name) await checkout.expireSession(session.id);
        await closePaymentSession(db, session.id, "expired", clock());
        // Paid in the meantime (Pay pressed as the sweep ran): the paid step fulfils it, nothing lapses.
        const ended = await findPaymentSession(db, session.id);
        if (session.purchaseId && ended?.status === "expired") await purchases.lapse(session.purchaseId);
        closed += 1;
      } catch (error) {
        deps.log.warn({ err: error, sessionId: session.id }, "checkout session not expired; will retry");
      }
    }
    return closed;
  }

  /**
   * Paid crypto bookings whose transfer should be final by now (CRYPTO_FINALITY_DEPTH blocks on top): still in
   * its block, it is marked final and never looked at again; reorganised away (gone, moved to another block,
   * failed), the payment is flagged and support emailed once. The booking itself stays paid: whether the money
   * truly is not there is for a person to find out, not for a sweep to undo.
   */
  async function settleCryptoPayments(): Promise<{ final: number; reorganised: number }> {
    let final = 0;
    let reorganised = 0;
    for (const payment of await listUnsettledCryptoPayments(db, 50)) {
      let finality;
      try {
        finality = await crypto.verifier.finality({
          txHash: payment.txHash as `0x${string}`,
          blockNumber: BigInt(payment.blockNumber),
          blockHash: payment.blockHash as `0x${string}` | null,
          depth: crypto.finalityDepth,
        });
      } catch (error) {
        if (!(error instanceof PaymentNetworkError)) throw error;
        // Unreachable, or another chain: nothing can be said, so nothing is flagged; the next sweep asks again.
        deps.log.warn({ err: error }, "crypto payments not checked for finality; will retry");
        break;
      }
      if (finality === "not_yet") continue;
      if (finality === "final") {
        await markCryptoPaymentFinal(db, payment.txHash, clock());
        final += 1;
        continue;
      }
      if (await flagReorganised(payment, `reorganised_${finality}`)) reorganised += 1;
    }
    return { final, reorganised };
  }

  /** Flags the payment and queues support's email in one transaction; false when another sweep did it first. */
  async function flagReorganised(payment: CryptoPaymentRow, reason: CryptoAttentionReason): Promise<boolean> {
    const found = payment.purchaseId
      ? await purchases.getOwn(payment.userId, payment.purchaseId)
      : payment.bookingId && (await bookings.findWithOwner(payment.bookingId))?.booking;
    if (!found) throw new AppError("NOT_FOUND", "bookingNotFound");
    const decimals = await tokenDecimals(payment.tokenAddress as `0x${string}`);
    const amount = `${formatTokenUnits(BigInt(payment.amountUnits), decimals)} ${payment.token}`;
    return inTransaction(db, async (tx) => {
      if (!(await flagUnsettledCryptoPayment(tx, payment.txHash, cryptoAttentionReason(reason))))
        return false;
      await enqueueEmail(tx, {
        ...cryptoAttentionEmail(
          {
            tokenType: payment.token,
            transactionHash: payment.txHash,
            fromAddress: payment.fromAddress,
            amount,
            reason,
            record: found,
          },
          deps.supportEmail,
        ),
        ...(payment.bookingId ? { bookingId: payment.bookingId } : {}),
        availableAt: clock(),
      });
      return true;
    });
  }

  return {
    /**
     * Background work, safe in several processes: fulfils bookings and purchases whose session the provider
     * reports paid (left unfinished by a process that died), closes sessions that must not be paid any more
     * (hold released or ran out, a purchase's checkout past its time, which lapses it), lapses purchases left
     * unpaid in crypto, sends owed refunds through the provider that took the money, and checks paid crypto
     * transfers again at the finality depth (settleCryptoPayments).
     */
    async sweep(): Promise<{
      closed: number;
      cryptoLapsed: number;
      refunded: number;
      fulfilled: number;
      cryptoFinal: number;
      cryptoReorganised: number;
    }> {
      const now = clock();
      const fulfilled =
        (await fulfilPaid(await listPaidSessionsOfUnpaidBookings(db, 50))) +
        (await fulfilPaid(await listPurchaseSessions(db, "paidUnfulfilled", now, 50)));
      const closed =
        (await closeSessions(await listSessionsToClose(db, now, 50))) +
        (await closeSessions(await listPurchaseSessions(db, "toClose", now, 50)));
      const cryptoLapsed = await lapseUnpaidCryptoPurchases(now);
      let refunded = 0;
      for (const due of await bookings.listRefundsDue(checkout.name)) {
        if (!due.paymentReference || !due.refundSen) continue;
        try {
          const refund = await checkout.refund({
            bookingId: due.id,
            paymentReference: due.paymentReference,
            amountSen: due.refundSen,
            idempotencyKey: `refund:${due.id}`,
          });
          await bookings.recordRefund(due.id, { status: refund.status, refundReference: refund.refundId });
          if (refund.status === "succeeded") refunded += 1;
        } catch (error) {
          const detail = error instanceof CheckoutProviderError ? error.message : "unexpected error";
          deps.log.warn({ bookingId: due.id, detail }, "refund not made; will retry");
        }
      }
      const settled = await settleCryptoPayments();
      return {
        closed,
        cryptoLapsed,
        refunded,
        fulfilled,
        cryptoFinal: settled.final,
        cryptoReorganised: settled.reorganised,
      };
    },
  };
}
