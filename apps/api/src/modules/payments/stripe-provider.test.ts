import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../../test/fake-stripe";
import { CheckoutProviderError, type CheckoutProvider, type CheckoutSessionInput } from "./checkout-provider";
import { createStripeProvider } from "./stripe-provider";

const SECRET_KEY = "sk_test_51FakeKeyThatMustNeverBeLogged0123456789";
const MINUTE = 60_000;

const bookingOf = (input: CheckoutSessionInput): string =>
  "bookingId" in input.paysFor ? input.paysFor.bookingId : "";

function sessionInput(overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput {
  return {
    paysFor: { bookingId: randomUUID() },
    reference: "IVD-7K3M9Q",
    amountSen: 45_000,
    currency: "MYR",
    productName: "NMN 150 × 2",
    description: "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)",
    customerEmail: "aisha@example.com",
    expiresAt: new Date(Date.now() + 45 * MINUTE),
    siteUrl: "https://ivdrips.my",
    successUrl: "https://ivdrips.my/bookings/paid?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "https://ivdrips.my/bookings/pay",
    idempotencyKey: `checkout-${randomUUID()}`,
    ...overrides,
  };
}

/** The rejection of `promise`, which must reject. */
async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const failure = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(Error);
  return failure as Error;
}

describe("Stripe checkout provider", () => {
  let fake: FakeStripe;
  let provider: CheckoutProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = createStripeProvider({ secretKey: SECRET_KEY, api: fake.api });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.refundStatus = "succeeded";
  });
  afterEach(() => vi.useRealTimers());

  async function openSession(overrides: Partial<CheckoutSessionInput> = {}) {
    const input = sessionInput(overrides);
    const session = await provider.createSession(input);
    return { input, session };
  }

  describe("createSession", () => {
    it("sends the booking as one MYR line item in sen, by card, FPX or GrabPay, closing at the hold's end", async () => {
      const input = sessionInput();
      const session = await provider.createSession(input);

      expect(provider.name).toBe("stripe");
      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request?.method).toBe("POST");
      expect(request?.path).toBe("/v1/checkout/sessions");
      expect(request?.headers["idempotency-key"]).toBe(input.idempotencyKey);
      expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(request?.form).toEqual({
        mode: "payment",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "myr",
        "line_items[0][price_data][unit_amount]": "45000",
        "line_items[0][price_data][product_data][name]": "NMN 150 × 2",
        "line_items[0][price_data][product_data][description]": input.description,
        // Cards (with Apple Pay and Google Pay), FPX and GrabPay (issue 39).
        "allowed_payment_method_types[0]": "card",
        "allowed_payment_method_types[1]": "fpx",
        "allowed_payment_method_types[2]": "grabpay",
        customer_email: "aisha@example.com",
        client_reference_id: bookingOf(input),
        "metadata[bookingId]": bookingOf(input),
        "metadata[reference]": "IVD-7K3M9Q",
        "payment_intent_data[metadata][bookingId]": bookingOf(input),
        "payment_intent_data[metadata][reference]": "IVD-7K3M9Q",
        expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });

      expect(session.sessionId).toMatch(/^cs_test_/);
      expect(session.url).toBe(`http://127.0.0.1:${fake.api.port}/pay/${session.sessionId}`);
      expect(fake.sessions.get(session.sessionId)).toMatchObject({ amount_total: 45_000, status: "open" });
    });

    it("moves a hold ending sooner than Stripe's 30 minute minimum to 31 minutes after the hold's end", async () => {
      const expiresAt = new Date(Date.now() + 5 * MINUTE);
      const session = await provider.createSession(sessionInput({ expiresAt }));

      const expected = Math.ceil((expiresAt.getTime() + 31 * MINUTE) / 1000);
      expect(fake.requests[0]?.form.expires_at).toBe(String(expected));
      // The fake enforces Stripe's window, so the session exists only because the value was accepted.
      expect(fake.sessions.get(session.sessionId)?.expires_at).toBe(expected);
    });

    it("makes no second session when retried with the same idempotency key, even minutes later", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      const input = sessionInput({ expiresAt: new Date(Date.now() + 10 * MINUTE) });
      const before = fake.sessions.size;

      const first = await provider.createSession(input);
      vi.setSystemTime(Date.now() + 2 * MINUTE);
      const retried = await provider.createSession(input);

      expect(retried).toEqual(first);
      expect(fake.sessions.size).toBe(before + 1);
      expect(fake.requests.map((request) => request.form)).toEqual([
        fake.requests[0]?.form,
        fake.requests[0]?.form,
      ]);
    });

    it("a different idempotency key makes a different session", async () => {
      const input = sessionInput();
      const first = await provider.createSession(input);
      const second = await provider.createSession({ ...input, idempotencyKey: `checkout-${randomUUID()}` });
      expect(second.sessionId).not.toBe(first.sessionId);
    });

    it("rejects a session that came back without a URL", async () => {
      fake.failNext(200, { id: "cs_test_nourl", object: "checkout.session", url: null });
      const failure = await failureOf(provider.createSession(sessionInput()));
      expect(failure).toBeInstanceOf(CheckoutProviderError);
      expect(failure.message).toContain("cs_test_nourl");
    });
  });

  describe("retrieveSession", () => {
    it("maps an open session", async () => {
      const { input, session } = await openSession();
      expect(await provider.retrieveSession(session.sessionId)).toEqual({
        sessionId: session.sessionId,
        bookingId: bookingOf(input),
        purchaseId: undefined,
        status: "open",
        paymentStatus: "unpaid",
        paymentType: null,
        amountSen: 45_000,
        currency: "MYR",
        paymentReference: null,
      });
      expect(fake.requests.at(-1)).toMatchObject({
        method: "GET",
        path: `/v1/checkout/sessions/${session.sessionId}`,
      });
    });

    it("maps a paid session, with its PaymentIntent as the payment reference", async () => {
      const { input, session } = await openSession();
      const completed = fake.completeSession(session.sessionId, { paid: true });
      expect(await provider.retrieveSession(session.sessionId)).toEqual({
        sessionId: session.sessionId,
        bookingId: bookingOf(input),
        purchaseId: undefined,
        status: "complete",
        paymentStatus: "paid",
        paymentType: "card",
        amountSen: 45_000,
        currency: "MYR",
        paymentReference: completed.payment_intent,
      });
      expect(completed.payment_intent).toMatch(/^pi_/);
      expect(fake.requests.at(-1)?.form).toEqual({ "expand[0]": "payment_intent.payment_method" });
    });

    it("says what an FPX or GrabPay payment was made with, pending or paid", async () => {
      for (const method of ["fpx", "grabpay"] as const) {
        const { session } = await openSession();
        fake.completeSession(session.sessionId, { paid: false, method });
        expect(await provider.retrieveSession(session.sessionId)).toMatchObject({
          status: "complete",
          paymentStatus: "unpaid",
          paymentType: method,
        });
        fake.settleSession(session.sessionId);
        expect(await provider.retrieveSession(session.sessionId)).toMatchObject({
          paymentStatus: "paid",
          paymentType: method,
        });
      }
    });

    it("reads a method it does not offer as unknown, never as a card", async () => {
      const { session } = await openSession();
      fake.completeSession(session.sessionId, { paid: true, method: "alipay" });
      expect(await provider.retrieveSession(session.sessionId)).toMatchObject({ paymentType: null });
    });

    it("maps a completed session whose delayed payment has not arrived", async () => {
      const { session } = await openSession();
      fake.completeSession(session.sessionId, { paid: false });
      expect(await provider.retrieveSession(session.sessionId)).toMatchObject({
        status: "complete",
        paymentStatus: "unpaid",
        paymentReference: expect.stringMatching(/^pi_/),
      });
    });

    it("maps an expired session", async () => {
      const { session } = await openSession();
      fake.expire(session.sessionId);
      expect(await provider.retrieveSession(session.sessionId)).toMatchObject({
        status: "expired",
        paymentStatus: "unpaid",
        paymentReference: null,
      });
    });

    it("returns undefined for a session Stripe does not have", async () => {
      expect(await provider.retrieveSession("cs_test_doesnotexist")).toBeUndefined();
    });
  });

  describe("expireSession", () => {
    it("expires an open session", async () => {
      const { session } = await openSession();
      await provider.expireSession(session.sessionId);
      expect(fake.sessions.get(session.sessionId)?.status).toBe("expired");
      expect(fake.requests.at(-1)).toMatchObject({
        method: "POST",
        path: `/v1/checkout/sessions/${session.sessionId}/expire`,
      });
    });

    it("does nothing to a session already completed or expired", async () => {
      const paid = await openSession();
      fake.completeSession(paid.session.sessionId, { paid: true });
      await provider.expireSession(paid.session.sessionId);
      expect(fake.sessions.get(paid.session.sessionId)?.status).toBe("complete");

      const lapsed = await openSession();
      fake.expire(lapsed.session.sessionId);
      await provider.expireSession(lapsed.session.sessionId);
      expect(fake.sessions.get(lapsed.session.sessionId)?.status).toBe("expired");
    });

    it("fails for a session Stripe does not have", async () => {
      const failure = await failureOf(provider.expireSession("cs_test_doesnotexist"));
      expect(failure).toBeInstanceOf(CheckoutProviderError);
      expect(failure.message).toContain("resource_missing");
    });
  });

  describe("refund", () => {
    async function paidSession() {
      const { input, session } = await openSession();
      const completed = fake.completeSession(session.sessionId, { paid: true });
      return { bookingId: bookingOf(input), paymentReference: completed.payment_intent ?? "" };
    }

    it("refunds the PaymentIntent by the amount given, once per idempotency key", async () => {
      const { bookingId, paymentReference } = await paidSession();
      const input = { bookingId, paymentReference, amountSen: 30_000, idempotencyKey: `refund-${bookingId}` };
      const requestsBefore = fake.requests.length;

      const result = await provider.refund(input);
      const retried = await provider.refund(input);

      expect(result).toEqual({ refundId: expect.stringMatching(/^re_/), status: "succeeded" });
      expect(retried).toEqual(result);
      expect(
        [...fake.refunds.values()].filter((refund) => refund.payment_intent === paymentReference),
      ).toEqual([expect.objectContaining({ amount: 30_000 })]);
      const request = fake.requests[requestsBefore];
      expect(request?.method).toBe("POST");
      expect(request?.path).toBe("/v1/refunds");
      expect(request?.headers["idempotency-key"]).toBe(`refund-${bookingId}`);
      expect(request?.form).toEqual({
        payment_intent: paymentReference,
        amount: "30000",
        "metadata[bookingId]": bookingId,
      });
    });

    it.each([
      ["pending", "pending"],
      ["requires_action", "pending"],
      ["failed", "failed"],
      ["canceled", "failed"],
    ] as const)("maps Stripe's %s refund to %s", async (stripeStatus, status) => {
      const { bookingId, paymentReference } = await paidSession();
      fake.refundStatus = stripeStatus;
      const result = await provider.refund({
        bookingId,
        paymentReference,
        amountSen: 45_000,
        idempotencyKey: `refund-${randomUUID()}`,
      });
      expect(result.status).toBe(status);
    });
  });

  describe("errors", () => {
    it("retries a 500 (same idempotency key) and succeeds when Stripe recovers", async () => {
      fake.failNext(500, { error: { type: "api_error", message: "Something went wrong" } });
      const input = sessionInput();
      const session = await provider.createSession(input);
      expect(session.sessionId).toMatch(/^cs_test_/);
      expect(fake.requests.map((request) => request.headers["idempotency-key"])).toEqual([
        input.idempotencyKey,
        input.idempotencyKey,
      ]);
    });

    it("gives up after two retries with a CheckoutProviderError naming the failure, never the key", async () => {
      fake.failNext(500, { error: { type: "api_error", message: `Failed for ${SECRET_KEY}` } }, 3);
      const failure = await failureOf(provider.createSession(sessionInput()));
      expect(failure).toBeInstanceOf(CheckoutProviderError);
      expect(failure.message).toBe("Stripe checkout.sessions.create failed: api_error, HTTP 500");
      expect(fake.requests).toHaveLength(3);
    });

    it("reports a rejected key (401) without repeating it, on every operation", async () => {
      const body = {
        error: { type: "invalid_request_error", message: `Invalid API Key provided: ${SECRET_KEY}` },
      };
      const attempts: [string, () => Promise<unknown>][] = [
        ["checkout.sessions.create", () => provider.createSession(sessionInput())],
        ["checkout.sessions.retrieve", () => provider.retrieveSession("cs_test_any")],
        ["checkout.sessions.expire", () => provider.expireSession("cs_test_any")],
        [
          "refunds.create",
          () =>
            provider.refund({
              bookingId: "b",
              paymentReference: "pi_any",
              amountSen: 1,
              idempotencyKey: "k",
            }),
        ],
      ];
      for (const [operation, attempt] of attempts) {
        fake.failNext(401, body);
        const failure = await failureOf(attempt());
        expect(failure).toBeInstanceOf(CheckoutProviderError);
        expect(failure.message).toBe(`Stripe ${operation} failed: invalid_request_error, HTTP 401`);
        expect(failure.message).not.toContain(SECRET_KEY);
      }
    });

    it("reports an unreachable API as a CheckoutProviderError", async () => {
      const closed = await startFakeStripe();
      await closed.close();
      const unreachable = createStripeProvider({ secretKey: SECRET_KEY, api: closed.api });
      const failure = await failureOf(unreachable.retrieveSession("cs_test_any"));
      expect(failure).toBeInstanceOf(CheckoutProviderError);
      expect(failure.message).toContain("StripeConnectionError");
      expect(failure.message).not.toContain(SECRET_KEY);
    });
  });
});
