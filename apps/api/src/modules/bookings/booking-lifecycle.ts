import type { ApiMessageId } from "@ivdrips/contract/api-messages";
import type { MessageParams } from "@ivdrips/contract/i18n/translator";
import {
  isVisitDayEvent,
  stateOf,
  type LifecycleEvent,
  type LifecycleState,
} from "@ivdrips/contract/booking-state";
import {
  CLINICIAN_LATE_MINUTES,
  OUTCOME_RECORDED_BY,
  PATIENT_WAIT_MINUTES,
  SET_OFF_OPENS_HOURS_BEFORE,
  UNREPORTED_VISIT_HOURS,
  VISIT_OUTCOMES,
  cancellationSplit,
  fullRefund,
  outcomeSplit,
  priceLines,
  type RefundSplit,
  type VisitOutcome,
} from "@ivdrips/contract/visit-day";
import { PAYMENT_PROCESSING_MINUTES } from "@ivdrips/contract/payment-methods";
import { refundByTender } from "@ivdrips/contract/booking-charges";
import {
  rescheduleClosesAt,
  type AttentionReason,
  type CancellationReason,
} from "@ivdrips/contract/bookings";
import type { bookings } from "../../db/schema";
import type { BookingOutcome } from "../../lib/booking-tally";

type BookingRow = typeof bookings.$inferSelect;
/** Column values a transition writes. */
export type BookingChanges = Partial<
  Omit<typeof bookings.$inferInsert, "id" | "reference" | "userId" | "createdAt">
>;

/**
 * The booking lifecycle, in one place (docs/decisions/005-booking-lifecycle.md): the states a booking can be
 * in, the events that move it, who may cause each and until when, and what each move writes. Pure: services
 * lock the row, ask `transition`, and write the changes it returns; nothing else decides a status.
 */

/** `staff`: our team in the operations console, acting on the customer's behalf (and audited). */
export type Actor = "customer" | "clinic" | "payment" | "system" | "staff";

const HOUR_MS = 60 * 60 * 1000;

/** Hours before the window when an undecided booking is chased at the latest, whatever its payment time. */
export const DECISION_CHASE_HOURS_BEFORE = 2;

/**
 * When the clinic is reminded (and support alerted) about a paid booking it has not decided: `decisionHours`
 * after payment, or 2 hours before the window starts, whichever comes first. Still undecided at the window's
 * start, the booking is rejected (`reject_unanswered`).
 */
export function decisionDueAt(
  booking: Pick<BookingRow, "paidAt" | "windowStartsAt">,
  decisionHours: number,
): Date {
  const beforeWindow = booking.windowStartsAt.getTime() - DECISION_CHASE_HOURS_BEFORE * HOUR_MS;
  const afterPayment = (booking.paidAt ?? booking.windowStartsAt).getTime() + decisionHours * HOUR_MS;
  return new Date(Math.min(beforeWindow, afterPayment));
}

/** What a transition needs to know beyond the row. */
export interface TransitionContext {
  actor: Actor;
  now: Date;
  /** `pay` on a released booking: whether its window still has room (the caller checks under the lock). */
  placeFree?: boolean;
  /** `flag_payment`: why the money could not pay the booking. */
  attention?: AttentionReason;
  /** `release`: why the hold was let go. */
  releaseReason?: "customer" | "payment_failed";
  /**
   * `cancel` by staff: "policy" refunds what the customer would get cancelling now, "full" everything. A
   * customer's own cancel always gets the policy.
   */
  refund?: "policy" | "full";
  /**
   * Why, in words the customer is shown: `cancel` by staff (beside "Cancelled by IV Drips support") and the
   * clinic's `reject` (beside "The clinic could not accept this booking").
   */
  note?: string;
  /**
   * The clinic's `reject` on medical grounds, by a named clinician: the reason stays in the clinical record
   * (never on the booking), and the customer is told to consult a doctor.
   */
  clinical?: boolean;
  /** `on_the_way`: the clinician's expected arrival, in minutes from now. */
  etaMinutes?: number;
  /** `not_treatable`: the city's call-out fee (feesOfCity), kept from the refund. */
  callOutFeeSen?: number;
}

export type TransitionRefusal = {
  ok: false;
  code: "INVALID_TRANSITION" | "ALREADY_DECIDED" | "NOT_FOUND";
  messageId: ApiMessageId;
  params?: MessageParams;
};
export type TransitionResult =
  | { ok: true; from: LifecycleState; to: LifecycleState; changes: BookingChanges; refundSen: number }
  | TransitionRefusal;

