import { z } from "zod";
import { schemaMessage } from "./api-messages";
import { CLINICIAN_ROLES } from "./clinical";
import { rmToSen } from "./money";

/**
 * The visit day (issue 37): who comes, their progress, what happens when a visit cannot happen, and what the
 * price includes. The server's transition table (booking-lifecycle.ts) enforces the order and the actors; the
 * money rules below are the only place a visit outcome's refund is decided.
 */

/** Refund Policy: cancelling at least this long before the window starts is free. */
export const FREE_CANCELLATION_HOURS = 24;
/** Refund Policy: the share of the total kept when cancelling later than that (before the visit starts). */
export const LATE_CANCELLATION_FEE_PERCENT = 50;

/** The clinician's progress on the day, in order; `completed` ends the visit. */
export const VISIT_STEPS = ["on_the_way", "arrived", "started", "completed"] as const;
export type VisitStep = (typeof VISIT_STEPS)[number];

/** The longest ETA a clinician may announce when setting off. */
export const MAX_ETA_MINUTES = 240;
/** How long before the window starts a clinician may set off (a visit at 8 AM across town). */
export const SET_OFF_OPENS_HOURS_BEFORE = 4;
/** How long the clinician waits at the door before the patient counts as absent. */
export const PATIENT_WAIT_MINUTES = 15;
/** How late after the window's start the customer may call the visit off with everything back. */
export const CLINICIAN_LATE_MINUTES = 45;
/** How long after the window ends a visit with no progress is completed by the sweep (or shown to staff). */
export const UNREPORTED_VISIT_HOURS = 2;

/** Ways a visit cannot happen; each ends the booking as a cancellation with that reason. */
export const VISIT_OUTCOMES = [
  "patient_absent",
  "access_refused",
  "not_treatable",
  "clinician_late",
] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

/** How an outcome's money is settled. */
export type OutcomeRefundRule = "late_cancellation" | "call_out_fee" | "full";

/**
 * Each outcome's money rule, in one place: an absent patient or a refused entry is a late cancellation (the
 * Refund Policy's fee is kept), a patient found not treatable on site pays the call-out fee, and a clinician more
 * than 45 minutes late gives everything back.
 */
export const OUTCOME_REFUND_RULES: Readonly<Record<VisitOutcome, OutcomeRefundRule>> = {
  patient_absent: "late_cancellation",
  access_refused: "late_cancellation",
  not_treatable: "call_out_fee",
  clinician_late: "full",
};

/** Who records each outcome: the clinician on the spot, or the customer still waiting. */
export const OUTCOME_RECORDED_BY: Readonly<Record<VisitOutcome, "clinic" | "customer">> = {
  patient_absent: "clinic",
  access_refused: "clinic",
  not_treatable: "clinic",
  clinician_late: "customer",
};

/** The parts a booking's price is made of, in the order a receipt lists them. */
export const PRICE_LINE_KINDS = ["drip", "night_surcharge", "same_day_surcharge"] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];

export interface PriceLineSen {
  kind: PriceLineKind;
  sen: number;
}

/** What a city charges beyond the drip, in sen (staff set them per city; config.ts has the defaults). */
export interface CityVisitFees {
  nightSurchargeSen: number;
  sameDaySurchargeSen: number;
  /** Kept when the clinician came but found the patient not treatable on site. */
  callOutFeeSen: number;
}

interface Surcharges {
  nightSurchargeSen: number;
  sameDaySurchargeSen: number;
}

/** The surcharges a visit carries: the Night window, and a visit booked for the same KL day. */
export function surchargesFor(
  visit: { date: string; windowKey: string; bookedOn: string },
  fees: Pick<CityVisitFees, "nightSurchargeSen" | "sameDaySurchargeSen">,
): Surcharges {
  return {
    nightSurchargeSen: visit.windowKey === "night" ? fees.nightSurchargeSen : 0,
    sameDaySurchargeSen: visit.date === visit.bookedOn ? fees.sameDaySurchargeSen : 0,
  };
}

/**
 * Whether a visit moved to another day or window (`to`, on the KL day `bookedOn` of the move) still costs what
 * was paid: it would carry the same surcharges (decision 046: a reschedule keeps the price).
 */
