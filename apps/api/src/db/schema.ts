import {
  APPROVAL_STATUSES,
  ATTENTION_REASONS,
  BOOKING_STATUSES,
  CANCELLATION_REASONS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from "@ivdrips/contract/bookings";
import { INBOX_STATUSES } from "@ivdrips/contract/admin";
import { SUPPORT_CATEGORIES } from "@ivdrips/contract/messages";
import { PROFESSIONS } from "@ivdrips/contract/partners";
import { BOOKING_EVENT_TYPES } from "@ivdrips/contract/clinic-calendar";
import { TIME_SLOTS } from "@ivdrips/contract/time-windows";
import { TRANSLATION_LANGUAGES } from "@ivdrips/contract/translation-languages";
import { CHECKOUT_PAYMENT_TYPES } from "@ivdrips/contract/payment-methods";
import { MAX_PACKAGE_CREDITS, MAX_PACKAGE_VALID_MONTHS } from "@ivdrips/contract/drip-packages";
import {
  GIFT_CARD_ENTRY_KINDS,
  GIFT_CARD_MAX_RM,
  GIFT_CARD_MIN_RM,
  GIFT_CARD_STATUSES,
} from "@ivdrips/contract/gift-cards";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { VisitPlace, VisitPlaceRequest } from "@ivdrips/contract/visit-place";
import type { RefundLineSen } from "@ivdrips/contract/visit-day";
import { MESSAGE_STATUSES, PHONE_CHANNELS, type MessageChannels } from "@ivdrips/contract/phone-messages";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const inviteCodes = pgTable(
  "invite_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    /** Unlimited when null. */
    maxUses: integer(),
    uses: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invite_codes_code_lower_key").on(sql`lower(${table.code})`),
    check("invite_codes_uses_check", sql`${table.uses} >= 0`),
    check("invite_codes_max_uses_check", sql`${table.maxUses} is null or ${table.maxUses} > 0`),
  ],
);

export const users = pgTable("users", {
  id: uuid().primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased, so equality is case-insensitive. */
  email: text().notNull().unique(),
  fullName: text().notNull(),
  phone: text(),
  passwordHash: text().notNull(),
  /**
   * The channels chosen per message topic (issue 38), as stored: read through contract/phone-messages.ts
   * messageChannelsOf, which fills in the defaults (email on, WhatsApp off) and keeps the email of receipts.
   */
  messageChannels: jsonb().$type<Partial<MessageChannels>>().notNull().default({}),
  /** News and offers: only with the customer's consent. */
  marketingEmails: boolean().notNull().default(false),
  /** The language the customer reads the site in ("en" | "ms" | "zh"): their emails are written in it. */
  language: text().notNull().default("en"),
  /** Set when the customer deleted the account: the row stays, anonymised, for the bookings kept for accounting. */
  deletedAt: timestamp({ withTimezone: true }),
  /** Tokens carry the version they were signed at; raising it ends every earlier session (see plugins/auth.ts). */
  sessionVersion: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const clinics = pgTable("clinics", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** Stored lower-cased. */
  username: text().notNull().unique(),
  /** Null: the clinic cannot sign in until an admin sets a password. */
  passwordHash: text(),
  /** Where "new booking to review" goes; null sends it to SUPPORT_EMAIL for the team to pass on. */
  email: text(),
  /** The coordinator's mobile (E.164), for WhatsApp or SMS about bookings awaiting a decision (issue 38). */
  coordinatorPhone: text(),
  /** As users.sessionVersion: raising it ends every session of the clinic. */
  sessionVersion: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const providers = pgTable(
  "providers",
  {
    id: uuid().primaryKey().defaultRandom(),
    clinicId: uuid()
      .notNull()
      .references(() => clinics.id, { onDelete: "restrict" }),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** Cities served, e.g. ["Kuala Lumpur"]. */
    locations: text().array().notNull(),
    capacityPerWindow: integer().notNull().default(2),
    createdAt: createdAt(),
  },
  (table) => [
    index("providers_clinic_id_idx").on(table.clinicId),
    uniqueIndex("providers_clinic_id_name_key").on(table.clinicId, table.name),
    check("providers_capacity_check", sql`${table.capacityPerWindow} between 1 and 100`),
  ],
);

/**
 * A provider's working week: for each KL weekday (ISO, 1 Monday … 7 Sunday) and window, open or not and how
 * many visits it takes. No row: open, at the provider's `capacityPerWindow`. Read through `window_capacity`.
 */
export const providerWeeklyHours = pgTable(
  "provider_weekly_hours",
  {
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    weekday: smallint().notNull(),
    timeSlot: text({ enum: TIME_SLOTS }).notNull(),
    isOpen: boolean().notNull(),
    capacity: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.weekday, table.timeSlot] }),
    check("provider_weekly_hours_weekday_check", sql`${table.weekday} between 1 and 7`),
    check("provider_weekly_hours_capacity_check", sql`${table.capacity} between 1 and 100`),
  ],
);