type Row = Pick<
  BookingRow,
  | "status"
  | "paidAt"
  | "clinicApprovalStatus"
  | "attentionReason"
  | "holdExpiresAt"
  | "paymentProcessingSince"
  | "windowStartsAt"
  | "windowEndsAt"
  | "totalSen"
  | "unitPriceSen"
  | "quantity"
  | "nightSurchargeSen"
  | "sameDaySurchargeSen"
  | "creditSen"
  | "giftCardSen"
  | "cancellationReason"
  | "cancelledAt"
  | "onTheWayAt"
  | "arrivedAt"
  | "startedAt"
>;

type RefundChanges = Pick<
  BookingChanges,
  "refundSen" | "cancellationFeeSen" | "refundLines" | "refundStatus" | "creditReturned" | "giftCardRefundSen"
> & { refundSen: number };

/**
 * What a refund writes: the amount, the fee kept, and what goes back of each price line (visit-day.ts: every
 * refund is split by the booking's lines, so the receipt shows what went back of each).
 */
function refundOf(split: RefundSplit, booking: Row): RefundChanges {
  // Package credits go back as credits, the rest in money (booking-charges.ts).
  const back = refundByTender(split, booking);
  return {
    refundSen: back.refundSen,
    cancellationFeeSen: back.feeSen,
    refundLines: back.lines,
    refundStatus: back.refundSen > 0 ? "pending" : null,
    giftCardRefundSen: back.giftCardRefundSen,
    ...(back.creditReturned ? { creditReturned: true } : {}),
  };
}

/** The first instant an event is refused, and the message it is refused with from then on. */
interface Deadline {
  closesAt: Date;
  refusal: ApiMessageId;
}

interface TransitionRule {
  from: readonly LifecycleState[];
  event: LifecycleEvent;
  to: LifecycleState;
  by: readonly Actor[];
  /**
   * Who may ask for it beside `by`, and be told now whether it would be allowed: the customer starts the
   * checkout of a hold, and the payment provider then causes `pay`. Asking writes nothing.
   */
  askedBy?: readonly Actor[];
  /** Until when it is allowed (per actor where they differ): readers are told when their actions change. */
  until?: (booking: Row, actor: Actor) => Deadline;
  /** Any other condition, beyond its states and its deadline; the message (id and words) when it does not hold. */
  when?: (booking: Row, context: TransitionContext) => ApiMessageId | Refused | undefined;
  /**
   * From when it is allowed, where it opens later (checked after `when`): readers are told when their actions
   * change, so a button appears at the instant it may be used.
   */
  opens?: (booking: Row) => { opensAt: Date; refusal: Refused } | undefined;
}

/** A condition's refusal with the numbers its words need. */
interface Refused {
  messageId: ApiMessageId;
  params: MessageParams;
}

const beforeVisit = (booking: Row): Deadline => ({
  closesAt: booking.windowStartsAt,
  refusal: "visitStarted",
});

const beforeWindow = (booking: Row): Deadline => ({
  closesAt: booking.windowStartsAt,
  refusal: "decisionTooLate",
});

/** A customer pays a hold while it has time left; the provider's report of a payment is taken whenever it comes. */
const whileHeld = (booking: Row, actor: Actor): Deadline =>
  actor === "customer"
    ? { closesAt: booking.holdExpiresAt ?? new Date(0), refusal: "noLongerHeld" }
    : { closesAt: new Date(8.64e15), refusal: "noLongerHeld" };

const MINUTE_MS = 60 * 1000;

/** A hold whose FPX or GrabPay payment awaits the bank: its customer neither pays it again nor lets it go. */
const notWhileProcessing: TransitionRule["when"] = (booking, { actor }) =>
  actor === "customer" && booking.paymentProcessingSince !== null ? "paymentProcessing" : undefined;

/** Whether the clinician reported anything of the visit yet. */
export const hasProgress = (booking: Pick<Row, "onTheWayAt" | "arrivedAt" | "startedAt">): boolean =>
  booking.onTheWayAt !== null || booking.arrivedAt !== null || booking.startedAt !== null;

/**
 * The visit day's order (issue 37): set off (from 4 h before the window) → arrived → started → completed, each
 * once. An outcome may be recorded only where it makes sense: an absent patient after the clinician has waited
 * at the door, a refused entry on the way there, a patient not treatable once the clinician is with them, and
 * a late clinician once the customer has waited 45 minutes past the window's start for nobody.
 */
