import { stateOf } from "@ivdrips/contract/booking-state";
import { chargesOf } from "@ivdrips/contract/booking-charges";
import type {
  AdminBookingDetail,
  AdminBookingSummary,
  TimelineEmail,
  TimelineEntry,
} from "@ivdrips/contract/admin-bookings";
import { senToRm } from "@ivdrips/contract/money";
import type { TimeSlot } from "@ivdrips/contract/time-windows";
import type {
  AdminBookingDetailRow,
  AdminBookingRow,
  BookingAuditRow,
  CryptoPaymentRow,
  OutboxEmailRow,
  PaymentSessionRow,
} from "./admin-bookings.repository";

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toAdminSummary({
  booking,
  serviceName,
  providerName,
  clinicId,
  clinicName,
}: AdminBookingRow): AdminBookingSummary {
  return {
    _id: booking.id,
    reference: booking.reference,
    createdAt: booking.createdAt.toISOString(),
    date: booking.date,
    timeSlot: booking.timeSlot as TimeSlot,
    windowStartsAt: booking.windowStartsAt.toISOString(),
    windowEndsAt: booking.windowEndsAt.toISOString(),
    customer: { name: booking.customerName, email: booking.customerEmail, phone: booking.customerPhone },
    service: { _id: booking.serviceId, name: serviceName },
    provider: { _id: booking.providerId, name: providerName },
    clinic: { _id: clinicId, name: clinicName },
    quantity: booking.quantity,
    totalAmount: senToRm(booking.totalSen),
    state: stateOf(booking),
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    clinicApprovalStatus: booking.clinicApprovalStatus,
    refundStatus: booking.refundStatus,
    attentionReason: booking.attentionReason,
  };
}

export function toTimelineEmail(row: OutboxEmailRow): TimelineEmail {
  const state = row.sentAt
    ? "sent"
    : row.failedAt
      ? "failed"
      : row.lastError !== null
        ? "retrying"
        : "queued";
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    state,
    attempts: row.attempts,
    sentAt: iso(row.sentAt),
    failedAt: iso(row.failedAt),
    lastError: row.lastError,
  };
}

export function toAdminDetail(
  row: AdminBookingDetailRow,
  decisionDueAt: Date | null,
): AdminBookingDetail["booking"] {
  const { booking } = row;
  const charges = chargesOf(booking);
  return {
    ...toAdminSummary(row),
    customer: {
      name: booking.customerName,
      email: booking.customerEmail,
      phone: booking.customerPhone,
      address: booking.customerAddress,
      accountEmail: row.accountEmail,
      language: row.customerLanguage,
    },
    location: { city: booking.city, country: booking.country },
    unitPrice: senToRm(booking.unitPriceSen),
    currency: "MYR",
    paidInParts: {
      credit: senToRm(charges.creditSen),
      giftCard: senToRm(charges.giftCardSen),
      due: senToRm(charges.dueSen),
    },
    paymentMethod: booking.paymentMethod,
    paymentProvider: booking.paymentProvider,
    paymentReference: booking.paymentReference,
    holdExpiresAt: iso(booking.holdExpiresAt),
    paidAt: iso(booking.paidAt),
    decidedAt: iso(booking.decidedAt),
    decisionDueAt: iso(decisionDueAt),
    cancelledAt: iso(booking.cancelledAt),
    cancellationReason: booking.cancellationReason,
    completedAt: iso(booking.completedAt),
    rescheduleCount: booking.rescheduleCount,
    refund:
      booking.refundSen === null && booking.refundStatus === null
        ? null
        : {
            amount: senToRm(booking.refundSen ?? 0),
            toGiftCard: senToRm(booking.giftCardRefundSen),
            cancellationFee: senToRm(booking.cancellationFeeSen ?? 0),
            status: booking.refundStatus,
            reference: booking.refundReference,
          },
  };
}

export interface TimelineSources {
  row: AdminBookingDetailRow;
  sessions: PaymentSessionRow[];
  cryptoPayments: CryptoPaymentRow[];
  emails: OutboxEmailRow[];
  audit: BookingAuditRow[];
}

type Entry = Omit<TimelineEntry, "at"> & { at: Date };

const entry = (
  at: Date,
  kind: TimelineEntry["kind"],
  actor: TimelineEntry["actor"],
  detail: string | null = null,
): Entry => ({
  at,
  kind,
  actor,
  detail,
  staff: null,
  audit: null,
  email: null,
  payment: null,
});

