import Stripe from "stripe";
import type { CheckoutSessionState } from "./checkout-provider";
import { toSessionState } from "./stripe-provider";

export type CheckoutWebhookEvent =
  | {
      id: string;
      kind: "completed" | "async_payment_succeeded" | "async_payment_failed" | "expired";
      session: CheckoutSessionState;
    }
  | { id: string; kind: "ignored"; type: string };

/** The request did not come from Stripe (or came too late to trust): answer 400, never act on it. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "WebhookSignatureError";
  }
}

/**
 * Verifies the Stripe-Signature header against the raw body (exactly the bytes received: a re-serialised
 * JSON body would not match) and maps the Checkout events the payments service acts on.
 */
export function parseStripeWebhook(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): CheckoutWebhookEvent {
  if (!signature) throw new WebhookSignatureError("missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    // Checks the HMAC and that the timestamp is within the SDK's default tolerance (300 s), offline.
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(`invalid Stripe-Signature: ${error.message}`, { cause: error });
    }
    throw error;
  }

  switch (event.type) {
    case "checkout.session.completed":
      return { id: event.id, kind: "completed", session: toSessionState(event.data.object) };
    case "checkout.session.async_payment_succeeded":
      return { id: event.id, kind: "async_payment_succeeded", session: toSessionState(event.data.object) };
    case "checkout.session.async_payment_failed":
      return { id: event.id, kind: "async_payment_failed", session: toSessionState(event.data.object) };
    case "checkout.session.expired":
      return { id: event.id, kind: "expired", session: toSessionState(event.data.object) };
    default:
      return { id: event.id, kind: "ignored", type: event.type };
  }
}