/**
 * A clinic's exceptions to the week for one KL date: the whole day or one window closed (`capacity` null), or a
 * window's capacity changed for that date. `providerId` null: every provider of the clinic.
 */
export const calendarClosures = pgTable(
  "calendar_closures",
  {
    id: uuid().primaryKey().defaultRandom(),
    clinicId: uuid()
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    providerId: uuid().references(() => providers.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    /** Null: the whole day. */
    timeSlot: text({ enum: TIME_SLOTS }),
    /** Null: closed. Otherwise the window's capacity on that date (a window must be named). */
    capacity: integer(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("calendar_closures_scope_key")
      .on(table.clinicId, table.providerId, table.date, table.timeSlot)
      .nullsNotDistinct(),
    index("calendar_closures_date_idx").on(table.date),
    check(
      "calendar_closures_capacity_check",
      sql`${table.capacity} is null or (${table.capacity} between 1 and 100 and ${table.timeSlot} is not null)`,
    ),
  ],
);

export const services = pgTable(
  "services",
  {
    /** The catalogue's slug, e.g. "nmn-150". */
    id: text().primaryKey(),
    name: text().notNull(),
    tagline: text().notNull(),
    description: text().notNull(),
    category: text({ enum: ["beauty", "wellness"] }).notNull(),
    /** Integer sen: RM 1,600.00 is 160000. */
    priceSen: integer().notNull(),
    duration: text().notNull(),
    image: text().notNull(),
    benefits: text().array().notNull(),
    ingredients: text().array().notNull(),
    popularity: integer().notNull().default(0),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** Conditions this drip is never given with: a booking stops before payment (contract/clinical.ts). */
    absoluteContraindications: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Conditions the clinician checks first: the booking goes on, flagged. */
    relativeContraindications: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Raised with each change of the contraindications: the consent to treatment's version ends with it. 0: the
     * service never had rules, and the seed may give it the catalogue's defaults.
     */
    consentRevision: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("services_price_check", sql`${table.priceSen} >= 0`),
    check("services_category_check", sql`${table.category} in ('beauty', 'wellness')`),
  ],
);

/**
 * A service's texts in Malay or Chinese, edited in the console. A null field has no translation yet: readers
 * get the English of `services` for it (field by field), so a half-translated service still reads whole.
 */
export const serviceTranslations = pgTable(
  "service_translations",
  {
    serviceId: text()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    language: text({ enum: TRANSLATION_LANGUAGES }).notNull(),
    name: text(),
    tagline: text(),
    description: text(),
    benefits: text().array(),
    ingredients: text().array(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.language] }),
    check("service_translations_language_check", sql`${table.language} in ('ms', 'zh')`),
  ],
);

/** Tokens signed out before they expire; rows past `expiresAt` can be dropped. */
/** Our own team: they sign in at /admin with an account made by `npm run admin -- staff create`. */
export const staff = pgTable("staff", {
  id: uuid().primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased. */
  email: text().notNull().unique(),
  name: text().notNull(),
  passwordHash: text().notNull(),
  /** A disabled account cannot sign in, and its tokens are refused. */
  disabledAt: timestamp({ withTimezone: true }),
  /** As users.sessionVersion. */
  sessionVersion: integer().notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Every change a staff member makes, written in the same transaction as the change: who, when, what, and the
 * record before and after. `staffId` is null for what the admin command line did on the server.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    staffId: uuid().references(() => staff.id, { onDelete: "restrict" }),
    /** What was done, e.g. "booking.cancel", "service.update", "invite.revoke". */
    action: text().notNull(),
    /** What it was done to: a table's kind ("booking", "service", ...) and its id. */
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    /** The reason or note the staff member gave. */
    note: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.createdAt),
    index("audit_log_staff_id_idx").on(table.staffId, table.createdAt),
  ],
);

export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("revoked_tokens_expires_at_idx").on(table.expiresAt)],
);