const VISIT_ORDER: Partial<Record<LifecycleEvent, TransitionRule["when"]>> = {
  on_the_way: (booking) => (booking.onTheWayAt === null ? undefined : "alreadyOnTheWay"),
  arrived: (booking) => {
    if (booking.onTheWayAt === null) return "arrivedBeforeOnTheWay";
    return booking.arrivedAt === null ? undefined : "alreadyArrived";
  },
  started: (booking) => {
    if (booking.arrivedAt === null) return "startedBeforeArrived";
    return booking.startedAt === null ? undefined : "alreadyStarted";
  },
  patient_absent: (booking) => {
    if (booking.arrivedAt === null) return "absentBeforeArrived";
    return booking.startedAt === null ? undefined : "visitAlreadyStarted";
  },
  access_refused: (booking) => {
    if (booking.onTheWayAt === null) return "accessRefusedBeforeOnTheWay";
    return booking.startedAt === null ? undefined : "visitAlreadyStarted";
  },
  not_treatable: (booking) => (booking.arrivedAt === null ? "notTreatableBeforeArrived" : undefined),
  clinician_late: (booking) => (booking.arrivedAt === null ? undefined : "clinicianAlreadyArrived"),
};

/** When the visit day's events open: setting off 4 h before, absent after the wait, late after 45 minutes. */
const VISIT_OPENS: Partial<Record<LifecycleEvent, TransitionRule["opens"]>> = {
  on_the_way: (booking) => ({
    opensAt: new Date(booking.windowStartsAt.getTime() - SET_OFF_OPENS_HOURS_BEFORE * HOUR_MS),
    refusal: { messageId: "setOffTooEarly", params: { hours: SET_OFF_OPENS_HOURS_BEFORE } },
  }),
  patient_absent: (booking) =>
    booking.arrivedAt === null
      ? undefined
      : {
          opensAt: new Date(booking.arrivedAt.getTime() + PATIENT_WAIT_MINUTES * MINUTE_MS),
          refusal: { messageId: "patientWaitNotOver", params: { minutes: PATIENT_WAIT_MINUTES } },
        },
  clinician_late: (booking) => ({
    opensAt: new Date(booking.windowStartsAt.getTime() + CLINICIAN_LATE_MINUTES * MINUTE_MS),
    refusal: { messageId: "clinicianNotLateYet", params: { minutes: CLINICIAN_LATE_MINUTES } },
  }),
};

