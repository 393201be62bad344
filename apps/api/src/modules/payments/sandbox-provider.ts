import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { CheckoutPaymentType } from "@ivdrips/contract/payment-methods";
import type { CheckoutProvider, CheckoutSessionState } from "./checkout-provider";
import {
  closePaymentSession,
  findPaymentSession,
  markSessionPending,
  type PaymentSessionRow,
} from "./payments.repository";

/**
 * The built-in stand-in for a hosted checkout, for development and demos: its page is served by this API
 * (/api/payments/sandbox/{id}) and behaves like Checkout. Its sessions are the payment_sessions rows the
 * payments service writes for every provider, so it works across API processes. No money moves.
 */
export interface SandboxProvider extends CheckoutProvider {
  readonly name: "sandbox";
  /**
   * The hosted page's Pay button (or the test bank's approval of a payment it kept pending): the session
   * becomes paid with `paymentType`, if it is still open and in time, or pending.
   */
  pay(sessionId: string, paymentType: CheckoutPaymentType): Promise<boolean>;
  /** The test bank's "pending" (FPX, GrabPay): the customer leaves the checkout; the bank answers later. */
  startProcessing(sessionId: string, paymentType: Exclude<CheckoutPaymentType, "card">): Promise<boolean>;
}

export const SANDBOX_SESSION_PREFIX = "cs_sandbox_";

function paymentReferenceOf(sessionId: string): string {
  return `pi_sandbox_${sessionId.slice(SANDBOX_SESSION_PREFIX.length)}`;
}

export function createSandboxProvider(options: { db: Database; clock: Clock }): SandboxProvider {
  const { db, clock } = options;

  function stateOf(row: PaymentSessionRow): CheckoutSessionState {
    const lapsed = row.status === "open" && row.expiresAt.getTime() <= clock().getTime();
    // Like Stripe: a payment awaiting the bank has left the checkout, so the session is complete and unpaid.
    const status =
      row.status === "paid" || row.status === "pending"
        ? "complete"
        : row.status === "open" && !lapsed
          ? "open"
          : "expired";
    return {
      sessionId: row.id,
      bookingId: row.bookingId ?? undefined,
      purchaseId: row.purchaseId ?? undefined,
      status,
      paymentStatus: row.status === "paid" ? "paid" : "unpaid",
      paymentType: row.paymentType,
      amountSen: row.amountSen,
      currency: row.currency,
      paymentReference: row.status === "paid" ? paymentReferenceOf(row.id) : null,
    };
  }

  return {
    name: "sandbox",

    createSession({ siteUrl }) {
      // The payments service records the session (amount, expiry, booking) as it does for Stripe's. Its page
      // is on the address the customer is using, so the buttons bring them back there.
      const sessionId = `${SANDBOX_SESSION_PREFIX}${randomBytes(24).toString("base64url")}`;
      return Promise.resolve({ sessionId, url: `${siteUrl}/api/payments/sandbox/${sessionId}` });
    },

    async retrieveSession(sessionId) {
      const row = await findPaymentSession(db, sessionId);
      return row?.provider === "sandbox" ? stateOf(row) : undefined;
    },

    async expireSession(sessionId) {
      await closePaymentSession(db, sessionId, "expired", clock());
    },

    async pay(sessionId, paymentType) {
      const row = await findPaymentSession(db, sessionId);
      if (row?.provider !== "sandbox") return false;
      if (row.status !== "pending" && stateOf(row).status !== "open") return false;
      return closePaymentSession(db, sessionId, "paid", clock(), paymentType);
    },

    async startProcessing(sessionId, paymentType) {
      const row = await findPaymentSession(db, sessionId);
      if (row?.provider !== "sandbox" || stateOf(row).status !== "open") return false;
      return markSessionPending(db, sessionId, paymentType);
    },

    refund({ bookingId }) {
      // One refund per booking, like an idempotency key: the same id however often it is asked for.
      return Promise.resolve({ refundId: `re_sandbox_${bookingId}`, status: "succeeded" });
    },
  };
}
