import { and, eq, gte, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bookings, providers } from "../../db/schema";
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  klDateOf,
  TIME_WINDOWS,
  windowBounds,
} from "@ivdrips/contract/time-windows";
import { holdsPlaceAt } from "./bookings.repository";

/** Paid bookings waiting for each clinic's decision (clinics with none are absent). */
export async function pendingDecisionsByClinic(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ clinicId: providers.clinicId, count: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        eq(bookings.paymentStatus, "paid"),
        eq(bookings.clinicApprovalStatus, "pending"),
      ),
    )
    .groupBy(providers.clinicId);
  return new Map(rows.map((row) => [row.clinicId, row.count]));
}

export interface DecisionTimeRow {
  count: number;
  medianHours: number | null;
  averageHours: number | null;
}

/**
 * Hours from payment to the clinic's decision (approve or reject), for bookings decided since `since`, per
 * clinic; a decision later undone by a reschedule is not counted (its decidedAt is cleared).
 */
export async function decisionTimesByClinic(
  db: Executor,
  since: Date,
): Promise<Map<string, DecisionTimeRow>> {
  const hours = sql`extract(epoch from (${bookings.decidedAt} - ${bookings.paidAt})) / 3600.0`;
  const rows = await db
    .select({
      clinicId: providers.clinicId,
      count: sql<number>`count(*)::int`,
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${hours})`,
      average: sql<string | null>`avg(${hours})`,
    })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(
      and(
        isNotNull(bookings.paidAt),
        isNotNull(bookings.decidedAt),
        gte(bookings.decidedAt, since),
        // The clinic's own decisions: a booking the system rejected for want of one was not decided by it.
        or(isNull(bookings.cancellationReason), ne(bookings.cancellationReason, "no_clinic_response")),
      ),
    )
    .groupBy(providers.clinicId);
  const hoursOf = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  return new Map(
    rows.map((row) => [
      row.clinicId,
      { count: row.count, medianHours: hoursOf(row.median), averageHours: hoursOf(row.average) },
    ]),
  );
}

/**
 * The most bookings holding a place in any one window of the provider that has not ended yet. A lapsed hold
 * is left out: the capacity trigger (migration 0002) still counts it, but every writer releases lapsed holds
 * under the window's lock before it checks, so it never keeps a new booking out.
 */
export async function mostHeldInOneOpenWindow(db: Executor, providerId: string, now: Date): Promise<number> {
  const perWindow = db
    .select({ held: sql<number>`count(*)::int`.as("held") })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        holdsPlaceAt(now),
        sql`${bookings.windowEndsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(bookings.windowStartsAt)
    .as("per_window");
  const rows = await db
    .select({ most: sql<number>`coalesce(max(${perWindow.held}), 0)::int` })
    .from(perWindow);
  return rows[0]?.most ?? 0;
}

/**
 * Takes the capacity trigger's lock (migration 0002) on every window of the provider that is open now or can
 * still be booked, and on any other open window that has bookings. Until commit, no booking enters those
 * windows, and one that waited reads the capacity this transaction commits: a capacity lowered after counting
 * under these locks cannot be exceeded by a booking that raced the count. Take them before locking the
 * provider's row (a booking takes its window's lock, then the row's key-share lock through the foreign key).
 */
export async function lockOpenWindowsOf(db: Executor, providerId: string, now: Date): Promise<void> {
  const starts = new Set<string>();
  const today = klDateOf(now);
  for (let day = -1; day <= BOOKING_HORIZON_DAYS + 1; day += 1) {
    for (const window of TIME_WINDOWS) {
      const { startsAt, endsAt } = windowBounds(addDays(today, day), window);
      if (endsAt > now) starts.add(startsAt.toISOString());
    }
  }
  const booked = await db
    .selectDistinct({ startsAt: bookings.windowStartsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        sql`${bookings.windowEndsAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  for (const { startsAt } of booked) starts.add(startsAt.toISOString());
  const instants = [...starts].sort();
  if (instants.length === 0) return;
  const list = sql.join(
    instants.map((instant) => sql`${instant}::timestamptz`),
    sql`, `,
  );
  await db.execute(
    sql`select pg_advisory_xact_lock(booking_window_lock_key(${providerId}::uuid, starts_at))
        from unnest(array[${list}]) as starts_at`,
  );
}