/**
 * Emailed password-reset links: only the sha256 of the random token is kept. A token is good once, until
 * `expiresAt`; asking again or using one drops the account's other tokens.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("password_reset_tokens_user_id_idx").on(table.userId)],
);

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * A visit in one provider's window. Pending and confirmed bookings hold a place in the window; the
 * `bookings_window_capacity` trigger (migration 0002) refuses any row that would exceed the provider's
 * capacity, whoever writes it.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Short, human reference such as IVD-7K3M9Q, shown to customers and clinics. */
    reference: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    serviceId: text()
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "restrict" }),
    /** The Kuala Lumpur calendar day. */
    date: date({ mode: "string" }).notNull(),
    timeSlot: text().notNull(),
    windowStartsAt: timestamp({ withTimezone: true }).notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
    country: text().notNull(),
    city: text().notNull(),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text().notNull(),
    /** The place as one line (contract/visit-place.ts addressOneLine): SPEC's address, for every older reader. */
    customerAddress: text().notNull(),
    /** Where the clinician goes (contract/visit-place.ts); rows from before it hold their address as line 1. */
    visitPlace: jsonb().$type<VisitPlace>().notNull(),
    quantity: integer().notNull(),
    unitPriceSen: integer().notNull(),
    /** The city's surcharges for a Night window and for a visit booked on its own day, as charged. */
    nightSurchargeSen: integer().notNull().default(0),
    sameDaySurchargeSen: integer().notNull().default(0),
    /** The drip (price × quantity) and the surcharges. */
    totalSen: integer().notNull(),
    /** The package whose credits pay the drips (one a drip), and what they paid: the drip line, in sen. */
    creditPurchaseId: uuid().references(() => packagePurchases.purchaseId, { onDelete: "restrict" }),
    creditSen: integer().notNull().default(0),
    /** The credits came back to the package (the hold let go, or cancelled in time): they count as unused. */
    creditReturned: boolean().notNull().default(false),
    /** What gift cards paid (gift_card_ledger has which), and what of it a refund gave back to them. */
    giftCardSen: integer().notNull().default(0),
    giftCardRefundSen: integer().notNull().default(0),
    currency: text().notNull().default("MYR"),
    status: text({ enum: BOOKING_STATUSES }).notNull().default("pending"),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default("pending"),
    clinicApprovalStatus: text({ enum: APPROVAL_STATUSES }).notNull().default("pending"),
    /** Until when an unpaid booking keeps its place; null once paid or released. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /**
     * The network the hold was asked from (an IPv4 address or an IPv6 /64), for the per-network cap on open
     * holds; null on bookings from before it was kept and once the customer's data is erased.
     */
    clientNetwork: text(),
    /** The IPv6 /48 the hold was asked from, for the per-site cap (null for IPv4, and as clientNetwork). */
    clientSite: text(),
    paymentMethod: text(),
    /** Since when an FPX or GrabPay payment awaits the bank's answer (`await_payment`); the hold waits for it. */
    paymentProcessingSince: timestamp({ withTimezone: true }),
    /** The hosted checkout session that pays for it (card, Apple Pay, Google Pay). */
    paymentSessionId: text().unique(),
    paidAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationReason: text({ enum: CANCELLATION_REASONS }),
    /** Our support's reason when they called it off (shown to the customer); erased with the customer's data. */
    cancellationNote: text(),
    completedAt: timestamp({ withTimezone: true }),
    /** What is owed back after a cancellation or rejection, and what the policy kept. */
    refundSen: integer(),
    cancellationFeeSen: integer(),
    refundStatus: text({ enum: REFUND_STATUSES }),
    /** What went back of each price line (contract/visit-day.ts), once refunded; their sum is `refundSen`. */
    refundLines: jsonb().$type<RefundLineSen[]>(),
    /** Who took the money: the refund goes back through the same one. */
    paymentProvider: text({ enum: PAYMENT_PROVIDERS }),
    /** What a refund is made against: a Stripe PaymentIntent id, a sandbox payment id, a transaction hash. */
    paymentReference: text(),
    refundReference: text(),
    /** Set when support must act (e.g. money arrived for a hold already released); null otherwise. */
    attentionReason: text({ enum: ATTENTION_REASONS }),
    /** The clinician the clinic sends to the visit: set when it approves, changed when it reassigns. */
    clinicianId: uuid().references(() => clinicians.id, { onDelete: "restrict" }),
    /** The visit day's progress (contract/visit-day.ts): each step's time, and the arrival the clinician gave. */
    onTheWayAt: timestamp({ withTimezone: true }),
    etaAt: timestamp({ withTimezone: true }),
    arrivedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    /** How often the customer moved it; versions the emails and the calendar invite of each new window. */
    rescheduleCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_user_id_window_idx").on(table.userId, table.windowStartsAt),
    index("bookings_provider_window_idx").on(table.providerId, table.windowStartsAt),
    index("bookings_pending_hold_idx")
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending'`),
    index("bookings_pending_client_network_idx")
      .on(table.clientNetwork)
      .where(sql`${table.status} = 'pending'`),
    index("bookings_pending_client_site_idx")
      .on(table.clientSite)
      .where(sql`${table.status} = 'pending'`),
    index("bookings_approved_window_end_idx")
      .on(table.windowEndsAt)
      .where(sql`${table.status} = 'confirmed' and ${table.clinicApprovalStatus} = 'approved'`),
    // /metrics: bookings by status, and paid bookings awaiting their clinic, counted from the index alone.
    index("bookings_status_approval_idx").on(table.status, table.clinicApprovalStatus),
    // /metrics and the console: refunds still to be made (few rows, so a small index).
    index("bookings_refund_open_idx")
      .on(table.refundStatus)
      .where(sql`${table.refundStatus} in ('pending', 'failed')`),
    check("bookings_quantity_check", sql`${table.quantity} between 1 and 10`),
    check(
      "bookings_amounts_check",
      sql`${table.unitPriceSen} >= 0 and ${table.nightSurchargeSen} >= 0 and ${table.sameDaySurchargeSen} >= 0 and ${table.totalSen} = ${table.unitPriceSen} * ${table.quantity} + ${table.nightSurchargeSen} + ${table.sameDaySurchargeSen}`,
    ),
    check("bookings_window_check", sql`${table.windowEndsAt} > ${table.windowStartsAt}`),
    check("bookings_status_check", sql`${table.status} in (${inList(BOOKING_STATUSES)})`),
    check("bookings_payment_status_check", sql`${table.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
    check(
      "bookings_approval_status_check",
      sql`${table.clinicApprovalStatus} in (${inList(APPROVAL_STATUSES)})`,
    ),
    index("bookings_credit_purchase_idx")
      .on(table.creditPurchaseId)
      .where(sql`${table.creditPurchaseId} is not null`),
    check(
      "bookings_credit_check",
      sql`${table.creditSen} >= 0 and ${table.creditSen} <= ${table.totalSen} and (${table.creditPurchaseId} is null) = (${table.creditSen} = 0)`,
    ),
    check(
      "bookings_gift_card_check",
      sql`${table.giftCardSen} >= 0 and ${table.creditSen} + ${table.giftCardSen} <= ${table.totalSen} and ${table.giftCardRefundSen} between 0 and ${table.giftCardSen}`,
    ),
    check(
      "bookings_refund_check",
      sql`${table.refundSen} is null or (${table.refundSen} >= 0 and ${table.refundSen} <= ${table.totalSen})`,
    ),
  ],
);

/** A customer's review of a completed visit: one per booking. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "restrict" }),
    serviceId: text()
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
    /** Null once the author deleted the account (the rating stays, the comment is erased). */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    rating: integer().notNull(),
    comment: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index("reviews_service_id_created_at_idx").on(table.serviceId, table.createdAt),
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("reviews_comment_check", sql`${table.comment} is null or char_length(${table.comment}) <= 1000`),
  ],
);

/**
 * Emails waiting to be sent, written in the same transaction as the change they announce. A dispatcher
 * claims a row for `OUTBOX_LEASE` at a time, sends it, and marks it sent.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What it announces, e.g. booking_approved. */
    kind: text().notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: "set null" }),
    /** Optional: a second email with the same key is not queued (e.g. `booking_approved:{id}`). */
    dedupeKey: text().unique(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** [{filename, contentType, content}] with text content (e.g. an .ics invite). */
    attachments: jsonb()
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    /**
     * A credential the email carries (a reset token), sealed with a key the database does not hold; the bodies
     * carry a placeholder in its place until the moment of sending, and it is cleared once the email is sent
     * or given up on.
     */
    sealedCredential: text(),
    attempts: integer().notNull().default(0),
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** Set when it is given up on after too many failures. */
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    /**
     * Held back for a message to a phone (outbox_messages.chain_id) that stands in for it: sent only when that
     * message finally fails, deleted once it arrives (issue 38).
     */
    heldForChain: uuid(),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_emails_due_idx")
      .on(table.availableAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null and ${table.heldForChain} is null`),
    index("outbox_emails_booking_id_idx").on(table.bookingId),
    index("outbox_emails_held_idx")
      .on(table.heldForChain)
      .where(sql`${table.heldForChain} is not null`),
    // /metrics: emails given up on.
    index("outbox_emails_failed_idx")
      .on(table.failedAt)
      .where(sql`${table.failedAt} is not null`),
  ],
);

