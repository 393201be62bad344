import type { Booking } from "@ivdrips/contract/bookings";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import {
  demoNurse,
  clinicDecision,
  clinicianOf,
  customerTokenAt,
  holdWindow,
  paidBooking,
  unreportedVisitEnds,
} from "../../../test/booking-fixtures";
import { injectAs, loginDemoClinic, registerCustomer } from "../../../test/test-app";
import { outboxEmails } from "../../db/schema";
import { toBooking } from "./bookings.service";

/** The state machine of ARCHITECTURE.md "Booking lifecycle": every allowed and every refused transition. */

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({
  now: NOW,
  bookingHoldMinutes: 30,
  signUpCustomer: true,
  signInDemoClinic: true,
  eachTest: "sweep, reset clock",
});
const freshDay = freshDays("2026-07-01");
const read = async (id: string): Promise<Booking> =>
  toBooking(await t.app.bookings.getOwn(t.customer.id, id), { actor: "customer", now: new Date() });
const queued = async (id: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, id)))
    .map((row) => row.kind)
    .sort();

describe("pending → confirmed (paid)", () => {
  it("confirms a held booking once: the second call changes nothing and queues nothing", async () => {
    const held = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    const first = await t.app.bookings.markPaid(held._id, {
      method: "card",
      provider: "sandbox",
      sessionId: "cs_paid_1",
    });
    expect(first.changed).toBe(true);
    expect(first.booking.booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      clinicApprovalStatus: "pending",
      paymentMethod: "card",
      holdExpiresAt: null,
    });
    expect(await queued(held._id)).toEqual(["booking_received", "clinic_new_booking"]);

    const second = await t.app.bookings.markPaid(held._id, {
      method: "card",
      provider: "sandbox",
      sessionId: "cs_paid_1",
    });
    expect(second.changed).toBe(false);
    expect(second.booking).toEqual(first.booking);
    expect(await queued(held._id)).toEqual(["booking_received", "clinic_new_booking"]);
  });

  it("keeps a paid booking's place after its hold time has passed", async () => {
    const date = freshDay();
    const booking = await paidBooking(t.app, t.customer.token, { date });
    t.clock.advance(2 * 60 * 60_000);
    expect(await t.app.bookings.sweep()).toMatchObject({ released: 0, completed: 0 });
    expect((await read(booking._id)).status).toBe("confirmed");
  });

  it("records money for a booking the customer cancelled, but flags it for support instead of booking it", async () => {
    const date = freshDay();
    const held = await holdWindow(t.app, t.customer.token, { date });
    await injectAs(t.app, t.customer.token)({ method: "PUT", url: `/api/bookings/${held._id}/cancel` });
    const result = await t.app.bookings.markPaid(held._id, { method: "card", provider: "sandbox" });
    expect(result).toMatchObject({ changed: true, outcome: "needs_attention" });
    expect(result.booking.booking).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      attentionReason: "paid_after_release",
    });
    expect(await queued(held._id)).toEqual(["payment_needs_attention", "support_payment_attention"]);
    // Paying again changes nothing and tells nobody twice.
    expect((await t.app.bookings.markPaid(held._id, { method: "card", provider: "sandbox" })).changed).toBe(
      false,
    );
    expect(await queued(held._id)).toHaveLength(2);
  });

  it("takes the window back for money that arrives after the hold lapsed, while it has room", async () => {
    const date = freshDay();
    const held = await holdWindow(t.app, t.customer.token, { date });
    t.clock.advance(31 * 60_000);
    await t.app.bookings.sweep();
    const result = await t.app.bookings.markPaid(held._id, { method: "card", provider: "sandbox" });
    expect(result.outcome).toBe("confirmed");
    expect(result.booking.booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      cancellationReason: null,
      attentionReason: null,
    });
  });

  it("never pushes a full window over capacity for money that arrives after the hold lapsed", async () => {
    const date = freshDay();
    const late = await holdWindow(t.app, t.customer.token, { date });
    t.clock.advance(31 * 60_000);
    const others = await Promise.all([registerCustomer(t.app), registerCustomer(t.app)]);
    for (const other of others)
      await paidBooking(t.app, await customerTokenAt(t.clock, other.user.id), { date });

    const result = await t.app.bookings.markPaid(late._id, { method: "card", provider: "sandbox" });
    expect(result.outcome).toBe("needs_attention");
    expect(result.booking.booking).toMatchObject({
      status: "cancelled",
      attentionReason: "paid_after_release",
    });
    const availability = await t.app.inject({
      method: "GET",
      url: `/api/providers/${late.providerId}/availability?date=${date}`,
    });
    expect(availability.json().windows[0]).toMatchObject({ remaining: 0, capacity: 2 });
  });

  it("does not confirm a booking whose payment does not match its total", async () => {
    const held = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    const result = await t.app.bookings.markPaid(held._id, {
      method: "card",
      provider: "sandbox",
      amountSen: 100,
    });
    expect(result.outcome).toBe("needs_attention");
    expect(result.booking.booking).toMatchObject({ status: "cancelled", attentionReason: "amount_mismatch" });
  });
});

