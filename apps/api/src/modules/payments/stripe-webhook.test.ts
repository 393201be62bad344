import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionEvent, signedWebhook, startFakeStripe, type FakeStripe } from "../../../test/fake-stripe";
import type { CheckoutProvider } from "./checkout-provider";
import { createStripeProvider } from "./stripe-provider";
import { parseStripeWebhook, WebhookSignatureError } from "./stripe-webhook";

const WEBHOOK_SECRET = "whsec_test_0123456789abcdefghijklmnopqrstuv";

describe("Stripe webhook parser", () => {
  // Sessions come from the fake API, so events carry sessions shaped as Stripe's are.
  let fake: FakeStripe;
  let provider: CheckoutProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = createStripeProvider({ secretKey: "sk_test_webhooks", api: fake.api });
  });
  afterAll(() => fake.close());

  async function newSession(): Promise<{ sessionId: string; bookingId: string }> {
    const bookingId = randomUUID();
    const { sessionId } = await provider.createSession({
      paysFor: { bookingId },
      reference: "IVD-ABC234",
      amountSen: 45_000,
      currency: "MYR",
      productName: "NMN 150 × 2",
      description: "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)",
      customerEmail: "aisha@example.com",
      expiresAt: new Date(Date.now() + 45 * 60_000),
      siteUrl: "https://ivdrips.my",
      successUrl: "https://ivdrips.my/paid?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://ivdrips.my/pay",
      idempotencyKey: randomUUID(),
    });
    return { sessionId, bookingId };
  }

  it.each([
    ["checkout.session.completed", "completed", (id: string) => fake.completeSession(id, { paid: true })],
    [
      "checkout.session.async_payment_succeeded",
      "async_payment_succeeded",
      (id: string) => fake.completeSession(id, { paid: true }),
    ],
    [
      "checkout.session.async_payment_failed",
      "async_payment_failed",
      (id: string) => fake.completeSession(id, { paid: false }),
    ],
    ["checkout.session.expired", "expired", (id: string) => fake.expire(id)],
  ] as const)(
    "maps a signed %s event to %s, with the session as retrieve reports it",
    async (type, kind, move) => {
      const { sessionId, bookingId } = await newSession();
      const session = move(sessionId);
      const { body, signature } = signedWebhook(sessionEvent(type, session, "evt_test_1"), WEBHOOK_SECRET);

      const event = parseStripeWebhook(Buffer.from(body), signature, WEBHOOK_SECRET);

      // All but the method paid with: an event names its PaymentIntent only, so the handler reads it again.
      const retrieved = await provider.retrieveSession(sessionId);
      expect(event).toEqual({
        id: "evt_test_1",
        kind,
        session: retrieved && { ...retrieved, paymentType: null },
      });
      expect(event.kind !== "ignored" && event.session.bookingId).toBe(bookingId);
    },
  );

  it("accepts the body as a string too", async () => {
    const { sessionId } = await newSession();
    const { body, signature } = signedWebhook(
      sessionEvent("checkout.session.completed", fake.completeSession(sessionId, { paid: true })),
      WEBHOOK_SECRET,
    );
    expect(parseStripeWebhook(body, signature, WEBHOOK_SECRET)).toMatchObject({
      kind: "completed",
      session: { sessionId, status: "complete", paymentStatus: "paid", amountSen: 45_000, currency: "MYR" },
    });
  });

  it("ignores, by type, a signed event it does not act on", () => {
    const { body, signature } = signedWebhook(
      sessionEvent("payment_intent.succeeded", { id: "pi_123", object: "payment_intent" }, "evt_test_2"),
      WEBHOOK_SECRET,
    );
    expect(parseStripeWebhook(body, signature, WEBHOOK_SECRET)).toEqual({
      id: "evt_test_2",
      kind: "ignored",
      type: "payment_intent.succeeded",
    });
  });

  describe("refuses", () => {
    async function completedEvent() {
      const { sessionId } = await newSession();
      return sessionEvent("checkout.session.completed", fake.completeSession(sessionId, { paid: true }));
    }

    it("an event signed with another secret", async () => {
      const { body, signature } = signedWebhook(await completedEvent(), "whsec_someone_else");
      expect(() => parseStripeWebhook(body, signature, WEBHOOK_SECRET)).toThrow(WebhookSignatureError);
    });

    it("a body changed after signing", async () => {
      const { body, signature } = signedWebhook(await completedEvent(), WEBHOOK_SECRET);
      const tampered = body.replace('"amount_total": 45000', '"amount_total": 100');
      expect(tampered).not.toBe(body);
      expect(() => parseStripeWebhook(tampered, signature, WEBHOOK_SECRET)).toThrow(WebhookSignatureError);
    });

    it("a request without a Stripe-Signature header", async () => {
      const { body } = signedWebhook(await completedEvent(), WEBHOOK_SECRET);
      expect(() => parseStripeWebhook(body, undefined, WEBHOOK_SECRET)).toThrow(WebhookSignatureError);
      expect(() => parseStripeWebhook(body, "", WEBHOOK_SECRET)).toThrow(WebhookSignatureError);
      expect(() => parseStripeWebhook(body, "garbage", WEBHOOK_SECRET)).toThrow(WebhookSignatureError);
    });

    it("an event signed longer ago than the 300 s tolerance (a replay)", async () => {
      const event = await completedEvent();
      const stale = signedWebhook(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
      expect(() => parseStripeWebhook(stale.body, stale.signature, WEBHOOK_SECRET)).toThrow(
        WebhookSignatureError,
      );
      const recent = signedWebhook(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 240);
      expect(parseStripeWebhook(recent.body, recent.signature, WEBHOOK_SECRET).kind).toBe("completed");
    });
  });
});
