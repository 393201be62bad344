import { schemaMessage } from "./api-messages";
import { GiftCardCodeSchema } from "./gift-cards";
import { z } from "zod";
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_MESSAGE } from "./limits";
import { EmailSchema, FullNameSchema, PhoneSchema } from "./common";
import { BookingDateSchema, TIME_SLOTS } from "./time-windows";
import { LIFECYCLE_EVENTS, LIFECYCLE_STATES } from "./booking-state";
import { CONTRAINDICATIONS, TreatmentConsentSignatureSchema } from "./clinical";
import { ClinicianIdSchema, PriceLineSchema, VISIT_OUTCOMES, VisitSchema } from "./visit-day";
import { VisitPlaceSchema, VisitPlaceViewSchema } from "./visit-place";

// The stored statuses live with the states they are read into (booking-state.ts); API users read them here.
export {
  APPROVAL_STATUSES,
  ATTENTION_REASONS,
  BOOKING_STATUSES,
  type ApprovalStatus,
  type AttentionReason,
  type BookingStatus,
} from "./booking-state";
import { APPROVAL_STATUSES, ATTENTION_REASONS, BOOKING_STATUSES } from "./booking-state";

export const PAYMENT_STATUSES = [
  "pending",
  "paid",
  "expired",
  "cancelled",
  "refunded",
  "partially_refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const CANCELLATION_REASONS = [
  "hold_expired",
  "customer",
  "clinic_rejected",
  "payment_failed",
  /** The clinic never decided before the visit was due: rejected by the system, refunded in full. */
  "no_clinic_response",
  /** Our support called it off from the console, on the customer's behalf (`cancellationNote` says why). */
  "staff",
  /**
   * A clinician of the clinic could not clear the customer for this drip: refunded in full, told to consult a
   * doctor. Why is in the clinic's clinical record only, never on the booking or in a message.
   */
  "clinical_decline",
  // A visit that could not happen (issue 37): each settled by its money rule (visit-day.ts).
  ...VISIT_OUTCOMES,
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** Who took a booking's money. */
export const PAYMENT_PROVIDERS = ["sandbox", "stripe", "crypto"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_MESSAGE } from "./limits";

// The Refund Policy's figures live with the visit day's money rules (visit-day.ts); API users read them here.
export { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "./visit-day";

export const CANCEL_TOO_LATE_MESSAGE = schemaMessage("visitStarted");
export const RELEASE_PAID_MESSAGE = schemaMessage("releasePaid");
export const DECISION_TOO_LATE_MESSAGE = schemaMessage("decisionTooLate");

/** Refund Policy: moving a booking to another window is free up to this long before the current one starts. */
export const FREE_RESCHEDULE_HOURS = 24;

/**
 * The first instant a booking whose window starts at `windowStartsAt` can no longer be rescheduled: just past
 * 24 hours before it (the 24th hour itself still moves).
 */
export function rescheduleClosesAt(windowStartsAt: Date): Date {
  return new Date(windowStartsAt.getTime() - FREE_RESCHEDULE_HOURS * 60 * 60 * 1000 + 1);
}

export const RESCHEDULE_TOO_LATE_MESSAGE = schemaMessage("rescheduleTooLate");

export const ACTIVE_COUNTRY = "Malaysia";

export const WINDOW_FULL_MESSAGE = schemaMessage("windowFull");
export const WINDOW_UNAVAILABLE_MESSAGE = schemaMessage("windowUnavailable");

const AddressSchema = z
  .string({ error: schemaMessage("addressRequired") })
  .trim()
  .min(5, { error: schemaMessage("addressRequired") })
  .max(500, { error: schemaMessage("addressTooLong") });

export const CustomerInfoSchema = z.object({
  name: FullNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  address: AddressSchema,
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

export const BookingLocationSchema = z.object({
  country: z
    .string({ error: schemaMessage("countryRequired") })
    .trim()
    .refine((country) => country === ACTIVE_COUNTRY, { error: schemaMessage("malaysiaOnly") }),
  city: z
    .string({ error: schemaMessage("cityRequired") })
    .trim()
    .min(1, { error: schemaMessage("cityRequired") })
    .max(100, { error: schemaMessage("cityTooLong") }),
});

/** SPEC §3 "Booking request". `totalAmount` is checked against the server's price, never trusted. */
export const BookingRequestSchema = z
  .object({
    serviceId: z
      .string({ error: schemaMessage("serviceRequired") })
      .trim()
      .min(1, { error: schemaMessage("serviceRequired") })
      .max(100),
    providerId: z.string().trim().max(100).optional(),
    date: BookingDateSchema,
    timeSlot: z.enum(TIME_SLOTS, {
      error: schemaMessage("timeSlotInvalid", { slots: TIME_SLOTS.join(", ") }),
    }),
    location: BookingLocationSchema,
    // The address is the place's when a place is sent; alone, it is SPEC's one line (and must name a postcode).
    customerInfo: CustomerInfoSchema.extend({ address: AddressSchema.optional() }),
    /**
     * Where the clinician goes. Without it, `customerInfo.address` is kept as the place's first line and must name
     * its postcode; either way a postcode outside the city's service areas is refused before anything is held.
     * With it, `customerInfo.address` is written from the place.
     */
    place: VisitPlaceSchema.optional(),
    /** Keep the place in My Account's saved places for the next booking. */
    savePlace: z.boolean().optional(),
    totalAmount: z
      .number({ error: schemaMessage("totalAmountNotNumber") })
      .nonnegative()
      .max(1_000_000),
    currency: z.literal("MYR", { error: schemaMessage("currencyMyr") }),
    quantity: z
      .number({ error: QUANTITY_MESSAGE })
      .int({ error: QUANTITY_MESSAGE })
      .min(MIN_QUANTITY, { error: QUANTITY_MESSAGE })
      .max(MAX_QUANTITY, { error: QUANTITY_MESSAGE }),
    /**
     * The patient's signature on the service's consent to treatment (GET /api/services/{id}/consent). Without it,
     * or on an older version, the booking is refused with 409 TREATMENT_CONSENT_REQUIRED.
     */
    consent: TreatmentConsentSignatureSchema.optional(),
    /**
     * Pay ahead of the checkout: `credit`, the drips with credits of a package the customer bought (GET
     * /api/account/credits), one a drip; `giftCardCode`, up to the rest from a gift card's balance. What is
     * left (`amountDue`) is paid by the chosen method; with nothing left, the booking is paid at once.
     */
    payWith: z
      .object({
        credit: z.uuid({ error: schemaMessage("creditNotFound") }).optional(),
        giftCardCode: GiftCardCodeSchema.optional(),
      })
      .refine((payWith) => payWith.credit !== undefined || payWith.giftCardCode !== undefined, {
        error: schemaMessage("payWithEmpty"),
      })
      .optional(),
  })
  .refine((request) => request.place !== undefined || request.customerInfo.address !== undefined, {
    path: ["customerInfo", "address"],
    error: schemaMessage("addressRequired"),
  });
export type BookingRequest = z.input<typeof BookingRequestSchema>;

/** Move a paid booking to another window of the same provider. */
export const RescheduleRequestSchema = z.object({
  date: BookingDateSchema,
  timeSlot: z.enum(TIME_SLOTS, { error: schemaMessage("timeSlotInvalid", { slots: TIME_SLOTS.join(", ") }) }),
});
export type RescheduleRequest = z.input<typeof RescheduleRequestSchema>;

export const RefundSchema = z.object({
  amount: z.number().describe("RM returned to the customer"),
  cancellationFee: z.number().describe("RM kept under the Refund Policy"),
  status: z.enum(REFUND_STATUSES),
});

/** SPEC §3 "Booking (as read)", with the facts a customer and a clinic need beside it. */
export const BookingSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  serviceId: z.object({ _id: z.string(), name: z.string() }),
  providerId: z.string(),
  date: z.string().describe("Kuala Lumpur calendar day, YYYY-MM-DD"),
  timeSlot: z.enum(TIME_SLOTS),
  windowStartsAt: z.string(),
  windowEndsAt: z.string(),
  location: z.object({ city: z.string(), country: z.string() }),
  customerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
  /** Where the clinician goes (null only on bookings made before places were structured). */
  place: VisitPlaceViewSchema.nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  totalAmount: z.number(),
  /** RM of the total a package credit paid (the drips), 0 when none did. */
  creditAmount: z.number(),
  /** RM of the total gift cards paid, 0 when none did. */
  giftCardAmount: z.number(),
  /** RM left to pay by the chosen method: the total less credits and gift cards. */
  amountDue: z.number(),
  /** What the total is made of (the drip, then any surcharge), and what went back of each line once refunded. */
  priceLines: z.array(PriceLineSchema),
  currency: z.literal("MYR"),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  clinicApprovalStatus: z.enum(APPROVAL_STATUSES),
  paymentMethod: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  /**
   * Since when an FPX or GrabPay payment of this hold awaits the bank's or the wallet's answer (the hold is
   * extended for it); null when none does.
   */
  paymentProcessingSince: z.string().nullable(),
  cancellationReason: z.enum(CANCELLATION_REASONS).nullable(),
  /**
   * Why it was called off, in the words of whoever did: our support (`cancellationReason` "staff") or the clinic
   * rejecting it (`cancellationReason` "clinic_rejected").
   */
  cancellationNote: z.string().nullable(),
  refund: RefundSchema.nullable(),
  /** Set when support must follow up (e.g. a payment arrived after the hold was released). */
  attentionReason: z.enum(ATTENTION_REASONS).nullable(),
  /** When the payment was recorded; a receipt exists from then on. */
  paidAt: z.string().nullable(),
  /** The customer's review of a completed visit, once left. */
  review: z
    .object({ rating: z.number().int(), comment: z.string().nullable(), createdAt: z.string() })
    .nullable(),
  createdAt: z.string(),
  /** Where the booking is in its life (booking-state.ts), read from the statuses above. */
  state: z.enum(LIFECYCLE_STATES),
  /**
   * What the caller (the customer, or the clinic on its list) may do to it now, as the server's transition
   * table allows: e.g. ["pay", "release", "cancel"] for a customer's hold, ["approve", "reject"] for a clinic.
   */
  actions: z.array(z.enum(LIFECYCLE_EVENTS)),
  /** The instant `actions` stop holding (a hold running out, a window starting); null when none closes. */
  actionsUntil: z.string().nullable(),
  /** The visit day, once the clinic approved it: who comes and their progress. */
  visit: VisitSchema.nullable(),
  /**
   * The clinic's reads only: the drip's relative contraindications the patient's answers meet, for the
   * clinician to look at first (GET /api/clinics/bookings/{id}/clearance has the whole record).
   */
  clinicalFlags: z.array(z.enum(CONTRAINDICATIONS)).optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingListSchema = z.array(BookingSchema);

export const BookingIdParamsSchema = z.object({ id: z.string().max(100) });
export const SessionIdParamsSchema = z.object({ sessionId: z.string().max(300) });

/** The longest reason a clinic may give for a rejection. */
export const REJECTION_REASON_MAX = 500;

/** Why the clinic rejects a booking: shown to the customer, on the booking and in the email, as written. */
export const RejectionReasonSchema = z
  .string({ error: schemaMessage("rejectionReasonRequired") })
  .trim()
  .min(1, { error: schemaMessage("rejectionReasonRequired") })
  .max(REJECTION_REASON_MAX, {
    error: schemaMessage("rejectionReasonTooLong", { max: REJECTION_REASON_MAX }),
  });

/** The reject dialog's form, and the reason part of a rejection. */
export const BookingRejectionSchema = z.object({ reason: RejectionReasonSchema });
export type BookingRejection = z.infer<typeof BookingRejectionSchema>;

/**
 * A clinic's decision. Approving is a clearance: it names the clinician (of the clinic) who reviewed the
 * patient. Rejecting gives the customer a reason, unless it is clinical (`clinical: true`): then a named
 * clinician declines, the reason stays in the clinic's clinical record, and the customer is only told to
 * consult a doctor.
 */
export const BookingDecisionSchema = z.discriminatedUnion(
  "status",
  [
    z.object({ status: z.literal("approved"), clinicianId: ClinicianIdSchema }),
    BookingRejectionSchema.extend({
      status: z.literal("rejected"),
      clinical: z.boolean({ error: schemaMessage("clinicalRejectionGrounds") }).optional(),
      clinicianId: ClinicianIdSchema.optional(),
    }).refine((decision) => !decision.clinical || decision.clinicianId !== undefined, {
      error: schemaMessage("clinicianRequired"),
      path: ["clinicianId"],
    }),
  ],
  { error: schemaMessage("decisionStatusInvalid") },
);
export type BookingDecision = z.infer<typeof BookingDecisionSchema>;