describe("pending → cancelled (released)", () => {
  it("releases an unpaid hold once; releasing a paid booking changes nothing", async () => {
    const held = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    const released = await t.app.bookings.releaseHold(held._id, "expired");
    expect(released.booking).toMatchObject({
      status: "cancelled",
      paymentStatus: "expired",
      cancellationReason: "hold_expired",
    });
    expect(await t.app.bookings.releaseHold(held._id, "abandoned")).toEqual(released);

    const paid = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    expect((await t.app.bookings.releaseHold(paid._id, "abandoned")).booking).toMatchObject({
      status: "confirmed",
    });
  });

  it("sweeps lapsed holds once, whoever sweeps", async () => {
    const held = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    t.clock.advance(29 * 60_000);
    expect((await t.app.bookings.sweep()).released).toBe(0);
    t.clock.advance(60_000);
    const [first, second] = await Promise.all([t.app.bookings.sweep(), t.app.bookings.sweep()]);
    expect((first?.released ?? 0) + (second?.released ?? 0)).toBe(1);
    expect(await read(held._id)).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
  });
});

describe("confirmed → completed", () => {
  it("completes approved visits nobody reported on 2 h after their window ended, and only those", async () => {
    const date = freshDay();
    const approved = await paidBooking(t.app, t.customer.token, { date });
    const undecided = await paidBooking(t.app, t.customer.token, { date, timeSlot: "Afternoon 12PM - 4PM" });
    await injectAs(
      t.app,
      t.clinicToken,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${approved._id}/status`,
      payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
    });

    // Nobody reported on the visit: the sweep completes it 2 h after its window ended, not before.
    t.clock.set(new Date(unreportedVisitEnds(approved.windowEndsAt).getTime() - 1000));
    expect((await t.app.bookings.sweep()).completed).toBe(0);
    t.clock.set(unreportedVisitEnds(approved.windowEndsAt));
    expect((await t.app.bookings.sweep()).completed).toBe(1);
    expect(await read(approved._id)).toMatchObject({ status: "completed", clinicApprovalStatus: "approved" });
    // Never approved, it is not completed: it was rejected when its own window started (12 PM).
    expect(await read(undecided._id)).toMatchObject({
      status: "cancelled",
      clinicApprovalStatus: "rejected",
      cancellationReason: "no_clinic_response",
    });

    const cancel = await injectAs(
      t.app,
      await customerTokenAt(t.clock, t.customer.id),
    )({
      method: "PUT",
      url: `/api/bookings/${approved._id}/cancel`,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "A completed booking cannot be cancelled",
      messageId: "completedCannotBeCancelled",
    });
  });
});

describe("confirmed → cancelled by the customer after approval", () => {
  it("is allowed before the visit, with the refund of the policy", async () => {
    const booking = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    await injectAs(
      t.app,
      t.clinicToken,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${booking._id}/status`,
      payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
    });
    const response = await injectAs(
      t.app,
      t.customer.token,
    )({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "cancelled",
      clinicApprovalStatus: "approved",
      refund: { amount: 600, cancellationFee: 0 },
    });
  });
});

