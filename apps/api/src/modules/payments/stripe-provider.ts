import Stripe from "stripe";
import { CHECKOUT_PAYMENT_TYPES, type CheckoutPaymentType } from "@ivdrips/contract/payment-methods";
import {
  CheckoutProviderError,
  type CheckoutProvider,
  type CheckoutSessionState,
  type RefundResult,
} from "./checkout-provider";

export interface StripeProviderOptions {
  secretKey: string;
  /** Where the API is; tests point it at a loopback fake. Defaults to api.stripe.com. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

/** Stripe refuses an expires_at sooner than 30 minutes after it creates the session. */
const MIN_SESSION_LIFETIME_MS = 30 * 60_000;
/** Covers our clock against Stripe's and the SDK's retry delays, so a clamped value is never refused. */
const LIFETIME_MARGIN_MS = 60_000;

/**
 * When the session must close, in Unix seconds: the hold's end, or, when that is sooner than Stripe allows,
 * Stripe's minimum counted from the hold's end rather than from now (enough while the hold runs). Counting
 * from now would change the parameters on a retried create, and Stripe rejects a reused idempotency key with
 * different parameters. Outliving the hold is harmless: the payments service refuses payment of a released
 * hold.
 */
function sessionExpiry(expiresAt: Date, now: number): number {
  const earliest = now + MIN_SESSION_LIFETIME_MS + LIFETIME_MARGIN_MS;
  if (expiresAt.getTime() >= earliest) return Math.floor(expiresAt.getTime() / 1000);
  return Math.ceil((expiresAt.getTime() + MIN_SESSION_LIFETIME_MS + LIFETIME_MARGIN_MS) / 1000);
}

const SESSION_STATUSES = ["open", "complete", "expired"] as const;
const PAYMENT_STATUSES = ["paid", "unpaid", "no_payment_required"] as const;

/** The SDK types Stripe's enums as open-ended strings; a value we do not know is an error, not a guess. */
function known<T extends string>(values: readonly T[], value: string | null, field: string): T {
  const match = values.find((candidate) => candidate === value);
  if (match === undefined) throw new CheckoutProviderError(`Stripe returned an unknown ${field}: ${value}`);
  return match;
}

/**
 * What the customer paid with: the PaymentIntent's payment method, when retrieve expanded it (a webhook's
 * session names the PaymentIntent only). A type we do not offer reads as unknown, never as a card.
 */
function paymentTypeOf(paymentIntent: Stripe.Checkout.Session["payment_intent"]): CheckoutPaymentType | null {
  const method = typeof paymentIntent === "object" ? paymentIntent?.payment_method : null;
  const type = typeof method === "object" ? method?.type : undefined;
  return CHECKOUT_PAYMENT_TYPES.find((known) => known === type) ?? null;
}

/** A Stripe Checkout Session as the payments service sees it; shared by retrieve and the webhook parser. */
export function toSessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const paymentIntent = session.payment_intent;
  return {
    paymentType: paymentTypeOf(paymentIntent),
    sessionId: session.id,
    bookingId: session.metadata?.bookingId,
    purchaseId: session.metadata?.purchaseId,
    status: known(SESSION_STATUSES, session.status, "checkout session status"),
    paymentStatus: known(PAYMENT_STATUSES, session.payment_status, "checkout payment status"),
    amountSen: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
    paymentReference: typeof paymentIntent === "string" ? paymentIntent : (paymentIntent?.id ?? null),
  };
}

function refundStatus(status: string | null): RefundResult["status"] {
  switch (status) {
    case "succeeded":
      return "succeeded";
    case "failed":
    case "canceled":
      return "failed";
    default:
      // pending, requires_action, or a status this code does not know: not final, so not a failure.
      return "pending";
  }
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/**
 * Type, code and HTTP status only: Stripe's own message can quote part of the key or the customer's data,
 * and this message gets logged.
 */
function providerError(operation: string, error: unknown): CheckoutProviderError {
  if (error instanceof CheckoutProviderError) return error;
  if (!isStripeError(error)) return new CheckoutProviderError(`Stripe ${operation} failed`, { cause: error });
  const parts = [error.rawType ?? error.type, error.code, error.statusCode && `HTTP ${error.statusCode}`];
  const details = parts.filter(Boolean).join(", ");
  return new CheckoutProviderError(`Stripe ${operation} failed: ${details}`, { cause: error });
}

export function createStripeProvider(options: StripeProviderOptions): CheckoutProvider {
  const stripe = new Stripe(options.secretKey, {
    ...options.api,
    // A customer waits on createSession: 15 s a try (three tries at most), not the SDK's default 80 s.
    timeout: 15_000,
    // Safe to repeat: every POST carries an idempotency key (ours, or one the SDK makes for the retries).
    maxNetworkRetries: 2,
  });

  async function call<T>(operation: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(operation, error);
    }
  }

  async function retrieveSession(sessionId: string): Promise<CheckoutSessionState | undefined> {
    try {
      return toSessionState(
        await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent.payment_method"] }),
      );
    } catch (error) {
      if (isStripeError(error) && (error.statusCode === 404 || error.code === "resource_missing")) {
        return undefined;
      }
      throw providerError("checkout.sessions.retrieve", error);
    }
  }

  return {
    name: "stripe",

    createSession: async (input) => {
      const tags = { ...input.paysFor, reference: input.reference };
      const session = await call("checkout.sessions.create", () =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountSen,
                  product_data: { name: input.productName, description: input.description },
                },
              },
            ],
            // A filter on the Dashboard's methods: Apple Pay and Google Pay are card wallets; FPX and GrabPay
            // may settle later (async_payment_*), and the hold waits for them (issue 39). Nothing else.
            allowed_payment_method_types: [...CHECKOUT_PAYMENT_TYPES],
            customer_email: input.customerEmail,
            client_reference_id:
              "bookingId" in input.paysFor ? input.paysFor.bookingId : input.paysFor.purchaseId,
            metadata: tags,
            payment_intent_data: { metadata: tags },
            expires_at: sessionExpiry(input.expiresAt, Date.now()),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) {
        throw new CheckoutProviderError(`Stripe checkout session ${session.id} came back without a URL`);
      }
      return { sessionId: session.id, url: session.url };
    },

    retrieveSession,

    expireSession: async (sessionId) => {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Stripe answers 400 (no error code, only a message) when the session is no longer open; ask for
        // its state rather than parse the message. Complete or expired is what we wanted: nothing to do.
        if (isStripeError(error) && error.statusCode === 400) {
          const state = await retrieveSession(sessionId);
          if (state && state.status !== "open") return;
        }
        throw providerError("checkout.sessions.expire", error);
      }
    },

    refund: async (input) => {
      const refund = await call("refunds.create", () =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentReference,
            amount: input.amountSen,
            metadata: { bookingId: input.bookingId },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { refundId: refund.id, status: refundStatus(refund.status) };
    },
  };
}
