import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body as the SDK sent it, flat: `line_items[0][price_data][unit_amount]` → "15000". */
  form: Record<string, string>;
}

/** The fields of a Checkout Session that our code reads, shaped as Stripe returns them. */
export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string | null;
  amount_total: number;
  currency: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  payment_intent: string | null;
  /** Not Stripe's: what the customer paid with, returned on the PaymentIntent when retrieve expands it. */
  paymentMethodType?: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  expires_at: number;
  success_url: string | null;
  cancel_url: string | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  status: string;
  amount: number;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  api: { host: "127.0.0.1"; port: number; protocol: "http" };
  /** Every request received, in order, failed ones included. */
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  refunds: Map<string, FakeRefund>;
  /** The status new refunds get: succeeded, or pending / requires_action / failed / canceled. */
  refundStatus: string;
  /**
   * What Stripe does when the customer finishes paying (paid) or starts a delayed payment (unpaid), with a
   * card unless `method` says (fpx, grabpay).
   */
  completeSession(id: string, outcome: { paid: boolean; method?: string }): FakeCheckoutSession;
  /** What Stripe does when a delayed payment succeeds. */
  settleSession(id: string): FakeCheckoutSession;
  /** What Stripe does when expires_at passes. */
  expire(id: string): FakeCheckoutSession;
  /** Answer the next `times` requests with this status and JSON body (the SDK retries 5xx by itself). */
  failNext(status: number, body: object, times?: number): void;
  close(): Promise<void>;
}

const SESSION_PATH = /^\/v1\/checkout\/sessions\/([^/]+)$/;
const EXPIRE_PATH = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/;
const MIN_LIFETIME_S = 30 * 60;
const MAX_LIFETIME_S = 24 * 60 * 60;

function stripeId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString("hex")}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function stripeError(type: string, message: string, extra: { code?: string; param?: string } = {}) {
  return { error: { type, message, ...extra } };
}

/** Keys under `prefix[...]`, e.g. metadata[bookingId] → { bookingId }. */
function subMap(form: Record<string, string>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.startsWith(`${prefix}[`) && /^[^[]+\[([^\]]+)\]$/.exec(key);
    if (match && match[1]) result[match[1]] = value;
  }
  return result;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

interface Reply {
  status: number;
  body: object;
}