export function moveKeepsPrice(
  booked: Surcharges,
  to: { date: string; windowKey: string; bookedOn: string },
  fees: Pick<CityVisitFees, "nightSurchargeSen" | "sameDaySurchargeSen">,
): boolean {
  const moved = surchargesFor(to, fees);
  return (
    moved.nightSurchargeSen === booked.nightSurchargeSen &&
    moved.sameDaySurchargeSen === booked.sameDaySurchargeSen
  );
}

/** The surcharges a booking's price lines carry (a line left out is none). */
export function surchargesOfLines(lines: readonly PriceLineSen[]): Surcharges {
  const of = (kind: PriceLineKind) => lines.find((line) => line.kind === kind)?.sen ?? 0;
  return { nightSurchargeSen: of("night_surcharge"), sameDaySurchargeSen: of("same_day_surcharge") };
}

/** A booking's price as lines (zero lines left out); their sum is its total. */
export function priceLines(booking: {
  unitPriceSen: number;
  quantity: number;
  nightSurchargeSen: number;
  sameDaySurchargeSen: number;
}): PriceLineSen[] {
  const lines: PriceLineSen[] = [
    { kind: "drip", sen: booking.unitPriceSen * booking.quantity },
    { kind: "night_surcharge", sen: booking.nightSurchargeSen },
    { kind: "same_day_surcharge", sen: booking.sameDaySurchargeSen },
  ];
  return lines.filter((line) => line.kind === "drip" || line.sen > 0);
}

export const totalOf = (lines: readonly PriceLineSen[]): number =>
  lines.reduce((sum, line) => sum + line.sen, 0);

export interface RefundLineSen extends PriceLineSen {
  refundSen: number;
}

export interface RefundSplit {
  lines: RefundLineSen[];
  refundSen: number;
  feeSen: number;
}

const split = (lines: readonly PriceLineSen[], keep: (line: PriceLineSen, index: number) => number) => {
  const refundLines = lines.map((line, index) => ({ ...line, refundSen: line.sen - keep(line, index) }));
  const refundSen = refundLines.reduce((sum, line) => sum + line.refundSen, 0);
  return { lines: refundLines, refundSen, feeSen: totalOf(lines) - refundSen };
};

/** Everything back, line by line. */
export function fullRefund(lines: readonly PriceLineSen[]): RefundSplit {
  return split(lines, () => 0);
}

/**
 * The Refund Policy, line by line: everything back at least 24 h before the window, otherwise each line keeps
 * its 50 % (rounded to the sen per line, so the refund is the sum of what the receipt's lines show).
 */
export function cancellationSplit(
  lines: readonly PriceLineSen[],
  windowStartsAt: Date,
  now: Date,
): RefundSplit {
  const hoursBefore = (windowStartsAt.getTime() - now.getTime()) / (60 * 60 * 1000);
  if (hoursBefore >= FREE_CANCELLATION_HOURS) return fullRefund(lines);
  return split(lines, (line) => Math.round((line.sen * LATE_CANCELLATION_FEE_PERCENT) / 100));
}

/** The call-out fee is kept, taken from the lines in order (the drip first); the rest goes back. */
export function callOutSplit(lines: readonly PriceLineSen[], callOutFeeSen: number): RefundSplit {
  let left = Math.max(0, callOutFeeSen);
  return split(lines, (line) => {
    const kept = Math.min(left, line.sen);
    left -= kept;
    return kept;
  });
}

/** What an outcome gives back, by its rule (`OUTCOME_REFUND_RULES`). */
export function outcomeSplit(
  outcome: VisitOutcome,
  lines: readonly PriceLineSen[],
  context: { windowStartsAt: Date; now: Date; callOutFeeSen: number },
): RefundSplit {
  switch (OUTCOME_REFUND_RULES[outcome]) {
    case "full":
      return fullRefund(lines);
    case "late_cancellation":
      return cancellationSplit(lines, context.windowStartsAt, context.now);
    case "call_out_fee":
      return callOutSplit(lines, context.callOutFeeSen);
  }
}

