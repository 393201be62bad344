import type { BookingEventType } from "@ivdrips/contract/clinic-calendar";
import { and, desc, eq, gt, max } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bookingEvents, bookings } from "../../db/schema";

/**
 * Whose events a stream carries: a clinic's (its providers' bookings), a customer's own bookings', or every
 * booking's ("all": the operations console).
 */
export type EventScope = { clinicId: string } | { userId: string } | "all";

export interface BookingEventRecord {
  id: number;
  type: BookingEventType;
  bookingId: string;
  reference: string;
  createdAt: Date;
}

const inScope = (scope: EventScope) =>
  scope === "all"
    ? undefined
    : "clinicId" in scope
      ? eq(bookingEvents.clinicId, scope.clinicId)
      : eq(bookingEvents.userId, scope.userId);

/** The latest `limit` events of the scope after id `after`, oldest first. */
export async function bookingEventsAfter(
  db: Executor,
  scope: EventScope,
  after: number,
  limit: number,
): Promise<BookingEventRecord[]> {
  const rows = await db
    .select({
      id: bookingEvents.id,
      type: bookingEvents.type,
      bookingId: bookingEvents.bookingId,
      reference: bookings.reference,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(and(inScope(scope), gt(bookingEvents.id, after)))
    .orderBy(desc(bookingEvents.id))
    .limit(limit);
  return rows.reverse();
}

/** The id of the scope's latest event, 0 when it has none: where a stream without Last-Event-ID starts. */
export async function latestBookingEventId(db: Executor, scope: EventScope): Promise<number> {
  const [row] = await db
    .select({ id: max(bookingEvents.id) })
    .from(bookingEvents)
    .where(inScope(scope));
  return Number(row?.id ?? 0);
}
