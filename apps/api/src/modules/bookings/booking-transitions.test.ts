import {
  HOLDING_STATUSES,
  LIFECYCLE_EVENTS,
  LIFECYCLE_STATES,
  type LifecycleEvent,
  type LifecycleState,
  holdsPlace,
  stateOf,
} from "@ivdrips/contract/booking-state";
import { englishMessage } from "@ivdrips/contract/api-messages/english";
import { describe, expect, it } from "vitest";
import { actionsFor, decisionDueAt, transition, type Actor } from "./booking-lifecycle";

/** The lifecycle's transition table, unit by unit: the pure function every service calls. */

const HOUR = 60 * 60 * 1000;
const START = new Date("2026-07-01T08:00:00+08:00");
const END = new Date(START.getTime() + 4 * HOUR);
/** Well before the visit: every "until" rule allows, every "from" rule refuses. */
const EARLY = new Date(START.getTime() - 48 * HOUR);

type Row = Parameters<typeof transition>[0];
const HOLD_ENDS = new Date(EARLY.getTime() + 30 * 60_000);

/** A row in each state, as the database would hold it. */
function rowIn(state: LifecycleState): Row {
  const base = {
    status: "pending",
    paidAt: null,
    clinicApprovalStatus: "pending",
    attentionReason: null,
    holdExpiresAt: HOLD_ENDS,
    paymentProcessingSince: null,
    windowStartsAt: START,
    windowEndsAt: END,
    totalSen: 60_000,
    unitPriceSen: 50_000,
    quantity: 1,
    nightSurchargeSen: 10_000,
    sameDaySurchargeSen: 0,
    creditSen: 0,
    giftCardSen: 0,
    cancellationReason: null,
    cancelledAt: null,
    onTheWayAt: null,
    arrivedAt: null,
    startedAt: null,
  } as const;
  const paidAt = new Date(EARLY.getTime() - HOUR);
  switch (state) {
    case "held":
      return { ...base };
    case "released":
      return {
        ...base,
        status: "cancelled",
        holdExpiresAt: null,
        cancellationReason: "hold_expired",
        cancelledAt: EARLY,
      } as const;
    case "awaiting_clinic":
      return { ...base, status: "confirmed", paidAt, holdExpiresAt: null } as const;
    case "approved":
      return { ...rowIn("awaiting_clinic"), clinicApprovalStatus: "approved" } as const;
    case "completed":
      return { ...rowIn("approved"), status: "completed" } as const;
    case "rejected":
      return {
        ...rowIn("awaiting_clinic"),
        status: "cancelled",
        clinicApprovalStatus: "rejected",
        cancellationReason: "clinic_rejected",
      } as const;
    case "cancelled":
      return { ...rowIn("awaiting_clinic"), status: "cancelled", cancellationReason: "customer" } as const;
    case "flagged":
      return { ...rowIn("released"), paidAt, attentionReason: "paid_after_release" } as const;
  }
}

/** When each event is tried: at a moment its timing allows (a visit ended, a hold lapsed, …). */
const WHEN: Record<LifecycleEvent, Date> = {
  pay: EARLY,
  flag_payment: EARLY,
  await_payment: EARLY,
  expire: new Date(EARLY.getTime() + 31 * 60_000),
  release: EARLY,
  cancel: EARLY,
  reschedule: EARLY,
  approve: EARLY,
  reject: EARLY,
  reject_unanswered: START,
  close_window: EARLY,
  complete: new Date(END.getTime() + 2 * HOUR),
  resolve_payment: EARLY,
  on_the_way: new Date(START.getTime() - HOUR),
  arrived: EARLY,
  started: EARLY,
  patient_absent: EARLY,
  access_refused: EARLY,
  not_treatable: EARLY,
  clinician_late: new Date(START.getTime() + 45 * 60_000),
};

/**
 * Every allowed move, written out independently of the module's table: [from, event, actor, to]. Anything
 * not here must be refused.
 */
