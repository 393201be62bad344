import type { AdminEmailFilter } from "@ivdrips/contract/admin-bookings";
import type { LifecycleState } from "@ivdrips/contract/booking-state";
import { inStates, stalledVisitProgress, stateCondition } from "../../db/booking-state-sql";
import { UNREPORTED_VISIT_HOURS, VISIT_OUTCOMES, type VisitOutcome } from "@ivdrips/contract/visit-day";
import { normalizeBookingReference } from "@ivdrips/contract/booking-reference";
import type { RefundStatus } from "@ivdrips/contract/bookings";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  auditLog,
  bookings,
  clinics,
  contactMessages,
  cryptoPayments,
  outboxEmails,
  partnerApplications,
  paymentSessions,
  providers,
  services,
  staff,
  supportMessages,
  users,
} from "../../db/schema";

export type BookingRow = typeof bookings.$inferSelect;
export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type CryptoPaymentRow = typeof cryptoPayments.$inferSelect;

/** A booking with the names the console shows beside it. */
export interface AdminBookingRow {
  booking: BookingRow;
  serviceName: string;
  providerName: string;
  clinicId: string;
  clinicName: string;
}

const summaryColumns = {
  booking: bookings,
  serviceName: services.name,
  providerName: providers.name,
  clinicId: clinics.id,
  clinicName: clinics.name,
};

function selectSummaries(db: Executor, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .innerJoin(clinics, eq(clinics.id, providers.clinicId))
    .where(where);
}

async function countBookings(db: Executor, where: SQL | undefined): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .innerJoin(clinics, eq(clinics.id, providers.clinicId))
    .where(where);
  return rows[0]?.total ?? 0;
}

/** `%`, `_` and `\` typed by staff mean themselves, not LIKE's wildcards (backslash is the escape). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A reference (any case, its `IVD-` prefix optional), or part of the customer's name, email or phone (digits
 * alone too).
 */
