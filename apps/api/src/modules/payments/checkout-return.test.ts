import { addDays, klDateOf } from "@ivdrips/contract/time-windows";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest } from "../../../test/booking-fixtures";
import { startFakeStripe, type FakeStripe } from "../../../test/fake-stripe";
import {
  TEST_JWT_SECRET,
  buildTestApp,
  createTestApp,
  freshClientAddress,
  registerCustomer,
  type TestApp,
} from "../../../test/test-app";
import { createStripeProvider } from "./stripe-provider";
import { parseStripeWebhook } from "./stripe-webhook";

/**
 * After the hosted checkout the customer comes back to the origin they started from, when the site answers
 * there: PUBLIC_URL's, PUBLIC_ORIGINS (a www. name beside the bare one), and outside production the loopback
 * and private-network addresses of the server's port (the demo on 127.0.0.1, a phone on the same Wi-Fi).
 * Any other origin a request names is ignored for PUBLIC_URL: never a redirect to where a client says.
 */

const PUBLIC_URL = "https://ivdrips.example";
const WWW = "https://www.ivdrips.example";
const LAN = "http://192.168.1.20:3000";
const LOOPBACK = "http://127.0.0.1:3000";

let fake: FakeStripe;
/** The demo: the sandbox, outside production (loopback and LAN addresses on port 3000 allowed). */
let demo: TestApp;
/** As production: Stripe, and only PUBLIC_URL and PUBLIC_ORIGINS. */
let production: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeStripe();
  demo = await createTestApp({
    publicUrl: PUBLIC_URL,
    siteOrigins: { origins: [WWW], localNetworkPort: 3000 },
  });
  production = await buildTestApp({
    database: demo.database,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: PUBLIC_URL,
    siteOrigins: { origins: [WWW], localNetworkPort: undefined },
    checkout: {
      provider: createStripeProvider({ secretKey: "sk_test_return_origin", api: fake.api }),
      parseWebhook: (rawBody, signature) => parseStripeWebhook(rawBody, signature, "whsec_return_origin"),
    },
  });
});
afterAll(async () => {
  await production?.close();
  await demo?.close();
  await fake?.close();
});

let dayCounter = 3;
/** A window of its own per checkout, on real days (Stripe judges expiry by its clock). */
const freshDay = () => addDays(klDateOf(new Date()), (dayCounter += 1));

interface CheckoutAnswer {
  url: string;
  sessionId: string;
  bookingId: string;
}

/** A new customer's checkout, sent with `headers` (an Origin, or a Host). */
async function checkoutFrom(app: FastifyInstance, headers: Record<string, string>): Promise<CheckoutAnswer> {
  const customer = await registerCustomer(app);
  const response = await app.inject({
    method: "POST",
    url: "/api/payments/create-checkout-session-with-booking",
    remoteAddress: freshClientAddress(),
    headers: { authorization: `Bearer ${customer.token}`, ...headers },
    payload: {
      bookingData: bookingRequest({ date: freshDay() }),
      amount: 600,
      currency: "MYR",
      paymentMethod: "card",
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The sandbox page's button, posted from the page (its Origin is the page's). */
async function press(answer: CheckoutAnswer, button: "pay" | "cancel"): Promise<string | undefined> {
  const page = new URL(answer.url);
  const response = await demo.app.inject({
    method: "POST",
    url: `${page.pathname}/${button}`,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: page.origin },
    payload: "",
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location;
}

const confirmation = (base: string, answer: CheckoutAnswer) =>
  `${base}/booking-confirmation?session_id=${answer.sessionId}`;
const servicePage = (base: string, answer: CheckoutAnswer) =>
  `${base}/service/nutriglow?release_hold=${answer.bookingId}`;

describe("the sandbox checkout (the demo)", () => {
  it.each([
    ["a phone on the same Wi-Fi", LAN],
    ["the demo opened at 127.0.0.1", LOOPBACK],
    ["the site's www. name (PUBLIC_ORIGINS)", WWW],
    ["PUBLIC_URL itself", PUBLIC_URL],
  ])("opens on, and returns to, the origin it started from: %s", async (_what, origin) => {
    const paid = await checkoutFrom(demo.app, { origin });
    expect(paid.url).toBe(`${origin}/api/payments/sandbox/${paid.sessionId}`);
    expect(await press(paid, "pay")).toBe(confirmation(origin, paid));

    const cancelled = await checkoutFrom(demo.app, { origin });
    expect(await press(cancelled, "cancel")).toBe(servicePage(origin, cancelled));
  });

  it("takes the address the request was sent to when it names no Origin", async () => {
    const answer = await checkoutFrom(demo.app, { host: "192.168.1.20:3000" });
    expect(answer.url).toBe(`${LAN}/api/payments/sandbox/${answer.sessionId}`);
  });

  it.each([
    ["an unlisted site", "https://evil.example"],
    ["a LAN address on another port", "http://192.168.1.20:4000"],
    ["a public address on the server's port", "http://203.0.113.9:3000"],
    ["https on a LAN address", "https://192.168.1.20:3000"],
    ["an origin with a path", `${WWW}/evil`],
    ["an opaque origin", "null"],
  ])("falls back to PUBLIC_URL from %s", async (_what, origin) => {
    const answer = await checkoutFrom(demo.app, { origin });
    expect(answer.url).toBe(`${PUBLIC_URL}/api/payments/sandbox/${answer.sessionId}`);
    // The page's buttons, posted with the same foreign origin, still send the browser to PUBLIC_URL.
    const pay = await demo.app.inject({
      method: "POST",
      url: `${new URL(answer.url).pathname}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      payload: "",
    });
    expect(pay.headers.location).toBe(confirmation(PUBLIC_URL, answer));
  });
});

describe("Stripe Checkout (production)", () => {
  /** The success and cancel URLs our request to Stripe carried for this booking. */
  const returnUrlsOf = (answer: CheckoutAnswer) => {
    const create = fake.requests.find(
      (request) =>
        request.path === "/v1/checkout/sessions" && request.form["metadata[bookingId]"] === answer.bookingId,
    );
    return { success: create?.form.success_url, cancel: create?.form.cancel_url };
  };

  it("sends the customer back to the listed origin they started from", async () => {
    const answer = await checkoutFrom(production, { origin: WWW });
    expect(returnUrlsOf(answer)).toEqual({
      success: `${WWW}/booking-confirmation?session_id={CHECKOUT_SESSION_ID}`,
      cancel: servicePage(WWW, answer),
    });
  });

  it.each([
    ["an unlisted site", "https://evil.example"],
    ["a LAN address, allowed only outside production", LAN],
    ["loopback, allowed only outside production", LOOPBACK],
  ])("falls back to PUBLIC_URL from %s", async (_what, origin) => {
    const answer = await checkoutFrom(production, { origin });
    expect(returnUrlsOf(answer)).toEqual({
      success: `${PUBLIC_URL}/booking-confirmation?session_id={CHECKOUT_SESSION_ID}`,
      cancel: servicePage(PUBLIC_URL, answer),
    });
  });
});
