import type { Dashboard } from "@ivdrips/contract/admin-bookings";
import type { Booking } from "@ivdrips/contract/bookings";
import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays, sweepBookingsAndPayments } from "../../../test/app-under-test";
import { NIGHT_SURCHARGE_RM, bookingRequest, customerTokenAt } from "../../../test/booking-fixtures";
import { definePackage } from "../../../test/purchase-fixtures";
import { addStaff } from "../../../test/staff-fixtures";
import { injectAs } from "../../../test/test-app";
import { outboxEmails, purchases } from "../../db/schema";

/**
 * Issue 39, drip packages bought and spent: a package paid through the hosted checkout gives credits; a
 * booking with a credit is paid by it through the lifecycle (surcharges still by card); a cancellation in time
 * gives the credit back, a late one keeps it; expired credits pay nothing; two bookings never share one.
 */

const PUBLIC_URL = "https://ivdrips.example";
const t = appUnderTest({
  now: "2026-06-01T09:00:00+08:00",
  publicUrl: PUBLIC_URL,
  signUpCustomer: true,
  eachTest: "sweep, reset clock",
  sweep: sweepBookingsAndPayments,
});
const freshDay = freshDays("2026-06-10");
const HOUR = 60 * 60_000;

let packageId = "";
let staffToken = "";
beforeAll(async () => {
  staffToken = (await addStaff(t.app, t.database.db)).token;
  packageId = (await definePackage(t.app, t.database.db, { name: "4 × NutriGlow", price: 2000 })).id;
});

const asCustomer = async () => injectAs(t.app, await customerTokenAt(t.clock, t.customer.id));

interface PurchaseAnswer {
  url: string;
  sessionId: string;
  purchaseId: string;
}

async function startPurchase(payload: object = { amount: 2000, currency: "MYR" }) {
  return (await asCustomer())({ method: "POST", url: `/api/packages/${packageId}/purchase`, payload });
}

const pressPay = (answer: { url: string }, form: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: `${new URL(answer.url).pathname}/pay`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });

/** A package bought and paid by card in the sandbox. */
async function boughtPackage(): Promise<string> {
  const started = await startPurchase();
  expect(started.statusCode, started.body).toBe(200);
  const answer = started.json<PurchaseAnswer>();
  const paid = await pressPay(answer, { method: "card", outcome: "succeed" });
  expect(paid.statusCode).toBe(303);
  return answer.purchaseId;
}

async function creditOf(purchaseId: string): Promise<PackageCredit | undefined> {
  const response = await (await asCustomer())({ method: "GET", url: "/api/account/credits" });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ credits: PackageCredit[] }>()
    .credits.find((credit) => credit.purchaseId === purchaseId);
}

async function bookWithCredit(purchaseId: string, overrides: Parameters<typeof bookingRequest>[0] = {}) {
  return (await asCustomer())({
    method: "POST",
    url: "/api/bookings",
    payload: { ...bookingRequest({ date: freshDay(), ...overrides }), payWith: { credit: purchaseId } },
  });
}