function matching(query: string): SQL | undefined {
  const like = `%${escapeLike(query)}%`;
  const digits = query.replace(/\D/g, "");
  // "012 345" finds "+60 12-345 6789": phones are compared on their digits when the query looks like one.
  const byPhoneDigits =
    /^[+\d\s().-]+$/.test(query) && digits.length >= 3
      ? sql`regexp_replace(${bookings.customerPhone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined;
  const reference = normalizeBookingReference(query);
  return or(
    sql`upper(${bookings.reference}) = ${query.toUpperCase()}`,
    reference ? eq(bookings.reference, reference) : undefined,
    ilike(bookings.customerName, like),
    ilike(bookings.customerEmail, like),
    ilike(bookings.customerPhone, like),
    byPhoneDigits,
  );
}

export interface BookingSearch {
  query?: string | undefined;
  state?: LifecycleState | undefined;
  refundStatus?: RefundStatus | undefined;
  emails?: AdminEmailFilter | undefined;
  clinicId?: string | undefined;
  /** KL calendar days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Newest window first, one page at a time, with the total that matches. */
export async function searchBookings(
  db: Executor,
  search: BookingSearch,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminBookingRow[]; total: number }> {
  const where = and(
    search.query ? matching(search.query) : undefined,
    search.state ? stateCondition(search.state) : undefined,
    search.refundStatus ? eq(bookings.refundStatus, search.refundStatus) : undefined,
    search.emails === "failing" ? hasFailingEmail : undefined,
    search.clinicId ? eq(clinics.id, search.clinicId) : undefined,
    search.from ? gte(bookings.date, search.from) : undefined,
    search.to ? lte(bookings.date, search.to) : undefined,
  );
  const rows = await selectSummaries(db, where)
    .orderBy(desc(bookings.windowStartsAt), desc(bookings.createdAt), desc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await countBookings(db, where) };
}

export interface AdminBookingDetailRow extends AdminBookingRow {
  accountEmail: string;
  customerLanguage: string;
}

export async function findAdminBooking(db: Executor, id: string): Promise<AdminBookingDetailRow | undefined> {
  const rows = await db
    .select({ ...summaryColumns, accountEmail: users.email, customerLanguage: users.language })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .innerJoin(clinics, eq(clinics.id, providers.clinicId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, id))
    .limit(1);
  return rows[0];
}

export function listPaymentSessionsOfBooking(db: Executor, bookingId: string): Promise<PaymentSessionRow[]> {
  return db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.bookingId, bookingId))
    .orderBy(asc(paymentSessions.createdAt));
}

export function listCryptoPaymentsOfBooking(db: Executor, bookingId: string): Promise<CryptoPaymentRow[]> {
  return db
    .select()
    .from(cryptoPayments)
    .where(eq(cryptoPayments.bookingId, bookingId))
    .orderBy(asc(cryptoPayments.createdAt));
}

export function listEmailsOfBooking(db: Executor, bookingId: string): Promise<OutboxEmailRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, bookingId))
    .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
}

export interface BookingAuditRow {
  id: string;
  createdAt: Date;
  action: string;
  note: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  staff: { id: string; email: string; name: string } | null;
}

export async function listAuditOfBooking(db: Executor, bookingId: string): Promise<BookingAuditRow[]> {
  const rows = await db
    .select({ entry: auditLog, staffId: staff.id, staffEmail: staff.email, staffName: staff.name })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.targetType, "booking"), eq(auditLog.targetId, bookingId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map(({ entry, staffId, staffEmail, staffName }) => ({
    id: entry.id,
    createdAt: entry.createdAt,
    action: entry.action,
    note: entry.note,
    before: entry.before,
    after: entry.after,
    staff:
      staffId !== null && staffEmail !== null && staffName !== null
        ? { id: staffId, email: staffEmail, name: staffName }
        : null,
  }));
}

/**
 * Clears the attention reason of the booking's crypto payments (resolving the booking's payment settles its
 * money too); returns what was cleared, for the audit row.
 */
export async function clearCryptoAttention(
  db: Executor,
  bookingId: string,
): Promise<{ txHash: string; attentionReason: string }[]> {
  const flagged = await db
    .select({ txHash: cryptoPayments.txHash, attentionReason: cryptoPayments.attentionReason })
    .from(cryptoPayments)
    .where(and(eq(cryptoPayments.bookingId, bookingId), isNotNull(cryptoPayments.attentionReason)))
    .for("update");
  if (flagged.length === 0) return [];
  await db
    .update(cryptoPayments)
    .set({ attentionReason: null })
    .where(
      inArray(
        cryptoPayments.txHash,
        flagged.map((row) => row.txHash),
      ),
    );
  return flagged.map((row) => ({ txHash: row.txHash, attentionReason: row.attentionReason ?? "" }));
}

// ---------------------------------------------------------------------------------------------------------
// The dashboard: a count and the first few rows of each list.

export interface Listed<T> {
  count: number;
  rows: T[];
}

async function listed(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<Listed<AdminBookingRow>> {
  const rows = await selectSummaries(db, where)
    .orderBy(...order)
    .limit(limit);
  return { count: await countBookings(db, where), rows };
}

/**
 * Approved visits whose clinician reported some progress but never the end, `UNREPORTED_VISIT_HOURS` after
 * the window: the sweep completes only visits nobody reported on, and leaves these to staff. Oldest first.
 */
export function unfinishedVisits(db: Executor, now: Date, limit: number): Promise<Listed<AdminBookingRow>> {
  const endedBy = new Date(now.getTime() - UNREPORTED_VISIT_HOURS * 60 * 60 * 1000);
  return listed(
    db,
    and(stateCondition("approved"), stalledVisitProgress, lte(bookings.windowEndsAt, endedBy)),
    [asc(bookings.windowEndsAt), asc(bookings.id)],
    limit,
  );
}

/** How many visits could not happen since `since`, by outcome (each outcome a cancellation reason). */
export async function visitOutcomeCounts(db: Executor, since: Date): Promise<Record<VisitOutcome, number>> {
  const rows = await db
    .select({ outcome: bookings.cancellationReason, total: count() })
    .from(bookings)
    .where(and(inArray(bookings.cancellationReason, [...VISIT_OUTCOMES]), gte(bookings.cancelledAt, since)))
    .groupBy(bookings.cancellationReason);
  const of = (outcome: VisitOutcome) => rows.find((row) => row.outcome === outcome)?.total ?? 0;
  return Object.fromEntries(VISIT_OUTCOMES.map((outcome) => [outcome, of(outcome)])) as Record<
    VisitOutcome,
    number
  >;
}

/** Paid visits of a KL day that are going ahead or took place, earliest window first. */
export function visitsOn(db: Executor, date: string, limit: number): Promise<Listed<AdminBookingRow>> {
  return listed(
    db,
    and(eq(bookings.date, date), inStates("awaiting_clinic", "approved", "completed")),
    [asc(bookings.windowStartsAt), asc(bookings.createdAt)],
    limit,
  );
}

/**
 * Paid bookings no clinic has decided, soonest decision deadline first. The order is the lifecycle's
 * `decisionDueAt` in SQL: the earlier of `decisionHours` after payment and 2 hours before the window.
 */
export function awaitingClinic(
  db: Executor,
  decisionHours: number,
  chaseHoursBefore: number,
  limit: number,
): Promise<Listed<AdminBookingRow>> {
  return listed(
    db,
    stateCondition("awaiting_clinic"),
    [
      sql`least(${bookings.windowStartsAt} - make_interval(hours => ${chaseHoursBefore}), ${bookings.paidAt} + make_interval(hours => ${decisionHours}))`,
      asc(bookings.windowStartsAt),
    ],
    limit,
  );
}

export function bookingsNeedingAttention(db: Executor, limit: number): Promise<Listed<AdminBookingRow>> {
  return listed(
    db,
    isNotNull(bookings.attentionReason),
    [desc(bookings.updatedAt), desc(bookings.id)],
    limit,
  );
}

export async function refundsOpen(
  db: Executor,
  limit: number,
): Promise<{ pending: number; failed: number; rows: AdminBookingRow[] }> {
  const open = inArray(bookings.refundStatus, ["pending", "failed"]);
  const rows = await selectSummaries(db, open)
    .orderBy(desc(bookings.cancelledAt), desc(bookings.id))
    .limit(limit);
  const counts = await db
    .select({ status: bookings.refundStatus, total: count() })
    .from(bookings)
    .where(open)
    .groupBy(bookings.refundStatus);
  const of = (status: RefundStatus) => counts.find((row) => row.status === status)?.total ?? 0;
  return { pending: of("pending"), failed: of("failed"), rows };
}

export interface CryptoAttentionRow {
  payment: CryptoPaymentRow;
  reference: string | null;
}

export async function cryptoPaymentsNeedingAttention(
  db: Executor,
  limit: number,
): Promise<Listed<CryptoAttentionRow>> {
  const where = isNotNull(cryptoPayments.attentionReason);
  const rows = await db
    .select({ payment: cryptoPayments, reference: bookings.reference })
    .from(cryptoPayments)
    .leftJoin(bookings, eq(bookings.id, cryptoPayments.bookingId))
    .where(where)
    .orderBy(desc(cryptoPayments.createdAt))
    .limit(limit);
  const totals = await db.select({ total: count() }).from(cryptoPayments).where(where);
  return { count: totals[0]?.total ?? 0, rows };
}

/** An email given up on, or one that failed at least once and waits for another try. */
const emailFailing = or(
  isNotNull(outboxEmails.failedAt),
  and(isNull(outboxEmails.sentAt), isNotNull(outboxEmails.lastError)),
);

const hasFailingEmail = sql`exists (select 1 from ${outboxEmails} where ${outboxEmails.bookingId} = ${bookings.id} and ${emailFailing})`;

/** Emails given up on, and emails that failed at least once and wait for another try; newest first. */
export async function troubledEmails(
  db: Executor,
  limit: number,
): Promise<{ failed: number; retrying: number; rows: OutboxEmailRow[] }> {
  const failed = isNotNull(outboxEmails.failedAt);
  const retrying = and(
    isNull(outboxEmails.sentAt),
    isNull(outboxEmails.failedAt),
    isNotNull(outboxEmails.lastError),
  );
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(or(failed, retrying))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
  const [failedCount, retryingCount] = await Promise.all([
    db.select({ total: count() }).from(outboxEmails).where(failed),
    db.select({ total: count() }).from(outboxEmails).where(retrying),
  ]);
  return { failed: failedCount[0]?.total ?? 0, retrying: retryingCount[0]?.total ?? 0, rows };
}

/** Partner applications and support/contact messages nobody has picked up yet. */
export async function newInboxCounts(
  db: Executor,
): Promise<{ partnerApplications: number; supportMessages: number; contactMessages: number }> {
  const [partner, support, contact] = await Promise.all([
    db.select({ total: count() }).from(partnerApplications).where(eq(partnerApplications.status, "new")),
    db.select({ total: count() }).from(supportMessages).where(eq(supportMessages.status, "new")),
    db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
  ]);
  return {
    partnerApplications: partner[0]?.total ?? 0,
    supportMessages: support[0]?.total ?? 0,
    contactMessages: contact[0]?.total ?? 0,
  };
}
