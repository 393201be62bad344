import { HOLDING_STATUSES } from "@ivdrips/contract/booking-state";
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { UNREPORTED_VISIT_HOURS } from "@ivdrips/contract/visit-day";
import { noVisitProgress, stateCondition } from "../../db/booking-state-sql";
import { queryRows, type Executor } from "../../db/client";
import { prepared } from "../../db/prepared";
import {
  bookings,
  clinicians,
  clinics,
  giftCardLedger,
  providers,
  reviews,
  services,
  users,
} from "../../db/schema";
import { bulkChanges, type BookingChanges } from "./booking-lifecycle";

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type { BookingChanges };

/** A booking with the names shown beside it. */
export interface BookingRecord {
  booking: BookingRow;
  serviceName: string;
  clinicId: string;
  clinicName: string;
  clinicEmail: string | null;
  /** The customer's language (users.language), which their emails are written in. */
  customerLanguage: string;
  /** The account's own email address (users.email): the only one their emails go to. */
  accountEmail: string;
  review: { rating: number; comment: string | null; createdAt: Date } | null;
  /** Who the clinic sends to the visit (issue 37): assigned on approval, reassigned with a reason. */
  clinician: {
    id: string;
    name: string;
    role: "doctor" | "nurse";
    registrationBody: string;
    registrationNumber: string;
  } | null;
}

/**
 * The lifecycle's `holdsPlace` as SQL: a holding status, and for an unpaid hold, time left at `now`. The
 * capacity trigger counts holding statuses alone; writers release lapsed holds under the window lock first.
 */
export const holdsPlaceAt = (now: Date) =>
  and(
    inArray(bookings.status, HOLDING_STATUSES),
    or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
  );

const recordColumns = {
  booking: bookings,
  serviceName: services.name,
  clinicId: clinics.id,
  clinicName: clinics.name,
  clinicEmail: clinics.email,
  customerLanguage: users.language,
  accountEmail: users.email,
  review: { rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt },
  clinician: {
    id: clinicians.id,
    name: clinicians.name,
    role: clinicians.role,
    registrationBody: clinicians.registrationBody,
    registrationNumber: clinicians.registrationNumber,
  },
};

