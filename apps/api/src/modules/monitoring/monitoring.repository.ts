import { BOOKING_STATUSES, type BookingStatus } from "@ivdrips/contract/bookings";
import { and, count, eq, gt, isNotNull, isNull, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { stateCondition } from "../../db/booking-state-sql";
import { queryRows, type Executor } from "../../db/client";
import { bookings, outboxEmails } from "../../db/schema";

/** What needs watching right now, counted for /metrics; each count reads an index (see the schema). */
export interface OperationalCounts {
  bookingsByStatus: Record<BookingStatus, number>;
  /** Unpaid bookings whose hold has time left. */
  openHolds: number;
  /** Paid bookings no clinic has approved yet (the lifecycle's awaiting_clinic). */
  awaitingClinic: number;
  refundsPending: number;
  refundsFailed: number;
  /** Emails not sent, not given up on, not held for a message to a phone, and due now. */
  outboxDue: number;
  /** Emails given up on after too many failures. */
  outboxFailed: number;
}

type Backlog = Omit<OperationalCounts, "bookingsByStatus">;

/** The bookings per stored status (an index-only scan of bookings_status_approval_idx). */
export function bookingsByStatusQuery(db: Executor) {
  return db.select({ status: bookings.status, total: count() }).from(bookings).groupBy(bookings.status);
}

/** One statement, every count a scalar subquery over its own index. Exported for the test of its plan. */
export function backlogQuery(db: Executor, now: Date): SQL {
  const counted = (query: SQLWrapper, name: keyof Backlog) => sql`(${query})::int as ${sql.identifier(name)}`;
  const inBookings = (where: SQL | undefined) => db.select({ total: count() }).from(bookings).where(where);
  const inOutbox = (where: SQL | undefined) => db.select({ total: count() }).from(outboxEmails).where(where);
  return sql.join(
    [
      sql`select`,
      sql.join(
        [
          counted(inBookings(and(stateCondition("held"), gt(bookings.holdExpiresAt, now))), "openHolds"),
          counted(inBookings(stateCondition("awaiting_clinic")), "awaitingClinic"),
          counted(inBookings(eq(bookings.refundStatus, "pending")), "refundsPending"),
          counted(inBookings(eq(bookings.refundStatus, "failed")), "refundsFailed"),
          counted(
            inOutbox(
              and(
                isNull(outboxEmails.sentAt),
                isNull(outboxEmails.failedAt),
                isNull(outboxEmails.heldForChain),
                lte(outboxEmails.availableAt, now),
              ),
            ),
            "outboxDue",
          ),
          counted(inOutbox(isNotNull(outboxEmails.failedAt)), "outboxFailed"),
        ],
        sql`, `,
      ),
    ],
    sql` `,
  );
}

export async function countOperational(db: Executor, now: Date): Promise<OperationalCounts> {
  const statuses = await bookingsByStatusQuery(db);
  const [backlog] = await queryRows<Backlog>(db, backlogQuery(db, now));
  if (!backlog) throw new Error("the backlog query returned no row");
  const byStatus = new Map(statuses.map((row) => [row.status, row.total]));
  return {
    bookingsByStatus: Object.fromEntries(
      BOOKING_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]),
    ) as Record<BookingStatus, number>,
    ...backlog,
  };
}