/** The table: state × event → next state, who may cause it, and when. Anything not listed is refused. */
export const TRANSITIONS: readonly TransitionRule[] = [
  {
    from: ["held"],
    event: "pay",
    to: "awaiting_clinic",
    by: ["payment"],
    askedBy: ["customer"],
    until: whileHeld,
    when: notWhileProcessing,
  },
  // FPX or GrabPay left the checkout unpaid: the bank answers later (pay, or release as payment_failed).
  { from: ["held"], event: "await_payment", to: "held", by: ["payment"] },
  {
    // Money for a hold that ran out takes the window back while it still has room and has not started.
    from: ["released"],
    event: "pay",
    to: "awaiting_clinic",
    by: ["payment"],
    when: (booking, { now, placeFree }) =>
      booking.cancellationReason === "hold_expired" &&
      booking.windowStartsAt.getTime() > now.getTime() &&
      placeFree === true
        ? undefined
        : "windowNoLongerHeld",
  },
  { from: ["held", "released"], event: "flag_payment", to: "flagged", by: ["payment"] },
  {
    from: ["held"],
    event: "expire",
    to: "released",
    // The payment provider may say its checkout expired a little before our clock says the hold ran out.
    by: ["system", "payment"],
    when: (booking, { now, actor }) =>
      actor === "payment" ||
      (booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() <= now.getTime())
        ? undefined
        : "holdHasTimeLeft",
  },
  {
    from: ["held"],
    event: "release",
    to: "released",
    by: ["customer", "payment", "system"],
    when: notWhileProcessing,
  },
  // A closure's choice, before the visit starts: a paid booking, decided or not, is rejected and refunded in
  // full; an unpaid hold is let go (money that still arrives for it is flagged for support).
  { from: ["held"], event: "close_window", to: "released", by: ["clinic"], until: beforeWindow },
  {
    from: ["awaiting_clinic", "approved"],
    event: "close_window",
    to: "rejected",
    by: ["clinic"],
    until: beforeWindow,
  },
  {
    from: ["held"],
    event: "cancel",
    to: "released",
    by: ["customer", "staff"],
    until: beforeVisit,
    when: notWhileProcessing,
  },
  {
    // Staff cancel on the customer's behalf (a phone call), by the same rule: only before the visit starts.
    from: ["awaiting_clinic", "approved"],
    event: "cancel",
    to: "cancelled",
    by: ["customer", "staff"],
    until: beforeVisit,
  },
  {
    // Customers move free up to 24 h before; staff may move a visit until it starts (they arrange it with
    // the customer and the clinic), and the clinic approves the new time again either way.
    from: ["awaiting_clinic", "approved"],
    event: "reschedule",
    to: "awaiting_clinic",
    by: ["customer", "staff"],
    until: (booking, actor) =>
      actor === "staff"
        ? beforeVisit(booking)
        : { closesAt: rescheduleClosesAt(booking.windowStartsAt), refusal: "rescheduleTooLate" },
  },
  { from: ["awaiting_clinic"], event: "approve", to: "approved", by: ["clinic"], until: beforeWindow },
  { from: ["awaiting_clinic"], event: "reject", to: "rejected", by: ["clinic"], until: beforeWindow },
  {
    from: ["awaiting_clinic"],
    event: "reject_unanswered",
    to: "rejected",
    by: ["system"],
    when: (booking, { now }) =>
      now.getTime() >= booking.windowStartsAt.getTime() ? undefined : "visitNotStarted",
  },
  // The visit day: the clinician's steps keep the booking approved; the clinician completes a visit they
  // started, and the system only one nobody reported on, 2 h after its window ended (a visit whose progress
  // stalled is left for staff: the dashboard's "visits not finished").
  ...(["on_the_way", "arrived", "started"] as const).map((event): TransitionRule => ({
    from: ["approved"],
    event,
    to: "approved",
    by: ["clinic"],
    when: VISIT_ORDER[event],
    opens: VISIT_OPENS[event],
  })),
  {
    from: ["approved"],
    event: "complete",
    to: "completed",
    by: ["clinic", "system"],
    when: (booking, { now, actor }) => {
      if (actor === "clinic") return booking.startedAt === null ? "completedBeforeStarted" : undefined;
      if (hasProgress(booking)) return "visitInProgress";
      const dueAt = booking.windowEndsAt.getTime() + UNREPORTED_VISIT_HOURS * HOUR_MS;
      return now.getTime() >= dueAt ? undefined : "visitNotEnded";
    },
  },
  ...VISIT_OUTCOMES.map((event): TransitionRule => ({
    from: ["approved"],
    event,
    to: "cancelled",
    by: [OUTCOME_RECORDED_BY[event]],
    when: VISIT_ORDER[event],
    opens: VISIT_OPENS[event],
  })),
  // The booking stays cancelled; only the flag goes (stateOf then reads it as cancelled).
  { from: ["flagged"], event: "resolve_payment", to: "cancelled", by: ["staff"] },
];

export function findRule(state: LifecycleState, event: LifecycleEvent): TransitionRule | undefined {
  return TRANSITIONS.find((rule) => rule.event === event && rule.from.includes(state));
}