function selectRecords(db: Pick<Executor, "select">, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .innerJoin(clinics, eq(clinics.id, providers.clinicId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .leftJoin(clinicians, eq(clinicians.id, bookings.clinicianId))
    .where(where);
}

/**
 * Queues this transaction behind every other writer of the same provider window, until commit. The
 * capacity trigger takes the same lock, so a count taken after this sees every committed booking.
 */
export async function lockWindow(db: Executor, providerId: string, windowStartsAt: Date): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(booking_window_lock_key(${providerId}::uuid, ${windowStartsAt.toISOString()}::timestamptz))`,
  );
}

const lapsedHold = (now: Date) =>
  and(
    stateCondition("held"),
    eq(bookings.paymentStatus, "pending"),
    isNotNull(bookings.holdExpiresAt),
    lte(bookings.holdExpiresAt, now),
  );

/** Releases the unpaid holds of one window whose time ran out; returns how many. */
export async function releaseLapsedHoldsInWindow(
  db: Executor,
  providerId: string,
  windowStartsAt: Date,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(bookings)
    .set(bulkChanges("expire", now))
    .where(
      and(eq(bookings.providerId, providerId), eq(bookings.windowStartsAt, windowStartsAt), lapsedHold(now)),
    )
    .returning({ id: bookings.id });
  return rows.length;
}

/** Releases every unpaid hold whose time ran out. One statement: concurrent sweepers never both take a row. */
export async function releaseAllLapsedHolds(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .update(bookings)
    .set(bulkChanges("expire", now))
    .where(lapsedHold(now))
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/**
 * Holds let go unpaid whose gift cards still hold what they paid: the sweeps that release many holds in one
 * statement leave the cards' return to `settleGiftCards`, which this finds them for.
 */
export async function listLetGoHoldsOwingGiftCards(db: Executor, limit: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        sql`${bookings.giftCardSen} > 0`,
        isNull(bookings.paidAt),
        eq(bookings.status, "cancelled"),
        sql`(select coalesce(sum(${giftCardLedger.deltaSen}), 0) from ${giftCardLedger} where ${giftCardLedger.bookingId} = ${bookings.id}) < 0`,
      ),
    )
    .limit(limit);
}

/**
 * Completes the approved visits nobody reported any progress on, `UNREPORTED_VISIT_HOURS` after their window
 * ended (the lifecycle's system `complete`); visits with progress are the clinician's to complete.
 */
export async function completeEndedVisits(db: Executor, now: Date): Promise<string[]> {
  const endedBy = new Date(now.getTime() - UNREPORTED_VISIT_HOURS * 60 * 60 * 1000);
  const rows = await db
    .update(bookings)
    .set(bulkChanges("complete", now))
    .where(and(stateCondition("approved"), noVisitProgress, lte(bookings.windowEndsAt, endedBy)))
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/**
 * The places a window holds now (as the capacity trigger counts them) and its capacity on its date (the
 * database's `window_capacity`: the week, closures and overrides), in one statement.
 */
export async function windowPlaces(
  db: Executor,
  window: { providerId: string; startsAt: Date; date: string; timeSlot: string },
): Promise<{ holding: number; capacity: number }> {
  const [row] = await queryRows<{ holding: number; capacity: number }>(
    db,
    sql`
    select
      (select count(*)::int from ${bookings}
        where ${bookings.providerId} = ${window.providerId}::uuid
          and ${bookings.windowStartsAt} = ${window.startsAt.toISOString()}::timestamptz
          and ${bookings.status} in ('pending', 'confirmed')) as holding,
      coalesce(window_capacity(${window.providerId}::uuid, ${window.date}::date, ${window.timeSlot}), 0) as capacity`,
  );
  return { holding: Number(row?.holding ?? 0), capacity: Number(row?.capacity ?? 0) };
}

/** Each window's capacity on each of `days` KL dates from `from`, keyed `providerId|date|timeSlot`. */
export async function windowCapacities(
  db: Executor,
  providerIds: readonly string[],
  from: string,
  days: number,
  timeSlots: readonly string[],
): Promise<Map<string, number>> {
  if (providerIds.length === 0) return new Map();
  const ids = sql.join(
    providerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const slots = sql.join(
    timeSlots.map((slot) => sql`${slot}`),
    sql`, `,
  );
  const rows = await queryRows<{ provider_id: string; day: string; slot: string; capacity: number }>(
    db,
    sql`
    select p.id as provider_id, to_char(d.day, 'YYYY-MM-DD') as day, s.slot,
      coalesce(window_capacity(p.id, d.day, s.slot), 0) as capacity
    from unnest(array[${ids}]) as p(id)
    cross join (select (${from}::date + offs) as day from generate_series(0, ${days - 1}) as offs) as d
    cross join unnest(array[${slots}]::text[]) as s(slot)`,
  );
  return new Map(rows.map((row) => [`${row.provider_id}|${row.day}|${row.slot}`, Number(row.capacity)]));
}

export interface WindowCounts {
  providerId: string;
  startsAt: Date;
  approved: number;
  /** Paid, awaiting the clinic. */
  pending: number;
  /** Unpaid holds with time left. */
  held: number;
}

/** What each window of the providers starting in [from, to) holds, by kind. */
export async function countsByWindow(
  db: Executor,
  providerIds: readonly string[],
  from: Date,
  to: Date,
  now: Date,
): Promise<WindowCounts[]> {
  if (providerIds.length === 0) return [];
  const count = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;
  return db
    .select({
      providerId: bookings.providerId,
      startsAt: bookings.windowStartsAt,
      approved: count(
        sql`${bookings.status} = 'confirmed' and ${bookings.clinicApprovalStatus} = 'approved'`,
      ),
      pending: count(sql`${bookings.status} = 'confirmed' and ${bookings.clinicApprovalStatus} = 'pending'`),
      held: count(sql`${bookings.status} = 'pending'`),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.providerId, [...providerIds]),
        sql`${bookings.windowStartsAt} >= ${from.toISOString()}::timestamptz`,
        sql`${bookings.windowStartsAt} < ${to.toISOString()}::timestamptz`,
        holdsPlaceAt(now),
      ),
    )
    .groupBy(bookings.providerId, bookings.windowStartsAt);
}

/** The bookings that hold a place now in the providers' windows of a KL date, oldest first. */
export function holdingRecordsOn(
  db: Executor,
  providerIds: readonly string[],
  date: string,
  timeSlots: readonly string[],
  now: Date,
): Promise<BookingRecord[]> {
  if (providerIds.length === 0 || timeSlots.length === 0) return Promise.resolve([]);
  return selectRecords(
    db,
    and(
      inArray(bookings.providerId, [...providerIds]),
      eq(bookings.date, date),
      inArray(bookings.timeSlot, [...timeSlots]),
      holdsPlaceAt(now),
    ),
  ).orderBy(bookings.windowStartsAt, bookings.createdAt);
}

/** What a customer's hold writes: the booking's own facts (the database stamps its times and id). */
export type NewHold = Omit<
  NewBookingRow,
  "id" | "status" | "paymentStatus" | "clinicApprovalStatus" | "createdAt" | "updatedAt"
> & { clientNetwork: string; clientSite: string | null; holdExpiresAt: Date; currency: string };

/**
 * Why the database refused a hold: the constraint names hold_booking_place raises (migrations 0012, 0016; a
 * network's or an IPv6 site's cap both as networkHolds).
 */
export const HOLD_REFUSALS = {
  customerHolds: "bookings_open_holds_per_customer",
  networkHolds: "bookings_open_holds_per_network",
  closed: "bookings_window_closed",
  full: "bookings_window_capacity",
  lapsedHolds: "bookings_window_lapsed_holds",
} as const;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Holds a place in one statement (hold_booking_place, migrations 0012 and 0016: the customer's, network's,
 * IPv6 site's and window's locks, the open-hold caps, the window's room, the insert), and reads the held
 * booking back as a record in
 * the same statement. Run outside a transaction: the statement is one. A customer's open hold of the same
 * service, window and quantity comes back instead (with the latest contact details; of the same provider
 * unless `anyProvider`). Undefined when the reference is taken (pick another); refusals are errors naming
 * one of HOLD_REFUSALS.
 */
export async function holdBookingPlace(
  db: Executor,
  hold: NewHold,
  limits: { customerHolds: number; networkHolds: number; siteHolds: number; anyProvider: boolean; now: Date },
): Promise<BookingRecord | undefined> {
  const row = Object.fromEntries(Object.entries(hold).map(([key, value]) => [snakeCase(key), value]));
  const statement = prepared(db, "hold_booking_place", () => {
    // A CTE named like the table stands in for it in the record's joins: the held row as the function returned
    // it (a later statement would be needed to see it in the table).
    const held = db.$with("bookings", {}).as(
      sql`select * from hold_booking_place(${sql.placeholder("hold")}::jsonb, ${sql.placeholder("customerHolds")}::int,
        ${sql.placeholder("networkHolds")}::int, ${sql.placeholder("siteHolds")}::int,
        ${sql.placeholder("anyProvider")}::boolean, ${sql.placeholder("at")}::timestamptz)`,
    );
    return selectRecords(db.with(held), undefined).prepare("hold_booking_place");
  });
  const rows = await statement.execute({
    hold: JSON.stringify(row),
    customerHolds: limits.customerHolds,
    networkHolds: limits.networkHolds,
    siteHolds: limits.siteHolds,
    anyProvider: limits.anyProvider,
    at: limits.now.toISOString(),
  });
  return rows[0];
}

export async function findBookingRecord(db: Executor, id: string): Promise<BookingRecord | undefined> {
  const statement = prepared(db, "find_booking_record", () =>
    selectRecords(db, eq(bookings.id, sql.placeholder("id")))
      .limit(1)
      .prepare("find_booking_record"),
  );
  const rows = await statement.execute({ id });
  return rows[0];
}

export async function findBookingRecordBySession(
  db: Executor,
  sessionId: string,
): Promise<BookingRecord | undefined> {
  const rows = await selectRecords(db, eq(bookings.paymentSessionId, sessionId)).limit(1);
  return rows[0];
}

/** The booking row, locked against other writers until the transaction ends. */
export async function lockBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
  const rows = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1).for("update");
  return rows[0];
}

/** Bookings of the clinic's providers that have been paid for, newest window first. */
export function listPaidBookingRecordsOfClinic(db: Executor, clinicId: string): Promise<BookingRecord[]> {
  return selectRecords(db, and(eq(clinics.id, clinicId), isNotNull(bookings.paidAt))).orderBy(
    desc(bookings.windowStartsAt),
    desc(bookings.createdAt),
  );
}

export async function updateBooking(
  db: Executor,
  id: string,
  changes: BookingChanges,
  guard?: SQL,
): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set(changes)
    .where(and(eq(bookings.id, id), guard))
    .returning();
  return rows[0];
}

/** What the lifecycle reads of a row, and its last write: equal, nobody has moved the booking since. */
const TRANSITION_INPUTS = [
  "status",
  "paymentStatus",
  "paidAt",
  "clinicApprovalStatus",
  "attentionReason",
  "holdExpiresAt",
  "windowStartsAt",
  "windowEndsAt",
  "cancelledAt",
  "cancellationReason",
  "updatedAt",
] as const satisfies readonly (keyof BookingRow)[];

/**
 * Writes `changes` only if the row is still as it was read (no lock taken before: the write is refused, and
 * undefined returned, when anyone moved the booking meanwhile). One statement, for moves decided on an
 * unlocked read.
 */
export async function updateBookingIfUnchanged(
  db: Executor,
  read: BookingRow,
  changes: BookingChanges,
): Promise<BookingRow | undefined> {
  const unchanged = TRANSITION_INPUTS.map((key) => {
    const value = read[key];
    return value === null ? isNull(bookings[key]) : eq(bookings[key], value as never);
  });
  return updateBooking(db, read.id, changes, and(...unchanged));
}

/** Bookings whose refund is owed and not yet made through `provider`. */
export function listRefundsDue(
  db: Executor,
  provider: "sandbox" | "stripe" | "crypto",
  limit: number,
): Promise<Pick<BookingRow, "id" | "refundSen" | "paymentReference">[]> {
  return db
    .select({ id: bookings.id, refundSen: bookings.refundSen, paymentReference: bookings.paymentReference })
    .from(bookings)
    .where(
      and(
        eq(bookings.refundStatus, "pending"),
        eq(bookings.paymentProvider, provider),
        isNotNull(bookings.paymentReference),
        gt(bookings.refundSen, 0),
      ),
    )
    .orderBy(bookings.cancelledAt)
    .limit(limit);
}

/**
 * Approved visits starting in (now, now + within], of customers whose account is open: the candidates for a
 * reminder. Which reminder is due is decided by the caller; whether it goes, and how, by the channels the
 * customer chose (phone-messages).
 */
export function listApprovedVisitsStartingSoon(
  db: Executor,
  now: Date,
  withinMs: number,
): Promise<BookingRecord[]> {
  return selectRecords(
    db,
    and(
      stateCondition("approved"),
      gt(bookings.windowStartsAt, now),
      lte(bookings.windowStartsAt, new Date(now.getTime() + withinMs)),
      sql`exists (select 1 from ${users} where ${users.id} = ${bookings.userId} and ${users.deletedAt} is null)`,
    ),
  ).orderBy(bookings.windowStartsAt);
}

/** Every booking of the customer, locked (account deletion). */
export function lockBookingsOfUser(db: Executor, userId: string): Promise<BookingRow[]> {
  return db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(bookings.id).for("update");
}

/**
 * Paid bookings the clinic has not decided whose chase is due at `now`: paid at least `decisionHours` ago, or
 * starting within `hoursBefore` hours (already started ones included: they are rejected). Soonest first.
 */
export function listUndecidedDue(
  db: Executor,
  now: Date,
  decisionHours: number,
  hoursBefore: number,
): Promise<BookingRecord[]> {
  const hour = 60 * 60 * 1000;
  return selectRecords(
    db,
    and(
      stateCondition("awaiting_clinic"),
      or(
        lte(bookings.paidAt, new Date(now.getTime() - decisionHours * hour)),
        lte(bookings.windowStartsAt, new Date(now.getTime() + hoursBefore * hour)),
      ),
    ),
  ).orderBy(bookings.windowStartsAt);
}

/**
 * A customer's bookings, newest window first: prepared like the other hot reads (docs/decisions/023), so the
 * query is built once and planned by PostgreSQL once per connection.
 */
export function listBookingRecordsOfUser(db: Executor, userId: string): Promise<BookingRecord[]> {
  const statement = prepared(db, "booking_records_of_user", () =>
    selectRecords(db, eq(bookings.userId, sql.placeholder("userId")))
      .orderBy(desc(bookings.windowStartsAt), desc(bookings.createdAt))
      .prepare("booking_records_of_user"),
  );
  return statement.execute({ userId });
}