/**
 * Hosted checkout sessions, for both providers: the sandbox's own record of truth, and for Stripe the link
 * from a session to its booking. A booking may have several (a new one after the customer came back).
 */
export const paymentSessions = pgTable(
  "payment_sessions",
  {
    id: text().primaryKey(),
    provider: text({ enum: ["sandbox", "stripe"] }).notNull(),
    /** What the session pays for: a booking, or a purchase (a package); exactly one. */
    bookingId: uuid().references(() => bookings.id, { onDelete: "cascade" }),
    purchaseId: uuid().references(() => purchases.id, { onDelete: "cascade" }),
    amountSen: integer().notNull(),
    currency: text().notNull().default("MYR"),
    url: text().notNull(),
    /** `pending`: the customer finished the checkout with FPX or GrabPay, and the bank has yet to answer. */
    status: text({ enum: ["open", "pending", "paid", "cancelled", "expired"] })
      .notNull()
      .default("open"),
    /** What the customer paid with, as the provider reports it (card, fpx, grabpay), once known. */
    paymentType: text({ enum: CHECKOUT_PAYMENT_TYPES }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("payment_sessions_booking_id_idx").on(table.bookingId),
    index("payment_sessions_purchase_id_idx").on(table.purchaseId),
    check("payment_sessions_pays_for_check", sql`num_nonnulls(${table.bookingId}, ${table.purchaseId}) = 1`),
    index("payment_sessions_open_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** Provider events (Stripe webhooks) already handled, so a redelivered event changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** On-chain payments, one row per transaction: a hash pays for one booking or one purchase only, ever. */
export const cryptoPayments = pgTable(
  "crypto_payments",
  {
    txHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Null when the money arrived but no booking could be made (support follows up), or it paid a purchase. */
    bookingId: uuid().references(() => bookings.id, { onDelete: "restrict" }),
    /** The purchase (issue 39: a drip package) it paid, or was meant to; never with a booking. */
    purchaseId: uuid().references(() => purchases.id, { onDelete: "restrict" }),
    token: text({ enum: ["USDT", "USDC"] }).notNull(),
    tokenAddress: text().notNull(),
    fromAddress: text().notNull(),
    /** In the token's smallest unit, as a decimal string (it can exceed 2^53). */
    amountUnits: text().notNull(),
    expectedUnits: text().notNull(),
    blockNumber: text().notNull(),
    /** The hash of the block it was verified in: a reorganisation that drops or moves it changes this. */
    blockHash: text(),
    /** Why support must look at it; null when it paid its booking normally. */
    attentionReason: text(),
    /**
     * When the sweep found it still in its block CRYPTO_FINALITY_DEPTH blocks later: it is not checked again.
     * Null while it could still be reorganised away.
     */
    finalizedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("crypto_payments_booking_id_idx").on(table.bookingId),
    index("crypto_payments_purchase_id_idx").on(table.purchaseId),
    check("crypto_payments_pays_one_check", sql`${table.bookingId} is null or ${table.purchaseId} is null`),
    // The finality sweep's list: the few payments not yet final, oldest first.
    index("crypto_payments_unsettled_idx")
      .on(table.createdAt)
      .where(sql`${table.finalizedAt} is null and ${table.attentionReason} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// What visitors send the team through the public forms. Each row keeps the language the sender read the site
// in ("en" | "ms" | "zh"), so a reply can be written in it.

/** The partner page's applications: a doctor (MMC) or a nurse (MNC) asking to join. */
export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    profession: text({ enum: PROFESSIONS }).notNull(),
    /** The MMC or MNC registration number, as typed. */
    licenceNumber: text().notNull(),
    yearsOfExperience: integer().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    city: text().notNull(),
    message: text(),
    language: text().notNull().default("en"),
    /** Where the team is with it (new, in progress, done), and the team's own note. */
    status: text({ enum: INBOX_STATUSES }).notNull().default("new"),
    staffNote: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index("partner_applications_created_at_idx").on(table.createdAt),
    check("partner_applications_profession_check", sql`${table.profession} in (${inList(PROFESSIONS)})`),
    check("partner_applications_years_check", sql`${table.yearsOfExperience} between 0 and 60`),
  ],
);

/** The support page's message form. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    category: text({ enum: SUPPORT_CATEGORIES }).notNull(),
    message: text().notNull(),
    language: text().notNull().default("en"),
    /** Where the team is with it (new, in progress, done), and the team's own note. */
    status: text({ enum: INBOX_STATUSES }).notNull().default("new"),
    staffNote: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index("support_messages_created_at_idx").on(table.createdAt),
    check("support_messages_category_check", sql`${table.category} in (${inList(SUPPORT_CATEGORIES)})`),
  ],
);

/** The contact page's message form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    language: text().notNull().default("en"),
    /** Where the team is with it (new, in progress, done), and the team's own note. */
    status: text({ enum: INBOX_STATUSES }).notNull().default("new"),
    staffNote: text(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

/** Notify Me: who to tell when a coming-soon country opens; one row per address and country. */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; the unique key is case-insensitive anyway. */
    email: text().notNull(),
    /** One of the contract's COMING_SOON_COUNTRIES, e.g. "St. Barts". */
    country: text().notNull(),
    language: text().notNull().default("en"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("waitlist_entries_email_country_key").on(sql`lower(${table.email})`, table.country),
    index("waitlist_entries_country_created_at_idx").on(table.country, table.createdAt),
  ],
);

/**
 * What happened to a booking that its clinic and its customer are told of live (`/api/clinics/events`,
 * `/api/bookings/events`): written in the transaction of the change, so a reconnecting stream catches up from
 * the last id it saw.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    clinicId: uuid()
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    type: text({ enum: BOOKING_EVENT_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("booking_events_clinic_id_idx").on(table.clinicId, table.id),
    index("booking_events_user_id_idx").on(table.userId, table.id),
  ],
);

/**
 * Each time a customer agreed to (or withdrew) the keeping of their health data (PDPA s.40): the version of the
 * text they read, in which language, and when. The newest row without `withdrawnAt` is the consent in force.
 */
export const healthConsents = pgTable(
  "health_consents",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: text().notNull(),
    language: text().notNull(),
    givenAt: timestamp({ withTimezone: true }).notNull(),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("health_consents_user_id_idx").on(table.userId, table.givenAt)],
);

/**
 * A customer's health screening: the answers sealed (AES-256-GCM, lib/clinical-keys.ts) under the key
 * `keyId` names, bound to the customer, so the database and its backups hold ciphertext only.
 */
export const healthProfiles = pgTable("health_profiles", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  keyId: text().notNull(),
  sealedAnswers: text().notNull(),
  /** When the customer last confirmed the answers: asked again 12 months later. */
  confirmedAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A clinic's registered doctors and nurses: who may clear a patient for a drip. */
export const clinicians = pgTable(
  "clinicians",
  {
    id: uuid().primaryKey().defaultRandom(),
    clinicId: uuid()
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    name: text().notNull(),
    role: text({ enum: ["doctor", "nurse"] }).notNull(),
    /** MMC for doctors; LJM (Lembaga Jururawat Malaysia) or NMC for nurses. */
    registrationBody: text().notNull(),
    registrationNumber: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("clinicians_registration_key").on(
      table.clinicId,
      table.registrationBody,
      table.registrationNumber,
    ),
    check("clinicians_role_check", sql`${table.role} in ('doctor', 'nurse')`),
  ],
);

/**
 * A booking's clinical record, the clinic's: the customer's answers as they were when booking, the flags they
 * raised, the consent to treatment as signed (all sealed, bound to the booking), and the clinician's decision.
 * Kept for CLINICAL_RECORD_RETENTION_YEARS after a treated visit (`retainUntil`), then purged.
 */
export const bookingClearances = pgTable(
  "booking_clearances",
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    keyId: text().notNull(),
    sealedRecord: text().notNull(),
    /** The consent to treatment's version as signed; not clinical, so plain for audits and migrations. */
    consentVersion: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    decision: text({ enum: ["pending", "cleared", "declined"] })
      .notNull()
      .default("pending"),
    clinicianId: uuid().references(() => clinicians.id, { onDelete: "restrict" }),
    decidedAt: timestamp({ withTimezone: true }),
    /** Set when the visit is treated: the record is purged after it. */
    retainUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("booking_clearances_retain_until_idx").on(table.retainUntil),
    check("booking_clearances_decision_check", sql`${table.decision} in ('pending', 'cleared', 'declined')`),
  ],
);

/**
 * Where visits go (issue 37): postcode ranges of a city's service areas, Greater KL's seeded, staff edit them. A
 * visit whose postcode is in no active range of its city is refused before payment.
 */
export const serviceAreas = pgTable(
  "service_areas",
  {
    id: uuid().primaryKey().defaultRandom(),
    city: text().notNull(),
    /** The area's name shown beside the postcode ("Bukit Bintang", "Petaling Jaya"). */
    name: text().notNull(),
    postcodeFrom: text().notNull(),
    postcodeTo: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("service_areas_city_postcode_idx").on(table.city, table.postcodeFrom),
    check(
      "service_areas_postcode_check",
      sql`${table.postcodeFrom} ~ '^[0-9]{5}$' and ${table.postcodeTo} ~ '^[0-9]{5}$' and ${table.postcodeFrom} <= ${table.postcodeTo}`,
    ),
  ],
);

/** What a city charges beyond the drip (contract/visit-day.ts CityVisitFees); config.ts has the defaults. */
export const cityVisitFees = pgTable(
  "city_visit_fees",
  {
    city: text().primaryKey(),
    nightSurchargeSen: integer().notNull(),
    sameDaySurchargeSen: integer().notNull(),
    callOutFeeSen: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "city_visit_fees_amounts_check",
      sql`${table.nightSurchargeSen} >= 0 and ${table.sameDaySurchargeSen} >= 0 and ${table.callOutFeeSen} >= 0`,
    ),
  ],
);

/** A customer's places kept for the next booking (My Account). */
export const savedPlaces = pgTable(
  "saved_places",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The customer's name for it ("Home", "Office"). */
    label: text().notNull(),
    place: jsonb().$type<VisitPlaceRequest>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("saved_places_user_id_idx").on(table.userId, table.createdAt)],
);

/** A customer's mobile number, verified by a code, with the opt-in to messages they agreed to (issue 38). */
export const verifiedPhones = pgTable(
  "verified_phones",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** E.164, e.g. +60123456789. */
    phone: text().notNull(),
    verifiedAt: timestamp({ withTimezone: true }).notNull(),
    optInAt: timestamp({ withTimezone: true }).notNull(),
    /** consent-texts.ts MESSAGES_OPT_IN_VERSION, as read when agreeing. */
    optInVersion: text().notNull(),
  },
  (table) => [index("verified_phones_phone_idx").on(table.phone)],
);

/** Codes sent to verify a number: only their hash is kept, for 10 minutes and 5 tries. */
export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    tries: integer().notNull().default(0),
    /** Set when the code was confirmed, or a newer code replaced it: it works no more. */
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("phone_verifications_user_idx").on(table.userId, table.createdAt)],
);

/** Numbers that replied STOP (or BERHENTI, 停止): nothing is sent to them until they reply START. */
export const phoneOptOuts = pgTable("phone_opt_outs", {
  phone: text().primaryKey(),
  optedOutAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Messages to phones, as outbox_emails are for email: a row per message, claimed under a lease, tried again
 * with backoff, and its delivery status as WhatsApp reports it. A chain is one message and its fallbacks
 * (WhatsApp, then SMS, then the email held for it).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The first message of its chain (its own id for a first try). */
    chainId: uuid().notNull(),
    /** What it announces, e.g. booking_approved, phone_verification. */
    kind: text().notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: "set null" }),
    /** The customer it is to (erased with the account), or null for a clinic's coordinator. */
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    clinicId: uuid().references(() => clinics.id, { onDelete: "cascade" }),
    /** A second message with the same key is not queued. */
    dedupeKey: text().unique(),
    channel: text({ enum: PHONE_CHANNELS }).notNull(),
    /** E.164. */
    toPhone: text().notNull(),
    /** The reader's language ("en" | "ms" | "zh"). */
    language: text().notNull(),
    /** The template (phone-messages/templates.ts) and its body values, in order. */
    template: text().notNull(),
    params: jsonb().$type<string[]>().notNull().default([]),
    /** A code it carries (a verification code), sealed as outbox_emails' credentials are. */
    sealedCredential: text(),
    status: text({ enum: MESSAGE_STATUSES }).notNull().default("queued"),
    /** WhatsApp's message id (wamid) or Twilio's SID, once accepted. */
    providerMessageId: text().unique(),
    attempts: integer().notNull().default(0),
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    readAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The message this one stands in for (an SMS after a failed WhatsApp). */
    fallbackOf: uuid(),
    statusAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_messages_due_idx")
      .on(table.availableAt)
      .where(sql`${table.status} = 'queued'`),
    index("outbox_messages_booking_id_idx").on(table.bookingId),
    index("outbox_messages_chain_idx").on(table.chainId),
    index("outbox_messages_to_phone_idx").on(table.toPhone, table.createdAt),
    // /metrics counts by channel and status; the dashboard counts the failed ones.
    index("outbox_messages_channel_status_idx").on(table.channel, table.status),
    index("outbox_messages_failed_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'failed'`),
  ],
);

/**
 * Drip packages (issue 39): several drips paid ahead at one price, each a credit for a booking of a service
 * the package covers, valid `validMonths` from the purchase. Staff define them; a purchase keeps its own terms.
 */
export const dripPackages = pgTable(
  "drip_packages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    credits: integer().notNull(),
    /** The whole package, in integer sen. */
    priceSen: integer().notNull(),
    validMonths: integer().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "drip_packages_credits_check",
      sql`${table.credits} between 1 and ${sql.raw(`${MAX_PACKAGE_CREDITS}`)}`,
    ),
    check("drip_packages_price_check", sql`${table.priceSen} > 0`),
    check(
      "drip_packages_valid_months_check",
      sql`${table.validMonths} between 1 and ${sql.raw(`${MAX_PACKAGE_VALID_MONTHS}`)}`,
    ),
  ],
);

/** The services a package's credits may book. */
export const dripPackageServices = pgTable(
  "drip_package_services",
  {
    packageId: uuid()
      .notNull()
      .references(() => dripPackages.id, { onDelete: "cascade" }),
    serviceId: text()
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.serviceId] }),
    index("drip_package_services_service_idx").on(table.serviceId),
  ],
);

