import type { ApiMessageId } from "@ivdrips/contract/api-messages";
import type { MessageParams } from "@ivdrips/contract/i18n/translator";
import {
  canCancel,
  canReschedule,
  cancellationRefund,
  type AttentionReason,
  type BookingStatus,
  type CancellationReason,
} from "@ivdrips/contract/bookings";
import type { bookings } from "../../db/schema";

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

/** A booking's place in its life, read from its stored statuses (see `stateOf`). */
export const LIFECYCLE_STATES = [
  /** Unpaid, holding its window for a while. */
  "held",
  /** Unpaid and let go: the hold ran out, or the customer or the payment gave it up. */
  "released",
  /** Paid; the clinic has not decided. */
  "awaiting_clinic",
  "approved",
  "completed",
  /** Refused by the clinic, or by the system when the clinic never answered: refunded in full. */
  "rejected",
  /** Called off by the customer after paying; refunded per the Refund Policy. */
  "cancelled",
  /** Money that could not pay it (arrived after its release, or the wrong amount): support follows up. */
  "flagged",
] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

export const LIFECYCLE_EVENTS = [
  /** The provider or the chain reports the booking paid, in full. */
  "pay",
  /** Money arrived that cannot pay it: recorded on the booking for support. */
  "flag_payment",
  /** The hold's time ran out. */
  "expire",
  /** The customer let the hold go, left the checkout, or the checkout failed. */
  "release",
  "cancel",
  "reschedule",
  "approve",
  "reject",
  /** The clinic never decided before the visit was due. */
  "reject_unanswered",
  /** The clinic closed the booking's window (or lowered its capacity) and chose not to keep the booking. */
  "close_window",
  /** The approved visit's window has ended. */
  "complete",
  /** Staff settled a flagged payment (refunded by hand, or otherwise dealt with): the flag is cleared. */
  "resolve_payment",
] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/** `staff`: our team in the operations console, acting on the customer's behalf (and audited). */
export type Actor = "customer" | "clinic" | "payment" | "system" | "staff";

/** Status values that hold a place in their window. The capacity trigger (migration 0002) counts the same. */
export const HOLDING_STATUSES = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

/**
 * Whether a booking occupies a place in its window at `now`: confirmed, or pending with time left on its
 * hold. A lapsed hold still counts for the trigger until released, which every writer does first under the
 * window's lock; readers that cannot write (availability) leave it out.
 */
export function holdsPlace(booking: Pick<BookingRow, "status" | "holdExpiresAt">, now: Date): boolean {
  return (
    (HOLDING_STATUSES as readonly string[]).includes(booking.status) &&
    (booking.holdExpiresAt === null || booking.holdExpiresAt.getTime() > now.getTime())
  );
}

type StateFields = Pick<BookingRow, "status" | "paidAt" | "clinicApprovalStatus" | "attentionReason">;

export function stateOf(booking: StateFields): LifecycleState {
  switch (booking.status) {
    case "pending":
      return "held";
    case "confirmed":
      return booking.clinicApprovalStatus === "approved" ? "approved" : "awaiting_clinic";
    case "completed":
      return "completed";
    case "cancelled":
      if (booking.paidAt === null) return "released";
      if (booking.attentionReason !== null) return "flagged";
      return booking.clinicApprovalStatus === "rejected" ? "rejected" : "cancelled";
  }
}

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
  | "windowStartsAt"
  | "windowEndsAt"
  | "totalSen"
  | "cancellationReason"
  | "cancelledAt"
>;

interface TransitionRule {
  from: readonly LifecycleState[];
  event: LifecycleEvent;
  to: LifecycleState;
  by: readonly Actor[];
  /** When it is allowed, beyond its states; the message's id when it is not. */
  when?: (booking: Row, context: TransitionContext) => ApiMessageId | undefined;
}

const beforeVisit = (booking: Row, { now }: TransitionContext) =>
  canCancel(booking.windowStartsAt, now) ? undefined : "visitStarted";

const beforeWindow = (booking: Row, { now }: TransitionContext) =>
  now.getTime() < booking.windowStartsAt.getTime() ? undefined : "decisionTooLate";