/**
 * Every state a booking can reach × every action on it: the outcome (ok, or the exact error code with its
 * HTTP status) and the state it is left in, as status/paymentStatus/clinicApprovalStatus.
 */
describe("the whole state machine", () => {
  type State =
    | "held"
    | "expired"
    | "abandoned"
    | "paid"
    | "approved"
    | "rejected"
    | "cancelledAfterPayment"
    | "completed";
  type Action = "pay" | "release" | "cancel" | "approve" | "reject";
  type Outcome = "ok" | "NOT_FOUND" | "INVALID_TRANSITION" | "ALREADY_DECIDED";

  const STATE_OF: Record<State, string> = {
    held: "pending/pending/pending",
    expired: "cancelled/expired/pending",
    abandoned: "cancelled/cancelled/pending",
    paid: "confirmed/paid/pending",
    approved: "confirmed/paid/approved",
    rejected: "cancelled/paid/rejected",
    cancelledAfterPayment: "cancelled/paid/pending",
    completed: "completed/paid/approved",
  };
  const HTTP_STATUS: Record<Exclude<Outcome, "ok">, number> = {
    NOT_FOUND: 404,
    INVALID_TRANSITION: 409,
    ALREADY_DECIDED: 409,
  };
  const same = (state: State) => STATE_OF[state];

  // [from, action, outcome, state after]
  const TRANSITIONS: [State, Action, Outcome, string][] = [
    ["held", "pay", "ok", STATE_OF.paid],
    ["held", "release", "ok", STATE_OF.abandoned],
    ["held", "cancel", "ok", STATE_OF.abandoned],
    ["held", "approve", "NOT_FOUND", same("held")],
    ["held", "reject", "NOT_FOUND", same("held")],

    // Late money takes the window back while it has room (see "pending → confirmed (paid)").
    ["expired", "pay", "ok", STATE_OF.paid],
    ["expired", "release", "ok", same("expired")],
    ["expired", "cancel", "INVALID_TRANSITION", same("expired")],
    ["expired", "approve", "NOT_FOUND", same("expired")],
    ["expired", "reject", "NOT_FOUND", same("expired")],

    // The customer gave the booking up: the money is recorded and support follows up.
    ["abandoned", "pay", "ok", "cancelled/paid/pending"],
    ["abandoned", "release", "ok", same("abandoned")],
    ["abandoned", "cancel", "INVALID_TRANSITION", same("abandoned")],
    ["abandoned", "approve", "NOT_FOUND", same("abandoned")],
    ["abandoned", "reject", "NOT_FOUND", same("abandoned")],

    ["paid", "pay", "ok", same("paid")],
    ["paid", "release", "ok", same("paid")],
    ["paid", "cancel", "ok", STATE_OF.cancelledAfterPayment],
    ["paid", "approve", "ok", STATE_OF.approved],
    ["paid", "reject", "ok", STATE_OF.rejected],

    ["approved", "pay", "ok", same("approved")],
    ["approved", "release", "ok", same("approved")],
    ["approved", "cancel", "ok", "cancelled/paid/approved"],
    // The clinic's own decision again (a retry whose answer was lost): 200 with the booking, nothing changed.
    ["approved", "approve", "ok", same("approved")],
    ["approved", "reject", "ALREADY_DECIDED", same("approved")],

    ["rejected", "pay", "ok", same("rejected")],
    ["rejected", "release", "ok", same("rejected")],
    ["rejected", "cancel", "INVALID_TRANSITION", same("rejected")],
    ["rejected", "approve", "ALREADY_DECIDED", same("rejected")],
    ["rejected", "reject", "ok", same("rejected")],

    ["cancelledAfterPayment", "pay", "ok", same("cancelledAfterPayment")],
    ["cancelledAfterPayment", "release", "ok", same("cancelledAfterPayment")],
    ["cancelledAfterPayment", "cancel", "INVALID_TRANSITION", same("cancelledAfterPayment")],
    ["cancelledAfterPayment", "approve", "INVALID_TRANSITION", same("cancelledAfterPayment")],
    ["cancelledAfterPayment", "reject", "INVALID_TRANSITION", same("cancelledAfterPayment")],

    ["completed", "pay", "ok", same("completed")],
    ["completed", "release", "ok", same("completed")],
    ["completed", "cancel", "INVALID_TRANSITION", same("completed")],
    ["completed", "approve", "ok", same("completed")],
    ["completed", "reject", "ALREADY_DECIDED", same("completed")],
  ];

  /** Tokens issued at the clock's time: "completed" moves the clock past the window, weeks ahead. */
  const tokensNow = async () => ({
    customer: await customerTokenAt(t.clock, t.customer.id),
    clinic: await loginDemoClinic(t.app, t.seeded),
  });

  const decideAs = async (token: string, id: string, status: "approved" | "rejected") =>
    injectAs(
      t.app,
      token,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${id}/status`,
      payload: clinicDecision(status, await clinicianOf(t.app, token)),
    });

  async function bookingIn(state: State): Promise<Booking> {
    const date = freshDay();
    if (state === "held" || state === "expired" || state === "abandoned") {
      const held = await holdWindow(t.app, t.customer.token, { date });
      if (state === "expired") {
        t.clock.advance(30 * 60_000);
        await t.app.bookings.sweep();
        t.clock.set(NOW);
      }
      if (state === "abandoned") {
        await injectAs(t.app, t.customer.token)({ method: "PUT", url: `/api/bookings/${held._id}/cancel` });
      }
      return read(held._id);
    }
    const paid = await paidBooking(t.app, t.customer.token, { date });
    if (state === "approved" || state === "completed") await decideAs(t.clinicToken, paid._id, "approved");
    if (state === "rejected") await decideAs(t.clinicToken, paid._id, "rejected");
    if (state === "cancelledAfterPayment") {
      await injectAs(t.app, t.customer.token)({ method: "PUT", url: `/api/bookings/${paid._id}/cancel` });
    }
    if (state === "completed") {
      t.clock.set(unreportedVisitEnds(paid.windowEndsAt));
      await t.app.bookings.sweep();
    }
    return read(paid._id);
  }

  async function act(action: Action, booking: Booking): Promise<Outcome> {
    if (action === "pay" || action === "release") {
      try {
        if (action === "pay")
          await t.app.bookings.markPaid(booking._id, { method: "card", provider: "sandbox" });
        else await t.app.bookings.releaseHold(booking._id, "abandoned");
        return "ok";
      } catch (error) {
        return (error as { code: Outcome }).code;
      }
    }
    const tokens = await tokensNow();
    const response =
      action === "cancel"
        ? await injectAs(
            t.app,
            tokens.customer,
          )({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` })
        : await decideAs(tokens.clinic, booking._id, action === "approve" ? "approved" : "rejected");
    if (response.statusCode === 200) return "ok";
    const { code } = response.json() as { code: Exclude<Outcome, "ok"> };
    expect(response.statusCode, `${code} answers ${HTTP_STATUS[code]}`).toBe(HTTP_STATUS[code]);
    return code;
  }

  const stateOf = (booking: Booking) =>
    `${booking.status}/${booking.paymentStatus}/${booking.clinicApprovalStatus}`;

  it.each(TRANSITIONS)("%s --%s--> %s, leaving %s", async (from, action, outcome, after) => {
    const booking = await bookingIn(from);
    expect(stateOf(booking), `set-up of ${from}`).toBe(STATE_OF[from]);
    expect(await act(action, booking)).toBe(outcome);
    expect(stateOf(await read(booking._id))).toBe(after);
  });

  it("covers every action from every state", () => {
    const states = Object.keys(STATE_OF) as State[];
    const actions: Action[] = ["pay", "release", "cancel", "approve", "reject"];
    const covered = new Set(TRANSITIONS.map(([from, action]) => `${from}:${action}`));
    expect(covered.size).toBe(TRANSITIONS.length);
    for (const state of states) for (const action of actions) expect(covered).toContain(`${state}:${action}`);
  });
});