/** Why an event is refused in a state that has no rule for it: the words customers and clinics see. */
function refusal(state: LifecycleState, event: LifecycleEvent, booking: Row): TransitionRefusal {
  const invalid = (messageId: ApiMessageId, params?: MessageParams): TransitionRefusal => ({
    ok: false,
    code: "INVALID_TRANSITION",
    messageId,
    ...(params ? { params } : {}),
  });
  const status = booking.status;
  if (isVisitDayEvent(event)) {
    // An unpaid booking is not the clinic's to see; otherwise say why the visit has no day to report.
    if (booking.paidAt === null) return { ok: false, code: "NOT_FOUND", messageId: "bookingNotFound" };
    if (state === "awaiting_clinic") return invalid("visitNotApproved");
    if (state === "completed") return invalid("visitAlreadyCompleted");
    return invalid("visitCalledOff");
  }
  switch (event) {
    case "pay":
      return booking.paidAt === null ? invalid("noLongerHeld") : invalid("alreadyPaid");
    case "cancel":
      if (state === "completed") return invalid("completedCannotBeCancelled");
      return invalid("alreadyCancelled");
    case "release":
      return booking.paidAt === null ? invalid("holdAlreadyReleased") : invalid("releasePaid");
    case "reschedule":
      if (state === "held") return invalid("payBeforeRescheduling");
      if (status === "cancelled") return invalid("cancelledCannotBeRescheduled");
      if (status === "completed") return invalid("completedCannotBeRescheduled");
      return invalid("cannotBeRescheduled", { status });
    case "approve":
    case "reject":
    case "reject_unanswered":
      // An unpaid booking is not the clinic's to see.
      if (booking.paidAt === null) return { ok: false, code: "NOT_FOUND", messageId: "bookingNotFound" };
      if (booking.clinicApprovalStatus !== "pending") {
        const decision = booking.clinicApprovalStatus;
        return decision === "approved" || decision === "rejected"
          ? {
              ok: false,
              code: "ALREADY_DECIDED",
              messageId: decision === "approved" ? "alreadyApproved" : "alreadyRejected",
            }
          : { ok: false, code: "ALREADY_DECIDED", messageId: "alreadyDecided", params: { status: decision } };
      }
      if (status === "pending") return invalid("pendingCannotBeDecided");
      if (status === "cancelled") return invalid("cancelledCannotBeDecided");
      if (status === "completed") return invalid("completedCannotBeDecided");
      return invalid("cannotBeDecided", { status });
    case "resolve_payment":
      return invalid("paymentNotFlagged");
    default:
      return invalid("eventNotAllowed", { status, action: `${event.replace("_", " ")}d` });
  }
}

/** What a hold keeps only while it is open: its expiry, and the network and site it was asked from (the caps). */
const HOLD_CLOSED = { holdExpiresAt: null, clientNetwork: null, clientSite: null } as const;

function released(reason: CancellationReason, now: Date): BookingChanges {
  return {
    updatedAt: now,
    status: "cancelled",
    paymentStatus: reason === "hold_expired" ? "expired" : "cancelled",
    cancellationReason: reason,
    cancelledAt: now,
    ...HOLD_CLOSED,
  };
}

function completed(now: Date): BookingChanges {
  return { updatedAt: now, status: "completed", completedAt: now };
}

/**
 * A visit that could not happen: cancelled with the outcome as its reason, refunded line by line by the
 * outcome's money rule (visit-day.ts). The clinician's note is the customer's to read for an absent patient
 * or a refused entry; a `not_treatable` note is clinical and never reaches the booking.
 */
function outcomeChanges(
  outcome: VisitOutcome,
  booking: Row,
  context: TransitionContext,
): { changes: BookingChanges; refundSen: number } {
  const { now } = context;
  const split = outcomeSplit(outcome, priceLines(booking), {
    windowStartsAt: booking.windowStartsAt,
    now,
    callOutFeeSen: context.callOutFeeSen ?? 0,
  });
  const shown = outcome === "patient_absent" || outcome === "access_refused";
  const back = refundOf(split, booking);
  return {
    changes: {
      updatedAt: now,
      status: "cancelled",
      cancellationReason: outcome,
      cancellationNote: shown ? (context.note ?? null) : null,
      cancelledAt: now,
      ...back,
    },
    refundSen: back.refundSen,
  };
}