const ALLOWED: [LifecycleState, LifecycleEvent, Actor, LifecycleState][] = [
  ["held", "pay", "payment", "awaiting_clinic"],
  // Asked, not caused: the customer starts the checkout of a hold with time left; the provider then pays it.
  ["held", "pay", "customer", "awaiting_clinic"],
  ["released", "pay", "payment", "awaiting_clinic"],
  ["held", "flag_payment", "payment", "flagged"],
  ["held", "await_payment", "payment", "held"],
  ["released", "flag_payment", "payment", "flagged"],
  ["held", "expire", "system", "released"],
  ["held", "expire", "payment", "released"],
  ["held", "release", "customer", "released"],
  ["held", "release", "payment", "released"],
  ["held", "release", "system", "released"],
  ["held", "cancel", "customer", "released"],
  ["awaiting_clinic", "cancel", "customer", "cancelled"],
  ["approved", "cancel", "customer", "cancelled"],
  ["awaiting_clinic", "reschedule", "customer", "awaiting_clinic"],
  ["approved", "reschedule", "customer", "awaiting_clinic"],
  ["awaiting_clinic", "approve", "clinic", "approved"],
  ["awaiting_clinic", "reject", "clinic", "rejected"],
  ["awaiting_clinic", "reject_unanswered", "system", "rejected"],
  ["approved", "complete", "system", "completed"],
  ["held", "cancel", "staff", "released"],
  ["awaiting_clinic", "cancel", "staff", "cancelled"],
  ["approved", "cancel", "staff", "cancelled"],
  ["awaiting_clinic", "reschedule", "staff", "awaiting_clinic"],
  ["approved", "reschedule", "staff", "awaiting_clinic"],
  ["flagged", "resolve_payment", "staff", "cancelled"],
  ["held", "close_window", "clinic", "released"],
  ["awaiting_clinic", "close_window", "clinic", "rejected"],
  ["approved", "close_window", "clinic", "rejected"],
  // The visit day, on a visit nobody has reported on yet (the steps after it: "the visit day" below).
  ["approved", "on_the_way", "clinic", "approved"],
  ["approved", "clinician_late", "customer", "cancelled"],
];
const ACTORS: Actor[] = ["customer", "clinic", "payment", "system", "staff"];

describe("the transition table", () => {
  it("reads the state of every row it is given", () => {
    for (const state of LIFECYCLE_STATES) expect(stateOf(rowIn(state))).toBe(state);
  });

  const cases = LIFECYCLE_STATES.flatMap((state) =>
    LIFECYCLE_EVENTS.flatMap((event) => ACTORS.map((actor) => [state, event, actor] as const)),
  );
  it.each(cases)("%s --%s by %s-->", (state, event, actor) => {
    const allowed = ALLOWED.find(([from, on, by]) => from === state && on === event && by === actor);
    const result = transition(rowIn(state), event, { actor, now: WHEN[event], placeFree: true });
    if (allowed) {
      expect(result).toMatchObject({ ok: true, from: state, to: allowed[3] });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(englishMessage(result.messageId, result.params)).not.toBe("");
    }
  });

  it("writes what each state means in the stored statuses", () => {
    for (const [from, event, actor, to] of ALLOWED) {
      const result = transition(rowIn(from), event, { actor, now: WHEN[event], placeFree: true });
      if (!result.ok) throw new Error(`${from} ${event} refused: ${result.messageId}`);
      const after = { ...rowIn(from), ...result.changes };
      expect(stateOf(after), `${from} --${event}-->`).toBe(to);
    }
  });
});