/** The table: state × event → next state, who may cause it, and when. Anything not listed is refused. */
export const TRANSITIONS: readonly TransitionRule[] = [
  { from: ["held"], event: "pay", to: "awaiting_clinic", by: ["payment"] },
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
  { from: ["held"], event: "release", to: "released", by: ["customer", "payment", "system"] },
  // A closure's choice, before the visit starts: a paid booking, decided or not, is rejected and refunded in
  // full; an unpaid hold is let go (money that still arrives for it is flagged for support).
  { from: ["held"], event: "close_window", to: "released", by: ["clinic"], when: beforeWindow },
  {
    from: ["awaiting_clinic", "approved"],
    event: "close_window",
    to: "rejected",
    by: ["clinic"],
    when: beforeWindow,
  },
  { from: ["held"], event: "cancel", to: "released", by: ["customer", "staff"], when: beforeVisit },
  {
    // Staff cancel on the customer's behalf (a phone call), by the same rule: only before the visit starts.
    from: ["awaiting_clinic", "approved"],
    event: "cancel",
    to: "cancelled",
    by: ["customer", "staff"],
    when: beforeVisit,
  },
  {
    // Customers move free up to 24 h before; staff may move a visit until it starts (they arrange it with
    // the customer and the clinic), and the clinic approves the new time again either way.
    from: ["awaiting_clinic", "approved"],
    event: "reschedule",
    to: "awaiting_clinic",
    by: ["customer", "staff"],
    when: (booking, context) => {
      if (context.actor === "staff") return beforeVisit(booking, context);
      return canReschedule(booking.windowStartsAt, context.now) ? undefined : "rescheduleTooLate";
    },
  },
  {
    from: ["awaiting_clinic"],
    event: "approve",
    to: "approved",
    by: ["clinic"],
    when: (booking, { now }) =>
      now.getTime() < booking.windowStartsAt.getTime() ? undefined : "decisionTooLate",
  },
  {
    from: ["awaiting_clinic"],
    event: "reject",
    to: "rejected",
    by: ["clinic"],
    when: (booking, { now }) =>
      now.getTime() < booking.windowStartsAt.getTime() ? undefined : "decisionTooLate",
  },
  {
    from: ["awaiting_clinic"],
    event: "reject_unanswered",
    to: "rejected",
    by: ["system"],
    when: (booking, { now }) =>
      now.getTime() >= booking.windowStartsAt.getTime() ? undefined : "visitNotStarted",
  },
  {
    from: ["approved"],
    event: "complete",
    to: "completed",
    by: ["system"],
    when: (booking, { now }) =>
      now.getTime() >= booking.windowEndsAt.getTime() ? undefined : "visitNotEnded",
  },
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
  switch (event) {
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

/** What a hold keeps only while it is open: its expiry, and the network it was asked from (for the cap). */
const HOLD_CLOSED = { holdExpiresAt: null, clientNetwork: null } as const;

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

/** The columns a transition writes, given the row it leaves. */
function changesFor(
  rule: TransitionRule,
  from: LifecycleState,
  booking: Row,
  context: TransitionContext,
): { changes: BookingChanges; refundSen: number } {
  const { now } = context;
  const stamp = { updatedAt: now };
  const rejected = (reason: CancellationReason): BookingChanges => ({
    ...stamp,
    clinicApprovalStatus: "rejected",
    decidedAt: now,
    status: "cancelled",
    cancellationReason: reason,
    cancelledAt: now,
    refundSen: booking.totalSen,
    cancellationFeeSen: 0,
    refundStatus: "pending",
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
        },
        refundSen: 0,
      };
    case "expire":
      return { changes: released("hold_expired", now), refundSen: 0 };
    case "release":
      return { changes: released(context.releaseReason ?? "customer", now), refundSen: 0 };
    case "cancel": {
      if (from === "held") return { changes: released("customer", now), refundSen: 0 };
      const { refundSen, feeSen } =
        context.actor === "staff" && context.refund === "full"
          ? { refundSen: booking.totalSen, feeSen: 0 }
          : cancellationRefund(booking.totalSen, booking.windowStartsAt, now);
      return {
        changes: {
          ...stamp,
          status: "cancelled",
          cancellationReason: "customer",
          cancelledAt: now,
          ...HOLD_CLOSED,
          refundSen,
          cancellationFeeSen: feeSen,
          refundStatus: refundSen > 0 ? "pending" : null,
        },
        refundSen,
      };
    }
    case "reschedule":
      return { changes: { ...stamp, clinicApprovalStatus: "pending", decidedAt: null }, refundSen: 0 };
    case "approve":
      return { changes: { ...stamp, clinicApprovalStatus: "approved", decidedAt: now }, refundSen: 0 };
    case "reject":
      return { changes: rejected("clinic_rejected"), refundSen: booking.totalSen };
    case "reject_unanswered":
      return { changes: rejected("no_clinic_response"), refundSen: booking.totalSen };
    case "close_window":
      if (from === "held") return { changes: released("clinic_rejected", now), refundSen: 0 };
      return { changes: rejected("clinic_rejected"), refundSen: booking.totalSen };
    case "complete":
      return { changes: completed(now), refundSen: 0 };
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
  if (!rule.by.includes(context.actor)) {
    return {
      ok: false,
      code: "INVALID_TRANSITION",
      messageId: "actorCannot",
      params: { actor: context.actor, event },
    };
  }
  const tooLateOrEarly = rule.when?.(booking, context);
  if (tooLateOrEarly !== undefined)
    return { ok: false, code: "INVALID_TRANSITION", messageId: tooLateOrEarly };
  return { ok: true, from, to: rule.to, ...changesFor(rule, from, booking, context) };
}

/**
 * The changes of `expire` and `complete`, which sweeps apply to many rows in one statement (the rows are
 * found by the repository's matching condition; neither change depends on the row).
 */
export function bulkChanges(event: "expire" | "complete", now: Date): BookingChanges {
  return event === "expire" ? released("hold_expired", now) : completed(now);
}