/** The columns a transition writes, given the row it leaves. */
function changesFor(
  rule: TransitionRule,
  from: LifecycleState,
  booking: Row,
  context: TransitionContext,
): { changes: BookingChanges; refundSen: number } {
  const { now } = context;
  const stamp = { updatedAt: now };
  // A rejection gives everything back, line by line.
  const inFull = refundOf(fullRefund(priceLines(booking)), booking);
  const rejected = (reason: CancellationReason): BookingChanges => ({
    ...stamp,
    clinicApprovalStatus: "rejected",
    decidedAt: now,
    status: "cancelled",
    cancellationReason: reason,
    cancelledAt: now,
    ...inFull,
  });
  const paid = { ...stamp, paymentStatus: "paid", paidAt: now, ...HOLD_CLOSED } as const;

  switch (rule.event) {
    case "pay":
      return {
        changes: { ...paid, status: "confirmed", cancellationReason: null, cancelledAt: null },
        refundSen: 0,
      };
    case "flag_payment":
      return {
        changes: {
          ...paid,
          status: "cancelled",
          cancellationReason: booking.cancellationReason ?? "hold_expired",
          cancelledAt: booking.cancelledAt ?? now,
          attentionReason: context.attention ?? "paid_after_release",
          // The hold's credits went back when it was let go; this money pays nothing of them.
          ...(booking.creditSen > 0 ? { creditReturned: true } : {}),
        },
        refundSen: 0,
      };
    case "await_payment": {
      // Counted from the first report, so a redelivered one never stretches the hold again.
      const since = booking.paymentProcessingSince ?? now;
      const until = new Date(since.getTime() + PAYMENT_PROCESSING_MINUTES * MINUTE_MS);
      const held = booking.holdExpiresAt;
      return {
        changes: {
          ...stamp,
          paymentProcessingSince: since,
          holdExpiresAt: held && held > until ? held : until,
        },
        refundSen: 0,
      };
    }
    case "expire":
      return { changes: released("hold_expired", now), refundSen: 0 };
    case "release":
      return { changes: released(context.releaseReason ?? "customer", now), refundSen: 0 };
    case "cancel": {
      // Who called it off is part of the record: the customer reads "Cancelled by IV Drips support" and why.
      const by = context.actor === "staff" ? "staff" : "customer";
      const note = { cancellationNote: by === "staff" ? (context.note ?? null) : null };
      if (from === "held") return { changes: { ...released(by, now), ...note }, refundSen: 0 };
      const back =
        context.actor === "staff" && context.refund === "full"
          ? inFull
          : refundOf(cancellationSplit(priceLines(booking), booking.windowStartsAt, now), booking);
      return {
        changes: {
          ...stamp,
          status: "cancelled",
          cancellationReason: by,
          ...note,
          cancelledAt: now,
          ...HOLD_CLOSED,
          ...back,
        },
        refundSen: back.refundSen,
      };
    }
    case "reschedule":
      return { changes: { ...stamp, clinicApprovalStatus: "pending", decidedAt: null }, refundSen: 0 };
    case "approve":
      return { changes: { ...stamp, clinicApprovalStatus: "approved", decidedAt: now }, refundSen: 0 };
    case "reject":
      return {
        changes: context.clinical
          ? { ...rejected("clinical_decline"), cancellationNote: null }
          : { ...rejected("clinic_rejected"), cancellationNote: context.note ?? null },
        refundSen: inFull.refundSen,
      };
    case "reject_unanswered":
      return { changes: rejected("no_clinic_response"), refundSen: inFull.refundSen };
    case "close_window":
      if (from === "held") return { changes: released("clinic_rejected", now), refundSen: 0 };
      return { changes: rejected("clinic_rejected"), refundSen: inFull.refundSen };
    case "complete":
      return { changes: completed(now), refundSen: 0 };
    case "on_the_way":
      return {
        changes: {
          ...stamp,
          onTheWayAt: now,
          etaAt: new Date(now.getTime() + (context.etaMinutes ?? 0) * MINUTE_MS),
        },
        refundSen: 0,
      };
    case "arrived":
      return { changes: { ...stamp, arrivedAt: now }, refundSen: 0 };
    case "started":
      return { changes: { ...stamp, startedAt: now }, refundSen: 0 };
    case "patient_absent":
    case "access_refused":
    case "not_treatable":
    case "clinician_late":
      return outcomeChanges(rule.event, booking, context);
    case "resolve_payment":
      return { changes: { ...stamp, attentionReason: null }, refundSen: 0 };
  }
}

/**
 * Whether `event`, caused by `context.actor` at `context.now`, may move the booking, and if so to which state
 * and with which column changes (the caller adds the facts only it knows: the payment's reference, the new
 * window). A refusal carries the error code and the message to answer with.
 */
export function transition(
  booking: Row,
  event: LifecycleEvent,
  context: TransitionContext,
): TransitionResult {
  const from = stateOf(booking);
  const rule = findRule(from, event);
  if (!rule) return refusal(from, event, booking);
  if (!rule.by.includes(context.actor) && !rule.askedBy?.includes(context.actor)) {
    // A customer asking to pay what only the provider's money may still pay (a released hold) is told why.
    if (event === "pay" && context.actor === "customer") return refusal(from, event, booking);
    return {
      ok: false,
      code: "INVALID_TRANSITION",
      messageId: "actorCannot",
      params: { actor: context.actor, event },
    };
  }
  const deadline = rule.until?.(booking, context.actor);
  if (deadline && context.now.getTime() >= deadline.closesAt.getTime())
    return { ok: false, code: "INVALID_TRANSITION", messageId: deadline.refusal };
  const refused = rule.when?.(booking, context);
  if (typeof refused === "string") return { ok: false, code: "INVALID_TRANSITION", messageId: refused };
  if (refused !== undefined) return { ok: false, code: "INVALID_TRANSITION", ...refused };
  const opening = rule.opens?.(booking);
  if (opening && context.now.getTime() < opening.opensAt.getTime())
    return { ok: false, code: "INVALID_TRANSITION", ...opening.refusal };
  return { ok: true, from, to: rule.to, ...changesFor(rule, from, booking, context) };
}