/** Who comes, as the customer is shown them. */
export const VisitClinicianSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(CLINICIAN_ROLES),
  registrationBody: z.string(),
  registrationNumber: z.string(),
});
export type VisitClinician = z.infer<typeof VisitClinicianSchema>;

/** An approved visit's day: who comes and how far they are, each step with its time. */
export const VisitSchema = z.object({
  clinician: VisitClinicianSchema.nullable(),
  /** The last step reached, or null before the clinician sets off. */
  step: z.enum(VISIT_STEPS).nullable(),
  /** When the clinician expects to arrive, from the ETA they gave setting off. */
  etaAt: z.string().nullable(),
  onTheWayAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Visit = z.infer<typeof VisitSchema>;

const MONEY = z.number().describe("RM");

/** A line of the price as read (RM), with what went back of it once refunded. */
export const PriceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  amount: MONEY,
  refunded: MONEY.nullable(),
});
export type PriceLine = z.infer<typeof PriceLineSchema>;

/** A booking's price lines as read (RM), back in sen for the rules above (a reader's preview of a refund). */
export const linesInSen = (lines: readonly PriceLine[]): PriceLineSen[] =>
  lines.map((line) => ({ kind: line.kind, sen: rmToSen(line.amount) }));

// The visit day's requests (the routes: decision 046).

/** A clinician of the caller's clinic, by id: who clears, who visits. */
export const ClinicianIdSchema = z
  .string({ error: schemaMessage("clinicianRequired") })
  .trim()
  .min(1, { error: schemaMessage("clinicianRequired") })
  .max(100, { error: schemaMessage("clinicianRequired") });

/**
 * `PUT /api/clinics/bookings/{id}/clinician`: who the clinic sends to an approved visit. Changing who was
 * assigned needs a reason (kept in the booking's history, never shown to the customer).
 */
export const AssignClinicianSchema = z.object({
  clinicianId: ClinicianIdSchema,
  reason: z
    .string()
    .trim()
    .min(3, { error: schemaMessage("reassignReasonRequired") })
    .max(300, { error: schemaMessage("reassignReasonRequired") })
    .optional(),
});
export type AssignClinician = z.input<typeof AssignClinicianSchema>;

/** `POST /api/clinics/bookings/{id}/progress`: the assigned clinician's next step, in order. */
export const VisitProgressSchema = z.discriminatedUnion(
  "step",
  [
    z.object({
      step: z.literal("on_the_way"),
      etaMinutes: z
        .number({ error: schemaMessage("etaInvalid", { max: MAX_ETA_MINUTES }) })
        .int({ error: schemaMessage("etaInvalid", { max: MAX_ETA_MINUTES }) })
        .min(1, { error: schemaMessage("etaInvalid", { max: MAX_ETA_MINUTES }) })
        .max(MAX_ETA_MINUTES, { error: schemaMessage("etaInvalid", { max: MAX_ETA_MINUTES }) }),
    }),
    z.object({ step: z.literal("arrived") }),
    z.object({ step: z.literal("started") }),
    z.object({ step: z.literal("completed") }),
  ],
  { error: schemaMessage("visitStepInvalid") },
);
export type VisitProgress = z.input<typeof VisitProgressSchema>;

/** Outcomes the clinician records on the spot (the customer's own is `clinician_late`). */
export const CLINIC_OUTCOMES = [
  "patient_absent",
  "access_refused",
  "not_treatable",
] as const satisfies readonly VisitOutcome[];

/**
 * `POST /api/clinics/bookings/{id}/outcome`: why the visit could not happen, with the clinician's note. A
 * `not_treatable` note is clinical: it goes to the booking's sealed clinical record, never to the booking, a
 * message or a log. The other notes are shown to the customer beside the outcome.
 */
export const VisitOutcomeRequestSchema = z.object({
  outcome: z.enum(CLINIC_OUTCOMES, { error: schemaMessage("outcomeInvalid") }),
  note: z
    .string({ error: schemaMessage("outcomeNoteRequired") })
    .trim()
    .min(3, { error: schemaMessage("outcomeNoteRequired") })
    .max(500, { error: schemaMessage("outcomeNoteRequired") }),
});
export type VisitOutcomeRequest = z.input<typeof VisitOutcomeRequestSchema>;
