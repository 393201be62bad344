import {
  MESSAGE_STATUSES,
  PHONE_CHANNELS,
  type MessageStatus,
  type PhoneChannel,
} from "@ivdrips/contract/phone-messages";
import { createGiftCardsService } from "../modules/gift-cards/gift-cards.service";
import { createPackagePurchases } from "../modules/packages/package-purchases.service";
import { createClinicalService } from "../modules/clinical/clinical.service";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClinic, bookingRequest, holdWindow, paidBooking, postBooking } from "../../test/booking-fixtures";
import { parsePrometheusText, sampleValue, type Sample } from "../../test/prometheus-text";
import {
  TEST_JWT_SECRET,
  buildTestApp,
  createTestApp,
  injectAs,
  manualClock,
  registerCustomer,
  type TestApp,
  testClinicalSealer,
} from "../../test/test-app";
import { bookings, outboxEmails } from "../db/schema";
import { createBookingTally } from "../lib/booking-tally";
import { startSweeper } from "../lib/sweeper";
import { createBookingContext } from "../modules/bookings/booking-context";
import { lockBooking } from "../modules/bookings/bookings.repository";
import { insertOutboxMessage } from "../modules/phone-messages/phone-messages.repository";
import { UNMATCHED_ROUTE } from "./metrics";

/**
 * GET /metrics (docs/decisions/019-metrics.md): on the public port, refused without its bearer token, and with
 * it Prometheus text whose gauges follow the bookings this test makes.
 */

const TOKEN = "metrics-token-for-the-test-0123456789";
/** The bookings context's settings that the rollback test does not depend on. */
const contextDeps = {
  holdMinutes: 30,
  holdsPerNetwork: 10,
  holdsPerIpv6Site: 10,
  clinicDecisionHours: 24,
  publicUrl: "http://localhost:3000",
  supportEmail: "support@example.com",
};
const clock = manualClock("2026-06-01T09:00:00+08:00");
let t: TestApp;
let address: string;
let withoutToken: FastifyInstance;
let dist: string;