describe("buying a package", () => {
  it("opens a checkout at the package's price; paid, its drips are credits until 3 months on", async () => {
    const started = await startPurchase({ amount: 2000, currency: "MYR", paymentMethod: "fpx" });
    expect(started.statusCode, started.body).toBe(200);
    const answer = started.json<PurchaseAnswer>();
    const page = (await t.app.inject({ method: "GET", url: new URL(answer.url).pathname })).body;
    expect(page).toContain("4 × NutriGlow");
    expect(page).toContain(">Pay RM 2000</button>");
    expect(await creditOf(answer.purchaseId)).toBeUndefined();

    const paid = await pressPay(answer, { method: "fpx", outcome: "succeed" });
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/packages/confirmation?session_id=${answer.sessionId}`);
    expect(await creditOf(answer.purchaseId)).toEqual({
      purchaseId: answer.purchaseId,
      packageName: "4 × NutriGlow",
      credits: 4,
      creditsLeft: 4,
      // The end of the KL day three months after the payment (1 June 2026).
      expiresAt: "2026-09-01T16:00:00.000Z",
      usable: true,
      services: [{ id: "nutriglow", name: expect.any(String) }],
      paidAt: expect.any(String),
    });
    const [row] = await t.database.db.select().from(purchases).where(eq(purchases.id, answer.purchaseId));
    expect(row).toMatchObject({ status: "paid", paymentMethod: "fpx", paymentProvider: "sandbox" });

    // The confirmation page's call names the purchase to its owner, and paying again changes nothing.
    const completed = await (
      await asCustomer()
    )({
      method: "POST",
      url: "/api/payments/complete-payment",
      payload: { sessionId: answer.sessionId },
    });
    expect(completed.json()).toEqual({ status: "paid", purchaseId: answer.purchaseId });
    expect((await creditOf(answer.purchaseId))?.creditsLeft).toBe(4);
  });

  it("the console's dashboard counts the package sold, and the money", async () => {
    const prepaid = async () =>
      (await injectAs(t.app, staffToken)({ url: "/api/admin/dashboard" })).json<Dashboard>().prepaid;
    const before = await prepaid();
    await boughtPackage();
    const after = await prepaid();
    expect(after.days).toBe(30);
    expect(after.packages.count - before.packages.count).toBe(1);
    expect(after.packages.amount - before.packages.amount).toBe(2000);
    expect(after.giftCards).toEqual(before.giftCards);
  });

  it("refuses a price the package does not have, a package off sale or unknown, and strangers", async () => {
    const wrong = await startPurchase({ amount: 1999, currency: "MYR" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "AMOUNT_MISMATCH" });
    const unknown = await (
      await asCustomer()
    )({
      method: "POST",
      url: "/api/packages/00000000-0000-4000-8000-000000000000/purchase",
      payload: { amount: 2000, currency: "MYR" },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/packages/${packageId}/purchase`,
      payload: { amount: 2000, currency: "MYR" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("a declined bank leaves no credits; a package given up gives none", async () => {
    const answer = (await startPurchase()).json<PurchaseAnswer>();
    await pressPay(answer, { method: "fpx", outcome: "pending" });
    const declined = await t.app.inject({
      method: "POST",
      url: `${new URL(answer.url).pathname}/settle`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "outcome=fail",
    });
    expect(declined.statusCode).toBe(303);
    expect(await creditOf(answer.purchaseId)).toBeUndefined();
    const [row] = await t.database.db.select().from(purchases).where(eq(purchases.id, answer.purchaseId));
    expect(row?.status).toBe("expired");
  });
});

describe("booking with a credit", () => {
  it("a credit pays the drip: the booking is paid at once, reaches the clinic, and a credit is used", async () => {
    const purchaseId = await boughtPackage();
    const booked = await bookWithCredit(purchaseId);
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json<Booking>();
    expect(booking).toMatchObject({
      state: "awaiting_clinic",
      paymentMethod: "credit",
      totalAmount: 600,
      creditAmount: 600,
      amountDue: 0,
    });
    expect(await creditOf(purchaseId)).toMatchObject({ creditsLeft: 3, usable: true });
    const emails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, booking._id));
    expect(emails.map((email) => email.kind).sort()).toEqual(["booking_received", "clinic_new_booking"]);
  });

  it("a Night surcharge is still paid by card: the hold is for it alone", async () => {
    const purchaseId = await boughtPackage();
    const booked = await bookWithCredit(purchaseId, { timeSlot: "Night 8PM - 12AM" });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json<Booking>();
    expect(booking).toMatchObject({ state: "held", creditAmount: 600, amountDue: NIGHT_SURCHARGE_RM });

    const asked = await (
      await asCustomer()
    )({
      method: "POST",
      url: "/api/payments/create-checkout-session",
      payload: { bookingId: booking._id, amount: 600 + NIGHT_SURCHARGE_RM, currency: "MYR" },
    });
    expect(asked.statusCode).toBe(400);
    const checkout = await (
      await asCustomer()
    )({
      method: "POST",
      url: "/api/payments/create-checkout-session",
      payload: { bookingId: booking._id, amount: NIGHT_SURCHARGE_RM, currency: "MYR" },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const page = (
      await t.app.inject({ method: "GET", url: new URL(checkout.json<{ url: string }>().url).pathname })
    ).body;
    expect(page).toContain("Package credit");
    await pressPay(checkout.json<{ url: string }>(), { method: "card", outcome: "succeed" });
    const paid = await (await asCustomer())({ method: "GET", url: `/api/bookings/${booking._id}` });
    expect(paid.json<Booking>()).toMatchObject({ state: "awaiting_clinic", amountDue: NIGHT_SURCHARGE_RM });
    expect((await creditOf(purchaseId))?.creditsLeft).toBe(3);
  });

  it("a hold let go gives its credit back", async () => {
    const purchaseId = await boughtPackage();
    const held = (await bookWithCredit(purchaseId, { timeSlot: "Night 8PM - 12AM" })).json<Booking>();
    expect((await creditOf(purchaseId))?.creditsLeft).toBe(3);
    const released = await (await asCustomer())({ method: "PUT", url: `/api/bookings/${held._id}/release` });
    expect(released.statusCode, released.body).toBe(200);
    expect((await creditOf(purchaseId))?.creditsLeft).toBe(4);
  });

  it("cancelled 24 hours ahead, the credit comes back; cancelled late, it is kept", async () => {
    const purchaseId = await boughtPackage();
    const early = (await bookWithCredit(purchaseId)).json<Booking>();
    const late = (await bookWithCredit(purchaseId)).json<Booking>();
    expect((await creditOf(purchaseId))?.creditsLeft).toBe(2);

    const cancelled = await (await asCustomer())({ method: "PUT", url: `/api/bookings/${early._id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Nothing was paid in money, so nothing goes back in money.
    expect(cancelled.json<Booking>()).toMatchObject({ state: "cancelled", refund: null });
    expect((await creditOf(purchaseId))?.creditsLeft).toBe(3);

    t.clock.set(new Date(new Date(late.windowStartsAt).getTime() - 2 * HOUR));
    const lateCancel = await (await asCustomer())({ method: "PUT", url: `/api/bookings/${late._id}/cancel` });
    expect(lateCancel.statusCode, lateCancel.body).toBe(200);
    expect((await creditOf(purchaseId))?.creditsLeft).toBe(3);
  });

  it("expired credits pay nothing, and a visit after the expiry cannot use them", async () => {
    const purchaseId = await boughtPackage();
    // Bookable (within 90 days) but after the credits end on 1 September.
    t.clock.set(new Date("2026-08-20T09:00:00+08:00"));
    const beyond = await bookWithCredit(purchaseId, { date: "2026-09-05" });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({
      code: "CREDIT_UNUSABLE",
      message: expect.stringContaining("2026-09-01"),
    });

    t.clock.set(new Date("2026-09-02T09:00:00+08:00"));
    expect(await creditOf(purchaseId)).toMatchObject({ creditsLeft: 4, usable: false });
    const expired = await bookWithCredit(purchaseId, { date: "2026-09-10" });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: "CREDIT_UNUSABLE" });
  });

  it("refuses credits of another customer, of another drip, or of a package not paid", async () => {
    const purchaseId = await boughtPackage();
    const otherDrip = await bookWithCredit(purchaseId, { serviceId: "nmn-150", totalAmount: 1600 });
    expect(otherDrip.statusCode, otherDrip.body).toBe(409);
    const unpaid = (await startPurchase()).json<PurchaseAnswer>();
    const notPaid = await bookWithCredit(unpaid.purchaseId);
    expect(notPaid.json()).toMatchObject({ code: "CREDIT_UNUSABLE" });
    const stranger = await bookWithCredit("00000000-0000-4000-8000-000000000000");
    expect(stranger.statusCode).toBe(404);
  });

  it("two bookings racing for the last credit: one gets it, the other is refused and holds nothing", async () => {
    const purchaseId = await boughtPackage();
    for (let i = 0; i < 3; i += 1) expect((await bookWithCredit(purchaseId)).statusCode).toBe(201);
    const [first, second] = await Promise.all([bookWithCredit(purchaseId), bookWithCredit(purchaseId)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect((await creditOf(purchaseId))?.creditsLeft).toBe(0);
    const mine = await (await asCustomer())({ method: "GET", url: "/api/bookings" });
    expect(mine.json<Booking[]>().filter((booking) => booking.state === "held")).toEqual([]);
  });
});