describe("when each move is allowed", () => {
  const at = (ms: number) => new Date(START.getTime() + ms);

  it("a customer cancels until the window starts: in full 24 h before, half later, not at all once started", () => {
    const paid = rowIn("awaiting_clinic");
    const cancel = (now: Date) => transition(paid, "cancel", { actor: "customer", now });
    expect(cancel(at(-24 * HOUR))).toMatchObject({ ok: true, refundSen: 60_000 });
    expect(cancel(at(-24 * HOUR + 60_000))).toMatchObject({
      ok: true,
      refundSen: 30_000,
      changes: { cancellationFeeSen: 30_000, refundStatus: "pending" },
    });
    expect(cancel(at(-1))).toMatchObject({ ok: true, refundSen: 30_000 });
    expect(cancel(at(0))).toEqual({
      ok: false,
      code: "INVALID_TRANSITION",
      messageId: "visitStarted",
    });
  });

  it("staff cancel with the policy refund or in full, and only until the window starts", () => {
    const paid = rowIn("approved");
    const cancel = (now: Date, refund: "policy" | "full") =>
      transition(paid, "cancel", { actor: "staff", now, refund });
    expect(cancel(at(-1), "policy")).toMatchObject({ ok: true, refundSen: 30_000 });
    expect(cancel(at(-1), "full")).toMatchObject({
      ok: true,
      refundSen: 60_000,
      changes: { cancellationFeeSen: 0, refundStatus: "pending", cancellationReason: "staff" },
    });
    // A customer cannot ask for the full refund: only staff choose it.
    expect(transition(paid, "cancel", { actor: "customer", now: at(-1), refund: "full" })).toMatchObject({
      refundSen: 30_000,
    });
    expect(cancel(at(0), "full")).toMatchObject({ ok: false, messageId: "visitStarted" });
  });

  it("refunds a night, same-day booking line by line: each keeps its 50 % late, every line back in full else", () => {
    // Two drips of RM 300.01, the Night window's RM 100 and the same-day RM 150.01: RM 850.03.
    const paid = {
      ...rowIn("approved"),
      unitPriceSen: 30_001,
      quantity: 2,
      nightSurchargeSen: 10_000,
      sameDaySurchargeSen: 15_001,
      totalSen: 85_003,
    };
    const late = transition(paid, "cancel", { actor: "customer", now: at(-HOUR) });
    const lines = [
      { kind: "drip", sen: 60_002, refundSen: 30_001 },
      { kind: "night_surcharge", sen: 10_000, refundSen: 5_000 },
      // Half of 150.01 rounds to the sen on its own line: 75.01 kept (Math.round), 75.00 back.
      { kind: "same_day_surcharge", sen: 15_001, refundSen: 7_500 },
    ];
    expect(late).toMatchObject({
      ok: true,
      refundSen: 42_501,
      changes: { refundSen: 42_501, cancellationFeeSen: 42_502, refundLines: lines },
    });
    const refunded = late.ok ? (late.changes.refundLines ?? []) : [];
    expect(refunded.reduce((sum, line) => sum + line.refundSen, 0)).toBe(42_501);
    expect(refunded.every((line) => Number.isInteger(line.refundSen))).toBe(true);

    const everyLineBack = [
      { kind: "drip", sen: 60_002, refundSen: 60_002 },
      { kind: "night_surcharge", sen: 10_000, refundSen: 10_000 },
      { kind: "same_day_surcharge", sen: 15_001, refundSen: 15_001 },
    ];
    const inFull = { refundSen: 85_003, cancellationFeeSen: 0, refundLines: everyLineBack };
    expect(transition(paid, "cancel", { actor: "customer", now: at(-25 * HOUR) })).toMatchObject({
      changes: inFull,
    });
    expect(transition(paid, "cancel", { actor: "staff", now: at(-HOUR), refund: "full" })).toMatchObject({
      refundSen: 85_003,
      changes: inFull,
    });
    const awaiting = { ...paid, clinicApprovalStatus: "pending" } as const;
    expect(transition(awaiting, "reject", { actor: "clinic", now: at(-HOUR) })).toMatchObject({
      changes: inFull,
    });
    expect(transition(awaiting, "reject_unanswered", { actor: "system", now: at(0) })).toMatchObject({
      changes: inFull,
    });
    expect(transition(paid, "close_window", { actor: "clinic", now: at(-HOUR) })).toMatchObject({
      changes: inFull,
    });
  });

  it("staff move a visit until it starts, later than a customer may", () => {
    const approved = rowIn("approved");
    expect(transition(approved, "reschedule", { actor: "staff", now: at(-1) }).ok).toBe(true);
    expect(transition(approved, "reschedule", { actor: "customer", now: at(-1) }).ok).toBe(false);
    expect(transition(approved, "reschedule", { actor: "staff", now: at(0) })).toMatchObject({
      ok: false,
      messageId: "visitStarted",
    });
  });

  it("resolving a payment clears the flag, and is refused when nothing is flagged", () => {
    expect(transition(rowIn("flagged"), "resolve_payment", { actor: "staff", now: EARLY })).toMatchObject({
      ok: true,
      changes: { attentionReason: null },
    });
    expect(transition(rowIn("cancelled"), "resolve_payment", { actor: "staff", now: EARLY })).toMatchObject({
      ok: false,
      messageId: "paymentNotFlagged",
    });
  });

  it("a closure rejects a paid booking in full, even approved, lets a hold go, and only before the window", () => {
    const close = (state: LifecycleState, now: Date) =>
      transition(rowIn(state), "close_window", { actor: "clinic", now });
    expect(close("approved", at(-1))).toMatchObject({
      ok: true,
      refundSen: 60_000,
      changes: { refundStatus: "pending", cancellationFeeSen: 0, clinicApprovalStatus: "rejected" },
    });
    expect(close("held", at(-1))).toMatchObject({ ok: true, to: "released", refundSen: 0 });
    expect(close("awaiting_clinic", at(0))).toMatchObject({ ok: false, messageId: "decisionTooLate" });
  });

  it("a clinic decides until the window starts; the system rejects from then on, in full", () => {
    const waiting = rowIn("awaiting_clinic");
    expect(transition(waiting, "approve", { actor: "clinic", now: at(-1) }).ok).toBe(true);
    expect(transition(waiting, "reject", { actor: "clinic", now: at(0) })).toEqual({
      ok: false,
      code: "INVALID_TRANSITION",
      messageId: "decisionTooLate",
    });
    expect(transition(waiting, "reject_unanswered", { actor: "system", now: at(-1) }).ok).toBe(false);
    expect(transition(waiting, "reject_unanswered", { actor: "system", now: at(0) })).toMatchObject({
      ok: true,
      refundSen: 60_000,
      changes: { cancellationReason: "no_clinic_response", refundStatus: "pending", cancellationFeeSen: 0 },
    });
  });

  it("a second decision is ALREADY_DECIDED, and an unpaid booking is not the clinic's to see", () => {
    expect(transition(rowIn("approved"), "reject", { actor: "clinic", now: EARLY })).toMatchObject({
      ok: false,
      code: "ALREADY_DECIDED",
    });
    expect(transition(rowIn("held"), "approve", { actor: "clinic", now: EARLY })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
  });

  it("reschedules until 24 h before, and sends the new time back to the clinic", () => {
    const approved = rowIn("approved");
    expect(transition(approved, "reschedule", { actor: "customer", now: at(-24 * HOUR) })).toMatchObject({
      ok: true,
      changes: { clinicApprovalStatus: "pending", decidedAt: null },
    });
    expect(transition(approved, "reschedule", { actor: "customer", now: at(-24 * HOUR + 1) })).toMatchObject({
      ok: false,
      messageId: "rescheduleTooLate",
    });
  });

  it("expires a hold only once its time ran out, unless the payment provider says so", () => {
    const held = rowIn("held");
    const lapse = HOLD_ENDS.getTime();
    expect(transition(held, "expire", { actor: "system", now: new Date(lapse - 1) }).ok).toBe(false);
    expect(transition(held, "expire", { actor: "system", now: new Date(lapse) }).ok).toBe(true);
    expect(transition(held, "expire", { actor: "payment", now: new Date(lapse - 60_000) }).ok).toBe(true);
  });

  it("late money takes the window back only for a lapsed hold, with room, before the visit", () => {
    const released = rowIn("released");
    const pay = (row: Row, now: Date, placeFree: boolean) =>
      transition(row, "pay", { actor: "payment", now, placeFree }).ok;
    expect(pay(released, EARLY, true)).toBe(true);
    expect(pay(released, EARLY, false)).toBe(false);
    expect(pay(released, START, true)).toBe(false);
    expect(pay({ ...released, cancellationReason: "customer" }, EARLY, true)).toBe(false);
  });

  it("completes an approved visit nobody reported on 2 h after its window ended, and no other", () => {
    const twoHoursAfter = new Date(END.getTime() + 2 * HOUR);
    const complete = (row: Row, now: Date) => transition(row, "complete", { actor: "system", now });
    expect(complete(rowIn("approved"), new Date(twoHoursAfter.getTime() - 1))).toMatchObject({
      ok: false,
      messageId: "visitNotEnded",
    });
    expect(complete(rowIn("approved"), twoHoursAfter)).toMatchObject({ ok: true, to: "completed" });
    // Progress that stalled is left for staff.
    expect(complete({ ...rowIn("approved"), onTheWayAt: START }, twoHoursAfter)).toMatchObject({
      ok: false,
      messageId: "visitInProgress",
    });
  });

  it("refuses to release a paid booking with the words the customer sees", () => {
    expect(transition(rowIn("approved"), "release", { actor: "customer", now: EARLY })).toEqual({
      ok: false,
      code: "INVALID_TRANSITION",
      messageId: "releasePaid",
    });
  });
});

describe("holding a place", () => {
  it("is a holding status with time left on an unpaid hold", () => {
    expect(HOLDING_STATUSES).toEqual(["pending", "confirmed"]);
    const now = EARLY;
    expect(holdsPlace(rowIn("held"), now)).toBe(true);
    expect(holdsPlace(rowIn("held"), HOLD_ENDS)).toBe(false);
    expect(holdsPlace(rowIn("awaiting_clinic"), now)).toBe(true);
    expect(holdsPlace(rowIn("approved"), now)).toBe(true);
    for (const state of ["released", "completed", "rejected", "cancelled", "flagged"] as const) {
      expect(holdsPlace(rowIn(state), now), state).toBe(false);
    }
  });
});

describe("the clinic's decision deadline", () => {
  it("is CLINIC_DECISION_HOURS after payment, or 2 h before the window, whichever comes first", () => {
    const paidAt = new Date(START.getTime() - 24 * HOUR);
    expect(decisionDueAt({ paidAt, windowStartsAt: START }, 4)).toEqual(
      new Date(paidAt.getTime() + 4 * HOUR),
    );
    const lastMinute = new Date(START.getTime() - 3 * HOUR);
    expect(decisionDueAt({ paidAt: lastMinute, windowStartsAt: START }, 4)).toEqual(
      new Date(START.getTime() - 2 * HOUR),
    );
  });
});

describe("what each reader may do, as their cards are drawn", () => {
  const at = (ms: number) => new Date(START.getTime() + ms);
  const CARD_EVENTS = {
    customer: ["pay", "release", "cancel", "reschedule", "clinician_late"],
    clinic: [
      "approve",
      "reject",
      "on_the_way",
      "arrived",
      "started",
      "complete",
      "patient_absent",
      "access_refused",
      "not_treatable",
    ],
  } as const;
  /**
   * Moments that cross every deadline and opening: a hold running out, 24 hours before, setting off 4 h
   * before, the window's start, 45 minutes late.
   */
  const MOMENTS = [
    EARLY,
    new Date(HOLD_ENDS.getTime() - 1),
    HOLD_ENDS,
    at(-24 * HOUR),
    at(-24 * HOUR + 1),
    at(-4 * HOUR - 1),
    at(-4 * HOUR),
    at(-1),
    at(0),
    at(45 * 60_000 - 1),
    at(45 * 60_000),
    END,
  ];
  const cases = LIFECYCLE_STATES.flatMap((state) =>
    (["customer", "clinic"] as const).flatMap((actor) => MOMENTS.map((now) => [state, actor, now] as const)),
  );

  it.each(cases)("%s, for the %s at %s: exactly what transition allows", (state, actor, now) => {
    const row = rowIn(state);
    const { actions, actionsUntil } = actionsFor(row, actor, now);
    const allowed = CARD_EVENTS[actor].filter((event) => transition(row, event, { actor, now }).ok);
    expect(actions).toEqual(allowed);
    // The answer holds until a later instant, and at that instant one of its actions is refused, or another
    // opens (setting off, a late clinician).
    if (actionsUntil !== null) {
      expect(actionsUntil.getTime()).toBeGreaterThan(now.getTime());
      const then = actionsFor(row, actor, actionsUntil).actions;
      expect(then).not.toEqual(actions);
      const justBefore = actionsFor(row, actor, new Date(actionsUntil.getTime() - 1)).actions;
      expect(justBefore).toEqual(actions);
    }
  });

  it("gives a customer's hold Complete Payment and Release until the hold runs out", () => {
    expect(actionsFor(rowIn("held"), "customer", EARLY)).toEqual({
      actions: ["pay", "release", "cancel"],
      actionsUntil: HOLD_ENDS,
    });
    expect(actionsFor(rowIn("held"), "customer", HOLD_ENDS).actions).toEqual(["release", "cancel"]);
  });

  it("lets a customer move a paid visit until 24 hours before and cancel it until it starts", () => {
    const paid = rowIn("approved");
    expect(actionsFor(paid, "customer", at(-24 * HOUR))).toEqual({
      actions: ["cancel", "reschedule"],
      actionsUntil: new Date(at(-24 * HOUR).getTime() + 1),
    });
    expect(actionsFor(paid, "customer", at(-24 * HOUR + 1))).toEqual({
      actions: ["cancel"],
      actionsUntil: START,
    });
    // From the window's start nothing, until a late clinician lets the customer call the visit off.
    expect(actionsFor(paid, "customer", at(0))).toEqual({ actions: [], actionsUntil: at(45 * 60_000) });
  });

  it("gives the clinic Approve and Reject until the window starts, and nothing after", () => {
    const waiting = rowIn("awaiting_clinic");
    expect(actionsFor(waiting, "clinic", at(-1))).toEqual({
      actions: ["approve", "reject"],
      actionsUntil: START,
    });
    expect(actionsFor(waiting, "clinic", at(0))).toEqual({ actions: [], actionsUntil: null });
    expect(actionsFor(rowIn("approved"), "clinic", EARLY).actions).toEqual([]);
  });

  it("refuses a customer's payment of a hold that ran out, or of a paid booking, in their words", () => {
    expect(transition(rowIn("held"), "pay", { actor: "customer", now: HOLD_ENDS })).toMatchObject({
      ok: false,
      messageId: "noLongerHeld",
    });
    expect(transition(rowIn("released"), "pay", { actor: "customer", now: EARLY })).toMatchObject({
      ok: false,
      messageId: "noLongerHeld",
    });
    expect(transition(rowIn("approved"), "pay", { actor: "customer", now: EARLY })).toMatchObject({
      ok: false,
      messageId: "alreadyPaid",
    });
  });
});

/**
 * The visit day (issue 37), step by step: from each point of the visit reached, every visit event by the actor
 * who may cause it, at a moment its timing allows. Written out independently of the module's table.
 */
describe("the visit day", () => {
  const MIN = 60_000;
  const at = (ms: number) => new Date(START.getTime() + ms);
  type Reached = "approved" | "on_the_way" | "arrived" | "started";
  const ROWS: Record<Reached, Row> = {
    approved: rowIn("approved"),
    on_the_way: { ...rowIn("approved"), onTheWayAt: at(-HOUR) },
    arrived: { ...rowIn("approved"), onTheWayAt: at(-HOUR), arrivedAt: at(0) },
    started: { ...rowIn("approved"), onTheWayAt: at(-HOUR), arrivedAt: at(0), startedAt: at(20 * MIN) },
  };
  type VisitEvent =
    | "on_the_way"
    | "arrived"
    | "started"
    | "complete"
    | "patient_absent"
    | "access_refused"
    | "not_treatable"
    | "clinician_late";
  const BY: Record<VisitEvent, Actor> = {
    on_the_way: "clinic",
    arrived: "clinic",
    started: "clinic",
    complete: "clinic",
    patient_absent: "clinic",
    access_refused: "clinic",
    not_treatable: "clinic",
    clinician_late: "customer",
  };
  /** An hour into the window: the clinician has waited long enough at the door, the customer long enough. */
  const NOW = at(HOUR);
  // [reached, event, the state it leads to, or the message it is refused with]
  const TABLE: [Reached, VisitEvent, LifecycleState | string][] = [
    ["approved", "on_the_way", "approved"],
    ["approved", "arrived", "arrivedBeforeOnTheWay"],
    ["approved", "started", "startedBeforeArrived"],
    ["approved", "complete", "completedBeforeStarted"],
    ["approved", "patient_absent", "absentBeforeArrived"],
    ["approved", "access_refused", "accessRefusedBeforeOnTheWay"],
    ["approved", "not_treatable", "notTreatableBeforeArrived"],
    ["approved", "clinician_late", "cancelled"],
    ["on_the_way", "on_the_way", "alreadyOnTheWay"],
    ["on_the_way", "arrived", "approved"],
    ["on_the_way", "started", "startedBeforeArrived"],
    ["on_the_way", "complete", "completedBeforeStarted"],
    ["on_the_way", "patient_absent", "absentBeforeArrived"],
    ["on_the_way", "access_refused", "cancelled"],
    ["on_the_way", "not_treatable", "notTreatableBeforeArrived"],
    ["on_the_way", "clinician_late", "cancelled"],
    ["arrived", "on_the_way", "alreadyOnTheWay"],
    ["arrived", "arrived", "alreadyArrived"],
    ["arrived", "started", "approved"],
    ["arrived", "complete", "completedBeforeStarted"],
    ["arrived", "patient_absent", "cancelled"],
    ["arrived", "access_refused", "cancelled"],
    ["arrived", "not_treatable", "cancelled"],
    ["arrived", "clinician_late", "clinicianAlreadyArrived"],
    ["started", "on_the_way", "alreadyOnTheWay"],
    ["started", "arrived", "alreadyArrived"],
    ["started", "started", "alreadyStarted"],
    ["started", "complete", "completed"],
    ["started", "patient_absent", "visitAlreadyStarted"],
    ["started", "access_refused", "visitAlreadyStarted"],
    ["started", "not_treatable", "cancelled"],
    ["started", "clinician_late", "clinicianAlreadyArrived"],
  ];

  it("covers every visit event from every point of the visit", () => {
    const covered = new Set(TABLE.map(([reached, event]) => `${reached}:${event}`));
    expect(covered.size).toBe(TABLE.length);
    expect(TABLE.length).toBe(Object.keys(ROWS).length * Object.keys(BY).length);
  });

  it.each(TABLE)("from %s, %s → %s", (reached, event, expected) => {
    const result = transition(ROWS[reached], event, {
      actor: BY[event],
      now: NOW,
      etaMinutes: 30,
      callOutFeeSen: 10_000,
    });
    if ((LIFECYCLE_STATES as readonly string[]).includes(expected)) {
      expect(result).toMatchObject({ ok: true, to: expected });
    } else {
      expect(result).toMatchObject({ ok: false, code: "INVALID_TRANSITION", messageId: expected });
    }
  });

  it("is the clinic's alone, and the late clinician the customer's alone", () => {
    for (const event of Object.keys(BY) as VisitEvent[]) {
      const other: Actor = BY[event] === "clinic" ? "customer" : "clinic";
      const row = event === "complete" ? ROWS.started : ROWS.arrived;
      expect(transition(row, event, { actor: other, now: NOW })).toMatchObject({
        ok: false,
        messageId: "actorCannot",
      });
    }
  });

  it("writes each step's time, and the ETA from setting off", () => {
    const now = at(-HOUR);
    expect(transition(ROWS.approved, "on_the_way", { actor: "clinic", now, etaMinutes: 40 })).toMatchObject({
      ok: true,
      changes: { onTheWayAt: now, etaAt: new Date(now.getTime() + 40 * MIN) },
    });
    expect(transition(ROWS.on_the_way, "arrived", { actor: "clinic", now: NOW })).toMatchObject({
      changes: { arrivedAt: NOW },
    });
    expect(transition(ROWS.arrived, "started", { actor: "clinic", now: NOW })).toMatchObject({
      changes: { startedAt: NOW },
    });
    expect(transition(ROWS.started, "complete", { actor: "clinic", now: NOW })).toMatchObject({
      changes: { status: "completed", completedAt: NOW },
    });
  });

  it("opens setting off 4 h before the window, and a late clinician 45 minutes after its start", () => {
    const setOff = (now: Date) => transition(ROWS.approved, "on_the_way", { actor: "clinic", now });
    expect(setOff(at(-4 * HOUR - 1))).toMatchObject({
      ok: false,
      messageId: "setOffTooEarly",
      params: { hours: 4 },
    });
    expect(setOff(at(-4 * HOUR)).ok).toBe(true);
    const late = (now: Date) => transition(ROWS.on_the_way, "clinician_late", { actor: "customer", now });
    expect(late(at(45 * MIN - 1))).toMatchObject({
      ok: false,
      messageId: "clinicianNotLateYet",
      params: { minutes: 45 },
    });
    expect(late(at(45 * MIN)).ok).toBe(true);
  });

  it("counts the patient absent only after the clinician waited 15 minutes at the door", () => {
    const absent = (now: Date) => transition(ROWS.arrived, "patient_absent", { actor: "clinic", now });
    expect(absent(at(15 * MIN - 1))).toMatchObject({
      ok: false,
      messageId: "patientWaitNotOver",
      params: { minutes: 15 },
    });
    expect(absent(at(15 * MIN)).ok).toBe(true);
  });

  it("settles each outcome by its money rule, line by line, in integer sen", () => {
    // 500.00 drip + 100.00 night surcharge; the call-out fee 100.00.
    const outcome = (event: VisitEvent, row: Row) =>
      transition(row, event, { actor: BY[event], now: NOW, callOutFeeSen: 10_000, note: "Nobody answered" });
    expect(outcome("patient_absent", ROWS.arrived)).toMatchObject({
      ok: true,
      refundSen: 30_000,
      changes: {
        status: "cancelled",
        cancellationReason: "patient_absent",
        cancellationNote: "Nobody answered",
        refundSen: 30_000,
        cancellationFeeSen: 30_000,
        refundStatus: "pending",
        refundLines: [
          { kind: "drip", sen: 50_000, refundSen: 25_000 },
          { kind: "night_surcharge", sen: 10_000, refundSen: 5_000 },
        ],
      },
    });
    expect(outcome("access_refused", ROWS.on_the_way)).toMatchObject({
      changes: { cancellationReason: "access_refused", refundSen: 30_000, cancellationFeeSen: 30_000 },
    });
    expect(outcome("not_treatable", ROWS.started)).toMatchObject({
      changes: {
        cancellationReason: "not_treatable",
        // A clinical note never reaches the booking.
        cancellationNote: null,
        refundSen: 50_000,
        cancellationFeeSen: 10_000,
        refundLines: [
          { kind: "drip", sen: 50_000, refundSen: 40_000 },
          { kind: "night_surcharge", sen: 10_000, refundSen: 10_000 },
        ],
      },
    });
    expect(outcome("clinician_late", ROWS.on_the_way)).toMatchObject({
      changes: { cancellationReason: "clinician_late", refundSen: 60_000, cancellationFeeSen: 0 },
    });
  });

  it("offers the clinic its next step, and the customer the late clinician once it applies", () => {
    expect(actionsFor(ROWS.approved, "clinic", at(-5 * HOUR))).toEqual({
      actions: [],
      actionsUntil: at(-4 * HOUR),
    });
    expect(actionsFor(ROWS.approved, "clinic", at(-HOUR)).actions).toEqual(["on_the_way"]);
    expect(actionsFor(ROWS.on_the_way, "clinic", NOW).actions).toEqual(["arrived", "access_refused"]);
    expect(actionsFor(ROWS.arrived, "clinic", at(MIN))).toEqual({
      actions: ["started", "access_refused", "not_treatable"],
      actionsUntil: at(15 * MIN),
    });
    expect(actionsFor(ROWS.started, "clinic", NOW).actions).toEqual(["complete", "not_treatable"]);
    expect(actionsFor(ROWS.on_the_way, "customer", NOW).actions).toEqual(["clinician_late"]);
    expect(actionsFor(ROWS.arrived, "customer", NOW).actions).toEqual([]);
  });

  it("tells a clinic why a visit not approved, completed or called off has no day to report", () => {
    const step = (state: LifecycleState) =>
      transition(rowIn(state), "on_the_way", { actor: "clinic", now: NOW });
    expect(step("awaiting_clinic")).toMatchObject({ ok: false, messageId: "visitNotApproved" });
    expect(step("completed")).toMatchObject({ ok: false, messageId: "visitAlreadyCompleted" });
    expect(step("cancelled")).toMatchObject({ ok: false, messageId: "visitCalledOff" });
    expect(step("held")).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});
