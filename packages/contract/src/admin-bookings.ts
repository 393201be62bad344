import { z } from "zod";
import { PageQuerySchema, StaffMemberSchema, StaffNoteSchema } from "./admin";
import { schemaMessage } from "./api-messages";
import {
  APPROVAL_STATUSES,
  ATTENTION_REASONS,
  BOOKING_STATUSES,
  CANCELLATION_REASONS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from "./bookings";
import { LIFECYCLE_STATES } from "./booking-state";
import { VISIT_OUTCOMES } from "./visit-day";
import { DateOnlySchema } from "./common";
import { BookingDateSchema, TIME_SLOTS } from "./time-windows";

/**
 * The operations console's bookings: search, a booking's whole story, staff actions, and the dashboard.
 *
 * The `status` filter speaks the booking lifecycle's states (booking-state.ts), not the stored `status`
 * column: "awaiting a clinic" and "flagged payment" are what staff look for, and the four stored statuses
 * cannot tell them apart.
 */

const uuidOf = (id: "clinicIdInvalid" | "providerIdInvalid") => z.uuid({ error: schemaMessage(id) });

/** `emails=failing`: bookings with an email the outbox gave up on or is trying again (the dashboard's tile). */
export const ADMIN_EMAIL_FILTERS = ["failing"] as const;
export type AdminEmailFilter = (typeof ADMIN_EMAIL_FILTERS)[number];

/** `GET /api/admin/bookings`: every filter optional; `from`/`to` are KL calendar days, inclusive. */
export const AdminBookingSearchQuerySchema = z
  .object({
    /** A reference (exact, any case), or part of the customer's name, email or phone. */
    query: z
      .string()
      .trim()
      .max(200, { error: schemaMessage("bookingSearchTooLong") })
      .optional(),
    status: z.enum(LIFECYCLE_STATES, { error: schemaMessage("bookingStateInvalid") }).optional(),
    refundStatus: z.enum(REFUND_STATUSES, { error: schemaMessage("refundStatusInvalid") }).optional(),
    emails: z.enum(ADMIN_EMAIL_FILTERS, { error: schemaMessage("emailFilterInvalid") }).optional(),
    clinicId: uuidOf("clinicIdInvalid").optional(),
    from: DateOnlySchema.optional(),
    to: DateOnlySchema.optional(),
    page: PageQuerySchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: schemaMessage("dateRangeInvalid"),
    path: ["to"],
  });
export type AdminBookingSearchQuery = z.input<typeof AdminBookingSearchQuerySchema>;

export const AdminBookingIdParamsSchema = z.object({
  id: z.uuid({ error: schemaMessage("bookingIdInvalid") }),
});

/** A booking as a row of the console's list. Amounts in RM. */
export const AdminBookingSummarySchema = z.object({
  _id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  date: z.string().describe("Kuala Lumpur calendar day, YYYY-MM-DD"),
  timeSlot: z.enum(TIME_SLOTS),
  windowStartsAt: z.string(),
  windowEndsAt: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  service: z.object({ _id: z.string(), name: z.string() }),
  provider: z.object({ _id: z.string(), name: z.string() }),
  clinic: z.object({ _id: z.string(), name: z.string() }),
  quantity: z.number().int(),
  totalAmount: z.number(),
  state: z.enum(LIFECYCLE_STATES),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  clinicApprovalStatus: z.enum(APPROVAL_STATUSES),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  attentionReason: z.enum(ATTENTION_REASONS).nullable(),
});
export type AdminBookingSummary = z.infer<typeof AdminBookingSummarySchema>;

export const AdminBookingListSchema = z.object({
  bookings: z.array(AdminBookingSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminBookingList = z.infer<typeof AdminBookingListSchema>;

/** Who caused a timeline entry. */
export const TIMELINE_ACTORS = ["customer", "clinic", "payment", "system", "staff"] as const;

export const TIMELINE_KINDS = [
  "created",
  /** Until when the unpaid hold keeps its window (may lie in the future). */
  "hold_expires",
  "released",
  "paid",
  "payment_flagged",
  "clinic_approved",
  "clinic_rejected",
  "rescheduled",
  "cancelled",
  "completed",
  "payment_session",
  "crypto_payment",
  "email",
  "staff_action",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const OUTBOX_EMAIL_STATES = ["queued", "retrying", "sent", "failed"] as const;

export const TimelineEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_EMAIL_STATES),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TimelineEmail = z.infer<typeof TimelineEmailSchema>;

export const TimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  actor: z.enum(TIMELINE_ACTORS),
  /** A short machine-readable detail: a cancellation reason, a session's status, a transaction hash. */
  detail: z.string().nullable(),
  /** `staff_action` entries: who, what and why. */
  staff: StaffMemberSchema.nullable(),
  audit: z
    .object({
      id: z.string(),
      action: z.string(),
      note: z.string().nullable(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
    })
    .nullable(),
  /** `email` entries. */
  email: TimelineEmailSchema.nullable(),
  /** `payment_session` and `crypto_payment` entries. */
  payment: z
    .object({
      provider: z.enum(PAYMENT_PROVIDERS),
      reference: z.string(),
      status: z.string(),
      /** RM for sessions; token units (as a decimal string) for crypto. */
      amount: z.string(),
      attentionReason: z.string().nullable(),
    })
    .nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** The customer emails staff may send again, each only while it is still true of the booking. */
export const RESENDABLE_EMAIL_KINDS = [
  /** Booking received (paid): while it is paid and not cancelled. */
  "booking_received",
  /** The clinic approved it: while approved or completed. */
  "booking_approved",
  /** The clinic (or the system) rejected it. */
  "booking_rejected",
  /** Cancelled after payment. */
  "booking_cancelled",
] as const;
export type ResendableEmailKind = (typeof RESENDABLE_EMAIL_KINDS)[number];

/** `GET /api/admin/bookings/:id`: everything about a booking, and its timeline oldest first. */
export const AdminBookingDetailSchema = z.object({
  booking: AdminBookingSummarySchema.extend({
    customer: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      /** The account's own address, where emails go. */
      accountEmail: z.string(),
      language: z.string(),
    }),
    location: z.object({ city: z.string(), country: z.string() }),
    unitPrice: z.number(),
    currency: z.literal("MYR"),
    /** How the total was paid (booking-charges.ts): package credits, gift cards, and the rest by the method. */
    paidInParts: z.object({ credit: z.number(), giftCard: z.number(), due: z.number() }),
    paymentMethod: z.string().nullable(),
    paymentProvider: z.enum(PAYMENT_PROVIDERS).nullable(),
    paymentReference: z.string().nullable(),
    holdExpiresAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    /** When the clinic is chased for a decision, while one is awaited. */
    decisionDueAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancellationReason: z.enum(CANCELLATION_REASONS).nullable(),
    completedAt: z.string().nullable(),
    rescheduleCount: z.number().int(),
    refund: z
      .object({
        amount: z.number(),
        /** What went back to gift cards, beside `amount` through the provider. */
        toGiftCard: z.number(),
        cancellationFee: z.number(),
        status: z.enum(REFUND_STATUSES).nullable(),
        reference: z.string().nullable(),
      })
      .nullable(),
  }),
  timeline: z.array(TimelineEntrySchema),
  /** What the ids in the timeline's changes are called (a move's providers), as AuditListSchema's `names`. */
  names: z.record(z.string(), z.string()),
  /** What staff may do to it now, by the lifecycle's rules (the console shows only these). */
  actions: z.object({
    cancel: z.boolean(),
    move: z.boolean(),
    resolvePayment: z.boolean(),
    resendEmails: z.array(z.enum(RESENDABLE_EMAIL_KINDS)),
    /** RM back to the customer if cancelled now, per choice; null when a cancel refunds nothing. */
    cancelRefund: z.object({ policy: z.number(), full: z.number() }).nullable(),
  }),
});
export type AdminBookingDetail = z.infer<typeof AdminBookingDetailSchema>;

/** `PUT /api/admin/bookings/:id/cancel`: "policy" refunds what the customer would get now; "full" everything. */
export const ADMIN_REFUND_CHOICES = ["policy", "full"] as const;
export const AdminCancelRequestSchema = z.object({
  refund: z.enum(ADMIN_REFUND_CHOICES, { error: schemaMessage("refundChoiceInvalid") }),
  reason: StaffNoteSchema,
});
export type AdminCancelRequest = z.input<typeof AdminCancelRequestSchema>;

/** `PUT /api/admin/bookings/:id/move`: another window and/or another provider (of any clinic) with room. */
export const AdminMoveRequestSchema = z.object({
  date: BookingDateSchema,
  timeSlot: z.enum(TIME_SLOTS, { error: schemaMessage("timeSlotInvalid", { slots: TIME_SLOTS.join(", ") }) }),
  providerId: uuidOf("providerIdInvalid").optional(),
  reason: StaffNoteSchema,
});
export type AdminMoveRequest = z.input<typeof AdminMoveRequestSchema>;

export const AdminResendEmailRequestSchema = z.object({
  kind: z.enum(RESENDABLE_EMAIL_KINDS, { error: schemaMessage("resendKindInvalid") }),
  note: StaffNoteSchema.optional(),
});
export type AdminResendEmailRequest = z.input<typeof AdminResendEmailRequestSchema>;

export const AdminResolvePaymentRequestSchema = z.object({ note: StaffNoteSchema });
export type AdminResolvePaymentRequest = z.input<typeof AdminResolvePaymentRequestSchema>;

/** Where a dashboard tile leads: a console page and its query (e.g. the bookings list with a filter). */
export const DashboardLinkSchema = z.object({
  path: z.string(),
  query: z.record(z.string(), z.string()),
});

const DASHBOARD_LIST_SIZE = 10;
/** How many rows each dashboard list shows at most; `count` is the whole number. */
export { DASHBOARD_LIST_SIZE };

const VisitsDaySchema = z.object({
  date: z.string(),
  count: z.number().int(),
  bookings: z.array(AdminBookingSummarySchema),
  link: DashboardLinkSchema,
});

/** How far back the dashboard counts the visits that could not happen. */
export const OUTCOME_DAYS = 30;

/** The dashboard counts packages and gift cards sold over this many days. */
export const SALES_DAYS = 30;

export const DashboardSchema = z.object({
  generatedAt: z.string(),
  /** Paid, not cancelled visits (awaiting a clinic or approved) on the KL day. */
  today: VisitsDaySchema,
  tomorrow: VisitsDaySchema,
  awaitingClinic: z.object({
    count: z.number().int(),
    /** Soonest deadline first; `minutesLeft` is negative once the deadline passed. */
    bookings: z.array(
      AdminBookingSummarySchema.extend({ decisionDueAt: z.string(), minutesLeft: z.number().int() }),
    ),
    link: DashboardLinkSchema,
  }),
  paymentAttention: z.object({
    count: z.number().int(),
    bookings: z.array(AdminBookingSummarySchema),
    link: DashboardLinkSchema,
    cryptoCount: z.number().int(),
    cryptoPayments: z.array(
      z.object({
        txHash: z.string(),
        bookingId: z.string().nullable(),
        reference: z.string().nullable(),
        token: z.string(),
        amountUnits: z.string(),
        expectedUnits: z.string(),
        attentionReason: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  /** The visit day (issue 37): visits left unfinished, and the visits that could not happen. */
  visitDay: z.object({
    /** Approved visits whose progress stopped short of the end, 2 h after their window: the sweep leaves them. */
    unfinished: z.number().int(),
    bookings: z.array(AdminBookingSummarySchema),
    /** Visits that could not happen in the last `OUTCOME_DAYS` days, by outcome. */
    outcomes: z.record(z.enum(VISIT_OUTCOMES), z.number().int()),
    link: DashboardLinkSchema,
  }),
  refunds: z.object({
    pending: z.number().int(),
    failed: z.number().int(),
    bookings: z.array(AdminBookingSummarySchema),
    pendingLink: DashboardLinkSchema,
    failedLink: DashboardLinkSchema,
  }),
  outbox: z.object({
    failed: z.number().int(),
    retrying: z.number().int(),
    /** The bookings whose emails fail; emails about no booking are in `emails` only. */
    link: DashboardLinkSchema,
    emails: z.array(TimelineEmailSchema.extend({ bookingId: z.string().nullable(), createdAt: z.string() })),
  }),
  /**
   * Messages to phones (issue 38) that reached no one: chains whose last message failed (WhatsApp with no SMS
   * standing in, or the SMS too), among those the outbox keeps, as `outbox.failed` counts emails.
   */
  phoneMessages: z.object({ failed: z.number().int() }),
  /**
   * Money paid ahead (issue 39): drip packages and gift cards sold in the last `days` days (RM), and what gift
   * cards not void still hold: drips the business owes.
   */
  prepaid: z.object({
    days: z.number().int(),
    packages: z.object({ count: z.number().int(), amount: z.number() }),
    giftCards: z.object({ count: z.number().int(), amount: z.number() }),
    giftCardLiability: z.number(),
    link: DashboardLinkSchema,
  }),
  inbox: z.object({
    partnerApplications: z.number().int(),
    supportMessages: z.number().int(),
    contactMessages: z.number().int(),
    partnerLink: DashboardLinkSchema,
    messagesLink: DashboardLinkSchema,
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** POST /admin/bookings/:id/messages/:messageId/resend (issue 38). */
export const AdminBookingMessageParamsSchema = AdminBookingIdParamsSchema.extend({
  messageId: z.uuid({ error: schemaMessage("messageNotFound") }),
});

export const AdminResendMessageRequestSchema = z.object({ note: StaffNoteSchema.optional() });
export type AdminResendMessageRequest = z.input<typeof AdminResendMessageRequestSchema>;