/**
 * Why the customer may not pay the booking now (a released hold, a paid booking, a hold that ran out), asked
 * of the table; undefined when they may start its checkout.
 */
export function customerPayRefusal(booking: Row, now: Date): ApiMessageId | undefined {
  const asked = transition(booking, "pay", { actor: "customer", now });
  return asked.ok ? undefined : asked.messageId;
}

/** The events a customer and a clinic cause on one booking from its card (closing a window is the calendar's). */
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
} as const satisfies Record<"customer" | "clinic", readonly LifecycleEvent[]>;

/**
 * What `actor` may do to the booking at `now`, asked of the table, and until when that answer holds (the first
 * of the allowed events' deadlines, or the first instant a refused one opens; null when neither comes).
 * Readers draw their buttons from it, and read the booking again once it lapses.
 */
export function actionsFor(
  booking: Row,
  actor: keyof typeof CARD_EVENTS,
  now: Date,
): { actions: LifecycleEvent[]; actionsUntil: Date | null } {
  const actions: LifecycleEvent[] = CARD_EVENTS[actor].filter(
    (event) => transition(booking, event, { actor, now }).ok,
  );
  let actionsUntil: Date | null = null;
  const sooner = (at: Date | undefined) => {
    if (at && (actionsUntil === null || at < actionsUntil)) actionsUntil = at;
  };
  for (const event of actions) sooner(findRule(stateOf(booking), event)?.until?.(booking, actor).closesAt);
  for (const event of CARD_EVENTS[actor]) {
    if (actions.includes(event)) continue;
    const opensAt = findRule(stateOf(booking), event)?.opens?.(booking)?.opensAt;
    if (opensAt && opensAt > now && transition(booking, event, { actor, now: opensAt }).ok) sooner(opensAt);
  }
  return { actions, actionsUntil };
}

/**
 * Whether the clinic's `event` (approve or reject) is one it already made: a retry of a decision that
 * committed (its answer lost to a timeout or a dropped connection). The same decision again is answered with
 * the booking as it is, changing nothing; a different one after it is still ALREADY_DECIDED. A rejection the
 * system made for an unanswered booking is not the clinic's, so the clinic's "reject" after it is refused too.
 */
export function repeatsClinicDecision(
  booking: Pick<Row, "clinicApprovalStatus" | "cancellationReason">,
  event: "approve" | "reject",
): boolean {
  if (event === "approve") return booking.clinicApprovalStatus === "approved";
  return (
    booking.clinicApprovalStatus === "rejected" &&
    (booking.cancellationReason === "clinic_rejected" || booking.cancellationReason === "clinical_decline")
  );
}

/**
 * The changes of `expire` and `complete`, which sweeps apply to many rows in one statement (the rows are
 * found by the repository's matching condition; neither change depends on the row).
 */
export function bulkChanges(event: "expire" | "complete", now: Date): BookingChanges {
  return event === "expire" ? released("hold_expired", now) : completed(now);
}

/** Paid states a booking is called off from: it then counts as cancelled for /metrics. */
const CALLED_OFF_FROM: readonly LifecycleState[] = ["awaiting_clinic", "approved"];
const CALLED_OFF_TO: readonly LifecycleState[] = ["cancelled", "rejected"];

/** What a move counts as on /metrics (lib/booking-tally.ts): paid, a paid booking called off, or neither. */
export function outcomeOf(
  event: LifecycleEvent,
  move: { from: LifecycleState; to: LifecycleState },
): Extract<BookingOutcome, "paid" | "cancelled"> | undefined {
  if (event === "pay") return "paid";
  if (CALLED_OFF_FROM.includes(move.from) && CALLED_OFF_TO.includes(move.to)) return "cancelled";
  return undefined;
}
