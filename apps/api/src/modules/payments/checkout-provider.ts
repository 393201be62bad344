import type { CheckoutPaymentType } from "@ivdrips/contract/payment-methods";

/**
 * A hosted checkout (card, Apple Pay, Google Pay, FPX, GrabPay): the built-in sandbox, or Stripe Checkout. The payments
 * service speaks only this interface; which one runs is configuration.
 */

export type CheckoutProviderName = "sandbox" | "stripe";

/** What a session pays for: a booking, or a purchase (a drip package). */
export type PaidFor = { bookingId: string } | { purchaseId: string };

export interface CheckoutSessionInput {
  paysFor: PaidFor;
  /** The booking's or purchase's human reference, e.g. IVD-7K3M9Q. */
  reference: string;
  /** The total to charge, in sen (MYR minor units). */
  amountSen: number;
  currency: "MYR";
  /** What the customer sees as the line item, e.g. "NMN 150 × 2". */
  productName: string;
  /** e.g. "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)". */
  description: string;
  customerEmail: string;
  /** The session must not be payable after this instant (the end of the booking's hold). */
  expiresAt: Date;
  /** The site's address the customer is using (lib/site-origins.ts): the sandbox serves its page there. */
  siteUrl: string;
  /** Where the browser goes after paying; contains the literal `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  /** Where the browser goes when the customer gives up. */
  cancelUrl: string;
  /** The same key for the same booking and attempt: a retried create makes no second session. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** The hosted page to send the browser to. */
  url: string;
}

/** A session as the provider reports it now. */
export interface CheckoutSessionState {
  sessionId: string;
  /** From the session's metadata; both undefined when the session was not made by us. */
  bookingId: string | undefined;
  purchaseId: string | undefined;
  /** `complete` and `unpaid`: an FPX or GrabPay payment left the checkout; the bank or wallet answers later. */
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  /** What the customer paid with, when the provider says (null before they chose, or when it does not). */
  paymentType: CheckoutPaymentType | null;
  /** What was charged, in sen, and its currency (upper case), when known. */
  amountSen: number | null;
  currency: string | null;
  /** What a refund is made against (Stripe: the PaymentIntent id), once there is a payment. */
  paymentReference: string | null;
}

export interface RefundInput {
  bookingId: string;
  paymentReference: string;
  amountSen: number;
  /** The same key for the same booking's refund: retrying never refunds twice. */
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  status: "succeeded" | "pending" | "failed";
}

export interface CheckoutProvider {
  readonly name: CheckoutProviderName;
  createSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /** The session's current state; undefined when the provider has no such session. */
  retrieveSession(sessionId: string): Promise<CheckoutSessionState | undefined>;
  /** Makes an open session unpayable (the booking was cancelled); does nothing to one already closed. */
  expireSession(sessionId: string): Promise<void>;
  refund(input: RefundInput): Promise<RefundResult>;
}

/** The provider could not be reached or answered with an error; the message is safe to log, not to show. */
export class CheckoutProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CheckoutProviderError";
  }
}