/**
 * A booking's story, oldest first, derived from what the tables already keep: the booking's own timestamps,
 * its checkout sessions and crypto payments, every email queued about it and every staff action on it. A
 * cancellation or a reschedule made by staff is told apart from the customer's own by its audit row, whose
 * `after` holds the same cancellation time or reschedule number.
 */
export function buildTimeline({
  row,
  sessions,
  cryptoPayments,
  emails,
  audit,
}: TimelineSources): TimelineEntry[] {
  const { booking } = row;
  const byStaff = (action: string, field: string, value: unknown) =>
    audit.some((item) => item.action === action && item.after?.[field] === value);
  const entries: Entry[] = [entry(booking.createdAt, "created", "customer")];

  if (booking.holdExpiresAt) entries.push(entry(booking.holdExpiresAt, "hold_expires", "system"));
  if (booking.paidAt) {
    entries.push(
      booking.attentionReason
        ? entry(booking.paidAt, "payment_flagged", "payment", booking.attentionReason)
        : entry(booking.paidAt, "paid", "payment", booking.paymentMethod ?? booking.paymentProvider),
    );
  }
  if (booking.decidedAt && booking.clinicApprovalStatus !== "pending") {
    const rejectedBySystem = booking.cancellationReason === "no_clinic_response";
    entries.push(
      booking.clinicApprovalStatus === "approved"
        ? entry(booking.decidedAt, "clinic_approved", "clinic")
        : entry(
            booking.decidedAt,
            "clinic_rejected",
            rejectedBySystem ? "system" : "clinic",
            booking.cancellationReason,
          ),
    );
  }
  const reason = booking.cancellationReason;
  if (booking.cancelledAt && reason !== "clinic_rejected" && reason !== "no_clinic_response") {
    const kind = booking.paidAt === null || reason === "hold_expired" ? "released" : "cancelled";
    const actor =
      reason === "hold_expired"
        ? "system"
        : reason === "payment_failed"
          ? "payment"
          : // Before migration 0019 a staff cancel was written as the customer's: its audit row tells.
            reason === "staff" || byStaff("booking.cancel", "cancelledAt", booking.cancelledAt.toISOString())
            ? "staff"
            : "customer";
    entries.push(entry(booking.cancelledAt, kind, actor, reason));
  }
  if (booking.completedAt) {
    // A visit the clinician started is completed by them; one nobody reported on, by the sweep.
    entries.push(entry(booking.completedAt, "completed", booking.startedAt ? "clinic" : "system"));
  }

  for (const email of emails) {
    // A reschedule is recorded by the email that announced it to the customer, keyed by its number.
    if (email.kind === "booking_rescheduled") {
      const count = Number(email.dedupeKey?.split(":")[2]);
      const actor = byStaff("booking.move", "rescheduleCount", count) ? "staff" : "customer";
      entries.push(entry(email.createdAt, "rescheduled", actor));
    }
    entries.push({ ...entry(email.createdAt, "email", "system", email.kind), email: toTimelineEmail(email) });
  }
  for (const session of sessions) {
    entries.push({
      ...entry(session.createdAt, "payment_session", "customer", session.status),
      payment: {
        provider: session.provider,
        reference: session.id,
        status: session.status,
        amount: senToRm(session.amountSen).toFixed(2),
        attentionReason: null,
      },
    });
  }
  for (const payment of cryptoPayments) {
    entries.push({
      ...entry(payment.createdAt, "crypto_payment", "payment", payment.txHash),
      payment: {
        provider: "crypto",
        reference: payment.txHash,
        status: payment.attentionReason ? "needs_attention" : "verified",
        amount: `${payment.amountUnits} ${payment.token}`,
        attentionReason: payment.attentionReason,
      },
    });
  }
  for (const item of audit) {
    // The visit day's clinic and customer actions are kept beside staff ones, their action naming who.
    const actor = item.action.startsWith("clinic.")
      ? "clinic"
      : item.action.startsWith("customer.")
        ? "customer"
        : "staff";
    entries.push({
      ...entry(item.createdAt, "staff_action", actor, item.action),
      staff: item.staff,
      audit: { id: item.id, action: item.action, note: item.note, before: item.before, after: item.after },
    });
  }

  // Stable: entries at the same instant keep the order they were added in (state changes, then their emails).
  return entries
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.at.getTime() - b.item.at.getTime() || a.index - b.index)
    .map(({ item }) => ({ ...item, at: item.at.toISOString() }));
}