/**
 * A loopback stand-in for the part of Stripe's API that the Stripe checkout provider calls, so tests run the
 * real SDK (form encoding, headers, retries, error classes) without the network.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const refunds = new Map<string, FakeRefund>();
  const failures: Reply[] = [];
  /** Idempotency-Key → the first request's parameters and answer, replayed as Stripe does. */
  const idempotent = new Map<string, { path: string; form: string; reply: Reply }>();
  let port = 0;

  function sessionOr404(id: string): FakeCheckoutSession | Reply {
    const session = sessions.get(id);
    if (session) return session;
    return {
      status: 404,
      body: stripeError("invalid_request_error", `No such checkout.session: '${id}'`, {
        code: "resource_missing",
        param: "session",
      }),
    };
  }

  function createSession(form: Record<string, string>): Reply {
    const expiresAt = Number(form.expires_at ?? nowSeconds() + MAX_LIFETIME_S);
    const lifetime = expiresAt - nowSeconds();
    if (lifetime < MIN_LIFETIME_S || lifetime > MAX_LIFETIME_S) {
      const message = "The `expires_at` timestamp must be between 30 minutes and 24 hours from now.";
      return { status: 400, body: stripeError("invalid_request_error", message, { param: "expires_at" }) };
    }
    let amountTotal = 0;
    for (let index = 0; form[`line_items[${index}][quantity]`] !== undefined; index += 1) {
      const unitAmount = Number(form[`line_items[${index}][price_data][unit_amount]`]);
      amountTotal += unitAmount * Number(form[`line_items[${index}][quantity]`]);
    }
    const id = stripeId("cs_test_");
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      mode: form.mode ?? "payment",
      url: `http://127.0.0.1:${port}/pay/${id}`,
      amount_total: amountTotal,
      currency: form["line_items[0][price_data][currency]"] ?? "myr",
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      metadata: subMap(form, "metadata"),
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      expires_at: expiresAt,
      success_url: form.success_url ?? null,
      cancel_url: form.cancel_url ?? null,
      created: nowSeconds(),
      livemode: false,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  /** The session as Stripe returns it: `expand[]=payment_intent.payment_method` nests both objects. */
  function asReturned(session: FakeCheckoutSession, query: Record<string, string>): object {
    const { paymentMethodType, ...returned } = session;
    const expand = Object.entries(query)
      .filter(([key]) => key.startsWith("expand["))
      .map(([, value]) => value);
    if (!expand.includes("payment_intent.payment_method") || session.payment_intent === null) return returned;
    const paymentMethod = {
      id: stripeId("pm_"),
      object: "payment_method",
      type: paymentMethodType ?? "card",
    };
    return {
      ...returned,
      payment_intent: { id: session.payment_intent, object: "payment_intent", payment_method: paymentMethod },
    };
  }

  function expireSession(id: string): Reply {
    const session = sessionOr404(id);
    if (!("object" in session)) return session;
    if (session.status !== "open") {
      const message = `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`;
      return { status: 400, body: stripeError("invalid_request_error", message) };
    }
    session.status = "expired";
    session.url = null;
    return { status: 200, body: session };
  }

  function createRefund(form: Record<string, string>): Reply {
    const paymentIntent = form.payment_intent ?? "";
    const paid = [...sessions.values()].find((session) => session.payment_intent === paymentIntent);
    if (!paid) {
      return {
        status: 400,
        body: stripeError("invalid_request_error", `No such payment_intent: '${paymentIntent}'`, {
          code: "resource_missing",
          param: "payment_intent",
        }),
      };
    }
    const refund: FakeRefund = {
      id: stripeId("re_"),
      object: "refund",
      status: fake.refundStatus,
      amount: form.amount === undefined ? paid.amount_total : Number(form.amount),
      currency: paid.currency,
      payment_intent: paymentIntent,
      metadata: subMap(form, "metadata"),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, form: Record<string, string>): Reply {
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(form);
    if (method === "POST" && path === "/v1/refunds") return createRefund(form);
    const expireMatch = EXPIRE_PATH.exec(path);
    if (method === "POST" && expireMatch?.[1]) return expireSession(expireMatch[1]);
    const sessionMatch = SESSION_PATH.exec(path);
    if (method === "GET" && sessionMatch?.[1]) {
      const session = sessionOr404(sessionMatch[1]);
      return "object" in session ? { status: 200, body: asReturned(session, form) } : session;
    }
    const message = `Unrecognized request URL (${method}: ${path}).`;
    return { status: 404, body: stripeError("invalid_request_error", message) };
  }

  function answer(method: string, path: string, request: FakeStripeRequest): Reply & { replayed?: boolean } {
    const failure = failures.shift();
    if (failure) return failure;
    if (!request.headers.authorization?.startsWith("Bearer ")) {
      return { status: 401, body: stripeError("invalid_request_error", "You did not provide an API key.") };
    }
    const key = request.headers["idempotency-key"];
    if (method !== "POST" || typeof key !== "string") return route(method, path, request.form);
    const form = JSON.stringify(request.form);
    const earlier = idempotent.get(key);
    if (earlier) {
      if (earlier.path === path && earlier.form === form) return { ...earlier.reply, replayed: true };
      const message =
        "Keys for idempotent requests can only be used with the same parameters they were first used with.";
      return { status: 400, body: stripeError("idempotency_error", message) };
    }
    const reply = route(method, path, request.form);
    // Like Stripe: a request that failed validation is not saved against its key, and a replay answers with
    // the object as it was then (a copy), not as it is now.
    if (reply.status < 400) idempotent.set(key, { path, form, reply: structuredClone(reply) });
    return reply;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? "GET";
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const recorded: FakeStripeRequest = {
      method,
      path,
      headers: request.headers,
      // A GET's parameters are in its query string, a POST's in its body.
      form: method === "GET" ? Object.fromEntries(url.searchParams) : await readForm(request),
    };
    requests.push(recorded);
    const reply = answer(method, path, recorded);
    response.writeHead(reply.status, {
      "content-type": "application/json",
      "request-id": stripeId("req_"),
      ...(reply.replayed ? { "idempotent-replayed": "true" } : {}),
    });
    response.end(JSON.stringify(reply.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify(stripeError("api_error", String(error))));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  function existing(id: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    return session;
  }

  const fake: FakeStripe = {
    api: { host: "127.0.0.1", port, protocol: "http" },
    requests,
    sessions,
    refunds,
    refundStatus: "succeeded",
    completeSession: (id, { paid, method }) => {
      const session = existing(id);
      session.status = "complete";
      session.payment_status = paid ? "paid" : "unpaid";
      session.payment_intent = stripeId("pi_");
      if (method !== undefined) session.paymentMethodType = method;
      session.url = null;
      return session;
    },
    settleSession: (id) => {
      const session = existing(id);
      session.payment_status = "paid";
      return session;
    },
    expire: (id) => {
      const session = existing(id);
      session.status = "expired";
      session.url = null;
      return session;
    },
    failNext: (status, body, times = 1) => {
      for (let count = 0; count < times; count += 1) failures.push({ status, body });
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
  return fake;
}

/** A body and Stripe-Signature header as Stripe would send them; `timestamp` (Unix seconds) defaults to now. */
export function signedWebhook(
  payload: object,
  secret: string,
  timestamp?: number,
): { body: string; signature: string } {
  const body = JSON.stringify(payload, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  return { body, signature };
}

/** A Stripe event wrapping a session, e.g. sessionEvent("checkout.session.completed", fake.completeSession(id, { paid: true })). */
export function sessionEvent(type: string, session: object, id: string = stripeId("evt_")) {
  return {
    id,
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}