/**
 * Gift cards (issue 39). The code is shown once and kept only as an HMAC (`codeHash`); staff find a card by the
 * code the customer reads out, and see its last four characters. The balance is the ledger's.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid().primaryKey().defaultRandom(),
    codeHash: text().notNull().unique(),
    codeEnd: text().notNull(),
    /** What it was bought for, in sen (RM 100 to RM 5,000). */
    amountSen: integer().notNull(),
    status: text({ enum: GIFT_CARD_STATUSES }).notNull().default("active"),
    /** Who bought it; null once their account is erased (the card stays the recipient's). */
    buyerUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    recipientName: text().notNull(),
    recipientEmail: text().notNull(),
    message: text(),
    createdAt: createdAt(),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      "gift_cards_amount_check",
      sql`${table.amountSen} between ${sql.raw(`${GIFT_CARD_MIN_RM * 100}`)} and ${sql.raw(`${GIFT_CARD_MAX_RM * 100}`)}`,
    ),
    check("gift_cards_status_check", sql`${table.status} in (${inList(GIFT_CARD_STATUSES)})`),
  ],
);

/**
 * A gift card's balance, entry by entry, in sen: appended under the card's row lock, never updated or deleted
 * (a trigger refuses both), each entry with the balance after it, which a check keeps at zero or above.
 */