beforeAll(async () => {
  t = await createTestApp({ clock, metricsToken: TOKEN });
  address = await t.app.listen({ host: "127.0.0.1", port: 0 });
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-metrics-dist-"));
  fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><div id="root"></div>');
  withoutToken = await buildTestApp({ database: t.database, jwtSecret: TEST_JWT_SECRET, webDistDir: dist });
});
afterAll(async () => {
  await withoutToken.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A scrape with the right token, parsed strictly. */
async function scrape(): Promise<Sample[]> {
  const response = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parsePrometheusText(response.body).samples;
}

describe("GET /metrics", () => {
  it("is refused through the public address without its token, and answers with it", async () => {
    const customer = await registerCustomer(t.app);
    const refusals: Record<string, Record<string, string>> = {
      "no Authorization": {},
      "a wrong token": { authorization: "Bearer not-the-metrics-token" },
      "the token with a letter changed": { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      "a customer's sign-in token": { authorization: `Bearer ${customer.token}` },
      "the token as Basic": { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
    };
    for (const [what, headers] of Object.entries(refusals)) {
      const response = await fetch(`${address}/metrics`, { headers });
      const body = await response.text();
      expect(response.status, what).toBe(401);
      expect(response.headers.get("www-authenticate"), what).toBe('Bearer realm="metrics"');
      expect(JSON.parse(body), what).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
      expect(body, what).not.toMatch(/ivdrips_|http_request|process_/);
    }
    const allowed = await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const { samples, types } = parsePrometheusText(await allowed.text());
    expect(types.get("http_request_duration_seconds")).toBe("histogram");
    expect(types.get("process_cpu_seconds_total")).toBe("counter");
    expect(samples.length).toBeGreaterThan(50);
  });

  it("times requests per method, route pattern and status, never per raw URL", async () => {
    const customer = await registerCustomer(t.app);
    const clinic = await addClinic(t.app, t.database.db, { username: "metrics-route-clinic" });
    const held = await holdWindow(t.app, customer.token, {
      providerId: clinic.providerId,
      date: "2026-06-04",
    });
    const route = { method: "GET", route: "/api/bookings/:id", status_code: "200" };
    const before = await scrape();
    const count = (samples: Sample[], labels: Record<string, string>) =>
      samples.some((s) => s.name === "http_request_duration_seconds_count" && matches(s, labels))
        ? sampleValue(samples, "http_request_duration_seconds_count", labels)
        : 0;

    const read = await injectAs(t.app, customer.token)({ method: "GET", url: `/api/bookings/${held._id}` });
    expect(read.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: "GET", url: "/api/no-such-route-4471" });
    expect(unknown.statusCode).toBe(404);
    const after = await scrape();

    expect(count(after, route)).toBe(count(before, route) + 1);
    const infinite = { ...route, le: "+Inf" };
    expect(sampleValue(after, "http_request_duration_seconds_bucket", infinite)).toBe(count(after, route));
    const unmatched = { method: "GET", route: UNMATCHED_ROUTE, status_code: "404" };
    expect(count(after, unmatched)).toBe(count(before, unmatched) + 1);
    const labelValues = after.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.filter((value) => value.includes(held._id) || value.includes("4471"))).toEqual([]);
  });

  it("reports the bookings, holds, clinics' backlog, outbox, refunds and sweeps as they are", async () => {
    const customer = await registerCustomer(t.app);
    const clinic = await addClinic(t.app, t.database.db, { username: "metrics-gauge-clinic", capacity: 10 });
    const at = (date: string) => ({ providerId: clinic.providerId, date });
    const gauges = async () => {
      const samples = await scrape();
      const value = (name: string, labels: Record<string, string> = {}) => sampleValue(samples, name, labels);
      return {
        pending: value("ivdrips_bookings", { status: "pending" }),
        confirmed: value("ivdrips_bookings", { status: "confirmed" }),
        openHolds: value("ivdrips_open_holds"),
        awaitingClinic: value("ivdrips_bookings_awaiting_clinic"),
        outboxDue: value("ivdrips_outbox_due"),
        outboxFailed: value("ivdrips_outbox_failed"),
        refundsFailed: value("ivdrips_refunds_due", { refund_status: "failed" }),
        refundsPending: value("ivdrips_refunds_due", { refund_status: "pending" }),
      };
    };
    const start = await gauges();

    await holdWindow(t.app, customer.token, at("2026-06-05"));
    expect(await gauges()).toEqual({ ...start, pending: start.pending + 1, openHolds: start.openHolds + 1 });

    // Another window: a second hold on the same window would take the first one's place.
    const paid = await paidBooking(t.app, customer.token, at("2026-06-06"));
    const queued = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, paid._id));
    expect(queued.length).toBeGreaterThan(0);
    const afterPaying = await gauges();
    expect(afterPaying).toEqual({
      ...start,
      pending: start.pending + 1,
      openHolds: start.openHolds + 1,
      confirmed: start.confirmed + 1,
      awaitingClinic: start.awaitingClinic + 1,
      outboxDue: start.outboxDue + queued.length,
    });

    // One email given up on; the paid booking's refund failing (as a refund the provider refused would).
    await t.database.db
      .update(outboxEmails)
      .set({ failedAt: clock(), lastError: "550 mailbox unavailable" })
      .where(eq(outboxEmails.id, queued[0]?.id ?? ""));
    await t.database.db.update(bookings).set({ refundStatus: "failed" }).where(eq(bookings.id, paid._id));
    expect(await gauges()).toEqual({
      ...afterPaying,
      outboxDue: afterPaying.outboxDue - 1,
      outboxFailed: afterPaying.outboxFailed + 1,
      refundsFailed: afterPaying.refundsFailed + 1,
    });

    // Every hold here was made at one time: once it has run out, none is open, though each is still stored as
    // pending until the sweep releases it.
    clock.advance(2 * 60 * 60 * 1000);
    const lapsed = await gauges();
    expect(lapsed.openHolds).toBe(0);
    expect(lapsed.pending).toBe(afterPaying.pending);
  });

  it("counts no email held for a message to a phone as due: it goes only if the phone fails", async () => {
    const customer = await registerCustomer(t.app);
    const clinic = await addClinic(t.app, t.database.db, { username: "metrics-held-clinic" });
    const paid = await paidBooking(t.app, customer.token, {
      providerId: clinic.providerId,
      date: "2026-06-07",
    });
    const [email] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, paid._id));
    if (!email) throw new Error("no email was queued");
    const due = async () => sampleValue(await scrape(), "ivdrips_outbox_due");
    const before = await due();
    await t.database.db
      .update(outboxEmails)
      .set({ heldForChain: crypto.randomUUID() })
      .where(eq(outboxEmails.id, email.id));
    expect(await due()).toBe(before - 1);
  });

  it("reports the messages to phones by channel and status, every pair even with none", async () => {
    const byPair = async () => {
      const samples = await scrape();
      const series = samples.filter((sample) => sample.name === "ivdrips_messages");
      expect(series).toHaveLength(PHONE_CHANNELS.length * MESSAGE_STATUSES.length);
      return Object.fromEntries(
        series.map((sample) => [`${sample.labels.channel} ${sample.labels.status}`, sample.value]),
      );
    };
    const start = await byPair();
    expect(Object.keys(start).sort()).toEqual(
      PHONE_CHANNELS.flatMap((channel) => MESSAGE_STATUSES.map((status) => `${channel} ${status}`)).sort(),
    );

    const message = (channel: PhoneChannel, status: MessageStatus) =>
      insertOutboxMessage(t.database.db, {
        kind: "booking_approved",
        channel,
        status,
        toPhone: "+60123456789",
        language: "en",
        template: "booking_approved",
        params: ["Tuesday, 2 June 2026", "Morning 8AM - 12PM", "https://ivdrips.my/account"],
      });
    await message("whatsapp", "queued");
    await message("whatsapp", "queued");
    await message("whatsapp", "read");
    const failed = await message("whatsapp", "failed");
    await message("sms", "delivered");
    await message("sms", "failed");
    if (!failed) throw new Error("the message was not stored");
    // An SMS standing in for a failed WhatsApp message is a message of its own, counted on its channel.
    await insertOutboxMessage(t.database.db, {
      kind: "booking_approved",
      chainId: failed.chainId,
      fallbackOf: failed.id,
      channel: "sms",
      toPhone: failed.toPhone,
      language: "en",
      template: "booking_approved",
    });

    expect(await byPair()).toEqual({
      ...start,
      "whatsapp queued": (start["whatsapp queued"] ?? 0) + 2,
      "whatsapp read": (start["whatsapp read"] ?? 0) + 1,
      "whatsapp failed": (start["whatsapp failed"] ?? 0) + 1,
      "sms queued": (start["sms queued"] ?? 0) + 1,
      "sms delivered": (start["sms delivered"] ?? 0) + 1,
      "sms failed": (start["sms failed"] ?? 0) + 1,
    });
  });

  it("reports each sweeper's last success and its failures", async () => {
    const log = { info: () => undefined, error: () => undefined };
    const startedAt = Date.now();
    const bookingsSweeper = startSweeper("bookings", () => t.app.bookings.sweep(), log, 60_000, t.app.sweeps);
    const failing = startSweeper(
      "payments",
      () => Promise.reject(new Error("database unavailable")),
      log,
      60_000,
      t.app.sweeps,
    );
    await Promise.all([bookingsSweeper.stop(), failing.stop()]);
    const samples = await scrape();
    const lastBookings = sampleValue(samples, "ivdrips_sweep_last_success_timestamp_seconds", {
      sweep: "bookings",
    });
    expect(lastBookings * 1000).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000);
    expect(lastBookings * 1000).toBeLessThanOrEqual(Date.now());
    expect(sampleValue(samples, "ivdrips_sweep_errors_total", { sweep: "bookings" })).toBe(0);
    expect(sampleValue(samples, "ivdrips_sweep_errors_total", { sweep: "payments" })).toBe(1);
    expect(
      samples.filter(
        (s) => s.name === "ivdrips_sweep_last_success_timestamp_seconds" && matches(s, { sweep: "payments" }),
      ),
    ).toEqual([]);
  });

  it("reports its version and commit, and counts bookings made, paid, cancelled and refunded, once each", async () => {
    const customer = await registerCustomer(t.app);
    const clinic = await addClinic(t.app, t.database.db, {
      username: "metrics-counter-clinic",
      capacity: 10,
    });
    const request = bookingRequest({ providerId: clinic.providerId, date: "2026-06-12" });
    const counters = async () => {
      const samples = await scrape();
      const value = (outcome: string) => sampleValue(samples, `ivdrips_bookings_${outcome}_total`, {});
      return {
        made: value("made"),
        paid: value("paid"),
        cancelled: value("cancelled"),
        refunded: value("refunded"),
      };
    };
    const start = await counters();
    const { version } = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8"),
    ) as { version: string };
    // Run from source, as here, nothing stamped a commit (scripts/build.mjs does; scripts/production-build.test.ts checks it).
    expect(sampleValue(await scrape(), "ivdrips_build_info", { version, commit: "unknown" })).toBe(1);

    // Made: the checkout holds the window; asking again for the same hold gives it back, and is no new booking.
    const checkout = await injectAs(
      t.app,
      customer.token,
    )({
      method: "POST",
      url: "/api/payments/create-checkout-session-with-booking",
      payload: { bookingData: request, amount: 600, currency: "MYR", paymentMethod: "card" },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { url, bookingId } = checkout.json<{ url: string; bookingId: string }>();
    expect((await postBooking(t.app, customer.token, request)).json()).toMatchObject({ _id: bookingId });
    expect(await counters()).toEqual({ ...start, made: start.made + 1 });

    // Paid: the sandbox's Pay button; pressing it again changes nothing.
    const pay = () =>
      t.app.inject({
        method: "POST",
        url: `${new URL(url).pathname}/pay`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "",
      });
    expect((await pay()).statusCode).toBe(303);
    expect((await pay()).statusCode).toBe(303);
    expect(await counters()).toEqual({ ...start, made: start.made + 1, paid: start.paid + 1 });

    // Cancelled: the customer calls it off; a second cancel is refused and counts nothing.
    const cancel = () =>
      injectAs(t.app, customer.token)({ method: "PUT", url: `/api/bookings/${bookingId}/cancel` });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    const cancelled = { made: start.made + 1, paid: start.paid + 1, cancelled: start.cancelled + 1 };
    expect(await counters()).toEqual({ ...start, ...cancelled });

    // Refunded: the payments sweep sends the refund through the provider, once.
    expect((await t.app.payments.sweep()).refunded).toBe(1);
    expect((await t.app.payments.sweep()).refunded).toBe(0);
    expect(await counters()).toEqual({ ...cancelled, refunded: start.refunded + 1 });
  });

  it("counts nothing for a move whose transaction was rolled back", async () => {
    const customer = await registerCustomer(t.app);
    const clinic = await addClinic(t.app, t.database.db, { username: "metrics-rollback-clinic" });
    const paid = await paidBooking(t.app, customer.token, {
      providerId: clinic.providerId,
      date: "2026-06-13",
    });
    const tally = createBookingTally();
    const clinical = createClinicalService({ db: t.database.db, clock, sealer: testClinicalSealer() });
    const context = createBookingContext({
      ...contextDeps,
      db: t.database.db,
      clock,
      tally,
      clinical: clinical.gate,
      credits: createPackagePurchases({ db: t.database.db, clock }),
      giftCards: createGiftCardsService({ db: t.database.db, clock, codeKey: Buffer.alloc(32) }),
    });
    const cancelThen = (after: () => void) =>
      context.write(async (tx) => {
        const booking = await lockBooking(tx, paid._id);
        if (!booking) throw new Error("no booking");
        await context.apply(tx, booking, "cancel", { actor: "customer" });
        after();
      });

    await expect(
      cancelThen(() => {
        throw new Error("a later statement failed");
      }),
    ).rejects.toThrow("a later statement failed");
    expect(tally.totals().cancelled).toBe(0);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, paid._id));
    expect(row?.status).toBe("confirmed");

    await cancelThen(() => undefined);
    expect(tally.totals()).toEqual({ made: 0, paid: 0, cancelled: 1, refunded: 0 });
  });

  it("answers while the business counts cannot be read: the last ones, marked stale, beside the process's", async () => {
    const fresh = await scrape();
    expect(sampleValue(fresh, "ivdrips_business_counts_stale")).toBe(0);
    const openHolds = sampleValue(fresh, "ivdrips_open_holds");
    // The counts' table out of reach, as when the database is away: the scrape still answers.
    await t.database.db.execute(sql`alter table bookings rename to bookings_away`);
    let stale: Sample[];
    try {
      stale = await scrape();
    } finally {
      await t.database.db.execute(sql`alter table bookings_away rename to bookings`);
    }
    expect(sampleValue(stale, "ivdrips_business_counts_stale")).toBe(1);
    expect(sampleValue(stale, "ivdrips_open_holds")).toBe(openHolds);
    expect(stale.some((sample) => sample.name === "process_cpu_user_seconds_total")).toBe(true);
    expect(sampleValue(await scrape(), "ivdrips_business_counts_stale")).toBe(0);
  });

  it("answers 404 like an unknown route when no token is configured, not the web app's page", async () => {
    for (const headers of [{}, { accept: "text/html" }, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await withoutToken.inject({ method: "GET", url: "/metrics", headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    // The web app's fallback still serves its pages.
    const page = await withoutToken.inject({
      method: "GET",
      url: "/bookings",
      headers: { accept: "text/html" },
    });
    expect(page.statusCode).toBe(200);
  });
});

function matches(sample: Sample, labels: Record<string, string>): boolean {
  return Object.entries(labels).every(([key, value]) => sample.labels[key] === value);
}
