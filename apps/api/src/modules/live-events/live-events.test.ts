import { BookingEventSchema } from "@ivdrips/contract/clinic-calendar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { addClinic, clinicDecision, clinicianOf, paidBooking } from "../../../test/booking-fixtures";
import { openEventStream, type EventStreamReader } from "../../../test/event-stream";
import { addStaff } from "../../../test/staff-fixtures";
import { harnessInviteCodeId, injectAs, inviteCookieHeader } from "../../../test/test-app";

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({
  now: NOW,
  signUpCustomer: true,
  signUpOtherCustomer: true,
  signInDemoClinic: true,
});
const freshDay = freshDays("2026-07-01");
let base = "";
let otherClinic: { clinicId: string; providerId: string; token: string };
const readers: EventStreamReader[] = [];

beforeAll(async () => {
  otherClinic = await addClinic(t.app, t.database.db, { username: "live-events-other" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (address === null || typeof address === "string") throw new Error("not listening on a port");
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => {
  for (const reader of readers) reader.close();
});

/** A stream as a signed-in browser opens it: bearer token, invite pass, and Last-Event-ID when resuming. */
async function stream(path: string, token: string, lastEventId?: string) {
  const reader = await openEventStream(`${base}${path}`, {
    authorization: `Bearer ${token}`,
    cookie: inviteCookieHeader(harnessInviteCodeId(t.app), t.clock),
    ...(lastEventId === undefined ? {} : { "last-event-id": lastEventId }),
  });
  readers.push(reader);
  return reader;
}
const payAt = (providerId: string, token = t.customer.token) =>
  paidBooking(t.app, token, { date: freshDay(), providerId });
const decide = async (id: string, status: "approved" | "rejected", token = t.clinicToken) =>
  injectAs(
    t.app,
    token,
  )({
    method: "PUT",
    url: `/api/clinics/bookings/${id}/status`,
    payload: clinicDecision(status, await clinicianOf(t.app, token)),
  });

describe("GET /api/clinics/events", () => {
  it("streams the clinic's own new paid bookings, not another clinic's", async () => {
    const events = await stream("/api/clinics/events", t.clinicToken);
    expect(events.status).toBe(200);
    expect(events.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(events.headers.get("cache-control")).toBe("no-store");
    expect(events.headers.get("x-accel-buffering")).toBe("no");
    expect(events.headers.get("content-encoding")).toBeNull();

    const elsewhere = await payAt(otherClinic.providerId);
    const mine = await payAt(t.seeded.providerId);
    const event = await events.next();
    // Another clinic's booking, paid first, never came: the first event is the clinic's own.
    expect(event.event).toBe("booking_paid");
    const data = BookingEventSchema.parse(JSON.parse(event.data));
    expect(data).toMatchObject({ type: "booking_paid", bookingId: mine._id, reference: mine.reference });
    expect(event.id).toBe(String(data.id));
    expect(elsewhere._id).not.toBe(mine._id);
  });

  it("tells of approvals, rejections and cancellations at the clinic, in order", async () => {
    const events = await stream("/api/clinics/events", t.clinicToken);
    const approved = await payAt(t.seeded.providerId);
    const rejected = await payAt(t.seeded.providerId);
    expect((await decide(approved._id, "approved")).statusCode).toBe(200);
    expect((await decide(rejected._id, "rejected")).statusCode).toBe(200);
    const cancel = await injectAs(
      t.app,
      t.customer.token,
    )({
      method: "PUT",
      url: `/api/bookings/${approved._id}/cancel`,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const seen = [];
    for (let i = 0; i < 5; i += 1) seen.push(JSON.parse((await events.next()).data) as { type: string });
    expect(seen.map((e) => e.type)).toEqual([
      "booking_paid",
      "booking_paid",
      "booking_approved",
      "booking_rejected",
      "booking_cancelled",
    ]);
  });

  it("resumes after Last-Event-ID with exactly the events it missed", async () => {
    const first = await stream("/api/clinics/events", t.clinicToken);
    const before = await payAt(t.seeded.providerId);
    const last = await first.next();
    expect(JSON.parse(last.data)).toMatchObject({ bookingId: before._id });
    first.close();

    const missed = await payAt(t.seeded.providerId);
    expect((await decide(missed._id, "approved")).statusCode).toBe(200);

    const resumed = await stream("/api/clinics/events", t.clinicToken, last.id);
    const replayed = [await resumed.next(), await resumed.next()].map(
      (event) => JSON.parse(event.data) as { type: string; bookingId: string },
    );
    expect(replayed).toMatchObject([
      { type: "booking_paid", bookingId: missed._id },
      { type: "booking_approved", bookingId: missed._id },
    ]);
    await expect(resumed.next(300)).rejects.toThrow(/no event/);
    // And it carries on live.
    const after = await payAt(t.seeded.providerId);
    expect(JSON.parse((await resumed.next()).data)).toMatchObject({ bookingId: after._id });
  });

  it("starts from now without Last-Event-ID", async () => {
    await payAt(t.seeded.providerId);
    const events = await stream("/api/clinics/events", t.clinicToken);
    await expect(events.next(300)).rejects.toThrow(/no event/);
  });

  it("is for clinics only, and refuses a Last-Event-ID it did not give", async () => {
    const anonymous = await injectAs(t.app)({ method: "GET", url: "/api/clinics/events" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401 });
    const customer = await injectAs(t.app, t.customer.token)({ method: "GET", url: "/api/clinics/events" });
    expect(customer.statusCode).toBe(403);
    const bad = await injectAs(
      t.app,
      t.clinicToken,
    )({
      method: "GET",
      url: "/api/clinics/events",
      headers: { "last-event-id": "yesterday" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /api/bookings/events", () => {
  it("tells the customer of the clinic's decision on their own bookings only", async () => {
    const mine = await stream("/api/bookings/events", t.customer.token);
    const theirs = await stream("/api/bookings/events", t.otherCustomer.token);
    const booking = await payAt(t.seeded.providerId);
    const other = await payAt(t.seeded.providerId, t.otherCustomer.token);
    expect((await decide(other._id, "approved")).statusCode).toBe(200);
    expect((await decide(booking._id, "approved")).statusCode).toBe(200);

    const types = [await mine.next(), await mine.next()].map((event) => JSON.parse(event.data) as object);
    expect(types).toMatchObject([
      { type: "booking_paid", bookingId: booking._id },
      { type: "booking_approved", bookingId: booking._id },
    ]);
    const own = [await theirs.next(), await theirs.next()].map((event) => JSON.parse(event.data) as object);
    expect(own).toMatchObject([
      { type: "booking_paid", bookingId: other._id },
      { type: "booking_approved", bookingId: other._id },
    ]);
  });

  it("is for customers only", async () => {
    expect((await injectAs(t.app)({ method: "GET", url: "/api/bookings/events" })).statusCode).toBe(401);
    const clinic = await injectAs(t.app, t.clinicToken)({ method: "GET", url: "/api/bookings/events" });
    expect(clinic.statusCode).toBe(403);
  });
});

describe("GET /api/admin/events", () => {
  it("tells staff of every clinic's bookings", async () => {
    const member = await addStaff(t.app, t.database.db);
    const events = await stream("/api/admin/events", member.token);
    const here = await payAt(t.seeded.providerId);
    const elsewhere = await payAt(otherClinic.providerId);
    const seen = [await events.next(), await events.next()].map((event) => JSON.parse(event.data) as object);
    expect(seen).toMatchObject([
      { type: "booking_paid", bookingId: here._id },
      { type: "booking_paid", bookingId: elsewhere._id },
    ]);
  });

  it("is for staff only", async () => {
    expect((await injectAs(t.app)({ method: "GET", url: "/api/admin/events" })).statusCode).toBe(401);
    const clinic = await injectAs(t.app, t.clinicToken)({ method: "GET", url: "/api/admin/events" });
    expect(clinic.statusCode).toBe(403);
    const customer = await injectAs(t.app, t.customer.token)({ method: "GET", url: "/api/admin/events" });
    expect(customer.statusCode).toBe(403);
  });
});

describe("closing the server", () => {
  it("ends every open stream, so a graceful shutdown does not wait on them", async () => {
    const events = await stream("/api/clinics/events", t.clinicToken);
    const started = Date.now();
    await t.app.close();
    await events.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