export const giftCardLedger = pgTable(
  "gift_card_ledger",
  {
    id: uuid().primaryKey().defaultRandom(),
    giftCardId: uuid()
      .notNull()
      .references(() => giftCards.id, { onDelete: "restrict" }),
    /** 1, 2, 3… per card: two appends that both read the same last entry cannot both be written. */
    seq: integer().notNull(),
    kind: text({ enum: GIFT_CARD_ENTRY_KINDS }).notNull(),
    deltaSen: integer().notNull(),
    balanceAfterSen: integer().notNull(),
    /** The booking a redemption paid for, or whose refund gave it back. */
    bookingId: uuid().references(() => bookings.id, { onDelete: "restrict" }),
    /** Or the purchase (a package) it paid for, or whose checkout given up gave it back. */
    purchaseId: uuid().references(() => purchases.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (table) => [
    unique("gift_card_ledger_card_seq_unique").on(table.giftCardId, table.seq),
    index("gift_card_ledger_booking_idx").on(table.bookingId),
    index("gift_card_ledger_purchase_idx").on(table.purchaseId),
    check("gift_card_ledger_one_use_check", sql`${table.bookingId} is null or ${table.purchaseId} is null`),
    check("gift_card_ledger_balance_check", sql`${table.balanceAfterSen} >= 0`),
    check("gift_card_ledger_delta_check", sql`${table.deltaSen} <> 0`),
    check("gift_card_ledger_kind_check", sql`${table.kind} in (${inList(GIFT_CARD_ENTRY_KINDS)})`),
  ],
);

export const PURCHASE_KINDS = ["package", "gift_card"] as const;
export const PURCHASE_STATUSES = ["pending", "paid", "expired"] as const;

/**
 * Something bought that is not a visit (issue 39: a drip package), paid through the hosted checkout as a booking
 * is. `amountSen` is what the checkout must charge; a payment of any other amount is flagged, never fulfilled.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The customer's reference, e.g. IVP-7K3M9Q. */
    reference: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text({ enum: PURCHASE_KINDS }).notNull(),
    amountSen: integer().notNull(),
    /** What a gift card paid of `amountSen` before the checkout; the checkout charges the rest. */
    giftCardSen: integer().notNull().default(0),
    status: text({ enum: PURCHASE_STATUSES }).notNull().default("pending"),
    paymentMethod: text(),
    paymentProvider: text({ enum: PAYMENT_PROVIDERS }),
    paymentReference: text(),
    paymentSessionId: text().unique(),
    /** Set when support must act: money that does not match `amountSen`. */
    attentionReason: text({ enum: ATTENTION_REASONS }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("purchases_user_idx").on(table.userId, table.createdAt),
    check("purchases_amount_check", sql`${table.amountSen} > 0`),
    check(
      "purchases_gift_card_check",
      sql`${table.giftCardSen} >= 0 and ${table.giftCardSen} <= ${table.amountSen}`,
    ),
    check("purchases_kind_check", sql`${table.kind} in (${inList(PURCHASE_KINDS)})`),
    check("purchases_status_check", sql`${table.status} in (${inList(PURCHASE_STATUSES)})`),
    check("purchases_paid_check", sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);

/**
 * A package as bought: its terms copied from the definition, so a later edit never changes credits already
 * paid for. The credits run from the payment for `validMonths` (`expiresAt`, null until paid); the bookings
 * that used them (bookings.credit_purchase_id) say how many are left.
 */
export const packagePurchases = pgTable(
  "package_purchases",
  {
    purchaseId: uuid()
      .primaryKey()
      .references(() => purchases.id, { onDelete: "cascade" }),
    packageId: uuid()
      .notNull()
      .references(() => dripPackages.id, { onDelete: "restrict" }),
    packageName: text().notNull(),
    credits: integer().notNull(),
    validMonths: integer().notNull(),
    serviceIds: jsonb().$type<string[]>().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      "package_purchases_credits_check",
      sql`${table.credits} between 1 and ${sql.raw(`${MAX_PACKAGE_CREDITS}`)}`,
    ),
  ],
);

/**
 * A gift card bought (issue 39): its terms until paid; once paid, the card issued (`giftCardId`) and its code
 * emailed to the recipient on `sendOn` (a KL day), sealed in the outbox until sent and never kept otherwise.
 */
export const giftCardOrders = pgTable(
  "gift_card_orders",
  {
    purchaseId: uuid()
      .primaryKey()
      .references(() => purchases.id, { onDelete: "cascade" }),
    amountSen: integer().notNull(),
    recipientName: text().notNull(),
    recipientEmail: text().notNull(),
    message: text(),
    sendOn: date({ mode: "string" }).notNull(),
    giftCardId: uuid()
      .unique()
      .references(() => giftCards.id, { onDelete: "restrict" }),
  },
  (table) => [
    check(
      "gift_card_orders_amount_check",
      sql`${table.amountSen} between ${sql.raw(`${GIFT_CARD_MIN_RM * 100}`)} and ${sql.raw(`${GIFT_CARD_MAX_RM * 100}`)}`,
    ),
  ],
);
